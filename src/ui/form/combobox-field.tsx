// A text box that suggests choices as one types (WAI-ARIA combobox with a listbox popup): arrows
// move through the choices, Enter picks, Escape closes. When `addLabel` is given, the list ends with
// an option that adds what was typed (the street field's "Thêm đường mới: {typed}").
import { styled } from '@linaria/react'
import { useId, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { color, radius } from '../theme'
import { controlStyle, describedBy, FieldFrame, type FieldDecor } from './field-frame'

const Wrap = styled.div`
  position: relative;
  min-width: 0;
`
const Input = styled.input`
  ${controlStyle}
`
const List = styled.ul`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  right: 0;
  z-index: 60;
  max-height: min(320px, 50vh);
  overflow-y: auto;
  margin: 0;
  padding: 4px;
  list-style: none;
  background: ${color.white};
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  box-shadow: 0 12px 32px rgba(16, 24, 40, 0.16);
  li {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 8px 12px;
    border-radius: ${radius.sm};
    cursor: pointer;
    overflow-wrap: anywhere;
  }
  li[data-add] {
    color: ${color.brandDark};
    font-weight: 600;
  }
  li[aria-selected='true'] {
    background: ${color.brandSoft};
    color: ${color.brandDark};
  }
`

// Pressing the list must not take focus from the input.
const keepFocus = (event: MouseEvent) => event.preventDefault()

export interface ComboboxOption {
  id: number
  name: string
}

export interface ComboboxFieldProps extends FieldDecor {
  label: string
  name?: string
  id?: string
  placeholder?: string
  disabled?: boolean
  /** the text in the box */
  inputValue: string
  onInputChange: (text: string) => void
  options: ComboboxOption[]
  onPick: (option: ComboboxOption) => void
  /** the add option's words; no add option when absent */
  addLabel?: string
  onAdd?: () => void
  /** the list's accessible name */
  listLabel: string
  maxLength?: number
  onBlur?: () => void
  onFocus?: () => void
}

export function ComboboxField({
  label,
  name,
  id: givenId,
  placeholder,
  disabled,
  inputValue,
  onInputChange,
  options,
  onPick,
  addLabel,
  onAdd,
  listLabel,
  maxLength,
  onBlur,
  onFocus,
  required,
  satisfied,
  hint,
  tooltip,
  moreDescs,
  error,
}: ComboboxFieldProps) {
  const autoId = useId()
  const id = givenId ?? autoId
  const listId = `${id}-list`
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const count = options.length + (addLabel ? 1 : 0)
  // a new list starts with nothing highlighted
  const signature = `${options.map((o) => o.id).join(',')}|${addLabel ?? ''}`
  const [activeFor, setActiveFor] = useState(signature)
  if (activeFor !== signature) {
    setActiveFor(signature)
    setActive(-1)
  }
  const expanded = open && !disabled && count > 0
  const choose = (index: number) => {
    setOpen(false)
    if (index < options.length) onPick(options[index])
    else onAdd?.()
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Vietnamese input methods (Telex, VNI) compose letters; their keys are not ours
    if (event.nativeEvent.isComposing) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!expanded) return setOpen(true)
      const down = event.key === 'ArrowDown'
      setActive((i) => (down ? (i + 1 >= count ? 0 : i + 1) : i <= 0 ? count - 1 : i - 1))
    } else if (event.key === 'Enter' && expanded && active >= 0 && active < count) {
      event.preventDefault()
      choose(active)
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      setOpen(false)
    }
  }
  const decor = { required, satisfied, hint, tooltip, moreDescs, error }
  return (
    <FieldFrame id={id} label={label} {...decor}>
      <Wrap>
        <Input
          id={id}
          name={name}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-o${active}` : undefined}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, decor)}
          autoComplete="off"
          placeholder={placeholder}
          disabled={disabled}
          maxLength={maxLength}
          value={inputValue}
          onChange={(event) => {
            onInputChange(event.target.value)
            setOpen(true)
          }}
          onFocus={() => {
            setOpen(true)
            onFocus?.()
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          // options are not focusable and pressing them keeps focus here: a blur means focus left
          onBlur={() => {
            setOpen(false)
            onBlur?.()
          }}
        />
        {expanded && (
          <List id={listId} role="listbox" aria-label={listLabel} onMouseDown={keepFocus}>
            {options.map((option, index) => (
              <li
                key={option.id}
                id={`${listId}-o${index}`}
                role="option"
                aria-selected={index === active}
                onMouseMove={() => index !== active && setActive(index)}
                onClick={() => choose(index)}
              >
                {option.name}
              </li>
            ))}
            {addLabel && (
              <li
                id={`${listId}-o${options.length}`}
                role="option"
                data-add=""
                aria-selected={active === options.length}
                onMouseMove={() => active !== options.length && setActive(options.length)}
                onClick={() => choose(options.length)}
              >
                {addLabel}
              </li>
            )}
          </List>
        )}
      </Wrap>
    </FieldFrame>
  )
}
