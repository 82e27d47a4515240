// /dang-tin (auth required, employer layout, not prerendered): post a job, or with ?id= edit one of
// one's own (the manager's `edit` action). The form's code (final-form, the dropzone, the job page
// preview) loads only on this route.
import { styled } from '@linaria/react'
import { useMemo, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { Head } from 'vite-react-ssg'
import { REVIEW_STATUS } from '../../domain/constants'
import type { SavedPosting } from '../../domain/contract/posting'
import { userState } from '../../features/auth/state'
import { JobDetailView } from '../../features/jobs/components/job-detail'
import { usePostingEdit, usePostingFields } from '../../features/posting/api/posting-calls'
import { useMyOrganizations } from '../../features/organizations/api/business-info'
import { PostingForm } from '../../features/posting/components/posting-form'
import { defaultValues, editValues, readDraft } from '../../features/posting/form-values'
import { routes } from '../../lib/paths'
import { ButtonLink, GhostButton } from '../../ui/button'
import { controlStyle } from '../../ui/form/field-frame'
import { color, media, radius, cardBox } from '../../ui/theme'

export const POSTING_PAGE_TEXT = {
  title: 'Đăng tin tuyển dụng',
  editTitle: 'Chỉnh sửa tin tuyển dụng',
  intro: 'Tin rõ ràng, đúng sự thật được duyệt ngay và đến với ứng viên phù hợp trong vài phút.',
  loading: 'Đang tải biểu mẫu...',
  loadFailed: 'Không tải được biểu mẫu đăng tin, vui lòng thử lại.',
  retry: 'Thử lại',
  notFound: 'Không tìm thấy tin tuyển dụng này, hoặc bạn không có quyền chỉnh sửa tin.',
  published: 'Tin của bạn đã được đăng',
  updated: 'Đã lưu thay đổi',
  waiting: 'Tin của bạn đang chờ kiểm duyệt',
  viewJob: 'Xem tin',
  manage: 'Quản lý tin đăng',
  another: 'Đăng tin khác',
  postingFor: 'Đăng tin cho doanh nghiệp',
  postingForHint: 'Tin mang tên doanh nghiệp được chọn; mọi thành viên của doanh nghiệp đó quản lý được tin.',
} as const

const OrganizationPicker = styled.div`
  display: grid;
  gap: 4px;
  margin-bottom: 20px;
  label {
    font-weight: 600;
  }
  select {
    ${controlStyle}
  }
  small {
    color: ${color.muted};
  }
`

/**
 * The organisation a new post is for: the one in ?org= (the agents' page links there) when the
 * account acts for it, else its first (owned ones first). Several: the page shows a picker.
 */
function usePostingOrganization(jobId: number | null) {
  const [params] = useSearchParams()
  const { data } = useMyOrganizations()
  const organizations = jobId ? [] : (data?.items ?? [])
  const asked = Number(params.get('org'))
  const [chosen, setChosen] = useState<number | null>(null)
  const current = organizations.find((o) => o.id === chosen) ?? organizations.find((o) => o.id === asked) ?? organizations[0] ?? null
  return { organizations, current, choose: setChosen }
}

// the form's parts are the white cards (on a phone, white bands the page's width)
const Panel = styled.section`
  max-width: 1120px;
  padding: 20px 16px;
  ${media.desktop} {
    padding: 4px 0 0;
  }
  h1 {
    margin: 0 0 6px;
    font-size: 24px;
  }
  > p {
    margin: 0 0 20px;
    color: ${color.muted};
  }
`

const Done = styled.div`
  display: grid;
  gap: 12px;
  max-width: 760px;
  padding: 20px 16px;
  ${cardBox}
  p {
    margin: 0;
  }
  nav {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
  }
`

function Saved({ saved, editing, onAnother }: { saved: SavedPosting; editing: boolean; onAnother: () => void }) {
  const waiting = saved.review_status !== REVIEW_STATUS.approved
  return (
    <Done>
      <h2 tabIndex={-1} ref={(heading) => heading?.focus()}>
        {waiting ? POSTING_PAGE_TEXT.waiting : editing ? POSTING_PAGE_TEXT.updated : POSTING_PAGE_TEXT.published}
      </h2>
      <p role="status">{saved.message}</p>
      {waiting && saved.review_reason && <p>{saved.review_reason}</p>}
      <nav aria-label="Tiếp theo">
        {!waiting && <ButtonLink to={saved.url}>{POSTING_PAGE_TEXT.viewJob}</ButtonLink>}
        <Link to={routes.manageListing}>{POSTING_PAGE_TEXT.manage}</Link>
        {!editing && (
          <GhostButton type="button" onClick={onAnother}>
            {POSTING_PAGE_TEXT.another}
          </GhostButton>
        )}
      </nav>
    </Done>
  )
}

const PreviewApplyNote = styled.p`
  margin: 0;
  padding: 12px;
  border: 1px dashed ${color.line};
  border-radius: ${radius.md};
  color: ${color.muted};
  text-align: center;
`

function PreviewApply() {
  return <PreviewApplyNote>Ứng viên bấm "Ứng tuyển ngay" tại đây để gửi hồ sơ cho bạn.</PreviewApplyNote>
}

function PostingBody({ jobId }: { jobId: number | null }) {
  const user = useSnapshot(userState)
  const organization = usePostingOrganization(jobId)
  const fields = usePostingFields()
  const edit = usePostingEdit(jobId)
  const [saved, setSaved] = useState<SavedPosting | null>(null)
  // a new form (after "Xóa bản nháp" or "Đăng tin khác") mounts anew with what is stored then
  const [round, setRound] = useState(0)
  // read once per form: the draft is written while the person types
  const start = useMemo(() => {
    if (!fields.data || (jobId && !edit.data)) return null
    const defaults = defaultValues(fields.data)
    if (jobId && edit.data) return { defaults, initial: editValues(edit.data), fromDraft: false }
    const draft = readDraft()
    return { defaults, initial: { ...defaults, ...draft }, fromDraft: !!draft }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new round reads the draft again
  }, [fields.data, edit.data, jobId, round])

  if (saved) {
    return (
      <Saved
        saved={saved}
        editing={!!jobId}
        onAnother={() => {
          setSaved(null)
          setRound((n) => n + 1)
        }}
      />
    )
  }
  const failed = fields.error || (jobId && edit.error)
  if (failed) {
    const forbidden = jobId && edit.error
    return (
      <div role="alert">
        <p>{forbidden ? POSTING_PAGE_TEXT.notFound : POSTING_PAGE_TEXT.loadFailed}</p>
        {!forbidden && (
          <GhostButton type="button" onClick={() => void fields.mutate()}>
            {POSTING_PAGE_TEXT.retry}
          </GhostButton>
        )}
      </div>
    )
  }
  if (!fields.data || !start) return <p role="status">{POSTING_PAGE_TEXT.loading}</p>

  return (
    <>
      {organization.organizations.length > 1 && (
        <OrganizationPicker>
          <label htmlFor="posting-organization">{POSTING_PAGE_TEXT.postingFor}</label>
          <select id="posting-organization" aria-describedby="posting-organization-hint" value={organization.current?.id} onChange={(event) => organization.choose(Number(event.target.value))}>
            {organization.organizations.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name} ({o.role_name})
              </option>
            ))}
          </select>
          <small id="posting-organization-hint">{POSTING_PAGE_TEXT.postingForHint}</small>
        </OrganizationPicker>
      )}
      <PostingForm
        key={round}
        fields={fields.data}
        jobId={jobId}
        initialValues={start.initial}
        defaults={start.defaults}
        fromDraft={start.fromDraft}
        organizationName={organization.current?.name || user.user?.full_name || 'Nhà tuyển dụng'}
        organizationId={organization.current?.id ?? null}
        onSaved={setSaved}
        onDiscardDraft={() => setRound((n) => n + 1)}
        renderPreview={(job) => <JobDetailView preview job={job} similar={null} organizationJobs={null} apply={<PreviewApply />} />}
      />
    </>
  )
}

export function Component() {
  const [params] = useSearchParams()
  const id = Number(params.get('id'))
  const jobId = Number.isSafeInteger(id) && id > 0 ? id : null
  return (
    <Panel aria-labelledby="posting-title">
      <Head>
        <title>{`${jobId ? POSTING_PAGE_TEXT.editTitle : POSTING_PAGE_TEXT.title} | Việc Làm Tốt`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1 id="posting-title">{jobId ? POSTING_PAGE_TEXT.editTitle : POSTING_PAGE_TEXT.title}</h1>
      <p>{POSTING_PAGE_TEXT.intro}</p>
      <PostingBody jobId={jobId} />
    </Panel>
  )
}
