// The actions of one job (SPEC 9's keys, as the server allows them for the row): real buttons and
// links, each named with the job's title for screen readers (the visible words come first).
// `edit`, `manage`, `service` and `up_buy` link to pages of their own (the buy page for the job,
// the push-up packages for `up_buy`).
// A job that shows also offers "Hẹn giờ đẩy tin" (job-up-settings), which opens its own dialog.
import { styled } from '@linaria/react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import type { ManageAction } from '../../../domain/manage-listing'
import { pageExists, routes } from '../../../lib/paths'
import { color, radius } from '../../../ui/theme'
import { PushUpScheduleDialog } from './push-up-schedule-dialog'
import type { MyClassified } from '../../../domain/contract/manage-listing'

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`

const action = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 12px;
  border-radius: ${radius.sm};
  border: 1px solid ${color.line};
  background: ${color.white};
  color: ${color.text};
  font: inherit;
  font-size: 14px;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  &:hover:not(:disabled) {
    border-color: ${color.brand};
    color: ${color.brandDark};
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &[data-primary] {
    background: ${color.brand};
    border-color: ${color.brand};
    color: ${color.white};
  }
  &[data-primary]:hover:not(:disabled) {
    background: ${color.brandDark};
    color: ${color.white};
  }
`

const ActionButton = styled.button`
  ${action}
`
const ActionLink = styled(Link)`
  ${action}
`
const Note = styled.span`
  color: ${color.muted};
  font-size: 14px;
`

export const ACTION_LABEL: Record<ManageAction, string> = {
  up_free_now: 'Đẩy tin miễn phí',
  up_now: 'Đẩy tin ngay',
  up_buy: 'Mua lượt đẩy tin',
  up_history: 'Lịch sử đẩy tin',
  hide: 'Ẩn tin',
  show: 'Hiện tin',
  edit: 'Sửa tin',
  service: 'Mua dịch vụ',
  extend: 'Gia hạn',
  manage: 'Thống kê',
}

export type ButtonAction = Exclude<ManageAction, 'edit' | 'manage' | 'service' | 'up_buy'>

const LINKS: Partial<Record<ManageAction, (id: number) => string>> = {
  edit: routes.editJob,
  manage: routes.manageListingJob,
  service: (id) => routes.buyServiceFor(id),
  up_buy: (id) => routes.buyServiceFor(id, 'job_up'),
}

/** The order actions appear in: the usual next step first. */
const ORDER: ManageAction[] = ['up_free_now', 'up_now', 'show', 'extend', 'edit', 'hide', 'up_history', 'manage', 'up_buy', 'service']
const PRIMARY = new Set<ManageAction>(['up_free_now', 'up_now', 'show'])

export function ListingActions({
  item,
  busy,
  onAction,
}: {
  item: MyClassified
  /** The action being sent for this row (its button is disabled meanwhile). */
  busy: ManageAction | null
  onAction: (action: ButtonAction, item: MyClassified) => void
}) {
  const allowed = new Set(item.actions)
  const actions = ORDER.filter((key) => allowed.has(key))
  const nameOf = (key: ManageAction) => `${ACTION_LABEL[key]} ${item.title}`
  // the push-up schedule (job-up-settings): not one of SPEC 9's keys, offered for a job that shows
  const [scheduleOpen, setScheduleOpen] = useState(false)
  const [scheduleSeq, setScheduleSeq] = useState(0)
  return (
    <Bar>
      {actions.map((key) => {
        const link = LINKS[key]
        if (link) {
          const href = link(item.id)
          return pageExists(href) ? (
            <ActionLink key={key} to={href} aria-label={nameOf(key)} data-action={key}>
              {ACTION_LABEL[key]}
            </ActionLink>
          ) : null
        }
        const opensDialog = key === 'extend' || key === 'up_history'
        return (
          <ActionButton
            key={key}
            type="button"
            data-action={key}
            data-primary={PRIMARY.has(key) || undefined}
            aria-label={nameOf(key)}
            aria-haspopup={opensDialog ? 'dialog' : undefined}
            disabled={busy === key}
            aria-busy={busy === key || undefined}
            onClick={() => onAction(key as ButtonAction, item)}
          >
            {ACTION_LABEL[key]}
          </ActionButton>
        )
      })}
      {item.status === 'active' && (
        <ActionButton
          type="button"
          data-action="up_schedule"
          aria-label={`Hẹn giờ đẩy tin ${item.title}`}
          aria-haspopup="dialog"
          onClick={() => {
            setScheduleSeq((n) => n + 1)
            setScheduleOpen(true)
          }}
        >
          Hẹn giờ đẩy tin
        </ActionButton>
      )}
      {item.status === 'active' && item.free_ups_left === 0 && (
        <Note>{item.paid_ups_left > 0 ? `Đã dùng lượt miễn phí hôm nay, còn ${item.paid_ups_left} lượt đã mua` : 'Đã dùng lượt đẩy miễn phí hôm nay'}</Note>
      )}
      <PushUpScheduleDialog key={scheduleSeq} item={item} open={scheduleOpen} onClose={() => setScheduleOpen(false)} />
    </Bar>
  )
}
