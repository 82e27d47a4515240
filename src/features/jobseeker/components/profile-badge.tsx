// The profile badge of SPEC 4.2: "Hồ sơ tốt: Cần {n} mục" with a progress bar and the missing items,
// nothing (waiting and complete), red "Hồ sơ vi phạm" with the reason, or "Hồ sơ tốt".
import { styled } from '@linaria/react'
import { profileBadge } from '../../../domain/profile/completeness'
import type { Jobseeker } from '../../../domain/profile/types'
import { color } from '../../../ui/theme'
import { Card } from '../../../ui/card'

export const BADGE_TEXT = {
  progress: 'Mức độ hoàn thiện hồ sơ',
  missing: 'Cần bổ sung:',
  reason: 'Lý do:',
  fix: 'Vui lòng chỉnh sửa hồ sơ để nhà tuyển dụng có thể xem và liên hệ với bạn.',
} as const

const Box = styled(Card)`
  h2 {
    margin: 0 0 8px;
  }
  &[data-tone='success'] h2 {
    color: ${color.green};
  }
  &[data-tone='danger'] {
    border-color: ${color.red};
    background: #fdecea;
  }
  &[data-tone='danger'] h2 {
    color: ${color.red};
  }
  p {
    margin: 0 0 6px;
  }
  ul {
    margin: 6px 0 0;
    padding-left: 20px;
  }
`

const Bar = styled.progress`
  display: block;
  width: 100%;
  height: 10px;
  margin: 4px 0 8px;
  appearance: none;
  border: 0;
  border-radius: 5px;
  background: ${color.line};
  overflow: hidden;
  &::-webkit-progress-bar {
    background: ${color.line};
  }
  &::-webkit-progress-value {
    background: ${color.brand};
  }
  &::-moz-progress-bar {
    background: ${color.brand};
  }
`

export function ProfileBadge({ profile }: { profile: Pick<Jobseeker, 'process_state' | 'is_satisfied' | 'missing_fields' | 'complete_percentage' | 'reject_reason'> }) {
  const badge = profileBadge(profile.process_state, profile)
  if (!badge) return null
  const percent = Math.round(profile.complete_percentage * 100)
  return (
    <Box data-tone={badge.tone} aria-labelledby="profile-badge-title">
      <h2 id="profile-badge-title">{badge.text}</h2>
      {badge.tone === 'danger' && (
        <>
          {profile.reject_reason && (
            <p>
              {BADGE_TEXT.reason} {profile.reject_reason}
            </p>
          )}
          <p>{BADGE_TEXT.fix}</p>
        </>
      )}
      {badge.tone === 'progress' && (
        <>
          <Bar max={100} value={percent} aria-label={`${BADGE_TEXT.progress}: ${percent}%`} />
          <p>{BADGE_TEXT.missing}</p>
          <ul>
            {profile.missing_fields.map((field) => (
              <li key={field.name}>{field.label}</li>
            ))}
          </ul>
        </>
      )}
    </Box>
  )
}
