// The job-seeker box of SPEC 2.5 (home, listing and the menu drawer), one component for all three:
// loading; no profile (or anonymous): "Hồ sơ xin việc" and "Tạo hồ sơ mới"; signed in with a
// profile: the 48 px avatar (default image when none), full name and job-type names linking to
// /jobseeker (the open-edit link when job types were deleted), then the auto-apply control of
// SPEC 4.2 and, on the mobile listing, its hint. Features do not import each other: the app passes
// userState's fields in and reloads the profile through onProfileChanged.
import { styled } from '@linaria/react'
import { lazy, Suspense, useId, useRef } from 'react'
import { Link } from 'react-router-dom'
import { routes } from '../../../lib/paths'
import { ButtonLink, GhostButton } from '../../../ui/button'
import { color, radius, cardBox } from '../../../ui/theme'
import { summarizeProfile, type JobTypeOption } from '../profile-summary'
import { HintBubble } from './hint-bubble'
import { useAutoApplyHint } from './use-auto-apply-hint'

// Only a signed-in seeker with a profile sees the switch (never in prerendered HTML), and the box
// sits in the layout of every page: its code loads when it is shown.
const AutoApplyControl = lazy(() => import('./auto-apply-control').then((m) => ({ default: m.AutoApplyControl })))

export interface JobseekerBoxProps {
  /** userState.authorized */
  authorized: boolean
  /** userState.jobseeker */
  jobseeker: Readonly<Record<string, unknown>> | null
  /** userState.loadingAuthorized || userState.loadingJobseeker */
  loading?: boolean
  /** userState.loadJobseekerError: the profile could not be read (not "no profile"). */
  loadError?: boolean
  /** commonState.commonData.jobConfig?.job_types: names for job types given as bare ids. */
  jobTypes?: ReadonlyArray<JobTypeOption>
  /** Reloads userState.jobseeker (loadJobseeker): after an auto-apply change, or to retry. */
  onProfileChanged: () => Promise<void> | void
  /** source_code of auto-apply changes made here (home, listing, menu). */
  source: string
  /** SPEC 4.2: the mobile listing's scroll-and-hint for auto-apply. */
  mobileHint?: boolean
  /** Heading level of "Hồ sơ xin việc" where the box sits (default 2). */
  headingLevel?: 2 | 3
  className?: string
}

const Card = styled.section`
  padding: 16px;
  ${cardBox}
  scroll-margin-top: 72px;
  h2,
  h3 {
    margin: 0 0 8px;
    font-size: 18px;
  }
  &[aria-busy='true'] {
    min-height: 112px;
  }
`

const Muted = styled.p`
  margin: 0 0 12px;
  color: ${color.muted};
`

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
  > span {
    min-width: 0;
  }
  strong {
    display: block;
    overflow-wrap: anywhere;
  }
  small {
    display: block;
    font-size: 14px;
    color: ${color.muted};
  }
`

const Warning = styled.small`
  && {
    color: ${color.red};
  }
`

const Skeleton = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  &::before {
    content: '';
    flex: none;
    width: 48px;
    height: 48px;
    border-radius: 50%;
    background: ${color.bg};
  }
  span {
    color: ${color.muted};
  }
`

export function JobseekerBox({
  authorized,
  jobseeker,
  loading = false,
  loadError = false,
  jobTypes = [],
  onProfileChanged,
  source,
  mobileHint = false,
  headingLevel = 2,
  className,
}: JobseekerBoxProps) {
  const headingId = useId()
  const boxRef = useRef<HTMLElement>(null)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const profile = authorized && jobseeker ? summarizeProfile(jobseeker, jobTypes) : null
  const hint = useAutoApplyHint({
    enabled: mobileHint && !loading && profile !== null && !profile.applyAuto && !profile.jobTypesDeleted,
    boxRef,
  })

  const heading = <Heading id={headingId}>Hồ sơ xin việc</Heading>

  // The invitation keeps its element from the prerendered loading state to the guest's box, so
  // it is painted once, with the page (it is often the largest text of a phone's first screen).
  const invitation = (signedIn: boolean, guestOnly = false) => (
    <div data-guest-only={guestOnly || undefined}>
      <Muted>
        {signedIn
          ? 'Bạn chưa có hồ sơ xin việc. Tạo hồ sơ để ứng tuyển nhanh và bật tự động ứng tuyển.'
          : 'Bạn chưa có hồ sơ xin việc. Tạo hồ sơ miễn phí để ứng tuyển nhanh và được nhà tuyển dụng tìm thấy.'}
      </Muted>
      <ButtonLink to={routes.createJobseeker}>Tạo hồ sơ mới</ButtonLink>
    </div>
  )

  if (loading) {
    // Before the session is known (always, in prerendered HTML): a guest sees the invitation, a
    // browser holding a sign-in sees the skeleton (global-styles.ts).
    return (
      <Card ref={boxRef} className={className} aria-labelledby={headingId} aria-busy="true" data-jobseeker-box="loading">
        {heading}
        {invitation(false, true)}
        <Skeleton data-signed-in-only>
          <span role="status">Đang tải hồ sơ...</span>
        </Skeleton>
      </Card>
    )
  }

  if (authorized && loadError) {
    return (
      <Card ref={boxRef} className={className} aria-labelledby={headingId} data-jobseeker-box="error">
        {heading}
        <Muted role="alert">Không tải được hồ sơ xin việc của bạn.</Muted>
        <GhostButton type="button" onClick={() => void onProfileChanged()}>
          Thử lại
        </GhostButton>
      </Card>
    )
  }

  if (!profile) {
    return (
      <Card ref={boxRef} className={className} aria-labelledby={headingId} data-jobseeker-box="empty">
        {heading}
        {invitation(authorized)}
      </Card>
    )
  }

  const to = profile.jobTypesDeleted ? routes.jobseekerOpenEdit : routes.jobseeker
  return (
    <Card ref={boxRef} className={className} aria-labelledby={headingId} data-jobseeker-box="profile">
      {heading}
      <ProfileLink to={to}>
        <img src={profile.avatar} alt="" width={48} height={48} loading="lazy" decoding="async" />
        <span>
          <strong>{profile.fullName || 'Hồ sơ của tôi'}</strong>
          {profile.jobTypeNames.length > 0 && <small>{profile.jobTypeNames.join(', ')}</small>}
          {profile.jobTypesDeleted && <Warning>Ngành nghề đã thay đổi, vui lòng cập nhật hồ sơ</Warning>}
        </span>
      </ProfileLink>
      <Suspense fallback={null}>
        <AutoApplyControl
          applyAuto={profile.applyAuto}
          expiredMessage={profile.expiredMessage}
          jobTypesDeleted={profile.jobTypesDeleted}
          source={hint.visible ? 'mobile_hint' : source}
          onChanged={onProfileChanged}
          hint={hint.visible && !profile.applyAuto ? <HintBubble onHide={hint.hide} /> : null}
        />
      </Suspense>
    </Card>
  )
}
