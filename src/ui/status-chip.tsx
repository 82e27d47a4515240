// An application's status as a coloured pill (the colour family of each status in
// src/domain/applications.ts STATUS_TONE), the same on the seeker's and the employer's pages.
import { styled } from '@linaria/react'
import type { ReactNode } from 'react'
import { STATUS_TONE } from '../domain/applications'
import { color } from './theme'

const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 3px 10px;
  border-radius: 999px;
  font-weight: 700;
  color: ${color.text};
  background: ${color.bg};
  border: 1px solid ${color.line};
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: currentColor;
  }
  &[data-tone='viewed'] {
    color: #1d4ed8;
    background: #eef3ff;
    border-color: #c7d5fb;
  }
  &[data-tone='good'],
  &[data-tone='interview'] {
    color: ${color.brand};
    background: ${color.brandSoft};
    border-color: #b9e0cf;
  }
  &[data-tone='bad'] {
    color: #8e1b1b;
    background: #fdecea;
    border-color: #f3c4c0;
  }
`

export function StatusChip({ status, children }: { status: number; children: ReactNode }) {
  return (
    <Chip data-tone={STATUS_TONE[status] ?? 'sent'} data-status={status}>
      {children}
    </Chip>
  )
}
