// A candidate's profile as an employer reads it (the CV of an application, a found candidate):
// the contact (links once shown, masked text before), wishes, experience and work history, the
// self-introduction.
import { styled } from '@linaria/react'
import type { ReactNode } from 'react'
import { readinessLabel } from '../domain/candidates'
import type { CandidateProfile } from '../domain/contract/candidates'
import { salaryLabel } from '../domain/money'
import { Panel } from './panel'
import { color, media, bareList } from './theme'

const Head = styled.header`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr) auto;
  gap: 4px 16px;
  align-items: center;
  img {
    grid-row: span 3;
    width: 72px;
    height: 72px;
    border-radius: 50%;
    object-fit: cover;
    background: ${color.bg};
  }
  h1 {
    margin: 0;
    font-size: 24px;
    overflow-wrap: anywhere;
  }
  p {
    grid-column: 2 / -1;
    color: ${color.muted};
    overflow-wrap: anywhere;
  }
  ${media.mobile} {
    grid-template-columns: 72px minmax(0, 1fr);
    /* the action goes under the lines, so a long name keeps its width */
    > div {
      grid-column: 1 / -1;
      order: 1;
    }
  }
`

/** The page's title block: avatar, name (h1), `action` beside the name, lines under it. */
export function ProfileHead({ imageUrl, name, action, children }: { imageUrl: string | null; name: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Panel>
      <Head>
        <img src={imageUrl || '/images/avatar-default.svg'} alt="" width={72} height={72} />
        <h1>{name}</h1>
        {action && <div>{action}</div>}
        {children}
      </Head>
    </Panel>
  )
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(110px, auto) 1fr;
  gap: 6px 12px;
  margin: 0;
  dt {
    color: ${color.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`
const History = styled.ol`
  display: grid;
  gap: 10px;
  ${bareList}
  li {
    padding-left: 12px;
    border-left: 3px solid ${color.brand};
  }
  span {
    display: block;
    color: ${color.muted};
    font-size: 14px;
  }
`
const Text = styled.p`
  white-space: pre-line;
  overflow-wrap: anywhere;
`

export function ProfileSections({ profile }: { profile: CandidateProfile }) {
  const place = [profile.district, profile.city].filter(Boolean).join(', ')
  return (
    <>
      <Panel aria-labelledby="candidate-wishes">
        <h2 id="candidate-wishes">Thông tin chung</h2>
        <Facts>
          <dt>Công việc mong muốn</dt>
          <dd>{profile.job_types.map((t) => t.name).join(', ') || 'Chưa có'}</dd>
          <dt>Khu vực</dt>
          <dd>{place || 'Chưa có'}</dd>
          <dt>Mức lương mong muốn</dt>
          <dd>{salaryLabel(profile.salary_min, profile.salary_max)}</dd>
          <dt>Năm sinh</dt>
          <dd>{profile.birth_year ?? 'Chưa có'}</dd>
          <dt>Giới tính</dt>
          <dd>{profile.gender ?? 'Chưa có'}</dd>
          <dt>Học vấn</dt>
          <dd>{profile.education ?? 'Chưa có'}</dd>
          <dt>Sẵn sàng</dt>
          <dd>{readinessLabel(profile.readiness) ?? 'Chưa có'}</dd>
        </Facts>
      </Panel>
      <Panel aria-labelledby="candidate-experience">
        <h2 id="candidate-experience">Kinh nghiệm</h2>
        <p>{profile.experience ?? 'Chưa có'}</p>
        {profile.experience_text && <Text>{profile.experience_text}</Text>}
        {profile.work_history.length > 0 && (
          <History aria-label="Quá trình làm việc">
            {profile.work_history.map((item, index) => (
              <li key={index}>
                <strong>{item.position}</strong>
                <span>
                  {item.company} · {item.start_date} - {item.end_date ?? 'nay'}
                </span>
              </li>
            ))}
          </History>
        )}
      </Panel>
      {profile.description && (
        <Panel aria-labelledby="candidate-about">
          <h2 id="candidate-about">Giới thiệu bản thân</h2>
          <Text>{profile.description}</Text>
        </Panel>
      )}
    </>
  )
}

/** The contact panel: phone and e-mail as links when `shown`, as the masked text otherwise. */
export function ContactPanel({ profile, shown, children }: { profile: CandidateProfile; shown: boolean; children?: ReactNode }) {
  const value = (text: string | null, href: string) => (!text ? 'Chưa có' : shown ? <a href={href}>{text}</a> : <span data-masked="">{text}</span>)
  return (
    <Panel aria-labelledby="candidate-contact">
      <h2 id="candidate-contact">Liên hệ</h2>
      <Facts>
        <dt>Điện thoại</dt>
        <dd>{value(profile.phone, `tel:${profile.phone}`)}</dd>
        <dt>Email</dt>
        <dd>{value(profile.email, `mailto:${profile.email}`)}</dd>
      </Facts>
      {children}
    </Panel>
  )
}
