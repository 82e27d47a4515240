import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import toast from 'react-hot-toast'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { actionsFor, addDays, vietnamDay, vietnamDayEnd } from '../../../domain/manage-listing'
import { PUSH_SCHEDULE_MSG, formatRunTime, slotAt, weekOf } from '../../../domain/push-up-schedule'
import { fail, inRouter, mockApi, ok } from '../../../lib/test-support'
import { ListingActions } from './listing-actions'
import { previewRuns } from './push-up-schedule-dialog'
import { makeRow as baseRow } from '../test-utils'
import type { MyClassified, PushUpSettings } from '../../../domain/contract/manage-listing'

const URL = '/listing/v1/classifieds/101/job-up-settings'
const deadline = vietnamDayEnd(addDays(vietnamDay(new Date()), 20))

const makeRow = (overrides: Partial<MyClassified> = {}) =>
  baseRow({ expires_at: deadline.toISOString(), expires_date: '', applications: 0, actions: actionsFor(overrides.status ?? 'active', 1), ...overrides })

const renews = slotAt(addDays(weekOf(new Date()), 7), 0)
function makeSettings(overrides: Partial<PushUpSettings> = {}): PushUpSettings {
  return {
    job_id: 101,
    enabled: false,
    hours: [],
    days: [],
    until: null,
    until_date: null,
    state: 'off',
    state_text: 'Chưa bật lịch đẩy tin',
    stopped_reason: null,
    stopped_text: null,
    next_runs: [],
    allowance: { per_week: 14, used_this_week: 2, left_this_week: 12, renews_at: renews.toISOString(), renews_text: formatRunTime(renews) },
    max_hours_per_day: 6,
    deadline: deadline.toISOString(),
    deadline_date: deadline.toISOString().slice(0, 10).split('-').reverse().join('/'),
    can_enable: true,
    updated_at: null,
    ...overrides,
  }
}

const renderActions = (item = makeRow()) => render(inRouter(<ListingActions item={item} busy={null} onAction={() => {}} />))

const openMenu = () => fireEvent.click(screen.getByRole('button', { name: 'Thao tác khác với tin Kế toán tổng hợp' }))
const open = async () => {
  openMenu()
  fireEvent.click(screen.getByRole('menuitem', { name: 'Hẹn giờ đẩy tin' }))
  const dialog = await screen.findByRole('dialog', { name: 'Hẹn giờ đẩy tin' })
  await within(dialog).findByRole('group', { name: /Giờ đẩy tin/ })
  return dialog
}
const hour = (dialog: HTMLElement, label: string) => within(within(dialog).getByRole('group', { name: /Giờ đẩy tin/ })).getByRole('checkbox', { name: label })
const day = (dialog: HTMLElement, label: string) => within(within(dialog).getByRole('group', { name: 'Ngày trong tuần' })).getByRole('checkbox', { name: label })

beforeEach(() => {
  window.localStorage.setItem('token', 'tok')
})

describe('the push-up schedule dialog', () => {
  it('opens from the row’s menu of a showing job only', () => {
    mockApi({})
    const { unmount } = renderActions(makeRow({ status: 'hidden', actions: actionsFor('hidden', 1) }))
    openMenu()
    expect(screen.getAllByRole('menuitem').length).toBeGreaterThan(0)
    expect(screen.queryByRole('menuitem', { name: /Hẹn giờ đẩy tin/ })).toBeNull()
    unmount()
    renderActions()
    openMenu()
    const item = screen.getByRole('menuitem', { name: 'Hẹn giờ đẩy tin' })
    expect(item.getAttribute('aria-haspopup')).toBe('dialog')
  })

  it('starts a new schedule at 08:00 and 17:00 every day, previews the next runs and the allowance, and saves the picks', async () => {
    const success = vi.spyOn(toast, 'success')
    const api = mockApi({
      [`GET ${URL}`]: ok(makeSettings()),
      [`POST ${URL}`]: (body) => {
        const { hours, days } = body as { hours: number[]; days: number[] }
        return ok({ message: PUSH_SCHEDULE_MSG.saved('12/05/2026 08:00'), settings: makeSettings({ enabled: true, hours, days, state: 'running', state_text: 'Đang chạy' }) })
      },
    })
    renderActions()
    const dialog = await open()
    expect(within(dialog).getByText('Chưa bật lịch đẩy tin')).toBeTruthy()
    expect(within(dialog).getByText('12/14')).toBeTruthy()
    expect((hour(dialog, '08:00') as HTMLInputElement).checked).toBe(true)
    expect((hour(dialog, '17:00') as HTMLInputElement).checked).toBe(true)
    expect((hour(dialog, '12:00') as HTMLInputElement).checked).toBe(false)
    for (const name of ['Thứ 2', 'Thứ 7', 'Chủ nhật']) expect((day(dialog, name) as HTMLInputElement).checked).toBe(true)

    // the preview is the server's computation, dd/MM/yyyy HH:mm
    const runs = within(dialog).getByRole('list', { name: 'Các lần đẩy tiếp theo (xem trước)' })
    const expected = previewRuns({ hours: [8, 17], days: [1, 2, 3, 4, 5, 6, 7], until: '' }, makeSettings(), new Date()).map((d) => formatRunTime(d))
    expect(within(runs).getAllByRole('listitem').map((li) => li.textContent)).toEqual(expected)
    for (const text of expected) expect(text).toMatch(/^\d{2}\/\d{2}\/\d{4} (08|17):00$/)

    fireEvent.click(hour(dialog, '12:00'))
    fireEvent.click(day(dialog, 'Chủ nhật'))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bật lịch đẩy tin' }))
    await waitFor(() => expect(api.bodies(`POST ${URL}`)).toEqual([{ enabled: true, hours: [8, 12, 17], days: [1, 2, 3, 4, 5, 6], until: null }]))
    await waitFor(() => expect(success).toHaveBeenCalledWith(PUSH_SCHEDULE_MSG.saved('12/05/2026 08:00')))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('checks the picks before sending: no day, a seventh hour; and shows the server’s reason', async () => {
    const api = mockApi({
      [`GET ${URL}`]: ok(makeSettings()),
      [`POST ${URL}`]: fail(400, PUSH_SCHEDULE_MSG.untilAfterDeadline('20/06/2026'), 'invalid_schedule'),
    })
    renderActions()
    const dialog = await open()
    for (const name of ['Thứ 2', 'Thứ 3', 'Thứ 4', 'Thứ 5', 'Thứ 6', 'Thứ 7', 'Chủ nhật']) fireEvent.click(day(dialog, name))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bật lịch đẩy tin' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(PUSH_SCHEDULE_MSG.daysRequired)
    expect(document.activeElement).toBe(day(dialog, 'Thứ 2'))
    expect(api.keys()).not.toContain(`POST ${URL}`)

    fireEvent.click(within(dialog).getByRole('button', { name: 'Thứ 2 - Thứ 6' }))
    expect(within(dialog).queryByRole('alert')).toBeNull()
    for (const label of ['06:00', '07:00', '09:00', '10:00']) fireEvent.click(hour(dialog, label))
    fireEvent.click(hour(dialog, '11:00'))
    expect((hour(dialog, '11:00') as HTMLInputElement).checked).toBe(false)
    expect(within(dialog).getByRole('alert').textContent).toBe(PUSH_SCHEDULE_MSG.hoursTooMany)
    // needs more than the free allowance: the dialog says what happens then
    expect(within(dialog).getByText(/Lịch này cần 30 lượt mỗi tuần/)).toBeTruthy()

    fireEvent.click(within(dialog).getByRole('button', { name: 'Bật lịch đẩy tin' }))
    await waitFor(() => expect(api.bodies(`POST ${URL}`)).toHaveLength(1))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(PUSH_SCHEDULE_MSG.untilAfterDeadline('20/06/2026'))
    expect(within(dialog).getByLabelText(/Ngày kết thúc lịch/).getAttribute('aria-invalid')).toBe('true')
  })

  it('shows a running schedule’s next runs from the server and turns it off', async () => {
    const success = vi.spyOn(toast, 'success')
    const running = makeSettings({
      enabled: true,
      hours: [8, 19],
      days: [1, 3, 5],
      state: 'running',
      state_text: 'Đang chạy',
      next_runs: [
        { at: '2099-01-02T01:00:00.000Z', text: '02/01/2099 08:00' },
        { at: '2099-01-02T12:00:00.000Z', text: '02/01/2099 19:00' },
      ],
    })
    const api = mockApi({
      [`GET ${URL}`]: ok(running),
      [`POST ${URL}`]: ok({ message: PUSH_SCHEDULE_MSG.turnedOff, settings: { ...running, enabled: false, state: 'off', next_runs: [] } }),
    })
    renderActions()
    const dialog = await open()
    expect(within(dialog).getByText('Đang chạy')).toBeTruthy()
    const runs = within(dialog).getByRole('list', { name: 'Các lần đẩy tiếp theo' })
    expect(within(runs).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['02/01/2099 08:00', '02/01/2099 19:00'])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tắt lịch' }))
    await waitFor(() => expect(api.bodies(`POST ${URL}`)).toEqual([{ enabled: false }]))
    await waitFor(() => expect(success).toHaveBeenCalledWith(PUSH_SCHEDULE_MSG.turnedOff))
  })

  it('says why a stopped schedule stopped', async () => {
    mockApi({
      [`GET ${URL}`]: ok(
        makeSettings({ hours: [8], days: [1], state: 'stopped', state_text: 'Đã dừng', stopped_reason: 'hidden', stopped_text: 'Tin đang ẩn nên lịch đẩy tin đã dừng. Hiện tin rồi bật lại lịch.' }),
      ),
    })
    renderActions()
    const dialog = await open()
    expect(within(dialog).getByRole('status').textContent).toContain('Đã dừng. Tin đang ẩn nên lịch đẩy tin đã dừng.')
  })
})
