// An organisation's business information (issue 21; docs/decisions/0018-business-info.md): members
// read it, the owner changes it. The form's field configs (src/domain/organizations/fields.ts)
// validate the body, so the API says what the form says; the name, street and introduction pass the
// text rules (docs/decisions/0030-text-normalisation.md). Changing what identifies a verified
// organisation (its type, name or tax code) takes its verification and "Đối tác" badge away until
// staff verify it again.
import { organizationInitials } from '../../../src/domain/organizations/initials'
import type { BusinessInfo, BusinessInfoValues } from '../../../src/domain/contract/organizations'
import { businessInfoFields, ORGANIZATION_SIZES } from '../../../src/domain/organizations/fields'
import { VERIFY_STATUS, isStaffApproved } from '../../../src/domain/organizations/statuses'
import { validateFields, normalizeMultiline } from '../../../src/domain/forms/validate'
import { normalizeText } from '../../../src/domain/text'
import { insertOwnOrganization } from './own-organization'
import type { Database, Queryable } from '../../db/client'
import { recordActivity } from '../../lib/activity'
import { refuseDisallowedText } from '../../lib/moderation-settings'
import { AppError, badRequest, conflict, isUniqueViolation } from '../../lib/errors'
import type { OrgRole } from '../access/memberships'

export const BUSINESS_INFO_SERVER_MSG = {
  saved: 'Đã lưu thông tin doanh nghiệp.',
  created: 'Đã tạo doanh nghiệp và lưu thông tin. Bạn có thể gửi giấy tờ xác thực và đăng tin dưới tên doanh nghiệp này.',
  alreadyMember: 'Tài khoản của bạn đã thuộc một doanh nghiệp. Tải lại trang để xem và sửa thông tin doanh nghiệp đó.',
  reverify: 'Đã lưu. Loại hình, tên hoặc mã số thuế đã đổi nên doanh nghiệp cần được xác thực lại; huy hiệu "Đối tác" tạm ẩn đến khi xác thực xong.',
  taxCodeTaken: 'Mã số thuế này đã được một doanh nghiệp khác đăng ký. Nếu đây là doanh nghiệp của bạn, hãy liên hệ bộ phận hỗ trợ.',
  unknownPlace: 'Quận/huyện không thuộc tỉnh/thành phố đã chọn.',
  unknownOption: (label: string) => `${label} không có trong danh sách, vui lòng chọn lại`,
  identityLockedWhileWaiting:
    'Hồ sơ xác thực đang chờ duyệt nên chưa đổi được loại hình, tên hay mã số thuế. Hãy đợi kết quả duyệt rồi sửa và gửi lại.',
} as const

const FIELDS = businessInfoFields()

interface Row {
  id: number
  organization_type: number
  name: string
  tax_code: string | null
  city_id: number | null
  district_id: number | null
  street: string | null
  size_id: number | null
  industry_id: number | null
  website: string | null
  description: string
  verify_status: number
  is_partner: boolean
  logo_url: string | null
  business_info_updated_at: Date | null
  updated_by: string | null
}

/** GET /job/v1/organizations/{id}/business-info (a member; the access layer checked it). */
export async function businessInfo(db: Queryable, organizationId: number, role: OrgRole): Promise<BusinessInfo> {
  const [row] = await db.query<Row>(
    `SELECT o.id, o.organization_type, o.name, o.tax_code, o.city_id, o.district_id, o.street, o.size_id, o.industry_id, o.website,
            o.description, o.verify_status, o.is_partner, o.logo_url, o.business_info_updated_at, u.full_name AS updated_by
       FROM organizations o LEFT JOIN users u ON u.id = o.business_info_updated_by WHERE o.id = $1`,
    [organizationId],
  )
  if (!row) throw new AppError(404, 'organization_not_found', 'Doanh nghiệp không tồn tại.')
  return {
    organization_id: Number(row.id),
    values: {
      organization_type: row.organization_type,
      name: row.name,
      tax_code: row.tax_code ?? '',
      city_id: row.city_id,
      district_id: row.district_id,
      street: row.street ?? '',
      size_id: row.size_id,
      industry_id: row.industry_id,
      website: row.website,
      description: row.description,
    },
    verify_status: row.verify_status,
    is_partner: row.is_partner,
    logo_url: row.logo_url,
    initials: organizationInitials(row.name),
    can_edit: role === 'owner',
    updated_at: row.business_info_updated_at ? new Date(row.business_info_updated_at).toISOString() : null,
    updated_by: row.updated_by,
  }
}

const text = (value: unknown) => (typeof value === 'string' ? normalizeText(value) : value)

/** The body tidied (spaces, NFC) and checked against the form's configs: a 400 with the first message. */
function validValues(body: Record<string, unknown>): BusinessInfoValues {
  const values: Record<string, unknown> = {
    ...body,
    name: text(body.name),
    tax_code: typeof body.tax_code === 'string' ? body.tax_code.trim() : body.tax_code,
    street: text(body.street),
    website: typeof body.website === 'string' ? body.website.trim() || null : (body.website ?? null),
    description: typeof body.description === 'string' ? normalizeMultiline(body.description) : (body.description ?? ''),
  }
  const [first] = validateFields(FIELDS, values, { mode: 'update' })
  if (first) throw badRequest(first.message, 'validation_error')
  return {
    organization_type: values.organization_type as number,
    name: values.name as string,
    tax_code: values.tax_code as string,
    city_id: values.city_id as number,
    district_id: (values.district_id as number | undefined) || null,
    street: values.street as string,
    size_id: values.size_id as number,
    industry_id: values.industry_id as number,
    website: (values.website as string | null) ?? null,
    description: (values.description as string) ?? '',
  }
}

/** The body checked and what the save writes beside it: the composed address and the size's label. */
interface PreparedInfo {
  values: BusinessInfoValues
  address: string
  size: string
}

/** Everything that can refuse a body before anything is written: the rules, the text, the lists. */
async function prepareBusinessInfo(db: Queryable, body: Record<string, unknown>): Promise<PreparedInfo> {
  const values = validValues(body)
  // the organisation's page and every job of it show these to everyone
  await refuseDisallowedText(
    db,
    (['name', 'street', 'description'] as const).map((name) => ({ field: name, label: FIELDS.find((field) => field.name === name)?.label ?? name, text: values[name] })),
  )
  const [industry] = await db.query(`SELECT 1 FROM config_options WHERE kind = 'job_types' AND id = $1 AND NOT is_deleted`, [values.industry_id])
  if (!industry) throw badRequest(BUSINESS_INFO_SERVER_MSG.unknownOption('Lĩnh vực hoạt động'), 'validation_error')
  const places = await db.query<{ id: number; parent_id: number; name: string }>('SELECT id, parent_id, name FROM cities WHERE id = ANY($1::int[])', [
    [values.city_id, values.district_id].filter((id): id is number => id !== null),
  ])
  const province = places.find((p) => p.id === values.city_id && p.parent_id === 0)
  if (!province) throw badRequest(BUSINESS_INFO_SERVER_MSG.unknownOption('Tỉnh/thành phố'), 'validation_error')
  const district = values.district_id === null ? null : places.find((p) => p.id === values.district_id)
  if (district === undefined || (district && district.parent_id !== province.id)) throw badRequest(BUSINESS_INFO_SERVER_MSG.unknownPlace, 'validation_error')
  const address = [values.street, district?.name, province.name].filter(Boolean).join(', ')
  const size = ORGANIZATION_SIZES.find((s) => s.id === values.size_id)!.name
  return { values, address, size }
}

/** Writes the prepared information in the caller's transaction; true when the organisation is to be verified again. */
async function writeBusinessInfo(tx: Queryable, organizationId: number, userId: number, { values, address, size }: PreparedInfo): Promise<boolean> {
  const [before] = await tx.query<{ organization_type: number; name: string; tax_code: string | null; verify_status: number; unlinked_verify_status: number | null }>(
    'SELECT organization_type, name, tax_code, verify_status, unlinked_verify_status FROM organizations WHERE id = $1 FOR UPDATE',
    [organizationId],
  )
  const [taken] = await tx.query('SELECT 1 FROM organizations WHERE tax_code = $1 AND id <> $2', [values.tax_code, organizationId])
  if (taken) throw conflict(BUSINESS_INFO_SERVER_MSG.taxCodeTaken, 'tax_code_taken')
  const verified = before.verify_status === VERIFY_STATUS.verified || before.verify_status === VERIFY_STATUS.approved
  const identityChanged =
    before.organization_type !== values.organization_type || before.name !== values.name || (before.tax_code ?? '') !== values.tax_code
  if (identityChanged && before.verify_status === VERIFY_STATUS.waitingApproved) {
    throw conflict(BUSINESS_INFO_SERVER_MSG.identityLockedWhileWaiting, 'audit_waiting')
  }
  const again = verified && identityChanged
  // a given-up tax code is restored with the verification staff gave only to the type and name they checked
  const forgetKept =
    before.unlinked_verify_status !== null &&
    isStaffApproved(before.unlinked_verify_status) &&
    (before.organization_type !== values.organization_type || before.name !== values.name)
  await tx.query(
    `UPDATE organizations SET organization_type = $2, name = $3, tax_code = $4, city_id = $5, district_id = $6, street = $7, address = $8,
            size_id = $9, size = $10, industry_id = $11, website = $12, description = $13,
            business_info_updated_by = $14, business_info_updated_at = now()
            ${again ? `, verify_status = ${VERIFY_STATUS.waitingVerify}, is_partner = false` : ''}
            ${forgetKept ? `, unlinked_verify_status = ${VERIFY_STATUS.waitingVerify}, unlinked_is_partner = false` : ''}
      WHERE id = $1`,
    [
      organizationId,
      values.organization_type,
      values.name,
      values.tax_code,
      values.city_id,
      values.district_id,
      values.street,
      address,
      values.size_id,
      size,
      values.industry_id,
      values.website,
      values.description,
      userId,
    ],
  )
  await recordActivity(tx, { organizationId, userId, action: 'organization.info_saved', details: { name: values.name } })
  return again || forgetKept
}

/** A tax code taken by another save at the same moment: the unique index decides. */
const taxCodeRace = (error: unknown): never => {
  throw isUniqueViolation(error) ? conflict(BUSINESS_INFO_SERVER_MSG.taxCodeTaken, 'tax_code_taken') : error
}

/**
 * PUT /job/v1/organizations/{id}/business-info (the owner): saves it, the composed address and size
 * label job pages show, and who changed it; a verified organisation whose identity changed is to be
 * verified again. Returns the saved information and what to tell the owner.
 */
export async function saveBusinessInfo(
  db: Database,
  organizationId: number,
  userId: number,
  body: Record<string, unknown>,
): Promise<{ info: BusinessInfo; message: string }> {
  const prepared = await prepareBusinessInfo(db, body)
  const reverify = await db.transaction((tx) => writeBusinessInfo(tx, organizationId, userId, prepared)).catch(taxCodeRace)
  return { info: await businessInfo(db, organizationId, 'owner'), message: reverify ? BUSINESS_INFO_SERVER_MSG.reverify : BUSINESS_INFO_SERVER_MSG.saved }
}

/**
 * POST /job/v1/organizations/self: an account that acts for no organisation enters its company
 * first, before any post: the organisation is made with the information, the account its owner.
 * An account already in one is sent to that one's page (409): its first post would not make another.
 */
export async function createOwnOrganization(db: Database, userId: number, body: Record<string, unknown>): Promise<{ info: BusinessInfo; message: string }> {
  const prepared = await prepareBusinessInfo(db, body)
  const organizationId = await db
    .transaction(async (tx) => {
      // one at a time per account: two clicks make one organisation
      await tx.query('SELECT 1 FROM users WHERE id = $1 FOR UPDATE', [userId])
      const [member] = await tx.query('SELECT 1 FROM organization_members WHERE user_id = $1 LIMIT 1', [userId])
      if (member) throw conflict(BUSINESS_INFO_SERVER_MSG.alreadyMember, 'already_member')
      const created = await insertOwnOrganization(tx, userId, prepared.values.name, prepared.values.organization_type)
      await writeBusinessInfo(tx, created.id, userId, prepared)
      return created.id
    })
    .catch(taxCodeRace)
  return { info: await businessInfo(db, organizationId, 'owner'), message: BUSINESS_INFO_SERVER_MSG.created }
}

/** GET /job/v1/organizations/self: the organisations an account acts for, the ones it owns first. */
export async function myOrganizations(db: Queryable, userId: number): Promise<Array<{ id: number; name: string; role: OrgRole }>> {
  const rows = await db.query<{ id: number; name: string; role: OrgRole }>(
    `SELECT o.id, o.name, m.role FROM organization_members m JOIN organizations o ON o.id = m.organization_id
      WHERE m.user_id = $1 ORDER BY m.role = 'owner' DESC, m.created_at, o.id`,
    [userId],
  )
  return rows.map((r) => ({ id: Number(r.id), name: r.name, role: r.role }))
}
