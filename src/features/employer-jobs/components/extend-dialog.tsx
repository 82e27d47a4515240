// The `extend` dialog: a new application deadline, from tomorrow to 60 days ahead and after the
// current one, checked here with the server's own rule before it is sent (the server checks again).
import { styled } from '@linaria/react'
import { useId, useMemo, useState } from 'react'
import { MANAGE_LISTING, addDays, checkNewDeadline, extendRange, formatDay, vietnamDay } from '../../../domain/manage-listing'
import { checkStruct, formStruct, formValidator } from '../../../domain/validation/struct'
import { Button, GhostButton } from '../../../ui/button'
import { FinalForm, useFormField } from '../../../ui/form/final-form'
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

interface ExtendValues {
  day: string
}

function DayField({ id }: { id: string }) {
  const { min, max } = extendRange()
  const field = useFormField('day')
  return (
    <TextField
      {...field}
      id={id}
      type="date"
      label="Hạn nộp hồ sơ mới"
      min={min}
      max={max}
      required
      hint={field.value && !field.error ? `Tin hiển thị đến hết ngày ${formatDay(field.value)}.` : undefined}
    />
  )
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
  const [saving, setSaving] = useState(false)
  // the parent keys the dialog per opening: each starts from the suggested day
  const initialValues = useMemo(() => ({ day: item ? defaultDeadline(item) : '' }), [item])
  const validate = useMemo(
    () => formValidator(formStruct({ day: checkStruct<string>('day', (day) => (item ? checkNewDeadline(day ?? '', item.expires_at) : null)) })),
    [item],
  )

  const { max } = extendRange()
  const submit = async ({ day }: ExtendValues) => {
    if (!item) return
    setSaving(true)
    const result = await extendJob(item.id, day)
    setSaving(false)
    if (result.success) onExtended(result.data)
    else return { day: result.error.message }
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
        <FinalForm<ExtendValues> id={formId} onSubmit={submit} validate={validate} initialValues={initialValues}>
          <Intro>
            “{item.title}” đang có hạn nộp hồ sơ đến {item.expires_date}. Chọn hạn mới, tối đa {MANAGE_LISTING.extendMaxDays} ngày kể từ
            hôm nay (đến {formatDay(max)}).
          </Intro>
          <DayField id={`${formId}-day`} />
        </FinalForm>
      )}
    </Modal>
  )
}
