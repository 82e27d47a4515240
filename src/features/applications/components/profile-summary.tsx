// What an application sends to the recruiter, shown before the person confirms: name, phone,
// e-mail and job types of the profile, with a link to edit it.
import { styled } from '@linaria/react'
import { Link } from 'react-router-dom'
import { routes } from '../../../lib/paths'
import { color, radius } from '../../../ui/theme'
import { APPLY_MSG } from '../messages'
import type { ApplyProfile } from '../types'
import { REVIEW_STATUS } from '../../../domain/constants'

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 6px 12px;
  margin: 0 0 12px;
  padding: 12px 14px;
  border: 1px solid ${color.line};
  border-radius: ${radius.sm};
  background: ${color.bg};
  dt {
    color: ${color.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`
const Lead = styled.p`
  margin: 0 0 8px;
`
const Warning = styled.p`
  margin: 0 0 12px;
  padding: 10px 12px;
  border-left: 4px solid ${color.red};
  border-radius: ${radius.sm};
  background: #fdecea;
  color: #8e1b1b;
`
const EditLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
`

const NOT_GIVEN = 'Chưa có'

export function ProfileSummary({ profile }: { profile: ApplyProfile }) {
  const jobTypes = profile.job_types.map((type) => type.name).join(', ')
  return (
    <>
      {profile.process_state === REVIEW_STATUS.rejected && (
        <Warning role="alert">
          {APPLY_MSG.rejectedProfile}
          {profile.reject_reason ? ` Lý do: ${profile.reject_reason}` : ''}
        </Warning>
      )}
      <Lead>Nhà tuyển dụng sẽ nhận hồ sơ của bạn với thông tin:</Lead>
      <Facts>
        <dt>Họ tên</dt>
        <dd>{profile.full_name}</dd>
        <dt>Số điện thoại</dt>
        <dd>{profile.phone || NOT_GIVEN}</dd>
        <dt>Email</dt>
        <dd>{profile.email || NOT_GIVEN}</dd>
        <dt>Ngành nghề</dt>
        <dd>{jobTypes || NOT_GIVEN}</dd>
      </Facts>
      <EditLink to={routes.jobseeker}>{APPLY_MSG.editProfile}</EditLink>
    </>
  )
}
