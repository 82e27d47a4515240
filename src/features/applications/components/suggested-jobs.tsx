// /cong-viec-phu-hop: jobs matching the profile, best first (job types, place, salary, recency), 20
// a page. Each card can be selected (plus "select all on this page"); the selected jobs are applied
// to in one request after a confirmation showing what the recruiters receive; each job then shows
// its own result and applied cards stay marked. Without a profile: an invitation to create one.
import { styled } from '@linaria/react'
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import toast from 'react-hot-toast'
import { Link, useLocation } from 'react-router-dom'
import { useSWRConfig } from 'swr'
import { routes } from '../../../lib/paths'
import { CheckLabel } from '../../../ui/check-label'
import { Button, ButtonLink, GhostButton } from '../../../ui/button'
import { Modal } from '../../../ui/modal'
import { color, media, radius, cardBox, spreadRow } from '../../../ui/theme'
import { markApplied, useAppliedIds } from '../api/get-applied-ids'
import { MATCHING_PAGE_SIZE, useJobsMatching } from '../api/get-jobs-matching'
import { multiApply } from '../api/multi-apply'
import { APPLY_MSG } from '../messages'
import type { MatchingJob } from '../../../domain/contract/applications'
import type { ApplyProfile } from '../types'
import { Pager, pageFromSearch } from './pager'
import { ProfileSummary } from './profile-summary'
import { CardList, EmptyBox, LoadFailed, PageIntro } from '../../../ui/list-page'
import { errorMessage } from '../../../lib/http'
import { LineIcon } from '../../../ui/line-icon'

const Toolbar = styled.div`
  position: sticky;
  top: 88px;
  z-index: 5;
  ${spreadRow}
  gap: 8px 16px;
  margin-bottom: 12px;
  padding: 8px 12px;
  ${cardBox}
  box-shadow: 0 2px 8px rgba(16, 24, 32, 0.06);
  ${media.mobile} {
    /* the header slides away on scroll down: the bar stays in reach at the top */
    top: 0;
    margin: 0 -16px 12px;
    border-radius: 0;
    border-width: 0 0 1px;
  }
`
// above the card's stretched link
const Check = styled(CheckLabel)`
  position: relative;
  z-index: 2;
`
const Count = styled.span`
  color: ${color.muted};
  font-size: 14px;
`
const ToolbarEnd = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  ${media.mobile} {
    flex: 1 1 100%;
    justify-content: space-between;
  }
`
const ApplySelected = styled(Button)`
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`
const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
  margin-top: 4px;
  font-size: 14px;
`
const Score = styled.span`
  color: ${color.brand};
  font-weight: 700;
`
const Done = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 32px;
  padding: 2px 10px;
  border-radius: 999px;
  background: ${color.brandSoft};
  color: ${color.brand};
  font-weight: 700;
`
const Failed = styled.span`
  flex-basis: 100%;
  color: #8e1b1b;
  font-weight: 600;
`
const Results = styled.div`
  margin-bottom: 12px;
  padding: 12px 14px;
  border: 1px solid ${color.line};
  border-left: 4px solid ${color.brand};
  border-radius: ${radius.sm};
  background: ${color.white};
  &[data-tone='bad'] {
    border-left-color: ${color.red};
  }
  p {
    margin: 0 0 6px;
    font-weight: 700;
  }
  ul {
    margin: 0;
    padding-left: 20px;
    font-size: 14px;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`
const Chosen = styled.ul`
  margin: 0 0 12px;
  padding-left: 20px;
  li + li {
    margin-top: 4px;
  }
`
const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  width: 100%;
`

interface JobResult {
  title: string
  success: boolean
  message: string
}

function CreateProfilePrompt() {
  return (
    <EmptyBox>
      <p>
        Bạn chưa có hồ sơ xin việc. Tạo hồ sơ để nhận gợi ý việc làm phù hợp với ngành nghề, khu vực, mức lương mong muốn và
        ứng tuyển nhanh nhiều tin cùng lúc.
      </p>
      <ButtonLink to={routes.createJobseekerThen(routes.suggestedJobs)}>Tạo hồ sơ</ButtonLink>
    </EmptyBox>
  )
}

function SelectAll({ checked, mixed, disabled, onChange }: { checked: boolean; mixed: boolean; disabled: boolean; onChange: (on: boolean) => void }) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = mixed
  }, [mixed])
  return (
    <Check>
      <input ref={ref} type="checkbox" checked={checked} disabled={disabled} onChange={(event) => onChange(event.target.checked)} />
      Chọn tất cả trong trang này
    </Check>
  )
}

const codeOf = (error: unknown) => (error && typeof error === 'object' && 'code' in error ? String((error as { code: unknown }).code) : null)

export function SuggestedJobs({
  profile,
  renderJob,
}: {
  /** undefined while the profile loads; null when the person has none. */
  profile: ApplyProfile | null | undefined
  /** One list item (<li>) per job: its card with `controls` (selection, result) in it. */
  renderJob: (job: MatchingJob, controls: ReactNode) => ReactNode
}) {
  const location = useLocation()
  const page = pageFromSearch(location.search)
  const hasProfile = Boolean(profile)
  const { data, error, isLoading, mutate } = useJobsMatching((page - 1) * MATCHING_PAGE_SIZE, hasProfile)
  const { data: appliedIds } = useAppliedIds(hasProfile)
  const { mutate: globalMutate } = useSWRConfig()
  const [selected, setSelected] = useState<number[]>([])
  const [results, setResults] = useState<Record<number, JobResult>>({})
  const [summary, setSummary] = useState<{ text: string; ok: boolean; ids: number[] } | null>(null)
  const [confirmOpen, setConfirmOpen] = useState(false)
  // the jobs of the open dialog, kept while it plays its closing animation
  const [confirmJobs, setConfirmJobs] = useState<MatchingJob[]>([])
  const [sending, setSending] = useState(false)
  const titleId = useId()

  if (profile === undefined) return <p role="status">Đang tải hồ sơ của bạn...</p>
  if (profile === null || codeOf(error) === 'profile_required') return <CreateProfilePrompt />

  const jobs = data?.items ?? []
  const applied = new Set(appliedIds?.ids ?? [])
  const isDone = (id: number) => applied.has(id) || results[id]?.success === true
  const selectable = jobs.filter((job) => !isDone(job.id)).map((job) => job.id)
  const chosen = selected.filter((id) => selectable.includes(id))
  const allChosen = selectable.length > 0 && chosen.length === selectable.length

  const toggle = (id: number, on: boolean) => setSelected((list) => (on ? [...list.filter((x) => x !== id), id] : list.filter((x) => x !== id)))
  const selectAll = (on: boolean) => setSelected((list) => (on ? [...new Set([...list, ...selectable])] : list.filter((id) => !selectable.includes(id))))

  const confirm = async () => {
    const ids = confirmJobs.map((job) => job.id)
    if (sending || ids.length === 0) return
    setSending(true)
    const result = await multiApply(ids)
    setSending(false)
    setConfirmOpen(false)
    if (!result.success) {
      toast.error(result.error.message)
      return
    }
    const titles = new Map(jobs.map((job) => [job.id, job.title]))
    const next: Record<number, JobResult> = {}
    for (const item of result.data.items) {
      next[item.classified_id] = {
        title: titles.get(item.classified_id) ?? `Tin ${item.classified_id}`,
        success: item.success,
        message: item.success ? APPLY_MSG.applied : (item.error?.message ?? ''),
      }
    }
    setResults((old) => ({ ...old, ...next }))
    setSelected([])
    const taken = result.data.items.filter((item) => item.success || item.error?.code === 'already_applied').map((item) => item.classified_id)
    markApplied(globalMutate, taken)
    const total = result.data.items.length
    const text = result.data.applied > 0 ? APPLY_MSG.multiSuccess(result.data.applied, total) : APPLY_MSG.multiNone
    setSummary({ text, ok: result.data.applied > 0, ids: result.data.items.map((item) => item.classified_id) })
    ;(result.data.applied > 0 ? toast.success : toast.error)(text)
  }

  const openConfirm = () => {
    if (chosen.length === 0) return
    setConfirmJobs(jobs.filter((job) => chosen.includes(job.id)))
    setConfirmOpen(true)
  }

  let body: ReactNode
  if (!data) {
    body = error ? (
      <LoadFailed message={errorMessage(error)} onRetry={() => void mutate()} />
    ) : (
      <p role="status">{isLoading ? 'Đang tìm việc làm phù hợp...' : ''}</p>
    )
  } else if (jobs.length === 0) {
    body = (
      <EmptyBox>
        <p>
          {data.total === 0
            ? 'Chưa có việc làm mới phù hợp với hồ sơ của bạn. Hãy thêm ngành nghề hoặc khu vực mong muốn trong hồ sơ, hoặc tìm thêm việc làm.'
            : 'Trang này không còn tin nào.'}
        </p>
        {data.total === 0 ? (
          <>
            <Link to={routes.listing}>Tìm việc làm</Link>
            <Link to={routes.jobseeker}>{APPLY_MSG.editProfile}</Link>
          </>
        ) : (
          <Link to={location.pathname}>Về trang đầu</Link>
        )}
      </EmptyBox>
    )
  } else {
    body = (
      <>
        <Toolbar role="group" aria-label="Ứng tuyển nhiều tin">
          <SelectAll checked={allChosen} mixed={chosen.length > 0 && !allChosen} disabled={selectable.length === 0} onChange={selectAll} />
          <ToolbarEnd>
            <Count aria-live="polite">Đã chọn {chosen.length} tin</Count>
            <ApplySelected type="button" aria-haspopup="dialog" aria-disabled={chosen.length === 0 || undefined} onClick={openConfirm}>
              Ứng tuyển tin đã chọn
            </ApplySelected>
          </ToolbarEnd>
        </Toolbar>
        <CardList aria-label="Việc làm phù hợp">
          {jobs.map((job) => {
            const result = results[job.id]
            const done = isDone(job.id)
            const controls = (
              <Controls>
                {done ? (
                  <Done>
                    <LineIcon d="M5 12.5l4.5 4.5L19 7.5" size={14} strokeWidth={2.6} />
                    {APPLY_MSG.applied}
                  </Done>
                ) : (
                  <Check>
                    <input type="checkbox" checked={chosen.includes(job.id)} onChange={(event) => toggle(job.id, event.target.checked)} />
                    Chọn<span className="visually-hidden"> {job.title}</span>
                  </Check>
                )}
                <Score>Phù hợp {Math.round(job.score)}%</Score>
                {result && !result.success && <Failed>{result.message}</Failed>}
              </Controls>
            )
            return renderJob(job, controls)
          })}
        </CardList>
        <Pager total={data.total} page={page} limit={MATCHING_PAGE_SIZE} />
      </>
    )
  }

  return (
    <>
      <PageIntro>
        Việc làm được xếp theo mức độ phù hợp với ngành nghề, khu vực, mức lương trong hồ sơ của bạn và độ mới của tin. Tin bạn đã
        ứng tuyển không hiện ở đây.
      </PageIntro>
      <div role="status">
        {summary && (
          <Results data-tone={summary.ok ? undefined : 'bad'} aria-labelledby={titleId}>
            <p id={titleId}>{summary.text}</p>
            <ul>
              {summary.ids.map((id) => (
                <li key={id}>
                  {results[id]?.title}: {results[id]?.message}
                </li>
              ))}
            </ul>
            {summary.ok && <Link to={routes.appliedJobs}>Xem việc làm đã ứng tuyển</Link>}
          </Results>
        )}
      </div>
      {body}
      <Modal
        open={confirmOpen}
        onClose={() => setConfirmOpen(false)}
        title={`Ứng tuyển ${confirmJobs.length} tin đã chọn`}
        footer={
          <DialogActions>
            <GhostButton type="button" onClick={() => setConfirmOpen(false)}>
              {APPLY_MSG.cancel}
            </GhostButton>
            <Button type="button" data-autofocus onClick={confirm} aria-busy={sending || undefined}>
              {sending ? 'Đang gửi...' : APPLY_MSG.confirm}
            </Button>
          </DialogActions>
        }
      >
        <p>Hồ sơ của bạn sẽ được gửi tới nhà tuyển dụng của các tin:</p>
        <Chosen>
          {confirmJobs.map((job) => (
            <li key={job.id}>{job.title}</li>
          ))}
        </Chosen>
        <ProfileSummary profile={profile} />
      </Modal>
    </>
  )
}
