// Chat over REST (issue 22; docs/decisions/0025-chat.md): opening from a job or from an
// application, membership, messages and their limits, scam warnings for the seeker, receipts,
// history pages while messages arrive, blocks, reports to the staff queue, the send rate limit,
// the unread inbox notice, and messages surviving a new app instance on the same database.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CHAT, CHAT_MSG, CHAT_WARNING_TEXT, type ChatConversation, type ChatMessage } from '../../../src/domain/chat'
import { buildApp } from '../../app'
import { callAs, createTestContext, createTestOrganization, createTestStaff, createTestUser, insertTestJob, type TestContext, type TestUser } from '../../testing'
import { CHAT_REPORT_NOTICE } from './chat.reports'
import { CHAT_SEND_LIMIT, UNREAD_NOTICE_KIND, unreadNoticeWork } from './chat.service'
import { reset } from '../../lib/rate-limit'
import { SEED_ACCOUNTS } from '../../db/seed/users'
import { issueToken } from '../identity/tokens'
import { FILE_SIGNATURE, ownMediaId, signFileUrl } from '../media/media.service'

let t: TestContext
let recruiter: TestUser
let colleague: TestUser
let seeker: TestUser
let stranger: TestUser
let jobId: number
let organizationId: number
const soon = () => new Date(Date.now() + 20 * 86_400_000)
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'viecvn-chat-media-'))
beforeAll(async () => {
  t = await createTestContext({ seed: { organizations: 3, jobs: 10 }, env: { mediaDir } })
  recruiter = await createTestUser(t.db, 'Chị Lan Tuyển Dụng')
  colleague = await createTestUser(t.db, 'Anh Minh Đồng Nghiệp')
  seeker = await createTestUser(t.db, 'Nguyễn Văn Bình')
  stranger = await createTestUser(t.db, 'Người Lạ')
  organizationId = await createTestOrganization(t.db, 'Công ty Cơm Tấm Sài Gòn', [{ user: recruiter }, { user: colleague, role: 'recruiter' }])
  jobId = await insertTestJob(t.db, { title: 'Phụ bếp ca tối', organizationId, reviewStatus: 1001, isHidden: false, expiresAt: soon() })
})
afterAll(async () => {
  await t.close()
  fs.rmSync(mediaDir, { recursive: true, force: true })
})

const open = async (user: TestUser, userId: number, classifiedId: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/identity/v1/chat-room-request',
    headers: { authorization: `Bearer ${user.token}`, 'user-agent': BROWSER },
    payload: { user_id: userId, classified_id: classifiedId },
  })
  return { status: res.statusCode, body: res.json() }
}
const send = (user: TestUser, id: number, body: Record<string, unknown>) => callAs(t.app, 'POST', `/job/v1/chat/conversations/${id}/messages`, user, body)
const page = (user: TestUser, id: number, query = '') => callAs(t.app, 'GET', `/job/v1/chat/conversations/${id}/messages${query}`, user)

/** A real picture uploaded through the media service (`kind`: the query's), answered { id, url, ... }. */
async function uploadPicture(user: TestUser, kind?: 'image' | 'chat') {
  const boundary = '----viecvn-chat-test'
  const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a7ae2' } }).png().toBuffer()
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="anh.png"\r\nContent-Type: image/png\r\n\r\n`),
    picture,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const res = await t.app.inject({
    method: 'POST',
    url: `/media/v1/medias${kind ? `?kind=${kind}` : ''}`,
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, authorization: `Bearer ${user.token}` },
  })
  expect(res.statusCode).toBe(200)
  return res.json().data as { id: number; url: string }
}
const fetchPicture = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'image/webp' } })

async function newPair(title: string) {
  const r = await createTestUser(t.db, `Nhà tuyển dụng ${title}`)
  const s = await createTestUser(t.db, `Ứng viên ${title}`)
  const org = await createTestOrganization(t.db, `Công ty ${title}`, [{ user: r }])
  const job = await insertTestJob(t.db, { title, organizationId: org, reviewStatus: 1001, isHidden: false, expiresAt: soon() })
  const opened = await open(s, 0, job)
  expect(opened.status).toBe(200)
  return { r, s, job, id: (opened.body.data as ChatConversation).id }
}

describe('the demo seed', () => {
  it('gives the demo seeker two conversations with the demo employer, the newer one with two unread answers', async () => {
    const as = async (phone: string): Promise<TestUser> => {
      const [row] = await t.db.query<{ id: number }>('SELECT id::int AS id FROM users WHERE phone = $1', [phone])
      return { id: row.id, phone, token: (await issueToken(t.db, row.id)).token }
    }
    const demoSeeker = await as(SEED_ACCOUNTS.jobseeker.phone)
    const list = (await callAs(t.app, 'GET', '/job/v1/chat/conversations', demoSeeker)).body.data
    expect(list.items.map((c: ChatConversation) => c.unread)).toEqual([2, 0])
    expect(list.items.every((c: ChatConversation) => c.my_role === 'seeker' && c.job !== null)).toBe(true)
    const employer = await as(SEED_ACCOUNTS.employer.phone)
    const theirs = (await callAs(t.app, 'GET', '/job/v1/chat/conversations', employer)).body.data
    expect(theirs.items.map((c: ChatConversation) => c.id)).toEqual(list.items.map((c: ChatConversation) => c.id))
    expect(theirs.unread_total).toBe(0)
  })
})

describe('opening a conversation', () => {
  let conversationId: number
  it('opens one with the job recruiter from the job page and counts a chat contact (tracking type 1)', async () => {
    const res = await open(seeker, recruiter.id, jobId)
    expect(res.status).toBe(200)
    const conversation = res.body.data as ChatConversation
    conversationId = conversation.id
    expect(conversation).toMatchObject({ my_role: 'seeker', unread: 0, last_message: null, closed: false, blocked_by_me: false })
    expect(conversation.other).toMatchObject({ user_id: recruiter.id, name: 'Chị Lan Tuyển Dụng', organization: 'Công ty Cơm Tấm Sài Gòn' })
    expect(conversation.job).toMatchObject({ id: jobId, title: 'Phụ bếp ca tối' })
    expect(conversation.job?.url).toMatch(new RegExp(`-${jobId}$`))
    const [stats] = await t.db.query<{ contacts_chat: number }>('SELECT contacts_chat FROM job_stats_daily WHERE job_id = $1', [jobId])
    expect(stats.contacts_chat).toBe(1)
  })

  it('finds the same conversation again: by 0 for the recruiter, by any member of the organisation', async () => {
    expect((await open(seeker, 0, jobId)).body.data.id).toBe(conversationId)
    expect((await open(seeker, colleague.id, jobId)).body.data.id).toBe(conversationId)
    const [stats] = await t.db.query<{ contacts_chat: number }>('SELECT contacts_chat FROM job_stats_daily WHERE job_id = $1', [jobId])
    expect(stats.contacts_chat).toBe(1)
  })

  it('lets the recruiter open it from the applicant; another member is told who holds it', async () => {
    const mine = await open(recruiter, seeker.id, jobId)
    expect(mine.body.data).toMatchObject({ id: conversationId, my_role: 'recruiter', other: { user_id: seeker.id, name: 'Nguyễn Văn Bình', organization: null } })
    const theirs = await open(colleague, seeker.id, jobId)
    expect(theirs.status).toBe(403)
  })

  it('lets a recruiter open one only with someone who applied', async () => {
    const res = await open(colleague, stranger.id, jobId)
    expect(res.status).toBe(403)
    expect(res.body.error.message).toBe(CHAT_MSG.notApplicant)
    await t.db.query(`INSERT INTO applications (job_id, user_id, source) VALUES ($1, $2, 'manual')`, [jobId, stranger.id])
    const applied = await open(colleague, stranger.id, jobId)
    expect(applied.status).toBe(200)
    expect(applied.body.data).toMatchObject({ my_role: 'recruiter', other: { user_id: stranger.id } })
    // and the generic entry with them works too (0 = no job)
    const generic = await open(colleague, stranger.id, 0)
    expect(generic.body.data).toMatchObject({ my_role: 'recruiter', job: null })
    expect(generic.body.data.id).not.toBe(applied.body.data.id)
  })

  it('refuses bad pairs with a clear message and changes nothing', async () => {
    const before = await t.db.query('SELECT id FROM chat_conversations')
    expect((await open(seeker, seeker.id, 0)).body.error.message).toBe(CHAT_MSG.self)
    expect((await open(seeker, stranger.id, jobId)).body.error.message).toBe(CHAT_MSG.notRecruiterOfJob)
    expect((await open(seeker, 0, 999_999_999)).status).toBe(404)
    expect((await open(seeker, 0, 0)).body.error.message).toBe(CHAT_MSG.pair)
    expect((await open(recruiter, 0, jobId)).body.error.message).toBe(CHAT_MSG.ownJob)
    expect((await open(stranger, seeker.id, 0)).body.error.message).toBe(CHAT_MSG.notRecruiter)
    expect((await open(seeker, -1, 0)).status).toBe(400)
    const ended = await insertTestJob(t.db, { title: 'Tin đã hết hạn', organizationId, reviewStatus: 1001, isHidden: false, expiresAt: new Date(Date.now() - 86_400_000) })
    expect((await open(seeker, 0, ended)).body.error.message).toBe(CHAT_MSG.jobEnded)
    expect(await t.db.query('SELECT id FROM chat_conversations')).toEqual(before)
  })
})

describe('messages', () => {
  it('stores and returns text, refuses empty, too long and mixed messages', async () => {
    const { r, s, id } = await newPair('Thu ngân siêu thị')
    const sent = await send(s, id, { text: '  Chào chị, em muốn hỏi ca làm ạ  ' })
    expect(sent.status).toBe(200)
    expect(sent.body.data).toMatchObject({ kind: 'text', text: 'Chào chị, em muốn hỏi ca làm ạ', sender_id: s.id, warnings: [] })
    expect((await send(s, id, { text: '   ' })).body.error.message).toBe(CHAT_MSG.empty)
    expect((await send(s, id, { text: 'x'.repeat(CHAT.maxLength + 1) })).body.error.message).toBe(CHAT_MSG.tooLong)
    expect((await send(s, id, { text: 'x'.repeat(CHAT.maxLength) })).status).toBe(200)
    expect((await send(s, id, { text: 'a', image_url: '/media/v1/files/0123456789abcdef0123456789abcdef' })).body.error.message).toBe(CHAT_MSG.textOrImage)
    // someone else's (or no) upload is not an image message
    expect((await send(s, id, { image_url: '/media/v1/files/0123456789abcdef0123456789abcdef' })).body.error.message).toBe(CHAT_MSG.imageNotYours)
    const history = (await page(r, id)).body.data
    expect(history.items.map((m: ChatMessage) => m.text.length)).toEqual([30, CHAT.maxLength])
  })

  it('sends an image uploaded through the media service as a chat picture', async () => {
    const { s, id } = await newPair('Nhân viên kho')
    await t.db.query(`INSERT INTO media (user_id, kind, storage_key, width, height, bytes) VALUES ($1, 'chat', 'abcdefabcdefabcdefabcdefabcdef12', 10, 10, 100)`, [s.id])
    const res = await send(s, id, { image_url: '/media/v1/files/abcdefabcdefabcdefabcdefabcdef12' })
    expect(res.status).toBe(200)
    expect(res.body.data).toMatchObject({ kind: 'image', text: '' })
    expect(res.body.data.image_url).toMatch(/^\/media\/v1\/files\/abcdefabcdefabcdefabcdefabcdef12\?exp=\d+&sig=[\w-]{43}$/)
    const [media] = await t.db.query<{ attached_at: Date | null }>(`SELECT attached_at FROM media WHERE storage_key = 'abcdefabcdefabcdefabcdefabcdef12'`)
    expect(media.attached_at).not.toBeNull()
  })

  it('stores a resend with the same client_id once', async () => {
    const { s, id } = await newPair('Giao hàng nội thành')
    const first = await send(s, id, { text: 'Gửi lại không trùng', client_id: 'tab-1-msg-1' })
    const again = await send(s, id, { text: 'Gửi lại không trùng', client_id: 'tab-1-msg-1' })
    expect(again.body.data.id).toBe(first.body.data.id)
    expect((await page(s, id)).body.data.items).toHaveLength(1)
  })

  it('warns the seeker, not the recruiter, of a message asking for money or moving to Zalo (the posting rules)', async () => {
    const { r, s, id } = await newPair('Phục vụ nhà hàng')
    const res = await send(r, id, { text: 'Em nộp phí đồng phục 300k trước nhé, rồi kết bạn zalo 0912345678 để chị gửi lịch' })
    expect(res.body.data.warnings).toEqual([])
    const seen = (await page(s, id)).body.data.items[0] as ChatMessage
    expect(seen.warnings.map((w) => w.kind).sort()).toEqual(['money', 'other_app'])
    expect(seen.warnings.find((w) => w.kind === 'money')?.text).toBe(CHAT_WARNING_TEXT.money)
    const clean = await send(r, id, { text: 'Mai em qua phỏng vấn lúc 9 giờ nhé' })
    expect((await page(s, id, `?after=${res.body.data.id}`)).body.data.items[0]).toMatchObject({ id: clean.body.data.id, warnings: [] })
  })

  it('is not dodged by invisible characters, look-alike letters or a spaced-out number (issue 35 item 2)', async () => {
    const { r, s, id } = await newPair('Thu ngân siêu thị')
    const cases: Array<[string, string[]]> = [
      ['Em đ\u200b\u200b\u200b\u200bặt cọc 300k trước nhé', ['money']],
      ['Em nộp ph\u00adí đồng phục trước nhé', ['money']],
      ['Em chuyển đặt cοc qua tài khoản chị nhé', ['money']], // Greek ο
      ['Kết bạn z\u2060a\u2060l\u2060o chị gửi lịch', ['other_app']],
      ['Zalo: 0 9 1 2 3 4 5 6 7 8 nha em', ['other_app']],
    ]
    for (const [text, kinds] of cases) {
      const sent = await send(r, id, { text })
      const seen = (await page(s, id, `?after=${sent.body.data.id - 1}`)).body.data.items[0] as ChatMessage
      expect(seen.warnings.map((w) => w.kind), text).toEqual(kinds)
    }
  })
})

describe('membership', () => {
  it('lets only the two people read, send, mark or act on a conversation', async () => {
    const { r, s, id } = await newPair('Bảo vệ toà nhà')
    await send(s, id, { text: 'Xin chào' })
    for (const [method, url, body] of [
      ['GET', `/job/v1/chat/conversations/${id}`, undefined],
      ['GET', `/job/v1/chat/conversations/${id}/messages`, undefined],
      ['POST', `/job/v1/chat/conversations/${id}/messages`, { text: 'Tôi chen vào' }],
      ['PUT', `/job/v1/chat/conversations/${id}/receipt`, { read_id: 1 }],
      ['POST', `/job/v1/chat/conversations/${id}/block`, undefined],
      ['POST', `/job/v1/chat/conversations/${id}/reports`, { reason: 'spam' }],
    ] as const) {
      const res = await callAs(t.app, method, url, stranger, body)
      expect(res.status, `${method} ${url}`).toBe(403)
      expect(res.body.data).toBeUndefined()
    }
    expect((await callAs(t.app, 'GET', '/job/v1/chat/conversations/999999999', s)).status).toBe(404)
    expect((await page(s, id)).body.data.items).toHaveLength(1)
    expect((await page(r, id)).body.data.items).toHaveLength(1)
    expect((await callAs(t.app, 'GET', '/job/v1/chat/conversations', stranger)).body.data.items.map((c: ChatConversation) => c.id)).not.toContain(id)
  })
})

describe('a member who leaves the organisation', () => {
  const remove = (owner: TestUser, org: number, member: TestUser) => callAs(t.app, 'DELETE', `/job/v1/organizations/${org}/members/${member.id}`, owner)
  const conversationIds = async (user: TestUser) =>
    ((await callAs(t.app, 'GET', '/job/v1/chat/conversations', user)).body.data.items as ChatConversation[]).map((c) => c.id)

  it("loses the organisation's conversations about its jobs; the member who answers for the job keeps them", async () => {
    const owner = await createTestUser(t.db, 'Bà Chủ Quán')
    const member = await createTestUser(t.db, 'Cậu Nhân Viên Cũ')
    const applicant = await createTestUser(t.db, 'Trần Thị Mơ')
    const org = await createTestOrganization(t.db, 'Quán Phở Bắc Hải', [{ user: owner }, { user: member, role: 'recruiter' }])
    const job = await insertTestJob(t.db, { title: 'Chạy bàn ca sáng', organizationId: org, reviewStatus: 1001, isHidden: false, expiresAt: soon() })
    await t.db.query('UPDATE jobs SET owner_user_id = $2 WHERE id = $1', [job, member.id])
    const opened = await open(applicant, 0, job)
    const id = (opened.body.data as ChatConversation).id
    expect(opened.body.data.other.user_id).toBe(member.id)
    const first = await send(member, id, { text: 'Em đi làm thứ Hai nhé' })
    expect(first.status).toBe(200)
    await send(applicant, id, { text: 'Dạ vâng' })

    expect((await remove(owner, org, member)).status).toBe(200)
    const after = await send(member, id, { text: 'Anh vẫn nhắn được à?' })
    expect(after.status).toBe(403)
    expect((await callAs(t.app, 'GET', `/job/v1/chat/conversations/${id}`, member)).status).toBe(403)
    expect((await page(member, id)).status).toBe(403)
    expect(await conversationIds(member)).not.toContain(id)

    // the applicant now talks with the owner, under the organisation's name, with the history kept
    const seen = (await callAs(t.app, 'GET', `/job/v1/chat/conversations/${id}`, applicant)).body.data as ChatConversation
    expect(seen.other).toMatchObject({ user_id: owner.id, name: 'Bà Chủ Quán', organization: 'Quán Phở Bắc Hải' })
    expect(await conversationIds(owner)).toContain(id)
    const ownerSees = (await callAs(t.app, 'GET', `/job/v1/chat/conversations/${id}`, owner)).body.data as ChatConversation
    expect(ownerSees).toMatchObject({ my_role: 'recruiter', unread: 1 })
    expect((await send(owner, id, { text: 'Chị thay bạn ấy trả lời em nhé' })).status).toBe(200)
    expect(((await page(applicant, id)).body.data.items as ChatMessage[]).map((m) => m.text)).toEqual(['Em đi làm thứ Hai nhé', 'Dạ vâng', 'Chị thay bạn ấy trả lời em nhé'])
  })

  it("merges a generic conversation into the one the owner already has with that person", async () => {
    const owner = await createTestUser(t.db, 'Ông Chủ Xưởng')
    const member = await createTestUser(t.db, 'Chị Tổ Trưởng')
    const person = await createTestUser(t.db, 'Lý Văn Hậu')
    const org = await createTestOrganization(t.db, 'Xưởng May Tân Bình', [{ user: owner }, { user: member, role: 'recruiter' }])
    const withOwner = (await open(person, owner.id, 0)).body.data as ChatConversation
    const withMember = (await open(person, member.id, 0)).body.data as ChatConversation
    expect(withMember.other.organization).toBe('Xưởng May Tân Bình')
    await send(person, withOwner.id, { text: 'Xưởng còn tuyển không ạ?' })
    await send(member, withMember.id, { text: 'Em qua xưởng phỏng vấn nhé' })
    await send(person, withMember.id, { text: 'Dạ chiều nay em qua' })

    expect((await remove(owner, org, member)).status).toBe(200)
    expect((await send(member, withMember.id, { text: 'Còn đó không?' })).status).toBe(404)
    expect(await conversationIds(member)).not.toContain(withMember.id)
    expect(await conversationIds(person)).not.toContain(withMember.id)
    expect(((await page(owner, withOwner.id)).body.data.items as ChatMessage[]).map((m) => m.text)).toEqual([
      'Xưởng còn tuyển không ạ?',
      'Em qua xưởng phỏng vấn nhé',
      'Dạ chiều nay em qua',
    ])
    const list = (await callAs(t.app, 'GET', '/job/v1/chat/conversations', person)).body.data.items as ChatConversation[]
    expect(list.find((c) => c.id === withOwner.id)?.last_message?.text).toBe('Dạ chiều nay em qua')
  })

  it('closes a conversation nobody else in the organisation can take (its only other member is the seeker)', async () => {
    const leaver = await createTestUser(t.db, 'Người Rời Đi')
    const person = await createTestUser(t.db, 'Người Ở Lại')
    const org = await createTestOrganization(t.db, 'Cửa Hàng Hai Người', [{ user: leaver }])
    const job = await insertTestJob(t.db, { title: 'Bán hàng ca chiều', organizationId: org, reviewStatus: 1001, isHidden: false, expiresAt: soon() })
    const id = ((await open(person, 0, job)).body.data as ChatConversation).id
    await t.db.query(`INSERT INTO organization_members (organization_id, user_id, role) VALUES ($1, $2, 'owner')`, [org, person.id])
    expect((await remove(person, org, leaver)).status).toBe(200)
    expect((await send(leaver, id, { text: 'Tôi vẫn ở đây' })).status).toBe(409)
    expect(((await callAs(t.app, 'GET', `/job/v1/chat/conversations/${id}`, person)).body.data as ChatConversation).closed).toBe(true)
  })
})

describe('the list, unread counts and receipts', () => {
  it('lists newest first with unread counts, searches by name and job title, and moves with read receipts', async () => {
    const a = await newPair('Kế toán tổng hợp')
    const b = await createTestUser(t.db, 'Trần Thị Hoa')
    const org = await createTestOrganization(t.db, 'Nhà hàng Hoa Sen', [{ user: b }])
    const job = await insertTestJob(t.db, { title: 'Đầu bếp chính', organizationId: org, reviewStatus: 1001, isHidden: false, expiresAt: soon() })
    const second = (await open(a.s, 0, job)).body.data.id as number
    await send(a.r, a.id, { text: 'Chào bạn, bạn có thể đi làm khi nào?' })
    await send(a.r, a.id, { text: 'Bạn trả lời giúp mình nhé' })
    const last = await send(b, second, { text: 'Bạn qua thử việc được không?' })

    const list = (await callAs(t.app, 'GET', '/job/v1/chat/conversations', a.s)).body.data
    expect(list.items.map((c: ChatConversation) => [c.id, c.unread])).toEqual([
      [second, 1],
      [a.id, 2],
    ])
    expect(list.unread_total).toBe(3)
    expect((await callAs(t.app, 'GET', '/job/v1/chat/unread', a.s)).body.data).toEqual({ unread: 3, conversations: 2 })
    const byName = (await callAs(t.app, 'GET', `/job/v1/chat/conversations?q=${encodeURIComponent('tran thi hoa')}`, a.s)).body.data
    expect(byName.items.map((c: ChatConversation) => c.id)).toEqual([second])
    const byTitle = (await callAs(t.app, 'GET', `/job/v1/chat/conversations?q=${encodeURIComponent('kế toán')}`, a.s)).body.data
    expect(byTitle.items.map((c: ChatConversation) => c.id)).toEqual([a.id])
    expect((await callAs(t.app, 'GET', `/job/v1/chat/conversations?q=${'x'.repeat(CHAT.searchMax + 1)}`, a.s)).body.error.message).toBe(CHAT_MSG.search)

    const receipt = await callAs(t.app, 'PUT', `/job/v1/chat/conversations/${second}/receipt`, a.s, { read_id: last.body.data.id })
    expect(receipt.body.data).toEqual({ conversation_id: second, user_id: a.s.id, delivered_id: last.body.data.id, read_id: last.body.data.id })
    // never past the last message, never back
    await callAs(t.app, 'PUT', `/job/v1/chat/conversations/${second}/receipt`, a.s, { read_id: Number.MAX_SAFE_INTEGER })
    await callAs(t.app, 'PUT', `/job/v1/chat/conversations/${second}/receipt`, a.s, { read_id: 0, delivered_id: 0 })
    const theirs = (await callAs(t.app, 'GET', `/job/v1/chat/conversations/${second}`, b)).body.data as ChatConversation
    expect([theirs.other_delivered_id, theirs.other_read_id]).toEqual([last.body.data.id, last.body.data.id])
    expect((await callAs(t.app, 'GET', '/job/v1/chat/unread', a.s)).body.data).toEqual({ unread: 2, conversations: 1 })
  })
})

describe('history pages', () => {
  it('pages back without gaps or duplicates while new messages keep arriving, and catches up with after', async () => {
    const { r, s, id } = await newPair('Lễ tân khách sạn')
    const sent: number[] = []
    const say = async (who: TestUser, n: number) => {
      await reset(t.db, CHAT_SEND_LIMIT, `user:${who.id}`)
      sent.push((await send(who, id, { text: `Tin số ${n}` })).body.data.id)
    }
    for (let n = 1; n <= 15; n++) await say(n % 2 ? s : r, n)
    const first = (await page(s, id, '?limit=6')).body.data
    expect(first.has_more).toBe(true)
    const seen: number[] = first.items.map((m: ChatMessage) => m.id)
    let oldest = seen[0]
    let newest = seen[seen.length - 1]
    let more = true
    let n = 16
    while (more) {
      await say(r, n++) // a message arrives between every two pages
      const older = (await page(s, id, `?limit=6&before=${oldest}`)).body.data
      seen.unshift(...older.items.map((m: ChatMessage) => m.id))
      oldest = seen[0]
      more = older.has_more
    }
    let caught = true
    while (caught) {
      const after = (await page(s, id, `?limit=4&after=${newest}`)).body.data
      seen.push(...after.items.map((m: ChatMessage) => m.id))
      newest = seen[seen.length - 1]
      caught = after.has_more
    }
    expect(seen).toEqual(sent)
    expect(new Set(seen).size).toBe(seen.length)
    expect((await page(s, id, '?before=1&after=2')).body.error.message).toBe(CHAT_MSG.cursor)
    expect((await page(s, id, '?before=abc')).status).toBe(400)
  })
})

describe('blocks', () => {
  it('stops messages both ways while blocked, and lets them through again after unblocking', async () => {
    const { r, s, id } = await newPair('Pha chế đồ uống')
    const blocked = await callAs(t.app, 'POST', `/job/v1/chat/conversations/${id}/block`, s)
    expect(blocked.body.data).toMatchObject({ message: CHAT_MSG.blocked, conversation: { blocked_by_me: true } })
    expect((await send(s, id, { text: 'Tôi vẫn gửi được?' })).body.error.message).toBe(CHAT_MSG.blockedByMe)
    const refused = await send(r, id, { text: 'Bạn ơi' })
    expect([refused.status, refused.body.error.message]).toEqual([403, CHAT_MSG.blockedMe])
    expect((await callAs(t.app, 'GET', `/job/v1/chat/conversations/${id}`, r)).body.data.blocked_me).toBe(true)
    expect((await page(r, id)).body.data.items).toEqual([])
    await callAs(t.app, 'DELETE', `/job/v1/chat/conversations/${id}/block`, s)
    expect((await send(r, id, { text: 'Bạn ơi' })).status).toBe(200)
  })
})

describe('reports and the staff queue', () => {
  it('queues a report with the latest messages; closing it stops the conversation and tells the reported person', async () => {
    const { r, s, id } = await newPair('Nhân viên bán hàng')
    await send(r, id, { text: 'Em chuyển khoản trước 500k tiền cọc đồng phục nhé' })
    expect((await callAs(t.app, 'POST', `/job/v1/chat/conversations/${id}/reports`, s, { reason: 'nothing' })).body.error.message).toBe(CHAT_MSG.reportReason)
    expect((await callAs(t.app, 'POST', `/job/v1/chat/conversations/${id}/reports`, s, {})).body.error.message).toBe(CHAT_MSG.reportReason)
    // a note quotes what it reports: taken as written, the rules' hits shown to staff beside it
    const note = 'Đòi tiền cọc, bảo gọi 0 9 8 7 6 5 4 3 2 1'
    const reported = await callAs(t.app, 'POST', `/job/v1/chat/conversations/${id}/reports`, s, { reason: 'fee', note })
    expect(reported.body.data.message).toBe(CHAT_MSG.reported)
    expect((await callAs(t.app, 'POST', `/job/v1/chat/conversations/${id}/reports`, s, { reason: 'fee' })).status).toBe(409)

    const staff = await createTestStaff(t.db)
    expect((await callAs(t.app, 'GET', '/job/v1/staff/chat-reports', s)).status).toBe(403)
    const queue = (await callAs(t.app, 'GET', '/job/v1/staff/chat-reports', staff)).body.data
    const item = queue.items.find((i: { id: number }) => i.id === reported.body.data.id)
    expect(item).toMatchObject({ conversation_id: id, reported_role: 'recruiter', reason_name: 'Đòi đóng phí, đặt cọc hoặc chuyển tiền', note, job_title: 'Nhân viên bán hàng' })
    expect(item.note_hits).toEqual([
      { name: 'Cụm từ bị cấm', matched: 'tiền cọc' },
      { name: 'Yêu cầu ứng viên đặt cọc, ký quỹ', matched: 'tiền cọc' },
      { name: 'Số điện thoại, email hoặc đường link', matched: '0 9 8 7 6 5 4 3 2 1' },
    ])
    expect(item.messages.map((m: { text: string }) => m.text)).toEqual(['Em chuyển khoản trước 500k tiền cọc đồng phục nhé'])
    expect((await callAs(t.app, 'GET', '/job/v1/staff/overview', staff)).body.data.chats).toBeGreaterThanOrEqual(1)

    const reason = 'Tin nhắn yêu cầu ứng viên đóng tiền cọc, trái quy định.'
    const decided = await callAs(t.app, 'POST', '/job/v1/staff/chat-reports/decisions', staff, { ids: [item.id], decision: 'reject', reason })
    expect(decided.body.data.decided).toBe(1)
    expect((await send(r, id, { text: 'Sao vậy em?' })).body.error.message).toBe(CHAT_MSG.closed)
    expect((await callAs(t.app, 'GET', `/job/v1/chat/conversations/${id}`, s)).body.data.closed).toBe(true)
    const [notice] = await t.db.query<{ title: string; content: string }>('SELECT title, content FROM inboxes WHERE user_id = $1', [r.id])
    expect(notice).toEqual({ title: CHAT_REPORT_NOTICE.closedTitle, content: CHAT_REPORT_NOTICE.closedContent(reason) })
    const [audit] = await t.db.query<{ action: string }>(`SELECT action FROM staff_audit_log WHERE subject_kind = 'chat' AND subject_id = $1`, [String(id)])
    expect(audit.action).toBe('chat.close')
  })
})

describe('pictures in a conversation are private', () => {
  it('reach the two people and staff through signed URLs that expire; without one, nobody gets them', async () => {
    const { r, s, id } = await newPair('Phụ kho đông lạnh')
    const uploaded = await uploadPicture(s, 'chat')
    expect(uploaded.url).toMatch(/\?exp=\d+&sig=/)
    const sent = await send(s, id, { image_url: uploaded.url })
    expect(sent.status).toBe(200)
    const [stored] = await t.db.query<{ image_url: string }>('SELECT image_url FROM chat_messages WHERE id = $1', [sent.body.data.id])
    const bare = stored.image_url
    expect(bare).toMatch(/^\/media\/v1\/files\/[0-9a-f]{32}$/)

    // anyone holding the plain URL (a forwarded link, a removed member, a stranger) is refused
    const refused = await fetchPicture(bare)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error.message).toContain('chỉ người trong cuộc trò chuyện xem được')
    expect((await fetchPicture(`${bare}?w=256`)).statusCode).toBe(403)

    // the recruiter reads it through the URL the history gives
    const seen = ((await page(r, id)).body.data.items as ChatMessage[]).at(-1)!
    const shown = await fetchPicture(seen.image_url!)
    expect(shown.statusCode).toBe(200)
    expect(shown.headers['content-type']).toBe('image/webp')
    const maxAge = Number(/max-age=(\d+)/.exec(String(shown.headers['cache-control']))?.[1])
    expect(maxAge).toBeGreaterThan(0)
    expect(maxAge).toBeLessThanOrEqual(3600)
    expect((await fetchPicture(`${seen.image_url!}&w=128`)).statusCode).toBe(200)

    // a changed, another file's or an expired signature does not open it
    const signature = new URL(seen.image_url!, 'http://x').searchParams
    expect((await fetchPicture(`${bare}?exp=${signature.get('exp')}&sig=${'A'.repeat(43)}`)).statusCode).toBe(403)
    expect((await fetchPicture(`${bare}?exp=${Number(signature.get('exp')) + 1800}&sig=${signature.get('sig')}`)).statusCode).toBe(403)
    const other = await uploadPicture(s, 'chat')
    expect((await fetchPicture(`${other.url.split('?')[0]}?${signature}`)).statusCode).toBe(403)
    const old = signFileUrl(t.env.uploadSigningSecret, bare, Date.now() - (FILE_SIGNATURE.minValidSec + FILE_SIGNATURE.stepSec + 60) * 1000)
    expect((await fetchPicture(old)).statusCode).toBe(403)

    // staff reviewing a report open it too
    await callAs(t.app, 'POST', `/job/v1/chat/conversations/${id}/reports`, r, { reason: 'spam' })
    const staff = await createTestStaff(t.db)
    const queue = (await callAs(t.app, 'GET', '/job/v1/staff/chat-reports', staff)).body.data.items as Array<{ conversation_id: number; messages: Array<{ image_url: string | null }> }>
    const reportedPicture = queue.find((item) => item.conversation_id === id)!.messages.at(-1)!.image_url!
    expect(reportedPicture).toMatch(/\?exp=\d+&sig=/)
    expect((await fetchPicture(reportedPicture)).statusCode).toBe(200)
  })

  it('takes only chat uploads, and a chat upload is never a public picture', async () => {
    const { s, id } = await newPair('Lái xe nâng')
    const publicPicture = await uploadPicture(s)
    expect(publicPicture.url).not.toContain('?')
    expect((await fetchPicture(publicPicture.url)).statusCode).toBe(200)
    const res = await send(s, id, { image_url: publicPicture.url })
    expect(res.status).toBe(400)
    expect(res.body.error.message).toBe(CHAT_MSG.imageNotYours)
    const chatPicture = await uploadPicture(s, 'chat')
    // a job's pictures and a profile's avatar take the person's public uploads only
    expect(await ownMediaId(t.db, s.id, chatPicture.url)).toBeNull()
    expect(await ownMediaId(t.db, s.id, chatPicture.url, 'chat')).toBe(String(chatPicture.id))
    expect((await callAs(t.app, 'POST', '/media/v1/medias?kind=secret', s)).body.error.message).toBe('Loại ảnh (kind) là image hoặc chat.')
  })
})

describe('the send rate limit', () => {
  it(`allows ${CHAT.sendLimit} messages a minute per person, then says when to go on`, async () => {
    const { s, id } = await newPair('Tạp vụ văn phòng')
    await reset(t.db, CHAT_SEND_LIMIT, `user:${s.id}`)
    for (let n = 0; n < CHAT.sendLimit; n++) expect((await send(s, id, { text: `Tin ${n}` })).status).toBe(200)
    const limited = await send(s, id, { text: 'Một tin nữa' })
    expect(limited.status).toBe(429)
    expect(limited.body.error.message).toMatch(/^Bạn gửi tin nhắn quá nhanh \(tối đa 20 tin mỗi phút\)\. Vui lòng chờ \d+ giây rồi gửi tiếp\.$/)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect((await page(s, id, '?limit=50')).body.data.items).toHaveLength(CHAT.sendLimit)
  })
})

describe('the unread inbox notice', () => {
  it('is queued with each message, sent once per window while unread, and not at all once read', async () => {
    const { r, s, id } = await newPair('Điều dưỡng viên')
    const first = await send(r, id, { text: 'Bạn đi phỏng vấn được không?' })
    const [queued] = await t.db.query<{ payload: { conversation_id: number; user_id: number }; run_at: Date }>(
      `SELECT payload, run_at FROM background_jobs WHERE kind = $1 AND (payload->>'conversation_id')::int = $2`,
      [UNREAD_NOTICE_KIND, id],
    )
    expect(queued.payload).toMatchObject({ conversation_id: id, user_id: s.id })
    expect(new Date(queued.run_at).getTime() - Date.now()).toBeGreaterThan(CHAT.unreadNoticeMs - 60_000)

    const work = unreadNoticeWork({ db: t.db, realtime: t.app.realtime, env: t.env, reference: t.app.reference })
    const run = (messageId: number) => work.handlers[UNREAD_NOTICE_KIND]({ payload: { conversation_id: id, user_id: s.id, message_id: messageId } })
    const notices = async () => t.db.query<{ title: string; url: string }>(`SELECT title, url FROM inboxes WHERE user_id = $1`, [s.id])
    await run(first.body.data.id)
    expect(await notices()).toEqual([{ title: 'Tin nhắn mới từ Nhà tuyển dụng Điều dưỡng viên về tin "Điều dưỡng viên"', url: '/chatroom/join/0-0' }])
    const second = await send(r, id, { text: 'Bạn trả lời giúp mình nhé' })
    await run(second.body.data.id)
    expect(await notices()).toHaveLength(1) // no storm: one per window
    await callAs(t.app, 'PUT', `/job/v1/chat/conversations/${id}/receipt`, s, { read_id: second.body.data.id })
    await t.db.query('UPDATE chat_participants SET unread_notice_at = NULL WHERE conversation_id = $1', [id])
    await run(second.body.data.id)
    expect(await notices()).toHaveLength(1) // read in time: nothing to say
  })
})

describe('durability', () => {
  it('keeps every acknowledged message for a new instance on the same database', async () => {
    const { r, s, id } = await newPair('Thợ điện công trình')
    const ids: number[] = []
    for (const text of ['Một', 'Hai', 'Ba']) ids.push((await send(s, id, { text })).body.data.id)
    const fresh = await buildApp({ db: t.db, env: t.env })
    await fresh.ready()
    try {
      const res = await fresh.inject({ method: 'GET', url: `/job/v1/chat/conversations/${id}/messages`, headers: { authorization: `Bearer ${r.token}` } })
      expect(res.json().data.items.map((m: ChatMessage) => m.id)).toEqual(ids)
    } finally {
      await fresh.close()
    }
  })
})

describe('unread counts kept per participant (migration 0051)', () => {
  it('equal counting the unread messages, after every send, read, hand-over and merge above', async () => {
    const drift = await t.db.query(
      `SELECT p.conversation_id, p.user_id, p.unread_count, counted.n
         FROM chat_participants p,
              LATERAL (SELECT count(*)::int AS n FROM chat_messages m
                        WHERE m.conversation_id = p.conversation_id AND m.id > p.last_read_id AND m.sender_user_id <> p.user_id) counted
        WHERE p.unread_count <> counted.n`,
    )
    expect(drift).toEqual([])
    // and the tests above did leave unread messages to count
    const [{ total }] = await t.db.query<{ total: number }>('SELECT sum(unread_count)::int AS total FROM chat_participants')
    expect(total).toBeGreaterThan(5)
  })
})
