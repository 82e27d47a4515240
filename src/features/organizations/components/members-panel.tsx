// The people who act for an organisation, under its business information: members with their
// role, pending invitations, and for the owner the invite form, role changes and removal (a second
// click confirms a removal). Invitations addressed to the signed-in account are answered above the
// page (MyInvitations).
import { styled } from '@linaria/react'
import { useState } from 'react'
import type { FormApi } from 'final-form'
import { useField, useFormState } from 'react-final-form'
import { toast } from 'react-hot-toast'
import { formatVnDate } from '../../../domain/dates'
import { inviteContactError } from '../../../domain/organizations/invite'
import { ORG_ROLE_LABEL, ORGANIZATION_INVITE_DAYS, type OrgRole } from '../../../domain/organizations/statuses'
import { Button, GhostButton } from '../../../ui/button'
import { FilterGrid } from '../../../ui/filter-grid'
import { FinalForm, useFormField } from '../../../ui/form/final-form'
import { ErrorText } from '../../../ui/form/text-field'
import { RowList } from '../../../ui/list-page'
import { color, controlBox } from '../../../ui/theme'
import { checkStruct, formStruct, formValidator } from '../../../domain/validation/struct'
import { answerInvitation, inviteMember, removeMember, revokeInvitation, setMemberRole, useMembers, useMyInvitations } from '../api/business-info'
import type { Invitation } from '../../../domain/contract/organizations'

export const MEMBERS_TEXT = {
  title: 'Thành viên doanh nghiệp',
  intro: 'Thành viên đăng tin, xem hồ sơ ứng tuyển và dùng ví của doanh nghiệp. Chủ tài khoản sửa thông tin doanh nghiệp và quản lý thành viên. Đại lý (công ty dịch vụ tuyển dụng đã đăng ký với Việc Làm Tốt) đăng và quản lý tin cho doanh nghiệp.',
  you: '(bạn)',
  onlyOwner: 'Chủ tài khoản duy nhất: giao quyền cho người khác trước khi rời doanh nghiệp',
  role: (name: string) => `Vai trò của ${name}`,
  remove: 'Xóa khỏi doanh nghiệp',
  confirmRemove: 'Xác nhận xóa',
  cancel: 'Hủy',
  pending: 'Lời mời đang chờ trả lời',
  expires: (date: string) => `hết hạn ${date}`,
  revoke: 'Hủy lời mời',
  inviteTitle: 'Mời thành viên',
  inviteHint: `Người được mời đăng nhập bằng số điện thoại này (hoặc email đã xác thực) để đồng ý trong ${ORGANIZATION_INVITE_DAYS} ngày. Vai trò Đại lý chỉ dành cho tài khoản đã đăng ký đại lý.`,
  contact: 'Số điện thoại hoặc email',
  roleLabel: 'Vai trò',
  invite: 'Gửi lời mời',
  invitationsTitle: 'Lời mời tham gia doanh nghiệp',
  invitedBy: (organization: string, role: string, by: string | null) => `${organization} mời bạn làm ${role.toLowerCase()}${by ? ` (người mời: ${by})` : ''}.`,
  accept: 'Đồng ý',
  decline: 'Từ chối',
  failed: 'Không tải được danh sách thành viên. Vui lòng thử lại.',
} as const

const Section = styled.section`
  display: grid;
  gap: 12px;
  h2 {
    margin: 0;
    font-size: 20px;
  }
  h3 {
    margin: 8px 0 0;
    font-size: 16px;
  }
  > p {
    margin: 0;
    color: ${color.muted};
  }
`

const Rows = styled(RowList)`
  select {
    min-height: 40px;
    padding: 0 8px;
    ${controlBox}
  }
`

const Actions = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`

const InviteForm = styled(FilterGrid)`
  grid-template-columns: minmax(0, 1fr);
  input[aria-invalid='true'] {
    border-color: ${color.red};
  }
  @media (min-width: 576px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
  }
`

/** The invite form's order: the usual choice first. */
const ROLES = (['recruiter', 'owner', 'agent'] as const).map((value) => ({ value, name: ORG_ROLE_LABEL[value] }))

const contactOf = (invitation: Invitation) => invitation.phone ?? invitation.email ?? ''

function say(result: { success: true; data: { message: string } } | { success: false; error: { message: string } }) {
  if (result.success) toast.success(result.data.message)
  else toast.error(result.error.message)
  return result.success
}

interface InviteValues {
  contact: string
  role: OrgRole
}

const INVITE_INITIAL: InviteValues = { contact: '', role: 'recruiter' }
const validateInvite = formValidator(formStruct({ contact: checkStruct('contact', inviteContactError) }))

function InviteFields() {
  const contact = useFormField('contact')
  const role = useField<OrgRole>('role', { subscription: { value: true } }).input
  const { submitting } = useFormState({ subscription: { submitting: true } })
  return (
    <InviteForm as="div">
      <div>
        <label htmlFor="invite-contact">{MEMBERS_TEXT.contact}</label>
        <input
          id="invite-contact"
          name="contact"
          value={contact.value}
          onChange={(event) => contact.onChange(event.target.value)}
          onBlur={contact.onBlur}
          onFocus={contact.onFocus}
          autoComplete="off"
          placeholder="0912345678"
          aria-invalid={contact.error ? true : undefined}
          aria-describedby={contact.error ? 'invite-contact-error' : undefined}
        />
        {contact.error && (
          <ErrorText id="invite-contact-error" role="alert">
            {contact.error}
          </ErrorText>
        )}
      </div>
      <div>
        <label htmlFor="invite-role">{MEMBERS_TEXT.roleLabel}</label>
        <select id="invite-role" name="role" value={role.value} onChange={(event) => role.onChange(event.target.value as OrgRole)}>
          {ROLES.map((r) => (
            <option key={r.value} value={r.value}>
              {r.name}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" disabled={submitting}>
        {MEMBERS_TEXT.invite}
      </Button>
    </InviteForm>
  )
}

export function MembersPanel({ organizationId, canEdit, selfId }: { organizationId: number; canEdit: boolean; selfId: number | null }) {
  const { data, error } = useMembers(organizationId)
  const [confirming, setConfirming] = useState<number | null>(null)

  const invite = async (values: InviteValues, form: FormApi<InviteValues>) => {
    // the next invitation starts from an empty contact, with the same role
    if (say(await inviteMember(organizationId, { contact: values.contact, role: values.role }))) setTimeout(() => form.restart({ contact: '', role: values.role }))
  }

  return (
    <Section aria-labelledby="members-title">
      <h2 id="members-title">{MEMBERS_TEXT.title}</h2>
      <p>{MEMBERS_TEXT.intro}</p>
      {error && <p role="alert">{MEMBERS_TEXT.failed}</p>}
      {data && (
        <Rows aria-label={MEMBERS_TEXT.title}>
          {data.members.map((member) => {
            const name = member.full_name ?? `Thành viên ${member.user_id}`
            // the last owner stays one: no controls that the API would refuse
            const onlyOwner = member.role === 'owner' && data.members.filter((m) => m.role === 'owner').length === 1
            return (
              <li key={member.user_id}>
                <span>
                  <strong>{name}</strong> {member.user_id === selfId && MEMBERS_TEXT.you}
                </span>
                {canEdit && !onlyOwner ? (
                  <Actions>
                    <select
                      aria-label={MEMBERS_TEXT.role(name)}
                      value={member.role}
                      onChange={async (event) => void say(await setMemberRole(organizationId, member.user_id, event.target.value as OrgRole))}
                    >
                      {ROLES.map((r) => (
                        <option key={r.value} value={r.value}>
                          {r.name}
                        </option>
                      ))}
                    </select>
                    {confirming === member.user_id ? (
                      <>
                        <Button type="button" onClick={async () => void (say(await removeMember(organizationId, member.user_id)) && setConfirming(null))}>
                          {MEMBERS_TEXT.confirmRemove}
                        </Button>
                        <GhostButton type="button" onClick={() => setConfirming(null)}>
                          {MEMBERS_TEXT.cancel}
                        </GhostButton>
                      </>
                    ) : (
                      <GhostButton type="button" aria-label={`${MEMBERS_TEXT.remove}: ${name}`} onClick={() => setConfirming(member.user_id)}>
                        {MEMBERS_TEXT.remove}
                      </GhostButton>
                    )}
                  </Actions>
                ) : (
                  <small>{onlyOwner && canEdit ? MEMBERS_TEXT.onlyOwner : member.role_name}</small>
                )}
              </li>
            )
          })}
        </Rows>
      )}
      {data && data.invitations.length > 0 && (
        <>
          <h3>{MEMBERS_TEXT.pending}</h3>
          <Rows aria-label={MEMBERS_TEXT.pending}>
            {data.invitations.map((invitation) => (
              <li key={invitation.id}>
                <span>
                  <strong>{contactOf(invitation)}</strong> · {invitation.role_name}{' '}
                  <small>({MEMBERS_TEXT.expires(formatVnDate(invitation.expires_at))})</small>
                </span>
                {canEdit && (
                  <GhostButton type="button" aria-label={`${MEMBERS_TEXT.revoke}: ${contactOf(invitation)}`} onClick={async () => void say(await revokeInvitation(organizationId, invitation.id))}>
                    {MEMBERS_TEXT.revoke}
                  </GhostButton>
                )}
              </li>
            ))}
          </Rows>
        </>
      )}
      {canEdit && (
        <>
          <h3 id="invite-title">{MEMBERS_TEXT.inviteTitle}</h3>
          <p>{MEMBERS_TEXT.inviteHint}</p>
          <FinalForm<InviteValues> onSubmit={invite} validate={validateInvite} initialValues={INVITE_INITIAL} aria-labelledby="invite-title">
            <InviteFields />
          </FinalForm>
        </>
      )}
    </Section>
  )
}

/** Invitations addressed to the signed-in account, answered here. */
export function MyInvitations() {
  const { data } = useMyInvitations()
  if (!data?.items.length) return null
  return (
    <Section aria-labelledby="my-invitations-title">
      <h2 id="my-invitations-title">{MEMBERS_TEXT.invitationsTitle}</h2>
      <Rows aria-label={MEMBERS_TEXT.invitationsTitle}>
        {data.items.map((invitation) => (
          <li key={invitation.id}>
            <span>{MEMBERS_TEXT.invitedBy(invitation.organization, invitation.role_name, invitation.invited_by)}</span>
            <Actions>
              <Button type="button" onClick={async () => void say(await answerInvitation(invitation.id, true))}>
                {MEMBERS_TEXT.accept}
              </Button>
              <GhostButton type="button" onClick={async () => void say(await answerInvitation(invitation.id, false))}>
                {MEMBERS_TEXT.decline}
              </GhostButton>
            </Actions>
          </li>
        ))}
      </Rows>
    </Section>
  )
}
