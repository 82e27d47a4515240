import { describe, expect, it } from 'vitest'
import {
  BANNED_PHRASES,
  findBannedPhrases,
  findClue,
  findContactDetails,
  findMoneyMentions,
  hasContactDetails,
  NEGATIONS,
  prepareText,
} from './text-rules'

const texts = (text: string, phrases: string[]) => findClue(text, { phrases }).map((match) => match.text)

describe('banned phrases (moved from the profile moderation)', () => {
  it('finds banned phrases whatever the case or diacritics, as whole words only', () => {
    expect(findBannedPhrases(['Cần ĐẶT CỌC trước'])).toEqual(['đặt cọc'])
    expect(findBannedPhrases(['can dat coc truoc, thu phi ho so'])).toEqual(['thu phí', 'phí hồ sơ', 'đặt cọc'])
    expect(findBannedPhrases(['Phiên dịch viên, thu ngân, đặt cọc-cho'])).toEqual(['đặt cọc'])
    expect(findBannedPhrases(['Phiên dịch viên, thu ngân'])).toEqual([])
  })

  it('sees through spacing, punctuation, look-alike digits and letters', () => {
    for (const text of ['đ.ặ.t c.ọ.c 500k', 'd a t c o c', 'đặt_cọc', 'datcoc', 'đặt c0c', 'ĐẶT   -  CỌC', 'đặt\u200bcọc', 'đặt cọcccc', 'đặt cọc'.normalize('NFD')]) {
      expect(findBannedPhrases([text]), text).toEqual(['đặt cọc'])
    }
    // Cyrillic а and о in "casino", fullwidth letters in "lô đề"'s neighbour "đa cấp".
    expect(findBannedPhrases(['cаsinо'])).toEqual(['casino'])
    expect(findBannedPhrases(['ｄａ ｃａｐ'])).toEqual(['đa cấp'])
  })

  it('reads through invisible characters, look-alike letters of other scripts and separators inside a word (issue 35 item 2)', () => {
    const zw = (text: string, invisible: string) => [...text].join(invisible)
    for (const text of [
      'đ\u200b\u200b\u200b\u200bặt cọc',
      zw('đặt cọc', '\u200b'),
      zw('đặt cọc', '\u00ad'),
      zw('đặt cọc', '\u2060'),
      zw('đặt cọc', '\ufe0f'),
      zw('đặt cọc', '\u200d\u202e'),
      'đặt cοc', // Greek omicron
      'đặt сọс', // Cyrillic es
      'đ....ặt cọc',
      'đ . ặ . t - c . ọ . c',
      'đ̶ặ̶t̶ c̶ọ̶c̶',
      '𝐝𝐚𝐭 𝐜𝐨𝐜',
      'ĐẶТ СỌС', // Cyrillic capitals
    ]) {
      expect(findBannedPhrases([text]), JSON.stringify(text)).toEqual(['đặt cọc'])
    }
    expect(findBannedPhrases(['Nɑ̣p tiền lần đầu'])).toEqual(['nạp tiền']) // Latin alpha
    expect(findBannedPhrases(['ph\u00adí h\u00adồ s\u00adơ'])).toEqual(['phí hồ sơ'])
    // the match is quoted as written, invisible characters and all
    expect(texts('Cần đ\u200bặt cοc 500k', ['đặt cọc'])).toEqual(['đ\u200bặt cοc'])
  })

  it('still tells ordinary words apart after normalising', () => {
    expect(findBannedPhrases(['Phiên dịch viên, thu phiếu, chi phí đi lại, cọc tiêu giao thông, khuyến mãi. Đảm bảo doanh số'])).toEqual([])
    // a Greek or Cyrillic word is not a Latin phrase by accident
    expect(findBannedPhrases(['Γειά σου, Привет, мир'])).toEqual([])
  })

  it('reads a long run of look-alike signs once (no catastrophic backtracking)', () => {
    const started = Date.now()
    for (const unit of ['!', '|', 'l!|', 'i.', 'a@', '0 ']) findClue(unit.repeat(5000), { phrases: [...BANNED_PHRASES, 'inbox zalo', 'lh zalo'] })
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('does not join two texts into one phrase', () => {
    expect(findBannedPhrases(['Nhân viên thu', 'phí hồ sơ? Không.'])).toEqual(['phí hồ sơ'])
    expect(findBannedPhrases(['Kế toán thu', 'Phiên dịch'])).toEqual([])
  })

  it('finds phrases that fold into ordinary words only with their diacritics in text written with diacritics', () => {
    // "ca do" is "ca (shift) do (by)", "co bac" is "cô bác", "lo de" is "lo đề xuất".
    expect(findBannedPhrases(['Làm việc theo ca do quản lý sắp xếp, lễ phép với cô bác, lo đề xuất phương án'])).toEqual([])
    expect(findBannedPhrases(['Nhận cá độ bóng đá', 'Chơi CỜ BẠC', 'ghi l.ô đ.ề'])).toEqual(['cá độ', 'cờ bạc', 'lô đề'])
    // A text with no diacritics at all gives no such hint: the phrase is found folded.
    expect(findBannedPhrases(['nhan ca do bong da'])).toEqual(['cá độ'])
  })
})

describe('findClue', () => {
  it('quotes the words as written and merges overlapping phrases', () => {
    expect(texts('Mọi người L.H q.u.a Z.a.l.o nhé', ['qua zalo', 'lh qua zalo'])).toEqual(['L.H q.u.a Z.a.l.o'])
    expect(texts('Nộp phí hồ sơ 200k', ['nộp phí', 'phí hồ sơ'])).toEqual(['Nộp phí hồ sơ'])
    expect(findClue('abc đặt cọc', { phrases: ['đặt cọc'] })).toEqual([{ term: 'đặt cọc', text: 'đặt cọc', start: 4, end: 11 }])
  })

  it('stays whole-word', () => {
    expect(texts('phiên dịch, miễn phí, chi phí', ['phí'])).toEqual(['phí', 'phí'])
    expect(texts('thu phiếu, thu phí!', ['thu phí'])).toEqual(['thu phí'])
    expect(texts('thu ph!', ['thu phí'])).toEqual(['thu ph!'])
    expect(texts('telesale', ['tele'])).toEqual([])
  })

  it('drops a match the words around it make ordinary, with filler words between, within one clause', () => {
    const clue = { phrases: ['đặt cọc', 'phí hồ sơ'], unlessPrecededBy: NEGATIONS, unlessFollowedBy: ['của khách'] }
    expect(findClue('Cam kết không thu bất kỳ khoản phí hồ sơ nào, không cần phải đặt cọc', clue)).toEqual([])
    expect(findClue('Nhận tiền đặt cọc của khách hàng', clue)).toEqual([])
    // A negation far before, or in another clause, does not excuse the phrase.
    expect(findClue('Không cần kinh nghiệm chỉ cần đặt cọc 500k', clue).map((m) => m.text)).toEqual(['đặt cọc'])
    expect(findClue('Không thu phí, đặt cọc 500k', clue).map((m) => m.text)).toEqual(['đặt cọc'])
  })

  it('runs patterns on the folded text', () => {
    const clue = { patterns: [{ label: 'tài khoản', regex: '(?<![a-z0-9])@[a-z][a-z0-9_]{3,}' }] }
    expect(findClue('Liên hệ @TuyenDung_HR ngay', clue)).toEqual([{ term: 'tài khoản', text: '@TuyenDung_HR', start: 8, end: 21 }])
  })
})

describe('money mentions', () => {
  const mentions = (text: string) => findMoneyMentions(prepareText(text)).map(({ text, perMonth, earned }) => ({ text, perMonth, earned }))

  it('reads amounts as people write them, per month', () => {
    expect(mentions('Thu nhập 50tr/tháng')).toEqual([{ text: '50tr/tháng', perMonth: 50_000_000, earned: true }])
    expect(mentions('lương 50 triệu')).toEqual([{ text: '50 triệu', perMonth: 50_000_000, earned: true }])
    expect(mentions('Lương: 50.000.000đ')).toEqual([{ text: '50.000.000đ', perMonth: 50_000_000, earned: true }])
    expect(mentions('kiếm 2 củ một ngày')).toEqual([{ text: '2 củ một ngày', perMonth: 52_000_000, earned: true }])
    expect(mentions('1,5 tỷ')).toEqual([{ text: '1,5 tỷ', perMonth: 1_500_000_000, earned: false }])
    expect(mentions('200k/giờ')).toEqual([{ text: '200k/giờ', perMonth: 41_600_000, earned: true }])
    expect(mentions('Lương 8 - 12 triệu')).toEqual([{ text: '12 triệu', perMonth: 12_000_000, earned: true }])
  })

  it('ignores numbers that are not money and money that is not pay', () => {
    expect(mentions('2 năm kinh nghiệm, Quận 1, cách chợ 500m, 30 người')).toEqual([])
    expect(mentions('Doanh số 500 triệu/tháng')).toEqual([{ text: '500 triệu/tháng', perMonth: 500_000_000, earned: false }])
  })

  it('is a clue: an earned amount of at least so much a month', () => {
    const clue = { monthlyIncomeAtLeast: 30_000_000 }
    expect(findClue('Thu nhập 50tr/tháng', clue).map((m) => m.text)).toEqual(['50tr/tháng'])
    expect(findClue('Thu nhập 8 - 12 triệu, 1 triệu/ngày', clue)).toEqual([])
    expect(findClue('Doanh số 500 triệu/tháng', clue)).toEqual([])
  })
})

describe('contact details in free text (moved from the profile moderation)', () => {
  it('sees phone numbers, e-mails and links in free text', () => {
    for (const text of ['gọi 0987654321', 'zalo 0987 654 321', 'SĐT: 098.765.4321', '+84 987 654 321', 'mail: a.b@gmail.com', 'www.cv-cua-toi.vn', 'xem https://x.io/a', 'trang cv-cua-toi.com']) {
      expect(hasContactDetails(text), text).toBe(true)
    }
    for (const text of ['Lương 10.000.000 - 15.000.000', 'từ 01/2019 đến 12/2023', 'ASP.NET, Node.JS', '1200 hóa đơn', null]) {
      expect(hasContactDetails(text), String(text)).toBe(false)
    }
  })

  it('sees phone numbers written with separators, other digits, invisible characters or in words (issue 35 item 2)', () => {
    for (const text of [
      '0 9 8 7 6 5 4 3 2 1',
      '098-765-4321',
      '(098) 765 4321',
      '09 87 65 43 21',
      '０９８７６５４３２１',
      '٠٩٨٧٦٥٤٣٢١',
      '0987\u200b654\u200b321',
      'không chín tám bảy sáu năm bốn ba hai một',
      'khong, chin, tam, bay, sau, nam, bon, ba, hai, mot',
      '0 chín 8 bảy 6 năm 4 ba 2 một',
    ]) {
      expect(findContactDetails(text), text).toEqual([{ kind: 'phone', text }])
    }
    // times, dates, amounts and counts are runs of numbers too, never a phone's shape
    for (const text of ['Ca 08.00 - 12.00, 13.30 - 17.30', 'từ 01/05/2019 - 09/2023', 'Quận 1, 3, 5, 7, 10', 'ba năm kinh nghiệm, hai ca', 'Mã ca 0123456789']) {
      expect(findContactDetails(text), text).toEqual([])
    }
  })

  it('lists each detail once, as written', () => {
    expect(findContactDetails('Gọi 0987 654 321 hoặc 0912000111, mail hr@congty.vn, xem t.me/tuyendung')).toEqual([
      { kind: 'phone', text: '0987 654 321' },
      { kind: 'phone', text: '0912000111' },
      { kind: 'email', text: 'hr@congty.vn' },
      { kind: 'link', text: 't.me/tuyendung' },
    ])
  })
})
