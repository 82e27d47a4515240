// Announcements of the public inbox (rows with user_id NULL), seeded for development and demos:
// what a visitor sees under "Thông báo" before signing in. Idempotent: a title already in the
// public inbox is not inserted again.
import type { Queryable } from '../../db/client'

export interface Announcement {
  title: string
  content: string
  url: string | null
  /** Published this many days before the seed's anchor date. */
  daysAgo: number
}

export const PUBLIC_ANNOUNCEMENTS: readonly Announcement[] = [
  {
    title: 'Chào mừng bạn đến với kênh tìm việc làm',
    content:
      'Hàng nghìn tin tuyển dụng mới mỗi ngày trên toàn quốc. Tìm theo ngành nghề, khu vực và mức lương, lưu tin yêu thích để xem lại bất cứ lúc nào.',
    url: '/tuyen-dung',
    daysAgo: 30,
  },
  {
    title: 'Cảnh giác với tin tuyển dụng yêu cầu nộp phí',
    content:
      'Nhà tuyển dụng uy tín không yêu cầu ứng viên nộp phí hồ sơ, phí đào tạo, phí đồng phục hay đặt cọc trước khi nhận việc. Theo Bộ luật Lao động, người sử dụng lao động không được buộc người lao động đặt cọc bằng tiền. Nếu gặp tin đăng như vậy, hãy dừng giao dịch và báo cáo tin cho chúng tôi.',
    url: null,
    daysAgo: 21,
  },
  {
    title: 'Không chia sẻ mã OTP cho bất kỳ ai',
    content:
      'Mã OTP chỉ dùng để bạn đăng ký, đăng nhập hoặc xác thực số điện thoại. Nhân viên của chúng tôi và nhà tuyển dụng sẽ không bao giờ hỏi mã OTP hay mật khẩu của bạn.',
    url: null,
    daysAgo: 14,
  },
  {
    title: 'Nhận diện lừa đảo "việc nhẹ lương cao" qua mạng',
    content:
      'Lời mời làm cộng tác viên chốt đơn, thả tim video, nạp tiền làm nhiệm vụ để nhận hoa hồng thường là lừa đảo. Không chuyển khoản, không gửi ảnh CCCD hay thông tin tài khoản ngân hàng cho người lạ, và không giao giấy tờ tùy thân bản gốc khi đi phỏng vấn.',
    url: null,
    daysAgo: 9,
  },
  {
    title: 'Tạo hồ sơ xin việc miễn phí',
    content:
      'Chỉ mất vài phút để tạo hồ sơ và tiếp cận hơn 1000 doanh nghiệp đang tuyển dụng. Hồ sơ đầy đủ thông tin giúp nhà tuyển dụng liên hệ bạn nhanh hơn.',
    url: '/create-jobseeker?is_reader=true',
    daysAgo: 5,
  },
  {
    title: 'Ra mắt tính năng tự động ứng tuyển',
    content:
      'Bật "Tự động ứng tuyển" trong hồ sơ, hệ thống sẽ gửi hồ sơ của bạn đến các tin tuyển dụng phù hợp với ngành nghề bạn chọn. Hoàn toàn miễn phí, tìm việc nhanh trong 3 ngày.',
    url: '/jobseeker',
    daysAgo: 2,
  },
]

const DAY_MS = 86_400_000

/** Inserts the announcements missing from the public inbox; returns how many were added. */
export async function seedPublicInbox(db: Queryable, anchor: Date = new Date()): Promise<number> {
  // Oldest first, so ids grow with the publication date.
  const rows = [...PUBLIC_ANNOUNCEMENTS].sort((a, b) => b.daysAgo - a.daysAgo)
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO inboxes (user_id, part, title, content, url, created_at)
     SELECT NULL, 'common', t.title, t.content, t.url, t.created_at
       FROM unnest($1::text[], $2::text[], $3::text[], $4::timestamptz[]) WITH ORDINALITY AS t(title, content, url, created_at, n)
      WHERE NOT EXISTS (SELECT 1 FROM inboxes i WHERE i.user_id IS NULL AND i.title = t.title)
      ORDER BY t.n
     RETURNING id`,
    [
      rows.map((a) => a.title.normalize('NFC')),
      rows.map((a) => a.content.normalize('NFC')),
      rows.map((a) => a.url),
      rows.map((a) => new Date(anchor.getTime() - a.daysAgo * DAY_MS).toISOString()),
    ],
  )
  return inserted.length
}
