// The posting form (/dang-tin, and the manager's edit): the field configs the API serves, rendered
// by the form engine's widget registry, validated by the same rules as the API. Before saving, the
// post goes through the anti-scam check (posting-check-block / edit-check-block): a blocking rule
// shows what to change on its field; a review rule says the post will wait for staff review and
// asks to confirm. A new post's draft is kept under the "posting" cache key until it is saved.
// The fields stand in five parts with a step list (docs/decisions/0051-posting-sections.md): it says
// where each part stands and jumps to it (to its first error when it has one); a failed submit or
// preview focuses the first error in the order shown; the preview opens only on valid values.
import { css } from '@linaria/core'
import { styled } from '@linaria/react'
import { getIn, type FormApi } from 'final-form'
import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react'
import { FormSpy } from 'react-final-form'
import { toast } from 'react-hot-toast'
import { useSnapshot } from 'valtio'
import type { FieldConfig } from '../../../domain/forms/field-config'
import type { JobDetail } from '../../../domain/jobs'
import { validateFields } from '../../../domain/forms/validate'
import type { PostingAssessment, SavedPosting } from '../../../domain/contract/posting'
import { commonState, ensureCommonData } from '../../../lib/common-data'
import { GhostButton, PlainButton } from '../../../ui/button'
import { ConfigField, type ConfigFieldContext } from '../../../ui/form/config-field'
import { toFormErrors } from '../../../ui/form/config-errors'
import { FinalForm, focusFieldError, focusFirstInvalid, FORM_ERROR, FormSubmit, FormSubmitError } from '../../../ui/form/final-form'
import { Modal } from '../../../ui/modal'
import { color, media, radius, spreadRow } from '../../../ui/theme'
import { checkPosting, savePosting } from '../api/posting-calls'
import { draftHasContent, forgetDraft, previewJob, saveDraft, toPayload, type PostingFormValues } from '../form-values'
import { FormNote } from '../../../ui/form/form-note'
import { groupFields, previewable, progressOf, sectionState, shownOrder, valueNames, type FormView, type SectionGroup } from '../sections'
import { PostingSteps, STEPS_WIDE } from './posting-steps'

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
  toFix: (n: number) => `Còn ${n} mục cần sửa, xem các ô có viền đỏ.`,
  previewRefused: (n: number) => `Chưa thể xem trước: còn ${n} mục cần sửa, xem các ô có viền đỏ.`,
  previewNotReady: 'Chưa thể xem trước: danh sách lựa chọn chưa tải xong, vui lòng thử lại sau giây lát.',
  goToError: 'Đến mục cần sửa',
} as const

const formGrid = css`
  ${STEPS_WIDE} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) 264px;
    column-gap: 24px;
    align-items: start;
    > nav {
      grid-column: 2;
      grid-row: 1;
    }
    > div {
      grid-column: 1;
      grid-row: 1;
    }
  }
`

const Section = styled.section`
  margin: 0 -16px 12px;
  padding: 20px 16px 12px;
  border-top: 1px solid ${color.line};
  border-bottom: 1px solid ${color.line};
  background: ${color.white};
  ${media.desktop} {
    margin: 0 0 16px;
    padding: 24px 28px 16px;
    border: 1px solid ${color.line};
    border-radius: ${radius.md};
  }
  > header {
    display: flex;
    align-items: flex-start;
    gap: 12px;
    margin-bottom: 16px;
  }
  .num {
    flex: none;
    display: grid;
    place-items: center;
    width: 32px;
    height: 32px;
    border-radius: 50%;
    background: ${color.brandSoft};
    color: ${color.brand};
    font-weight: 700;
  }
  h2 {
    margin: 2px 0 2px;
    font-size: 19px;
    line-height: 1.3;
  }
  h2:focus {
    outline: none;
  }
  h2:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
  }
  header p {
    margin: 0;
    color: ${color.muted};
    font-size: 14px;
  }
`

const Problems = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  padding: 10px 12px;
  border: 1px solid ${color.red};
  border-radius: ${radius.md};
  background: #fdecec;
  p {
    flex: 1 1 240px;
    margin: 0;
    color: ${color.red};
    font-weight: 600;
  }
`

const Fields = styled.div`
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
    > section,
    > div {
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
  ${spreadRow}
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
  const groups = useMemo(() => groupFields(fields), [fields])
  const order = useMemo(() => shownOrder(groups), [groups])
  const rootRef = useRef<HTMLDivElement>(null)
  const current = useCurrentSection(groups, rootRef)
  const [assessment, setAssessment] = useState<PostingAssessment | null>(null)
  // the body the person agreed to send to review: sending it again publishes it for review
  const acceptedReview = useRef<string | null>(null)
  const [preview, setPreview] = useState<JobDetail | null>(null)
  // the preview was asked for with values it cannot show: the form says what to fix until it can
  const [previewRefused, setPreviewRefused] = useState<'errors' | 'not-ready' | null>(null)
  const [startValues] = useState(initialValues)

  const validate = (values: PostingFormValues) => toFormErrors(fields, validateFields(fields, values, { mode: 'create' }))

  const payloadOf = (values: PostingFormValues) => ({ ...toPayload(fields, values), ...(organizationId && !jobId ? { organization_id: organizationId } : {}) })

  const submit = async (values: PostingFormValues) => {
    setPreviewRefused(null)
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

  const focusFirstError = (form: FormApi<PostingFormValues>) => {
    if (rootRef.current) focusFirstInvalid(form, rootRef.current, form.getState().errors as Record<string, unknown> | undefined, order)
  }

  /** The preview, only of values the form accepts; else every message shows and the first takes the focus. */
  const openPreview = (form: FormApi<PostingFormValues>) => {
    const state = form.getState()
    const job = state.hasValidationErrors ? null : previewJob({ ...state.values }, sources, organizationName)
    if (job && previewable(job)) {
      setPreviewRefused(null)
      setPreview(job)
      return
    }
    setPreviewRefused(state.hasValidationErrors ? 'errors' : 'not-ready')
    if (!state.hasValidationErrors) return
    // a submit with errors sends nothing: final-form marks every field touched and the submit failed
    void form.submit()
    focusFirstError(form)
  }

  /** A step: its first shown error, else the part's heading. */
  const jump = (id: string, view: FormView) => {
    const group = groups.find((g) => g.section.id === id)
    const root = rootRef.current
    if (!group || !root) return
    if (sectionState(group, view).status === 'error' && focusFieldError(root, view.errors, group.fields.flatMap(valueNames))) return
    const part = document.getElementById(`posting-${id}`)
    part?.scrollIntoView({ block: 'start' })
    document.getElementById(`posting-${id}-title`)?.focus({ preventScroll: true })
  }

  return (
    <div ref={rootRef}>
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
      <FinalForm<PostingFormValues>
        aria-label={jobId ? 'Chỉnh sửa tin tuyển dụng' : 'Đăng tin tuyển dụng'}
        className={formGrid}
        fieldOrder={order}
        initialValues={startValues}
        validate={validate}
        onSubmit={submit}
      >
        <FormSpy subscription={{ values: true, errors: true, touched: true, dirtyFields: true, submitFailed: true }}>
          {({ values, errors, touched, dirtyFields, submitFailed }) => {
            const view: FormView = { values, errors, touched, dirtyFields, submitFailed }
            const states = groups.map((group) => sectionState(group, view))
            return <PostingSteps groups={groups} states={states} progress={progressOf(states)} current={current} onJump={(id) => jump(id, view)} />
          }}
        </FormSpy>
        <div>
          <FormNote>{POSTING_FORM_TEXT.requiredNote}</FormNote>
          {groups.map((group, index) => (
            <SectionView key={group.section.id} group={group} index={index} ctx={ctx} />
          ))}
          {!jobId && <DraftKeeper defaults={defaults} />}
          <FormSpy subscription={{ values: true, errors: true, submitFailed: true }}>
            {({ values, form, errors, submitFailed }) => {
              const toFix = order.filter((name) => typeof getIn(errors ?? {}, name) === 'string').length
              const problem =
                previewRefused === 'not-ready'
                  ? POSTING_FORM_TEXT.previewNotReady
                  : !toFix
                    ? null
                    : previewRefused === 'errors'
                      ? POSTING_FORM_TEXT.previewRefused(toFix)
                      : submitFailed
                        ? POSTING_FORM_TEXT.toFix(toFix)
                        : null
              return (
                <Footer>
                  {assessment && <Assessment assessment={assessment} />}
                  <FormSubmitError />
                  {problem && (
                    <Problems>
                      <p role="alert">{problem}</p>
                      {toFix > 0 && (
                        <PlainButton type="button" onClick={() => focusFirstError(form)}>
                          {POSTING_FORM_TEXT.goToError}
                        </PlainButton>
                      )}
                    </Problems>
                  )}
                  <GhostButton type="button" onClick={() => openPreview(form)}>
                    {POSTING_FORM_TEXT.preview}
                  </GhostButton>
                  <FormSubmit>{reviewPending(values) ? POSTING_FORM_TEXT.publishAnyway : jobId ? POSTING_FORM_TEXT.save : POSTING_FORM_TEXT.publish}</FormSubmit>
                </Footer>
              )
            }}
          </FormSpy>
        </div>
      </FinalForm>
      <Modal open={!!preview} onClose={() => setPreview(null)} type="mobile_full" title={POSTING_FORM_TEXT.previewTitle}>
        {preview && renderPreview(preview)}
      </Modal>
    </div>
  )
}

/** One part of the form: its number, heading (a step's jump focuses it) and hint, then its fields. */
function SectionView({ group, index, ctx }: { group: SectionGroup; index: number; ctx: ConfigFieldContext }) {
  const { section, fields } = group
  return (
    <Section id={`posting-${section.id}`}>
      <header>
        <span className="num" aria-hidden="true">
          {index + 1}
        </span>
        <div>
          <h2 id={`posting-${section.id}-title`} tabIndex={-1}>
            {section.title}
          </h2>
          <p>{section.hint}</p>
        </div>
      </header>
      <Fields>
        {fields.map((field) => (
          <ConfigField key={field.name} field={field} ctx={ctx} />
        ))}
      </Fields>
    </Section>
  )
}

/**
 * The part being read: the last whose top is above a third of the window (the last one at the
 * bottom of the page), followed as the page scrolls.
 */
function useCurrentSection(groups: readonly SectionGroup[], root: RefObject<HTMLElement | null>): string | null {
  const [current, setCurrent] = useState<string | null>(groups[0]?.section.id ?? null)
  useEffect(() => {
    let frame = 0
    const update = () => {
      frame = 0
      if (!root.current) return
      const line = window.innerHeight / 3
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 4
      let found = groups[0]?.section.id ?? null
      for (const { section } of groups) {
        const part = document.getElementById(`posting-${section.id}`)
        if (part && (atBottom || part.getBoundingClientRect().top <= line)) found = section.id
      }
      setCurrent(found)
    }
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update)
    }
    update()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
      if (frame) window.cancelAnimationFrame(frame)
    }
  }, [groups, root])
  return current
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
