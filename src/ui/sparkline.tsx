// A tiny trend line (the last days of a count) drawn as inline SVG, no chart library. Screen
// readers get a sentence instead of the drawing: the label, the total and the best day.
import { styled } from '@linaria/react'
import { color } from './theme'
import { formatCount } from '../domain/money'

const Svg = styled.svg`
  display: block;
  flex: none;
  overflow: visible;
  color: ${color.brand};
`

/** The words a screen reader hears for a trend: "Lượt xem 14 ngày qua: tổng 50, nhiều nhất 8 một ngày". */
export function trendText(label: string, values: readonly number[]): string {
  const total = values.reduce((sum, value) => sum + value, 0)
  if (total === 0) return `${label}: chưa có`
  const most = Math.max(...values)
  return `${label}: tổng ${formatCount(total)}, nhiều nhất ${formatCount(most)} một ngày`
}

/** The polyline's points in a width × height box, the first value at the left, zero at the bottom. */
export function sparkPoints(values: readonly number[], width: number, height: number, pad = 1.5): string {
  if (values.length === 0) return ''
  const max = Math.max(...values, 1)
  const step = values.length > 1 ? (width - 2 * pad) / (values.length - 1) : 0
  const y = (value: number) => height - pad - (value / max) * (height - 2 * pad)
  return values.map((value, i) => `${(pad + i * step).toFixed(1)},${y(value).toFixed(1)}`).join(' ')
}

export function Sparkline({
  values,
  label,
  width = 64,
  height = 20,
  className,
}: {
  values: readonly number[]
  /** What the values count and over which days, e.g. "Lượt xem 14 ngày qua". */
  label: string
  width?: number
  height?: number
  className?: string
}) {
  const points = sparkPoints(values, width, height)
  const last = points.split(' ').at(-1)?.split(',')
  return (
    <Svg className={className} width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={trendText(label, values)}>
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" strokeLinecap="round" />
      {last && <circle cx={last[0]} cy={last[1]} r={2} fill="currentColor" />}
    </Svg>
  )
}
