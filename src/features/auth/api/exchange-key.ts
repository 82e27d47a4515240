import { http } from '../../../lib/http'
import { api } from '../../../lib/paths'

/** SPEC 4.1: the request id from the account pages in, a bearer token out. */
export const exchangeKey = (requestId: string) =>
  http.post<{ token: string; expires_at: string }>(api.identity.token, { request_id: requestId })
