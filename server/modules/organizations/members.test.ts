// Members of an organisation (issue 21): the owner invites by phone or verified e-mail, the invitee
// alone answers, accepting makes a member the access layer lets act for the organisation; roles,
// removal, and an organisation always keeping an owner; nobody else may do any of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { callAs, createTestContext, createTestTeam, createTestUser, type TestContext, type TestUser } from '../../testing'
import { MEMBER_MSG } from './members'

let t: TestContext
let owner: TestUser
let colleague: TestUser
let invitee: TestUser
let stranger: TestUser
let org: number

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser | null, payload?: unknown) => callAs(t.app, method, url, user, payload)
const members = async () =>
  (await t.db.query<{ user_id: number; role: string }>('SELECT user_id::int AS user_id, role FROM organization_members WHERE organization_id = $1 ORDER BY user_id', [org])).map(
    (m) => `${m.user_id}:${m.role}`,
  )
const inbox = async (user: TestUser) => (await t.db.query<{ title: string }>('SELECT title FROM inboxes WHERE user_id = $1 ORDER BY id', [user.id])).map((r) => r.title)

beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 2, jobs: 3 } })
  ;({ owner, colleague, stranger, org } = await createTestTeam(t.db, 'Sen Vàng', { names: ['Chủ Sen Vàng', 'Đồng nghiệp', 'Người lạ'] }))
  invitee = await createTestUser(t.db, 'Người được mời')
})
afterAll(() => t.close())

describe('inviting', () => {
  it('is for the owner only; bad contacts say what is wrong', async () => {
    expect((await call('POST', `/job/v1/organizations/${org}/invitations`, null, { contact: invitee.phone })).status).toBe(401)
    for (const user of [colleague, stranger, invitee]) {
      expect((await call('POST', `/job/v1/organizations/${org}/invitations`, user, { contact: invitee.phone })).status, user.phone).toBe(403)
    }
    for (const [contact, message] of [
      ['', MEMBER_MSG.contactRequired],
      ['12345', MEMBER_MSG.phone],
      ['ai@', MEMBER_MSG.email],
    ]) {
      const res = await call('POST', `/job/v1/organizations/${org}/invitations`, owner, { contact })
      expect(res.status, contact).toBe(400)
      expect(res.body.error.message, contact).toBe(message)
    }
    const member = await call('POST', `/job/v1/organizations/${org}/invitations`, owner, { contact: colleague.phone })
    expect(member.status).toBe(409)
    expect(member.body.error.message).toBe(MEMBER_MSG.alreadyMember)
  })

  it('invites a phone once, tells the account, and only the invitee answers', async () => {
    const sent = await call('POST', `/job/v1/organizations/${org}/invitations`, owner, { contact: `+84${invitee.phone.slice(1)}`, role: 'recruiter' })
    expect(sent.status).toBe(200)
    expect(sent.body.data.invitation).toMatchObject({ phone: invitee.phone, role: 'recruiter', organization: 'Sen Vàng', invited_by: 'Chủ Sen Vàng' })
    expect(await inbox(invitee)).toContain(MEMBER_MSG.inviteTitle('Sen Vàng'))
    const again = await call('POST', `/job/v1/organizations/${org}/invitations`, owner, { contact: invitee.phone })
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe(MEMBER_MSG.alreadyInvited)
    // members see it pending; the stranger neither sees nor answers it
    expect((await call('GET', `/job/v1/organizations/${org}/invitations`, colleague)).body.data.items).toHaveLength(1)
    expect((await call('GET', `/job/v1/organizations/${org}/invitations`, stranger)).status).toBe(403)
    const id = sent.body.data.invitation.id
    expect((await call('GET', '/job/v1/organizations/invitations/self', stranger)).body.data.items).toEqual([])
    expect((await call('PUT', `/job/v1/organizations/invitations/${id}`, stranger, { accept: true })).status).toBe(404)
    expect(await members()).not.toContain(`${invitee.id}:recruiter`)

    const mine = await call('GET', '/job/v1/organizations/invitations/self', invitee)
    expect(mine.body.data.items.map((i: { id: number }) => i.id)).toEqual([id])
    // before accepting, the organisation's records are not the invitee's
    expect((await call('GET', `/job/v1/organizations/${org}/business-info`, invitee)).status).toBe(403)
    const accepted = await call('PUT', `/job/v1/organizations/invitations/${id}`, invitee, { accept: true })
    expect(accepted.status).toBe(200)
    expect(accepted.body.data.message).toBe(MEMBER_MSG.accepted('Sen Vàng'))
    expect(await members()).toContain(`${invitee.id}:recruiter`)
    expect((await call('GET', `/job/v1/organizations/${org}/business-info`, invitee)).status).toBe(200)
    expect(await inbox(owner)).toContain(MEMBER_MSG.answeredTitle('Người được mời', true))
    // answered once
    expect((await call('PUT', `/job/v1/organizations/invitations/${id}`, invitee, { accept: false })).status).toBe(404)
  })

  it('reaches a verified e-mail address only, and can be revoked or declined', async () => {
    const person = await createTestUser(t.db, 'Người có email')
    await t.db.query(`UPDATE users SET email = 'tuyen.dung@senvang.vn' WHERE id = $1`, [person.id])
    const sent = await call('POST', `/job/v1/organizations/${org}/invitations`, owner, { contact: 'Tuyen.Dung@SenVang.vn' })
    expect(sent.body.data.invitation.email).toBe('tuyen.dung@senvang.vn')
    // not verified yet: not addressed to this account
    expect((await call('GET', '/job/v1/organizations/invitations/self', person)).body.data.items).toEqual([])
    await t.db.query('UPDATE users SET email_verified_at = now() WHERE id = $1', [person.id])
    expect((await call('GET', '/job/v1/organizations/invitations/self', person)).body.data.items).toHaveLength(1)
    const id = sent.body.data.invitation.id
    expect((await call('DELETE', `/job/v1/organizations/${org}/invitations/${id}`, colleague)).status).toBe(403)
    expect((await call('DELETE', `/job/v1/organizations/${org}/invitations/${id}`, owner)).status).toBe(200)
    expect((await call('PUT', `/job/v1/organizations/invitations/${id}`, person, { accept: true })).status).toBe(404)
    const second = await call('POST', `/job/v1/organizations/${org}/invitations`, owner, { contact: 'tuyen.dung@senvang.vn' })
    const declined = await call('PUT', `/job/v1/organizations/invitations/${second.body.data.invitation.id}`, person, { accept: false })
    expect(declined.body.data.message).toBe(MEMBER_MSG.declined)
    expect(await members()).not.toContain(`${person.id}:recruiter`)
  })
})

describe('roles and removal', () => {
  it('are the owner’s, and the organisation keeps an owner', async () => {
    expect((await call('PUT', `/job/v1/organizations/${org}/members/${owner.id}`, colleague, { role: 'recruiter' })).status).toBe(403)
    const last = await call('PUT', `/job/v1/organizations/${org}/members/${owner.id}`, owner, { role: 'recruiter' })
    expect(last.status).toBe(400)
    expect(last.body.error.message).toBe(MEMBER_MSG.lastOwner)
    expect((await call('DELETE', `/job/v1/organizations/${org}/members/${owner.id}`, owner)).status).toBe(400)
    expect((await call('PUT', `/job/v1/organizations/${org}/members/${stranger.id}`, owner, { role: 'owner' })).status).toBe(404)
    const boss = await call('PUT', `/job/v1/organizations/${org}/members/${colleague.id}`, owner, { role: 'boss' })
    expect(boss.status, JSON.stringify(boss.body)).toBe(400)

    expect((await call('PUT', `/job/v1/organizations/${org}/members/${colleague.id}`, owner, { role: 'owner' })).status).toBe(200)
    // with a second owner, the first may step down
    expect((await call('PUT', `/job/v1/organizations/${org}/members/${owner.id}`, owner, { role: 'recruiter' })).status).toBe(200)
    expect((await call('DELETE', `/job/v1/organizations/${org}/members/${invitee.id}`, colleague)).status).toBe(200)
    expect(await members()).toEqual([`${owner.id}:recruiter`, `${colleague.id}:owner`])
    // the removed member no longer acts for it
    expect((await call('GET', `/job/v1/organizations/${org}/business-info`, invitee)).status).toBe(403)
  })
})
