import { identityApi } from '../../../lib/api/identity'

export const getLoyalty = () => identityApi.loyalty()
