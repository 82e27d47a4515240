// The charts of one job's four series per day (uPlot: MIT, no dependencies, about 22 KB gzipped).
// This module is imported only by the statistics page, whose route is lazily loaded, so the chart
// library never reaches public pages. Two small charts over the same days, each with one y-axis
// from zero: views and impressions (lines) above, contacts and applications (bars side by side,
// far smaller numbers) below, so a bar is never drawn as tall as a hundred times more views, as one
// chart with two y-axes did (issue 39 item 5). The cursor moves on both at once. Each series differs
// by more than colour (solid or dashed line, hollow or solid bar); the legends are ours (they wrap
// on a phone) and one line above the charts reads out the day under the cursor. The canvases are
// hidden from screen readers: the table beside them carries the same numbers.
import { styled } from '@linaria/react'
import { useEffect, useRef, useState } from 'react'
import uPlot from 'uplot'
import { STATS_SERIES, type StatsSeriesKey } from '../../../domain/job-stats'
import { color, radius } from '../../../ui/theme'
import type { JobStatsDay } from '../../../domain/contract/manage-listing'
import { formatCount } from '../../../domain/money'

const FONT = "13px system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"

interface SeriesStyle {
  /** at least 3:1 on white */
  stroke: string
  /** bars only: hollow (a light fill) or solid */
  fill?: string
  dash: number[]
  width: number
  chart: ChartKey
  kind: 'line' | 'bar'
  /** bars: left (-1) or right (1) of the day */
  align?: -1 | 1
}

type ChartKey = 'reach' | 'actions'

/** The two charts, top to bottom, with what their y-axis counts. */
const CHARTS: { key: ChartKey; title: string }[] = [
  { key: 'reach', title: 'Lượt xem và lượt hiển thị' },
  { key: 'actions', title: 'Lượt liên hệ và hồ sơ ứng tuyển' },
]

/** How each series is drawn: never told apart by colour alone. */
export const SERIES_STYLE: Record<StatsSeriesKey, SeriesStyle> = {
  views: { stroke: '#0a6e4a', dash: [], width: 2.5, chart: 'reach', kind: 'line' },
  impressions: { stroke: '#1d4ed8', dash: [7, 4], width: 2, chart: 'reach', kind: 'line' },
  contacts: { stroke: '#b45309', fill: 'rgba(180, 83, 9, 0.22)', dash: [], width: 1.5, chart: 'actions', kind: 'bar', align: -1 },
  applications: { stroke: '#be185d', fill: '#be185d', dash: [], width: 1.5, chart: 'actions', kind: 'bar', align: 1 },
}

const seriesOf = (chart: ChartKey) => STATS_SERIES.filter(({ key }) => SERIES_STYLE[key].chart === chart)
const NAME = Object.fromEntries(STATS_SERIES.map((s) => [s.key, s.name])) as Record<StatsSeriesKey, string>
const bars = uPlot.paths.bars!

/** dd/MM of a yyyy-mm-dd day. */
export const shortDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`


const Figure = styled.figure`
  margin: 0;
  figcaption {
    margin-bottom: 8px;
    color: ${color.muted};
    font-size: 14px;
  }
`
const Chart = styled.div`
  h3 {
    margin: 12px 0 6px;
    font-size: 15px;
  }
`
const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 16px;
  margin: 0 0 8px;
  padding: 0;
  list-style: none;
  font-size: 14px;
  li {
    display: inline-flex;
    align-items: center;
    gap: 6px;
  }
`
const Readout = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0 14px;
  min-height: 2.6em;
  margin: 0 0 6px;
  padding: 4px 8px;
  border-radius: ${radius.sm};
  background: ${color.bg};
  font-size: 14px;
  font-variant-numeric: tabular-nums;
  span {
    white-space: nowrap;
  }
`
/* uPlot's own layout rules (its stylesheet, less the legend we do not use) */
const Plot = styled.div`
  width: 100%;
  min-height: 180px;
  .uplot,
  .uplot * {
    box-sizing: border-box;
  }
  .uplot {
    width: min-content;
    line-height: 1.5;
  }
  .u-wrap {
    position: relative;
    user-select: none;
  }
  .u-over,
  .u-under {
    position: absolute;
  }
  .u-under {
    overflow: hidden;
  }
  .uplot canvas {
    display: block;
    position: relative;
    width: 100%;
    height: 100%;
  }
  .u-axis {
    position: absolute;
  }
  .u-select {
    position: absolute;
    background: rgba(0, 0, 0, 0.07);
    pointer-events: none;
  }
  .u-cursor-x,
  .u-cursor-y {
    position: absolute;
    top: 0;
    left: 0;
    pointer-events: none;
    will-change: transform;
  }
  .u-hz .u-cursor-x {
    height: 100%;
    border-right: 1px dashed ${color.muted};
  }
  .u-hz .u-cursor-y {
    display: none;
  }
  .u-cursor-pt {
    position: absolute;
    top: 0;
    left: 0;
    border-radius: 50%;
    border: 0 solid;
    pointer-events: none;
    will-change: transform;
    background-clip: padding-box !important;
  }
  .u-axis.u-off,
  .u-select.u-off,
  .u-cursor-x.u-off,
  .u-cursor-y.u-off,
  .u-cursor-pt.u-off {
    display: none;
  }
`

function Swatch({ style }: { style: SeriesStyle }) {
  return (
    <svg width="28" height="14" viewBox="0 0 28 14" aria-hidden="true" focusable="false">
      {style.kind === 'bar' ? (
        <rect x="9" y="1" width="10" height="12" fill={style.fill} stroke={style.stroke} strokeWidth="1.5" />
      ) : (
        <line x1="1" y1="7" x2="27" y2="7" stroke={style.stroke} strokeWidth="3" strokeDasharray={style.dash.join(' ') || undefined} />
      )}
    </svg>
  )
}

const chartHeight = (width: number) => (width < 560 ? 180 : 220)

/** The charts' cursors move together (uPlot's cursor sync, keyed per statistics page). */
const SYNC_KEY = 'job-stats'

/** The width an axis needs for its longest label. */
const axisSize = (_self: uPlot, values: string[] | null) => (values?.length ? Math.max(...values.map((v) => v.length)) * 8 + 18 : 36)

function options(chart: ChartKey, days: JobStatsDay[], width: number, onCursor: (index: number | null) => void): uPlot.Options {
  const integerTicks = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000, 100_000, 1_000_000]
  const yRange: uPlot.Range.Function = (_self, _min, max) => [0, max > 0 ? Math.ceil(max * 1.1) : 4]
  const axis = { font: FONT, stroke: color.muted, ticks: { stroke: color.line, size: 4 } }
  return {
    width,
    height: chartHeight(width),
    legend: { show: false },
    cursor: { drag: { x: false, y: false }, points: { size: 9 }, sync: { key: SYNC_KEY } },
    scales: {
      // half a day either side: the first and last days' bars are whole, and a single day sits in the middle
      x: { time: false, range: () => [-0.5, days.length - 0.5] },
      y: { range: yRange },
    },
    axes: [
      {
        ...axis,
        space: 58,
        incrs: [1, 2, 3, 7, 14, 30],
        grid: { stroke: color.line, width: 1 },
        values: (_self, splits) => splits.map((i) => (Number.isInteger(i) && days[i] ? shortDate(days[i].day) : '')),
      },
      {
        ...axis,
        scale: 'y',
        space: 30,
        incrs: integerTicks,
        grid: { stroke: color.line, width: 1 },
        size: axisSize,
        values: (_self, splits) => splits.map(formatCount),
      },
    ],
    series: [
      {},
      ...seriesOf(chart).map(({ key }): uPlot.Series => {
        const style = SERIES_STYLE[key]
        const common = { label: NAME[key], scale: 'y', stroke: style.stroke, width: style.width }
        return style.kind === 'bar'
          ? { ...common, fill: style.fill, paths: bars({ size: [0.42, 18, 2], align: style.align }), points: { show: false } }
          : { ...common, dash: style.dash, points: { show: days.length <= 31, size: 6, fill: style.stroke } }
      }),
    ],
    hooks: { setCursor: [(self) => onCursor(self.cursor.idx ?? null)] },
  }
}

/** One of the two charts: its title, legend and canvas. */
function DayChart({ chart, title, days, onCursor }: { chart: ChartKey; title: string; days: JobStatsDay[]; onCursor: (index: number | null) => void }) {
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = box.current
    if (!element) return
    const data: uPlot.AlignedData = [days.map((_, i) => i), ...seriesOf(chart).map(({ key }) => days.map((day) => day[key]))]
    const plot = new uPlot(options(chart, days, element.clientWidth, onCursor), data, element)
    let width = element.clientWidth
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return
      width = element.clientWidth
      plot.setSize({ width, height: chartHeight(width) })
    })
    observer.observe(element)
    return () => {
      observer.disconnect()
      plot.destroy()
    }
  }, [chart, days, onCursor])

  return (
    <Chart aria-hidden="true" data-chart={chart}>
      <h3>{title}</h3>
      <Legend>
        {seriesOf(chart).map(({ key, name }) => (
          <li key={key}>
            <Swatch style={SERIES_STYLE[key]} />
            {name}
          </li>
        ))}
      </Legend>
      <Plot ref={box} />
    </Chart>
  )
}

export function StatsChart({ days }: { days: JobStatsDay[] }) {
  const [cursor, setCursor] = useState<number | null>(null)
  const shown = days[cursor ?? days.length - 1]
  return (
    <Figure>
      <figcaption>
        Biểu đồ theo ngày, từ {days[0].date} đến {days[days.length - 1].date}: mỗi biểu đồ một trục số tính từ 0. Số liệu đầy đủ có trong bảng số liệu.
      </figcaption>
      {shown && (
        <Readout aria-hidden="true" data-testid="stats-readout">
          <strong>{shown.date}</strong>
          {STATS_SERIES.map(({ key, name }) => (
            <span key={key}>
              {name} {formatCount(shown[key])}
            </span>
          ))}
        </Readout>
      )}
      {CHARTS.map(({ key, title }) => (
        <DayChart key={key} chart={key} title={title} days={days} onCursor={setCursor} />
      ))}
    </Figure>
  )
}
