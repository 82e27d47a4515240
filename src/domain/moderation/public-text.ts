// Texts people write that others see and that no staff queue holds: street names, organisation
// names and information, account names (issue 35 item 4; docs/decisions/0030-text-normalisation.md).
// They pass every text rule (the banned phrases, the job scam rules whatever their action, contact
// details) and any hit refuses the save, with a message naming the field and quoting the words as
// written. Job posts, profiles and chat keep their own outcomes (review queue, warnings) on the
// same rules; a report's note, which quotes what it reports, is never refused: its hits are shown
// to staff beside it (noteHits).
import { checkJobPostText, type JobPostText } from './job-scam-rules'
import type { EffectiveRules } from './settings'
import { findClue, findContactDetails, prepareText } from './text-rules'

export interface TextProblem {
  field: string
  label: string
  /** the words as written */
  matched: string
  /** a banned phrase, a scam rule's id, or "contact" */
  rule: string
  /** what the rule is about, for staff */
  name: string
  message: string
}

/** A hit as the staff queues show it beside a report's note. */
export interface NoteHit {
  name: string
  matched: string
}

export const PUBLIC_TEXT_MSG = {
  bannedName: 'Cụm từ bị cấm',
  contactName: 'Số điện thoại, email hoặc đường link',
  banned: (label: string, matched: string) => `${label} có nội dung không được phép: "${matched}". Hãy xóa nội dung này.`,
  rule: (label: string, matched: string, ruleName: string) => `${label} có nội dung không được phép: "${matched}" (${ruleName}). Hãy xóa nội dung này.`,
  contact: (label: string, matched: string) =>
    `${label} không được chứa số điện thoại, email hoặc đường link: "${matched}". Người khác liên hệ với bạn qua trang.`,
} as const

/** Every hit in the texts, banned phrases first, then the scam rules (blocking ones first), then contact details. */
export function publicTextProblems(texts: readonly JobPostText[], rules: EffectiveRules): TextProblem[] {
  const written = texts.filter((text): text is JobPostText & { text: string } => !!text.text?.trim())
  const problems: TextProblem[] = []
  for (const text of written) {
    for (const match of findClue(prepareText(text.text), { phrases: rules.bannedPhrases })) {
      problems.push({ field: text.field, label: text.label, matched: match.text, rule: match.term, name: PUBLIC_TEXT_MSG.bannedName, message: PUBLIC_TEXT_MSG.banned(text.label, match.text) })
    }
  }
  for (const hit of checkJobPostText(written, rules.jobRules)) {
    problems.push({ field: hit.field, label: hit.label, matched: hit.matched, rule: hit.ruleId, name: hit.ruleName, message: PUBLIC_TEXT_MSG.rule(hit.label, hit.matched, hit.ruleName) })
  }
  for (const text of written) {
    for (const detail of findContactDetails(text.text)) {
      problems.push({ field: text.field, label: text.label, matched: detail.text, rule: 'contact', name: PUBLIC_TEXT_MSG.contactName, message: PUBLIC_TEXT_MSG.contact(text.label, detail.text) })
    }
  }
  return problems
}

/** The hits in a report's note, for the staff reading it (a number to call, a link not to open). */
export const noteHits = (note: string | null | undefined, rules: EffectiveRules): NoteHit[] =>
  publicTextProblems([{ field: 'note', label: 'Ghi chú', text: note }], rules).map(({ name, matched }) => ({ name, matched }))

/**
 * A recruiter's message to an applicant (an application's new status): like a chat message it may
 * carry an interview's phone and address, but never a demand for money, a task scam or unlawful
 * content, the rules that block a job post.
 */
export const blockingProblems = (texts: readonly JobPostText[], rules: EffectiveRules): TextProblem[] =>
  checkJobPostText(
    texts,
    rules.jobRules.filter((rule) => rule.action === 'block'),
  ).map((hit) => ({ field: hit.field, label: hit.label, matched: hit.matched, rule: hit.ruleId, name: hit.ruleName, message: PUBLIC_TEXT_MSG.rule(hit.label, hit.matched, hit.ruleName) }))
