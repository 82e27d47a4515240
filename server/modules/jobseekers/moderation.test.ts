import { describe, expect, it } from 'vitest'
import { findBannedPhrases, hasContactDetails, moderateProfile, type ModeratedProfile } from './moderation'

const clean: ModeratedProfile = {
  full_name: 'Phạm Văn Long',
  phone: '0912000111',
  job_types: [8],
  city_id: 1,
  experience_id: 606,
  readiness: true,
  description:
    'Kế toán thanh toán 4 năm: lập chứng từ, chuyển khoản cho nhà cung cấp, đối soát công nợ. Lương mong muốn 10.000.000 - 15.000.000 đồng. Thành thạo ASP.NET và Excel.',
  experience_text: 'Làm việc tại công ty từ năm 2019 đến 2023, quản lý 1200 hóa đơn mỗi tháng.',
  work_history: [{ company: 'Công ty TNHH Phú Thịnh', position: 'Kế toán viên', start_date: '01/2019', end_date: '12/2023' }],
}

describe('automatic moderation of profiles', () => {
  it('approves an ordinary profile (work words, salaries, years and tech names are not violations)', () => {
    expect(moderateProfile(clean)).toEqual({ process_state: 1001, reject_reason: null })
  })

  it('finds banned phrases whatever the case or diacritics, as whole words only', () => {
    expect(findBannedPhrases(['Cần ĐẶT CỌC trước'])).toEqual(['đặt cọc'])
    expect(findBannedPhrases(['can dat coc truoc, thu phi ho so'])).toEqual(['thu phí', 'phí hồ sơ', 'đặt cọc'])
    expect(findBannedPhrases(['Phiên dịch viên, thu ngân, đặt cọc-cho'])).toEqual(['đặt cọc'])
    expect(findBannedPhrases(['Phiên dịch viên, thu ngân'])).toEqual([])
  })

  it('sees phone numbers, e-mails and links in free text', () => {
    for (const text of ['gọi 0987654321', 'zalo 0987 654 321', 'SĐT: 098.765.4321', '+84 987 654 321', 'mail: a.b@gmail.com', 'www.cv-cua-toi.vn', 'xem https://x.io/a', 'trang cv-cua-toi.com']) {
      expect(hasContactDetails(text), text).toBe(true)
    }
    for (const text of ['Lương 10.000.000 - 15.000.000', 'từ 01/2019 đến 12/2023', 'ASP.NET, Node.JS', '1200 hóa đơn', null]) {
      expect(hasContactDetails(text), String(text)).toBe(false)
    }
  })

  it('rejects with every reason at once', () => {
    const result = moderateProfile({
      ...clean,
      city_id: null,
      description: 'Việc nhẹ lương cao, liên hệ 0987654321',
      work_history: [{ company: 'Sòng bài casino', position: 'Nhân viên', start_date: '01/2020', end_date: null }],
    })
    expect(result.process_state).toBe(1002)
    expect(result.reject_reason).toBe(
      'Hồ sơ còn thiếu thông tin bắt buộc: Nơi làm việc mong muốn. ' +
        'Hồ sơ có nội dung không được phép ("casino", "việc nhẹ lương cao"). Hồ sơ xin việc không được yêu cầu thu phí, đặt cọc hay chứa nội dung vi phạm pháp luật. ' +
        'Phần giới thiệu bản thân không được chứa số điện thoại, email hoặc đường link. Nhà tuyển dụng liên hệ với bạn qua số điện thoại và email của hồ sơ.',
    )
  })
})
