// Banners by position (SPEC 7.1), from the editor-owned content/banners.json.
import { SITE_ID } from '../../../domain/constants'
import { contentApi } from '../../../lib/api/content'
import { unwrap } from '../../../lib/http'

export type { Banner } from '../../../domain/contract/content'

export const fetchBanners = (code: string) => unwrap(contentApi.banners({ params: { siteId: SITE_ID, code } }, { cache: true }))
