import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { CHAT, CHAT_EVENTS, CHAT_MSG } from '../../../domain/chat'
import type { ChatChannel } from '../types'
import { Composer } from './composer'
import type { PendingMessage } from './use-messages'

function setup(initialProblem: string | null = null) {
  const onSend = vi.fn<(message: PendingMessage) => void>()
  const channel: ChatChannel = { on: () => () => {}, onJoined: () => () => {}, emit: vi.fn(), request: async () => null }
  const problems: Array<string | null> = []
  function Host() {
    const [problem, setProblem] = useState<string | null>(initialProblem)
    return (
      <Composer
        conversationId={9}
        channel={channel}
        problem={problem}
        onProblem={(next) => {
          problems.push(next)
          setProblem(next)
        }}
        onSend={onSend}
      />
    )
  }
  render(<Host />)
  const box = screen.getByRole('textbox', { name: 'Nội dung tin nhắn' }) as HTMLTextAreaElement
  return { onSend, channel, box, problems }
}

describe('Composer', () => {
  it('sends the trimmed text on Enter and empties the box; Shift+Enter does not send', () => {
    const { onSend, channel, box } = setup()
    fireEvent.change(box, { target: { value: '  Chào anh\n' } })
    expect(channel.emit).toHaveBeenCalledWith(CHAT_EVENTS.typing, { conversation_id: 9 })
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true })
    expect(onSend).not.toHaveBeenCalled()
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(onSend).toHaveBeenCalledTimes(1)
    expect(onSend.mock.calls[0][0]).toMatchObject({ text: 'Chào anh', image_url: null, status: 'sending' })
    expect(box.value).toBe('')
    // the next message starts clean: no message for the emptied box
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('refuses an empty message with the API’s sentence, focused and announced, and sends nothing', () => {
    const { onSend, box } = setup()
    fireEvent.change(box, { target: { value: '   ' } })
    fireEvent.blur(box)
    // leaving the box is not a refusal
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Gửi' }))
    expect(screen.getByRole('alert').textContent).toBe(CHAT_MSG.empty)
    expect(box.getAttribute('aria-invalid')).toBe('true')
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id)
    expect(document.activeElement).toBe(box)
    expect(onSend).not.toHaveBeenCalled()
    // typing takes the message away
    fireEvent.change(box, { target: { value: 'Dạ' } })
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('refuses a message over the limit and counts the characters near it', () => {
    const { onSend, box } = setup()
    fireEvent.change(box, { target: { value: 'a'.repeat(CHAT.maxLength + 1) } })
    expect(screen.getByText(`${(CHAT.maxLength + 1).toLocaleString('vi-VN')}/${CHAT.maxLength.toLocaleString('vi-VN')} ký tự`).getAttribute('data-over')).toBe('true')
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(screen.getByRole('alert').textContent).toBe(CHAT_MSG.tooLong)
    expect(onSend).not.toHaveBeenCalled()
    fireEvent.change(box, { target: { value: 'a'.repeat(CHAT.maxLength) } })
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(onSend).toHaveBeenCalledTimes(1)
  })

  it('clears the thread’s problem line when typing', () => {
    const { box, problems } = setup('Không gửi được tin nhắn.')
    fireEvent.change(box, { target: { value: 'D' } })
    expect(problems).toEqual([null])
  })
})
