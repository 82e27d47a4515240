import { identityApi } from '../../../lib/api/identity'

/** Main and promotion balances, integer đồng. */
export const getAccount = () => identityApi.account()
