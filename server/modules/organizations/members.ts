// The people who act for an organisation (issue 21; docs/decisions/0018-business-info.md): the owner
// invites a phone number or an e-mail address with a role, changes roles and removes members; the
// invitee, signed in with that number or that verified address, accepts or declines. An
// organisation always keeps an owner. The access layer's membership then lets members act for it.
import { AGENT_USER_TYPE, BUSINESS_INFO_PATH, ORGANIZATION_INVITE_DAYS } from '../../../src/domain/organizations/statuses'
import { INVITE_MSG, parseInviteContact } from '../../../src/domain/organizations/invite'
import type { Invitation } from '../../../src/domain/contract/organizations'
import type { Database, Queryable } from '../../db/client'
import { recordActivity } from '../../lib/activity'
import { AppError, badRequest, conflict, isUniqueViolation } from '../../lib/errors'
import { transactionThenNotify } from '../../realtime/after-commit'
import type { Realtime } from '../../realtime/socket'
import { handOverConversations } from '../chat/hand-over'
import type { AuthUser } from '../identity/tokens'
import { createInboxMessage } from '../mail/mail.service'
import { ORG_ROLE_LABEL, type OrgRole } from '../access/memberships'

export const MEMBER_MSG = {
  ...INVITE_MSG,
  invited: 'Đã gửi lời mời. Người được mời sẽ thấy lời mời khi đăng nhập bằng số điện thoại hoặc email này.',
  alreadyMember: 'Người này đã là thành viên của doanh nghiệp.',
  alreadyInvited: 'Đã có lời mời đang chờ người này trả lời.',
  invitationNotFound: 'Không tìm thấy lời mời, hoặc lời mời đã được trả lời hay đã hết hạn.',
  revoked: 'Đã hủy lời mời.',
  accepted: (name: string) => `Bạn đã tham gia doanh nghiệp ${name}.`,
  declined: 'Đã từ chối lời mời.',
  memberNotFound: 'Người này không phải thành viên của doanh nghiệp.',
  lastOwner: 'Doanh nghiệp cần ít nhất một chủ tài khoản: hãy giao quyền chủ tài khoản cho người khác trước.',
  roleSet: 'Đã đổi vai trò của thành viên.',
  removed: 'Đã xóa thành viên khỏi doanh nghiệp.',
  notAgent: 'Số điện thoại hoặc email này chưa là tài khoản đại lý. Đại lý cần đăng ký bằng mã do Việc Làm Tốt cấp (trang Đại lý tuyển dụng) trước khi được cấp quyền.',
  inviteTitle: (organization: string) => `${organization} mời bạn cùng tuyển dụng`,
  inviteContent: (role: string) => `Vai trò: ${role}. Vào Thông tin doanh nghiệp để đồng ý hoặc từ chối trong ${ORGANIZATION_INVITE_DAYS} ngày.`,
  answeredTitle: (name: string, accepted: boolean) => (accepted ? `${name} đã tham gia doanh nghiệp` : `${name} đã từ chối lời mời tham gia doanh nghiệp`),
} as const

interface InvitationRow {
  id: number
  organization_id: number
  organization: string
  phone: string | null
  email: string | null
  role: OrgRole
  invited_by: string | null
  created_at: Date
  expires_at: Date
}

const INVITATION_COLUMNS = `i.id, i.organization_id, o.name AS organization, i.phone, i.email, i.role, u.full_name AS invited_by, i.created_at, i.expires_at
  FROM organization_invitations i JOIN organizations o ON o.id = i.organization_id LEFT JOIN users u ON u.id = i.invited_by`
const PENDING = `i.status = 'pending' AND i.expires_at > now()`

const toInvitation = (row: InvitationRow): Invitation => ({
  ...row,
  id: Number(row.id),
  organization_id: Number(row.organization_id),
  role_name: ORG_ROLE_LABEL[row.role],
  created_at: new Date(row.created_at).toISOString(),
  expires_at: new Date(row.expires_at).toISOString(),
})

/** The invitee as typed: a Vietnamese phone number (normalised) or an e-mail address (lower case). */
function inviteeOf(body: { contact?: string }): { phone: string | null; email: string | null } {
  const parsed = parseInviteContact(body.contact)
  if ('error' in parsed) throw badRequest(parsed.error, 'validation_error')
  return parsed
}

/** GET /job/v1/organizations/{id}/invitations: the pending ones (members see them). */
export async function organizationInvitations(db: Queryable, organizationId: number): Promise<Invitation[]> {
  const rows = await db.query<InvitationRow>(`SELECT ${INVITATION_COLUMNS} WHERE i.organization_id = $1 AND ${PENDING} ORDER BY i.created_at DESC, i.id DESC`, [
    organizationId,
  ])
  return rows.map(toInvitation)
}

/** POST /job/v1/organizations/{id}/invitations (the owner): one pending invitation per invitee; an account with that number or address is told in its inbox. */
export async function inviteMember(
  context: { db: Database; realtime: Realtime },
  organizationId: number,
  inviter: AuthUser,
  body: { contact?: string; role?: OrgRole },
): Promise<Invitation> {
  const { db } = context
  const invitee = inviteeOf(body)
  const role: OrgRole = body.role ?? 'recruiter'
  const [account] = await db.query<{ id: number; user_type: number }>(
    `SELECT id, user_type FROM users WHERE ($1::text IS NOT NULL AND phone = $1) OR ($2::text IS NOT NULL AND lower(email) = $2 AND email_verified_at IS NOT NULL) LIMIT 1`,
    [invitee.phone, invitee.email],
  )
  // an agent is an outside account staff vetted: only an account already registered as one gets the role
  if (role === 'agent' && account?.user_type !== AGENT_USER_TYPE) throw badRequest(MEMBER_MSG.notAgent, 'not_agent')
  if (account) {
    const [member] = await db.query('SELECT 1 FROM organization_members WHERE organization_id = $1 AND user_id = $2', [organizationId, account.id])
    if (member) throw conflict(MEMBER_MSG.alreadyMember, 'already_member')
  }
  // an expired invitation no longer holds the place of a new one
  await db.query(`UPDATE organization_invitations SET status = 'revoked' WHERE organization_id = $1 AND status = 'pending' AND expires_at <= now()`, [organizationId])
  let id: number
  try {
    id = await db.transaction(async (tx) => {
      const [{ id }] = await tx.query<{ id: number }>(
        `INSERT INTO organization_invitations (organization_id, invited_by, phone, email, role, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6)) RETURNING id`,
        [organizationId, inviter.id, invitee.phone, invitee.email, role, ORGANIZATION_INVITE_DAYS],
      )
      const details = { invitee: invitee.phone ?? invitee.email ?? '', role }
      await recordActivity(tx, { organizationId, userId: inviter.id, action: 'member.invited', subjectId: Number(id), details })
      return Number(id)
    })
  } catch (error) {
    throw isUniqueViolation(error) ? conflict(MEMBER_MSG.alreadyInvited, 'already_invited') : error
  }
  const [row] = await db.query<InvitationRow>(`SELECT ${INVITATION_COLUMNS} WHERE i.id = $1`, [id])
  const invitation = toInvitation(row)
  if (account) {
    await createInboxMessage(context, {
      userId: Number(account.id),
      part: 'common',
      title: MEMBER_MSG.inviteTitle(invitation.organization),
      content: MEMBER_MSG.inviteContent(invitation.role_name),
      url: BUSINESS_INFO_PATH,
    })
  }
  return invitation
}

/** DELETE /job/v1/organizations/{id}/invitations/{invitation_id} (the owner). */
export async function revokeInvitation(db: Database, organizationId: number, invitationId: number, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.query<{ invitee: string }>(
      `UPDATE organization_invitations i SET status = 'revoked' WHERE i.id = $1 AND i.organization_id = $2 AND ${PENDING} RETURNING coalesce(i.phone, i.email) AS invitee`,
      [invitationId, organizationId],
    )
    if (!rows.length) throw new AppError(404, 'invitation_not_found', MEMBER_MSG.invitationNotFound)
    await recordActivity(tx, { organizationId, userId: actorId, action: 'member.invitation_revoked', subjectId: invitationId, details: { invitee: rows[0].invitee } })
  })
}

/** Pending invitations addressed to this account: its phone, or its verified e-mail address. */
const MINE = `${PENDING} AND (i.phone = (SELECT phone FROM users WHERE id = $1)
  OR lower(i.email) = (SELECT lower(email) FROM users WHERE id = $1 AND email_verified_at IS NOT NULL))`

/** GET /job/v1/organizations/invitations/self */
export async function myInvitations(db: Queryable, userId: number): Promise<Invitation[]> {
  const rows = await db.query<InvitationRow>(`SELECT ${INVITATION_COLUMNS} WHERE ${MINE} ORDER BY i.created_at DESC, i.id DESC`, [userId])
  return rows.map(toInvitation)
}

/** PUT /job/v1/organizations/invitations/{invitation_id}: the invitee accepts (becomes a member) or declines; the inviter is told. */
export async function answerInvitation(
  context: { db: Database; realtime: Realtime },
  user: AuthUser,
  invitationId: number,
  accept: boolean,
): Promise<{ message: string; organization_id: number }> {
  const answered = await context.db.transaction(async (tx) => {
    const [row] = await tx.query<InvitationRow & { invited_by_id: number | null }>(
      `SELECT ${INVITATION_COLUMNS.replace('i.created_at,', 'i.created_at, i.invited_by AS invited_by_id,')} WHERE i.id = $2 AND ${MINE} FOR UPDATE OF i`,
      [user.id, invitationId],
    )
    if (!row) throw new AppError(404, 'invitation_not_found', MEMBER_MSG.invitationNotFound)
    if (accept && row.role === 'agent' && user.user_type !== AGENT_USER_TYPE) throw badRequest(MEMBER_MSG.notAgent, 'not_agent')
    await tx.query(`UPDATE organization_invitations SET status = $2, answered_by = $3, answered_at = now() WHERE id = $1`, [
      invitationId,
      accept ? 'accepted' : 'declined',
      user.id,
    ])
    if (accept) {
      await tx.query(`INSERT INTO organization_members (organization_id, user_id, role) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
        row.organization_id,
        user.id,
        row.role,
      ])
    }
    const organizationId = Number(row.organization_id)
    await recordActivity(tx, { organizationId, userId: user.id, action: accept ? 'member.joined' : 'member.declined', subjectId: invitationId, details: { role: row.role } })
    return row
  })
  if (answered.invited_by_id) {
    await createInboxMessage(context, {
      userId: Number(answered.invited_by_id),
      part: 'common',
      title: MEMBER_MSG.answeredTitle(user.full_name ?? user.phone, accept),
      url: BUSINESS_INFO_PATH,
    })
  }
  return { message: accept ? MEMBER_MSG.accepted(answered.organization) : MEMBER_MSG.declined, organization_id: Number(answered.organization_id) }
}

/** The owners left if `userId` were no longer one (an organisation keeps at least one). */
async function otherOwners(db: Queryable, organizationId: number, userId: number): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM organization_members WHERE organization_id = $1 AND role = 'owner' AND user_id <> $2`,
    [organizationId, userId],
  )
  return n
}

/** PUT /job/v1/organizations/{id}/members/{user_id} (the owner): the member's role. */
export async function setMemberRole(db: Database, organizationId: number, userId: number, role: OrgRole, actorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    // owners change one at a time, so two cannot demote each other at once
    await tx.query('SELECT id FROM organizations WHERE id = $1 FOR UPDATE', [organizationId])
    const [member] = await tx.query<{ role: OrgRole; user_type: number }>(
      'SELECT m.role, u.user_type FROM organization_members m JOIN users u ON u.id = m.user_id WHERE m.organization_id = $1 AND m.user_id = $2',
      [organizationId, userId],
    )
    if (!member) throw new AppError(404, 'member_not_found', MEMBER_MSG.memberNotFound)
    if (role === 'agent' && member.user_type !== AGENT_USER_TYPE) throw badRequest(MEMBER_MSG.notAgent, 'not_agent')
    if (member.role === 'owner' && role !== 'owner' && (await otherOwners(tx, organizationId, userId)) === 0) throw badRequest(MEMBER_MSG.lastOwner, 'last_owner')
    await tx.query('UPDATE organization_members SET role = $3 WHERE organization_id = $1 AND user_id = $2', [organizationId, userId, role])
    if (member.role !== role) {
      await recordActivity(tx, { organizationId, userId: actorId, action: 'member.role_changed', subjectId: userId, details: { role, from_role: member.role } })
    }
  })
}

/**
 * DELETE /job/v1/organizations/{id}/members/{user_id} (the owner). The organisation's conversations
 * the member held go to the members who remain, and the member's live connections end (they
 * reconnect with what they may still see).
 */
export async function removeMember(context: { db: Database; realtime: Realtime }, organizationId: number, userId: number, actorId: number): Promise<void> {
  await transactionThenNotify(context, async (scope) => {
    const tx = scope.db
    await tx.query('SELECT id FROM organizations WHERE id = $1 FOR UPDATE', [organizationId])
    const [member] = await tx.query<{ role: OrgRole }>('SELECT role FROM organization_members WHERE organization_id = $1 AND user_id = $2', [organizationId, userId])
    if (!member) throw new AppError(404, 'member_not_found', MEMBER_MSG.memberNotFound)
    if (member.role === 'owner' && (await otherOwners(tx, organizationId, userId)) === 0) throw badRequest(MEMBER_MSG.lastOwner, 'last_owner')
    await tx.query('DELETE FROM organization_members WHERE organization_id = $1 AND user_id = $2', [organizationId, userId])
    await handOverConversations(scope, organizationId, userId)
    await recordActivity(tx, { organizationId, userId: actorId, action: 'member.removed', subjectId: userId, details: { role: member.role } })
  })
  await context.realtime.endSessions(userId)
}
