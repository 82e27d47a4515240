// The "Hẹn giờ đẩy tin" dialog (job-up-settings): the employer picks hours of the day and days of
// the week (Vietnam time), sees the next runs (dd/MM/yyyy HH:mm) and this week's free allowance,
// and saves or turns the schedule off. The draft is checked with the server's own rules before it
// is sent, and its next runs are previewed with the server's own computation.
import { styled } from '@linaria/react'
import { useEffect, useId, useState } from 'react'
import { FORM_ERROR } from 'final-form'
import { useField, useFormState } from 'react-final-form'
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
import { crossCheck, formStruct, formValidator } from '../../../domain/validation/struct'
import { errorMessage } from '../../../lib/http'
import { Button, GhostButton } from '../../../ui/button'
import { FinalForm, useFormField } from '../../../ui/form/final-form'
import { ErrorText, TextField } from '../../../ui/form/text-field'
import { ButtonRow, Modal } from '../../../ui/modal'
import { color, radius, lineBox } from '../../../ui/theme'
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
    ${lineBox}
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
    ${lineBox}
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
const Actions = styled(ButtonRow)`
  width: 100%;
`

type Field = 'hours' | 'days' | 'until' | 'form'

interface Draft {
  hours: number[]
  days: number[]
  /** yyyy-mm-dd or '' (until the job's deadline) */
  until: string
}

/** The server's rules on a draft (checkPushSchedule), each message on the part it is about. */
const draftValidator = (deadline: string) =>
  formValidator(
    crossCheck(formStruct({}), fieldOf, (draft) => {
      const { hours, days, until } = draft as Partial<Draft>
      return checkPushSchedule({ hours: hours ?? [], days: days ?? [], until: until || null }, { now: new Date(), deadline })
    }),
  )

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

function ScheduleFields({ formId, item, settings, now }: { formId: string; item: MyClassified; settings: PushUpSettings; now: Date }) {
  const hoursField = useField<number[]>('hours', { subscription: { value: true } }).input
  const daysField = useField<number[]>('days', { subscription: { value: true } }).input
  const untilField = useFormField('until')
  const { errors, submitErrors, submitFailed, dirtySinceLastSubmit } = useFormState({
    subscription: { errors: true, submitErrors: true, submitFailed: true, dirtySinceLastSubmit: true },
  })
  // a seventh hour is refused as it is picked: its message stays until the next change
  const [limit, setLimit] = useState<string | null>(null)
  useEffect(() => {
    // a submit judges the whole draft: the pick's message gives way
    const form = document.getElementById(formId)
    const clear = () => setLimit(null)
    form?.addEventListener('submit', clear)
    return () => form?.removeEventListener('submit', clear)
  }, [formId])
  const draft: Draft = { hours: hoursField.value || [], days: daysField.value || [], until: untilField.value }
  const messageOf = (field: Field): string | undefined => {
    if (field === 'hours' && limit) return limit
    const shown = submitFailed ? (errors?.[field] as string | undefined) : undefined
    const server = dirtySinceLastSubmit ? undefined : ((field === 'form' ? submitErrors?.[FORM_ERROR] : submitErrors?.[field]) as string | undefined)
    return shown ?? server
  }
  const onChange = (next: Partial<Draft>) => {
    setLimit(null)
    if (next.hours) hoursField.onChange(next.hours)
    if (next.days) daysField.onChange(next.days)
  }
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
    if (!draft.hours.includes(hour) && draft.hours.length >= PUSH_SCHEDULE.maxHoursPerDay) return setLimit(PUSH_SCHEDULE_MSG.hoursTooMany)
    onChange({ hours: toggle(draft.hours, hour) })
  }

  const hoursError = messageOf('hours')
  const daysError = messageOf('days')
  const untilError = messageOf('until')
  const formError = messageOf('form')

  return (
    <>
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
                onChange={() => onChange({ days: toggle(draft.days, weekday.day) })}
              />
              <span>{weekday.name}</span>
            </label>
          ))}
        </Chips>
        <Quick>
          <button type="button" onClick={() => onChange({ days: [1, 2, 3, 4, 5, 6, 7] })}>
            Cả tuần
          </button>
          <button type="button" onClick={() => onChange({ days: [1, 2, 3, 4, 5] })}>
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
        {...untilField}
        onChange={(value) => {
          setLimit(null)
          untilField.onChange(value)
        }}
        id={`${formId}-until`}
        type="date"
        label="Ngày kết thúc lịch (không bắt buộc)"
        min={today}
        max={maxUntil}
        hint={`Bỏ trống: lịch chạy đến hết hạn nộp hồ sơ (${settings.deadline_date}).`}
        error={untilError}
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
      {formError && <ErrorText role="alert">{formError}</ErrorText>}
    </>
  )
}

export function PushUpScheduleDialog({ item, open, onClose }: { item: MyClassified | null; open: boolean; onClose: () => void }) {
  const formId = useId()
  const { data, error: loadError, isLoading, mutate } = usePushUpSettings(open && item ? item.id : null)
  // the parent keys the dialog per opening: the draft starts from the saved schedule each time
  const [sending, setSending] = useState<'save' | 'off' | null>(null)
  const [offError, setOffError] = useState<string | null>(null)
  const [now] = useState(() => new Date())
  const [initial, setInitial] = useState<Draft | null>(null)
  if (data && !initial) setInitial(draftOf(data))
  const [validate, setValidate] = useState<ReturnType<typeof draftValidator> | null>(null)
  if (data && !validate) setValidate(() => draftValidator(data.deadline))

  /** Sends a body; answers the server's refusal as final-form errors, on the part it is about. */
  const send = async (body: PushUpSettingsBody, kind: 'save' | 'off') => {
    if (!item) return
    setSending(kind)
    const result = await savePushUpSettings(item.id, body)
    setSending(null)
    if (result.success) {
      await mutate(result.data.settings, { revalidate: false })
      toast.success(result.data.message)
      onClose()
      return
    }
    const message = result.error.message
    const field = fieldOf(message)
    return { [field === 'form' ? FORM_ERROR : field]: message }
  }

  const submit = async (draft: Draft) => {
    if (sending) return
    setOffError(null)
    return send({ enabled: true, hours: draft.hours, days: draft.days, until: draft.until || null }, 'save')
  }

  const turnOff = async () => {
    setOffError(null)
    const refused = await send({ enabled: false }, 'off')
    if (refused) setOffError(Object.values(refused)[0])
  }

  return (
    <Modal
      type="mobile_full"
      open={open}
      onClose={onClose}
      title="Hẹn giờ đẩy tin"
      footer={
        data &&
        initial && (
          <Actions>
            {data.enabled && (
              <GhostButton type="button" disabled={sending !== null} aria-busy={sending === 'off' || undefined} onClick={() => void turnOff()}>
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
      {item && data && initial && validate ? (
        <FinalForm<Draft> id={formId} onSubmit={submit} validate={validate} initialValues={initial}>
          <ScheduleFields formId={formId} item={item} settings={data} now={now} />
          {offError && <ErrorText role="alert">{offError}</ErrorText>}
        </FinalForm>
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
