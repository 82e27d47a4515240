// The text rules every kind of user text is moderated with (ARCHITECTURE.md "Moderation rules"):
// job posts, profiles, chat, streets, organisations, account names and report notes call these
// instead of keeping rules of their own (public-text.ts, docs/decisions/0030-text-normalisation.md).
// Pure TypeScript; the server decides on save, and the site's warning before saving comes from the
// API's check calls, so no public page loads this.
//
// Matching works on a normalised text (docs/decisions/0030-text-normalisation.md), one character of
// the original at a time, so a match can be quoted as written:
// 1. NFC, then each character's compatibility decomposition (NFKD: fullwidth "ｚａｌｏ", "①", "ﬁ");
// 2. default-ignorable and format characters dropped (zero-width space, soft hyphen, word joiner,
//    variation selectors, bidi controls): "đ\u200bặt" is "đặt";
// 3. marks dropped (Vietnamese diacritics, and any other: "đ̶ặ̶t̶"), đ = d, lower case;
// 4. digits of any script read as 0-9 ("٠٩٨٧"), look-alike Latin, Greek and Cyrillic letters folded
//    to the letter they imitate (Unicode's confusables data, ./confusables.ts: "đặt cọc" with a
//    Greek ο, "ɑ" for a).
// Phrases are then found whole-word through the tricks left: separators inside a word ("đ....ặt",
// "d a t c o c", "đặt_cọc"), none between words ("datcoc"), look-alike digits and signs ("c0c",
// "z@lo"), doubled letters ("cọcccc"). So "phí" is not found in "phiên dịch" nor "thu phí" in "thu
// phiếu"; a phrase whose folded spelling is made of ordinary words ("cá độ" / "ca do") needs its
// diacritics in a text written with them.
import { CONFUSABLE_LETTERS } from './confusables'

// ---------------------------------------------------------------------------------------------
// Folding that remembers where each folded letter came from, so a match can be quoted as written.

const CONFUSABLES = new Map(Object.entries(CONFUSABLE_LETTERS).flatMap(([letter, chars]) => [...chars].map((ch) => [ch, letter] as const)))
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/u
const MARKS = /\p{M}/gu
const DECIMAL_DIGIT = /\p{Nd}/u

/** 0-9 for a decimal digit of any script: Unicode assigns them in runs of ten from 0. */
function digitOf(ch: string): string | null {
  if (!DECIMAL_DIGIT.test(ch)) return null
  const code = ch.codePointAt(0) ?? 0
  let first = code
  while (DECIMAL_DIGIT.test(String.fromCodePoint(first - 1))) first--
  return String((code - first) % 10)
}

/** As foldText, one character of the NFC original at a time (steps 1-4 above); '' for an invisible one. */
const foldChar = (ch: string): string => {
  if (ch < '\u0080') return ch.toLowerCase()
  if (INVISIBLE.test(ch)) return ''
  const alike = CONFUSABLES.get(ch)
  if (alike) return alike
  let folded = ''
  for (const part of ch.normalize('NFKD')) {
    if (INVISIBLE.test(part)) continue
    folded += CONFUSABLES.get(part) ?? digitOf(part) ?? part.toLowerCase().normalize('NFKD').replace(MARKS, '').replace(/đ/g, 'd')
  }
  return folded
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
    const letters = foldChar(ch)
    // a mark or an invisible character belongs to the letter before it: a quote ending there takes it
    if (!letters && to.length && to[to.length - 1] === at) to[to.length - 1] = at + ch.length
    for (const letter of letters) {
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
/** Between the letters of one word: dots, spaces, underscores ... ("đ.ặ.t", "d a t", "đ....ặt"). */
const INSIDE_WORD = '[^a-z0-9]{0,8}'
/** Between words: any separators, or none ("datcoc"). */
const BETWEEN_WORDS = '[^a-z0-9]{0,8}'

const signsOf = (letter: string) => (LOOK_ALIKES[letter] ?? '').replace(/[a-z0-9]/g, '')
const charClass = (chars: string) => `[${chars.replace(/[\\\]^-]/g, '\\$&')}]`

// A letter is taken once or repeated ("cọcccc"); one with look-alikes is taken whole and never
// given back (a lookahead and a backreference make it atomic), so a long run of "!" or "|" costs
// one pass, not one per way to split it. Before a letter that shares look-alikes with it (the "l"
// of "like" written "l1ke", the first "p" of "app") a letter is taken exactly once.
let letterGroups = 0
const letterPattern = (letter: string, next: string | undefined) => {
  const alike = LOOK_ALIKES[letter] ?? letter
  const shared = next !== undefined && [...(LOOK_ALIKES[next] ?? next)].some((ch) => alike.includes(ch))
  if (shared) return alike === letter ? letter : charClass(alike)
  if (alike === letter) return `${letter}+`
  const name = `l${letterGroups++}`
  return `(?=(?<${name}>${charClass(alike)}+))\\k<${name}>`
}

/** A phrase's words, folded as a text is. */
const phraseWords = (phrase: string) => prepareText(phrase).folded.split(/[^a-z0-9]+/).filter(Boolean)
/** A word's letters with separators allowed between them; `after` is the first letter of the next word, if any. */
const wordPattern = (word: string, after?: string) => [...word].map((letter, i) => letterPattern(letter, word[i + 1] ?? after)).join(INSIDE_WORD)

/**
 * One word as the phrases find it (through separators inside it, look-alike digits and signs,
 * doubled letters), for the rules' patterns: `${spelledWord('zalo')}[^a-z0-9]{0,4}...`.
 */
export const spelledWord = (word: string): string => wordPattern(phraseWords(word).join(''))

const phraseRegexCache = new Map<string, RegExp>()
function phraseRegex(phrase: string): RegExp {
  let regex = phraseRegexCache.get(phrase)
  if (!regex) {
    const words = phraseWords(phrase)
    const body = words.map((word, i) => wordPattern(word, words[i + 1]?.[0])).join(BETWEEN_WORDS)
    // not inside a word, nor inside a run of the first letter's signs ("!!!inbox" starts at the first "!")
    const before = `[a-z0-9${charClass(signsOf(words[0]?.[0] ?? '')).slice(1, -1)}]`
    // a phrase of signs only finds nothing
    regex = new RegExp(words.length ? `(?<!${before})(?:${body})(?![a-z0-9])` : '(?!)', 'g')
    phraseRegexCache.set(phrase, regex)
  }
  regex.lastIndex = 0
  return regex
}

/**
 * Phrases whose spelling without diacritics is made of ordinary words: "ca do" is "làm theo ca do
 * công ty sắp xếp" as often as "cá độ", "co bac" is "cô bác", "don ao" is "đơn áo", "mai dam" is
 * "khuyến mãi. Đảm bảo". In a text written with diacritics such a phrase is found only with its
 * own diacritics; in a text written entirely without them there is no telling, and the phrase is
 * found folded.
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
  // "khuyến mãi. Đảm bảo...", "bàn đậm"
  'mại dâm',
  'bán dâm',
]
const needsDiacritics = new Set(PHRASES_THAT_FOLD_INTO_ORDINARY_WORDS.map((phrase) => phrase.normalize('NFC')))

/** The Vietnamese diacritics of a text (đ included), in order, whatever letters carry them: "c.á đ.ộ" and "cά độ" give the same. */
const marked = (text: string) =>
  text
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^\u0300-\u0303\u0306\u0309\u031b\u0323đ]/g, '')

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

// A phone number written into free text: numbers and digit words ("không chín tám") with
// separators between them that, from one of the numbers on, make a Vietnamese number (a mobile: 0
// and 9 digits; a landline: 02 and 9 digits; either with 84 for 0) ending with one of them, and use
// one kind of separator besides spaces and brackets ("0987 654 321", "098.765.4321", "(028) 3823
// 4567" but not "08.00 - 12.00, 13.30"). Found on the normalised text, so fullwidth and other
// scripts' digits, and invisible characters between them, count as digits written plainly.
// Salaries ("10.000.000 - 15.000.000"), dates and years are such runs too, but never of that shape.
const DIGIT_WORDS: Record<string, string> = {
  khong: '0', linh: '0', mot: '1', hai: '2', ba: '3', bon: '4', tu: '4', nam: '5', lam: '5', sau: '6', bay: '7', tam: '8', chin: '9',
}
const NUMBER = `(?:\\d+|(?:${Object.keys(DIGIT_WORDS).join('|')})(?![a-z0-9]))`
const NUMBER_RUN = new RegExp(`(?<![a-z0-9])\\+?${NUMBER}(?:(?:[^\\S\\n]|[.,\\-_()+*~·•]){1,4}${NUMBER})*`, 'g')
const NUMBER_G = new RegExp(NUMBER, 'g')
/** A mobile (0 and 9 digits) or a landline (02 and 9 digits), or either after 84. */
const isPhoneDigits = (digits: string) => /^(?:0|84)(?:[3-9]\d{8}|2\d{9})$/.test(digits)

function findPhones(prepared: PreparedText): TextMatch[] {
  const phones: TextMatch[] = []
  for (const run of prepared.folded.matchAll(NUMBER_RUN)) {
    const numbers = [...run[0].matchAll(NUMBER_G)].map((found) => ({
      digits: DIGIT_WORDS[found[0]] ?? found[0],
      start: run.index + found.index,
      end: run.index + found.index + found[0].length,
    }))
    for (let first = 0; first < numbers.length; first++) {
      let digits = ''
      const separators = new Set<string>()
      for (let last = first; last < numbers.length && digits.length < 12; last++) {
        if (last > first) separators.add(prepared.folded.slice(numbers[last - 1].end, numbers[last].start).replace(/[\s()]/g, ''))
        separators.delete('')
        if (separators.size > 1) break
        digits += numbers[last].digits
        if (!isPhoneDigits(digits)) continue
        const start = numbers[first].start - ('+('.includes(prepared.folded[numbers[first].start - 1] ?? '-') ? 1 : 0)
        phones.push(matchAt(prepared, 'phone', start, numbers[last].end))
        first = last
        break
      }
    }
  }
  return phones
}

const LINK_IN_TEXT = /\b(?:https?:\/\/|www\.)\S+/g
// Bare domains only where written in lower case, so "ASP.NET" or "Vue.JS" in a developer's profile pass.
const BARE_DOMAIN = /\b[a-z0-9-]+\.(?:com|vn|net|org|info|xyz|me|io|top|biz|link|site|online)\b(?:\/\S*)?/g
// from the start of its local part only, so a long run without "@" is read once
const EMAIL_IN_TEXT = /(?<![a-z0-9._%+-])[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/g

/** The phones, e-mails and links written in a text, in reading order, as written. */
export function findContactDetails(text: string | PreparedText | null | undefined): ContactDetail[] {
  if (!text) return []
  const prepared = typeof text === 'string' ? prepareText(text) : text
  const found: Array<ContactDetail & { start: number; end: number }> = []
  const add = (kind: ContactDetail['kind'], matches: Iterable<TextMatch>) => {
    for (const match of matches) if (match.text) found.push({ kind, text: match.text, start: match.start, end: match.end })
  }
  const matchesOf = (regex: RegExp) => [...prepared.folded.matchAll(regex)].map((m) => matchAt(prepared, '', m.index, m.index + m[0].length))
  add('email', matchesOf(EMAIL_IN_TEXT))
  add('link', matchesOf(LINK_IN_TEXT))
  add('link', matchesOf(BARE_DOMAIN).filter((match) => match.text === match.text.toLowerCase()))
  add('phone', findPhones(prepared))
  // An e-mail's domain is not a second link.
  const kept: typeof found = []
  for (const item of found) {
    if (!kept.some((other) => item.start < other.end && other.start < item.end)) kept.push(item)
  }
  return kept.sort((a, b) => a.start - b.start).map(({ kind, text }) => ({ kind, text }))
}

export const hasContactDetails = (text: string | PreparedText | null | undefined): boolean => findContactDetails(text).length > 0
