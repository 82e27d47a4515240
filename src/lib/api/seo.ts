// The SEO endpoints the site's pages call (seo-pages.paths.ts), typed by their contract (src/domain/contract/seo.ts, types only) and
// built from their routes (docs/decisions/0035-api-contract.md).
import type { SeoContract } from '../../domain/contract/seo'
import { seoPagePaths } from '../../domain/contract/seo-pages.paths'
import { apiClient } from './client'

export const seoApi = apiClient<Pick<SeoContract, keyof typeof seoPagePaths>>(seoPagePaths)
