// Anti-scam rules for job posts (issue 18, item 3), kept as data: the posting form warns with them
// before saving (posting-check-block, edit-check-block) and the server runs them again on save. A
// hit either blocks the post, with a message naming the rule and what to change, or sends it to
// the staff review queue (1000) instead of publishing it at once; a clean post is approved (1001).
//
// Demands for money (deposits, fees, top-ups) and task scams block: no honest employer asks an
// applicant to pay, and Vietnamese labour law forbids employers to take deposits from workers.
// Vaguer signals (talk moved to Zalo/Telegram, pay too good to be true, commission-only online
// work, casinos and lending) go to review, because honest posts say them too.
import { REVIEW_STATUS } from '../constants'
import {
  NEGATIONS,
  findClue,
  findContactDetails,
  prepareText,
  spelledWord,
  type ContactDetail,
  type TextClue,
  type TextMatch,
} from './text-rules'

export type ModerationAction = 'block' | 'review'

export interface JobScamRule {
  /** Stable id, kept in logs and in the review queue. */
  id: string
  /** What the rule is about, in words the employer and staff understand. */
  name: string
  action: ModerationAction
  /** What the rule looks for; a list when parts of it need context words of their own. */
  match: TextClue | readonly TextClue[]
  /** A second clue that must also be found somewhere in the post (any field). */
  alsoNeeds?: TextClue
  /** What to change (block) or why the post waits (review). */
  message: string
}

/** One free-text field of a job post: its key, the label the form shows, its text. */
export interface JobPostText {
  field: string
  label: string
  text: string | null | undefined
}

export interface RuleHit {
  ruleId: string
  ruleName: string
  action: ModerationAction
  field: string
  label: string
  /** The words as written in the post, e.g. "đ.ặ.t c.ọ.c". */
  matched: string
  /** For a rule with alsoNeeds: where its second clue was found. */
  alongWith?: { field: string; label: string; matched: string }
  /** A sentence for the employer: the field, the words, the rule and what to change. */
  message: string
}

// Words before a money phrase that make it the employer's or a customer's money, not the applicant's.
const PAID_BY_SOMEONE_ELSE = ['hỗ trợ', 'công ty chịu', 'công ty trả', 'công ty chi trả', 'công ty thanh toán', 'tài trợ', 'bao', 'khách hàng', 'khách']
const PAID_BY_COMPANY_AFTER = ['do công ty', 'công ty chịu', 'công ty chi trả', 'công ty trả', 'công ty hỗ trợ']
const FREE_OF_CHARGE = ['0đ', '0 đ', '0 đồng', '0 vnd', 'bằng 0']

/** 30 triệu đồng a month: beyond this, "no experience needed" reads as bait. */
export const TOO_GOOD_MONTHLY_INCOME = 30_000_000

export const JOB_SCAM_RULES: readonly JobScamRule[] = [
  {
    id: 'dat-coc',
    name: 'Yêu cầu ứng viên đặt cọc, ký quỹ',
    action: 'block',
    match: {
      phrases: ['đặt cọc', 'tiền cọc', 'cọc trước', 'cọc đồng phục', 'cọc giữ chỗ', 'cọc giữ việc', 'ký quỹ', 'ký cược', 'tiền thế chân'],
      // A salesperson takes a customer's deposit; a company helps with the deposit on a room.
      unlessPrecededBy: [...NEGATIONS, ...PAID_BY_SOMEONE_ELSE, 'khách mua', 'tài khoản', 'nghiệp vụ'],
      unlessFollowedBy: [...PAID_BY_COMPANY_AFTER, 'của khách', 'của khách hàng', 'từ khách', 'chứng khoán', 'phòng trọ', 'nhà trọ', 'thuê nhà', 'căn hộ', 'mua nhà', 'mua xe'],
    },
    message:
      'Tin tuyển dụng không được yêu cầu ứng viên đặt cọc, ký quỹ hay giữ tiền dưới bất kỳ hình thức nào (pháp luật lao động cấm). Hãy xóa yêu cầu này khỏi tin.',
  },
  {
    id: 'thu-phi',
    name: 'Thu phí của ứng viên',
    action: 'block',
    match: [
      {
        phrases: ['thu phí'],
        // A toll or parking attendant: "nhân viên thu phí trạm BOT", "thu phí gửi xe".
        unlessPrecededBy: [...NEGATIONS, ...PAID_BY_SOMEONE_ELSE, 'nhân viên', 'nv', 'trạm', 'vị trí', 'tuyển'],
        unlessFollowedBy: [...FREE_OF_CHARGE, 'trạm', 'bot', 'cầu đường', 'đường bộ', 'cao tốc', 'gửi xe', 'giữ xe', 'khách hàng', 'dịch vụ'],
      },
      {
        phrases: [
          'đóng phí',
          'nộp phí',
          'mất phí',
          'lệ phí',
          'phí hồ sơ',
          'phí đồng phục',
          'phí môi giới',
          'phí giới thiệu',
          'phí đào tạo',
          'phí giữ chỗ',
          'phí giữ việc',
          'phí nhận việc',
          'phí việc làm',
          'phí tuyển dụng',
          'phí đăng ký',
          'phí tham gia',
          'phí kích hoạt',
          'phí xử lý hồ sơ',
          'phí duyệt hồ sơ',
          'phí bảo lãnh',
          'phí thủ tục',
          'phí tài liệu',
          'phí cọc',
          'tiền hồ sơ',
          'tiền đồng phục',
          'mua đồng phục',
          'tiền môi giới',
        ],
        // "Miễn phí đồng phục", "công ty hỗ trợ 100% phí đào tạo", "phí tham gia 0đ", an insurance
        // agent's "hướng dẫn khách hàng đóng phí bảo hiểm".
        unlessPrecededBy: [...NEGATIONS, ...PAID_BY_SOMEONE_ELSE],
        unlessFollowedBy: [...PAID_BY_COMPANY_AFTER, ...FREE_OF_CHARGE, 'bảo hiểm'],
      },
    ],
    message:
      'Tin tuyển dụng không được thu của ứng viên bất kỳ khoản phí nào (hồ sơ, đồng phục, đào tạo, môi giới, giữ chỗ...). Hãy xóa khoản phí này; nếu công ty chịu chi phí, hãy ghi rõ "công ty chi trả" hoặc "miễn phí".',
  },
  {
    id: 'nop-tien',
    name: 'Yêu cầu ứng viên nộp tiền, nạp tiền',
    action: 'block',
    match: {
      phrases: ['nộp tiền', 'nạp tiền', 'đóng tiền', 'nạp đơn', 'chuyển tiền trước', 'chuyển khoản trước'],
      patterns: [
        {
          label: 'nộp, nạp kèm số tiền',
          regex: `(?<![a-z0-9])(?:${spelledWord('nộp')}|${spelledWord('nạp')})[^a-z0-9]{0,3}[1-9][\\d.,]*[^a-z0-9]{0,2}(?:k|d|dong|vnd|nghin|ngan|tr|trieu|cu)(?![a-z])`,
        },
      ],
      // A shipper hands in the day's takings; a phone shop tops up customers' phones.
      unlessPrecededBy: [...NEGATIONS, ...PAID_BY_SOMEONE_ELSE, 'thu'],
      unlessFollowedBy: ['điện thoại', 'cuối ngày', 'cuối ca', 'cho kế toán', 'cho thủ quỹ', 'hàng', 'thu hộ', 'cod', 'bảo hiểm', 'điện nước'],
    },
    message:
      'Tin tuyển dụng không được yêu cầu ứng viên nộp, nạp hay chuyển tiền trước để nhận việc. Hãy xóa yêu cầu này khỏi tin.',
  },
  {
    id: 'nhiem-vu-ao',
    name: 'Việc làm nhiệm vụ, tương tác ảo',
    action: 'block',
    match: {
      phrases: [
        'làm nhiệm vụ',
        'nhiệm vụ online',
        'nhiệm vụ trên app',
        'nhiệm vụ nhận hoa hồng',
        'like dạo',
        'thả tim dạo',
        'like video',
        'like bài',
        'like tiktok',
        'like youtube',
        'follow tiktok',
        'xem video kiếm tiền',
        'xem video nhận tiền',
        'xem quảng cáo kiếm tiền',
        'cày view',
        'tương tác ảo',
        'chốt đơn ảo',
        'đơn ảo',
        'đơn hàng ảo',
        'đánh giá ảo',
        'hoàn tiền gốc',
      ],
      // A guard "làm nhiệm vụ tuần tra", staff "làm nhiệm vụ khác theo phân công".
      unlessPrecededBy: [...NEGATIONS, 'bảo vệ'],
      unlessFollowedBy: ['bảo vệ', 'tuần tra', 'canh gác', 'trực', 'được giao', 'theo phân công', 'theo sự phân công', 'do cấp trên', 'do quản lý', 'khác'],
    },
    message:
      'Công việc "làm nhiệm vụ", like, xem video hay chốt đơn ảo để nhận hoa hồng là hình thức lừa đảo phổ biến và không được đăng. Hãy mô tả công việc thật, với sản phẩm, khách hàng và cách tính lương cụ thể.',
  },
  {
    id: 'noi-dung-vi-pham',
    name: 'Nội dung vi phạm pháp luật (cho vay nặng lãi, cờ bạc, đa cấp, mại dâm)',
    action: 'block',
    match: {
      phrases: [
        'cho vay nặng lãi',
        'vay nặng lãi',
        'tín dụng đen',
        'cá độ',
        'cờ bạc',
        'đánh bạc',
        'lô đề',
        'nhà cái',
        'game bài đổi thưởng',
        'đa cấp',
        'mại dâm',
        'bán dâm',
        'sugar baby',
        'sugar daddy',
      ],
      // "Công ty không phải đa cấp", "dự án phòng chống mại dâm".
      unlessPrecededBy: [...NEGATIONS, 'chống'],
    },
    message: 'Tin tuyển dụng không được chứa nội dung cho vay nặng lãi, cờ bạc, cá độ, đa cấp hay mại dâm. Hãy xóa nội dung này.',
  },
  {
    id: 'khoan-phi',
    name: 'Nhắc đến một khoản phí kèm số tiền',
    action: 'review',
    match: {
      patterns: [
        {
          label: 'phí kèm số tiền',
          regex: `(?<![a-z0-9])${spelledWord('phí')}[^a-z0-9]{0,3}(?:la[^a-z0-9]{1,3})?(?:[1-9][\\d.,]*[^a-z0-9]{0,2}(?:k|d|dong|vnd|nghin|ngan|tr|trieu|cu)(?![a-z])|[1-9]\\d{0,2}(?:[.,]\\d{3})+|[1-9]\\d{4,})`,
        },
      ],
      // "chi phí 200k", "công tác phí 500k", "phụ cấp phí gửi xe", a shipper's "hưởng phí 15k/đơn".
      unlessPrecededBy: [...NEGATIONS, ...PAID_BY_SOMEONE_ELSE, 'chi', 'công tác', 'phụ cấp', 'trợ cấp', 'hưởng', 'nhận'],
    },
    message:
      'Tin có nhắc đến một khoản phí kèm số tiền, nên được nhân viên kiểm tra trước khi hiển thị. Nếu đây không phải khoản ứng viên phải trả, hãy ghi rõ ai chi trả.',
  },
  {
    id: 'viec-nhe-luong-cao',
    name: 'Lời mời "việc nhẹ lương cao"',
    action: 'review',
    match: {
      phrases: [
        'việc nhẹ lương cao',
        'việc nhẹ lương khủng',
        'việc nhàn lương cao',
        'việc nhàn lương khủng',
        'việc nhẹ thu nhập cao',
        'việc nhàn thu nhập cao',
        'việc nhẹ nhàng lương cao',
        'việc ít lương cao',
        'lương khủng',
        'thu nhập khủng',
        'kiếm tiền dễ dàng',
        'kiếm tiền nhanh',
        'ngồi nhà kiếm tiền',
        'làm giàu nhanh',
      ],
      // An honest post that warns applicants: "cảnh giác với lời mời việc nhẹ lương cao".
      unlessPrecededBy: [...NEGATIONS, 'lời mời', 'cảnh giác', 'cảnh giác với', 'tránh'],
    },
    message:
      'Cách nói "việc nhẹ lương cao", "lương khủng", "kiếm tiền dễ dàng" là dấu hiệu thường gặp của tin lừa đảo; tin sẽ được nhân viên kiểm tra trước khi hiển thị. Hãy ghi mức lương cụ thể và công việc phải làm.',
  },
  {
    id: 'thu-nhap-bat-thuong',
    name: 'Thu nhập quá cao cho người không cần kinh nghiệm',
    action: 'review',
    match: { monthlyIncomeAtLeast: TOO_GOOD_MONTHLY_INCOME },
    alsoNeeds: {
      phrases: [
        'không cần kinh nghiệm',
        'không yêu cầu kinh nghiệm',
        'không đòi hỏi kinh nghiệm',
        'không kinh nghiệm',
        'chưa có kinh nghiệm',
        'không cần kn',
        'không yêu cầu kn',
        'ko cần kinh nghiệm',
        'ko cần kn',
        'k cần kinh nghiệm',
        'k cần kn',
        'không cần bằng cấp',
        'không yêu cầu bằng cấp',
      ],
    },
    message:
      'Thu nhập từ 30 triệu đồng/tháng trở lên cho người không cần kinh nghiệm là dấu hiệu thường gặp của tin lừa đảo; tin sẽ được nhân viên kiểm tra trước khi hiển thị. Hãy ghi mức lương thực tế và điều kiện để đạt mức thu nhập đó.',
  },
  {
    id: 'lien-he-ngoai-nen-tang',
    name: 'Mời ứng viên liên hệ qua Zalo, Telegram',
    action: 'review',
    match: {
      phrases: [
        'liên hệ qua zalo',
        'liên hệ zalo',
        'lh zalo',
        'lh qua zalo',
        'liên lạc qua zalo',
        'liên lạc zalo',
        'qua zalo',
        'nhắn zalo',
        'nhắn tin zalo',
        'inbox zalo',
        'ib zalo',
        'kết bạn zalo',
        'kb zalo',
        'add zalo',
        'thêm zalo',
        'zalo cá nhân',
        'telegram',
        'qua tele',
        'ib tele',
        'inbox tele',
        'nhắn tele',
        'lh tele',
        'liên hệ tele',
        'add tele',
        'whatsapp',
        'viber',
        'qua messenger',
        'inbox fanpage',
        'ib fanpage',
        'inbox page',
        'ib page',
      ],
      patterns: [
        { label: 'Zalo kèm số điện thoại', regex: `(?<![a-z0-9])${spelledWord('zalo')}[^a-z0-9]{0,4}(?:\\+?84|0)(?:[^a-z0-9\\n]{0,3}\\d){8,10}` },
        { label: 'tài khoản @...', regex: '(?<![a-z0-9._%+@-])@[a-z][a-z0-9_]{3,31}(?![a-z0-9_@]|\\.[a-z])' },
        { label: 'đường link Telegram', regex: '(?<![a-z0-9])t\\.me\\/[a-z0-9_]+' },
      ],
    },
    message:
      'Tin mời ứng viên trao đổi qua Zalo, Telegram hay tài khoản cá nhân, nơi kẻ gian hay dẫn dụ ứng viên; tin sẽ được nhân viên kiểm tra trước khi hiển thị. Ứng viên liên hệ qua số điện thoại của tin và tin nhắn trên trang.',
  },
  {
    id: 'ctv-online-hoa-hong',
    name: 'Cộng tác viên online ăn hoa hồng',
    action: 'review',
    match: {
      phrases: [
        'cộng tác viên online',
        'ctv online',
        'cộng tác viên tại nhà',
        'cộng tác viên làm tại nhà',
        'ctv tại nhà',
        'ctv làm tại nhà',
        'làm online tại nhà',
        'việc làm online',
      ],
    },
    alsoNeeds: { phrases: ['hoa hồng'] },
    message:
      'Việc cộng tác viên online hưởng hoa hồng là nơi hay gặp lừa đảo nhiệm vụ; tin sẽ được nhân viên kiểm tra trước khi hiển thị. Hãy ghi rõ sản phẩm, cách tính hoa hồng và rằng ứng viên không phải bỏ tiền ra.',
  },
  {
    id: 'casino-cho-vay',
    name: 'Casino, cho vay tiền',
    action: 'review',
    match: {
      phrases: ['casino', 'sòng bài', 'sòng bạc', 'vay tiền'],
      // A loan officer "tư vấn khách hàng vay tiền".
      unlessPrecededBy: ['khách hàng', 'khách', 'tư vấn'],
    },
    message:
      'Tin nhắc đến casino hoặc vay tiền; chỉ doanh nghiệp được cấp phép mới được tuyển cho các việc này, nên tin sẽ được nhân viên kiểm tra trước khi hiển thị.',
  },
]

/** Contact details belong in the post's own phone field, not in its description. */
export const JOB_CONTACT_IN_TEXT_RULE: Omit<JobScamRule, 'match'> = {
  id: 'lien-he-trong-mo-ta',
  name: 'Số điện thoại, email hoặc đường link trong nội dung tin',
  action: 'review',
  message:
    'Hãy ghi số điện thoại liên hệ vào ô "Số điện thoại" của tin và xóa số điện thoại, email, đường link khỏi phần mô tả; tin có chúng sẽ được nhân viên kiểm tra trước khi hiển thị.',
}

const hitMessage = (rule: Omit<JobScamRule, 'match'>, label: string, matched: string, alongWith?: RuleHit['alongWith']) =>
  `${label}: "${matched}"${alongWith ? ` cùng "${alongWith.matched}"` : ''} (${rule.name}). ${rule.message}`

const hit = (rule: Omit<JobScamRule, 'match'>, text: JobPostText, matched: string, alongWith?: RuleHit['alongWith']): RuleHit => ({
  ruleId: rule.id,
  ruleName: rule.name,
  action: rule.action,
  field: text.field,
  label: text.label,
  matched,
  ...(alongWith ? { alongWith } : {}),
  message: hitMessage(rule, text.label, matched, alongWith),
})

/**
 * The scam rules a job post's free texts (title, description, requirements, benefits ...) hit:
 * which rule, in which field, the words as written, and whether it blocks or sends to review.
 * Rules in the order of `rules` (blocking ones first), fields in the order given.
 */
export function checkJobPostText(texts: readonly JobPostText[], rules: readonly JobScamRule[] = JOB_SCAM_RULES): RuleHit[] {
  const prepared = texts
    .filter((text): text is JobPostText & { text: string } => !!text.text)
    .map((text) => ({ ...text, prepared: prepareText(text.text) }))
  const hits: RuleHit[] = []
  for (const rule of rules) {
    let alongWith: RuleHit['alongWith']
    if (rule.alsoNeeds) {
      const clue = rule.alsoNeeds
      const found = prepared
        .map((text) => ({ text, match: findClue(text.prepared, clue)[0] as TextMatch | undefined }))
        .find(({ match }) => match)
      if (!found?.match) continue
      alongWith = { field: found.text.field, label: found.text.label, matched: found.match.text }
    }
    for (const text of prepared) {
      for (const match of findClue(text.prepared, rule.match)) hits.push(hit(rule, text, match.text, alongWith))
    }
  }
  return hits
}

/**
 * Phones, e-mails and links written in a job's free texts: a review hit each. A job carries its
 * contact phone in its own field, so one in the description is a way around it (or around the
 * "Hiện số điện thoại" count), but it is common in honest posts too, hence review, not block.
 */
export function checkJobContactDetails(texts: readonly JobPostText[]): Array<RuleHit & { kind: ContactDetail['kind'] }> {
  return texts.flatMap((text) =>
    findContactDetails(text.text).map((detail) => ({ ...hit(JOB_CONTACT_IN_TEXT_RULE, text, detail.text), kind: detail.kind })),
  )
}

export type JobPostOutcome =
  | { action: 'block'; process_state: null }
  | { action: 'review'; process_state: typeof REVIEW_STATUS.waiting }
  | { action: 'approve'; process_state: typeof REVIEW_STATUS.approved }

/** What the hits decide: any block refuses the save, any review waits for staff (1000), none approves (1001). */
export function jobPostOutcome(hits: readonly Pick<RuleHit, 'action'>[]): JobPostOutcome {
  if (hits.some((item) => item.action === 'block')) return { action: 'block', process_state: null }
  if (hits.length) return { action: 'review', process_state: REVIEW_STATUS.waiting }
  return { action: 'approve', process_state: REVIEW_STATUS.approved }
}
