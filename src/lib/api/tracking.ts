// The tracking calls and the contact phone, typed by their contract (src/domain/contract/tracking.ts, types only) and built
// from their routes (docs/decisions/0035-api-contract.md).
import type { TrackingContract } from '../../domain/contract/tracking'
import { trackingPaths } from '../../domain/contract/tracking.paths'
import { apiClient } from './client'

export const trackingApi = apiClient<TrackingContract>(trackingPaths)
