import { identityApi } from '../../../lib/api/identity'

/** SPEC 4.1: the request id from the account pages in, a bearer token out. */
export const exchangeKey = (requestId: string) => identityApi.token({ body: { request_id: requestId } })
