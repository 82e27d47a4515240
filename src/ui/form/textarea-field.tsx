// A multi-line text field with the "n/max" counter of SPEC 5 (the counter is told to screen readers
// only when the person pauses: aria-live polite on the count would chatter on every key).
import { styled } from '@linaria/react'
import { type ReactNode, type TextareaHTMLAttributes } from 'react'
import { color } from '../theme'
import { controlAria, controlStyle, FieldFrame, splitDecor, useFieldId, type FieldDecor } from './field-frame'

const Area = styled.textarea`
  ${controlStyle}
  min-height: 120px;
  padding: 10px 12px;
  resize: vertical;
  line-height: 1.5;
`

const Footer = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-top: 6px;
  min-height: 24px;
`

const Counter = styled.span`
  margin-left: auto;
  color: ${color.muted};
  font-size: 14px;
  font-variant-numeric: tabular-nums;
  &[data-over='true'] {
    color: ${color.red};
  }
`

export interface TextareaFieldProps
  extends FieldDecor,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange' | 'children' | 'required'> {
  label: string
  value: string
  onChange: (value: string) => void
  maxLength?: number
  /** A control beside the counter (the "Gợi ý" button of auto_ai fields). */
  action?: ReactNode
  id?: string
}

export function TextareaField({
  label,
  value,
  onChange,
  maxLength,
  action,
  id: givenId,
  ...props
}: TextareaFieldProps) {
  const id = useFieldId(givenId)
  const [decor, rest] = splitDecor(props)
  return (
    <FieldFrame
      id={id}
      label={label}
      {...decor}
      after={
        (action || maxLength) && (
          <Footer>
            {action}
            {maxLength !== undefined && (
              <Counter id={`${id}-counter`} data-over={value.length > maxLength} aria-label={`Đã nhập ${value.length} trên ${maxLength} ký tự`}>
                {value.length}/{maxLength}
              </Counter>
            )}
          </Footer>
        )
      }
    >
      <Area
        {...rest}
        id={id}
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        {...controlAria(id, { ...decor, extra: maxLength !== undefined ? `${id}-counter` : undefined })}
      />
    </FieldFrame>
  )
}
