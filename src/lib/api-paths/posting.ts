// The API's `posting` paths.
export const create = '/listing/v1/classifieds'
export const check = '/listing/v1/classifieds/posting-check-block'
export const edit = (id: number) => `/listing/v1/classifieds/${id}/edit`
export const update = (id: number) => `/listing/v1/classifieds/${id}`
export const editCheck = (id: number) => `/listing/v1/classifieds/${id}/edit-check-block`
