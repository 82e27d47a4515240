// One Idempotency-Key per attempt of a paid form: a retry of the same attempt (a double click, a
// network error) sends the same key, so the server charges once (docs/decisions/0015-wallet.md).
export const newIdempotencyKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `k-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`

export const idempotencyHeaders = (key: string) => ({ 'idempotency-key': key })
