// Recruiter agents (issue 21; docs/decisions/0023-recruiter-agents.md): staff issue single-use,
// expiring, revocable register keys; an account registers with one and becomes user type 9 "Đại
// lý"; an organisation's owner invites the agent with the role 'agent' (refused for any other
// account); the agent then posts for that organisation and manages its jobs, and nothing else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REGISTER_KEY_MSG } from '../../../src/domain/staff'
import { createTestContext, testPostingRefs, createTestOrganization, createTestStaff, createTestUser, testCaller, type TestContext, testPostingBody, type TestUser } from '../../testing'

let t: TestContext
let staff: TestUser
let owner: TestUser
let agent: TestUser
let plain: TestUser
let org: number
let otherOrg: number
const call = testCaller(() => t)
const issue = async (label = 'Công ty Nhân Lực Sao Việt', valid_days = 14) => (await call('POST', '/job/v1/staff/register-keys', staff, { label, valid_days })).body
const register = (user: TestUser, register_key: string) => call('POST', '/identity/v1/recruiter_agent/register', user, { register_key })
const lastAudit = async () =>
  (await t.db.query<{ action: string; subject_id: string }>('SELECT action, subject_id FROM staff_audit_log ORDER BY id DESC LIMIT 1'))[0]

beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 2, jobs: 3 } })
  staff = await createTestStaff(t.db)
  owner = await createTestUser(t.db, 'Chủ Bảo Long')
  agent = await createTestUser(t.db, 'Đại lý Sao Việt')
  plain = await createTestUser(t.db, 'Nhà tuyển dụng thường')
  await t.db.query('UPDATE users SET phone_verified_at = now() WHERE id = ANY($1)', [[owner.id, agent.id, plain.id]])
  org = await createTestOrganization(t.db, 'Công ty CP Bảo Long', [{ user: owner }])
  otherOrg = await createTestOrganization(t.db, 'Công ty khác', [{ user: plain }])
})
afterAll(() => t.close())

describe('register keys', () => {
  it('are issued by staff only, shown once, listed with a hint and audited', async () => {
    for (const user of [null, owner, agent]) expect((await call('POST', '/job/v1/staff/register-keys', user, { label: 'Thử', valid_days: 3 })).status).toBe(user ? 403 : 401)
    for (const [body, message] of [
      [{ label: 'ab', valid_days: 3 }, REGISTER_KEY_MSG.label],
      [{ label: '   ', valid_days: 3 }, REGISTER_KEY_MSG.label],
      [{ label: 'Sao Việt', valid_days: 0 }, REGISTER_KEY_MSG.days],
      [{ label: 'Sao Việt', valid_days: 91 }, REGISTER_KEY_MSG.days],
      [{ label: 'Sao Việt' }, REGISTER_KEY_MSG.days],
    ] as const) {
      const res = await call('POST', '/job/v1/staff/register-keys', staff, body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.error.message).toBe(message)
    }
    const issued = await issue()
    expect(issued.data.key).toMatch(/^DL-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/)
    expect(issued.data.item).toMatchObject({ label: 'Công ty Nhân Lực Sao Việt', hint: issued.data.key.slice(-4), state: 'unused', used_by: null })
    expect(await lastAudit()).toEqual({ action: 'register_key.issue', subject_id: String(issued.data.item.id) })
    const listed = (await call('GET', '/job/v1/staff/register-keys', staff)).body.data
    expect(listed.items[0]).toEqual(issued.data.item)
    expect(JSON.stringify(listed)).not.toContain(issued.data.key)
    const [stored] = await t.db.query<{ key_hash: string }>('SELECT key_hash FROM register_keys WHERE id = $1', [issued.data.item.id])
    expect(stored.key_hash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('register one account, typed in any case and spacing, and only once', async () => {
    const { data } = await issue('Đại lý Sao Việt')
    const typed = ` ${data.key.toLowerCase().replaceAll('-', ' ')} `
    expect((await register(agent, typed)).body.data).toEqual({ user_type: 9, user_type_name: 'Đại lý' })
    const used = await register(plain, data.key)
    expect(used.status).toBe(409)
    const row = (await call('GET', '/job/v1/staff/register-keys', staff)).body.data.items.find((k: { id: number }) => k.id === data.item.id)
    expect(row).toMatchObject({ state: 'used', used_by: `Đại lý Sao Việt · ${agent.phone}` })
    expect((await call('PUT', `/job/v1/staff/register-keys/${data.item.id}/revoke`, staff)).status).toBe(409)
  })

  it('stop working when revoked or expired', async () => {
    const revoked = (await issue('Thu hồi')).data
    expect((await call('PUT', `/job/v1/staff/register-keys/${revoked.item.id}/revoke`, owner)).status).toBe(403)
    const res = await call('PUT', `/job/v1/staff/register-keys/${revoked.item.id}/revoke`, staff)
    expect(res.body.data.message).toBe(REGISTER_KEY_MSG.revoked)
    expect(await lastAudit()).toEqual({ action: 'register_key.revoke', subject_id: String(revoked.item.id) })
    expect((await call('PUT', `/job/v1/staff/register-keys/${revoked.item.id}/revoke`, staff)).status).toBe(409)
    expect((await call('PUT', '/job/v1/staff/register-keys/999999/revoke', staff)).status).toBe(404)
    expect((await register(plain, revoked.key)).body.error.code).toBe('register_key_revoked')

    const expired = (await issue('Hết hạn', 1)).data
    await t.db.query(`UPDATE register_keys SET expires_at = now() - interval '1 minute' WHERE id = $1`, [expired.item.id])
    expect((await register(plain, expired.key)).body.error.code).toBe('register_key_expired')
    const states = (await call('GET', '/job/v1/staff/register-keys', staff)).body.data.items.map((k: { id: number; state: string }) => [k.id, k.state])
    expect(states).toEqual(expect.arrayContaining([[revoked.item.id, 'revoked'], [expired.item.id, 'expired']]))
    const [self] = (await t.db.query<{ user_type: number }>('SELECT user_type FROM users WHERE id = $1', [plain.id]))
    expect(self.user_type).toBe(1)
  })
})

describe('an agent', () => {
  it('gets the agent role only when the account is an agent', async () => {
    const refused = await call('POST', `/job/v1/organizations/${org}/invitations`, owner, { contact: plain.phone, role: 'agent' })
    expect(refused.status).toBe(400)
    expect(refused.body.error.code).toBe('not_agent')
    const sent = await call('POST', `/job/v1/organizations/${org}/invitations`, owner, { contact: agent.phone, role: 'agent' })
    expect(sent.body.data.invitation).toMatchObject({ role: 'agent', role_name: 'Đại lý' })
    const accepted = await call('PUT', `/job/v1/organizations/invitations/${sent.body.data.invitation.id}`, agent, { accept: true })
    expect(accepted.status).toBe(200)
    const members = (await call('GET', `/job/v1/organizations/${org}/members`, owner)).body.data.items
    expect(members).toEqual(expect.arrayContaining([expect.objectContaining({ user_id: agent.id, role: 'agent', role_name: 'Đại lý' })]))
  })

  it('posts for the organisation that granted it access, and cannot run the organisation', async () => {
    const body = testPostingBody(await testPostingRefs(t.db), { organization_id: org })
    const posted = await call('POST', '/listing/v1/classifieds', agent, body)
    expect(posted.status).toBe(200)
    const [job] = await t.db.query<{ organization_id: number; owner_user_id: number }>(
      'SELECT organization_id::int AS organization_id, owner_user_id::int AS owner_user_id FROM jobs WHERE id = $1',
      [posted.body.data.id],
    )
    expect(job).toEqual({ organization_id: org, owner_user_id: agent.id })
    // the owner manages what the agent posted, and the agent can edit it
    expect((await call('GET', `/listing/v1/classifieds/${posted.body.data.id}/edit`, owner)).status).toBe(200)
    expect((await call('GET', `/listing/v1/classifieds/${posted.body.data.id}/edit`, agent)).status).toBe(200)
    // not for an organisation that did not grant it
    expect((await call('POST', '/listing/v1/classifieds', agent, { ...body, title: 'Tin cho doanh nghiệp khác', organization_id: otherOrg })).status).toBe(403)
    // the organisation itself stays the owner's
    expect((await call('PUT', `/job/v1/organizations/${org}/business-info`, agent, {})).status).toBe(403)
    expect((await call('POST', `/job/v1/organizations/${org}/invitations`, agent, { contact: plain.phone })).status).toBe(403)
    expect((await call('PUT', `/job/v1/organizations/${org}/members/${agent.id}`, owner, { role: 'recruiter' })).status).toBe(200)
    expect((await call('PUT', `/job/v1/organizations/${org}/members/${agent.id}`, owner, { role: 'agent' })).status).toBe(200)
    const notAgent = await createTestUser(t.db, 'Đồng nghiệp')
    await t.db.query(`INSERT INTO organization_members (organization_id, user_id, role) VALUES ($1, $2, 'recruiter')`, [org, notAgent.id])
    expect((await call('PUT', `/job/v1/organizations/${org}/members/${notAgent.id}`, owner, { role: 'agent' })).body.error.code).toBe('not_agent')
  })
})
