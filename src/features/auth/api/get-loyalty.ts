import { authHttp } from '../../../lib/http'
import { api } from '../../../lib/paths'
import type { Loyalty } from './types'

export const getLoyalty = () => authHttp.get<Loyalty>(api.identity.loyalty)
