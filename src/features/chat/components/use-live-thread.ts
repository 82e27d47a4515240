// A conversation live: its room joined (typing reaches this tab only then) and what was missed
// fetched on every (re)join, messages, receipts and typing as they come, and what is shown marked
// read while the person can see it.
import { useCallback, useEffect, useRef, useState } from 'react'
import { CHAT, CHAT_EVENTS, type ChatConversation, type ChatMessageEvent, type ChatReceiptsEvent } from '../../../domain/chat'
import { fetchMessages, markChatReceipt } from '../api/chat-api'
import { refreshChatUnread } from '../state'
import type { ChatChannel } from '../types'
import type { ThreadMessages } from './use-messages'

export function useLiveThread(conversation: ChatConversation, me: number, channel: ChatChannel, thread: ThreadMessages, onChanged: () => void) {
  const id = conversation.id
  const { messages, messagesRef } = thread
  const [live, setReceipts] = useState({ delivered: 0, read: 0 })
  const [typingUntil, setTypingUntil] = useState(0)
  // in the conversation's room; marked on the log for tests
  const [joined, setJoined] = useState(false)
  const readUpTo = useRef(conversation.my_read_id)
  // the live listeners are set once per conversation: they reach the messages' latest functions here
  const latest = useRef(thread)
  latest.current = thread

  /** Marks everything shown as read, when the person can see it. */
  const markRead = useCallback(async () => {
    const list = messagesRef.current
    if (!list || typeof document === 'undefined' || document.visibilityState !== 'visible') return
    const last = [...list].reverse().find((m) => m.sender_id !== me)
    if (!last || last.id <= readUpTo.current) return
    readUpTo.current = last.id
    const answer = await channel.request(CHAT_EVENTS.receipt, { conversation_id: id, read_id: last.id })
    if (!answer) await markChatReceipt(id, { read_id: last.id })
    await refreshChatUnread()
    onChanged()
  }, [channel, id, me, onChanged, messagesRef])

  useEffect(() => {
    if (messages) void markRead()
  }, [messages, markRead])

  useEffect(() => {
    const onVisible = () => void markRead()
    document.addEventListener('visibilitychange', onVisible)
    return () => document.removeEventListener('visibilitychange', onVisible)
  }, [markRead])

  useEffect(() => {
    const catchUp = async () => {
      await channel.request(CHAT_EVENTS.join, { conversation_id: id })
      setJoined(true)
      let after = messagesRef.current?.at(-1)?.id
      if (after === undefined) return
      for (let more = true; more; ) {
        const result = await fetchMessages(id, { after })
        if (!result.success) return
        latest.current.add(result.data.items)
        after = result.data.items.at(-1)?.id ?? after
        more = result.data.has_more
      }
      onChanged()
    }
    const offJoined = channel.onJoined(() => void catchUp())
    const offMessage = channel.on(CHAT_EVENTS.message, (payload) => {
      const { message } = payload as ChatMessageEvent
      if (message?.conversation_id !== id) return
      latest.current.arrived(message, message.sender_id === me)
      if (message.sender_id !== me) setTypingUntil(0)
    })
    const offReceipts = channel.on(CHAT_EVENTS.receipts, (payload) => {
      const event = payload as ChatReceiptsEvent
      if (event.conversation_id !== id || event.user_id === me) return
      setReceipts((r) => ({ delivered: Math.max(r.delivered, event.delivered_id), read: Math.max(r.read, event.read_id) }))
    })
    const offTyping = channel.on(CHAT_EVENTS.typing, (payload) => {
      const event = payload as { conversation_id: number; user_id: number }
      if (event.conversation_id === id && event.user_id !== me) setTypingUntil(Date.now() + CHAT.typingMs)
    })
    const offState = channel.on(CHAT_EVENTS.state, (payload) => {
      if ((payload as { conversation_id: number }).conversation_id === id) onChanged()
    })
    return () => {
      offJoined()
      offMessage()
      offReceipts()
      offTyping()
      offState()
      setJoined(false)
      channel.emit(CHAT_EVENTS.leave, { conversation_id: id })
    }
  }, [channel, id, me, onChanged, messagesRef])

  // the typing indicator goes after a few seconds without news
  useEffect(() => {
    if (!typingUntil) return
    const timer = setTimeout(() => setTypingUntil(0), Math.max(0, typingUntil - Date.now()))
    return () => clearTimeout(timer)
  }, [typingUntil])

  return {
    joined,
    typing: typingUntil > 0,
    // what the other person has received and read of mine: the loaded state, moved on by live receipts
    receipts: { delivered: Math.max(live.delivered, conversation.other_delivered_id), read: Math.max(live.read, conversation.other_read_id) },
  }
}
