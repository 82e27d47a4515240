import { sessionApi } from '../../../lib/api/session'

export const getLoyalty = () => sessionApi.loyalty()
