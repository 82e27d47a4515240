// The moderation corpus (issue 35 item 3; docs/decisions/0030-text-normalisation.md): every banned
// phrase and every phrase of the job scam rules, written with each trick people use to slip a
// phrase past a filter, must be found; phone numbers written the same ways must be found; and of
// the clean job texts the seed and the benchmark generator write, at most 0.5 % may be flagged.
// The two figures are printed (and quoted in README.md, "Moderation").
import { describe, expect, it } from 'vitest'
import { CONFUSABLE_LETTERS } from '../../src/domain/moderation/confusables'
import { JOB_SCAM_RULES, checkJobContactDetails, checkJobPostText, type JobPostText } from '../../src/domain/moderation/job-scam-rules'
import { BANNED_PHRASES, PHRASES_THAT_FOLD_INTO_ORDINARY_WORDS, findBannedPhrases, findClue, findContactDetails, type TextClue } from '../../src/domain/moderation/text-rules'
import { foldText } from '../../src/domain/text'
import { SEED_JOBS, SEED_ORGANIZATIONS, makeJob, waitingReasonLine } from '../db/seed/factories'

const ANCHOR = new Date('2026-06-01T00:00:00Z')
/** The clean texts: the seed's jobs, and this many of the benchmark's million spread over it. */
const BENCH_SAMPLE = 2000
const BENCH_JOBS = 1_000_000
const BENCH_ORGANIZATIONS = 5000 // scripts/seed.ts for more than 100.000 jobs
const MAX_FALSE_POSITIVE_RATE = 0.005

// ---------------------------------------------------------------------------------------------
// The tricks.

const clues = (clue: TextClue | readonly TextClue[]): readonly TextClue[] => (Array.isArray(clue) ? clue : [clue as TextClue])
const RULE_PHRASES = JOB_SCAM_RULES.flatMap((rule) => [...clues(rule.match), ...(rule.alsoNeeds ? [rule.alsoNeeds] : [])].flatMap((clue) => clue.phrases ?? []))
const PHRASES = [...new Set([...BANNED_PHRASES, ...RULE_PHRASES])]

/** A look-alike of an ASCII letter from one script, small where there is one. */
const lookAlike = (script: RegExp) => (letter: string) => {
  const chars = [...(CONFUSABLE_LETTERS[letter] ?? '')].filter((ch) => script.test(ch))
  return chars.find((ch) => ch === ch.toLowerCase()) ?? chars[0]
}
const GREEK = lookAlike(/\p{Script=Greek}/u)
const CYRILLIC = lookAlike(/\p{Script=Cyrillic}/u)
const LATIN = lookAlike(/\p{Script=Latin}/u)

/** Each base letter replaced (diacritics kept on the look-alike), at most `limit` of them. */
function replaceLetters(phrase: string, replace: (letter: string) => string | undefined, limit = Infinity): string {
  let done = 0
  return [...phrase.normalize('NFD')]
    .map((ch) => {
      const other = done < limit && /[a-z]/.test(ch) ? replace(ch) : undefined
      if (other) done++
      return other ?? ch
    })
    .join('')
}
/** The gap between the letters of each word. */
const between = (phrase: string, gap: string) =>
  phrase
    .normalize('NFC')
    .split(' ')
    .map((word) => [...word].join(gap))
    .join(' ')
const fullwidth = (phrase: string) => replaceLetters(phrase, (ch) => String.fromCodePoint(0xff41 + ch.charCodeAt(0) - 97))
const mathBold = (phrase: string) => [...foldText(phrase)].map((ch) => (/[a-z]/.test(ch) ? String.fromCodePoint(0x1d41a + ch.charCodeAt(0) - 97) : ch)).join('')
const DIGIT_FOR: Record<string, string> = { o: '0', i: '1', e: '3', a: '4' }

const TRICKS: Record<string, (phrase: string) => string> = {
  'no diacritics': foldText,
  'upper case': (p) => p.toUpperCase(),
  decomposed: (p) => p.normalize('NFD'),
  'four zero-width spaces between letters': (p) => between(p, '\u200b'.repeat(4)),
  'soft hyphens': (p) => between(p, '\u00ad'),
  'word joiners': (p) => between(p, '\u2060'),
  'variation selectors': (p) => [...p.normalize('NFC')].map((ch) => `${ch}\ufe0f`).join(''),
  'joiners and direction marks': (p) => between(p, '\u200d\u200c\u200e\ufeff'),
  'one Greek letter': (p) => replaceLetters(p, GREEK, 1),
  'Greek letters': (p) => replaceLetters(p, GREEK),
  'one Cyrillic letter': (p) => replaceLetters(p, CYRILLIC, 1),
  'Cyrillic letters': (p) => replaceLetters(p, CYRILLIC),
  'Latin look-alikes (ɑ, ı, ɡ)': (p) => replaceLetters(p, LATIN),
  'dots inside words': (p) => between(p, '....'),
  'spaces between letters': (p) => between(p, ' '),
  'struck through': (p) => [...p.normalize('NFC')].map((ch) => (ch === ' ' ? ch : `${ch}\u0336`)).join(''),
  fullwidth,
  'mathematical bold': mathBold,
  'look-alike digits': (p) => [...foldText(p)].map((ch) => DIGIT_FOR[ch] ?? ch).join(''),
  'all at once': (p) => between(replaceLetters(foldText(p), CYRILLIC), '.\u200b'),
}

const PHONES = ['0987654321', '0912000111', '02838234567']
const spell = (digits: string) => [...digits].map((d) => 'không một hai ba bốn năm sáu bảy tám chín'.split(' ')[Number(d)]).join(' ')
const inDigits = (zero: number) => (digits: string) => [...digits].map((d) => String.fromCodePoint(zero + Number(d))).join('')
const PHONE_TRICKS: Record<string, (digits: string) => string> = {
  plain: (d) => d,
  'spaces between digits': (d) => [...d].join(' '),
  'groups with spaces': (d) => d.replace(/^(\d{4})(\d{3})/, '$1 $2 '),
  'groups with dots': (d) => d.replace(/^(\d{3})(\d{3})/, '$1.$2.'),
  'groups with dashes': (d) => d.replace(/^(\d{3})(\d{3})/, '$1-$2-'),
  '+84': (d) => `+84 ${d.slice(1).replace(/^(\d{3})(\d{3})/, '$1 $2 ')}`,
  'zero-width spaces': (d) => [...d].join('\u200b'),
  fullwidth: inDigits(0xff10),
  'Arabic-Indic digits': inDigits(0x660),
  'Devanagari digits': inDigits(0x966),
  'mathematical digits': inDigits(0x1d7ce),
  'in Vietnamese words': spell,
  'words without diacritics': (d) => foldText(spell(d)),
  'words and digits': (d) => [...d].map((x, i) => (i % 2 ? spell(x) : x)).join(' '),
}

// ---------------------------------------------------------------------------------------------
// The clean texts.

function* cleanJobs(): Generator<JobPostText[]> {
  const sources = [
    { count: SEED_JOBS, step: 1, organizations: SEED_ORGANIZATIONS },
    { count: BENCH_SAMPLE, step: Math.floor(BENCH_JOBS / BENCH_SAMPLE), organizations: BENCH_ORGANIZATIONS },
  ]
  for (const { count, step, organizations } of sources) {
    for (let i = 0; i < count; i++) {
      const job = makeJob(i * step, { anchor: ANCHOR, organizations })
      const texts = {
        title: job.title,
        description: job.description,
        requirements: job.requirements,
        // a waiting post's line moving the talk to Zalo is there to be found (the seed's review queue)
        benefits: job.benefits.replace(waitingReasonLine(job.contactPhone), ''),
        address: job.address,
        contact_name: job.contactName,
      }
      yield Object.entries(texts).map(([field, text]) => ({ field, label: field, text }))
    }
  }
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(2)} %`

describe('moderation corpus', () => {
  it('catches every banned phrase and every scam rule phrase written with each trick, and phones written the same ways', () => {
    const strict = new Set(PHRASES_THAT_FOLD_INTO_ORDINARY_WORDS)
    const missed: string[] = []
    let variants = 0
    for (const phrase of PHRASES) {
      const banned = BANNED_PHRASES.includes(phrase)
      for (const [trick, write] of Object.entries(TRICKS)) {
        const written = write(phrase)
        if (written === phrase) continue
        // a phrase that folds into ordinary words ("cá độ" / "ca do") is found without its
        // diacritics only in a text written without any (PHRASES_THAT_FOLD_INTO_ORDINARY_WORDS)
        const plain = strict.has(phrase) && !/[\u0300-\u036fđĐ]/.test(written.normalize('NFD'))
        const sentence = plain ? `Ung vien ${written}, chi tiet gap truc tiep.` : `Ứng viên ${written}, chi tiết gặp trực tiếp.`
        for (const text of [written, sentence]) {
          variants++
          const found = findClue(text, { phrases: [phrase] })
          const caught = found.length === 1 && found[0].text === written.normalize('NFC') && (!banned || findBannedPhrases([text]).includes(phrase))
          if (!caught) missed.push(`${phrase} (${trick}): ${JSON.stringify(text)} -> ${JSON.stringify(found.map((m) => m.text))}`)
        }
      }
    }
    for (const phone of PHONES) {
      for (const [trick, write] of Object.entries(PHONE_TRICKS)) {
        const written = write(phone)
        for (const text of [written, `Gọi ngay ${written} để nhận việc`]) {
          variants++
          const found = findContactDetails(text)
          if (found.length !== 1 || found[0].kind !== 'phone' || found[0].text !== written) missed.push(`${phone} (${trick}): ${JSON.stringify(text)} -> ${JSON.stringify(found)}`)
        }
      }
    }
    console.log(`moderation corpus: caught ${variants - missed.length}/${variants} variants (${PHRASES.length} phrases x ${Object.keys(TRICKS).length} tricks, ${PHONES.length} phones x ${Object.keys(PHONE_TRICKS).length} ways)`)
    expect(missed).toEqual([])
  })

  it(`flags at most ${MAX_FALSE_POSITIVE_RATE * 100} % of the clean job texts of the seed and the benchmark generator`, () => {
    let jobs = 0
    const flagged: string[] = []
    for (const texts of cleanJobs()) {
      jobs++
      const hits = [...checkJobPostText(texts), ...checkJobContactDetails(texts)]
      if (hits.length) flagged.push(hits.map((hit) => `${hit.ruleId} in ${hit.field}: "${hit.matched}"`).join('; '))
    }
    console.log(`moderation corpus: flagged ${flagged.length}/${jobs} clean job texts (${percent(flagged.length, jobs)})${flagged.length ? `\n  ${flagged.slice(0, 20).join('\n  ')}` : ''}`)
    expect(jobs).toBe(SEED_JOBS + BENCH_SAMPLE)
    expect(flagged.length / jobs).toBeLessThanOrEqual(MAX_FALSE_POSITIVE_RATE)
  }, 180_000)
})
