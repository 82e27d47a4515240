// The site's progress bar: a rounded track in the line colour filled with the brand colour, not the
// browser's own <progress>. An upload's bar (`label` names what loads) or a form's steps done.
import { styled } from '@linaria/react'
import { color } from './theme'

const Track = styled.div`
  width: 100%;
  height: 8px;
  border-radius: 4px;
  background: ${color.line};
  overflow: hidden;
  &[data-size='thin'] {
    height: 6px;
    border-radius: 3px;
  }
  > span {
    display: block;
    height: 100%;
    border-radius: inherit;
    background: ${color.brand};
    transition: width 150ms linear;
  }
  @media (prefers-reduced-motion: reduce) {
    > span {
      transition: none;
    }
  }
`

export interface ProgressBarProps {
  /** 0-1. */
  value: number
  /** The accessible name ("Tiến độ tải ảnh 2"). */
  label: string
  /** How the value reads aloud, when a percentage does not say it ("2/4 phần"). */
  valueText?: string
  size?: 'normal' | 'thin'
  className?: string
}

export function ProgressBar({ value, label, valueText, size = 'normal', className }: ProgressBarProps) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100)
  return (
    <Track
      className={className}
      data-size={size}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
    >
      <span style={{ width: `${percent}%` }} />
    </Track>
  )
}
