import { sessionApi } from '../../../lib/api/session'

export const getLoginInfo = () => sessionApi.loginInfo()
