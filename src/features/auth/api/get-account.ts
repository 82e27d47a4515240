import { sessionApi } from '../../../lib/api/session'

/** Main and promotion balances, integer đồng. */
export const getAccount = () => sessionApi.account()
