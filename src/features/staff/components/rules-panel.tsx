// The moderation rules as staff edit them: each scam rule's action (block, review, off), its
// message to the poster and phrases added to it; the banned phrases of profiles added or taken
// out. Every save is written to the audit log.
import { styled } from '@linaria/react'
import { useState } from 'react'
import { toast } from 'react-hot-toast'
import { formatVnDate } from '../../../domain/dates'
import { RULE_ACTION_LABELS, type RuleAction } from '../../../domain/moderation/settings'
import { Button } from '../../../ui/button'
import { color, radius, controlBox } from '../../../ui/theme'
import { saveBannedPhrases, saveRule, useModerationRules, type ModerationRule } from '../api/console'

export const RULES_TEXT = {
  loading: 'Đang tải quy tắc...',
  failed: 'Không tải được quy tắc. Vui lòng thử lại.',
  intro: 'Quy tắc áp dụng cho tin đăng và hồ sơ lưu từ lúc đổi. Mỗi lần lưu được ghi vào nhật ký.',
  action: 'Cách xử lý',
  message: 'Lời nhắn cho người đăng (để trống: dùng lời nhắn mặc định)',
  phrases: 'Cụm từ thêm, mỗi dòng một cụm',
  save: 'Lưu quy tắc',
  changed: (by: string | null, date: string) => `Sửa lần cuối bởi ${by ?? 'nhân viên'} ngày ${date}`,
  defaultIs: (action: string) => `Mặc định: ${action}`,
  bannedTitle: 'Cụm từ bị cấm trong hồ sơ',
  added: 'Cụm từ thêm, mỗi dòng một cụm',
  removed: 'Bỏ bớt cụm từ có sẵn',
  saveBanned: 'Lưu danh sách cụm từ',
} as const

const Rules = styled.div`
  display: grid;
  gap: 12px;
  fieldset {
    display: grid;
    gap: 8px;
    margin: 0;
    padding: 12px;
    border: 1px solid ${color.line};
    border-radius: ${radius.md};
    min-width: 0;
  }
  legend {
    padding: 0 4px;
    font-weight: 700;
  }
  label {
    font-weight: 600;
    font-size: 14px;
  }
  select,
  textarea {
    width: 100%;
    padding: 8px;
    ${controlBox}
  }
  small {
    color: ${color.muted};
  }
  .checks {
    display: flex;
    flex-wrap: wrap;
    gap: 4px 16px;
  }
  .checks label {
    font-weight: 400;
    display: inline-flex;
    gap: 6px;
    align-items: center;
  }
`

const lines = (text: string) => text.split('\n').map((line) => line.trim()).filter(Boolean)

function RuleForm({ rule }: { rule: ModerationRule }) {
  const [action, setAction] = useState<RuleAction>(rule.action)
  const [message, setMessage] = useState(rule.message ?? '')
  const [phrases, setPhrases] = useState(rule.extra_phrases.join('\n'))
  const [busy, setBusy] = useState(false)
  const id = `rule-${rule.id}`
  const save = async () => {
    setBusy(true)
    const result = await saveRule(rule.id, { action, message: message.trim() || null, extra_phrases: lines(phrases) })
    setBusy(false)
    if (result.success) toast.success(result.data.message)
    else toast.error(result.error.message)
  }
  return (
    <fieldset>
      <legend>{rule.name}</legend>
      <small>
        {RULES_TEXT.defaultIs(RULE_ACTION_LABELS[rule.default_action])}
        {rule.updated_at ? ` · ${RULES_TEXT.changed(rule.updated_by, formatVnDate(rule.updated_at))}` : ''}
      </small>
      <label htmlFor={`${id}-action`}>{RULES_TEXT.action}</label>
      <select id={`${id}-action`} value={action} onChange={(event) => setAction(event.target.value as RuleAction)}>
        {(Object.keys(RULE_ACTION_LABELS) as RuleAction[]).map((key) => (
          <option key={key} value={key}>
            {RULE_ACTION_LABELS[key]}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-message`}>{RULES_TEXT.message}</label>
      <textarea id={`${id}-message`} rows={2} value={message} placeholder={rule.default_message} onChange={(event) => setMessage(event.target.value)} />
      <label htmlFor={`${id}-phrases`}>{RULES_TEXT.phrases}</label>
      <textarea id={`${id}-phrases`} rows={2} value={phrases} onChange={(event) => setPhrases(event.target.value)} />
      <div>
        <Button type="button" disabled={busy} onClick={save}>
          {RULES_TEXT.save}
        </Button>
      </div>
    </fieldset>
  )
}

function BannedForm({ builtin, added, removed }: { builtin: string[]; added: string[]; removed: string[] }) {
  const [extra, setExtra] = useState(added.join('\n'))
  const [out, setOut] = useState(new Set(removed))
  const [busy, setBusy] = useState(false)
  const save = async () => {
    setBusy(true)
    const result = await saveBannedPhrases({ added: lines(extra), removed: [...out] })
    setBusy(false)
    if (result.success) toast.success(result.data.message)
    else toast.error(result.error.message)
  }
  return (
    <fieldset>
      <legend>{RULES_TEXT.bannedTitle}</legend>
      <span id="banned-removed">{RULES_TEXT.removed}</span>
      <div className="checks" role="group" aria-labelledby="banned-removed">
        {builtin.map((phrase) => (
          <label key={phrase}>
            <input
              type="checkbox"
              checked={out.has(phrase)}
              onChange={(event) =>
                setOut((current) => {
                  const next = new Set(current)
                  if (event.target.checked) next.add(phrase)
                  else next.delete(phrase)
                  return next
                })
              }
            />
            {phrase}
          </label>
        ))}
      </div>
      <label htmlFor="banned-added">{RULES_TEXT.added}</label>
      <textarea id="banned-added" rows={3} value={extra} onChange={(event) => setExtra(event.target.value)} />
      <div>
        <Button type="button" disabled={busy} onClick={save}>
          {RULES_TEXT.saveBanned}
        </Button>
      </div>
    </fieldset>
  )
}

export function RulesPanel() {
  const { data, error } = useModerationRules()
  if (error) return <p role="alert">{RULES_TEXT.failed}</p>
  if (!data) return <p role="status">{RULES_TEXT.loading}</p>
  return (
    <Rules>
      <p>{RULES_TEXT.intro}</p>
      {data.rules.map((rule) => (
        <RuleForm key={`${rule.id}-${rule.updated_at}`} rule={rule} />
      ))}
      <BannedForm key={data.banned_phrases.added.join('|') + data.banned_phrases.removed.join('|')} {...data.banned_phrases} />
    </Rules>
  )
}
