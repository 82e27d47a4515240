// The API's `favorites` paths.
export const list = (offset: number, limit: number) => `/tracking/v1/favorites?offset=${offset}&limit=${limit}`
export const ids = '/tracking/v1/favorites/ids'
export const add = '/tracking/v1/favorites'
export const remove = (classifiedId: number) => `/tracking/v1/favorites/${classifiedId}`
export const merge = '/tracking/v1/favorites/merge'
export const jobsByIds = (ids: number[]) => `/job/v1/classifieds/by-ids?ids=${ids.join(',')}`
