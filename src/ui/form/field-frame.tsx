// The frame every config-driven field shares (SPEC 3 "Form field config", SPEC 5): a label (or a
// legend for a group of controls), the required marker, the "good profile" marker and hint of
// satisfiedRequired fields, a tooltip line, the moreDescs tips, and the error, announced.
import { styled } from '@linaria/react'
import { useId, type ReactNode } from 'react'
import { color, controlBox, radius } from '../theme'
import { ErrorText } from './text-field'

export const SATISFIED_HINT = 'Thông tin cần có để đạt hồ sơ tốt'

export interface FieldDecor {
  /** Required: a red star by the label (the control carries aria-required). */
  required?: boolean
  /** satisfiedRequired and still empty: marked, with the hint of SPEC 5. */
  satisfied?: boolean
  hint?: ReactNode
  tooltip?: string
  moreDescs?: { title: string; items: string[] }
  error?: string
}

/** The ids a control points aria-describedby at, given what the frame shows. */
export function describedBy(id: string, decor: FieldDecor & { extra?: string }): string | undefined {
  const ids = [
    decor.satisfied ? `${id}-satisfied` : null,
    decor.hint ? `${id}-hint` : null,
    decor.tooltip ? `${id}-tooltip` : null,
    decor.extra ?? null,
    decor.error ? `${id}-error` : null,
  ].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}

/** A field's id: the one given, or one of its own. */
export function useFieldId(givenId: string | undefined): string {
  const autoId = useId()
  return givenId ?? autoId
}

/** A field's props split into what its frame shows and the rest. */
export function splitDecor<P extends FieldDecor>(props: P): [FieldDecor, Omit<P, keyof FieldDecor>] {
  const { required, satisfied, hint, tooltip, moreDescs, error, ...rest } = props
  return [{ required, satisfied, hint, tooltip, moreDescs, error }, rest]
}

/** The control's side of the frame: required, invalid while there is an error, described by what the frame shows. */
export function controlAria(id: string, decor: FieldDecor & { extra?: string }) {
  return {
    'aria-required': decor.required || undefined,
    'aria-invalid': decor.error ? true : undefined,
    'aria-describedby': describedBy(id, decor),
  }
}

export const Frame = styled.div`
  margin: 0 0 20px;
  padding: 0;
  border: 0;
  min-width: 0;
  > label,
  > legend {
    display: block;
    padding: 0;
    margin-bottom: 6px;
    font-weight: 600;
    font-size: 15px;
  }
`

const Star = styled.span`
  margin-left: 2px;
  color: ${color.red};
`

/** The required marker after a label (the control says aria-required itself). */
export const RequiredStar = () => <Star aria-hidden="true">*</Star>

const Satisfied = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  margin: -2px 0 6px;
  color: #8a4b00;
  font-size: 14px;
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: #d97706;
    flex: none;
  }
`

export const HelpText = styled.p`
  margin: -2px 0 6px;
  color: ${color.muted};
  font-size: 14px;
`

const Tips = styled.details`
  margin: 0 0 8px;
  padding: 8px 12px;
  border-radius: ${radius.sm};
  background: ${color.bg};
  font-size: 14px;
  summary {
    cursor: pointer;
    color: ${color.brandDark};
    font-weight: 600;
    min-height: 24px;
  }
  ul {
    margin: 6px 0 0;
    padding-left: 20px;
  }
`

/** The moreDescs tips of a field config: a title that opens a short list. */
export function MoreDescs({ title, items }: { title: string; items: string[] }) {
  return (
    <Tips>
      <summary>{title}</summary>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Tips>
  )
}

export interface FieldFrameProps extends FieldDecor {
  id: string
  label: ReactNode
  /** A group of controls (radios, checkboxes, two inputs): fieldset and legend. */
  group?: boolean
  children: ReactNode
  /** Under the control, before the error (a counter, a status line). */
  after?: ReactNode
  className?: string
}

export function FieldFrame({
  id,
  label,
  group = false,
  required,
  satisfied,
  hint,
  tooltip,
  moreDescs,
  error,
  children,
  after,
  className,
}: FieldFrameProps) {
  const heading = (
    <>
      {label}
      {required && <RequiredStar />}
    </>
  )
  const body = (
    <>
      {group ? <legend id={`${id}-label`}>{heading}</legend> : <label htmlFor={id} id={`${id}-label`}>{heading}</label>}
      {satisfied && <Satisfied id={`${id}-satisfied`}>{SATISFIED_HINT}</Satisfied>}
      {hint && <HelpText id={`${id}-hint`}>{hint}</HelpText>}
      {tooltip && <HelpText id={`${id}-tooltip`}>{tooltip}</HelpText>}
      {moreDescs && <MoreDescs {...moreDescs} />}
      {children}
      {after}
      {error && (
        <ErrorText id={`${id}-error`} role="alert">
          {error}
        </ErrorText>
      )}
    </>
  )
  return group ? (
    <Frame as="fieldset" className={className} data-field-frame={id}>
      {body}
    </Frame>
  ) : (
    <Frame className={className} data-field-frame={id}>
      {body}
    </Frame>
  )
}

/** The shared look of inputs, selects and textareas inside a frame. */
export const controlStyle = `
  display: block;
  width: 100%;
  min-height: 48px;
  padding: 0 12px;
  ${controlBox}
  font-size: 16px;
  &:focus-visible {
    border-color: ${color.focus};
    outline: 2px solid ${color.focus};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${color.red};
  }
  &:disabled,
  &[readonly] {
    background: ${color.bg};
  }
`
