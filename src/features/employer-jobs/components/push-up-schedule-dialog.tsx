// The "Hẹn giờ đẩy tin" dialog (job-up-settings): the employer picks hours of the day and days of
// the week (Vietnam time), sees the next runs (dd/MM/yyyy HH:mm) and this week's free allowance,
// and saves or turns the schedule off. The draft is checked with the server's own rules before it
// is sent, and its next runs are previewed with the server's own computation.
import { styled } from '@linaria/react'
import { useId, useState, type FormEvent } from 'react'
import toast from 'react-hot-toast'
import { vietnamDay } from '../../../domain/manage-listing'
import {
  HOURS,
  PUSH_SCHEDULE,
  PUSH_SCHEDULE_MSG,
  WEEKDAYS,
  checkPushSchedule,
  formatRunTime,
  uniqueSorted,
  untilEnd,
  upcomingRuns,
  weekOf,
} from '../../../domain/push-up-schedule'
import { errorMessage } from '../../../lib/http'
import { Button, GhostButton } from '../../../ui/button'
import { ErrorText, TextField } from '../../../ui/form/text-field'
import { Modal } from '../../../ui/modal'
import { color, radius } from '../../../ui/theme'
import { usePushUpSettings } from '../api/get-push-up-settings'
import { savePushUpSettings } from '../api/save-push-up-settings'
import type { MyClassified, PushUpSettings, PushUpSettingsBody } from '../../../domain/contract/manage-listing'

/** A new schedule starts at 8:00 and 17:00 every day: exactly the free allowance of a week. */
export const DEFAULT_PATTERN = { hours: [8, 17], days: [1, 2, 3, 4, 5, 6, 7] }

const Lead = styled.p`
  margin: 0 0 12px;
  overflow-wrap: anywhere;
`
const Muted = styled.p`
  margin: 0 0 12px;
  color: ${color.muted};
  font-size: 14px;
`
const Status = styled.p`
  margin: 0 0 12px;
  padding: 10px 12px;
  border-radius: ${radius.sm};
  background: ${color.brandSoft};
  font-size: 15px;
  &[data-tone='warn'] {
    background: #fff4e5;
  }
`
const Group = styled.fieldset`
  margin: 0 0 16px;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: 6px;
    padding: 0;
    font-weight: 600;
    font-size: 15px;
  }
  legend small {
    display: block;
    color: ${color.muted};
    font-size: 14px;
    font-weight: normal;
  }
`
const Chips = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(64px, 1fr));
  gap: 6px;
  &[data-wide] {
    grid-template-columns: repeat(auto-fill, minmax(88px, 1fr));
  }
  label {
    position: relative;
    display: block;
  }
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  span {
    display: flex;
    align-items: center;
    justify-content: center;
    min-height: 44px;
    padding: 0 4px;
    border: 1px solid ${color.line};
    border-radius: ${radius.sm};
    background: ${color.white};
    color: ${color.text};
    font-size: 15px;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  input:checked + span {
    border-color: ${color.brand};
    background: ${color.brand};
    color: ${color.white};
    font-weight: 600;
  }
  input:focus-visible + span {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
`
const Quick = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-top: 8px;
  button {
    min-height: 36px;
    padding: 0 10px;
    border: 1px solid ${color.line};
    border-radius: ${radius.sm};
    background: ${color.white};
    color: ${color.brandDark};
    font: inherit;
    font-size: 14px;
    cursor: pointer;
  }
`
const Runs = styled.ol`
  margin: 0 0 12px;
  padding: 0;
  list-style: none;
  li {
    padding: 8px 0;
    border-bottom: 1px solid ${color.line};
    font-variant-numeric: tabular-nums;
  }
`
const SubHeading = styled.h3`
  margin: 0 0 6px;
  font-size: 15px;
`
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  width: 100%;
`

type Field = 'hours' | 'days' | 'until' | 'form'
interface FieldError {
  field: Field
  message: string
}

interface Draft {
  hours: number[]
  days: number[]
  /** yyyy-mm-dd or '' (until the job's deadline) */
  until: string
}

const draftOf = (settings: PushUpSettings): Draft =>
  settings.hours.length && settings.days.length
    ? { hours: settings.hours, days: settings.days, until: settings.until ?? '' }
    : { ...DEFAULT_PATTERN, until: '' }

const sameDraft = (a: Draft, b: Draft) => a.hours.join() === b.hours.join() && a.days.join() === b.days.join() && a.until === b.until

const toggle = (values: number[], value: number) => (values.includes(value) ? values.filter((v) => v !== value) : uniqueSorted([...values, value]))

/** The next runs of a draft, as the server would compute them now (this week's used push-ups counted). */
export function previewRuns(draft: Draft, settings: PushUpSettings, now: Date): Date[] {
  const deadline = new Date(settings.deadline)
  const until = untilEnd(draft.until || null)
  return upcomingRuns(draft, {
    after: now,
    count: PUSH_SCHEDULE.previewRuns,
    endsAt: until && until < deadline ? until : deadline,
    usedInWeek: { [weekOf(now)]: settings.allowance.used_this_week },
    perWeek: settings.allowance.per_week,
  })
}

function ScheduleForm({
  formId,
  item,
  settings,
  draft,
  now,
  error,
  onChange,
  onError,
  onSubmit,
}: {
  formId: string
  item: MyClassified
  settings: PushUpSettings
  draft: Draft
  now: Date
  error: FieldError | null
  onChange: (draft: Draft) => void
  onError: (error: FieldError) => void
  onSubmit: (event: FormEvent) => void
}) {
  const saved = draftOf(settings)
  const showSaved = settings.enabled && sameDraft(draft, saved)
  const runs = showSaved ? settings.next_runs.map((run) => run.text) : previewRuns(draft, settings, now).map((run) => formatRunTime(run))
  const perWeekNeeded = draft.hours.length * draft.days.length
  const { allowance } = settings
  const [renewDate, renewTime] = allowance.renews_text.split(' ')
  const today = vietnamDay(now)
  const maxUntil = vietnamDay(new Date(settings.deadline))

  const pickHour = (hour: number) => {
    // at the limit a new hour is not added: the message says why (SPEC 5's "Chọn tối đa ..." at a limit)
    if (!draft.hours.includes(hour) && draft.hours.length >= PUSH_SCHEDULE.maxHoursPerDay) return onError({ field: 'hours', message: PUSH_SCHEDULE_MSG.hoursTooMany })
    onChange({ ...draft, hours: toggle(draft.hours, hour) })
  }

  const hoursError = error?.field === 'hours' ? error.message : undefined
  const daysError = error?.field === 'days' ? error.message : undefined

  return (
    <form id={formId} onSubmit={onSubmit} noValidate>
      <Lead>
        Tin “{item.title}” được đẩy lên đầu danh sách vào các giờ bạn chọn (giờ Việt Nam), đến hết hạn nộp hồ sơ {settings.deadline_date}{' '}
        hoặc ngày kết thúc bạn chọn.
      </Lead>
      <Status data-tone={settings.state === 'running' ? undefined : 'warn'} role="status">
        <strong>{settings.state_text}</strong>
        {settings.stopped_text ? `. ${settings.stopped_text}` : ''}
        <br />
        Lượt đẩy tự động miễn phí còn lại tuần này:{' '}
        <strong>
          {allowance.left_this_week}/{allowance.per_week}
        </strong>{' '}
        (lượt mới từ {renewTime} Thứ 2, {renewDate}).
      </Status>
      {!settings.can_enable && <Muted>{PUSH_SCHEDULE_MSG.notActive}</Muted>}

      <Group aria-describedby={hoursError ? `${formId}-hours-error` : undefined}>
        <legend>
          Giờ đẩy tin (giờ Việt Nam){' '}
          <small>
            tối đa {PUSH_SCHEDULE.maxHoursPerDay} giờ mỗi ngày, đã chọn {draft.hours.length}
          </small>
        </legend>
        <Chips>
          {HOURS.map((hour) => (
            <label key={hour}>
              <input
                type="checkbox"
                name="hours"
                value={hour}
                checked={draft.hours.includes(hour)}
                onChange={() => pickHour(hour)}
              />
              <span>{`${String(hour).padStart(2, '0')}:00`}</span>
            </label>
          ))}
        </Chips>
        {hoursError && (
          <ErrorText id={`${formId}-hours-error`} role="alert">
            {hoursError}
          </ErrorText>
        )}
      </Group>

      <Group aria-describedby={daysError ? `${formId}-days-error` : undefined}>
        <legend>Ngày trong tuần</legend>
        <Chips data-wide="">
          {WEEKDAYS.map((weekday) => (
            <label key={weekday.day}>
              <input
                type="checkbox"
                name="days"
                value={weekday.day}
                checked={draft.days.includes(weekday.day)}
                onChange={() => onChange({ ...draft, days: toggle(draft.days, weekday.day) })}
              />
              <span>{weekday.name}</span>
            </label>
          ))}
        </Chips>
        <Quick>
          <button type="button" onClick={() => onChange({ ...draft, days: [1, 2, 3, 4, 5, 6, 7] })}>
            Cả tuần
          </button>
          <button type="button" onClick={() => onChange({ ...draft, days: [1, 2, 3, 4, 5] })}>
            Thứ 2 - Thứ 6
          </button>
        </Quick>
        {daysError && (
          <ErrorText id={`${formId}-days-error`} role="alert">
            {daysError}
          </ErrorText>
        )}
      </Group>

      <TextField
        id={`${formId}-until`}
        type="date"
        label="Ngày kết thúc lịch (không bắt buộc)"
        value={draft.until}
        min={today}
        max={maxUntil}
        onChange={(value) => onChange({ ...draft, until: value })}
        hint={`Bỏ trống: lịch chạy đến hết hạn nộp hồ sơ (${settings.deadline_date}).`}
        error={error?.field === 'until' ? error.message : undefined}
      />

      {perWeekNeeded > allowance.per_week && (
        <Muted>
          Lịch này cần {perWeekNeeded} lượt mỗi tuần; mỗi tin có {allowance.per_week} lượt đẩy tự động miễn phí mỗi tuần. Khi hết lượt, lịch tạm
          dừng đến 00:00 Thứ 2 tuần sau và bạn nhận được thông báo.
        </Muted>
      )}

      <SubHeading id={`${formId}-runs`}>{showSaved ? 'Các lần đẩy tiếp theo' : 'Các lần đẩy tiếp theo (xem trước)'}</SubHeading>
      {runs.length ? (
        <Runs aria-labelledby={`${formId}-runs`}>
          {runs.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </Runs>
      ) : (
        <Muted>Chưa có lần đẩy nào với lựa chọn này.</Muted>
      )}
      {error?.field === 'form' && <ErrorText role="alert">{error.message}</ErrorText>}
    </form>
  )
}

export function PushUpScheduleDialog({ item, open, onClose }: { item: MyClassified | null; open: boolean; onClose: () => void }) {
  const formId = useId()
  const { data, error: loadError, isLoading, mutate } = usePushUpSettings(open && item ? item.id : null)
  // the parent keys the dialog per opening: the draft starts from the saved schedule each time
  const [edited, setEdited] = useState<Draft | null>(null)
  const [error, setError] = useState<FieldError | null>(null)
  const [sending, setSending] = useState<'save' | 'off' | null>(null)
  const [now] = useState(() => new Date())

  const draft = edited ?? (data ? draftOf(data) : null)

  const focusField = (field: Field) => {
    const form = document.getElementById(formId)
    const target =
      field === 'until'
        ? document.getElementById(`${formId}-until`)
        : field === 'form'
          ? null
          : form?.querySelector<HTMLElement>(`input[name="${field}"]:checked`) ?? form?.querySelector<HTMLElement>(`input[name="${field}"]`)
    target?.focus()
  }

  const send = async (body: PushUpSettingsBody, kind: 'save' | 'off') => {
    if (!item) return
    setSending(kind)
    const result = await savePushUpSettings(item.id, body)
    setSending(null)
    if (result.success) {
      await mutate(result.data.settings, { revalidate: false })
      toast.success(result.data.message)
      onClose()
    } else {
      const message = result.error.message
      setError({ field: fieldOf(message), message })
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!item || !data || !draft || sending) return
    const problem = checkPushSchedule({ hours: draft.hours, days: draft.days, until: draft.until || null }, { now: new Date(), deadline: data.deadline })
    if (problem) {
      const field = fieldOf(problem)
      setError({ field, message: problem })
      focusField(field)
      return
    }
    setError(null)
    await send({ enabled: true, hours: draft.hours, days: draft.days, until: draft.until || null }, 'save')
  }

  return (
    <Modal
      type="mobile_full"
      open={open}
      onClose={onClose}
      title="Hẹn giờ đẩy tin"
      footer={
        data &&
        draft && (
          <Actions>
            {data.enabled && (
              <GhostButton type="button" disabled={sending !== null} aria-busy={sending === 'off' || undefined} onClick={() => void send({ enabled: false }, 'off')}>
                Tắt lịch
              </GhostButton>
            )}
            <Button type="submit" form={formId} disabled={sending !== null || !data.can_enable} aria-busy={sending === 'save' || undefined}>
              {data.enabled ? 'Lưu lịch' : 'Bật lịch đẩy tin'}
            </Button>
          </Actions>
        )
      }
    >
      {item && data && draft ? (
        <ScheduleForm
          formId={formId}
          item={item}
          settings={data}
          draft={draft}
          now={now}
          error={error}
          onChange={(next) => {
            setEdited(next)
            // changing a choice clears its message (SPEC 5: typing clears and revalidates)
            if (error) setError(null)
          }}
          onError={setError}
          onSubmit={(event) => void submit(event)}
        />
      ) : loadError ? (
        <>
          <p role="alert">{errorMessage(loadError)}</p>
          <GhostButton type="button" onClick={() => void mutate()}>
            Thử lại
          </GhostButton>
        </>
      ) : (
        <p role="status">{isLoading ? 'Đang tải lịch đẩy tin...' : ''}</p>
      )}
    </Modal>
  )
}

/** Which part of the form a message is about, to show it there and focus it. */
function fieldOf(message: string): Field {
  if (([PUSH_SCHEDULE_MSG.hoursRequired, PUSH_SCHEDULE_MSG.hoursRange, PUSH_SCHEDULE_MSG.hoursTooMany] as string[]).includes(message)) return 'hours'
  if (([PUSH_SCHEDULE_MSG.daysRequired, PUSH_SCHEDULE_MSG.daysRange] as string[]).includes(message)) return 'days'
  if (message.startsWith('Ngày kết thúc lịch')) return 'until'
  return 'form'
}
