import { identityApi } from '../../../lib/api/identity'

export const getLoginInfo = () => identityApi.loginInfo()
