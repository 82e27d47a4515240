// Submit button with a pending state. It stays focusable while pending (aria-disabled, not
// disabled: a disabled button drops keyboard focus to the page) and ignores clicks meanwhile.
import { styled } from '@linaria/react'
import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react'
import { Button } from '../button'

const Wide = styled(Button)`
  width: 100%;
  &[aria-disabled='true'] {
    opacity: 0.7;
    cursor: progress;
  }
  @keyframes vlt-spin {
    to {
      transform: rotate(360deg);
    }
  }
`

const Spinner = styled.span`
  width: 16px;
  height: 16px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: vlt-spin 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`

export interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  pending?: boolean
  /** Text while pending. */
  pendingLabel?: string
  children: ReactNode
}

export function SubmitButton({ pending = false, pendingLabel = 'Đang xử lý...', children, onClick, ...rest }: SubmitButtonProps) {
  const guard = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending) {
      event.preventDefault()
      return
    }
    onClick?.(event)
  }
  return (
    <Wide {...rest} type="submit" aria-disabled={pending || undefined} onClick={guard}>
      {pending && <Spinner aria-hidden="true" />}
      {pending ? pendingLabel : children}
    </Wide>
  )
}
