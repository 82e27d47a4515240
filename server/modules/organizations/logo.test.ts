// An organisation's logo (issue 39 item 1; docs/decisions/0050-organization-logos.md): only its
// owner uploads or removes it, through the media pipeline (a 300x300 square); another recruiter, a
// member who is not the owner or a stranger changes nothing; a wrong file gets a Vietnamese 4xx.
// The logo then shows on the organisation's public page, its job cards and the business information.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMAGE_MSG } from '../../../src/domain/image-messages'
import { callAs, createTestContext, createTestTeam, type TestContext, type TestUser } from '../../testing'
import { LOGO_MSG } from './logo'

let t: TestContext
let mediaDir: string
let owner: TestUser
let colleague: TestUser
let stranger: TestUser
let org: number

const BOUNDARY = '----viecvn-logo-boundary'
const body = (data: Buffer, fileName: string, contentType: string) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ])
const put = (id: number, user: TestUser | null, payload: Buffer) =>
  t.app.inject({
    method: 'PUT',
    url: `/job/v1/organizations/${id}/logo`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...(user ? { authorization: `Bearer ${user.token}` } : {}) },
  })
const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#1d4ed8' } }).png().toBuffer()
const logoOf = async (id: number) => (await t.db.query<{ logo_url: string | null }>('SELECT logo_url FROM organizations WHERE id = $1', [id]))[0].logo_url

beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'viecvn-logo-test-'))
  t = await createTestContext({ seed: false, env: { mediaDir } })
  ;({ owner, colleague, stranger, org } = await createTestTeam(t.db, 'Sen Vàng', { names: ['Chủ Sen Vàng', 'Đồng nghiệp', 'Chủ khác'] }))
  // a verified partner has a public page without open jobs (decision 0020)
  await t.db.query('UPDATE organizations SET is_partner = true, verify_status = 2 WHERE id = $1', [org])
})
afterAll(async () => {
  await t.close()
  fs.rmSync(mediaDir, { recursive: true, force: true })
})

describe('the organisation logo', () => {
  it('is uploaded by the owner only, cropped to a 300x300 square, and removed by the owner only', async () => {
    const image = body(await png(640, 400), 'logo.png', 'image/png')
    expect((await put(org, null, image)).statusCode).toBe(401)
    for (const user of [colleague, stranger]) expect((await put(org, user, image)).statusCode, user.phone).toBe(403)
    expect(await logoOf(org)).toBeNull()
    expect((await put(99_999_999, owner, image)).statusCode).toBe(404)

    const res = await put(org, owner, image)
    expect(res.statusCode, res.body).toBe(200)
    const url = res.json().data.logo_url as string
    expect(res.json().data).toEqual({ logo_url: expect.stringMatching(/^\/media\/v1\/files\/[0-9a-f]{32}$/), message: LOGO_MSG.saved })
    expect(await logoOf(org)).toBe(url)
    const file = await t.app.inject({ method: 'GET', url })
    const meta = await sharp(file.rawPayload).metadata()
    expect([meta.width, meta.height]).toEqual([300, 300])
    const [media] = await t.db.query<{ kind: string; attached: boolean }>(
      `SELECT kind, attached_at IS NOT NULL AS attached FROM media WHERE storage_key = $1`,
      [url.split('/').pop()],
    )
    expect(media).toEqual({ kind: 'logo', attached: true })

    // members read it with the business information; the public page shows it
    expect((await callAs(t.app, 'GET', `/job/v1/organizations/${org}/business-info`, colleague)).body.data.logo_url).toBe(url)
    expect((await callAs(t.app, 'GET', `/job/v1/organizations/${org}/detail`, null)).body.data.logo_url).toBe(url)

    // another recruiter cannot take it away
    for (const user of [colleague, stranger]) {
      expect((await callAs(t.app, 'DELETE', `/job/v1/organizations/${org}/logo`, user)).status, user.phone).toBe(403)
    }
    expect(await logoOf(org)).toBe(url)
    const removed = await callAs(t.app, 'DELETE', `/job/v1/organizations/${org}/logo`, owner)
    expect(removed.body).toEqual({ success: true, data: { logo_url: null, message: LOGO_MSG.removed } })
    expect(await logoOf(org)).toBeNull()
    const [after] = await t.db.query<{ attached: boolean }>(`SELECT attached_at IS NOT NULL AS attached FROM media WHERE storage_key = $1`, [url.split('/').pop()])
    expect(after.attached).toBe(false)
    const actions = await t.db.query<{ action: string }>('SELECT action FROM organization_activity WHERE organization_id = $1 ORDER BY id', [org])
    expect(actions.map((a) => a.action)).toEqual(['organization.logo_saved', 'organization.logo_removed'])
  })

  it('refuses a file that is not an image with a Vietnamese message, never a 5xx, and keeps the logo', async () => {
    const before = await logoOf(org)
    const pdf = await put(org, owner, body(Buffer.from('%PDF-1.4\n% not an image\n'), 'giay-phep.pdf', 'application/pdf'))
    expect(pdf.statusCode).toBe(400)
    expect(pdf.json().error.message).toBe(IMAGE_MSG.imageType('giay-phep.pdf'))
    const broken = await put(org, owner, body(Buffer.concat([(await png(10, 10)).subarray(0, 40)]), 'hong.png', 'image/png'))
    expect(broken.statusCode).toBeGreaterThanOrEqual(400)
    expect(broken.statusCode).toBeLessThan(500)
    expect(broken.json().error.message).toMatch(/[àáảãạăâđêôơư]/i)
    expect(await logoOf(org)).toBe(before)
  })
})
