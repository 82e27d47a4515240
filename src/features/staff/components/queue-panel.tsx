// One queue of the staff console: its items (oldest or newest first as the API orders them), a
// checkbox each, and the decisions of that queue on the selection, with a reason (templates to
// start from) where the owner will read one. Pages of 20.
import { styled } from '@linaria/react'
import { useState, type ReactNode } from 'react'
import { toast } from 'react-hot-toast'
import { QUEUE_DECISIONS, QUEUE_ORDERS, STAFF_DECISION_LABELS, type QueueOrder, STAFF_REASON, STAFF_REASON_TEMPLATES, needsReason, type QueueDecision, type StaffQueue } from '../../../domain/staff'
import { Button, GhostButton } from '../../../ui/button'
import { color, controlBox, media, radius, cardBox, bareList, spreadRow } from '../../../ui/theme'
import { decide, useQueue, type QueueItem } from '../api/console'

const PAGE = 20

export const QUEUE_TEXT = {
  loading: 'Đang tải...',
  failed: 'Không tải được hàng đợi. Vui lòng thử lại.',
  all: 'Chọn tất cả trên trang',
  selected: (n: number) => `Đã chọn ${n} mục`,
  reason: 'Lý do (người nhận đọc trong hộp thư)',
  showReason: 'Viết lý do',
  hideReason: 'Thu gọn',
  template: 'Mẫu lý do',
  pickTemplate: 'Chọn một mẫu để sửa tiếp',
  total: (n: number) => `${n} mục đang chờ`,
  order: 'Thứ tự',
  prev: 'Trang trước',
  next: 'Trang sau',
} as const

const Bar = styled.form`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: grid;
  gap: 8px;
  padding: 12px;
  ${cardBox}
  box-shadow: 0 -2px 8px rgb(0 0 0 / 6%);
  label {
    font-weight: 600;
  }
  textarea,
  select {
    width: 100%;
    padding: 8px;
    ${controlBox}
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
  }
  .reason {
    display: grid;
    gap: 8px;
  }
  .sheet-toggle {
    display: none;
  }
  /* on a phone, a sheet along the bottom: the count and the decisions; the reason opens on demand */
  ${media.mobile} {
    margin: 0 -16px;
    border-width: 1px 0 0;
    border-radius: ${radius.md} ${radius.md} 0 0;
    max-height: 70vh;
    overflow-y: auto;
    padding-bottom: calc(12px + env(safe-area-inset-bottom));
    .head {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: 8px;
    }
    .sheet-toggle {
      display: inline-flex;
    }
    &:not([data-expanded]) .reason {
      display: none;
    }
  }
`

export const Items = styled.ul`
  display: grid;
  gap: 12px;
  ${bareList}
  > li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: 12px;
    padding: 12px;
    ${cardBox}
  }
  > li > input {
    width: 20px;
    height: 20px;
    margin-top: 2px;
  }
`

const Head = styled.div`
  ${spreadRow}
  gap: 8px;
  color: ${color.muted};
  label {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    color: ${color.text};
  }
  input {
    width: 20px;
    height: 20px;
  }
  select {
    min-height: 36px;
    padding: 0 8px;
    ${controlBox}
  }
`

const Pager = styled.div`
  display: flex;
  gap: 8px;
  justify-content: center;
`

export interface QueuePanelProps<Q extends StaffQueue> {
  queue: Q
  empty: string
  /** the checkbox's accessible name */
  itemLabel: (item: QueueItem<Q>) => string
  renderItem: (item: QueueItem<Q>) => ReactNode
  defaultOrder?: QueueOrder
}

export function QueuePanel<Q extends StaffQueue>({ queue, empty, itemLabel, renderItem, defaultOrder = 'oldest' }: QueuePanelProps<Q>) {
  const [offset, setOffset] = useState(0)
  const [order, setOrder] = useState<QueueOrder>(defaultOrder)
  const { data, error } = useQueue(queue, offset, order)
  const decisions: readonly QueueDecision<Q>[] = QUEUE_DECISIONS[queue]
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const [reason, setReason] = useState('')
  const [busy, setBusy] = useState(false)
  // on a phone the decision sheet shows the reason's fields only when asked (or a decision needs them)
  const [expanded, setExpanded] = useState(false)
  const items = data?.items ?? []
  const chosen = items.filter((item) => selected.has(item.id)).map((item) => item.id)
  const reasonId = `reason-${queue}`

  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })

  const run = async (decision: QueueDecision<Q>) => {
    if (needsReason(decision) && !reason.trim()) setExpanded(true)
    setBusy(true)
    const result = await decide(queue, { ids: chosen, decision, ...(needsReason(decision) ? { reason } : {}) })
    setBusy(false)
    if (!result.success) return void toast.error(result.error.message)
    toast.success(result.data.message)
    setSelected(new Set())
    setReason('')
    setExpanded(false)
  }

  if (error) return <p role="alert">{QUEUE_TEXT.failed}</p>
  if (!data) return <p role="status">{QUEUE_TEXT.loading}</p>
  if (!items.length && offset === 0) return <p>{empty}</p>
  const allOn = chosen.length === items.length && items.length > 0

  return (
    <>
      <Head>
        <label>
          <input type="checkbox" checked={allOn} onChange={(event) => setSelected(event.target.checked ? new Set(items.map((i) => i.id)) : new Set())} />
          {QUEUE_TEXT.all}
        </label>
        <span>{QUEUE_TEXT.total(data.total)}</span>
        <label>
          {QUEUE_TEXT.order}
          <select
            value={order}
            onChange={(event) => {
              setOrder(event.target.value as QueueOrder)
              setOffset(0)
            }}
          >
            {(Object.keys(QUEUE_ORDERS) as QueueOrder[]).map((key) => (
              <option key={key} value={key}>
                {QUEUE_ORDERS[key]}
              </option>
            ))}
          </select>
        </label>
      </Head>
      <Items>
        {items.map((item) => (
          <li key={item.id}>
            <input type="checkbox" aria-label={itemLabel(item)} checked={selected.has(item.id)} onChange={(event) => toggle(item.id, event.target.checked)} />
            <div>{renderItem(item)}</div>
          </li>
        ))}
      </Items>
      {data.total > PAGE && (
        <Pager>
          <GhostButton type="button" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
            {QUEUE_TEXT.prev}
          </GhostButton>
          <GhostButton type="button" disabled={offset + PAGE >= data.total} onClick={() => setOffset(offset + PAGE)}>
            {QUEUE_TEXT.next}
          </GhostButton>
        </Pager>
      )}
      {chosen.length > 0 && (
        <Bar aria-label={QUEUE_TEXT.selected(chosen.length)} onSubmit={(event) => event.preventDefault()} data-expanded={expanded || undefined}>
          <div className="head">
            <strong>{QUEUE_TEXT.selected(chosen.length)}</strong>
            {decisions.some(needsReason) && (
              <GhostButton type="button" className="sheet-toggle" aria-expanded={expanded} aria-controls={`${reasonId}-fields`} onClick={() => setExpanded(!expanded)}>
                {expanded ? QUEUE_TEXT.hideReason : QUEUE_TEXT.showReason}
              </GhostButton>
            )}
          </div>
          {decisions.some(needsReason) && (
            <div className="reason" id={`${reasonId}-fields`}>
              <label htmlFor={`${reasonId}-template`}>{QUEUE_TEXT.template}</label>
              <select id={`${reasonId}-template`} value="" onChange={(event) => event.target.value && setReason(event.target.value)}>
                <option value="">{QUEUE_TEXT.pickTemplate}</option>
                {STAFF_REASON_TEMPLATES[queue].map((template) => (
                  <option key={template} value={template}>
                    {template}
                  </option>
                ))}
              </select>
              <label htmlFor={reasonId}>{QUEUE_TEXT.reason}</label>
              <textarea id={reasonId} rows={3} maxLength={STAFF_REASON.max} value={reason} onChange={(event) => setReason(event.target.value)} />
            </div>
          )}
          <div className="buttons">
            {decisions.map((decision) =>
              decision === 'approve' ? (
                <Button key={decision} type="button" disabled={busy} onClick={() => run(decision)}>
                  {STAFF_DECISION_LABELS[decision]}
                </Button>
              ) : (
                <GhostButton key={decision} type="button" disabled={busy} onClick={() => run(decision)}>
                  {STAFF_DECISION_LABELS[decision]}
                </GhostButton>
              ),
            )}
          </div>
        </Bar>
      )}
    </>
  )
}
