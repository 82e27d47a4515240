// The SEO endpoints' API calls, typed by their contract (src/domain/contract/seo.ts, types only) and
// built from their routes (docs/decisions/0035-api-contract.md).
import type { SeoContract } from '../../domain/contract/seo'
import { seoPaths } from '../../domain/contract/seo.paths'
import { apiClient } from './client'

export const seoApi = apiClient<SeoContract>(seoPaths)
