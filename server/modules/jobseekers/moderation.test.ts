import { describe, expect, it } from 'vitest'
import { moderateProfile, type ModeratedProfile } from './moderation'
import { effectiveRules } from '../../../src/domain/moderation/settings'

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

describe('profiles held for staff', () => {
  it('waits (1000) when its texts read like a job ad or a scam, naming the rules', () => {
    const result = moderateProfile({ ...clean, description: 'Tuyển cộng tác viên online làm tại nhà, hưởng hoa hồng 30% mỗi đơn, không cần kinh nghiệm.' })
    expect(result.process_state).toBe(1000)
    expect(result.reject_reason).toMatch(/^Hồ sơ có nội dung cần nhân viên kiểm tra \(.+\)\.$/)
  })

  it('reads every text employers see, through invisible characters and look-alike letters (issue 35)', () => {
    // a name with a spelled-out phone, a work history moving the talk to Zalo
    expect(moderateProfile({ ...clean, full_name: 'Lan không chín tám bảy sáu năm bốn ba hai một' }).reject_reason).toContain('Họ và tên không được chứa số điện thoại')
    const zalo = moderateProfile({ ...clean, work_history: [{ company: 'Công ty Phú Thịnh', position: 'Kế toán, nhắn Zalo', start_date: '01/2019', end_date: null }] })
    expect(zalo.process_state).toBe(1000)
    expect(zalo.reject_reason).toContain('Mời ứng viên liên hệ qua Zalo, Telegram')
    // the reviewer's dodges
    for (const description of ['Nhận đ\u200b\u200b\u200b\u200bặt cọc giữ chỗ', 'Nhận đặt cοc giữ chỗ', 'Gọi 0 9 8 7 6 5 4 3 2 1']) {
      expect(moderateProfile({ ...clean, description }).process_state, description).toBe(1002)
    }
  })

  it('follows the rules as staff set them: a banned phrase taken out, a rule turned off', () => {
    const gambling = { ...clean, experience_text: 'Từng làm nhân viên casino ở Phú Quốc hai năm.' }
    expect(moderateProfile(gambling).process_state).toBe(1002)
    const settings = { jobRules: { 'casino-cho-vay': { action: 'off' as const, message: null, extra_phrases: [] } }, bannedPhrases: { added: [], removed: ['casino'] } }
    expect(moderateProfile(gambling, effectiveRules(settings))).toEqual({ process_state: 1001, reject_reason: null })
    const added = effectiveRules({ jobRules: {}, bannedPhrases: { added: ['phí kích hoạt'], removed: [] } })
    expect(moderateProfile({ ...clean, description: 'Nhận hồ sơ, thu phí kích hoạt.' }, added).process_state).toBe(1002)
  })
})
