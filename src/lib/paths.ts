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
}
