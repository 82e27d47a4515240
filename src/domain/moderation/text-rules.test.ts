import { describe, expect, it } from 'vitest'
import {
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

  it('lists each detail once, as written', () => {
    expect(findContactDetails('Gọi 0987 654 321 hoặc 0912000111, mail hr@congty.vn, xem t.me/tuyendung')).toEqual([
      { kind: 'phone', text: '0987 654 321' },
      { kind: 'phone', text: '0912000111' },
      { kind: 'email', text: 'hr@congty.vn' },
      { kind: 'link', text: 't.me/tuyendung' },
    ])
  })
})
