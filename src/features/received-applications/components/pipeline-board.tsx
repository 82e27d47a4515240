// /dashboard/quy-trinh-tuyen-dung?job=: one job's applications as columns by status, in pipeline
// order, each card with the time it has spent in its status. A card moves by dragging it onto a
// column (mouse) or with its "Chuyển sang" picker (keyboard, touch); either way the move is
// confirmed in a dialog with the status's message template. Wide screens show the columns side by
// side in a ScrollRow (edge fades and arrows while columns lie beyond an edge); an empty column
// folds to a narrow strip with its name (still a drop target), so the columns with applications
// get the room. At phone width the columns stack into one list with the same pickers.
import { styled } from '@linaria/react'
import { useId, useState, type DragEvent } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { BOARD_COLUMN_MAX, RECRUITER_STATUSES, RECRUITER_STATUS_LABELS, closesSoon } from '../../../domain/applications'
import type { ReceivedApplicationItem } from '../../../domain/contract/applications'
import { durationSince, durationUntil } from '../../../domain/dates'
import { errorMessage } from '../../../lib/http'
import { routes } from '../../../lib/paths'
import { PickerGrid } from '../../../ui/filter-grid'
import { ItemOptions } from '../../../ui/item-options'
import { PersonCard } from '../../../ui/person-card'
import { ScrollRow } from '../../../ui/scroll-row'
import { CardList, EmptyBox } from '../../../ui/list-page'
import { color, controlBox, media, radius } from '../../../ui/theme'
import { useApplicantBoard, useApplicantFilters } from '../api/received-applications'
import { MoveDialog } from './status-move'
import { Skeleton } from '../../../ui/skeleton'

const Board = styled(ScrollRow)`
  --scroll-row-bg: ${color.white};
  margin-top: 12px;
`
const Columns = styled.div`
  display: grid;
  gap: 12px;
  ${media.desktop} {
    /* the ScrollRow around it scrolls it sideways; empty columns fold to 56 px strips */
    display: flex;
    align-items: stretch;
    padding-bottom: 8px;
    > section {
      flex: 1 0 220px;
    }
    > section[data-folded] {
      flex: 0 0 56px;
      align-content: start;
      justify-items: center;
      padding: 10px 4px;
    }
    > section[data-folded] h2 {
      flex-direction: row;
      writing-mode: vertical-rl;
      margin: 0;
      white-space: nowrap;
    }
    > section[data-folded] > p {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
`
const Column = styled.section`
  /* holds its visually hidden text inside the sideways scroll */
  position: relative;
  display: grid;
  align-content: start;
  gap: 8px;
  padding: 10px;
  border: 1px solid ${color.line};
  border-radius: ${radius.sm};
  background: ${color.bg};
  &[data-drop='on'] {
    border-color: ${color.brand};
    outline: 2px dashed ${color.brand};
    outline-offset: -4px;
  }
  h2 {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    font-size: 15px;
  }
  > p {
    margin: 0;
    color: ${color.muted};
    font-size: 14px;
  }
`
const Card = styled(PersonCard)`
  grid-template-columns: 40px 1fr;
  gap: 2px 10px;
  padding: 10px;
  cursor: grab;
  &[data-unread] {
    border-color: ${color.brand};
  }
  img {
    grid-row: span 2;
    width: 40px;
    height: 40px;
  }
  p {
    font-size: 13px;
  }
  select {
    grid-column: 1 / -1;
    width: 100%;
    min-height: 44px;
    margin-top: 6px;
    padding: 0 8px;
    ${controlBox}
    font-size: 16px;
  }
`
const Flag = styled.span`
  margin-left: 6px;
  padding: 1px 6px;
  border-radius: 10px;
  font-size: 12px;
  font-weight: 700;
  background: ${color.red};
  color: ${color.white};
  &[data-flag='closing'] {
    background: #fff4e5;
    color: #7a3e00;
  }
`

const MOVABLE: readonly number[] = RECRUITER_STATUSES
const DRAG_TYPE = 'application/x-vieclam-application'

type Move = { applicationId: number; name: string; status: number }

function BoardCard({ item, onMove }: { item: ReceivedApplicationItem; onMove: (move: Move) => void }) {
  const { application, candidate } = item
  const name = candidate?.full_name ?? 'Ứng viên đã xóa hồ sơ'
  const onDragStart = (event: DragEvent) => {
    event.dataTransfer.setData(DRAG_TYPE, JSON.stringify({ applicationId: application.id, name, from: application.status }))
    event.dataTransfer.effectAllowed = 'move'
  }
  return (
    <Card draggable onDragStart={onDragStart} data-unread={application.read_at === null ? '' : undefined} data-application={application.id}>
      <img src={candidate?.image_url || '/images/avatar-default.svg'} alt="" width={40} height={40} loading="lazy" />
      <div>
        <Link to={routes.receivedApplication(application.id)}>{name}</Link>
        {application.read_at === null && <Flag>Mới</Flag>}
      </div>
      <p>
        Ở bước này {durationSince(application.status_at)}
        {closesSoon(application.closes_at) && application.closes_at && <Flag data-flag="closing">Tự đóng sau {durationUntil(application.closes_at)}</Flag>}
      </p>
      <select
        aria-label={`Chuyển hồ sơ của ${name}`}
        value=""
        onChange={(event) => {
          if (event.target.value) onMove({ applicationId: application.id, name, status: Number(event.target.value) })
        }}
      >
        <option value="">Chuyển sang…</option>
        {MOVABLE.filter((status) => status !== application.status).map((status) => (
          <option key={status} value={status}>
            {RECRUITER_STATUS_LABELS[status]}
          </option>
        ))}
      </select>
    </Card>
  )
}

export function PipelineBoard() {
  const [params, setParams] = useSearchParams()
  const { data: filters, error: filtersError } = useApplicantFilters()
  const asked = Number(params.get('job'))
  const jobId = Number.isSafeInteger(asked) && asked > 0 ? asked : (filters?.jobs[0]?.id as number | undefined) ?? null
  const { data: board, error } = useApplicantBoard(jobId)
  const [move, setMove] = useState<Move | null>(null)
  const [dropOn, setDropOn] = useState<number | null>(null)
  const id = useId()

  if (filtersError) return <p role="alert">{errorMessage(filtersError)}</p>
  if (filters && filters.jobs.length === 0) {
    return (
      <EmptyBox>
        <p>Chưa có ứng viên nào ứng tuyển vào tin của bạn. Khi có, hồ sơ hiện ở đây theo từng bước tuyển dụng.</p>
        <Link to={routes.manageListing}>Quản lý tin đăng</Link>
      </EmptyBox>
    )
  }

  const dropProps = (status: number) =>
    MOVABLE.includes(status)
      ? {
          onDragOver: (event: DragEvent) => {
            if (!event.dataTransfer.types.includes(DRAG_TYPE)) return
            event.preventDefault()
            setDropOn(status)
          },
          onDragLeave: () => setDropOn((current) => (current === status ? null : current)),
          onDrop: (event: DragEvent) => {
            event.preventDefault()
            setDropOn(null)
            try {
              const card = JSON.parse(event.dataTransfer.getData(DRAG_TYPE)) as Move & { from: number }
              if (card.from !== status) setMove({ applicationId: card.applicationId, name: card.name, status })
            } catch {
              // not one of our cards
            }
          },
        }
      : {}

  return (
    <>
      <PickerGrid aria-label="Chọn tin tuyển dụng" onSubmit={(event) => event.preventDefault()}>
        <div>
          <label htmlFor={`${id}-job`}>Tin tuyển dụng</label>
          <select id={`${id}-job`} value={jobId ?? ''} onChange={(event) => setParams({ job: event.target.value })}>
            {jobId !== null && !filters?.jobs.some((job) => job.id === jobId) && <option value={jobId}>{board?.job.title ?? `Tin ${jobId}`}</option>}
            <ItemOptions items={filters?.jobs} />
          </select>
        </div>
      </PickerGrid>
      {error ? (
        <p role="alert">{errorMessage(error)}</p>
      ) : !board ? (
        <Skeleton label="Đang tải hồ sơ ứng tuyển..." />
      ) : (
        <Board>
          <Columns data-board="">
            {board.columns.map((column) => (
              <Column
                key={column.status}
                aria-labelledby={`${id}-c${column.status}`}
                data-status={column.status}
                data-drop={dropOn === column.status ? 'on' : undefined}
                data-folded={column.total === 0 || undefined}
                {...dropProps(column.status)}
              >
                <h2 id={`${id}-c${column.status}`}>
                  <span>{column.name}</span>
                  <span>
                    {column.total}
                    <span className="visually-hidden"> hồ sơ</span>
                  </span>
                </h2>
                {column.items.length === 0 ? (
                  <p>Chưa có hồ sơ</p>
                ) : (
                  <CardList>
                    {column.items.map((item) => (
                      <BoardCard key={item.application.id} item={item} onMove={setMove} />
                    ))}
                  </CardList>
                )}
                {column.total > BOARD_COLUMN_MAX && (
                  <p>
                    <Link to={`${routes.receivedApplications}?job=${board.job.id}&status=${column.status}`}>Xem tất cả {column.total} hồ sơ</Link>
                  </p>
                )}
              </Column>
            ))}
          </Columns>
        </Board>
      )}
      <MoveDialog move={move} onClose={() => setMove(null)} />
    </>
  )
}
