// The actions of one job (SPEC 9's keys, as the server allows them for the row): one main action,
// the job's usual next step (push up, show, extend, buy push-ups or edit), and a "⋯" menu with the
// rest, so a row stays one line of controls at every width. Each control is named with the job's
// title for screen readers (the visible words come first). `edit`, `manage`, `service` and `up_buy`
// link to pages of their own (the buy page for the job, the push-up packages for `up_buy`).
// A job that shows also offers "Hẹn giờ đẩy tin" (job-up-settings), which opens its own dialog,
// and a job the public can see "Xem tin" (its public page).
import { styled } from '@linaria/react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import type { ManageAction } from '../../../domain/manage-listing'
import { pageExists, routes } from '../../../lib/paths'
import { buttonBase } from '../../../ui/button'
import { MenuButton, type MenuAction } from '../../../ui/menu-button'
import { color } from '../../../ui/theme'
import { PushUpScheduleDialog } from './push-up-schedule-dialog'
import type { MyClassified } from '../../../domain/contract/manage-listing'

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: 8px;
`
const main = `
  ${buttonBase}
  padding: 0 14px;
  background: ${color.brand};
  color: ${color.white};
  font-size: 14px;
  white-space: nowrap;
  &:hover:not(:disabled) {
    background: ${color.brandDark};
    color: ${color.white};
  }
  &[data-quiet] {
    background: ${color.white};
    color: ${color.brand};
    border-color: ${color.brand};
  }
  &[data-quiet]:hover:not(:disabled) {
    background: ${color.brandSoft};
    color: ${color.brandDark};
  }
`
const MainButton = styled.button`
  ${main}
`
const MainLink = styled(Link)`
  ${main}
`
const Note = styled.span`
  flex-basis: 100%;
  color: ${color.muted};
  font-size: 13px;
  text-align: right;
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

/** The order of the menu: the usual next step first. */
const ORDER: ManageAction[] = ['up_free_now', 'up_now', 'show', 'extend', 'edit', 'hide', 'up_history', 'manage', 'up_buy', 'service']
/** The main action is the first of these the row allows (and whose page exists). */
const MAIN: ManageAction[] = ['up_free_now', 'up_now', 'show', 'extend', 'up_buy', 'edit']
/** Main actions drawn outlined: a purchase or an edit is offered, not pressed for. */
const QUIET = new Set<ManageAction>(['up_buy', 'edit'])

const hrefOf = (key: ManageAction, id: number) => LINKS[key]?.(id)
const reachable = (key: ManageAction, id: number) => {
  const href = hrefOf(key, id)
  return href === undefined || pageExists(href)
}

/** The row's main action, or null when it allows none. */
export function mainActionOf(item: MyClassified): ManageAction | null {
  return MAIN.find((key) => item.actions.includes(key) && reachable(key, item.id)) ?? null
}

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
  // the push-up schedule (job-up-settings): not one of SPEC 9's keys, offered for a job that shows
  const [scheduleOpen, setScheduleOpen] = useState(false)
  const [scheduleSeq, setScheduleSeq] = useState(0)
  const first = mainActionOf(item)
  const rest = ORDER.filter((key) => key !== first && item.actions.includes(key) && reachable(key, item.id))
  const menu: MenuAction[] = rest.map((key) => {
    const href = hrefOf(key, item.id)
    return href
      ? { key, label: ACTION_LABEL[key], to: href }
      : {
          key,
          label: ACTION_LABEL[key],
          opensDialog: true,
          disabled: busy === key,
          onSelect: () => onAction(key as ButtonAction, item),
        }
  })
  // hide and show act at once; the others here open a dialog
  for (const entry of menu) if (entry.key === 'hide' || entry.key === 'show') entry.opensDialog = false
  if (item.status === 'active') {
    const at = menu.findIndex((entry) => entry.key === 'up_history')
    menu.splice(at < 0 ? menu.length : at, 0, {
      key: 'up_schedule',
      label: 'Hẹn giờ đẩy tin',
      opensDialog: true,
      onSelect: () => {
        setScheduleSeq((n) => n + 1)
        setScheduleOpen(true)
      },
    })
  }
  if (item.status === 'active' || item.status === 'expired') menu.push({ key: 'view', label: 'Xem tin như ứng viên', to: item.url })

  let mainControl = null
  if (first) {
    const href = hrefOf(first, item.id)
    const name = `${ACTION_LABEL[first]} ${item.title}`
    mainControl = href ? (
      <MainLink to={href} aria-label={name} data-main="" data-action={first} data-quiet={QUIET.has(first) || undefined}>
        {ACTION_LABEL[first]}
      </MainLink>
    ) : (
      <MainButton
        type="button"
        data-main=""
        data-action={first}
        aria-label={name}
        aria-haspopup={first === 'show' ? undefined : 'dialog'}
        disabled={busy === first}
        aria-busy={busy === first || undefined}
        onClick={() => onAction(first as ButtonAction, item)}
      >
        {ACTION_LABEL[first]}
      </MainButton>
    )
  }

  return (
    <Bar>
      {mainControl}
      {menu.length > 0 && <MenuButton label={`Thao tác khác với tin ${item.title}`} items={menu} />}
      {item.status === 'active' && item.free_ups_left === 0 && (
        <Note>{item.paid_ups_left > 0 ? `Đã dùng lượt miễn phí hôm nay, còn ${item.paid_ups_left} lượt đã mua` : 'Đã dùng lượt đẩy miễn phí hôm nay'}</Note>
      )}
      <PushUpScheduleDialog key={scheduleSeq} item={item} open={scheduleOpen} onClose={() => setScheduleOpen(false)} />
    </Bar>
  )
}
