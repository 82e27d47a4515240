// The seeded job seeker's profile (docs/decisions/0003-accounts.md: 0901234567, Nguyễn Thị Lan):
// complete, approved, findable, so the profile page, the badge "Hồ sơ tốt" and the job-seeker box
// show something real in development. Idempotent: a profile already there (maybe edited while
// trying the site) is left as it is.
import type { Queryable } from '../../db/client'
import { REVIEW_STATUS } from '../../../src/domain/constants'
import { SEED_ACCOUNTS } from '../../db/seed/users'

export const SEED_PROFILE = {
  email: 'nguyenthilan@example.com',
  imageUrl: '/images/avatar-default.svg',
  age: 27,
  gender: 803,
  // Nhân viên bán hàng, Thu ngân, Chăm sóc khách hàng
  jobTypes: [1, 4, 59],
  // TP. Hồ Chí Minh, Quận 1
  cityId: 2,
  districtId: 2001,
  salaryMin: 8_000_000,
  salaryMax: 12_000_000,
  // 3 năm
  experienceId: 605,
  experienceText:
    'Bán hàng thời trang tại cửa hàng, tư vấn chọn size và phối đồ, đóng gói đơn online. Làm thu ngân siêu thị: tính tiền, đối soát két cuối ca, xử lý đổi trả.',
  workHistory: [
    { company: 'Cửa hàng thời trang Hoa Mai', position: 'Nhân viên bán hàng', start_date: '03/2022', end_date: '08/2024' },
    { company: 'Siêu thị Minh Phát', position: 'Thu ngân', start_date: '09/2024', end_date: null },
  ],
  // Cao đẳng
  educationId: 705,
  description:
    'Tôi có 3 năm kinh nghiệm bán hàng và thu ngân, giao tiếp tốt, quen dùng máy tính tiền và phần mềm bán hàng. Tôi chăm chỉ, trung thực, có thể đi làm ngay và mong muốn gắn bó lâu dài với cửa hàng tại khu vực Quận 1.',
} as const

export async function seedJobseekerProfile(tx: Queryable, now = new Date()): Promise<void> {
  const account = SEED_ACCOUNTS.jobseeker
  const p = SEED_PROFILE
  await tx.query(
    `INSERT INTO jobseekers (user_id, full_name, phone, phone_verified_at, email, image_url, birth_year, gender, job_types,
       city_id, district_id, salary_min, salary_max, experience_id, experience_text, work_history, education_id, readiness,
       description, searchable, consent_at, process_state, moderated_at)
     SELECT id, full_name, phone, now(), $2, $3, $4, $5, $6::int4[], $7, $8, $9, $10, $11, $12, $13::jsonb, $14, true,
            $15, true, now(), $16, now()
       FROM users WHERE phone = $1
     ON CONFLICT DO NOTHING`,
    [
      account.phone,
      p.email,
      p.imageUrl,
      now.getFullYear() - p.age,
      p.gender,
      p.jobTypes,
      p.cityId,
      p.districtId,
      p.salaryMin,
      p.salaryMax,
      p.experienceId,
      p.experienceText,
      JSON.stringify(p.workHistory),
      p.educationId,
      p.description,
      REVIEW_STATUS.approved,
    ],
  )
}
