// The posting form (/dang-tin, and the manager's edit): the field configs the API serves, rendered
// by the form engine's widget registry, validated by the same rules as the API. Before saving, the
// post goes through the anti-scam check (posting-check-block / edit-check-block): a blocking rule
// shows what to change on its field; a review rule says the post will wait for staff review and
// asks to confirm. A new post's draft is kept under the "posting" cache key until it is saved.
import { styled } from '@linaria/react'
import type { FormApi } from 'final-form'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { FormSpy } from 'react-final-form'
import { toast } from 'react-hot-toast'
import { useSnapshot } from 'valtio'
import type { FieldConfig } from '../../../domain/forms/field-config'
import type { JobDetail } from '../../../domain/jobs'
import { validateFields } from '../../../domain/forms/validate'
import type { PostingAssessment, SavedPosting } from '../../../domain/contract/posting'
import { commonState, ensureCommonData } from '../../../lib/common-data'
import { GhostButton } from '../../../ui/button'
import { ConfigField, type ConfigFieldContext } from '../../../ui/form/config-field'
import { toFormErrors } from '../../../ui/form/config-errors'
import { FinalForm, FORM_ERROR, FormSubmit, FormSubmitError } from '../../../ui/form/final-form'
import { Modal } from '../../../ui/modal'
import { color, radius } from '../../../ui/theme'
import { checkPosting, savePosting } from '../api/posting-calls'
import { draftHasContent, forgetDraft, previewJob, saveDraft, toPayload, type PostingFormValues } from '../form-values'
import { FormNote } from '../../../ui/form/form-note'

export const POSTING_FORM_TEXT = {
  publish: 'Đăng tin',
  save: 'Lưu thay đổi',
  publishAnyway: 'Vẫn đăng tin để kiểm duyệt',
  preview: 'Xem trước tin',
  previewTitle: 'Xem trước: tin hiển thị với ứng viên',
  closePreview: 'Đóng xem trước',
  requiredNote: 'Các mục có dấu * là bắt buộc.',
  draftRestored: 'Đã khôi phục bản nháp tin đăng chưa hoàn thành.',
  draftDiscard: 'Xóa bản nháp',
  draftDiscarded: 'Đã xóa bản nháp.',
  checking: 'Đang kiểm tra tin...',
  reviewTitle: 'Tin sẽ được kiểm duyệt trước khi hiển thị',
  reviewHint: 'Bạn có thể sửa lại các nội dung trên rồi bấm đăng lại, hoặc vẫn đăng để chúng tôi kiểm duyệt (thường trong 24 giờ).',
  blockedTitle: 'Tin chưa thể đăng',
} as const

const Sections = styled.div`
  display: grid;
  gap: 4px;
`

const Footer = styled.div`
  display: grid;
  gap: 12px;
  margin-top: 16px;
  @media (min-width: 576px) {
    grid-template-columns: 1fr 1fr;
    > [role='alert'],
    > section {
      grid-column: 1 / -1;
    }
  }
`

const Notice = styled.section`
  padding: 12px 16px;
  border-radius: ${radius.md};
  border: 1px solid ${color.line};
  background: ${color.bg};
  &[data-kind='block'] {
    border-color: ${color.red};
    background: #fdecec;
  }
  &[data-kind='review'] {
    border-color: #b45309;
    background: #fff7e6;
  }
  h2 {
    margin: 0 0 6px;
    font-size: 16px;
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
  p {
    margin: 8px 0 0;
    font-size: 14px;
  }
`

const DraftBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-bottom: 16px;
  padding: 10px 12px;
  border-radius: ${radius.md};
  background: ${color.brandSoft};
  p {
    margin: 0;
  }
`

export interface PostingFormProps {
  fields: FieldConfig[]
  /** The job being edited, or null for a new post. */
  jobId: number | null
  initialValues: PostingFormValues
  /** The configs' defaults: a draft that differs from them is kept. */
  defaults: PostingFormValues
  /** Whether the initial values came from a draft (a new post only). */
  fromDraft: boolean
  /** The employer's name as the preview shows it. */
  organizationName: string
  /** The organisation a new post is for, when the account acts for several (an agent, a member of many). */
  organizationId?: number | null
  onSaved: (saved: SavedPosting) => void
  /** Start again from an empty form (the page forgets the draft and mounts the form anew). */
  onDiscardDraft: () => void
  /** The job page as seekers will see it (composed by the app). */
  renderPreview: (job: JobDetail) => ReactNode
}

function Assessment({ assessment }: { assessment: PostingAssessment }) {
  const blocking = assessment.decision === 'block'
  const hits = assessment.hits.filter((hit) => hit.action === (blocking ? 'block' : 'review'))
  return (
    <Notice data-kind={assessment.decision} role="alert" aria-labelledby="posting-assessment-title">
      <h2 id="posting-assessment-title">{blocking ? POSTING_FORM_TEXT.blockedTitle : POSTING_FORM_TEXT.reviewTitle}</h2>
      <ul>
        {hits.map((hit) => (
          <li key={`${hit.rule}-${hit.field}-${hit.phrase}`}>{hit.message}</li>
        ))}
      </ul>
      {!blocking && <p>{POSTING_FORM_TEXT.reviewHint}</p>}
    </Notice>
  )
}

export function PostingForm({
  fields,
  jobId,
  initialValues,
  defaults,
  fromDraft,
  organizationName,
  organizationId,
  onSaved,
  onDiscardDraft,
  renderPreview,
}: PostingFormProps) {
  const common = useSnapshot(commonState)
  useEffect(() => {
    void ensureCommonData('jobConfig')
    void ensureCommonData('cities')
  }, [])
  const sources = useMemo(
    () => ({ jobConfig: common.commonData.jobConfig as never, cities: common.commonData.cities as never }),
    [common.commonData.jobConfig, common.commonData.cities],
  )
  const ctx: ConfigFieldContext = { mode: 'create', fields, sources }
  const [assessment, setAssessment] = useState<PostingAssessment | null>(null)
  // the body the person agreed to send to review: sending it again publishes it for review
  const acceptedReview = useRef<string | null>(null)
  const [preview, setPreview] = useState<PostingFormValues | null>(null)
  const [startValues] = useState(initialValues)

  const validate = (values: PostingFormValues) => toFormErrors(fields, validateFields(fields, values, { mode: 'create' }))

  const payloadOf = (values: PostingFormValues) => ({ ...toPayload(fields, values), ...(organizationId && !jobId ? { organization_id: organizationId } : {}) })

  const submit = async (values: PostingFormValues) => {
    const body = payloadOf(values)
    const key = JSON.stringify(body)
    if (acceptedReview.current !== key) {
      const checked = await checkPosting(body, jobId)
      if (!checked.success) return { [FORM_ERROR]: checked.error.message }
      if (checked.data.decision !== 'approve') {
        setAssessment(checked.data)
        if (checked.data.decision === 'review') acceptedReview.current = key
        const errors: Record<string, string> = {}
        for (const hit of checked.data.hits) {
          const field = hit.field === 'salary' ? 'salary_max' : hit.field
          if (hit.action === 'block') errors[field] ??= hit.message
        }
        return checked.data.decision === 'block' ? errors : undefined
      }
    }
    const saved = await savePosting(body, jobId)
    if (!saved.success) {
      toast.error(saved.error.message)
      return { [FORM_ERROR]: saved.error.message }
    }
    if (!jobId) forgetDraft()
    setAssessment(null)
    onSaved(saved.data)
  }

  const reviewPending = (values: PostingFormValues) =>
    assessment?.decision === 'review' && acceptedReview.current === JSON.stringify(payloadOf(values))

  return (
    <>
      {fromDraft && (
        <DraftBar>
          <p role="status">{POSTING_FORM_TEXT.draftRestored}</p>
          <GhostButton
            type="button"
            onClick={() => {
              forgetDraft()
              toast.success(POSTING_FORM_TEXT.draftDiscarded)
              onDiscardDraft()
            }}
          >
            {POSTING_FORM_TEXT.draftDiscard}
          </GhostButton>
        </DraftBar>
      )}
      <FinalForm<PostingFormValues> aria-label={jobId ? 'Chỉnh sửa tin tuyển dụng' : 'Đăng tin tuyển dụng'} initialValues={startValues} validate={validate} onSubmit={submit}>
        <FormNote>{POSTING_FORM_TEXT.requiredNote}</FormNote>
        <Sections>
          {fields.map((field) => (
            <ConfigField key={field.name} field={field} ctx={ctx} />
          ))}
        </Sections>
        {!jobId && <DraftKeeper defaults={defaults} />}
        <FormSpy subscription={{ values: true }}>
          {({ values, form }) => (
            <Footer>
              {assessment && <Assessment assessment={assessment} />}
              <FormSubmitError />
              <GhostButton type="button" onClick={() => openPreview(form, setPreview)}>
                {POSTING_FORM_TEXT.preview}
              </GhostButton>
              <FormSubmit>{reviewPending(values) ? POSTING_FORM_TEXT.publishAnyway : jobId ? POSTING_FORM_TEXT.save : POSTING_FORM_TEXT.publish}</FormSubmit>
            </Footer>
          )}
        </FormSpy>
      </FinalForm>
      <Modal open={!!preview} onClose={() => setPreview(null)} type="mobile_full" title={POSTING_FORM_TEXT.previewTitle}>
        {preview && renderPreview(previewJob(preview, sources, organizationName))}
      </Modal>
    </>
  )
}

function openPreview(form: FormApi<PostingFormValues>, show: (values: PostingFormValues) => void) {
  show({ ...form.getState().values })
}

/** Keeps a new post's values under the "posting" key while it is written (every half second at most). */
function DraftKeeper({ defaults }: { defaults: PostingFormValues }) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current)
  }, [])
  return (
    <FormSpy
      subscription={{ values: true }}
      onChange={({ values }) => {
        if (timer.current) clearTimeout(timer.current)
        timer.current = setTimeout(() => {
          if (draftHasContent(values, defaults)) saveDraft(values)
        }, 500)
      }}
    />
  )
}
