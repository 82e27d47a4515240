// The `extend` dialog: a new application deadline, from tomorrow to 60 days ahead and after the
// current one, checked here with the server's own rule before it is sent (the server checks again).
import { styled } from '@linaria/react'
import { useId, useState, type FormEvent } from 'react'
import { MANAGE_LISTING, addDays, checkNewDeadline, extendRange, formatDay, vietnamDay } from '../../../domain/manage-listing'
import { Button, GhostButton } from '../../../ui/button'
import { TextField } from '../../../ui/form/text-field'
import { Modal } from '../../../ui/modal'
import { color } from '../../../ui/theme'
import { extendJob } from '../api/extend-job'
import type { ManageChanged, MyClassified } from '../../../domain/contract/manage-listing'

const Intro = styled.p`
  margin: 0 0 12px;
  color: ${color.muted};
`
const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`

/** 30 days from today, or later when the deadline is already past that (never beyond the limit). */
export function defaultDeadline(item: MyClassified, now = new Date()): string {
  const { max } = extendRange(now)
  const suggested = addDays(vietnamDay(now), 30)
  const current = vietnamDay(new Date(item.expires_at))
  const day = suggested > current ? suggested : addDays(current, 1)
  return day > max ? max : day
}

export function ExtendDialog({
  item,
  open,
  onClose,
  onExtended,
}: {
  item: MyClassified | null
  open: boolean
  onClose: () => void
  onExtended: (changed: ManageChanged) => void
}) {
  const formId = useId()
  // the parent keys the dialog per opening: each starts from the suggested day
  const [day, setDay] = useState(() => (item ? defaultDeadline(item) : ''))
  const [error, setError] = useState<string | undefined>()
  const [saving, setSaving] = useState(false)

  const { min, max } = extendRange()
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!item || saving) return
    const problem = checkNewDeadline(day, item.expires_at)
    if (problem) {
      setError(problem)
      document.getElementById(`${formId}-day`)?.focus()
      return
    }
    setSaving(true)
    const result = await extendJob(item.id, day)
    setSaving(false)
    if (result.success) onExtended(result.data)
    else setError(result.error.message)
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Gia hạn tin tuyển dụng"
      footer={
        <Actions>
          <GhostButton type="button" onClick={onClose}>
            Hủy
          </GhostButton>
          <Button type="submit" form={formId} disabled={saving} aria-busy={saving || undefined}>
            Gia hạn
          </Button>
        </Actions>
      }
    >
      {item && (
        <form id={formId} onSubmit={submit} noValidate>
          <Intro>
            “{item.title}” đang có hạn nộp hồ sơ đến {item.expires_date}. Chọn hạn mới, tối đa {MANAGE_LISTING.extendMaxDays} ngày kể từ
            hôm nay (đến {formatDay(max)}).
          </Intro>
          <TextField
            id={`${formId}-day`}
            type="date"
            label="Hạn nộp hồ sơ mới"
            value={day}
            min={min}
            max={max}
            required
            onChange={(value) => {
              setDay(value)
              // typing clears and revalidates (SPEC 5)
              if (error) setError(checkNewDeadline(value, item.expires_at) ?? undefined)
            }}
            error={error}
            hint={day && !error ? `Tin hiển thị đến hết ngày ${formatDay(day)}.` : undefined}
          />
        </form>
      )}
    </Modal>
  )
}
