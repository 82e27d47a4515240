// Verifying an organisation (issue 21; docs/decisions/0021-verification-and-staff.md). The owner
// sends the business information for audit (org-audit-infor) and follows it (org-audit/detail);
// staff approve it (the "Đối tác" badge), send it back with a reason, or refuse it as not genuine.
// org-unlink gives the tax code up so another account can claim the business; org-restore takes it
// back within 30 days, unless a request was sent since (staff decide that one), and without the
// badge when the type or name changed meanwhile (docs/decisions/0031-staff-decisions-stand.md).
import type { AuditDetail } from '../../../src/domain/contract/organizations'
import { BUSINESS_INFO_PATH, BUSINESS_STATUS, BUSINESS_STATUS_LABELS, ORGANIZATION_RESTORE_DAYS, ORGANIZATION_TYPE, VERIFY_STATUS, VERIFY_STATUS_LABELS } from '../../../src/domain/organizations/statuses'
import { STAFF_MSG, type StaffDecision, type AuditDocument, type WaitingAudit } from '../../../src/domain/staff'
import type { ServiceContext } from '../../context'
import type { Database, Queryable } from '../../db/client'
import { recordActivity } from '../../lib/activity'
import { conflict, isUniqueViolation } from '../../lib/errors'
import type { QueuePage } from '../../lib/staff-decisions'
import { writeStaffAudit, type StaffActor } from '../../lib/staff-audit'
import { createInboxMessage } from '../mail/mail.service'
import { documentFilePath } from './documents'

export const VERIFICATION_MSG = {
  documentMissing: 'giấy chứng nhận đăng ký (tải lên ở mục Giấy phép kinh doanh)',
  incomplete: (missing: string[]) => `Hãy điền đủ thông tin doanh nghiệp trước khi gửi xác thực: ${missing.join(', ')}.`,
  submitted: 'Đã gửi hồ sơ xác thực. Nhân viên kiểm duyệt sẽ xem trong 1 ngày làm việc; kết quả được gửi vào hộp thư của bạn.',
  alreadyWaiting: 'Hồ sơ xác thực đang chờ duyệt, không cần gửi lại.',
  alreadyApproved: 'Doanh nghiệp đã được xác thực.',
  refused: 'Doanh nghiệp này đã bị từ chối xác thực vì không phải doanh nghiệp thật. Nếu có nhầm lẫn, hãy liên hệ bộ phận hỗ trợ.',
  unlinked: 'Doanh nghiệp đã gỡ mã số thuế. Hãy khôi phục hoặc nhập lại mã số thuế trước khi gửi xác thực.',
  unlinkedDone: `Đã gỡ mã số thuế khỏi doanh nghiệp; huy hiệu "Đối tác" không còn hiển thị. Bạn có thể khôi phục trong ${ORGANIZATION_RESTORE_DAYS} ngày.`,
  notLinked: 'Doanh nghiệp chưa có mã số thuế để gỡ.',
  unlinkWhileWaiting: 'Hồ sơ xác thực đang chờ duyệt; hãy đợi kết quả trước khi gỡ mã số thuế.',
  nothingToRestore: 'Không có mã số thuế nào để khôi phục.',
  restoreExpired: `Đã quá ${ORGANIZATION_RESTORE_DAYS} ngày kể từ khi gỡ nên không khôi phục được. Hãy nhập lại mã số thuế và gửi xác thực.`,
  restoreTaken: 'Mã số thuế đã được một doanh nghiệp khác đăng ký sau khi bạn gỡ. Nếu đây là doanh nghiệp của bạn, hãy liên hệ bộ phận hỗ trợ.',
  restoreHasTaxCode: 'Doanh nghiệp đã có mã số thuế khác; không thể khôi phục mã số cũ.',
  restored: 'Đã khôi phục mã số thuế của doanh nghiệp.',
  approvedTitle: (name: string) => `Doanh nghiệp "${name}" đã được xác thực`,
  approvedContent: 'Tin tuyển dụng của doanh nghiệp hiển thị huy hiệu "Đối tác" để ứng viên yên tâm ứng tuyển.',
  rejectedTitle: (name: string) => `Hồ sơ xác thực "${name}" cần bổ sung`,
  refusedTitle: (name: string) => `Doanh nghiệp "${name}" không được xác thực`,
  reasonContent: (reason: string, again: boolean) => `Lý do: ${reason}${again ? ' Hãy sửa thông tin và gửi xác thực lại.' : ''}`,
} as const

interface OrganizationState {
  id: number
  name: string
  organization_type: number
  tax_code: string | null
  city_id: number | null
  street: string | null
  size_id: number | null
  industry_id: number | null
  verify_status: number
  is_partner: boolean
  unlinked_at: Date | null
  unlinked_tax_code: string | null
  unlinked_verify_status: number | null
  unlinked_is_partner: boolean | null
}

const lockOrganization = async (tx: Queryable, organizationId: number) =>
  (
    await tx.query<OrganizationState>(
      `SELECT id::int AS id, name, organization_type, tax_code, city_id, street, size_id, industry_id, verify_status, is_partner,
              unlinked_at, unlinked_tax_code, unlinked_verify_status, unlinked_is_partner
         FROM organizations WHERE id = $1 FOR UPDATE`,
      [organizationId],
    )
  )[0]

/** At least this many licence documents go with a request (the documents are what staff check). */
const DOCUMENTS_NEEDED = 1

const lastAudit = async (db: Queryable, organizationId: number) =>
  (
    await db.query<{ id: number; business_status: number; submitted_at: Date; reviewed_at: Date | null; reason: string | null }>(
      `SELECT id::int AS id, business_status, submitted_at, reviewed_at, reason FROM organization_audits
        WHERE organization_id = $1 ORDER BY submitted_at DESC, id DESC LIMIT 1`,
      [organizationId],
    )
  )[0]

/** What an audit cannot go without (the staff member checks the documents against these). */
function missingForAudit(org: OrganizationState): string[] {
  const missing: Array<[string, unknown]> = [
    ['Mã số thuế', org.tax_code],
    ['Tỉnh/thành phố', org.city_id],
    ['Địa chỉ', org.street],
    ['Quy mô', org.size_id],
    ['Lĩnh vực hoạt động', org.industry_id],
  ]
  return missing.filter(([, value]) => value === null || value === '').map(([label]) => label)
}

/** POST /job/v1/recruiters/{organization_id}/org-audit-infor (the owner). */
export async function submitAudit(db: Database, organizationId: number, userId: number): Promise<{ message: string }> {
  const submit = db.transaction(async (tx) => {
    const org = await lockOrganization(tx, organizationId)
    if (org.verify_status === VERIFY_STATUS.waitingApproved) throw conflict(VERIFICATION_MSG.alreadyWaiting, 'audit_waiting')
    if (org.verify_status === VERIFY_STATUS.approved || org.verify_status === VERIFY_STATUS.verified) {
      throw conflict(VERIFICATION_MSG.alreadyApproved, 'already_verified')
    }
    const last = await lastAudit(tx, organizationId)
    if (last?.business_status === BUSINESS_STATUS.orgRejected) throw conflict(VERIFICATION_MSG.refused, 'organization_refused')
    if (org.unlinked_at && !org.tax_code) throw conflict(VERIFICATION_MSG.unlinked, 'organization_unlinked')
    const [{ n: documents }] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM organization_documents WHERE organization_id = $1', [organizationId])
    const missing = [...missingForAudit(org), ...(documents < DOCUMENTS_NEEDED ? [VERIFICATION_MSG.documentMissing] : [])]
    if (missing.length) throw conflict(VERIFICATION_MSG.incomplete(missing), 'business_info_incomplete')
    const [info] = await tx.query<{ snapshot: Record<string, unknown> }>(
      `SELECT jsonb_build_object('organization_type', organization_type, 'name', name, 'tax_code', tax_code, 'address', address,
              'size', size, 'industry_id', industry_id, 'website', website, 'description', description,
              'document_ids', (SELECT jsonb_agg(d.id ORDER BY d.id) FROM organization_documents d WHERE d.organization_id = o.id)) AS snapshot
         FROM organizations o WHERE id = $1`,
      [organizationId],
    )
    await tx.query(`INSERT INTO organization_audits (organization_id, submitted_by, snapshot) VALUES ($1, $2, $3)`, [organizationId, userId, info.snapshot])
    // a request ends any restore of a given-up tax code: staff's decision on it is what stands (decision 0031)
    await tx.query(
      `UPDATE organizations SET verify_status = $2, unlinked_at = NULL, unlinked_tax_code = NULL, unlinked_verify_status = NULL, unlinked_is_partner = NULL
        WHERE id = $1`,
      [organizationId, VERIFY_STATUS.waitingApproved],
    )
    await recordActivity(tx, { organizationId, userId, action: 'organization.verification_submitted' })
  })
  await submit.catch((error: unknown) => {
    throw isUniqueViolation(error) ? conflict(VERIFICATION_MSG.alreadyWaiting, 'audit_waiting') : error
  })
  return { message: VERIFICATION_MSG.submitted }
}


/** GET /job/v1/recruiters/{organization_id}/org-audit/detail (a member): the state and the reviewer's reason. */
export async function auditDetail(db: Queryable, organizationId: number): Promise<AuditDetail> {
  const [[org], last] = await Promise.all([
    db.query<OrganizationState>(
      `SELECT verify_status, is_partner, tax_code, unlinked_at, unlinked_tax_code FROM organizations WHERE id = $1`,
      [organizationId],
    ),
    lastAudit(db, organizationId),
  ])
  const restorableUntil = org.unlinked_at ? new Date(new Date(org.unlinked_at).getTime() + ORGANIZATION_RESTORE_DAYS * 86_400_000) : null
  const open = org.verify_status === VERIFY_STATUS.waitingVerify || org.verify_status === VERIFY_STATUS.error
  return {
    organization_id: organizationId,
    verify_status: org.verify_status,
    verify_status_name: VERIFY_STATUS_LABELS[org.verify_status] ?? '',
    is_partner: org.is_partner,
    can_submit: open && last?.business_status !== BUSINESS_STATUS.orgRejected && Boolean(org.tax_code),
    audit: last
      ? {
          id: last.id,
          business_status: last.business_status,
          business_status_name: BUSINESS_STATUS_LABELS[last.business_status] ?? '',
          submitted_at: new Date(last.submitted_at).toISOString(),
          reviewed_at: last.reviewed_at ? new Date(last.reviewed_at).toISOString() : null,
          reason: last.reason,
        }
      : null,
    unlinked:
      org.unlinked_at && org.unlinked_tax_code && restorableUntil
        ? { at: new Date(org.unlinked_at).toISOString(), tax_code: org.unlinked_tax_code, restorable_until: restorableUntil.toISOString() }
        : null,
  }
}

/** PUT .../org-unlink (the owner): gives the tax code up; the badge goes, the state is kept for org-restore. */
export async function unlinkOrganization(db: Database, organizationId: number, userId: number): Promise<{ message: string }> {
  await db.transaction(async (tx) => {
    const org = await lockOrganization(tx, organizationId)
    if (!org.tax_code) throw conflict(VERIFICATION_MSG.notLinked, 'not_linked')
    if (org.verify_status === VERIFY_STATUS.waitingApproved) throw conflict(VERIFICATION_MSG.unlinkWhileWaiting, 'audit_waiting')
    await tx.query(
      `UPDATE organizations SET unlinked_at = now(), unlinked_tax_code = tax_code, unlinked_verify_status = verify_status,
              unlinked_is_partner = is_partner, tax_code = NULL, verify_status = $2, is_partner = false
        WHERE id = $1`,
      [organizationId, VERIFY_STATUS.waitingVerify],
    )
    await recordActivity(tx, { organizationId, userId, action: 'organization.unlinked' })
  })
  return { message: VERIFICATION_MSG.unlinkedDone }
}

/** PUT .../org-restore (the owner): within 30 days, the tax code and the verification it had, unless taken meanwhile. */
export async function restoreOrganization(db: Database, organizationId: number, userId: number): Promise<{ message: string }> {
  const restore = db.transaction(async (tx) => {
    const org = await lockOrganization(tx, organizationId)
    if (!org.unlinked_at || !org.unlinked_tax_code) throw conflict(VERIFICATION_MSG.nothingToRestore, 'nothing_to_restore')
    if (Date.now() - new Date(org.unlinked_at).getTime() > ORGANIZATION_RESTORE_DAYS * 86_400_000) {
      throw conflict(VERIFICATION_MSG.restoreExpired, 'restore_expired')
    }
    if (org.tax_code && org.tax_code !== org.unlinked_tax_code) throw conflict(VERIFICATION_MSG.restoreHasTaxCode, 'has_tax_code')
    const [taken] = await tx.query('SELECT 1 FROM organizations WHERE tax_code = $1 AND id <> $2', [org.unlinked_tax_code, organizationId])
    if (taken) throw conflict(VERIFICATION_MSG.restoreTaken, 'tax_code_taken')
    await tx.query(
      `UPDATE organizations SET tax_code = unlinked_tax_code, verify_status = coalesce(unlinked_verify_status, verify_status),
              is_partner = coalesce(unlinked_is_partner, false),
              unlinked_at = NULL, unlinked_tax_code = NULL, unlinked_verify_status = NULL, unlinked_is_partner = NULL
        WHERE id = $1`,
      [organizationId],
    )
    await recordActivity(tx, { organizationId, userId, action: 'organization.restored' })
  })
  await restore.catch((error: unknown) => {
    throw isUniqueViolation(error) ? conflict(VERIFICATION_MSG.restoreTaken, 'tax_code_taken') : error
  })
  return { message: VERIFICATION_MSG.restored }
}



/** The staff queue: requests waiting, oldest first, with what was submitted and the last reason given. */
export async function waitingAudits(db: Queryable, { offset, limit, direction }: QueuePage): Promise<{ items: WaitingAudit[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db.query<Omit<WaitingAudit, 'documents'> & { submitted_at: Date; documents: Omit<AuditDocument, 'file_url'>[] | null }>(
      `SELECT a.id::int AS id, o.id::int AS organization_id, o.name AS organization, o.organization_type, a.snapshot,
              (SELECT jsonb_agg(jsonb_build_object('id', d.id, 'file_name', d.file_name, 'file_type', d.file_type, 'bytes', d.bytes) ORDER BY d.created_at)
                 FROM organization_documents d WHERE d.organization_id = o.id) AS documents,
              coalesce(u.full_name, u.phone) AS submitted_by, a.submitted_at,
              (SELECT p.reason FROM organization_audits p WHERE p.organization_id = o.id AND p.id <> a.id AND p.reason IS NOT NULL
                ORDER BY p.submitted_at DESC LIMIT 1) AS previous_reason
         FROM organization_audits a JOIN organizations o ON o.id = a.organization_id LEFT JOIN users u ON u.id = a.submitted_by
        WHERE a.business_status = $1 ORDER BY a.submitted_at ${direction}, a.id ${direction} OFFSET $2 LIMIT $3`,
      [BUSINESS_STATUS.waiting, offset, limit],
    ),
    db.query<{ n: number }>('SELECT count(*)::int AS n FROM organization_audits WHERE business_status = $1', [BUSINESS_STATUS.waiting]),
  ])
  return {
    items: rows.map((r) => ({
      ...r,
      submitted_at: new Date(r.submitted_at).toISOString(),
      documents: (r.documents ?? []).map((d) => ({ ...d, id: Number(d.id), file_url: documentFilePath('staff', r.organization_id, Number(d.id)) })),
    })),
    total: count.n,
  }
}

/**
 * Staff decide waiting requests (bulk): approve (the badge; business status 4 for a company, 3 for
 * a household business), reject (may resubmit) or refuse (not genuine). Each decision is audited
 * and every owner of the organisation reads it in the inbox. Requests no longer waiting are skipped.
 */
export async function decideAudits(
  context: ServiceContext,
  staff: StaffActor,
  auditIds: readonly number[],
  decision: Extract<StaffDecision, 'approve' | 'reject' | 'refuse'>,
  reason: string | null,
): Promise<{ decided: number; message: string }> {
  const decided = await context.db.transaction(async (tx) => {
    const rows = await tx.query<{ id: number; organization_id: number; name: string; organization_type: number }>(
      `SELECT a.id::int AS id, o.id::int AS organization_id, o.name, o.organization_type
         FROM organization_audits a JOIN organizations o ON o.id = a.organization_id
        WHERE a.id = ANY($1::bigint[]) AND a.business_status = $2 ORDER BY a.id FOR UPDATE OF a, o`,
      [auditIds, BUSINESS_STATUS.waiting],
    )
    for (const row of rows) {
      const approved = decision === 'approve'
      const status = approved
        ? row.organization_type === ORGANIZATION_TYPE.company
          ? BUSINESS_STATUS.isBusiness
          : BUSINESS_STATUS.approved
        : decision === 'refuse'
          ? BUSINESS_STATUS.orgRejected
          : BUSINESS_STATUS.reject
      await tx.query(`UPDATE organization_audits SET business_status = $2, reviewed_by = $3, reviewed_at = now(), reason = $4 WHERE id = $1`, [
        row.id,
        status,
        staff.id,
        reason,
      ])
      // approved with its e-mail on its own domain verified already: "Đã xác thực" (decision 0022)
      await tx.query(
        `UPDATE organizations SET verify_status = CASE WHEN $3::boolean AND email_verified_at IS NOT NULL THEN $4::int ELSE $2::int END, is_partner = $3
          WHERE id = $1`,
        [row.organization_id, approved ? VERIFY_STATUS.approved : VERIFY_STATUS.error, approved, VERIFY_STATUS.verified],
      )
      const owners = await tx.query<{ user_id: number }>(`SELECT user_id::int AS user_id FROM organization_members WHERE organization_id = $1 AND role = 'owner'`, [
        row.organization_id,
      ])
      for (const owner of owners) {
        await createInboxMessage(
          { db: tx, realtime: context.realtime },
          {
            userId: owner.user_id,
            part: 'common',
            title: approved
              ? VERIFICATION_MSG.approvedTitle(row.name)
              : decision === 'refuse'
                ? VERIFICATION_MSG.refusedTitle(row.name)
                : VERIFICATION_MSG.rejectedTitle(row.name),
            content: approved ? VERIFICATION_MSG.approvedContent : VERIFICATION_MSG.reasonContent(reason ?? '', decision === 'reject'),
            url: BUSINESS_INFO_PATH,
          },
        )
      }
    }
    await writeStaffAudit(
      tx,
      staff,
      rows.map((row) => ({
        action: `organization.${decision}`,
        subject: 'organization',
        subjectId: row.organization_id,
        reason,
        details: { audit_id: row.id, organization: row.name },
      })),
    )
    return rows.length
  })
  const skipped = auditIds.length - decided
  return { decided, message: [STAFF_MSG.done(decided), skipped ? STAFF_MSG.skipped(skipped) : ''].filter(Boolean).join(' ') }
}
