// The API's `media` paths.
export const upload = '/media/v1/medias'
/** A picture sent in a conversation: private, its URLs signed and short-lived (decision 0032). */
export const uploadChat = '/media/v1/medias?kind=chat'
export const rotate = (id: number) => `/media/v1/medias/${id}/rotate`
export const remove = (id: number) => `/media/v1/medias/${id}`
/** SPEC 7.5 upload-avatar: multipart `file`, answers { success, data: { success, url } }. */
export const uploadAvatar = '/job/v1/jobseekers/upload-avatar'
