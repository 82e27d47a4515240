// A read-only view of the saved profile: the avatar, the person's details and the field values with
// their names resolved through the job config and places.
import { styled } from '@linaria/react'
import { UserAvatar } from '../../../ui/user-avatar'
import type { ReactNode } from 'react'
import type { JobConfig } from '../../../domain/config-types'
import { NO_EXPERIENCE_ID } from '../../../domain/constants'
import { moneyRange } from '../../../domain/money'
import { PROFILE_GENDERS, READINESS_OPTIONS } from '../../../domain/profile/fields'
import type { Jobseeker } from '../../../domain/profile/types'
import { sizedImageUrl } from '../../../ui/image-upload/sized-url'
import { color, media } from '../../../ui/theme'
import { Card } from '../../../ui/card'

export const SUMMARY_TEXT = {
  title: 'Thông tin hồ sơ',
  none: 'Chưa cập nhật',
  deleted: 'đã ngừng sử dụng',
  stillThere: 'Hiện tại',
  searchableOn: 'Nhà tuyển dụng có thể tìm thấy hồ sơ của bạn',
  searchableOff: 'Chỉ nhà tuyển dụng của tin bạn ứng tuyển mới xem được hồ sơ',
  phoneVerified: 'Đã xác thực',
  avatar: (name: string) => `Ảnh đại diện của ${name}`,
} as const


const Head = styled.div`
  display: flex;
  align-items: center;
  gap: 16px;
  margin-bottom: 16px;
  > img {
    flex: none;
    width: 72px;
    height: 72px;
    border-radius: 50%;
    object-fit: cover;
    background: ${color.brandSoft};
  }
  p {
    margin: 0;
    font-size: 20px;
    font-weight: 700;
  }
`

const List = styled.dl`
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  gap: 10px 16px;
  margin: 0;
  ${media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 2px;
    dd {
      margin-bottom: 10px;
    }
  }
  dt {
    color: ${color.muted};
  }
  dd {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
  ul {
    margin: 0;
    padding-left: 18px;
  }
`

const nameIn = (list: Array<{ id: number; name: string }> | undefined, id: number | null) =>
  id === null ? null : (list?.find((option) => option.id === id)?.name ?? null)

export function ProfileSummary({ profile, jobConfig }: { profile: Jobseeker; jobConfig: JobConfig | null }) {
  const experience = profile.experience_id === NO_EXPERIENCE_ID ? 'Chưa có kinh nghiệm' : nameIn(jobConfig?.experiences, profile.experience_id)
  const place = [profile.district?.name, profile.city?.name].filter(Boolean).join(', ')
  const rows: Array<[string, ReactNode]> = [
    ['Số điện thoại', profile.phone ? `${profile.phone}${profile.phone_verified ? ` (${SUMMARY_TEXT.phoneVerified})` : ''}` : null],
    ['Email', profile.email],
    ['Năm sinh', profile.birth_year ? String(profile.birth_year) : null],
    ['Giới tính', nameIn(PROFILE_GENDERS, profile.gender)],
    [
      'Ngành nghề mong muốn',
      profile.job_types.length
        ? profile.job_types.map((type) => (type.is_deleted ? `${type.name} (${SUMMARY_TEXT.deleted})` : type.name)).join(', ')
        : null,
    ],
    ['Nơi làm việc mong muốn', place || null],
    ['Mức lương mong muốn', moneyRange(profile.salary_min, profile.salary_max)],
    ['Kinh nghiệm làm việc', experience],
    ['Mô tả kinh nghiệm', profile.has_experience ? profile.experience_text : null],
    [
      'Quá trình làm việc',
      profile.has_experience && profile.work_history.length ? (
        <ul>
          {profile.work_history.map((item, index) => (
            <li key={index}>
              {item.position} - {item.company} ({item.start_date} - {item.end_date ?? SUMMARY_TEXT.stillThere})
            </li>
          ))}
        </ul>
      ) : null,
    ],
    ['Trình độ học vấn', nameIn(jobConfig?.educations, profile.education_id)],
    [
      'Thời gian có thể đi làm',
      profile.readiness === null ? null : (READINESS_OPTIONS.find((option) => option.value === profile.readiness)?.name ?? null),
    ],
    ['Giới thiệu bản thân', profile.description],
    ['Hiển thị hồ sơ', profile.searchable ? SUMMARY_TEXT.searchableOn : SUMMARY_TEXT.searchableOff],
  ]
  return (
    <Card aria-labelledby="profile-summary-title">
      <h2 id="profile-summary-title">{SUMMARY_TEXT.title}</h2>
      <Head>
        {profile.image_url ? (
          <img src={sizedImageUrl(profile.image_url, 96)} alt={SUMMARY_TEXT.avatar(profile.full_name)} width={72} height={72} />
        ) : (
          // the letter and colour of the header's avatar (the given name's initial, by user id)
          <UserAvatar userId={profile.user_id} fullName={profile.full_name} imageUrl={null} size={72} />
        )}
        <p>{profile.full_name}</p>
      </Head>
      <List>
        {rows.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt>{term}</dt>
            <dd>{value ?? SUMMARY_TEXT.none}</dd>
          </div>
        ))}
      </List>
    </Card>
  )
}
