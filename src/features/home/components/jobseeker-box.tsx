// Job-seeker box of SPEC 2.5 (listing and menu): the signed-in profile summary, or the card
// inviting to create a profile. Features do not import each other: the app passes in
// userState (read with useSnapshot) and the job types of commonState's job config.
import { styled } from '@linaria/react'
import { useId } from 'react'
import { Link } from 'react-router-dom'
import { routes } from '../../../lib/paths'
import { color, radius } from '../../../ui/theme'
import { ButtonLink } from '../../../ui/button'

export const DEFAULT_AVATAR = '/images/avatar-default.svg'

export interface JobseekerBoxProps {
  /** userState.authorized */
  authorized: boolean
  /** userState.jobseeker */
  jobseeker: Readonly<Record<string, unknown>> | null
  /** commonState.commonData.jobConfig?.job_types */
  jobTypes: ReadonlyArray<{ readonly id: number; readonly name: string }>
  /** userState.loadingJobseeker */
  loading?: boolean
}

interface ProfileSummary {
  fullName: string
  avatar: string
  jobTypeIds: number[]
  jobTypeNames: string[]
  jobTypesDeleted: boolean
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

/** The profile's job types arrive as ids, numeric strings, "12,15" or {id, name} objects. */
function readJobTypes(value: unknown): { ids: number[]; names: string[] } {
  const items = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : []
  const ids: number[] = []
  const names: string[] = []
  for (const item of items) {
    if (item && typeof item === 'object') {
      const { id, name } = item as { id?: unknown; name?: unknown }
      if (typeof name === 'string' && name) names.push(name)
      else if (Number.isInteger(Number(id))) ids.push(Number(id))
    } else if (Number.isInteger(Number(item)) && String(item).trim() !== '') {
      ids.push(Number(item))
    }
  }
  return { ids, names }
}

function summarize(jobseeker: Readonly<Record<string, unknown>>): ProfileSummary {
  const { ids, names } = readJobTypes(jobseeker.job_types)
  return {
    fullName: text(jobseeker.full_name),
    avatar: text(jobseeker.image_url) || text(jobseeker.avatar) || DEFAULT_AVATAR,
    jobTypeIds: ids,
    jobTypeNames: names,
    jobTypesDeleted: jobseeker.is_job_type_delete === true,
  }
}

const Card = styled.section`
  padding: 16px;
  background: ${color.white};
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  h2 {
    margin: 0 0 8px;
    font-size: 18px;
  }
  p {
    margin: 0 0 12px;
    color: ${color.muted};
  }
  &[aria-busy='true'] {
    min-height: 96px;
  }
`

const CreateLink = ButtonLink

const ProfileLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: 64px;
  margin: -8px;
  padding: 8px;
  border-radius: ${radius.sm};
  color: ${color.text};
  text-decoration: none;
  &:hover {
    background: ${color.bg};
  }
  img {
    flex: none;
    width: 48px;
    height: 48px;
    border-radius: 50%;
    object-fit: cover;
    background: ${color.brandSoft};
  }
  strong {
    display: block;
    overflow-wrap: anywhere;
  }
  span {
    display: block;
    font-size: 14px;
    color: ${color.muted};
  }
`

const Warning = styled.span`
  && {
    color: ${color.red};
  }
`

export function JobseekerBox({ authorized, jobseeker, jobTypes, loading = false }: JobseekerBoxProps) {
  const headingId = useId()

  if (loading) {
    return (
      <Card aria-labelledby={headingId} aria-busy="true">
        <h2 id={headingId}>Hồ sơ xin việc</h2>
      </Card>
    )
  }

  if (authorized && jobseeker) {
    const profile = summarize(jobseeker)
    const names = [
      ...profile.jobTypeNames,
      ...profile.jobTypeIds.flatMap((id) => jobTypes.find((t) => t.id === id)?.name ?? []),
    ]
    const to = profile.jobTypesDeleted ? `${routes.jobseeker}#open-edit` : routes.jobseeker
    return (
      <Card aria-labelledby={headingId}>
        <h2 id={headingId}>Hồ sơ xin việc</h2>
        <ProfileLink to={to}>
          <img src={profile.avatar} alt="" width={48} height={48} loading="lazy" decoding="async" />
          <div>
            <strong>{profile.fullName || 'Hồ sơ của tôi'}</strong>
            {names.length > 0 && <span>{names.join(', ')}</span>}
            {profile.jobTypesDeleted && <Warning>Ngành nghề đã thay đổi, vui lòng cập nhật hồ sơ</Warning>}
          </div>
        </ProfileLink>
      </Card>
    )
  }

  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>Hồ sơ xin việc</h2>
      <p>Bạn chưa có hồ sơ xin việc.</p>
      <CreateLink to={authorized ? routes.createJobseeker : routes.login(routes.createJobseeker)}>Tạo hồ sơ mới</CreateLink>
    </Card>
  )
}
