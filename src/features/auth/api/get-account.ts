import { authHttp } from '../../../lib/http'
import { api } from '../../../lib/paths'
import type { Account } from './types'

/** Main and promotion balances, integer đồng. */
export const getAccount = () => authHttp.get<Account>(api.identity.account)
