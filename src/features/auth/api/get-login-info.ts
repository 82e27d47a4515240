import { authHttp } from '../../../lib/http'
import { api } from '../../../lib/paths'
import type { LoginInfo } from './types'

export const getLoginInfo = () => authHttp.get<LoginInfo>(api.identity.loginInfo)
