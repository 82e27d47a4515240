// Recruiter-agent register keys (docs/decisions/0023-recruiter-agents.md): staff make a key for a
// named agency, copy it once (it is never shown again), follow which keys were used and by whom,
// and revoke one that was not. Every issue and revocation goes to the audit log.
import { styled } from '@linaria/react'
import { useState, type FormEvent } from 'react'
import { toast } from 'react-hot-toast'
import { formatVnDate } from '../../../domain/dates'
import { REGISTER_KEY_LIMITS, REGISTER_KEY_STATE_LABELS, type RegisterKeyRow } from '../../../domain/staff'
import { Button, GhostButton } from '../../../ui/button'
import { controlStyle } from '../../../ui/form/field-frame'
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

const Form = styled.form`
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

export function RegisterKeysPanel() {
  const [offset, setOffset] = useState(0)
  const { data, error } = useRegisterKeys(offset)
  const [label, setLabel] = useState('')
  const [days, setDays] = useState(String(REGISTER_KEY_LIMITS.defaultDays))
  const [issued, setIssued] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSending(true)
    const result = await issueRegisterKey({ label, valid_days: Number(days) })
    setSending(false)
    if (!result.success) {
      toast.error(result.error.message)
      return
    }
    setIssued(result.data.key)
    setLabel('')
    setOffset(0)
  }

  return (
    <>
      <p>{KEYS_TEXT.intro}</p>
      <Form onSubmit={submit} aria-label="Tạo mã đăng ký đại lý">
        <div>
          <label htmlFor="key-label">{KEYS_TEXT.label}</label>
          <input id="key-label" value={label} maxLength={REGISTER_KEY_LIMITS.labelMax} onChange={(event) => setLabel(event.target.value)} autoComplete="off" />
        </div>
        <div>
          <label htmlFor="key-days">{KEYS_TEXT.days}</label>
          <input
            id="key-days"
            type="number"
            inputMode="numeric"
            min={REGISTER_KEY_LIMITS.daysMin}
            max={REGISTER_KEY_LIMITS.daysMax}
            value={days}
            onChange={(event) => setDays(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={sending}>
          {KEYS_TEXT.issue}
        </Button>
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
