// Image uploads (and other files: an organisation's licence documents). fetch cannot report upload progress, so files go with XMLHttpRequest (multipart,
// field `file`, bearer token); the answer is the same envelope the JSON helper gives. Rotate and
// delete are plain JSON calls.
import { MSG } from '../../domain/messages'
import { IMAGE_MSG } from '../../domain/image-messages'
import { apiOrigin } from '../../lib/env'
import type { Media } from '../../domain/contract/media'
import { jobseekersApi } from '../../lib/api/jobseekers'
import { mediaApi } from '../../lib/api/media'
import { tokenStore, type ApiResult } from '../../lib/http'

export interface UploadOptions {
  /** Share of the request sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void
  signal?: AbortSignal
  /** Extra request headers (a signed organisation upload's file-key, file-time, file-mac). */
  headers?: Record<string, string>
}

export const ABORTED = 'aborted'
const failure = (message: string, code = 'error'): ApiResult<never> => ({ success: false, error: { code, message } })

const isEnvelope = (body: unknown): body is ApiResult<unknown> =>
  typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean'

/** Sends one file as multipart field `file`. Never throws. */
export function sendFile<T>(
  method: 'POST' | 'PUT',
  path: string,
  file: Blob,
  fileName: string,
  { onProgress, signal, headers }: UploadOptions = {},
): Promise<ApiResult<T>> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(failure(IMAGE_MSG.imageError, ABORTED))
    const xhr = new XMLHttpRequest()
    const onAbort = () => xhr.abort()
    const settle = (result: ApiResult<T>) => {
      signal?.removeEventListener('abort', onAbort)
      resolve(result)
    }
    xhr.open(method, `${apiOrigin()}${path}`)
    xhr.setRequestHeader('accept', 'application/json')
    const token = tokenStore.get()
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`)
    for (const [name, value] of Object.entries(headers ?? {})) xhr.setRequestHeader(name, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.min(1, event.loaded / event.total))
    }
    xhr.onload = () => {
      let body: unknown = null
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null
      } catch {
        body = null
      }
      if (xhr.status >= 200 && xhr.status < 300 && isEnvelope(body)) return settle(body as ApiResult<T>)
      // 4xx answers (413 too large, 400 not an image, 429 ...) carry a message the person can act on
      if (xhr.status >= 400 && xhr.status < 500 && isEnvelope(body) && !body.success) return settle(body)
      settle(failure(MSG.generic))
    }
    xhr.onerror = () => settle(failure(MSG.generic))
    xhr.ontimeout = () => settle(failure(MSG.generic))
    xhr.onabort = () => settle(failure(IMAGE_MSG.imageError, ABORTED))
    signal?.addEventListener('abort', onAbort, { once: true })
    const form = new FormData()
    // a File carries its name on every engine (a Blob's third-argument name is not always kept)
    const named = file instanceof File && file.name === fileName ? file : new File([file], fileName, { type: file.type })
    form.append('file', named, fileName)
    xhr.send(form)
  })
}

/** SPEC 7.5: the job seeker's avatar; the server keeps a 300x300 square. */
export async function uploadAvatar(file: Blob, fileName: string, options?: UploadOptions): Promise<ApiResult<{ url: string }>> {
  const result = await sendFile<{ success: boolean; url: string }>('PUT', jobseekersApi.uploadAvatar.path(), file, fileName, options)
  if (!result.success) return result
  if (!result.data?.success || !result.data.url) return failure(IMAGE_MSG.imageError)
  return { success: true, data: { url: result.data.url } }
}

/** SPEC 7.8: one image of a post or a profile gallery (public), or one sent in a chat (private). */
export const uploadImage = (file: Blob, fileName: string, options?: UploadOptions, kind: 'image' | 'chat' = 'image') =>
  sendFile<Media>('POST', mediaApi.upload.path({ query: { kind: kind === 'chat' ? kind : undefined } }), file, fileName, options)

export const rotateImage = (id: number, degrees: 90 | 180 | 270) => mediaApi.rotate({ params: { id }, body: { degrees } })

export const deleteImage = (id: number) => mediaApi.remove({ params: { id } })
