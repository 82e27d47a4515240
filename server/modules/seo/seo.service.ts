// Titles, descriptions and breadcrumbs for listing pages (SPEC 7.1 SEO endpoints), built from the
// filters' names so every filtered listing has a unique, readable title.
import type { JobFilters } from '../../../src/domain/url-filters'
import { listingUrl } from '../../../src/domain/url-filters'
import type { Reference } from '../jobs/reference'

export interface SeoData {
  title: string
  description: string
  h1: string
  canonical: string
  breadcrumb: Array<{ name: string; url: string }>
}

export const SITE_NAME = 'Việc Làm Tốt'

export function listingSeo(ref: Reference, filters: JobFilters): SeoData {
  const what = filters.job_types?.length
    ? filters.job_types.map((id) => ref.jobTypeNames.get(id)).filter(Boolean).join(', ')
    : filters.subcategory_id
      ? ref.categoryNames.get(filters.subcategory_id)
      : undefined
  const cityName = filters.city_id ? ref.cityNames.get(filters.city_id) : undefined
  const districtName = filters.district_id ? ref.cityNames.get(filters.district_id) : undefined
  const where = [districtName, cityName].filter(Boolean).join(', ')
  const keyword = filters.q ? `"${filters.q}"` : ''
  const h1 = ['Việc làm', keyword || what, where ? `tại ${where}` : ''].filter(Boolean).join(' ')
  const breadcrumb = [
    { name: 'Trang chủ', url: '/' },
    { name: 'Tuyển dụng', url: '/tuyen-dung' },
  ]
  if (cityName && filters.city_id) breadcrumb.push({ name: `Việc làm ${cityName}`, url: listingUrl({ city_id: filters.city_id }) })
  if (districtName && filters.district_id && filters.city_id) {
    breadcrumb.push({ name: districtName, url: listingUrl({ city_id: filters.city_id, district_id: filters.district_id }) })
  }
  if (h1 !== 'Việc làm') breadcrumb.push({ name: h1, url: '' })
  const { offset: _offset, sort: _sort, ...canonicalFilters } = filters
  return {
    title: `${h1 === 'Việc làm' ? 'Tuyển dụng, việc làm mới nhất' : `Tuyển dụng ${h1.replace(/^Việc làm /, '')}`} | ${SITE_NAME}`,
    description: `${h1} mới nhất, lương hấp dẫn, cập nhật hằng ngày từ nhà tuyển dụng uy tín. Tạo hồ sơ miễn phí và ứng tuyển nhanh trên ${SITE_NAME}.`,
    h1,
    canonical: listingUrl(canonicalFilters),
    breadcrumb,
  }
}
