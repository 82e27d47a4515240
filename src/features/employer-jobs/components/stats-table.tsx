// The chart's numbers as a real table: what screen readers read instead of the canvas, and what
// anyone can show with "Xem dạng bảng". Hidden, it stays in the page (visually hidden), so a
// screen reader always finds it; shown, it scrolls sideways on a narrow phone.
import { styled } from '@linaria/react'
import { useId, useState } from 'react'
import { STATS_SERIES } from '../../../domain/job-stats'
import { GhostButton } from '../../../ui/button'
import { color } from '../../../ui/theme'
import type { JobStatsCounts, JobStatsDay } from '../../../domain/contract/manage-listing'
import { formatCount } from '../../../domain/money'


/* scrolls only while shown: a hidden scrolling region would be one a keyboard cannot reach */
const Scroll = styled.div`
  margin-top: 12px;
  &[data-shown] {
    overflow-x: auto;
  }
  &:focus-visible {
    outline: 2px solid ${color.focus};
  }
`
const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 15px;
  font-variant-numeric: tabular-nums;
  caption {
    margin-bottom: 6px;
    text-align: left;
    font-weight: 600;
  }
  th,
  td {
    padding: 8px 10px;
    border-bottom: 1px solid ${color.line};
    text-align: right;
    white-space: nowrap;
  }
  th:first-child {
    text-align: left;
  }
  thead th {
    background: ${color.bg};
    font-size: 14px;
    white-space: normal;
    vertical-align: bottom;
  }
  tbody th {
    font-weight: 400;
  }
  tfoot th,
  tfoot td {
    font-weight: 700;
    border-top: 2px solid ${color.line};
  }
`

export function StatsTable({ title, days, totals }: { title: string; days: JobStatsDay[]; totals: JobStatsCounts }) {
  const [shown, setShown] = useState(false)
  const id = useId()
  return (
    <div>
      <GhostButton type="button" aria-controls={id} aria-pressed={shown} onClick={() => setShown((value) => !value)}>
        {shown ? 'Ẩn bảng số liệu' : 'Xem dạng bảng'}
      </GhostButton>
      {/* a scrolling region must be reachable by keyboard, but only while it is on screen */}
      <Scroll id={id} className={shown ? undefined : 'visually-hidden'} data-shown={shown || undefined} tabIndex={shown ? 0 : undefined} role={shown ? 'region' : undefined} aria-label={shown ? 'Bảng số liệu theo ngày' : undefined}>
        <Table>
          <caption>
            Số liệu theo ngày của tin “{title}”, từ {days[0]?.date} đến {days[days.length - 1]?.date}
          </caption>
          <thead>
            <tr>
              <th scope="col">Ngày</th>
              {STATS_SERIES.map(({ key, name }) => (
                <th key={key} scope="col">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.day}>
                <th scope="row">{day.date}</th>
                {STATS_SERIES.map(({ key }) => (
                  <td key={key}>{formatCount(day[key])}</td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Tổng</th>
              {STATS_SERIES.map(({ key }) => (
                <td key={key}>{formatCount(totals[key])}</td>
              ))}
            </tr>
          </tfoot>
        </Table>
      </Scroll>
    </div>
  )
}
