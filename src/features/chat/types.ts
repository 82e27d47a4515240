// What the chat page needs from the person's realtime connection (the app provides it: the
// connection is one per signed-in person, shared with the inbox's notifications).
export interface ChatChannel {
  /** Listens to a server event; returns the unsubscribe. */
  on(event: string, listener: (payload: unknown) => void): () => void
  /** Called on every (re)join of the person's room (and at once when already joined): fetch what was missed. */
  onJoined(listener: () => void): () => void
  emit(event: string, payload: unknown): void
  /** An acknowledged event; null when not connected or no answer in time. */
  request(event: string, payload: unknown): Promise<unknown>
}
