// The text rules every kind of user text is moderated with (ARCHITECTURE.md "Moderation rules"):
// profiles, job posts and, later, chat call these instead of keeping rules of their own. Pure
// TypeScript, shared by the site (a warning before saving) and the server (the decision on save).
//
// Matching works on folded text (no case, no diacritics, đ = d) and survives the tricks people use
// to slip a phrase past a filter: "đ.ặ.t c.ọ.c", "d a t c o c", "đặt_cọc", "datcoc", "c0c",
// "ĐẶT CỌC", look-alike Cyrillic letters, zero-width spaces. It stays whole-word, so "phí" is not
// found in "phiên dịch" and "thu phí" not in "thu phiếu".
import { foldText } from '../text'

// ---------------------------------------------------------------------------------------------
// Folding that remembers where each folded letter came from, so a match can be quoted as written.

/** Cyrillic letters that look like Latin ones ("zаlо" with Cyrillic а and о). */
const CONFUSABLES: Record<string, string> = { а: 'a', е: 'e', о: 'o', р: 'p', с: 'c', х: 'x', у: 'y', і: 'i', к: 'k', м: 'm', т: 't', н: 'h' }

// As foldText, one character at a time (and with compatibility forms, so fullwidth "ｚａｌｏ" is "zalo").
const foldChar = (ch: string): string => {
  const lower = ch.toLowerCase()
  return (CONFUSABLES[lower] ?? lower).normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/đ/g, 'd')
}

/** A text ready for matching: NFC original, its folded form and, per folded character, its place in the original. */
export interface PreparedText {
  readonly original: string
  readonly folded: string
  readonly from: readonly number[]
  readonly to: readonly number[]
  /** Whether the writer uses Vietnamese diacritics at all (see PHRASES_THAT_FOLD_INTO_ORDINARY_WORDS). */
  readonly hasDiacritics: boolean
}

export function prepareText(text: string): PreparedText {
  const original = text.normalize('NFC')
  let folded = ''
  const from: number[] = []
  const to: number[] = []
  let at = 0
  for (const ch of original) {
    for (const letter of foldChar(ch)) {
      folded += letter
      from.push(at)
      to.push(at + ch.length)
    }
    at += ch.length
  }
  return { original, folded, from, to, hasDiacritics: /[\u0300-\u036fđĐ]/.test(original.normalize('NFD')) }
}

/** A found piece of text: the rule's term that found it and the words as the writer wrote them. */
export interface TextMatch {
  /** The phrase of the rule (as listed) or the label of the pattern that matched. */
  term: string
  /** The original words, e.g. "đ.ặ.t c.ọ.c". */
  text: string
  start: number
  end: number
}

const matchAt = (prepared: PreparedText, term: string, start: number, end: number): TextMatch => {
  // "!" and "|" stand for "i" or "l" ("ph!"); after a real "i" or "l" ("phí!") they are punctuation.
  let stop = end
  while (stop - 1 > start && '!|'.includes(prepared.folded[stop - 1])) stop--
  if (stop < end && !'il'.includes(prepared.folded[stop - 1])) stop = end
  return { term, text: prepared.original.slice(prepared.from[start], prepared.to[stop - 1]).trim(), start, end }
}

// ---------------------------------------------------------------------------------------------
// Phrases.

/** Digits and signs written for the letters they look like. */
const LOOK_ALIKES: Record<string, string> = { a: 'a4@', b: 'b8', e: 'e3', g: 'g9', i: 'i1!|', l: 'l1|', o: 'o0', s: 's5$', t: 't7' }
/** Between the letters of one word: dots, spaces, underscores ... ("đ.ặ.t", "d a t"). */
const INSIDE_WORD = '[^a-z0-9]{0,3}'
/** Between words: any separators, or none ("datcoc"). */
const BETWEEN_WORDS = '[^a-z0-9]{0,6}'

const letterPattern = (letter: string) => {
  const alike = LOOK_ALIKES[letter]
  return `${alike ? `[${alike.replace(/[\\\]^-]/g, '\\$&')}]` : letter}+`
}

const phraseWords = (phrase: string) => foldText(phrase).split(/[^a-z0-9]+/).filter(Boolean)

const phraseRegexCache = new Map<string, RegExp>()
function phraseRegex(phrase: string): RegExp {
  let regex = phraseRegexCache.get(phrase)
  if (!regex) {
    const body = phraseWords(phrase)
      .map((word) => [...word].map(letterPattern).join(INSIDE_WORD))
      .join(BETWEEN_WORDS)
    regex = new RegExp(`(?<![a-z0-9])(?:${body})(?![a-z0-9])`, 'g')
    phraseRegexCache.set(phrase, regex)
  }
  regex.lastIndex = 0
  return regex
}

/**
 * Phrases whose spelling without diacritics is made of ordinary words: "ca do" is "làm theo ca do
 * công ty sắp xếp" as often as "cá độ", "co bac" is "cô bác", "don ao" is "đơn áo". In a text
 * written with diacritics such a phrase is found only with its own diacritics; in a text written
 * entirely without them there is no telling, and the phrase is found folded.
 */
export const PHRASES_THAT_FOLD_INTO_ORDINARY_WORDS: readonly string[] = [
  'cá độ',
  'cờ bạc',
  'lô đề',
  'nhà cái',
  'sòng bài',
  'sòng bạc',
  'đơn ảo',
  'đơn hàng ảo',
  'chốt đơn ảo',
  'đánh giá ảo',
]
const needsDiacritics = new Set(PHRASES_THAT_FOLD_INTO_ORDINARY_WORDS.map((phrase) => phrase.normalize('NFC')))

/** The letters of a text that carry a diacritic (đ included), in order: "c.á đ.ộ" -> "áđộ". */
const marked = (text: string) =>
  [...text.normalize('NFC').toLowerCase()].filter((ch) => ch !== ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '') || ch === 'đ').join('')

function findPhrase(prepared: PreparedText, phrase: string): TextMatch[] {
  const matches: TextMatch[] = []
  const strict = prepared.hasDiacritics && needsDiacritics.has(phrase.normalize('NFC'))
  for (const found of prepared.folded.matchAll(phraseRegex(phrase))) {
    const match = matchAt(prepared, phrase, found.index, found.index + found[0].length)
    if (strict && marked(match.text) !== marked(phrase)) continue
    matches.push(match)
  }
  return matches
}

// ---------------------------------------------------------------------------------------------
// Context: the words right before or after a match that make it ordinary ("miễn phí đồng phục",
// "nạp tiền điện thoại", "không thu phí hồ sơ").

/** Words that may stand between a context word and the match: "không [cần phải] đặt cọc". */
const FILLER_WORDS = new Set(
  ('can phai thu dong nop mat yeu cau co bat ky cu khoan mot tien cac loai hay va hoac nao phi coc bao gio them ca ' +
    'toan bo tat tham gia lien quan la se duoc deu hoan').split(' '),
)
const isFiller = (word: string) => FILLER_WORDS.has(word) || /^\d/.test(word)

/** Words that negate what follows: "không đặt cọc", "miễn phí hồ sơ", "ko thu phí". */
export const NEGATIONS: readonly string[] = ['không', 'ko', 'khg', 'hok', 'chẳng', 'chưa bao giờ', 'miễn', 'free', 'nghiêm cấm']

// Sentence marks end the context; dots and commas inside numbers ("100.000") do not.
const CLAUSE_END = /[;!?\n]|[.,](?!\d)/

const words = (text: string) => text.split(/[^a-z0-9]+/).filter(Boolean)
const endsWithWords = (haystack: string[], needle: string[], at: number) =>
  at >= needle.length && needle.every((word, i) => haystack[at - needle.length + i] === word)

function precededBy(prepared: PreparedText, start: number, contexts: readonly string[]): boolean {
  const clause = prepared.folded.slice(Math.max(0, start - 100), start).split(CLAUSE_END).pop() ?? ''
  const before = words(clause)
  return contexts.some((context) => {
    const needle = phraseWords(context)
    for (let at = before.length; at >= Math.max(0, before.length - 4); at--) {
      if (endsWithWords(before, needle, at)) return true
      if (at > 0 && !isFiller(before[at - 1])) break
    }
    return false
  })
}

function followedBy(prepared: PreparedText, end: number, contexts: readonly string[]): boolean {
  const clause = prepared.folded.slice(end, end + 100).split(CLAUSE_END)[0] ?? ''
  const after = words(clause)
  return contexts.some((context) => {
    const needle = phraseWords(context)
    for (let at = 0; at <= Math.min(after.length, 4); at++) {
      if (needle.every((word, i) => after[at + i] === word)) return true
      if (at < after.length && !isFiller(after[at])) break
    }
    return false
  })
}

// ---------------------------------------------------------------------------------------------
// Money: "50tr/tháng", "50 triệu", "50.000.000đ", "2 củ một ngày", "200k/giờ".

export interface MoneyMention {
  /** Đồng, as written. */
  amount: number
  /** Đồng per month: a day is 26 working days, a week 4, an hour 8 a day. */
  perMonth: number
  /** Whether the amount is said to be earned: an income word before it ("thu nhập", "lương") or a period after it. */
  earned: boolean
  text: string
  start: number
  end: number
}

const AMOUNT =
  /(?<![a-z0-9.,])(\d{1,3}(?:[.,]\d{3})+|\d+(?:[.,]\d+)?)(?:[^a-z0-9/]{0,2}(ty|trieu|tr|cu|k|nghin|ngan|vnd|dong|d|m))?(?![a-z])(?:[^a-z0-9]{0,2}(?:\/|moi|mot|1|tren)[^a-z0-9]{0,2}(thang|th|tuan|ngay|gio|h)(?![a-z]))?/g
const UNIT: Record<string, number> = { ty: 1e9, trieu: 1e6, tr: 1e6, cu: 1e6, m: 1e6, k: 1e3, nghin: 1e3, ngan: 1e3, vnd: 1, dong: 1, d: 1 }
const PER_MONTH: Record<string, number> = { thang: 1, th: 1, tuan: 4, ngay: 26, gio: 208, h: 208 }
const INCOME_WORDS = ['thu nhập', 'lương', 'kiếm', 'hoa hồng', 'thưởng', 'income', 'salary', 'tiền công', 'bỏ túi', 'lợi nhuận', 'nhận về'].map(phraseWords)
// Amounts that are not pay: sales targets, prices, capital, fees.
const NOT_INCOME_WORDS = ['doanh số', 'doanh thu', 'kpi', 'target', 'chỉ tiêu', 'vốn', 'giá trị', 'giá bán', 'phí', 'đơn hàng'].map(phraseWords)

const hasWords = (haystack: string[], needles: string[][]) =>
  needles.some((needle) => haystack.some((_, i) => needle.every((word, j) => haystack[i + j] === word)))

export function findMoneyMentions(prepared: PreparedText): MoneyMention[] {
  const mentions: MoneyMention[] = []
  for (const found of prepared.folded.matchAll(AMOUNT)) {
    const [whole, digits, unit, period] = found
    // "m" is a metre as often as a million: a million only with a period ("50M/tháng").
    if (unit === 'm' && !period) continue
    const grouped = /^\d{1,3}(?:[.,]\d{3})+$/.test(digits)
    const number = grouped ? Number(digits.replace(/[.,]/g, '')) : Number(digits.replace(',', '.'))
    const amount = number * (unit ? UNIT[unit] : 1)
    // A bare number is money only at the size of đồng ("15000000"), not "2 năm" or "Quận 1".
    if (!unit && amount < 100_000) continue
    const start = found.index
    const before = words(prepared.folded.slice(Math.max(0, start - 60), start)).slice(-6)
    const earned = !hasWords(before, NOT_INCOME_WORDS) && (!!period || hasWords(before, INCOME_WORDS))
    const perMonth = Math.round(amount * (period ? PER_MONTH[period] : 1))
    const { text, end } = matchAt(prepared, '', start, start + whole.length)
    mentions.push({ amount, perMonth, earned, text, start, end })
  }
  return mentions
}

// ---------------------------------------------------------------------------------------------
// Clues: what one rule looks for, as data.

export interface TextPattern {
  /** What the pattern finds, in words a person understands ("phí kèm số tiền"). */
  label: string
  /** A regular expression (source, no flags) run on the folded text: lower case, no diacritics, đ = d. */
  regex: string
}

export interface TextClue {
  /** Phrases as people write them, with diacritics; found whole-word on folded text, through spacing and look-alike tricks. */
  phrases?: readonly string[]
  /** Shapes a phrase cannot say (a handle, a number after a word). */
  patterns?: readonly TextPattern[]
  /** An earned amount of at least this many đồng a month ("thu nhập 50tr/tháng"). */
  monthlyIncomeAtLeast?: number
  /** Words right before a match that make it ordinary ("miễn" before "phí đồng phục"); filler words may sit between. */
  unlessPrecededBy?: readonly string[]
  /** Words right after a match that make it ordinary ("điện thoại" after "nạp tiền"). */
  unlessFollowedBy?: readonly string[]
}

const patternCache = new Map<string, RegExp>()
function patternRegex(source: string): RegExp {
  let regex = patternCache.get(source)
  if (!regex) {
    regex = new RegExp(source, 'g')
    patternCache.set(source, regex)
  }
  regex.lastIndex = 0
  return regex
}

/** Overlapping matches become one: "nộp phí" and "phí hồ sơ" in "nộp phí hồ sơ" are quoted once, whole. */
function merged(prepared: PreparedText, matches: TextMatch[]): TextMatch[] {
  const sorted = [...matches].sort((a, b) => a.start - b.start || b.end - a.end)
  const kept: TextMatch[] = []
  for (const match of sorted) {
    const last = kept[kept.length - 1]
    if (last && match.start < last.end) {
      if (match.end > last.end) kept[kept.length - 1] = matchAt(prepared, last.term, last.start, match.end)
    } else kept.push(match)
  }
  return kept
}

/**
 * Every place the clue is found in the text, in reading order, overlapping matches merged. A list
 * of clues is found as one: each with its own context words ("thu phí" is a toll collector's job,
 * "phí đồng phục" is never).
 */
export function findClue(text: string | PreparedText, clue: TextClue | readonly TextClue[]): TextMatch[] {
  const prepared = typeof text === 'string' ? prepareText(text) : text
  const clues: readonly TextClue[] = Array.isArray(clue) ? clue : [clue as TextClue]
  return merged(prepared, clues.flatMap((one) => findOneClue(prepared, one)))
}

function findOneClue(prepared: PreparedText, clue: TextClue): TextMatch[] {
  const found: TextMatch[] = []
  for (const phrase of clue.phrases ?? []) found.push(...findPhrase(prepared, phrase))
  for (const pattern of clue.patterns ?? []) {
    for (const match of prepared.folded.matchAll(patternRegex(pattern.regex))) {
      if (match[0]) found.push(matchAt(prepared, pattern.label, match.index, match.index + match[0].length))
    }
  }
  if (clue.monthlyIncomeAtLeast !== undefined) {
    const least = clue.monthlyIncomeAtLeast
    for (const mention of findMoneyMentions(prepared)) {
      if (mention.earned && mention.perMonth >= least) found.push({ term: 'thu nhập', text: mention.text, start: mention.start, end: mention.end })
    }
  }
  const ordinary = (match: TextMatch) =>
    (!!clue.unlessPrecededBy && precededBy(prepared, match.start, clue.unlessPrecededBy)) ||
    (!!clue.unlessFollowedBy && followedBy(prepared, match.end, clue.unlessFollowedBy))
  return found.filter((match) => !ordinary(match))
}

// ---------------------------------------------------------------------------------------------
// Banned phrases (profiles reject them outright; job posts use them within JOB_SCAM_RULES).

/**
 * Phrases a seeker's profile must not carry: asking for money or deposits, loans, gambling,
 * multi-level schemes, sex work. Plain work words ("thu ngân", "chuyển khoản" for an accountant)
 * are deliberately not here.
 */
export const BANNED_PHRASES: readonly string[] = [
  'thu phí',
  'đóng phí',
  'nộp phí',
  'phí hồ sơ',
  'phí môi giới',
  'phí giới thiệu',
  'phí đào tạo',
  'phí giữ chỗ',
  'đặt cọc',
  'tiền cọc',
  'nạp tiền',
  'vay tiền',
  'cho vay nặng lãi',
  'cá độ',
  'cờ bạc',
  'lô đề',
  'casino',
  'đa cấp',
  'mại dâm',
  'sugar baby',
  'việc nhẹ lương cao',
]

/** The banned phrases (staff may have changed the list) found in any of the texts, in the list's order. */
export function findBannedPhrases(texts: ReadonlyArray<string | null | undefined>, phrases: readonly string[] = BANNED_PHRASES): string[] {
  const prepared = texts.filter((text): text is string => !!text).map(prepareText)
  return phrases.filter((phrase) => prepared.some((text) => findPhrase(text, phrase).length > 0))
}

// ---------------------------------------------------------------------------------------------
// Contact details in free text: phones, e-mails, links.

export interface ContactDetail {
  kind: 'phone' | 'email' | 'link'
  text: string
}

// A phone number written into free text: a run of digits and separators that is a Vietnamese
// number once the separators go (0 + 9 digits, or 84 + 9). Salaries ("10.000.000 - 15.000.000")
// and years are runs too, but never of that shape.
const DIGIT_RUNS = /\+?\d[\d .\-()]{7,16}\d/g
const PLAIN_PHONE = /(?<!\d)(?:0|\+?84)\d{9}(?!\d)/g
const isPhoneDigits = (digits: string) => /^(?:0\d{9}|84\d{9})$/.test(digits)
const LINK_IN_TEXT = /\b(?:https?:\/\/|www\.)\S+/gi
// Bare domains only in lower case, so "ASP.NET" or "Vue.JS" in a developer's profile pass.
const BARE_DOMAIN = /\b[a-z0-9-]+\.(?:com|vn|net|org|info|xyz|me|io|top|biz|link|site|online)\b(?:\/\S*)?/g
const EMAIL_IN_TEXT = /[^\s@]+@[^\s@]+\.[a-z]{2,}/gi

/** The phones, e-mails and links written in a text, in reading order. */
export function findContactDetails(text: string | null | undefined): ContactDetail[] {
  if (!text) return []
  const found: Array<ContactDetail & { start: number; end: number }> = []
  const add = (kind: ContactDetail['kind'], regex: RegExp, keep: (match: string) => boolean = () => true) => {
    for (const match of text.matchAll(regex)) {
      if (keep(match[0])) found.push({ kind, text: match[0].trim(), start: match.index, end: match.index + match[0].length })
    }
  }
  add('email', EMAIL_IN_TEXT)
  add('link', LINK_IN_TEXT)
  add('link', BARE_DOMAIN)
  add('phone', PLAIN_PHONE)
  add('phone', DIGIT_RUNS, (run) => isPhoneDigits(run.replace(/\D/g, '')))
  // An e-mail's domain is not a second link; a plain number inside a spaced one is not a second phone.
  const kept: typeof found = []
  for (const item of found) {
    if (!kept.some((other) => item.start < other.end && other.start < item.end)) kept.push(item)
  }
  return kept.sort((a, b) => a.start - b.start).map(({ kind, text }) => ({ kind, text }))
}

export const hasContactDetails = (text: string | null | undefined): boolean => findContactDetails(text).length > 0
