import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MSG } from '../../domain/messages'
import { IMAGE_MSG } from '../../domain/image-messages'
import { FakeXhr } from './fake-xhr'
import { sizedImageUrl } from './sized-url'
import { ABORTED, sendFile, uploadAvatar, uploadImage } from './upload'

beforeEach(() => {
  FakeXhr.install()
  window.localStorage.setItem('token', 'tok-123')
})
afterEach(() => {
  vi.unstubAllGlobals()
  window.localStorage.clear()
})

const jpeg = () => new Blob(['jpeg-bytes'], { type: 'image/jpeg' })

describe('image uploads over XMLHttpRequest', () => {
  it('sends one multipart `file` with the bearer token and reports progress', async () => {
    const progress: number[] = []
    const done = uploadImage(jpeg(), 'ảnh của tôi.jpg', { onProgress: (p) => progress.push(p) })
    const xhr = FakeXhr.last()
    expect([xhr.method, xhr.url]).toEqual(['POST', '/media/v1/medias'])
    expect(xhr.headers.authorization).toBe('Bearer tok-123')
    expect(xhr.headers['content-type']).toBeUndefined() // the browser sets the multipart boundary
    expect(xhr.file().name).toBe('ảnh của tôi.jpg')
    expect([...xhr.body!.keys()]).toEqual(['file'])
    xhr.progress(25, 100)
    xhr.progress(100, 100)
    xhr.respond(200, { success: true, data: { id: 7, url: '/media/v1/files/abc', width: 300, height: 300 } })
    expect(await done).toEqual({ success: true, data: { id: 7, url: '/media/v1/files/abc', width: 300, height: 300 } })
    expect(progress).toEqual([0.25, 1])
  })

  it("passes the server's 4xx message through (413 too large, 400 not an image, 429)", async () => {
    for (const [status, error] of [
      [413, { code: 'image_too_large', message: IMAGE_MSG.imageTooLarge('a.png') }],
      [400, { code: 'invalid_image', message: IMAGE_MSG.imageUnreadable('a.png') }],
      [429, { code: 'too_many_requests', message: IMAGE_MSG.imageUploadTooMany }],
    ] as const) {
      const done = uploadImage(jpeg(), 'a.png')
      FakeXhr.last().respond(status, { success: false, error })
      expect(await done).toEqual({ success: false, error })
    }
  })

  it('gives the generic message for 5xx, unreadable answers and network failures', async () => {
    const generic = { success: false, error: { code: 'error', message: MSG.generic } }
    let done = uploadImage(jpeg(), 'a.png')
    FakeXhr.last().respond(502, '<html>Bad gateway</html>')
    expect(await done).toEqual(generic)
    done = uploadImage(jpeg(), 'a.png')
    FakeXhr.last().respond(200, 'not json')
    expect(await done).toEqual(generic)
    done = uploadImage(jpeg(), 'a.png')
    FakeXhr.last().failNetwork()
    expect(await done).toEqual(generic)
  })

  it('stops when its signal aborts', async () => {
    const controller = new AbortController()
    const done = sendFile('POST', '/media/v1/medias', jpeg(), 'a.png', { signal: controller.signal })
    controller.abort()
    expect(FakeXhr.last().aborted).toBe(true)
    expect((await done).success).toBe(false)
    expect(await done).toMatchObject({ error: { code: ABORTED } })
  })

  it('reads the avatar answer of SPEC 7.5: { success, data: { success, url } }', async () => {
    let done = uploadAvatar(jpeg(), 'chan-dung.png')
    const xhr = FakeXhr.last()
    expect([xhr.method, xhr.url]).toEqual(['PUT', '/job/v1/jobseekers/upload-avatar'])
    xhr.respond(200, { success: true, data: { success: true, url: '/media/v1/files/abc' } })
    expect(await done).toEqual({ success: true, data: { url: '/media/v1/files/abc' } })

    done = uploadAvatar(jpeg(), 'chan-dung.png')
    FakeXhr.last().respond(200, { success: true, data: { success: false, url: '' } })
    expect(await done).toEqual({ success: false, error: { code: 'error', message: IMAGE_MSG.imageError } })
  })

  it('asks our image URLs for a size, leaves others alone', () => {
    expect(sizedImageUrl('/media/v1/files/abc', 128)).toBe('/media/v1/files/abc?w=128')
    expect(sizedImageUrl('https://cdn.example.vn/media/v1/files/abc-r90', 48)).toBe('https://cdn.example.vn/media/v1/files/abc-r90?w=48')
    expect(sizedImageUrl('/media/v1/files/abc?w=64', 128)).toBe('/media/v1/files/abc?w=64')
    expect(sizedImageUrl('https://example.com/a.png', 128)).toBe('https://example.com/a.png')
  })
})
