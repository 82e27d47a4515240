// A conversation's messages as the thread shows them: the first page, older pages put above without
// moving what is read, messages arriving (each once), and one's own messages on their way (sent
// again after a failure); the log keeps to the newest message unless the person scrolled up.
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { ChatMessage } from '../../../domain/chat'
import { fetchMessages, sendChatMessage } from '../api/chat-api'

export interface PendingMessage {
  client_id: string
  text: string
  image_url: string | null
  status: 'sending' | 'failed'
}

export const newClientId = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

/** Messages by id, each once (a live event and a fetched page may carry the same one). */
function merge(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(current.map((m) => [m.id, m]))
  for (const m of incoming) byId.set(m.id, m)
  return [...byId.values()].sort((a, b) => a.id - b.id)
}

export function useMessages(id: number, onProblem: (problem: string | null) => void, onChanged: () => void) {
  const [messages, setMessages] = useState<ChatMessage[] | null>(null)
  const [hasMore, setHasMore] = useState(false)
  const [loadingOlder, setLoadingOlder] = useState(false)
  const [pending, setPending] = useState<PendingMessage[]>([])
  const logRef = useRef<HTMLDivElement>(null)
  const keepOffset = useRef<number | null>(null)
  const stickToBottom = useRef(true)
  const messagesRef = useRef<ChatMessage[] | null>(null)
  messagesRef.current = messages

  // first page (the thread is keyed by conversation), then whatever arrives
  useEffect(() => {
    let cancelled = false
    void fetchMessages(id).then((result) => {
      if (cancelled) return
      if (!result.success) return onProblem(result.error.message)
      stickToBottom.current = true
      setMessages(result.data.items)
      setHasMore(result.data.has_more)
    })
    return () => {
      cancelled = true
    }
  }, [id, onProblem])

  // scrolling: to the newest message, or kept in place when older ones are put above
  useLayoutEffect(() => {
    const log = logRef.current
    if (!log) return
    if (keepOffset.current !== null) {
      log.scrollTop = log.scrollHeight - keepOffset.current
      keepOffset.current = null
    } else if (stickToBottom.current) {
      log.scrollTop = log.scrollHeight
    }
  }, [messages, pending])

  const add = (items: ChatMessage[]) => setMessages((current) => merge(current ?? [], items))

  const loadOlder = async () => {
    const first = messages?.[0]
    if (!first || loadingOlder) return
    setLoadingOlder(true)
    const result = await fetchMessages(id, { before: first.id })
    setLoadingOlder(false)
    if (!result.success) return onProblem(result.error.message)
    const log = logRef.current
    keepOffset.current = log ? log.scrollHeight - log.scrollTop : null
    stickToBottom.current = false
    add(result.data.items)
    setHasMore(result.data.has_more)
  }

  const deliver = async (item: PendingMessage) => {
    setPending((list) => [...list.filter((p) => p.client_id !== item.client_id), { ...item, status: 'sending' }])
    stickToBottom.current = true
    const result = await sendChatMessage(id, { client_id: item.client_id, ...(item.image_url ? { image_url: item.image_url } : { text: item.text }) })
    if (!result.success) {
      onProblem(result.error.message)
      setPending((list) => list.map((p) => (p.client_id === item.client_id ? { ...p, status: 'failed' } : p)))
      return
    }
    onProblem(null)
    add([result.data])
    setPending((list) => list.filter((p) => p.client_id !== item.client_id))
    onChanged()
  }

  /** A message that arrived live: shown (the log follows it when it is one's own or the person is at the bottom), its pending copy gone. */
  const arrived = (message: ChatMessage, mine: boolean) => {
    const log = logRef.current
    stickToBottom.current = mine || !log || log.scrollHeight - log.scrollTop - log.clientHeight < 80
    add([message])
    if (message.client_id) setPending((list) => list.filter((p) => p.client_id !== message.client_id))
  }

  /**
   * A picture has loaded and made the log taller by its height: a log that was at the bottom stays
   * there (the picture is the newest thing to read), one scrolled up to read stays where it was.
   */
  const pictureLoaded = (picture: HTMLImageElement) => {
    const log = logRef.current
    if (log && log.scrollHeight - log.scrollTop - log.clientHeight - picture.offsetHeight < 80) log.scrollTop = log.scrollHeight
  }

  return { messages, messagesRef, hasMore, loadingOlder, pending, logRef, add, arrived, loadOlder, deliver, pictureLoaded }
}

export type ThreadMessages = ReturnType<typeof useMessages>
