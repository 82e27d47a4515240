// Every URL the site uses, in one place: site routes and API paths.
import { SITE_ID } from '../domain/constants'

export const routes = {
  home: '/',
  listing: '/tuyen-dung',
  employer: '/employer',
  createJobseeker: '/create-jobseeker?is_reader=true',
  jobseeker: '/jobseeker',
  promo: '/promo',
  notification: '/account/notification',
  savedJobs: '/viec-lam-da-luu',
  appliedJobs: '/viec-lam-da-ung-tuyen',
  savedSearches: '/tim-kiem-da-luu',
  login: (returnUrl: string) => `/account/login?returnUrl=${encodeURIComponent(returnUrl)}&siteId=${SITE_ID}`,
  register: (returnUrl: string) => `/account/register?returnUrl=${encodeURIComponent(returnUrl)}&siteId=${SITE_ID}`,
}

export const api = {
  categories: '/job/v1/categories/config',
  cities: '/job/v1/cities/config',
  jobConfig: '/job/v1/common/config',
  footer: '/job/v1/common/footer',
  listingConfig: `/listing/v1/common/config?site_id=${SITE_ID}`,
  banners: (code: string) => `/cms/v1/banners/${SITE_ID}/${code}`,
  suggest: (q: string, limit: number) => `/job/v1/classifieds/suggest?q=${encodeURIComponent(q)}&limit=${limit}`,
  jobDetail: (id: number) => `/listing/v1/classifieds/${id}/job`,
  similarJobs: (id: number, limit = 6) => `/job/v1/classifieds/similar?id=${id}&limit=${limit}`,
  organizationJobs: (organizationId: number, excludeId: number, limit = 6) =>
    `/job/v1/classifieds/organization-recruiting?organization_id=${organizationId}&exclude_id=${excludeId}&limit=${limit}`,
  trackView: '/job/v1/classifieds/tracking-view',
  trackImpression: '/job/v1/classifieds/tracking-impression',
  trackContact: '/job/v1/classifieds/tracking-contact',
  reportJob: (id: number) => `/job/v1/classifieds/${id}/reports`,
}
