// /dashboard/manage-listing: the jobs of the employer's organisations (SPEC 2.1, 7.4, 9). Tabs with
// their counts, a keyword and an order kept in the address (?tab=&q=&sort=&page=, so back and
// forward keep the place), 20 jobs a page as one dense list at every width. Each row shows the
// job's status (and why it waits or was rejected), dates, services until dd/MM/yyyy, its views and
// applications (polled every 10 s while the page is visible) with their 14-day trend, the days
// left, one main action and a "⋯" menu with the rest; the whole row leads to the job's statistics.
// A push-up is confirmed first ("Đẩy tin lên đầu?"). Hide and show change the row at once and put
// it back if the server refuses; every answer is toasted. The tabs scroll sideways and show it.
import { styled } from '@linaria/react'
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import toast from 'react-hot-toast'
import { Link, useSearchParams } from 'react-router-dom'
import { PAGINATION } from '../../../domain/constants'
import {
  LISTING_SORTS,
  LISTING_STATUS_NAME,
  LISTING_TABS,
  MANAGE_LISTING,
  actionsFor,
  statusOf,
  type ListingSort,
  type ListingTab,
  type ManageAction,
} from '../../../domain/manage-listing'
import { errorMessage } from '../../../lib/http'
import { pageExists, routes } from '../../../lib/paths'
import { ButtonLink, GhostButton } from '../../../ui/button'
import { EmptyBox } from '../../../ui/list-page'
import { PageLinks } from '../../../ui/page-links'
import { ScrollRow } from '../../../ui/scroll-row'
import { Sparkline } from '../../../ui/sparkline'
import { Tab, TabList, TabPanel, useTabs } from '../../../ui/tabs'
import { color, controlBox, media, wholeCardLink, bareList, cardBox, spreadRow } from '../../../ui/theme'
import { useJobTracking } from '../api/get-job-tracking'
import { useListingFilters } from '../api/get-listing-filters'
import { useListingStatistic } from '../api/get-listing-statistic'
import { useMyClassifieds } from '../api/get-my-classifieds'
import { hideJob } from '../api/hide-job'
import { pushUpNow } from '../api/push-up-now'
import { showJob } from '../api/show-job'
import { ExtendDialog } from './extend-dialog'
import { ListingActions, type ButtonAction } from './listing-actions'
import { JobServices, ReviewReason, StatusBadge, daysLeftText } from './listing-parts'
import { PushHistoryDialog } from './push-history-dialog'
import { PushUpConfirmDialog } from './push-up-confirm-dialog'
import type { JobTracking, ManageChanged, MyClassified, MyClassifiedPage } from '../../../domain/contract/manage-listing'
import { formatCount } from '../../../domain/money'

const PAGE_SIZE = PAGINATION.limit

const Wrap = styled.section`
  min-width: 0;
  ${media.mobile} {
    padding: 16px;
  }
`
const Top = styled.div`
  ${spreadRow}
  gap: 8px 16px;
  margin-bottom: 8px;
  h1 {
    margin: 0;
    font-size: 24px;
  }
`
const Intro = styled.p`
  margin: 0 0 16px;
  color: ${color.muted};
`
const Panel = styled.div`
  ${cardBox}
`
const ScrollTabs = styled(TabList)`
  width: max-content;
  min-width: 100%;
  button {
    flex: none;
    white-space: nowrap;
  }
`
const Count = styled.span`
  display: inline-block;
  min-width: 24px;
  padding: 0 6px;
  border-radius: 10px;
  background: ${color.bg};
  color: ${color.text};
  font-size: 13px;
  font-variant-numeric: tabular-nums;
`
const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px 16px;
  padding: 16px;
  border-bottom: 1px solid ${color.line};
  form {
    display: flex;
    flex: 1 1 320px;
    align-items: flex-end;
    gap: 8px;
  }
  label {
    display: block;
    margin-bottom: 4px;
    font-weight: 600;
    font-size: 15px;
  }
  input,
  select {
    min-height: 44px;
    padding: 0 12px;
    ${controlBox}
    font-size: 16px;
  }
  input {
    width: 100%;
  }
`
const Field = styled.div`
  flex: 1 1 auto;
  min-width: 0;
`
const Summary = styled.p`
  margin: 0;
  padding: 12px 16px 0;
  color: ${color.muted};
  font-size: 14px;
`
const Rows = styled.ul`
  /* the row's layout follows the list's own width (the sidebar takes part of the window) */
  container-type: inline-size;
  ${bareList}
`
const Row = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'job job'
    'figures actions';
  align-items: center;
  gap: 10px 16px;
  padding: 14px 16px;
  border-bottom: 1px solid ${color.line};
  &:hover {
    background: #fafbfc;
  }
  @container (max-width: 479.98px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'job' 'figures' 'actions';
  }
  @container (min-width: 820px) {
    grid-template-columns: minmax(0, 1fr) 300px minmax(220px, auto);
    grid-template-areas: 'job figures actions';
  }
`
const Job = styled.div`
  grid-area: job;
  display: grid;
  gap: 4px;
  min-width: 0;
  h2 {
    margin: 0;
    font-size: 16px;
    line-height: 1.35;
    overflow-wrap: anywhere;
  }
  h2 a {
    color: ${color.text};
    text-decoration: none;
  }
  /* the title's link covers the whole row: a tap anywhere but the actions opens the job */
  ${wholeCardLink('h2 a', '0')}
  h2 a:hover {
    color: ${color.brand};
    text-decoration: underline;
  }
`
const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 2px 10px;
  margin: 0;
  color: ${color.muted};
  font-size: 13px;
  font-variant-numeric: tabular-nums;
`
const Figures = styled.dl`
  grid-area: figures;
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;
  margin: 0;
  div {
    min-width: 0;
  }
  dt {
    color: ${color.muted};
    font-size: 12px;
    white-space: nowrap;
  }
  dd {
    display: flex;
    align-items: center;
    gap: 6px;
    margin: 0;
    min-height: 22px;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  dd[data-ended] {
    color: ${color.red};
  }
`
const Actions = styled.div`
  grid-area: actions;
  /* above the title's covering link; the row whose menu is open above the rows after it */
  position: relative;
  z-index: 1;
  &:has([aria-expanded='true']) {
    z-index: 3;
  }
  /* on a narrow list the main action takes the row beside the menu's button */
  @container (max-width: 479.98px) {
    [data-main] {
      flex: 1;
    }
  }
`
const Empty = styled(EmptyBox)`
  margin: 16px;
`

const isTab = (value: string | null): value is ListingTab => LISTING_TABS.some((t) => t.key === value)
const isSort = (value: string | null): value is ListingSort => LISTING_SORTS.some((s) => s.key === value)
const pageOf = (value: string | null) => {
  const n = Number(value)
  return Number.isSafeInteger(n) && n > 1 ? n : 1
}

/** The row as it will be once hidden or shown, before the server has answered. */
function toggled(item: MyClassified, hide: boolean): MyClassified {
  const status = statusOf({ review_status: item.review_status, is_hidden: hide, ended: Date.parse(item.expires_at) <= Date.now() })
  return { ...item, is_hidden: hide, status, status_name: LISTING_STATUS_NAME[status], actions: actionsFor(status, item.free_ups_left, item.paid_ups_left) }
}

const withRow = (page: MyClassifiedPage | undefined, item: MyClassified) =>
  page && { ...page, items: page.items.map((other) => (other.id === item.id ? item : other)) }

/** Where a tap on the row leads: the job's statistics, else (waiting or rejected) its form. */
function detailOf(item: MyClassified): string | null {
  if (item.actions.includes('manage') && pageExists(routes.manageListingJob(item.id))) return routes.manageListingJob(item.id)
  if (item.actions.includes('edit') && pageExists(routes.editJob(item.id))) return routes.editJob(item.id)
  return null
}

const count = (value: number | undefined) => (value === undefined ? '…' : formatCount(value))

/** One job of the list: what it is, how it does, and what to do with it. */
function JobRow({ item, tracking, actions }: { item: MyClassified; tracking: JobTracking | undefined; actions: ReactNode }) {
  const detail = detailOf(item)
  const left = daysLeftText(item.expires_at)
  return (
    <Row data-job={item.id}>
      <Job>
        <h2>{detail ? <Link to={detail}>{item.title}</Link> : item.title}</h2>
        <Meta>
          <StatusBadge status={item.status} name={item.status_name} />
          <span>Mã tin {item.id}</span>
          <span>{item.organization.name}</span>
          {item.posted_by && <span>Người đăng: {item.posted_by}</span>}
        </Meta>
        <Meta>
          <span>Đăng {item.published_date}</span>
          <span>Hết hạn {item.expires_date}</span>
          <JobServices item={item} />
        </Meta>
        <ReviewReason item={item} />
      </Job>
      <Figures>
        <div>
          <dt>Lượt xem</dt>
          <dd>
            {count(tracking?.views)}
            <Sparkline values={item.trend.views} label="Lượt xem 14 ngày qua" width={48} />
          </dd>
        </div>
        <div>
          <dt>Ứng tuyển</dt>
          <dd>
            {count(tracking?.applications ?? item.applications)}
            <Sparkline values={item.trend.applications} label="Ứng tuyển 14 ngày qua" width={48} />
          </dd>
        </div>
        <div>
          <dt>Còn lại</dt>
          <dd data-ended={left.ended || undefined}>{left.text}</dd>
        </div>
      </Figures>
      <Actions>{actions}</Actions>
    </Row>
  )
}

/** The keyword box; keyed by the keyword in the address, so back and forward refill it. */
function SearchForm({ id, initial, onSearch }: { id: string; initial: string; onSearch: (q: string) => void }) {
  const [draft, setDraft] = useState(initial)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSearch(draft.trim())
  }
  return (
    <form role="search" onSubmit={submit}>
      <Field>
        <label htmlFor={id}>Tìm trong tin của bạn</label>
        <input
          id={id}
          type="search"
          value={draft}
          maxLength={MANAGE_LISTING.keywordMax}
          placeholder="Tên tin hoặc mã tin"
          onChange={(event) => setDraft(event.target.value)}
        />
      </Field>
      <GhostButton type="submit">Tìm</GhostButton>
    </form>
  )
}

export function ManageListing() {
  const [params, setParams] = useSearchParams()
  const tab: ListingTab = isTab(params.get('tab')) ? (params.get('tab') as ListingTab) : 'all'
  const sort: ListingSort = isSort(params.get('sort')) ? (params.get('sort') as ListingSort) : 'newest'
  const q = (params.get('q') ?? '').slice(0, MANAGE_LISTING.keywordMax)
  const page = pageOf(params.get('page'))

  const { data: filters } = useListingFilters()
  const statistic = useListingStatistic(q)
  const list = useMyClassifieds({ tab, sort, q, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE })
  const items = list.data?.items ?? []
  const tracking = useJobTracking(items.map((item) => item.id))

  const [busy, setBusy] = useState<{ id: number; action: ManageAction } | null>(null)
  // the dialog's job stays set while it plays its closing animation
  const [extending, setExtending] = useState<MyClassified | null>(null)
  const [extendOpen, setExtendOpen] = useState(false)
  const [history, setHistory] = useState<MyClassified | null>(null)
  const [historyOpen, setHistoryOpen] = useState(false)
  const [confirming, setConfirming] = useState<{ item: MyClassified; action: ManageAction } | null>(null)
  const [confirmOpen, setConfirmOpen] = useState(false)
  const focusAfter = useRef<{ id: number; action: ManageAction } | null>(null)
  const [extendSeq, setExtendSeq] = useState(0)
  const searchId = useId()
  const sortId = useId()

  const tabs = filters?.tabs ?? LISTING_TABS.map((t) => ({ key: t.key, name: t.name, description: t.description }))
  const sorts = filters?.sorts ?? LISTING_SORTS.map((s) => ({ key: s.key, name: s.name }))
  const totals = Object.fromEntries((statistic.data?.tabs ?? []).map((t) => [t.key, t.total])) as Partial<Record<ListingTab, number>>
  const current = tabs.find((t) => t.key === tab) ?? tabs[0]

  const navigate = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params)
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key)
      else next.set(key, value)
    }
    // a new tab, keyword or order starts at the first page
    if (!('page' in changes)) next.delete('page')
    setParams(next)
  }
  const { tabListProps, tabProps, panelProps } = useTabs({
    keys: tabs.map((t) => t.key),
    selected: tab,
    onSelect: (key) => navigate({ tab: key === 'all' ? null : key }),
    sharedPanel: true,
  })

  // after hide/show the button the person pressed is replaced by its counterpart: focus goes there
  useEffect(() => {
    const target = focusAfter.current
    if (!target) return
    focusAfter.current = null
    // the counterpart may sit in the row's menu: then focus goes to the menu's button
    const row = document.querySelector<HTMLElement>(`[data-job-actions="${target.id}"]`)
    ;(row?.querySelector<HTMLElement>(`[data-action="${target.action}"]`) ?? row?.querySelector<HTMLElement>('[data-action="more"]'))?.focus()
  }, [list.data])

  const replaceRow = (item: MyClassified) => void list.mutate((data) => withRow(data, item), { revalidate: false })
  const settled = (changed: ManageChanged) => {
    replaceRow(changed.item)
    toast.success(changed.message)
    void statistic.mutate()
  }

  const toggle = async (item: MyClassified, hide: boolean) => {
    focusAfter.current = { id: item.id, action: hide ? 'show' : 'hide' }
    replaceRow(toggled(item, hide))
    const result = hide ? await hideJob(item.id) : await showJob(item.id)
    if (result.success) settled(result.data)
    else {
      focusAfter.current = { id: item.id, action: hide ? 'hide' : 'show' }
      replaceRow(item)
      toast.error(result.error.message)
    }
  }

  const push = async (item: MyClassified, action: ManageAction) => {
    setBusy({ id: item.id, action })
    const result = await pushUpNow(item.id)
    setBusy(null)
    if (result.success) settled(result.data)
    else {
      toast.error(result.error.message)
      // the allowance may have been used elsewhere: show the row as the server has it
      if (result.error.code === 'free_up_used') void list.mutate()
    }
  }

  const onAction = (action: ButtonAction, item: MyClassified) => {
    switch (action) {
      case 'hide':
      case 'show':
        return void toggle(item, action === 'hide')
      case 'up_free_now':
      case 'up_now':
        // a push-up spends an allowance: asked first
        setConfirming({ item, action })
        return setConfirmOpen(true)
      case 'extend':
        setExtending(item)
        setExtendSeq((n) => n + 1)
        return setExtendOpen(true)
      case 'up_history':
        setHistory(item)
        return setHistoryOpen(true)
    }
  }

  const actionsOf = (item: MyClassified) => (
    <div data-job-actions={item.id} role="group" aria-label={`Thao tác với tin ${item.title}`}>
      <ListingActions item={item} busy={busy?.id === item.id ? busy.action : null} onAction={onAction} />
    </div>
  )

  const canPost = pageExists(routes.postJob)
  let body: ReactNode
  if (!list.data) {
    body = list.error ? (
      <Empty role="alert">
        <p>{errorMessage(list.error)}</p>
        <GhostButton type="button" onClick={() => void list.mutate()}>
          Thử lại
        </GhostButton>
      </Empty>
    ) : (
      <Summary role="status">Đang tải tin đăng...</Summary>
    )
  } else if (items.length === 0) {
    const noJobsAtAll = !q && statistic.data && (totals.all ?? 0) === 0
    body = (
      <Empty>
        {noJobsAtAll ? (
          <p>Bạn chưa có tin tuyển dụng nào. Đăng tin đầu tiên để ứng viên tìm thấy doanh nghiệp của bạn.</p>
        ) : q ? (
          <p>
            Không tìm thấy tin nào khớp “{q}” trong mục “{current.name}”.
          </p>
        ) : list.data.total > 0 ? (
          <p>Trang này không còn tin nào.</p>
        ) : (
          <p>
            Chưa có tin nào trong mục “{current.name}”. {current.description}.
          </p>
        )}
        {q && (
          <GhostButton type="button" onClick={() => navigate({ q: null })}>
            Xóa từ khóa
          </GhostButton>
        )}
        {!q && list.data.total > 0 && <Link to={routes.manageListing}>Về trang đầu</Link>}
        {canPost && <Link to={routes.postJob}>Đăng tin tuyển dụng</Link>}
      </Empty>
    )
  } else {
    body = (
      <Rows aria-label={`Tin tuyển dụng: ${current.name}`} aria-busy={list.isValidating || undefined}>
        {items.map((item) => (
          <JobRow key={item.id} item={item} tracking={tracking.data?.[item.id]} actions={actionsOf(item)} />
        ))}
      </Rows>
    )
  }

  const total = list.data?.total ?? 0
  const pages = Math.ceil(total / PAGE_SIZE)
  const href = (n: number) => {
    const next = new URLSearchParams(params)
    if (n > 1) next.set('page', String(n))
    else next.delete('page')
    const query = next.toString()
    return `${routes.manageListing}${query ? `?${query}` : ''}`
  }

  return (
    <Wrap aria-labelledby={`${searchId}-title`}>
      <Top>
        <h1 id={`${searchId}-title`}>Quản lý tin đăng</h1>
        {canPost && <ButtonLink to={routes.postJob}>Đăng tin mới</ButtonLink>}
      </Top>
      <Intro>
        Theo dõi hiệu quả, ẩn hoặc hiện, gia hạn và đẩy tin của doanh nghiệp bạn. Mỗi tin đang hiển thị được đẩy miễn phí{' '}
        {filters?.free_ups_per_day ?? MANAGE_LISTING.freeUpsPerDay} lần mỗi ngày.
      </Intro>
      <Panel>
        <ScrollRow>
          <ScrollTabs {...tabListProps} aria-label="Mục tin đăng">
            {tabs.map((t) => (
              <Tab key={t.key} {...tabProps(t.key)}>
                {t.name}
                <Count>
                  {totals[t.key] ?? '…'}
                  <span className="visually-hidden"> tin</span>
                </Count>
              </Tab>
            ))}
          </ScrollTabs>
        </ScrollRow>
        <TabPanel {...panelProps(tab)}>
          <Tools>
            <SearchForm key={q} id={searchId} initial={q} onSearch={(value) => navigate({ q: value || null })} />
            <div>
              <label htmlFor={sortId}>Sắp xếp</label>
              <select id={sortId} value={sort} onChange={(event) => navigate({ sort: event.target.value === 'newest' ? null : event.target.value })}>
                {sorts.map((s) => (
                  <option key={s.key} value={s.key}>
                    {s.name}
                  </option>
                ))}
              </select>
            </div>
          </Tools>
          {list.data && total > 0 && (
            <Summary role="status">
              {q ? `${total} tin khớp “${q}”` : `${total} tin`} trong mục “{current.name}”
              {pages > 1 ? `, trang ${page}/${pages}` : ''}.
            </Summary>
          )}
          {body}
          <PageLinks page={page} pages={pages} href={href} centered />
        </TabPanel>
      </Panel>

      <ExtendDialog
        key={extendSeq}
        item={extending}
        open={extendOpen}
        onClose={() => setExtendOpen(false)}
        onExtended={(changed) => {
          setExtendOpen(false)
          settled(changed)
        }}
      />
      <PushHistoryDialog item={history} open={historyOpen} onClose={() => setHistoryOpen(false)} />
      <PushUpConfirmDialog
        item={confirming?.item ?? null}
        open={confirmOpen}
        freePerDay={filters?.free_ups_per_day ?? MANAGE_LISTING.freeUpsPerDay}
        onClose={() => setConfirmOpen(false)}
        onConfirm={() => {
          setConfirmOpen(false)
          if (confirming) void push(confirming.item, confirming.action)
        }}
      />
    </Wrap>
  )
}
