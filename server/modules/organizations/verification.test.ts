// Verifying an organisation (issue 21): the owner sends it for audit and follows it, staff approve,
// send back or refuse it with a reason the owners read, every state change allowed and refused,
// unlink and restore of the tax code, and the audit log written for every decision.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BUSINESS_STATUS, VERIFY_STATUS } from '../../../src/domain/organizations/statuses'
import { LICENCE_MSG } from '../../../src/domain/organizations/documents'
import { STAFF_MSG } from '../../../src/domain/staff'
import { callAs, createTestContext, createTestOrganization, createTestStaff, createTestUser, type TestContext, type TestUser } from '../../testing'
import { BUSINESS_INFO_SERVER_MSG } from './business-info'
import { VERIFICATION_MSG } from './verification'

let t: TestContext
let owner: TestUser
let colleague: TestUser
let seeker: TestUser
let staff: TestUser
let org: number
let province: number
const TAX_CODE = '0100233488'

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser | null, payload?: unknown) => callAs(t.app, method, url, user, payload)
const submit = (user: TestUser = owner) => call('POST', `/job/v1/recruiters/${org}/org-audit-infor`, user)
const detail = (user: TestUser = owner) => call('GET', `/job/v1/recruiters/${org}/org-audit/detail`, user)
const decide = (ids: number[], decision: string, reason?: string, user: TestUser = staff) =>
  call('POST', '/job/v1/staff/organizations/decisions', user, { ids, decision, ...(reason === undefined ? {} : { reason }) })
const waiting = async () => (await call('GET', '/job/v1/staff/organizations', staff)).body.data
const state = async () =>
  (await t.db.query<{ verify_status: number; is_partner: boolean; tax_code: string | null }>('SELECT verify_status, is_partner, tax_code FROM organizations WHERE id = $1', [org]))[0]
const info = (name = 'Công ty TNHH Thương mại Sen Vàng', tax_code = TAX_CODE) => ({
  organization_type: 1,
  name,
  tax_code,
  city_id: province,
  street: '12 Nguyễn Trãi',
  size_id: 3,
  industry_id: 4,
  website: 'https://senvang.vn',
  description: 'Chuỗi siêu thị mini.',
})
/** A licence document on file (the signed upload itself is tested in documents.test.ts). */
const addDocument = async () =>
  (
    await t.db.query<{ id: number }>(
      `INSERT INTO organization_documents (organization_id, uploaded_by, storage_key, file_name, file_type, bytes)
       VALUES ($1, $2, $3, 'GCN ĐKKD.pdf', 'pdf', 2048) RETURNING id::int AS id`,
      [org, owner.id, `${org}/${Math.random().toString(36).slice(2)}`],
    )
  )[0].id
const auditLog = () => t.db.query<{ action: string; subject_id: string; reason: string | null; staff_user_id: number }>(
  `SELECT action, subject_id, reason, staff_user_id::int AS staff_user_id FROM staff_audit_log WHERE subject_kind = 'organization' ORDER BY id`,
)
const inbox = (user: TestUser) => t.db.query<{ title: string; content: string }>('SELECT title, content FROM inboxes WHERE user_id = $1 ORDER BY id', [user.id])

beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 2, jobs: 3 } })
  owner = await createTestUser(t.db, 'Chủ Sen Vàng')
  colleague = await createTestUser(t.db, 'Đồng nghiệp')
  seeker = await createTestUser(t.db)
  staff = await createTestStaff(t.db)
  ;[{ id: province }] = await t.db.query<{ id: number }>('SELECT id FROM cities WHERE parent_id = 0 ORDER BY id LIMIT 1')
})
beforeEach(async () => {
  org = await createTestOrganization(t.db, 'Sen Vàng', [{ user: owner }, { user: colleague, role: 'recruiter' }])
  await t.db.query(`UPDATE organizations SET tax_code = NULL WHERE tax_code = $1`, [TAX_CODE])
})
afterAll(() => t.close())

describe('sending an organisation for verification', () => {
  it('needs the business information first, then waits once', async () => {
    const incomplete = await submit()
    expect(incomplete.status).toBe(409)
    expect(incomplete.body.error.message).toContain('Mã số thuế')
    expect((await state()).verify_status).toBe(VERIFY_STATUS.waitingVerify)

    expect((await call('PUT', `/job/v1/organizations/${org}/business-info`, owner, info())).status).toBe(200)
    const noLicence = await submit()
    expect(noLicence.status).toBe(409)
    expect(noLicence.body.error.message).toBe(VERIFICATION_MSG.incomplete([VERIFICATION_MSG.documentMissing]))
    const document = await addDocument()
    const sent = await submit()
    expect(sent.status).toBe(200)
    expect(sent.body.data.message).toBe(VERIFICATION_MSG.submitted)
    expect((await state()).verify_status).toBe(VERIFY_STATUS.waitingApproved)
    const again = await submit()
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe(VERIFICATION_MSG.alreadyWaiting)

    const seen = (await detail(colleague)).body.data
    expect(seen).toMatchObject({ verify_status: 1, verify_status_name: 'Đang chờ duyệt', can_submit: false, audit: { business_status: 2, reason: null } })
    // the identity is locked while staff look at it; the rest is not
    const renamed = await call('PUT', `/job/v1/organizations/${org}/business-info`, owner, info('Tên khác hẳn'))
    expect(renamed.status).toBe(409)
    expect(renamed.body.error.message).toBe(BUSINESS_INFO_SERVER_MSG.identityLockedWhileWaiting)
    expect((await call('PUT', `/job/v1/organizations/${org}/business-info`, owner, { ...info(), description: 'Mô tả mới.' })).status).toBe(200)
    // nor can the documents staff are checking be deleted
    const removed = await call('DELETE', `/job/v1/organizations/${org}/documents/${document}`, owner)
    expect(removed.status).toBe(409)
    expect(removed.body.error.message).toBe(LICENCE_MSG.lockedWhileWaiting)
  })

  it('is sent by the owner only and read by members only', async () => {
    await call('PUT', `/job/v1/organizations/${org}/business-info`, owner, info())
    expect((await submit(colleague)).status).toBe(403)
    expect((await submit(seeker)).status).toBe(403)
    expect((await detail(seeker)).status).toBe(403)
    expect((await call('POST', `/job/v1/recruiters/${org}/org-audit-infor`)).status).toBe(401)
    expect((await state()).verify_status).toBe(VERIFY_STATUS.waitingVerify)
  })
})

describe('staff decisions on a request', () => {
  const sendOne = async (name?: string) => {
    await call('PUT', `/job/v1/organizations/${org}/business-info`, owner, info(name))
    await addDocument()
    expect((await submit()).status).toBe(200)
    const queue = await waiting()
    const item = queue.items.find((i: { organization_id: number }) => i.organization_id === org)
    expect(item.snapshot).toMatchObject({ name: name ?? 'Công ty TNHH Thương mại Sen Vàng', tax_code: TAX_CODE })
    expect(item.documents[0]).toMatchObject({ file_name: 'GCN ĐKKD.pdf', file_url: expect.stringMatching(new RegExp(`^/job/v1/staff/organizations/${org}/documents/\\d+/file$`)) })
    return item.id as number
  }

  it('approves: the badge, the owner told, the log written; a second decision changes nothing', async () => {
    const id = await sendOne()
    const before = (await auditLog()).length
    const res = await decide([id], 'approve')
    expect(res.status).toBe(200)
    expect(res.body.data.decided).toBe(1)
    expect(await state()).toMatchObject({ verify_status: VERIFY_STATUS.approved, is_partner: true })
    expect((await detail()).body.data.audit.business_status).toBe(BUSINESS_STATUS.isBusiness)
    expect((await inbox(owner)).at(-1)?.title).toContain('đã được xác thực')
    const log = await auditLog()
    expect(log.slice(before)).toEqual([{ action: 'organization.approve', subject_id: String(org), reason: null, staff_user_id: staff.id }])

    const late = await decide([id], 'reject', 'Giấy phép không khớp tên doanh nghiệp.')
    expect(late.body.data).toMatchObject({ decided: 0 })
    expect(late.body.data.message).toContain(STAFF_MSG.skipped(1))
    expect((await state()).is_partner).toBe(true)
    expect((await auditLog()).length).toBe(log.length)
    // a verified organisation cannot ask again; changing its name takes the badge away
    expect((await submit()).body.error.message).toBe(VERIFICATION_MSG.alreadyApproved)
    await call('PUT', `/job/v1/organizations/${org}/business-info`, owner, info('Công ty Cổ phần Sen Vàng'))
    expect(await state()).toMatchObject({ verify_status: VERIFY_STATUS.waitingVerify, is_partner: false })
  })

  it('rejects with a reason the owner reads and may send again; refuses for good', async () => {
    const id = await sendOne()
    const noReason = await decide([id], 'reject')
    expect(noReason.status).toBe(400)
    expect(noReason.body.error.message).toBe(STAFF_MSG.reasonRequired)
    expect((await decide([id], 'reject', 'ngắn')).status).toBe(400)
    expect((await state()).verify_status).toBe(VERIFY_STATUS.waitingApproved)

    const reason = 'Giấy chứng nhận đăng ký không rõ mã số thuế.'
    expect((await decide([id], 'reject', reason)).body.data.decided).toBe(1)
    expect(await state()).toMatchObject({ verify_status: VERIFY_STATUS.error, is_partner: false })
    expect((await detail()).body.data).toMatchObject({ can_submit: true, audit: { business_status: BUSINESS_STATUS.reject, reason } })
    expect((await inbox(owner)).at(-1)?.content).toContain(reason)
    expect((await auditLog()).at(-1)).toMatchObject({ action: 'organization.reject', reason })

    const second = await sendOne()
    expect((await waiting()).items.find((i: { id: number }) => i.id === second).previous_reason).toBe(reason)
    expect((await decide([second], 'refuse', 'Doanh nghiệp không tồn tại trên cổng thông tin quốc gia.')).status).toBe(200)
    expect((await detail()).body.data).toMatchObject({ can_submit: false, audit: { business_status: BUSINESS_STATUS.orgRejected } })
    const closed = await submit()
    expect(closed.status).toBe(409)
    expect(closed.body.error.message).toBe(VERIFICATION_MSG.refused)
  })

  it('refuses decisions from anyone but staff, and decisions a queue does not have', async () => {
    const id = await sendOne()
    for (const user of [owner, colleague, seeker]) expect((await decide([id], 'approve', undefined, user)).status).toBe(403)
    expect((await call('GET', '/job/v1/staff/organizations', owner)).status).toBe(403)
    expect((await decide([id], 'dismiss')).status).toBe(400)
    expect((await decide([], 'approve')).status).toBe(400)
    expect((await state()).verify_status).toBe(VERIFY_STATUS.waitingApproved)
  })

  it('keeps the audit log append-only', async () => {
    await expect(t.db.query('UPDATE staff_audit_log SET reason = $1', ['sửa'])).rejects.toThrow(/append-only/)
    await expect(t.db.query('DELETE FROM staff_audit_log')).rejects.toThrow(/append-only/)
  })
})

describe('unlinking and restoring the tax code', () => {
  it('gives the tax code up, lets another organisation take it, and restores it when free', async () => {
    await call('PUT', `/job/v1/organizations/${org}/business-info`, owner, info())
    await t.db.query('UPDATE organizations SET verify_status = 2, is_partner = true WHERE id = $1', [org])
    expect((await call('PUT', `/job/v1/recruiters/${org}/org-unlink`, colleague)).status).toBe(403)
    const unlinked = await call('PUT', `/job/v1/recruiters/${org}/org-unlink`, owner)
    expect(unlinked.status).toBe(200)
    expect(await state()).toMatchObject({ tax_code: null, is_partner: false, verify_status: VERIFY_STATUS.waitingVerify })
    expect((await detail()).body.data.unlinked.tax_code).toBe(TAX_CODE)
    expect((await call('PUT', `/job/v1/recruiters/${org}/org-unlink`, owner)).body.error.message).toBe(VERIFICATION_MSG.notLinked)

    const restored = await call('PUT', `/job/v1/recruiters/${org}/org-restore`, owner)
    expect(restored.status).toBe(200)
    expect(await state()).toMatchObject({ tax_code: TAX_CODE, is_partner: true, verify_status: VERIFY_STATUS.approved })
    expect((await call('PUT', `/job/v1/recruiters/${org}/org-restore`, owner)).body.error.message).toBe(VERIFICATION_MSG.nothingToRestore)

    // given up again, then claimed by someone else: it cannot be taken back
    await call('PUT', `/job/v1/recruiters/${org}/org-unlink`, owner)
    const other = await createTestOrganization(t.db, 'Người nhận', [{ user: seeker }])
    expect((await call('PUT', `/job/v1/organizations/${other}/business-info`, seeker, info('Công ty Sen Vàng thật'))).status).toBe(200)
    const taken = await call('PUT', `/job/v1/recruiters/${org}/org-restore`, owner)
    expect(taken.status).toBe(409)
    expect(taken.body.error.message).toBe(VERIFICATION_MSG.restoreTaken)
    await t.db.query('UPDATE organizations SET tax_code = NULL WHERE id = $1', [other])
    await t.db.query(`UPDATE organizations SET unlinked_at = now() - interval '31 days' WHERE id = $1`, [org])
    expect((await call('PUT', `/job/v1/recruiters/${org}/org-restore`, owner)).body.error.message).toBe(VERIFICATION_MSG.restoreExpired)
  })
})
