// Chat between job seekers and recruiters (issue 22; docs/decisions/0025-chat.md). Conversations,
// messages stored before delivery, per-person delivered/read pointers, blocks and reports. The
// access layer (participantOf) has checked that the caller is one of a conversation's two people
// before any function here that takes a conversation id runs.
import { organizationInitials } from '../../../src/domain/organizations/initials'
import { CHAT, CHAT_MSG, CHAT_SCAM_RULES, chatText, CHAT_WARNING_TEXT, CHAT_EVENTS, chatPath, chatRulesOf, type ChatConversation, type ChatMessage, type ChatNotificationPayload, type ChatReceiptsEvent, type ChatReportReason, type ChatRole, type ChatWarning } from '../../../src/domain/chat'
import { REVIEW_STATUS } from '../../../src/domain/constants'
import { jobPath } from '../../../src/domain/jobs'
import { checkJobPostText } from '../../../src/domain/moderation/job-scam-rules'
import { foldText } from '../../../src/domain/text'
import type { ServiceContext } from '../../context'
import type { Database, Queryable } from '../../db/client'
import type { Env } from '../../env'
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors'
import { moderationRules } from '../../lib/moderation-settings'
import { enqueue } from '../../lib/queue'
import { RateLimitedError, hit, type LimitRule } from '../../lib/rate-limit'
import { transactionThenNotify } from '../../realtime/after-commit'
import { jobRecruiterSql } from '../access/memberships'
import { createInboxMessage } from '../mail/mail.service'
import { attachMedia, ownMediaId, signFileUrl, unsignedUrl } from '../media/media.service'

export const CHAT_SEND_LIMIT: LimitRule = { name: 'chat-send', limit: CHAT.sendLimit, windowSec: CHAT.sendWindowSec }
export const UNREAD_NOTICE_KIND = 'chat-unread-notice'

type ChatContext = Pick<ServiceContext, 'db' | 'realtime' | 'env'>
/**
 * What reading a conversation needs: the database, and the secret that signs its pictures' URLs
 * (private files, docs/decisions/0032-sessions-and-private-files.md), valid about an hour.
 */
export interface ChatReader {
  db: Queryable
  env: Pick<Env, 'uploadSigningSecret'>
}

// ---------------------------------------------------------------------------------------------
// Reading

interface ConversationRow {
  id: number
  my_role: ChatRole
  other_id: number
  other_name: string | null
  other_avatar: string | null
  organization: string | null
  organization_id: number | null
  organization_logo: string | null
  job_id: number | null
  job_title: string | null
  job_slug: string | null
  job_public: boolean | null
  unread: number
  other_delivered_id: number
  other_read_id: number
  my_read_id: number
  blocked_by_me: boolean
  blocked_me: boolean
  closed: boolean
  created_at: Date
  m_id: number | null
  m_sender: number | null
  m_kind: 'text' | 'image' | null
  m_body: string | null
  m_image: string | null
  m_warnings: ChatWarning[] | null
  m_client_id: string | null
  m_created_at: Date | null
}

const CONVERSATION_SELECT = `
  SELECT c.id::int AS id, me.role AS my_role, o.user_id::int AS other_id, u.full_name AS other_name, u.image_url AS other_avatar,
         CASE WHEN o.role = 'recruiter' THEN org.name END AS organization,
         CASE WHEN o.role = 'recruiter' THEN org.id::int END AS organization_id,
         CASE WHEN o.role = 'recruiter' THEN org.logo_url END AS organization_logo,
         c.job_id::int AS job_id, coalesce(j.title, c.job_title) AS job_title, j.slug AS job_slug,
         (j.review_status = ${REVIEW_STATUS.approved} AND NOT j.is_hidden) AS job_public,
         me.unread_count AS unread,
         o.last_delivered_id::int AS other_delivered_id, o.last_read_id::int AS other_read_id, me.last_read_id::int AS my_read_id,
         EXISTS (SELECT 1 FROM chat_blocks b WHERE b.blocker_user_id = me.user_id AND b.blocked_user_id = o.user_id) AS blocked_by_me,
         EXISTS (SELECT 1 FROM chat_blocks b WHERE b.blocker_user_id = o.user_id AND b.blocked_user_id = me.user_id) AS blocked_me,
         c.closed_at IS NOT NULL AS closed, c.created_at,
         lm.id::int AS m_id, lm.sender_user_id::int AS m_sender, lm.kind AS m_kind, lm.body AS m_body, lm.image_url AS m_image,
         lm.warnings AS m_warnings, lm.client_id AS m_client_id, lm.created_at AS m_created_at
    FROM chat_participants me
    JOIN chat_conversations c ON c.id = me.conversation_id
    JOIN chat_participants o ON o.conversation_id = c.id AND o.user_id <> me.user_id
    JOIN users u ON u.id = o.user_id
    LEFT JOIN organizations org ON org.id = c.organization_id
    LEFT JOIN jobs j ON j.id = c.job_id
    LEFT JOIN chat_messages lm ON lm.id = c.last_message_id`

interface MessageRow {
  id: number
  conversation_id: number
  sender_user_id: number
  kind: 'text' | 'image'
  body: string
  image_url: string | null
  warnings: ChatWarning[] | null
  client_id: string | null
  created_at: Date
}
const MESSAGE_COLUMNS =
  'id::int AS id, conversation_id::int AS conversation_id, sender_user_id::int AS sender_user_id, kind, body, image_url, warnings, client_id, created_at'

/**
 * A message as one person sees it: the scam warnings are for the seeker, who is the one at risk; a
 * picture's URL is signed for the viewer (a chat picture is private).
 */
function toMessage(row: MessageRow, viewerRole: ChatRole, secret: string): ChatMessage {
  return {
    id: Number(row.id),
    conversation_id: Number(row.conversation_id),
    sender_id: Number(row.sender_user_id),
    kind: row.kind,
    text: row.body,
    image_url: row.image_url === null ? null : signFileUrl(secret, row.image_url),
    warnings: viewerRole === 'seeker' ? (row.warnings ?? []) : [],
    client_id: row.client_id,
    created_at: new Date(row.created_at).toISOString(),
  }
}

function toConversation(row: ConversationRow, secret: string): ChatConversation {
  const other = row.my_role === 'seeker' ? 'Nhà tuyển dụng' : 'Ứng viên'
  return {
    id: row.id,
    my_role: row.my_role,
    other: {
      user_id: row.other_id,
      name: row.other_name || other,
      avatar: row.other_avatar,
      organization: row.organization,
      organization_id: row.organization_id,
      organization_logo: row.organization_logo,
      organization_initials: row.organization === null ? null : organizationInitials(row.organization),
    },
    job: row.job_id
      ? { id: row.job_id, title: row.job_title ?? '', url: row.job_slug && row.job_public ? jobPath({ slug: row.job_slug, id: row.job_id }) : null }
      : row.job_title
        ? { id: 0, title: row.job_title, url: null }
        : null,
    last_message:
      row.m_id === null
        ? null
        : toMessage(
            {
              id: row.m_id,
              conversation_id: row.id,
              sender_user_id: row.m_sender!,
              kind: row.m_kind!,
              body: row.m_body ?? '',
              image_url: row.m_image,
              warnings: row.m_warnings,
              client_id: row.m_client_id,
              created_at: row.m_created_at!,
            },
            row.my_role,
            secret,
          ),
    unread: row.unread,
    other_delivered_id: row.other_delivered_id,
    other_read_id: row.other_read_id,
    my_read_id: row.my_read_id,
    blocked_by_me: row.blocked_by_me,
    blocked_me: row.blocked_me,
    closed: row.closed,
    created_at: new Date(row.created_at).toISOString(),
  }
}

export async function getConversation(reader: ChatReader, userId: number, id: number): Promise<ChatConversation> {
  const rows = await reader.db.query<ConversationRow>(`${CONVERSATION_SELECT} WHERE me.user_id = $1 AND c.id = $2`, [userId, id])
  if (!rows[0]) throw notFound()
  return toConversation(rows[0], reader.env.uploadSigningSecret)
}

/** Unread messages of a person over all conversations (the header's badge). */
export async function unreadTotal(db: Queryable, userId: number): Promise<{ unread: number; conversations: number }> {
  const [row] = await db.query<{ unread: number; conversations: number }>(
    `SELECT coalesce(sum(unread_count), 0)::int AS unread, count(*) FILTER (WHERE unread_count > 0)::int AS conversations
       FROM chat_participants WHERE user_id = $1`,
    [userId],
  )
  return row
}

const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** One's conversations, newest message first, searched by the other person's name, organisation or job title. */
export async function listConversations(
  { db, env }: ChatReader,
  userId: number,
  query: { q?: string; offset: number; limit: number },
): Promise<{ items: ChatConversation[]; total: number; unread_total: number }> {
  const q = foldText(query.q ?? '')
  const where = `WHERE me.user_id = $1 AND ($2 = '' OR fold_vi(u.full_name) LIKE $3 OR fold_vi(coalesce(j.title, c.job_title)) LIKE $3
                 OR (o.role = 'recruiter' AND fold_vi(org.name) LIKE $3))`
  const params = [userId, q, likePattern(q)]
  const [rows, [count], totals] = await Promise.all([
    db.query<ConversationRow>(
      `${CONVERSATION_SELECT} ${where} ORDER BY coalesce(c.last_message_at, c.created_at) DESC, c.id DESC OFFSET $4 LIMIT $5`,
      [...params, query.offset, query.limit],
    ),
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM chat_participants me JOIN chat_conversations c ON c.id = me.conversation_id
         JOIN chat_participants o ON o.conversation_id = c.id AND o.user_id <> me.user_id JOIN users u ON u.id = o.user_id
         LEFT JOIN organizations org ON org.id = c.organization_id LEFT JOIN jobs j ON j.id = c.job_id ${where}`,
      params,
    ),
    unreadTotal(db, userId),
  ])
  return { items: rows.map((row) => toConversation(row, env.uploadSigningSecret)), total: count.n, unread_total: totals.unread }
}

/**
 * A page of history. `before`: the page of older messages ending just before that id (scrolling
 * up); `after`: what came after that id (a client catching up after a reconnect); neither: the
 * newest page. Ids only grow, so messages arriving meanwhile never shift a page: no gap, no
 * duplicate. Oldest first within the page.
 */
export async function history(
  { db, env }: ChatReader,
  userId: number,
  id: number,
  cursor: { before?: number; after?: number; limit: number },
): Promise<{ items: ChatMessage[]; has_more: boolean }> {
  if (cursor.before !== undefined && cursor.after !== undefined) throw badRequest(CHAT_MSG.cursor)
  const [me] = await db.query<{ role: ChatRole }>('SELECT role FROM chat_participants WHERE conversation_id = $1 AND user_id = $2', [id, userId])
  if (!me) throw notFound()
  const limit = cursor.limit
  const rows =
    cursor.after !== undefined
      ? await db.query<MessageRow>(
          `SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE conversation_id = $1 AND id > $2 ORDER BY id ASC LIMIT $3`,
          [id, cursor.after, limit + 1],
        )
      : (
          await db.query<MessageRow>(
            `SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE conversation_id = $1 AND ($2::bigint IS NULL OR id < $2) ORDER BY id DESC LIMIT $3`,
            [id, cursor.before ?? null, limit + 1],
          )
        ).reverse()
  const has_more = rows.length > limit
  const page = cursor.after !== undefined ? rows.slice(0, limit) : rows.slice(rows.length > limit ? 1 : 0)
  return { items: page.map((row) => toMessage(row, me.role, env.uploadSigningSecret)), has_more }
}

// ---------------------------------------------------------------------------------------------
// Opening a conversation

interface JobFacts {
  id: number
  title: string
  organization_id: number
  recruiter_id: number | null
  open: boolean
}

async function jobFacts(db: Queryable, id: number): Promise<JobFacts | null> {
  const rows = await db.query<JobFacts>(
    `SELECT j.id::int AS id, j.title, j.organization_id::int AS organization_id, ${jobRecruiterSql('j')}::int AS recruiter_id,
            (j.review_status = ${REVIEW_STATUS.approved} AND NOT j.is_hidden AND j.expires_at > now()) AS open
       FROM jobs j WHERE j.id = $1`,
    [id],
  )
  return rows[0] ?? null
}

const isMemberOf = async (db: Queryable, userId: number, organizationId: number) =>
  (await db.query('SELECT 1 FROM organization_members WHERE user_id = $1 AND organization_id = $2', [userId, organizationId])).length > 0

/** The organisation (of the recruiter's) a seeker applied to, or null. */
async function appliedOrganization(db: Queryable, seekerId: number, recruiterId: number): Promise<number | null> {
  const rows = await db.query<{ organization_id: number }>(
    `SELECT j.organization_id::int AS organization_id FROM applications a JOIN jobs j ON j.id = a.job_id
       JOIN organization_members m ON m.organization_id = j.organization_id AND m.user_id = $2
      WHERE a.user_id = $1 ORDER BY a.created_at DESC LIMIT 1`,
    [seekerId, recruiterId],
  )
  return rows[0]?.organization_id ?? null
}

async function firstOrganization(db: Queryable, userId: number): Promise<number | null> {
  const rows = await db.query<{ organization_id: number }>(
    `SELECT organization_id::int AS organization_id FROM organization_members WHERE user_id = $1 ORDER BY role = 'owner' DESC, created_at LIMIT 1`,
    [userId],
  )
  return rows[0]?.organization_id ?? null
}

interface Opening {
  seekerId: number
  recruiterId: number
  organizationId: number | null
  job: { id: number; title: string } | null
}

/** Whether staff closed a conversation between these two people (either side): no new one is started (decision 0031). */
async function closedBetween(db: Queryable, a: number, b: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM chat_conversations WHERE closed_at IS NOT NULL
        AND ((seeker_user_id = $1 AND recruiter_user_id = $2) OR (seeker_user_id = $2 AND recruiter_user_id = $1)) LIMIT 1`,
    [a, b],
  )
  return rows.length > 0
}

async function findOrCreate(db: Database, opening: Opening): Promise<number> {
  const find = async (q: Queryable) => {
    const rows = opening.job
      ? await q.query<{ id: number }>('SELECT id::int AS id FROM chat_conversations WHERE seeker_user_id = $1 AND job_id = $2', [opening.seekerId, opening.job.id])
      : await q.query<{ id: number }>('SELECT id::int AS id FROM chat_conversations WHERE seeker_user_id = $1 AND recruiter_user_id = $2 AND job_id IS NULL', [
          opening.seekerId,
          opening.recruiterId,
        ])
    return rows[0]?.id ?? null
  }
  const existing = await find(db)
  if (existing) return existing
  if (await closedBetween(db, opening.seekerId, opening.recruiterId)) throw forbidden(CHAT_MSG.closedByStaff)
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO chat_conversations (seeker_user_id, recruiter_user_id, organization_id, job_id, job_title)
         VALUES ($1, $2, $3, $4, $5) RETURNING id::int AS id`,
        [opening.seekerId, opening.recruiterId, opening.organizationId, opening.job?.id ?? null, opening.job?.title ?? null],
      )
      await tx.query(`INSERT INTO chat_participants (conversation_id, user_id, role) VALUES ($1, $2, 'seeker'), ($1, $3, 'recruiter')`, [
        row.id,
        opening.seekerId,
        opening.recruiterId,
      ])
      return row.id
    })
  } catch (error) {
    // two tabs opening the same conversation at once: the other one won
    if (!isUniqueViolation(error)) throw error
    const raced = await find(db)
    if (!raced) throw error
    return raced
  }
}

/**
 * Opens (or finds) the conversation of `/chatroom/join/{user_id}-{classified_id}` for the caller:
 * - about a job (classified_id > 0), as a seeker: with the job's recruiter (user_id is 0 or any
 *   member of the job's organisation); a new one only while the job is open;
 * - about a job, as a member of its organisation: with user_id, who must have applied to it; the
 *   member is the recruiter's side;
 * - generic (classified_id 0): with a recruiter as a seeker, or, as a recruiter, with someone who
 *   applied to one of the organisation's jobs.
 * Returns the conversation and whether the caller is its seeker (a chat contact on the job).
 */
export async function openConversation(
  reader: ChatReader & { db: Database },
  callerId: number,
  target: { userId: number; classifiedId: number },
): Promise<ChatConversation> {
  const { db } = reader
  const { userId, classifiedId } = target
  if (userId === callerId) throw badRequest(CHAT_MSG.self, 'chat_self')
  let opening: Opening
  if (classifiedId > 0) {
    const job = await jobFacts(db, classifiedId)
    if (!job) throw notFound(CHAT_MSG.noJob)
    if (await isMemberOf(db, callerId, job.organization_id)) {
      if (userId <= 0) throw badRequest(CHAT_MSG.ownJob, 'chat_own_job')
      const existing = await db.query<{ id: number; recruiter_user_id: number }>(
        'SELECT id::int AS id, recruiter_user_id::int AS recruiter_user_id FROM chat_conversations WHERE seeker_user_id = $1 AND job_id = $2',
        [userId, job.id],
      )
      if (existing[0] && Number(existing[0].recruiter_user_id) !== callerId) {
        throw forbidden('Ứng viên đang trò chuyện về tin này với một thành viên khác của doanh nghiệp.')
      }
      if (!existing[0]) {
        const applied = await db.query('SELECT 1 FROM applications WHERE job_id = $1 AND user_id = $2', [job.id, userId])
        if (!applied.length) throw forbidden(CHAT_MSG.notApplicant)
      }
      opening = { seekerId: userId, recruiterId: callerId, organizationId: job.organization_id, job }
    } else {
      if (userId > 0 && !(await isMemberOf(db, userId, job.organization_id))) throw badRequest(CHAT_MSG.notRecruiterOfJob, 'chat_not_recruiter')
      if (job.recruiter_id === null) throw notFound(CHAT_MSG.noJob)
      if (job.recruiter_id === callerId) throw badRequest(CHAT_MSG.self, 'chat_self')
      const existing = await db.query('SELECT 1 FROM chat_conversations WHERE seeker_user_id = $1 AND job_id = $2', [callerId, job.id])
      if (!existing.length && !job.open) throw badRequest(CHAT_MSG.jobEnded, 'job_ended')
      opening = { seekerId: callerId, recruiterId: job.recruiter_id, organizationId: job.organization_id, job }
    }
  } else {
    if (userId <= 0) throw badRequest(CHAT_MSG.pair)
    const [other] = await db.query('SELECT 1 FROM users WHERE id = $1', [userId])
    if (!other) throw notFound(CHAT_MSG.noSuchUser)
    const mine = await db.query<{ seeker_user_id: number; recruiter_user_id: number }>(
      `SELECT seeker_user_id::int AS seeker_user_id, recruiter_user_id::int AS recruiter_user_id FROM chat_conversations
        WHERE job_id IS NULL AND ((seeker_user_id = $1 AND recruiter_user_id = $2) OR (seeker_user_id = $2 AND recruiter_user_id = $1))`,
      [callerId, userId],
    )
    const appliedToMine = await appliedOrganization(db, userId, callerId)
    const theirOrganization = await firstOrganization(db, userId)
    if (mine[0]) opening = { seekerId: mine[0].seeker_user_id, recruiterId: mine[0].recruiter_user_id, organizationId: null, job: null }
    else if (appliedToMine !== null) opening = { seekerId: userId, recruiterId: callerId, organizationId: appliedToMine, job: null }
    else if (theirOrganization !== null) opening = { seekerId: callerId, recruiterId: userId, organizationId: theirOrganization, job: null }
    else throw forbidden(CHAT_MSG.notRecruiter)
  }
  const blockedRows = await db.query(
    'SELECT 1 FROM chat_blocks WHERE (blocker_user_id = $1 AND blocked_user_id = $2) OR (blocker_user_id = $2 AND blocked_user_id = $1)',
    [opening.seekerId, opening.recruiterId],
  )
  const id = await findOrCreate(db, opening)
  const conversation = await getConversation(reader, callerId, id)
  // a new conversation with someone blocked is not started; an old one is shown (read only)
  if (blockedRows.length && !conversation.last_message && !conversation.blocked_by_me) throw forbidden(CHAT_MSG.blockedMe)
  return conversation
}

// ---------------------------------------------------------------------------------------------
// Sending and receipts

interface Membership {
  role: ChatRole
  other_id: number
  closed: boolean
  blocked_by_me: boolean
  blocked_me: boolean
  job_title: string | null
}

async function membership(db: Queryable, userId: number, id: number): Promise<Membership> {
  const rows = await db.query<Membership>(
    `SELECT me.role, o.user_id::int AS other_id, c.closed_at IS NOT NULL AS closed, c.job_title,
            EXISTS (SELECT 1 FROM chat_blocks b WHERE b.blocker_user_id = me.user_id AND b.blocked_user_id = o.user_id) AS blocked_by_me,
            EXISTS (SELECT 1 FROM chat_blocks b WHERE b.blocker_user_id = o.user_id AND b.blocked_user_id = me.user_id) AS blocked_me
       FROM chat_participants me JOIN chat_conversations c ON c.id = me.conversation_id
       JOIN chat_participants o ON o.conversation_id = c.id AND o.user_id <> me.user_id
      WHERE me.conversation_id = $1 AND me.user_id = $2`,
    [id, userId],
  )
  if (!rows[0]) throw notFound()
  return rows[0]
}

/** The scam warnings a recruiter's text raises for the seeker (the job rules for money and other apps, as staff set them). */
export async function chatWarnings(db: Queryable, text: string): Promise<ChatWarning[]> {
  const rules = chatRulesOf((await moderationRules(db)).jobRules)
  const hits = checkJobPostText([{ field: 'message', label: 'Tin nhắn', text }], rules)
  const kinds = new Map<string, ChatWarning>()
  for (const hit of hits) {
    const kind = CHAT_SCAM_RULES[hit.ruleId]
    if (!kinds.has(kind)) kinds.set(kind, { kind, rule: hit.ruleId, text: CHAT_WARNING_TEXT[kind] })
  }
  return [...kinds.values()]
}

export interface SendInput {
  text?: string
  image_url?: string
  client_id?: string
}

const notificationTitle = (senderName: string | null, jobTitle: string | null) =>
  `Tin nhắn mới từ ${senderName || 'người dùng'}${jobTitle ? ` về tin "${jobTitle}"` : ''}`

/** Stores a message, then delivers it to every tab of both people (and announces it to the recipient). */
export async function sendMessage(context: ChatContext, sender: { id: number; full_name?: string | null }, id: number, input: SendInput): Promise<ChatMessage> {
  const { db } = context
  const secret = context.env.uploadSigningSecret
  const text = chatText(input.text ?? '')
  // kept without the signature the upload's answer gave it; signed again for whoever reads it
  const image = input.image_url?.trim() ? unsignedUrl(input.image_url.trim()) : null
  if (text && image) throw badRequest(CHAT_MSG.textOrImage)
  if (!text && !image) throw badRequest(CHAT_MSG.empty, 'chat_empty')
  if (text.length > CHAT.maxLength) throw badRequest(CHAT_MSG.tooLong, 'chat_too_long')
  const me = await membership(db, sender.id, id)
  if (me.closed) throw conflict(CHAT_MSG.closed, 'chat_closed')
  if (me.blocked_by_me) throw forbidden(CHAT_MSG.blockedByMe)
  if (me.blocked_me) throw forbidden(CHAT_MSG.blockedMe)
  if (input.client_id) {
    const [again] = await db.query<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE sender_user_id = $1 AND client_id = $2`, [sender.id, input.client_id])
    if (again) return toMessage(again, me.role, secret)
  }
  const limited = await hit(db, CHAT_SEND_LIMIT, `user:${sender.id}`)
  if (limited.limited) throw new RateLimitedError(limited.retryAfterSec, CHAT_MSG.tooFast(limited.retryAfterSec))
  if (image && !(await ownMediaId(db, sender.id, image, 'chat'))) throw badRequest(CHAT_MSG.imageNotYours, 'chat_image')
  const warnings = text && me.role === 'recruiter' ? await chatWarnings(db, text) : []

  let row: MessageRow
  try {
    row = await context.db.transaction(async (tx) => {
      // the conversation first: the stored message counts one more unread on the other person's row
      // (migration 0051) and this send then moves its sender's own row, so two people writing at once
      // would each hold the row the other waits for; taken in this order, their sends queue instead
      await tx.query('SELECT 1 FROM chat_conversations WHERE id = $1 FOR UPDATE', [id])
      const [inserted] = await tx.query<MessageRow>(
        `INSERT INTO chat_messages (conversation_id, sender_user_id, kind, body, image_url, warnings, client_id)
         VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7) RETURNING ${MESSAGE_COLUMNS}`,
        [id, sender.id, image ? 'image' : 'text', text, image, warnings.length ? JSON.stringify(warnings) : null, input.client_id ?? null],
      )
      await tx.query('UPDATE chat_conversations SET last_message_id = $2, last_message_at = $3 WHERE id = $1', [id, inserted.id, inserted.created_at])
      // one's own messages are received and read by oneself
      await tx.query('UPDATE chat_participants SET last_delivered_id = $3, last_read_id = $3 WHERE conversation_id = $1 AND user_id = $2', [id, sender.id, inserted.id])
      if (image) await attachMedia(tx, sender.id, image)
      // an inbox notice if it is still unread after a while; at most one per conversation and window (the handler decides)
      const slot = Math.floor(Date.now() / CHAT.unreadNoticeMs)
      await enqueue(
        tx,
        UNREAD_NOTICE_KIND,
        { conversation_id: id, user_id: me.other_id, message_id: inserted.id },
        { runAt: new Date(Date.now() + CHAT.unreadNoticeMs), dedupeKey: `${UNREAD_NOTICE_KIND}:${id}:${me.other_id}:${slot}` },
      )
      return inserted
    })
  } catch (error) {
    if (!input.client_id || !isUniqueViolation(error)) throw error
    // the same message sent twice at once (a retry racing the first try)
    const [again] = await db.query<MessageRow>(`SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE sender_user_id = $1 AND client_id = $2`, [sender.id, input.client_id])
    return toMessage(again, me.role, secret)
  }
  await deliver(context, row, { senderId: sender.id, senderName: sender.full_name ?? null, recipientId: me.other_id, recipientRole: me.role === 'seeker' ? 'recruiter' : 'seeker', jobTitle: me.job_title })
  return toMessage(row, me.role, secret)
}

async function deliver(
  context: ChatContext,
  row: MessageRow,
  people: { senderId: number; senderName: string | null; recipientId: number; recipientRole: ChatRole; jobTitle: string | null },
) {
  const senderRole: ChatRole = people.recipientRole === 'seeker' ? 'recruiter' : 'seeker'
  const { unread } = await unreadTotal(context.db, people.recipientId)
  const secret = context.env.uploadSigningSecret
  context.realtime.notifyUser(people.senderId, CHAT_EVENTS.message, { message: toMessage(row, senderRole, secret) })
  context.realtime.notifyUser(people.recipientId, CHAT_EVENTS.message, { message: toMessage(row, people.recipientRole, secret), unread_total: unread })
  const notification: ChatNotificationPayload = {
    type: 'chat',
    conversation_id: Number(row.conversation_id),
    title: notificationTitle(people.senderName, people.jobTitle),
    unread,
  }
  context.realtime.notifyUser(people.recipientId, 'notification', notification)
}

/**
 * Moves one's delivered / read pointers forward (never back, never past the last message); read
 * implies delivered. Both people's tabs hear the new state.
 */
export async function markReceipt(context: Pick<ServiceContext, 'db' | 'realtime'>, userId: number, id: number, receipt: { delivered_id?: number; read_id?: number }): Promise<ChatReceiptsEvent> {
  const read = receipt.read_id ?? 0
  const delivered = Math.max(receipt.delivered_id ?? 0, read)
  const rows = await context.db.query<{ delivered_id: number; read_id: number; changed: boolean }>(
    `WITH c AS (SELECT coalesce(last_message_id, 0) AS last FROM chat_conversations WHERE id = $1),
          old AS (SELECT last_delivered_id, last_read_id FROM chat_participants WHERE conversation_id = $1 AND user_id = $2)
     UPDATE chat_participants p SET last_delivered_id = greatest(p.last_delivered_id, least($3::bigint, c.last)),
                                    last_read_id = greatest(p.last_read_id, least($4::bigint, c.last))
       FROM c, old
      WHERE p.conversation_id = $1 AND p.user_id = $2
      RETURNING p.last_delivered_id::int AS delivered_id, p.last_read_id::int AS read_id,
                (p.last_delivered_id <> old.last_delivered_id OR p.last_read_id <> old.last_read_id) AS changed`,
    [id, userId, delivered, read],
  )
  if (!rows[0]) throw notFound()
  const event: ChatReceiptsEvent = { conversation_id: id, user_id: userId, delivered_id: rows[0].delivered_id, read_id: rows[0].read_id }
  if (rows[0].changed) {
    const [other] = await context.db.query<{ user_id: number }>('SELECT user_id::int AS user_id FROM chat_participants WHERE conversation_id = $1 AND user_id <> $2', [id, userId])
    context.realtime.notifyUser(userId, CHAT_EVENTS.receipts, event)
    if (other) context.realtime.notifyUser(other.user_id, CHAT_EVENTS.receipts, event)
  }
  return event
}

/** When a person has read everything up to where the notice was planned, no notice is sent. */
export function unreadNoticeWork(context: ServiceContext) {
  return {
    handlers: {
      [UNREAD_NOTICE_KIND]: async (job: { payload: Record<string, unknown> }) => {
        const { conversation_id, user_id, message_id } = job.payload as { conversation_id: number; user_id: number; message_id: number }
        await transactionThenNotify(context, async ({ db, realtime }) => {
          const due = await db.query<{ name: string | null; job_title: string | null; unread: number }>(
            `UPDATE chat_participants p SET unread_notice_at = now()
               FROM chat_conversations c
              WHERE p.conversation_id = $1 AND p.user_id = $2 AND c.id = p.conversation_id AND p.last_read_id < $3
                AND (p.unread_notice_at IS NULL OR p.unread_notice_at < now() - make_interval(secs => $4))
              RETURNING (SELECT u.full_name FROM chat_participants o JOIN users u ON u.id = o.user_id
                          WHERE o.conversation_id = c.id AND o.user_id <> p.user_id) AS name,
                        c.job_title,
                        p.unread_count AS unread`,
            [conversation_id, user_id, message_id, CHAT.unreadNoticeMs / 1000],
          )
          if (!due[0]) return
          await createInboxMessage(
            { db, realtime },
            {
              userId: user_id,
              part: 'common',
              title: notificationTitle(due[0].name, due[0].job_title),
              content: `Bạn có ${due[0].unread} tin nhắn chưa đọc. Mở trang tin nhắn để trả lời.`,
              url: chatPath(0, 0),
            },
          )
        })
      },
    },
    recurring: [],
  }
}

// ---------------------------------------------------------------------------------------------
// Blocks and reports

async function announceState(context: Pick<ServiceContext, 'db' | 'realtime'>, id: number) {
  const people = await context.db.query<{ user_id: number }>('SELECT user_id::int AS user_id FROM chat_participants WHERE conversation_id = $1', [id])
  for (const person of people) context.realtime.notifyUser(person.user_id, CHAT_EVENTS.state, { conversation_id: id })
}

export async function setBlocked(context: ChatContext, userId: number, id: number, blocked: boolean): Promise<ChatConversation> {
  const me = await membership(context.db, userId, id)
  if (blocked) {
    await context.db.query('INSERT INTO chat_blocks (blocker_user_id, blocked_user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, me.other_id])
  } else {
    await context.db.query('DELETE FROM chat_blocks WHERE blocker_user_id = $1 AND blocked_user_id = $2', [userId, me.other_id])
  }
  await announceState(context, id)
  return getConversation(context, userId, id)
}

export async function reportConversation(db: Queryable, userId: number, id: number, input: { reason: ChatReportReason; note?: string }): Promise<{ id: number }> {
  const me = await membership(db, userId, id)
  const note = (input.note ?? '').normalize('NFC').trim()
  if (note.length > CHAT.reportNoteMax) throw badRequest(CHAT_MSG.reportNote)
  try {
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO chat_reports (conversation_id, reporter_user_id, reported_user_id, reason, note) VALUES ($1, $2, $3, $4, $5) RETURNING id::int AS id`,
      [id, userId, me.other_id, input.reason, note],
    )
    return row
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(CHAT_MSG.reportDuplicate, 'chat_report_duplicate')
    throw error
  }
}
