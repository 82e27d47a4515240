// Recruiter-agent register keys (docs/decisions/0023-recruiter-agents.md): staff make a key for a
// named agency, copy it once (it is never shown again), follow which keys were used and by whom,
// and revoke one that was not. Every issue and revocation goes to the audit log.
import { styled } from '@linaria/react'
import { useState, type InputHTMLAttributes } from 'react'
import type { FormApi } from 'final-form'
import { useFormState } from 'react-final-form'
import { toast } from 'react-hot-toast'
import { formatVnDate } from '../../../domain/dates'
import { REGISTER_KEY_LIMITS, REGISTER_KEY_RULES, REGISTER_KEY_STATE_LABELS, type RegisterKeyRow } from '../../../domain/staff'
import { formStruct, formValidator } from '../../../domain/validation/struct'
import { Button, GhostButton } from '../../../ui/button'
import { controlStyle } from '../../../ui/form/field-frame'
import { FinalForm, useFormField } from '../../../ui/form/final-form'
import { ErrorText } from '../../../ui/form/text-field'
import { RowList } from '../../../ui/list-page'
import { color, radius } from '../../../ui/theme'
import { issueRegisterKey, revokeRegisterKey, useRegisterKeys } from '../api/console'

const PAGE = 30

export const KEYS_TEXT = {
  intro: 'Mã đăng ký đại lý cho công ty dịch vụ tuyển dụng đã được kiểm tra. Mỗi mã dùng được một lần, trước ngày hết hạn; người nhận nhập mã tại trang Đại lý tuyển dụng.',
  label: 'Ghi chú (đơn vị nhận mã, người liên hệ)',
  days: 'Thời hạn (ngày)',
  issue: 'Tạo mã',
  once: 'Mã chỉ hiện một lần. Hãy chép và gửi cho người nhận ngay:',
  copy: 'Chép mã',
  copied: 'Đã chép mã.',
  loading: 'Đang tải danh sách mã...',
  failed: 'Không tải được danh sách mã. Vui lòng thử lại.',
  empty: 'Chưa tạo mã nào.',
  revoke: 'Thu hồi',
  confirm: 'Xác nhận thu hồi',
  cancel: 'Hủy',
  prev: 'Mới hơn',
  next: 'Cũ hơn',
} as const

const Form = styled(FinalForm)`
  display: grid;
  gap: 12px;
  grid-template-columns: minmax(0, 1fr);
  align-items: end;
  @media (min-width: 768px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 1fr) auto;
  }
  label {
    display: block;
    margin-bottom: 4px;
    font-weight: 600;
    font-size: 14px;
  }
  input {
    ${controlStyle}
  }
  input[aria-invalid='true'] {
    border-color: ${color.red};
  }
`

const Issued = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  padding: 12px;
  border: 1px solid ${color.green};
  border-radius: ${radius.md};
  background: ${color.brandSoft};
  p {
    flex: 1 1 100%;
    margin: 0;
  }
  code {
    font-size: 20px;
    font-weight: 700;
    letter-spacing: 1px;
  }
`

const KeyRow = styled.div`
  display: grid;
  gap: 2px;
  p {
    margin: 0;
  }
`

function KeyActions({ row }: { row: RegisterKeyRow }) {
  const [confirming, setConfirming] = useState(false)
  if (row.state !== 'unused') return null
  if (!confirming) {
    return (
      <GhostButton type="button" aria-label={`${KEYS_TEXT.revoke} mã …${row.hint ?? ''}: ${row.label}`} onClick={() => setConfirming(true)}>
        {KEYS_TEXT.revoke}
      </GhostButton>
    )
  }
  return (
    <span>
      <Button
        type="button"
        onClick={async () => {
          const result = await revokeRegisterKey(row.id)
          if (result.success) toast.success(result.data.message)
          else toast.error(result.error.message)
          setConfirming(false)
        }}
      >
        {KEYS_TEXT.confirm}
      </Button>{' '}
      <GhostButton type="button" onClick={() => setConfirming(false)}>
        {KEYS_TEXT.cancel}
      </GhostButton>
    </span>
  )
}

interface KeyValues {
  label: string
  valid_days: string
}

const INITIAL: KeyValues = { label: '', valid_days: String(REGISTER_KEY_LIMITS.defaultDays) }
const validate = formValidator(formStruct(REGISTER_KEY_RULES))

function KeyInput({ id, name, label, ...input }: { id: string; name: keyof KeyValues; label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const field = useFormField(name)
  const errorId = `${id}-error`
  return (
    <div>
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        name={name}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        onFocus={field.onFocus}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? errorId : undefined}
      />
      {field.error && (
        <ErrorText id={errorId} role="alert">
          {field.error}
        </ErrorText>
      )}
    </div>
  )
}

function IssueButton() {
  const { submitting } = useFormState({ subscription: { submitting: true } })
  return (
    <Button type="submit" disabled={submitting}>
      {KEYS_TEXT.issue}
    </Button>
  )
}

export function RegisterKeysPanel() {
  const [offset, setOffset] = useState(0)
  const { data, error } = useRegisterKeys(offset)
  const [issued, setIssued] = useState<string | null>(null)

  const submit = async (values: KeyValues, form: FormApi<KeyValues>) => {
    const result = await issueRegisterKey({ label: values.label, valid_days: Number(values.valid_days) })
    if (!result.success) {
      toast.error(result.error.message)
      return
    }
    setIssued(result.data.key)
    // the next key starts from an empty note
    setTimeout(() => form.restart({ ...INITIAL, valid_days: values.valid_days }))
    setOffset(0)
  }

  return (
    <>
      <p>{KEYS_TEXT.intro}</p>
      <Form<KeyValues> onSubmit={submit} validate={validate} initialValues={INITIAL} aria-label="Tạo mã đăng ký đại lý">
        <KeyInput id="key-label" name="label" label={KEYS_TEXT.label} maxLength={REGISTER_KEY_LIMITS.labelMax} autoComplete="off" />
        <KeyInput
          id="key-days"
          name="valid_days"
          label={KEYS_TEXT.days}
          type="number"
          inputMode="numeric"
          min={REGISTER_KEY_LIMITS.daysMin}
          max={REGISTER_KEY_LIMITS.daysMax}
        />
        <IssueButton />
      </Form>
      {issued && (
        <Issued role="status">
          <p>{KEYS_TEXT.once}</p>
          <code data-testid="issued-key">{issued}</code>
          <GhostButton
            type="button"
            onClick={async () => {
              await navigator.clipboard?.writeText(issued).catch(() => undefined)
              toast.success(KEYS_TEXT.copied)
            }}
          >
            {KEYS_TEXT.copy}
          </GhostButton>
        </Issued>
      )}
      {error && <p role="alert">{KEYS_TEXT.failed}</p>}
      {!data && !error && <p role="status">{KEYS_TEXT.loading}</p>}
      {data && !data.items.length && <p>{KEYS_TEXT.empty}</p>}
      {data && data.items.length > 0 && (
        <RowList aria-label="Mã đăng ký đại lý">
          {data.items.map((row) => (
            <li key={row.id}>
              <KeyRow>
                <p>
                  <strong>…{row.hint}</strong> · {REGISTER_KEY_STATE_LABELS[row.state]}
                </p>
                <p>{row.label}</p>
                <small>
                  {[
                    `Tạo ${formatVnDate(row.created_at)}${row.created_by ? ` bởi ${row.created_by}` : ''}`,
                    row.expires_at && `hết hạn ${formatVnDate(row.expires_at)}`,
                    row.used_by && row.used_at && `dùng ${formatVnDate(row.used_at)} bởi ${row.used_by}`,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </small>
              </KeyRow>
              <KeyActions row={row} />
            </li>
          ))}
        </RowList>
      )}
      {data && data.total > PAGE && (
        <div style={{ display: 'flex', gap: 8, justifyContent: 'center' }}>
          <GhostButton type="button" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
            {KEYS_TEXT.prev}
          </GhostButton>
          <GhostButton type="button" disabled={offset + PAGE >= data.total} onClick={() => setOffset(offset + PAGE)}>
            {KEYS_TEXT.next}
          </GhostButton>
        </div>
      )}
    </>
  )
}
