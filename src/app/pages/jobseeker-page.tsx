// /jobseeker (auth required): the person's profile. Without one, a prompt to create it; with one,
// the badge of SPEC 4.2, a read-only summary and an edit mode with the same form as the create page.
// The hash #open-edit (SPEC 2.1, 2.5: job types were deleted) opens the edit mode at once.
import { styled } from '@linaria/react'
import { useEffect, useRef, useState } from 'react'
import { toast } from 'react-hot-toast'
import { useLocation, useNavigate } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { Head } from 'vite-react-ssg'
import { loadJobseeker, userState } from '../../features/auth/state'
import { AutoApplyControl } from '../../features/jobseeker-box/components/auto-apply-control'
import { ProfileBadge } from '../../features/jobseeker/components/profile-badge'
import { ProfileForm } from '../../features/jobseeker/components/profile-form'
import { ProfileSummary } from '../../features/jobseeker/components/profile-summary'
import { PrivacyPanel } from '../../features/privacy/components/privacy-panel'
import { ContactRequestsPanel } from '../../features/privacy/components/contact-requests-panel'
import { initialFormValues } from '../../features/jobseeker/form-values'
import type { Jobseeker } from '../../domain/profile/types'
import { commonState, ensureCommonData } from '../../lib/common-data'
import { routes } from '../../lib/paths'
import { Button, ButtonLink, GhostButton } from '../../ui/button'
import { Container } from '../../ui/container'
import { color, media, spreadRow } from '../../ui/theme'
import { Card } from '../../ui/card'

export const JOBSEEKER_PAGE_TEXT = {
  title: 'Hồ sơ xin việc',
  edit: 'Chỉnh sửa hồ sơ',
  editTitle: 'Chỉnh sửa hồ sơ xin việc',
  saved: 'Cập nhật hồ sơ thành công',
  loading: 'Đang tải hồ sơ...',
  loadFailed: 'Không tải được hồ sơ, vui lòng thử lại.',
  retry: 'Thử lại',
  noneTitle: 'Bạn chưa có hồ sơ xin việc',
  noneText: 'Tạo hồ sơ miễn phí để ứng tuyển nhanh và được hơn 1000+ doanh nghiệp tìm thấy.',
  create: 'Tạo hồ sơ mới',
} as const

const Page = styled.div`
  max-width: 860px;
  margin: 24px auto 48px;
  h1 {
    margin: 0;
    font-size: 24px;
  }
  ${media.mobile} {
    margin: 12px auto 32px;
  }
`

const TitleRow = styled.div`
  ${spreadRow}
  gap: 12px;
  margin-bottom: 16px;
`

const Panel = styled(Card)`
  padding: 24px;
  h2 {
    font-size: 20px;
  }
  p {
    margin: 0 0 16px;
    color: ${color.muted};
  }
  ${media.mobile} {
    padding: 16px;
  }
`

// the control brings the rule that separates it inside the job-seeker box; a panel of its own here
const AutoApplyPanel = styled(Panel)`
  & > * {
    margin-top: 0;
    padding-top: 0;
    border-top: 0;
  }
`

export function Component() {
  const user = useSnapshot(userState)
  const common = useSnapshot(commonState)
  const location = useLocation()
  const navigate = useNavigate()
  // the session's copy (loaded once at sign-in, SPEC 4.2), never a second request
  const profile = user.jobseeker as Jobseeker | null
  const [editing, setEditing] = useState(() => location.hash === '#open-edit')
  const editHeading = useRef<HTMLHeadingElement>(null)
  const pageHeading = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    void ensureCommonData('jobConfig')
  }, [])
  // a link to #open-edit while the page is open opens the edit mode too
  const [seenHash, setSeenHash] = useState(location.hash)
  if (location.hash !== seenHash) {
    setSeenHash(location.hash)
    if (location.hash === '#open-edit') setEditing(true)
  }
  useEffect(() => {
    if (editing) editHeading.current?.focus()
  }, [editing])

  const stopEditing = () => {
    setEditing(false)
    // the hash asked for the edit mode once; reloading after a save should not reopen it
    if (location.hash) navigate({ pathname: location.pathname, search: location.search }, { replace: true })
  }

  let body
  if (user.loadingJobseeker) {
    body = <p role="status">{JOBSEEKER_PAGE_TEXT.loading}</p>
  } else if (user.loadJobseekerError) {
    body = (
      <Panel role="alert">
        <p>{JOBSEEKER_PAGE_TEXT.loadFailed}</p>
        <GhostButton type="button" onClick={() => void loadJobseeker()}>
          {JOBSEEKER_PAGE_TEXT.retry}
        </GhostButton>
      </Panel>
    )
  } else if (!profile) {
    body = (
      <Panel aria-labelledby="no-profile-title">
        <h2 id="no-profile-title">{JOBSEEKER_PAGE_TEXT.noneTitle}</h2>
        <p>{JOBSEEKER_PAGE_TEXT.noneText}</p>
        <ButtonLink to={routes.createJobseeker}>{JOBSEEKER_PAGE_TEXT.create}</ButtonLink>
      </Panel>
    )
  } else if (editing) {
    body = (
      <Panel aria-labelledby="edit-profile-title">
        <h2 id="edit-profile-title" ref={editHeading} tabIndex={-1}>
          {JOBSEEKER_PAGE_TEXT.editTitle}
        </h2>
        <ProfileForm
          mode="update"
          label={JOBSEEKER_PAGE_TEXT.editTitle}
          profile={profile}
          initialValues={initialFormValues([], { profile })}
          trustedPhones={[user.user?.phone, profile.phone_verified ? profile.phone : null].filter((p): p is string => !!p)}
          onCancel={stopEditing}
          onSaved={(saved) => {
            userState.jobseeker = saved
            stopEditing()
            toast.success(JOBSEEKER_PAGE_TEXT.saved)
            // back to the top, where the saved profile and its review state now show
            window.requestAnimationFrame(() => pageHeading.current?.focus())
          }}
        />
      </Panel>
    )
  } else {
    body = (
      <>
        <ProfileBadge profile={profile} />
        <ProfileSummary profile={profile} jobConfig={common.commonData.jobConfig as never} />
        <AutoApplyPanel>
          <AutoApplyControl
            applyAuto={profile.apply_auto}
            expiredMessage={profile.expired_message}
            jobTypesDeleted={profile.is_job_type_delete}
            source="profile"
            onChanged={loadJobseeker}
          />
        </AutoApplyPanel>
        <PrivacyPanel hasProfile onDeleted={loadJobseeker} />
        <ContactRequestsPanel />
      </>
    )
  }

  return (
    <Container>
      <Head>
        <title>Hồ sơ xin việc | Việc Làm Tốt</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Page>
        <TitleRow>
          <h1 ref={pageHeading} tabIndex={-1}>
            {JOBSEEKER_PAGE_TEXT.title}
          </h1>
          {profile && !editing && (
            <Button type="button" onClick={() => setEditing(true)}>
              {JOBSEEKER_PAGE_TEXT.edit}
            </Button>
          )}
        </TitleRow>
        {body}
      </Page>
    </Container>
  )
}
