// Banners by position (SPEC 7.1), from the editor-owned content/banners.json.
import { http, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'

export interface Banner {
  code: string
  title: string
  alt: string
  image_url: string
  link_url: string
  sources: Array<{ min_width: number; image_url: string }>
}

export const fetchBanners = (code: string) => unwrap(http.get<Banner[]>(api.banners(code), { cache: true }))
