// Licence documents of an organisation (issue 21; docs/decisions/0019-licence-documents.md): a signed
// upload works and reads back byte-identical; unsigned, expired, altered (each signed field) and
// replayed uploads are refused and store nothing; files that are not a PDF, JPG or PNG (whatever
// their name) and files over 5 MB are refused; at most five per organisation; only the owner and
// staff list and read them.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LICENCE_DOCUMENTS, LICENCE_MSG } from '../../../src/domain/organizations/documents'
import { callAs, createTestContext, createTestOrganization, createTestUser, type TestContext, type TestUser } from '../../testing'
import { attachmentDisposition, uploadMac } from './documents'
import { VERIFICATION_MSG } from './verification'

let t: TestContext
let documentsDir: string
let mediaDir: string
let owner: TestUser
let coOwner: TestUser
let recruiter: TestUser
let otherOwner: TestUser
let seeker: TestUser
let staff: TestUser
let org: number
let otherOrg: number

interface Signed {
  upload_url: string
  headers: Record<'file-key' | 'file-time' | 'file-mac', string>
  expires_at: string
  count: number
}

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj << /Type /Catalog >> endobj\n'), Buffer.from([0, 1, 2, 255, 254, 13, 10]), Buffer.from('\n%%EOF\n')])
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 7)])
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(300, 9), Buffer.from([0xff, 0xd9])])

const BOUNDARY = '----viecvn-licence-boundary'
function multipart(data: Buffer, fileName: string, contentType: string): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ])
}

const uploadUrl = (id: number) => `/media/v1/orgs/${id}/documents`

async function sign(user: TestUser, id: number): Promise<Signed> {
  const res = await callAs(t.app, 'POST', `/job/v1/organizations/${id}/document-uploads`, user)
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return res.body.data
}

async function upload(user: TestUser | null, id: number, headers: Record<string, string>, data: Buffer = PDF, fileName = 'giấy-phép.pdf', contentType = 'application/pdf') {
  const res = await t.app.inject({
    method: 'POST',
    url: uploadUrl(id),
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...(user ? { authorization: `Bearer ${user.token}` } : {}) },
    payload: multipart(data, fileName, contentType),
  })
  return { status: res.statusCode, body: res.json(), headers: res.headers }
}

const rows = async (id: number) =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM organization_documents WHERE organization_id = $1', [id]))[0].n
const filesIn = (dir: string): string[] =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name)) : []
/** Neither a row nor a file more than before. */
async function expectNothingStored(id: number, before: { rows: number; files: number }) {
  expect(await rows(id)).toBe(before.rows)
  expect(filesIn(documentsDir)).toHaveLength(before.files)
}
const snapshot = async (id: number) => ({ rows: await rows(id), files: filesIn(documentsDir).length })

const read = (user: TestUser | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: user ? { authorization: `Bearer ${user.token}` } : {} })

/** An organisation of its own for a test (the cap of five is per organisation). */
const freshOrg = (name: string, members: Array<{ user: TestUser; role?: 'owner' | 'recruiter' }> = [{ user: owner }]) => createTestOrganization(t.db, name, members)

beforeAll(async () => {
  documentsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'viecvn-documents-test-'))
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'viecvn-media-test-'))
  t = await createTestContext({ seed: false, env: { documentsDir, mediaDir } })
  owner = await createTestUser(t.db, 'Chủ Sen Vàng')
  coOwner = await createTestUser(t.db, 'Đồng chủ Sen Vàng')
  recruiter = await createTestUser(t.db, 'Nhà tuyển dụng Sen Vàng')
  otherOwner = await createTestUser(t.db, 'Chủ doanh nghiệp khác')
  seeker = await createTestUser(t.db, 'Người tìm việc')
  staff = await createTestUser(t.db, 'Kiểm duyệt viên')
  await t.db.query(`INSERT INTO staff_members (user_id, role) VALUES ($1, 'moderator')`, [staff.id])
  org = await freshOrg('Sen Vàng', [{ user: owner }, { user: coOwner }, { user: recruiter, role: 'recruiter' }])
  // the owner of Sen Vàng owns this one too: a signature for one of them must not open the other
  otherOrg = await freshOrg('Công ty khác', [{ user: otherOwner }, { user: owner }])
})
afterAll(async () => {
  await t.close()
  fs.rmSync(documentsDir, { recursive: true, force: true })
  fs.rmSync(mediaDir, { recursive: true, force: true })
})

describe('a signed upload', () => {
  it('is issued to the owner: a random single-use key, the time and a MAC, five minutes, on an orgs path', async () => {
    const before = Date.now()
    const signed = await sign(owner, org)
    expect(signed.upload_url).toBe(uploadUrl(org))
    expect(signed.headers['file-key']).toMatch(/^[0-9a-f]{32}$/)
    expect(signed.headers['file-mac']).toMatch(/^[0-9a-f]{64}$/)
    const time = Number(signed.headers['file-time'])
    expect(time).toBeGreaterThanOrEqual(before)
    expect(Date.parse(signed.expires_at) - time).toBe(LICENCE_DOCUMENTS.uploadValidityMs)
    expect((await sign(owner, org)).headers['file-key']).not.toBe(signed.headers['file-key'])
  })

  it('stores a PDF that the owner reads back byte-identical, privately, outside the media folder', async () => {
    const signed = await sign(owner, org)
    const res = await upload(owner, org, signed.headers, PDF, 'Giấy chứng nhận ĐKKD (bản quét).pdf')
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const document = res.body.data.document
    expect(res.body.data).toMatchObject({ count: 1, message: LICENCE_MSG.uploaded('Giấy chứng nhận ĐKKD (bản quét).pdf') })
    expect(document).toMatchObject({ file_name: 'Giấy chứng nhận ĐKKD (bản quét).pdf', file_type: 'pdf', content_type: 'application/pdf', bytes: PDF.length, uploaded_by: 'Chủ Sen Vàng' })

    const list = await callAs(t.app, 'GET', `/job/v1/organizations/${org}/documents`, owner)
    expect(list.status).toBe(200)
    expect(list.body.data).toMatchObject({ count: 1, max_count: 5, max_bytes: 5 * 1024 * 1024, items: [{ id: document.id }] })
    expect(list.headers['cache-control']).toBe('private, no-store')

    const file = await read(owner, document.file_url)
    expect(file.statusCode).toBe(200)
    expect(file.rawPayload.equals(PDF)).toBe(true)
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="giay-chung-nhan-dkkd-ban-quet.pdf"; filename*=UTF-8''Gi%E1%BA%A5y%20ch%E1%BB%A9ng%20nh%E1%BA%ADn%20%C4%90KKD%20%28b%E1%BA%A3n%20qu%C3%A9t%29.pdf`,
    })
    expect(String(file.headers['content-security-policy'])).toContain('sandbox')
    // the bytes are in the private folder, and nowhere under the public media folder
    const stored = filesIn(documentsDir)
    expect(stored).toHaveLength(1)
    expect(fs.readFileSync(stored[0]).equals(PDF)).toBe(true)
    expect(filesIn(mediaDir)).toEqual([])
    // the upload is the owner's action for the organisation (decision 0024), written with the row
    const logged = await t.db.query<{ user_id: number; subject_id: number; details: { file: string } }>(
      `SELECT user_id::int AS user_id, subject_id::int AS subject_id, details FROM organization_activity WHERE organization_id = $1 AND action = 'organization.document_uploaded'`,
      [org],
    )
    expect(logged).toEqual([{ user_id: owner.id, subject_id: document.id, details: { file: 'Giấy chứng nhận ĐKKD (bản quét).pdf' } }])
  })

  it('takes JPG and PNG photos too, by their bytes', async () => {
    const id = await freshOrg('Ảnh chụp')
    for (const [data, name, type] of [
      [JPEG, 'anh-chup.jpg', 'jpeg'],
      [PNG, 'anh-chup.png', 'png'],
    ] as const) {
      const res = await upload(owner, id, (await sign(owner, id)).headers, data, name, 'application/octet-stream')
      expect(res.status, name).toBe(200)
      expect(res.body.data.document.file_type).toBe(type)
      expect((await read(owner, res.body.data.document.file_url)).rawPayload.equals(data)).toBe(true)
    }
  })

  it('names the download by the real type, whatever the uploader called it', () => {
    expect(attachmentDisposition('giay-phep.pdf', 'png')).toBe(`attachment; filename="giay-phep.png"; filename*=UTF-8''giay-phep.png`)
    expect(attachmentDisposition('"; evil=1 \\ x', 'pdf')).toBe(`attachment; filename="evil-1-x.pdf"; filename*=UTF-8''%22%3B%20evil%3D1%20%5C%20x.pdf`)
  })
})

describe('refused uploads store nothing', () => {
  it('refuses an unsigned upload, or one missing a header', async () => {
    const before = await snapshot(org)
    const none = await upload(owner, org, {})
    expect(none.status).toBe(400)
    expect(none.body.error).toEqual({ code: 'upload_unsigned', message: LICENCE_MSG.unsigned })
    const { 'file-mac': _mac, ...withoutMac } = (await sign(owner, org)).headers
    expect((await upload(owner, org, withoutMac)).body.error.code).toBe('upload_unsigned')
    await expectNothingStored(org, before)
  })

  it('refuses an expired upload, and takes one still inside its five minutes', async () => {
    const before = await snapshot(org)
    const signedAt = (ms: number) => {
      const fields = { organizationId: org, userId: owner.id, fileKey: randomBytes(16).toString('hex'), fileTime: String(Date.now() - ms) }
      return { 'file-key': fields.fileKey, 'file-time': fields.fileTime, 'file-mac': uploadMac(t.env.uploadSigningSecret, fields) }
    }
    const late = await upload(owner, org, signedAt(LICENCE_DOCUMENTS.uploadValidityMs + 1000))
    expect(late.status).toBe(403)
    expect(late.body.error).toEqual({ code: 'upload_expired', message: LICENCE_MSG.expired })
    await expectNothingStored(org, before)
    expect((await upload(owner, org, signedAt(LICENCE_DOCUMENTS.uploadValidityMs - 10_000))).status).toBe(200)
  })

  it('refuses an altered upload: another organisation, another account, another key, another time, another MAC', async () => {
    const signed = await sign(owner, org)
    const before = await snapshot(org)
    const otherBefore = await snapshot(otherOrg)
    const otherKey = signed.headers['file-key'].replace(/^./, (c) => (c === '0' ? '1' : '0'))
    const attempts: Array<[string, TestUser, number, Record<string, string>]> = [
      ['another organisation the same owner owns', owner, otherOrg, signed.headers],
      ['another owner of the same organisation', coOwner, org, signed.headers],
      ['another key', owner, org, { ...signed.headers, 'file-key': otherKey }],
      ['another time (fresh)', owner, org, { ...signed.headers, 'file-time': String(Date.now()) }],
      ['another time (later expiry)', owner, org, { ...signed.headers, 'file-time': String(Number(signed.headers['file-time']) + 1) }],
      ['another MAC', owner, org, { ...signed.headers, 'file-mac': signed.headers['file-mac'].replace(/^./, (c) => (c === '0' ? '1' : '0')) }],
      ['a MAC that is not hex', owner, org, { ...signed.headers, 'file-mac': 'z'.repeat(64) }],
    ]
    for (const [label, user, id, headers] of attempts) {
      const res = await upload(user, id, headers)
      expect(res.status, label).toBe(403)
      expect(res.body.error, label).toEqual({ code: 'upload_signature_invalid', message: LICENCE_MSG.altered })
    }
    await expectNothingStored(org, before)
    await expectNothingStored(otherOrg, otherBefore)
    // none of those spent the key: the upload as issued still goes through, once
    expect((await upload(owner, org, signed.headers)).status).toBe(200)
  })

  it('refuses a replayed upload, also when two uploads with one key race', async () => {
    const id = await freshOrg('Phát lại')
    const signed = await sign(owner, id)
    expect((await upload(owner, id, signed.headers)).status).toBe(200)
    const before = await snapshot(id)
    const again = await upload(owner, id, signed.headers)
    expect(again.status).toBe(409)
    expect(again.body.error).toEqual({ code: 'upload_replayed', message: LICENCE_MSG.replayed })
    await expectNothingStored(id, before)

    const raced = await sign(owner, id)
    const both = await Promise.all([upload(owner, id, raced.headers), upload(owner, id, raced.headers)])
    expect(both.map((r) => r.status).sort()).toEqual([200, 409])
    expect(await rows(id)).toBe(before.rows + 1)
    expect(filesIn(documentsDir)).toHaveLength(before.files + 1)
    // one activity row per stored document, none for the refused ones
    const [{ n }] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM organization_activity WHERE organization_id = $1 AND action = 'organization.document_uploaded'`, [id])
    expect(n).toBe(before.rows + 1)
  })

  it('refuses what is not a PDF, JPG or PNG, whatever its name or declared type', async () => {
    const id = await freshOrg('Sai định dạng')
    const before = await snapshot(id)
    const cases: Array<[string, Buffer, string, string]> = [
      ['a web page renamed .pdf', Buffer.from('<!doctype html><script>alert(1)</script>'), 'giay-phep.pdf', 'application/pdf'],
      ['a program renamed .pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(500, 0x90)]), 'giay-phep.pdf', 'application/pdf'],
      ['a GIF (an image the media routes take)', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'giay-phep.png', 'image/png'],
      ['an empty file', Buffer.alloc(0), 'giay-phep.pdf', 'application/pdf'],
    ]
    for (const [label, data, name, type] of cases) {
      const res = await upload(owner, id, (await sign(owner, id)).headers, data, name, type)
      expect(res.status, label).toBe(400)
      expect(res.body.error, label).toEqual({ code: 'invalid_document_type', message: LICENCE_MSG.wrongType(name) })
    }
    await expectNothingStored(id, before)
  })

  it('refuses a file of 5 MB and one byte, and takes one of exactly 5 MB', async () => {
    const id = await freshOrg('Quá cỡ')
    const before = await snapshot(id)
    const ofSize = (bytes: number) => Buffer.concat([PDF.subarray(0, 9), Buffer.alloc(bytes - 9, 0x20)])
    const over = await upload(owner, id, (await sign(owner, id)).headers, ofSize(LICENCE_DOCUMENTS.maxBytes + 1), 'lon.pdf')
    expect(over.status).toBe(413)
    expect(over.body.error).toEqual({ code: 'document_too_large', message: LICENCE_MSG.tooLarge('lon.pdf') })
    await expectNothingStored(id, before)
    const exact = await upload(owner, id, (await sign(owner, id)).headers, ofSize(LICENCE_DOCUMENTS.maxBytes), 'vua.pdf')
    expect(exact.status).toBe(200)
    expect(exact.body.data.document.bytes).toBe(LICENCE_DOCUMENTS.maxBytes)
  })

  it('keeps at most five per organisation: no signature for a sixth, and a signature issued earlier cannot add one', async () => {
    const id = await freshOrg('Đủ năm')
    const early = await sign(owner, id)
    for (let i = 0; i < LICENCE_DOCUMENTS.maxCount; i++) expect((await upload(owner, id, (await sign(owner, id)).headers)).status).toBe(200)
    const before = await snapshot(id)
    const refused = await callAs(t.app, 'POST', `/job/v1/organizations/${id}/document-uploads`, owner)
    expect(refused.status).toBe(409)
    expect(refused.body.error).toEqual({ code: 'documents_full', message: LICENCE_MSG.full })
    expect((await upload(owner, id, early.headers)).body.error.code).toBe('documents_full')
    await expectNothingStored(id, before)
  })
})

describe('who lists, reads and deletes documents', () => {
  let documentId: number
  let fileUrl: string

  beforeAll(async () => {
    const list = await callAs(t.app, 'GET', `/job/v1/organizations/${org}/documents`, owner)
    documentId = list.body.data.items[0].id
    fileUrl = list.body.data.items[0].file_url
  })

  it('refuses a recruiter of the organisation, another organisation’s owner, a job seeker, staff on the owners’ routes, and anonymous', async () => {
    const routes: Array<['GET' | 'POST' | 'DELETE', string]> = [
      ['GET', `/job/v1/organizations/${org}/documents`],
      ['GET', fileUrl],
      ['POST', `/job/v1/organizations/${org}/document-uploads`],
      ['DELETE', `/job/v1/organizations/${org}/documents/${documentId}`],
    ]
    for (const [method, url] of routes) {
      for (const user of [recruiter, otherOwner, seeker, staff]) {
        const res = await callAs(t.app, method, url, user)
        expect(res.status, `${method} ${url} ${user.phone}`).toBe(403)
        expect(res.body.data).toBeUndefined()
      }
      expect((await callAs(t.app, method, url, null)).status).toBe(401)
    }
    // uploading, even with a good signature, is for the owner the signature names
    const signed = await sign(owner, org)
    for (const user of [recruiter, otherOwner, seeker, staff]) expect((await upload(user, org, signed.headers)).status).toBe(403)
    expect((await upload(null, org, signed.headers)).status).toBe(401)
  })

  it('answers a document of another organisation as missing, even to an owner of both', async () => {
    expect((await read(owner, `/job/v1/organizations/${otherOrg}/documents/${documentId}/file`)).statusCode).toBe(404)
    expect((await callAs(t.app, 'DELETE', `/job/v1/organizations/${otherOrg}/documents/${documentId}`, owner)).status).toBe(404)
  })

  it('lets staff list and read them through the staff routes, and nobody else', async () => {
    const list = await callAs(t.app, 'GET', `/job/v1/staff/organizations/${org}/documents`, staff)
    expect(list.status).toBe(200)
    expect(list.body.data.count).toBe(await rows(org))
    const item = list.body.data.items.find((d: { id: number }) => d.id === documentId)
    expect(item.file_url).toBe(`/job/v1/staff/organizations/${org}/documents/${documentId}/file`)
    const file = await read(staff, item.file_url)
    expect(file.statusCode).toBe(200)
    expect(file.rawPayload.equals(PDF)).toBe(true)
    expect(file.headers['cache-control']).toBe('private, no-store')
    for (const user of [owner, recruiter, otherOwner, seeker]) {
      expect((await read(user, item.file_url)).statusCode).toBe(403)
      expect((await callAs(t.app, 'GET', `/job/v1/staff/organizations/${org}/documents`, user)).status).toBe(403)
    }
    expect((await read(null, item.file_url)).statusCode).toBe(401)
    expect((await callAs(t.app, 'GET', '/job/v1/staff/organizations/99999999/documents', staff)).status).toBe(404)
    expect((await read(staff, `/job/v1/staff/organizations/${otherOrg}/documents/${documentId}/file`)).statusCode).toBe(404)
  })

  it('lets the owner delete one: the row and the file go', async () => {
    const before = await snapshot(org)
    const res = await callAs(t.app, 'DELETE', `/job/v1/organizations/${org}/documents/${documentId}`, owner)
    expect(res.status).toBe(200)
    expect(res.body.data).toEqual({ count: before.rows - 1, message: LICENCE_MSG.deleted })
    expect(await snapshot(org)).toEqual({ rows: before.rows - 1, files: before.files - 1 })
    expect((await read(owner, fileUrl)).statusCode).toBe(404)
    expect((await callAs(t.app, 'DELETE', `/job/v1/organizations/${org}/documents/${documentId}`, owner)).status).toBe(404)
  })
})

describe('the licence and the verification request', () => {
  /** An organisation whose business information is complete: only the licence is missing for a request. */
  const readyOrg = async (name: string) => {
    const id = await freshOrg(name)
    // this suite runs without the seed: a province of its own
    await t.db.query(`INSERT INTO cities (id, name, slug) VALUES (9901, 'Hà Nội', 'ha-noi') ON CONFLICT (id) DO NOTHING`)
    const city = 9901
    await t.db.query(`UPDATE organizations SET tax_code = $2, city_id = $3, street = '12 Nguyễn Trãi', size_id = 3, industry_id = 4 WHERE id = $1`, [
      id,
      `01${String(id).padStart(8, '0')}`,
      city,
    ])
    return id
  }
  const submit = (id: number) => callAs(t.app, 'POST', `/job/v1/recruiters/${id}/org-audit-infor`, owner)
  const missingLicence = VERIFICATION_MSG.incomplete([VERIFICATION_MSG.documentMissing])

  it('refuses a request sent before the licence has arrived, saying so; once the upload has answered, the same request goes through', async () => {
    const id = await readyOrg('Sen Vàng chờ giấy phép')
    const signed = await sign(owner, id)
    const early = await submit(id)
    expect(early.status).toBe(409)
    expect(early.body.error).toEqual({ code: 'business_info_incomplete', message: missingLicence })

    expect((await upload(owner, id, signed.headers)).status).toBe(200)
    // the upload's answer comes after its row is committed: the next request sees the licence
    const sent = await submit(id)
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    expect(sent.body.data).toEqual({ message: VERIFICATION_MSG.submitted })
  })

  it('answers a request racing the upload either way with a Vietnamese message, never half-seen', async () => {
    for (let round = 0; round < 4; round++) {
      const id = await readyOrg(`Sen Vàng đua ${round}`)
      const signed = await sign(owner, id)
      const [uploaded, raced] = await Promise.all([upload(owner, id, signed.headers), submit(id)])
      expect(uploaded.status).toBe(200)
      if (raced.status === 409) {
        expect(raced.body.error).toEqual({ code: 'business_info_incomplete', message: missingLicence })
        expect((await submit(id)).status).toBe(200)
      } else expect(raced.status).toBe(200)
      // no request goes through without the licence: the one that did carries what the upload stored
      const audits = await t.db.query<{ snapshot: { document_ids: number[] } }>('SELECT snapshot FROM organization_audits WHERE organization_id = $1', [id])
      expect(audits.map((a) => a.snapshot.document_ids)).toEqual([[uploaded.body.data.document.id]])
    }
  })
})
