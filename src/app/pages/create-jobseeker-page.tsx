// /create-jobseeker?is_reader=true (auth required): creates the signed-in person's profile. Someone
// who already has one goes to /jobseeker; the promo card's teaser pre-fills name, phone and e-mail
// (then is forgotten); a same-site returnUrl is where the person goes once the profile exists.
import { styled } from '@linaria/react'
import { useEffect, useState } from 'react'
import { toast } from 'react-hot-toast'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { Head } from 'vite-react-ssg'
import { loadJobseeker, userState } from '../../features/auth/state'
import { ProfileForm } from '../../features/jobseeker/components/profile-form'
import { initialFormValues } from '../../features/jobseeker/form-values'
import { forgetJobseekerDraft, readJobseekerDraft } from '../../lib/jobseeker-draft'
import { routes } from '../../lib/paths'
import { Container } from '../../ui/container'
import { color, cardBox } from '../../ui/theme'
import { createdMessage } from '../../features/jobseeker/saved-message'

export const CREATE_TEXT = {
  title: 'Tạo hồ sơ xin việc',
  intro: 'Hồ sơ của bạn được gửi tới hơn 1000+ doanh nghiệp đang tuyển dụng. Điền đầy đủ thông tin để đạt hồ sơ tốt.',
  checking: 'Đang kiểm tra hồ sơ của bạn...',
} as const

const Panel = styled.div`
  max-width: 760px;
  margin: 24px auto 48px;
  padding: 24px;
  ${cardBox}
  h1 {
    margin: 0 0 8px;
    font-size: 24px;
  }
  > p {
    margin: 0 0 20px;
    color: ${color.muted};
  }
  @media (max-width: 989.98px) {
    margin: 12px auto 32px;
    padding: 16px;
  }
`

/** Only a path of this site: "/x" but not "//host" or "/\host". */
export function safeReturnUrl(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null
  return value
}

export function Component() {
  const user = useSnapshot(userState)
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const returnUrl = safeReturnUrl(params.get('returnUrl'))
  const hasProfile = !!user.jobseeker
  const [created, setCreated] = useState(false)
  // read once: the teaser is forgotten as soon as the form has it
  const [initial] = useState(() =>
    initialFormValues([], {
      draft: typeof window === 'undefined' ? null : readJobseekerDraft(),
      ownPhone: userState.user?.phone ?? null,
    }),
  )
  useEffect(() => forgetJobseekerDraft(), [])

  useEffect(() => {
    if (!user.loadingJobseeker && hasProfile && !created) navigate(routes.jobseeker, { replace: true })
  }, [user.loadingJobseeker, hasProfile, created, navigate])

  const trustedPhones = user.user?.phone ? [user.user.phone] : []

  return (
    <Container>
      <Head>
        <title>Tạo hồ sơ xin việc | Việc Làm Tốt</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Panel>
        <h1>{CREATE_TEXT.title}</h1>
        <p>{CREATE_TEXT.intro}</p>
        {user.loadingJobseeker || hasProfile ? (
          <p role="status">{CREATE_TEXT.checking}</p>
        ) : (
          <ProfileForm
            mode="create"
            label={CREATE_TEXT.title}
            profile={null}
            initialValues={initial}
            trustedPhones={trustedPhones}
            onSaved={async (profile) => {
              setCreated(true)
              await loadJobseeker()
              const message = createdMessage(profile)
              if (message.ok) toast.success(message.text)
              else toast.error(message.text, { duration: 8000 })
              // a refused profile goes to its page to be fixed, not on to apply
              navigate(message.ok ? (returnUrl ?? routes.jobseeker) : routes.jobseeker)
            }}
          />
        )}
      </Panel>
    </Container>
  )
}
