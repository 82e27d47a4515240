import { describe, expect, it } from 'vitest'
import { checkJobContactDetails, checkJobPostText, JOB_SCAM_RULES, jobPostOutcome, type RuleHit } from './job-scam-rules'
import { BANNED_PHRASES } from './text-rules'

const description = (text: string) => [{ field: 'description', label: 'Mô tả công việc', text }]
const hitsOf = (text: string) => checkJobPostText(description(text))
const rulesOf = (text: string) => [...new Set(hitsOf(text).map((hit) => hit.ruleId))]

// Real phrasings per rule: with diacritics, without, and with the tricks used to dodge filters.
const HITS: Record<string, { action: RuleHit['action']; texts: string[] }> = {
  'dat-coc': {
    action: 'block',
    texts: [
      'Ứng viên cần đặt cọc 500.000đ tiền đồng phục trước khi nhận việc.',
      'ung vien can dat coc 500k truoc khi nhan viec',
      'Chỉ cần Đ.Ặ.T C.Ọ.C 300k giữ chỗ',
      'd a t c o c 200k',
      'Đặt_cọc trước 1 triệu',
      'Không cần kinh nghiệm chỉ cần đặt c0c 500k',
      'Ký quỹ 2 triệu để được nhận ca',
    ],
  },
  'thu-phi': {
    action: 'block',
    texts: [
      'Phí hồ sơ 200.000đ, hoàn lại sau 1 tháng làm việc.',
      'phi dong phuc 350k, nop khi di lam ngay dau',
      'Công ty thu phí đào tạo 1 triệu',
      'Đóng phí giữ chỗ trước khi phỏng vấn',
      'Nộp ph.í h.ồ s.ơ tại văn phòng',
      'thu ph1 tham gia',
      'Lệ phí nhận việc 100k',
      'Không thu phí, chỉ cần mua đồng phục 300k',
      'Nhân viên phải đóng phí đồng phục 300k',
      'PHI DONG PHUC 300K',
    ],
  },
  'nop-tien': {
    action: 'block',
    texts: [
      'Nạp tiền vào tài khoản để kích hoạt',
      'nop tien 300k de duoc nhan viec',
      'N.Ạ.P T.I.Ề.N lần đầu nhận thưởng',
      'Chuyển khoản trước 200k cho trưởng nhóm',
      'Nhận việc ngay, nạp 500k kích hoạt tài khoản',
      'Nộp 300.000đ để được xếp ca',
    ],
  },
  'nhiem-vu-ao': {
    action: 'block',
    texts: [
      'Làm nhiệm vụ online, nhận hoa hồng ngay',
      'lam nhiem vu tren app, rut tien trong ngay',
      'L.à.m n.h.i.ệ.m v.ụ đơn giản',
      'Like dạo TikTok kiếm tiền',
      'like dao tiktok',
      'Chốt đơn ảo Shopee nhận hoa hồng',
      'chot don ao nhan hoa hong 10%',
      'Xem video kiếm tiền tại nhà',
    ],
  },
  'noi-dung-vi-pham': {
    action: 'block',
    texts: ['Tuyển nhân viên nhà cái cá độ bóng đá', 'tuyen nhan vien kinh doanh da cap', 'Cho vay nặng lãi, thu nợ', 'Tìm sugar baby', 'c.ờ b.ạ.c online'],
  },
  'khoan-phi': {
    action: 'review',
    texts: ['Phí 300k nộp khi đến phỏng vấn', 'phi 200.000 khi ky hop dong', 'Phí: 500.000đ', 'Ph1 là 150k'],
  },
  'viec-nhe-luong-cao': {
    action: 'review',
    texts: ['Việc nhẹ lương cao, làm tại nhà', 'viec nhe luong cao', 'V.i.ệ.c n.h.ẹ l.ư.ơ.n.g c.a.o', 'Lương khủng cho sinh viên', 'KIẾM TIỀN DỄ DÀNG mỗi ngày'],
  },
  'thu-nhap-bat-thuong': {
    action: 'review',
    texts: [
      'Thu nhập 50tr/tháng không cần kinh nghiệm',
      'thu nhap 50 trieu/thang, khong can kinh nghiem',
      'Lương 50.000.000đ. Không yêu cầu kinh nghiệm',
      'Kiếm 2 triệu/ngày, ko cần kn',
      'Thu nhập 30 triệu/tháng, k.h.ô.n.g c.ầ.n k.i.n.h n.g.h.i.ệ.m',
    ],
  },
  'lien-he-ngoai-nen-tang': {
    action: 'review',
    texts: [
      'Liên hệ qua Zalo để được phỏng vấn',
      'Liên hệ qua Zalo/Telegram để nhận việc',
      'lien he qua zalo',
      'Inbox Zalo chị Hoa để nhận việc',
      'Kết bạn Z.a.l.o với quản lý',
      'Liên hệ Telegram @tuyendung_vip',
      'Nhắn tele: @hr_online.',
      'Liên hệ qua T e l e g r a m',
      'z@lo: 0912 000 111',
      'Vào nhóm t.me/viec_lam_online',
      'Liên hệ qua Zalo OA của công ty',
    ],
  },
  'ctv-online-hoa-hong': {
    action: 'review',
    texts: ['Tuyển cộng tác viên online, hoa hồng 20% mỗi đơn', 'tuyen ctv online nhan hoa hong', 'CTV làm tại nhà, hưởng hoa hồng cao'],
  },
  'casino-cho-vay': {
    action: 'review',
    texts: ['Tuyển dealer casino Hồ Tràm', 'lam viec tai song bai', 'Ứng viên có thể vay tiền công ty để mua xe'],
  },
}

// Ordinary job-post sentences: none of them may hit anything.
const CLEAN = [
  'Tuyển kế toán tổng hợp, lương 8 - 12 triệu, thưởng tháng 13, đóng bảo hiểm đầy đủ.',
  'Nhân viên bán hàng tại cửa hàng Quận 1, miễn phí ăn trưa, hỗ trợ chi phí đi lại.',
  'Chi phí đi lại được công ty hỗ trợ 100%.',
  'Tuyển phiên dịch tiếng Nhật N2, lương 15 - 20 triệu.',
  'Phục vụ nhà hàng ca sáng và ca tối, làm việc theo ca do quản lý sắp xếp, bao ăn ở.',
  'Lái xe B2 cho công ty, 2 năm kinh nghiệm, lương 10 triệu + phụ cấp xăng xe.',
  'Không yêu cầu kinh nghiệm, được đào tạo miễn phí, lương cứng 7 triệu.',
  'Công ty cam kết không thu phí, không đặt cọc dưới mọi hình thức.',
  'Được cấp đồng phục miễn phí; phí đào tạo do công ty chi trả.',
  'Công ty hỗ trợ 100% phí đồng phục và phí khám sức khỏe.',
  // Zalo OA is a company's verified official account, not a person: following it is not a hit
  // (asking to talk there is, see "Liên hệ qua Zalo OA của công ty" above).
  'Theo dõi Zalo OA của công ty để nhận thông báo lịch phỏng vấn.',
  'Nhân viên telesale, gọi điện tư vấn khách hàng, thu nhập 10 - 15 triệu.',
  'Nhân viên thu phí trạm BOT, làm theo ca.',
  'Tuyển nhân viên thu phí',
  'Làm việc tại nhà máy, phí tham gia 0đ.',
  'Bán thẻ cào, nạp tiền điện thoại cho khách.',
  'Shipper giao hàng, thu tiền và nộp tiền về công ty cuối ngày, hưởng phí 15k/đơn.',
  'Bảo vệ làm nhiệm vụ tuần tra, canh gác kho hàng.',
  'Thực hiện các nhiệm vụ khác theo phân công của trưởng phòng.',
  'Tư vấn khách hàng đặt cọc mua căn hộ, hoa hồng hấp dẫn.',
  'Chuyên viên tư vấn khách hàng vay tiền tiêu dùng.',
  'Hỗ trợ tiền cọc phòng trọ cho nhân viên ở xa.',
  'Thu ngân siêu thị, thành thạo chuyển khoản, đối soát công nợ.',
  'Kế toán thanh toán: lập phiếu thu, phiếu chi, kiểm tra hóa đơn.',
  'Kỹ sư phần mềm 5 năm kinh nghiệm ASP.NET, lương 30 - 40 triệu.',
  'Nhân viên kinh doanh, doanh số 500 triệu/tháng, không cần kinh nghiệm, lương 9 triệu + hoa hồng.',
  'Công ty chúng tôi không phải đa cấp.',
  'Nhân viên marketing: tăng tương tác fanpage, quay video TikTok.',
  'Công tác phí 500k/chuyến.',
  'Phục vụ quán cà phê, ca 4 tiếng, 25.000đ/giờ, không cần kinh nghiệm.',
  'Nhân viên xử lý đơn áo đồng phục, chốt đơn áo thun cho khách.',
  'Được lễ phép với cô bác lớn tuổi, lo đề xuất phương án bán hàng.',
]

describe('job-post scam rules', () => {
  it('has a tested phrasing for every rule, and every rule says what it is and what to change', () => {
    expect(Object.keys(HITS).sort()).toEqual(JOB_SCAM_RULES.map((rule) => rule.id).sort())
    for (const rule of JOB_SCAM_RULES) {
      expect(rule.name.length, rule.id).toBeGreaterThan(5)
      expect(rule.message.length, rule.id).toBeGreaterThan(40)
      expect(rule.action, rule.id).toBe(HITS[rule.id].action)
    }
  })

  for (const [ruleId, { action, texts }] of Object.entries(HITS)) {
    it.each(texts)(`${ruleId} (${action}): %s`, (text) => {
      const hits = hitsOf(text).filter((hit) => hit.ruleId === ruleId)
      expect(hits.length).toBeGreaterThan(0)
      expect(hits[0].action).toBe(action)
      expect(hits[0].field).toBe('description')
      expect(hits[0].matched).not.toBe('')
      expect(text).toContain(hits[0].matched)
    })
  }

  it.each(CLEAN)('an ordinary sentence hits nothing: %s', (text) => {
    expect(hitsOf(text)).toEqual([])
    expect(checkJobContactDetails(description(text))).toEqual([])
  })

  it('covers every phrase a profile is rejected for', () => {
    for (const phrase of BANNED_PHRASES) expect(rulesOf(phrase), phrase).not.toEqual([])
    expect(rulesOf('việc nhẹ lương cao')).toEqual(['viec-nhe-luong-cao'])
    expect(rulesOf('casino')).toEqual(['casino-cho-vay'])
  })

  it('says which rule hit, in which field, with the words as written and what to change', () => {
    const hits = checkJobPostText([
      { field: 'title', label: 'Tiêu đề', text: 'Tuyển CTV bán hàng' },
      { field: 'description', label: 'Mô tả công việc', text: 'Nộp ph.í h.ồ s.ơ 200k. Liên hệ qua Zalo.' },
      { field: 'benefits', label: 'Quyền lợi', text: null },
    ])
    expect(hits).toEqual([
      {
        ruleId: 'thu-phi',
        ruleName: 'Thu phí của ứng viên',
        action: 'block',
        field: 'description',
        label: 'Mô tả công việc',
        matched: 'Nộp ph.í h.ồ s.ơ',
        message: `Mô tả công việc: "Nộp ph.í h.ồ s.ơ" (Thu phí của ứng viên). ${JOB_SCAM_RULES.find((rule) => rule.id === 'thu-phi')?.message}`,
      },
      expect.objectContaining({ ruleId: 'lien-he-ngoai-nen-tang', action: 'review', field: 'description', matched: 'Liên hệ qua Zalo' }),
    ])
    expect(hits[0].message).toContain('Hãy xóa khoản phí này')
  })

  it('finds the unrealistic income and "no experience" in different fields', () => {
    const hits = checkJobPostText([
      { field: 'title', label: 'Tiêu đề', text: 'Tuyển nhân viên online, thu nhập 40 triệu/tháng' },
      { field: 'requirements', label: 'Yêu cầu', text: 'Không cần kinh nghiệm, có điện thoại thông minh.' },
    ])
    expect(hits).toEqual([
      expect.objectContaining({
        ruleId: 'thu-nhap-bat-thuong',
        action: 'review',
        field: 'title',
        matched: '40 triệu/tháng',
        alongWith: { field: 'requirements', label: 'Yêu cầu', matched: 'Không cần kinh nghiệm' },
      }),
    ])
    expect(hits[0].message).toContain('"40 triệu/tháng" cùng "Không cần kinh nghiệm"')
    // The same pay for an experienced hire, or low pay with no experience, is fine.
    expect(checkJobPostText([{ field: 'title', label: 'Tiêu đề', text: 'Trưởng phòng kinh doanh, thu nhập 40 triệu/tháng' }])).toEqual([])
    expect(rulesOf('Thu nhập 1 triệu/ngày, không cần kinh nghiệm')).toEqual([])
  })

  it('needs "hoa hồng" with online collaborator work', () => {
    expect(rulesOf('Cộng tác viên online viết bài, nhuận bút 100k/bài')).toEqual([])
  })

  it('decides: a block refuses, a review waits for staff (1000), nothing approves (1001)', () => {
    expect(jobPostOutcome(hitsOf('Đặt cọc 500k. Liên hệ qua Zalo.'))).toEqual({ action: 'block', process_state: null })
    expect(jobPostOutcome(hitsOf('Liên hệ qua Zalo.'))).toEqual({ action: 'review', process_state: 1000 })
    expect(jobPostOutcome(hitsOf('Tuyển kế toán, lương 8 - 12 triệu.'))).toEqual({ action: 'approve', process_state: 1001 })
  })
})

describe('contact details in a job post’s text', () => {
  it('is a review hit per phone, e-mail or link, never a block', () => {
    const hits = checkJobContactDetails([
      { field: 'description', label: 'Mô tả công việc', text: 'Gọi ngay 0987.654.321 hoặc gửi CV về hr@congty.vn' },
      { field: 'benefits', label: 'Quyền lợi', text: 'Xem thêm www.congty.vn' },
    ])
    expect(hits.map(({ ruleId, action, field, kind, matched }) => ({ ruleId, action, field, kind, matched }))).toEqual([
      { ruleId: 'lien-he-trong-mo-ta', action: 'review', field: 'description', kind: 'phone', matched: '0987.654.321' },
      { ruleId: 'lien-he-trong-mo-ta', action: 'review', field: 'description', kind: 'email', matched: 'hr@congty.vn' },
      { ruleId: 'lien-he-trong-mo-ta', action: 'review', field: 'benefits', kind: 'link', matched: 'www.congty.vn' },
    ])
    expect(hits[0].message).toContain('ô "Số điện thoại"')
    expect(jobPostOutcome(hits)).toEqual({ action: 'review', process_state: 1000 })
  })
})
