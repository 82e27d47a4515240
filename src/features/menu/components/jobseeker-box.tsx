// The job-seeker box of SPEC 2.5 (menu): with a profile, the avatar (48 px, default image when
// none), full name and job-type names, linking to the profile (with the open-edit flag in the hash
// when job types were deleted); without one, "Hồ sơ xin việc" and "Tạo hồ sơ mới".
import { styled } from '@linaria/react'
import { Link } from 'react-router-dom'
import { routes } from '../../../lib/paths'
import { color, radius } from '../../../ui/theme'

/** Hash flag the profile page reads to open its edit form (job types were deleted). */
export const OPEN_EDIT_HASH = '#open-edit'

export interface JobseekerSummary {
  full_name: string | null
  image_url: string | null
  job_type_names: string[]
  is_job_type_delete: boolean
}

const Card = styled.div`
  margin: 12px 16px;
  padding: 12px;
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  background: ${color.white};
  p {
    margin: 0;
  }
  .title {
    font-weight: 700;
  }
  .muted {
    color: ${color.muted};
    font-size: 14px;
  }
`

const ProfileLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: 12px;
  color: ${color.text};
  text-decoration: none;
  img,
  .placeholder {
    flex: none;
    width: 48px;
    height: 48px;
    border-radius: 50%;
    object-fit: cover;
    background: ${color.brandSoft};
  }
  .placeholder {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    color: ${color.brand};
  }
  div {
    min-width: 0;
  }
`

export function JobseekerBox({ jobseeker }: { jobseeker: JobseekerSummary | null }) {
  if (!jobseeker) {
    return (
      <Card data-jobseeker-box="empty">
        <p className="title">Hồ sơ xin việc</p>
        <p className="muted">Bạn chưa có hồ sơ xin việc nào.</p>
        <Link to={routes.createJobseeker}>Tạo hồ sơ mới</Link>
      </Card>
    )
  }
  const to = jobseeker.is_job_type_delete ? `${routes.jobseeker}${OPEN_EDIT_HASH}` : routes.jobseeker
  return (
    <Card data-jobseeker-box="profile">
      <ProfileLink to={to}>
        {jobseeker.image_url ? (
          <img src={jobseeker.image_url} alt="" width={48} height={48} />
        ) : (
          <span className="placeholder" aria-hidden="true">
            <svg width="28" height="28" viewBox="0 0 24 24" focusable="false">
              <circle cx="12" cy="8" r="4" fill="currentColor" />
              <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="currentColor" />
            </svg>
          </span>
        )}
        <div>
          <p className="title">{jobseeker.full_name || 'Hồ sơ xin việc'}</p>
          {jobseeker.job_type_names.length > 0 && <p className="muted">{jobseeker.job_type_names.join(', ')}</p>}
        </div>
      </ProfileLink>
    </Card>
  )
}
