// Moving applications on: a status (Phù hợp, Đã mời phỏng vấn, Đã gửi đề nghị, Đã nhận việc, Chưa
// phù hợp) and a message the seeker reads, prefilled from the recruiter's template for that status
// (its own text or the built-in one) and savable as the new template. One application on its CV
// page, or a selection on the list.
import { styled } from '@linaria/react'
import { useId, useState } from 'react'
import type { FormApi } from 'final-form'
import { useField, useForm as useFormApi, useFormState } from 'react-final-form'
import toast from 'react-hot-toast'
import { APPLICATION_STATUS_LABELS, RECRUITER_STATUSES, STATUS_MESSAGE_MAX, STATUS_MOVE_RULES } from '../../../domain/applications'
import { formStruct, formValidator } from '../../../domain/validation/struct'
import { errorMessage } from '../../../lib/http'
import { Button, GhostButton } from '../../../ui/button'
import { FinalForm } from '../../../ui/form/final-form'
import { ErrorText } from '../../../ui/form/text-field'
import { Modal } from '../../../ui/modal'
import { color, controlBox, radius } from '../../../ui/theme'
import { moveApplication, moveApplications, refreshApplicants, saveTemplate, useStatusTemplates } from '../api/received-applications'
import { refreshApplicantsUnread } from '../api/unread'

const Form = styled(FinalForm)`
  display: grid;
  gap: 10px;
  label {
    font-weight: 600;
  }
  select,
  textarea {
    width: 100%;
    padding: 10px;
    ${controlBox}
    font-size: 16px;
  }
  select {
    min-height: 44px;
  }
  textarea {
    min-height: 110px;
    resize: vertical;
  }
`
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`
const Hint = styled.p`
  color: ${color.muted};
  font-size: 13px;
`

interface MoveFormProps {
  /** What the submit button says. */
  submitLabel: string
  initialStatus?: number
  onMove: (status: number, message: string) => Promise<void>
}

interface MoveValues {
  status: number
  /** Unset: the template of the chosen status, until the recruiter writes something else. */
  message?: string
}

const validateMove = formValidator(formStruct(STATUS_MOVE_RULES))

function MoveForm({ submitLabel, initialStatus, onMove }: MoveFormProps) {
  const { data: templates, mutate } = useStatusTemplates()
  const [initialValues] = useState<MoveValues>(() => ({
    status: initialStatus && (RECRUITER_STATUSES as readonly number[]).includes(initialStatus) ? initialStatus : RECRUITER_STATUSES[0],
  }))
  const templateOf = (status: number) => templates?.items.find((t) => t.status === status)

  const submit = async ({ status, message }: MoveValues, form: FormApi<MoveValues>) => {
    try {
      await onMove(status, message ?? templateOf(status)?.body ?? '')
      // the next move starts from the template again
      setTimeout(() => form.change('message', undefined))
    } catch (error) {
      toast.error(errorMessage(error))
    }
  }
  const keepAsTemplate = async (status: number, text: string, form: FormApi<MoveValues>) => {
    try {
      await mutate(await saveTemplate(status, text), { revalidate: false })
      form.change('message', undefined)
      toast.success(`Đã lưu lời nhắn mẫu cho trạng thái "${APPLICATION_STATUS_LABELS[status]}"`)
    } catch (error) {
      toast.error(errorMessage(error))
    }
  }

  return (
    <Form<MoveValues> onSubmit={submit} validate={validateMove} initialValues={initialValues} aria-label={submitLabel}>
      <MoveFields submitLabel={submitLabel} templateOf={templateOf} onKeep={keepAsTemplate} />
    </Form>
  )
}

function MoveFields({
  submitLabel,
  templateOf,
  onKeep,
}: {
  submitLabel: string
  templateOf: (status: number) => { body: string; custom: boolean } | undefined
  onKeep: (status: number, text: string, form: FormApi<MoveValues>) => Promise<void>
}) {
  const id = useId()
  const status = useField<number>('status', { subscription: { value: true } }).input
  // unset means the template, an emptied message stays empty (final-form's defaults map '' and unset)
  const message = useField<string | undefined>('message', {
    parse: (value) => value,
    format: (value) => value,
    subscription: { value: true, error: true, touched: true, submitFailed: true },
  })
  const { submitting } = useFormState({ subscription: { submitting: true } })
  const form = useFormApi<MoveValues>()
  const template = templateOf(status.value)
  const written = message.input.value as string | undefined
  const text = written ?? template?.body ?? ''
  const error = message.meta.touched || message.meta.submitFailed ? (message.meta.error as string | undefined) : undefined
  const errorId = `${id}-message-error`

  return (
    <>
      <label htmlFor={`${id}-status`}>Chuyển sang trạng thái</label>
      <select
        id={`${id}-status`}
        name="status"
        value={status.value}
        onChange={(event) => {
          status.onChange(Number(event.target.value))
          form.change('message', undefined)
        }}
      >
        {RECRUITER_STATUSES.map((value) => (
          <option key={value} value={value}>
            {APPLICATION_STATUS_LABELS[value]}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-message`}>Lời nhắn gửi ứng viên (không bắt buộc)</label>
      <textarea
        id={`${id}-message`}
        name="message"
        value={text}
        maxLength={STATUS_MESSAGE_MAX}
        onChange={(event) => message.input.onChange(event.target.value)}
        onBlur={() => message.input.onBlur()}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
      <Hint>
        {template?.custom ? 'Lời nhắn mẫu của bạn' : 'Lời nhắn mẫu có sẵn'} cho trạng thái này; sửa tùy ý, ứng viên nhận được trong thông báo.
      </Hint>
      <Actions>
        <Button type="submit" disabled={submitting} aria-busy={submitting}>
          {submitLabel}
        </Button>
        {written !== undefined && written.trim() !== '' && written !== template?.body && (
          <GhostButton type="button" onClick={() => void onKeep(status.value, written, form)}>
            Lưu làm lời nhắn mẫu
          </GhostButton>
        )}
      </Actions>
    </>
  )
}

/** Moves one application with its message and says so; the lists and the badge are read again. */
async function moveOne(applicationId: number, status: number, message: string) {
  const moved = await moveApplication(applicationId, status, message)
  toast.success(`Đã chuyển hồ sơ sang "${moved.status_label}"`)
  void refreshApplicants()
  void refreshApplicantsUnread()
}

/** The CV page's form: moves one application; `onMoved` reads the application again. */
export function StatusMove({ applicationId, status, onMoved }: { applicationId: number; status: number; onMoved: () => void }) {
  return (
    <MoveForm
      submitLabel="Cập nhật trạng thái"
      initialStatus={status}
      onMove={async (next, message) => {
        await moveOne(applicationId, next, message)
        onMoved()
      }}
    />
  )
}

/** The pipeline's move: a card dropped on a column or picked from its menu, confirmed with the message. */
export function MoveDialog({ move, onClose }: { move: { applicationId: number; name: string; status: number } | null; onClose: () => void }) {
  return (
    <Modal open={move !== null} onClose={onClose} title={move ? `Chuyển hồ sơ của ${move.name}` : ''} type="pin_bottom">
      {move && (
        <MoveForm
          key={`${move.applicationId}-${move.status}`}
          submitLabel="Chuyển hồ sơ"
          initialStatus={move.status}
          onMove={async (next, message) => {
            await moveOne(move.applicationId, next, message)
            onClose()
          }}
        />
      )}
    </Modal>
  )
}

const Bar = styled.section`
  display: grid;
  gap: 10px;
  padding: 12px;
  border: 1px solid ${color.brand};
  border-radius: ${radius.sm};
  background: ${color.brandSoft};
  h2 {
    font-size: 16px;
  }
`

/** The list's selection bar: shown once something is selected. */
export function BulkMove({ selected, onDone, onClear }: { selected: number[]; onDone: () => void; onClear: () => void }) {
  if (selected.length === 0) return null
  return (
    <Bar aria-label="Cập nhật các hồ sơ đã chọn">
      <h2>Đã chọn {selected.length} hồ sơ</h2>
      <MoveForm
        submitLabel={`Cập nhật ${selected.length} hồ sơ`}
        onMove={async (status, message) => {
          const { updated } = await moveApplications(selected, status, message)
          toast.success(`Đã chuyển ${updated} hồ sơ sang "${APPLICATION_STATUS_LABELS[status]}"`)
          onDone()
          void refreshApplicants()
          void refreshApplicantsUnread()
        }}
      />
      <div>
        <GhostButton type="button" onClick={onClear}>
          Bỏ chọn
        </GhostButton>
      </div>
    </Bar>
  )
}
