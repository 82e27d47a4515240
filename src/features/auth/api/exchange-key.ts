import { sessionApi } from '../../../lib/api/session'

/** SPEC 4.1: the request id from the account pages in, a bearer token out. */
export const exchangeKey = (requestId: string) => sessionApi.token({ body: { request_id: requestId } })
