// Auto-apply promo (SPEC 1): free, and finds a job in 3 days. Anonymous visitors go through login
// on the way to creating a profile (SPEC 2.4); a seeker with a profile is pointed at the switch in
// the job-seeker box, and once auto-apply is on the promo has nothing left to offer. The app passes
// userState's fields in.
import { styled } from '@linaria/react'
import { useId } from 'react'
import { routes } from '../../../lib/paths'
import { color, radius } from '../../../ui/theme'
import { ButtonLink } from '../../../ui/button'

const Box = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px 16px;
  padding: 16px;
  background: ${color.brandSoft};
  border: 1px solid #b9e0cf;
  border-radius: ${radius.md};
  svg {
    flex: none;
    width: 40px;
    height: 40px;
    color: ${color.brand};
  }
  div {
    flex: 1 1 200px;
  }
  h2 {
    margin: 0 0 2px;
    font-size: 18px;
    color: ${color.brandDark};
  }
  p {
    margin: 0;
    color: ${color.text};
  }
`

const CtaLink = ButtonLink

const Note = styled.p`
  && {
    margin-top: 6px;
    font-size: 14px;
    color: ${color.muted};
  }
`

export function AutoApplyPromo({
  authorized = false,
  hasProfile = false,
  autoApplyOn = false,
}: {
  authorized?: boolean
  hasProfile?: boolean
  autoApplyOn?: boolean
}) {
  const headingId = useId()
  if (authorized && autoApplyOn) return null
  return (
    <Box aria-labelledby={headingId}>
      <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r="19" fill="currentColor" opacity="0.12" />
        <path d="M22 7L11 22h8l-2 11 12-16h-8z" fill="currentColor" />
      </svg>
      <div>
        <h2 id={headingId}>Tự động ứng tuyển</h2>
        <p>Miễn phí - Tìm được việc chỉ trong 3 ngày</p>
        {authorized && hasProfile && <Note>Bật công tắc “Tự động ứng tuyển” trong hộp Hồ sơ xin việc để bắt đầu.</Note>}
      </div>
      {!(authorized && hasProfile) && (
        <CtaLink to={authorized ? routes.createJobseeker : routes.login(routes.createJobseeker)}>Tạo hồ sơ ngay</CtaLink>
      )}
    </Box>
  )
}
