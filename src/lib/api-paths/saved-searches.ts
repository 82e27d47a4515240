// The API's `savedSearches` paths.
export const list = '/job/v1/saved-searches'
export const one = (id: number) => `/job/v1/saved-searches/${id}`
