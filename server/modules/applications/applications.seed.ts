// Applicants for the demo employer (docs/decisions/0003-accounts.md: 0912345678, Trần Văn Minh), so
// /dashboard/candidates shows a real inbox in development: a dozen job seekers with approved
// profiles applied over the last fortnight to its newest active jobs, some opened and moved on,
// the most recent ones still unread. Run once, on the first seeding (the demo account may change
// all of this while trying the site). The seekers cannot sign in (no usable password).
import type { Queryable } from '../../db/client'
import { SEED_ACCOUNTS } from '../../db/seed/users'
import { PROFILE_COPY } from './applications.service'

const HOUR_MS = 3_600_000

interface SeedSeeker {
  name: string
  gender: 802 | 803
  age: number
  experienceId: number
  educationId: number
  readiness: boolean
  company: string | null
  position: string | null
  description: string
  /** status after the employer's look at it, and the hours since applying */
  status: number
  hoursAgo: number
  source: 'manual' | 'auto' | 'multi'
}

export const SEED_SEEKERS: SeedSeeker[] = [
  { name: 'Phạm Thị Thu Hà', gender: 803, age: 24, experienceId: 604, educationId: 705, readiness: true, company: 'Siêu thị Co.op Food', position: 'Thu ngân', description: 'Nhanh nhẹn, cẩn thận khi tính tiền, quen đối soát cuối ca.', status: 1, hoursAgo: 2, source: 'manual' },
  { name: 'Nguyễn Văn Hùng', gender: 802, age: 29, experienceId: 607, educationId: 703, readiness: true, company: 'Công ty Giao vận Miền Nam', position: 'Nhân viên kho', description: 'Có bằng lái xe nâng, quen xuất nhập kho và kiểm kê.', status: 1, hoursAgo: 5, source: 'auto' },
  { name: 'Lê Thị Mỹ Duyên', gender: 803, age: 21, experienceId: 601, educationId: 703, readiness: true, company: null, position: null, description: 'Sinh viên năm cuối, muốn làm ca tối, học việc nhanh.', status: 1, hoursAgo: 9, source: 'multi' },
  { name: 'Trần Quốc Bảo', gender: 802, age: 33, experienceId: 608, educationId: 706, readiness: false, company: 'Nhà hàng Phố Cổ', position: 'Quản lý ca', description: 'Tám năm trong ngành nhà hàng, từng quản lý ca 15 nhân viên.', status: 2, hoursAgo: 26, source: 'manual' },
  { name: 'Võ Thị Kim Ngân', gender: 803, age: 26, experienceId: 605, educationId: 705, readiness: true, company: 'Cửa hàng Thế Giới Di Động', position: 'Tư vấn bán hàng', description: 'Tư vấn điện thoại và phụ kiện, đạt doanh số 3 quý liên tiếp.', status: 3, hoursAgo: 50, source: 'manual' },
  { name: 'Đặng Minh Tuấn', gender: 802, age: 27, experienceId: 604, educationId: 704, readiness: true, company: 'Công ty Bảo vệ Long Hải', position: 'Bảo vệ', description: 'Sức khỏe tốt, trung thực, có thể làm ca đêm.', status: 5, hoursAgo: 75, source: 'auto' },
  { name: 'Huỳnh Thị Lan Anh', gender: 803, age: 30, experienceId: 606, educationId: 706, readiness: false, company: 'Công ty TNHH Minh Long', position: 'Kế toán viên', description: 'Thành thạo MISA, lập báo cáo thuế tháng và quý.', status: 4, hoursAgo: 100, source: 'manual' },
  { name: 'Bùi Văn Thắng', gender: 802, age: 35, experienceId: 608, educationId: 703, readiness: true, company: 'Xưởng cơ khí Tân Phú', position: 'Thợ hàn', description: 'Hàn TIG, MIG, đọc bản vẽ kỹ thuật cơ bản.', status: 6, hoursAgo: 150, source: 'multi' },
  { name: 'Phan Ngọc Trâm', gender: 803, age: 23, experienceId: 603, educationId: 705, readiness: true, company: 'Quán cà phê Mộc', position: 'Pha chế', description: 'Pha chế cà phê, trà sữa, thân thiện với khách.', status: 2, hoursAgo: 180, source: 'manual' },
  { name: 'Ngô Đức Anh', gender: 802, age: 25, experienceId: 604, educationId: 706, readiness: true, company: 'Công ty Phần mềm Sao Việt', position: 'Nhân viên hỗ trợ khách hàng', description: 'Trả lời tổng đài và chat, xử lý khiếu nại có quy trình.', status: 7, hoursAgo: 260, source: 'manual' },
  { name: 'Trịnh Thị Hồng Nhung', gender: 803, age: 28, experienceId: 605, educationId: 704, readiness: false, company: 'Spa Hoa Sen', position: 'Lễ tân', description: 'Đón khách, đặt lịch hẹn, quản lý sổ sách thu chi nhỏ.', status: 3, hoursAgo: 300, source: 'auto' },
  { name: 'Lý Hoàng Phúc', gender: 802, age: 22, experienceId: 602, educationId: 703, readiness: true, company: 'Cửa hàng tiện lợi Circle K', position: 'Nhân viên bán hàng', description: 'Làm ca xoay, sắp xếp hàng hóa và thu ngân.', status: 1, hoursAgo: 320, source: 'manual' },
]

export async function seedEmployerApplicants(tx: Queryable, anchor: Date): Promise<void> {
  const jobs = await tx.query<{ id: number; job_type_id: number; city_id: number }>(
    `SELECT j.id, j.job_type_id, j.city_id FROM jobs j JOIN organization_members m ON m.organization_id = j.organization_id
       JOIN users u ON u.id = m.user_id
      WHERE u.phone = $1 AND j.review_status = 1001 AND NOT j.is_hidden AND j.expires_at > $2
      ORDER BY j.published_at DESC, j.id DESC LIMIT 4`,
    [SEED_ACCOUNTS.employer.phone, anchor],
  )
  if (!jobs.length) return
  for (const [index, s] of SEED_SEEKERS.entries()) {
    const job = jobs[index % jobs.length]
    const phone = `0933${String(100_000 + index).slice(-6)}`
    const [user] = await tx.query<{ id: number }>(
      `INSERT INTO users (phone, password_hash, full_name) VALUES ($1, '!', $2) ON CONFLICT (phone) DO NOTHING RETURNING id`,
      [phone, s.name],
    )
    if (!user) continue
    const history = s.company ? [{ company: s.company, position: s.position, start_date: '01/2023', end_date: null }] : []
    const [profile] = await tx.query<{ id: number }>(
      `INSERT INTO jobseekers (user_id, full_name, phone, phone_verified_at, email, image_url, birth_year, gender, job_types, city_id,
         salary_min, salary_max, experience_id, experience_text, work_history, education_id, readiness, description, searchable,
         consent_at, process_state, moderated_at)
       VALUES ($1, $2, $3, now(), $4, '/images/avatar-default.svg', $5, $6, $7::int4[], $8, 7000000, 12000000, $9, $10, $11::jsonb,
               $12, $13, $14, $15, now(), 1001, now())
       ON CONFLICT DO NOTHING RETURNING id`,
      [
        user.id,
        s.name,
        phone,
        `ungvien${index + 1}@example.com`,
        anchor.getFullYear() - s.age,
        s.gender,
        [job.job_type_id],
        job.city_id,
        s.experienceId,
        s.company ? `${s.position} tại ${s.company}.` : null,
        JSON.stringify(history),
        s.educationId,
        s.readiness,
        s.description,
        index % 3 !== 2,
      ],
    )
    if (!profile) continue
    const applied = new Date(anchor.getTime() - s.hoursAgo * HOUR_MS)
    const moved = new Date(applied.getTime() + 20 * HOUR_MS)
    const opened = s.status > 1
    await tx.query(
      `INSERT INTO applications (job_id, user_id, jobseeker_id, source, status, created_at, updated_at, status_at, read_at, replied_at, profile)
       SELECT $1, $2, p.id, $3, $4, $5, $6, $6, $7, $8, ${PROFILE_COPY} FROM jobseekers p WHERE p.id = $9
       ON CONFLICT (job_id, user_id) DO NOTHING`,
      [job.id, user.id, s.source, s.status, applied, opened ? moved : applied, opened ? moved : null, s.status > 2 ? moved : null, profile.id],
    )
  }
}
