// A text box that suggests choices as one types (WAI-ARIA combobox with a listbox popup): arrows
// move through the choices, Enter picks, Escape closes. When `addLabel` is given, the list ends with
// an option that adds what was typed (the street field's "Thêm đường mới: {typed}").
import { styled } from '@linaria/react'
import { useState } from 'react'
import { keepFocus, useCombobox } from '../combobox'
import { ComboboxAnchor, ComboboxList } from '../combobox-list'
import { controlAria, controlStyle, FieldFrame, splitDecor, useFieldId, type FieldDecor } from './field-frame'

const Input = styled.input`
  ${controlStyle}
`

/** The add option, after the found ones. */
const ADD = { id: -1, name: '' }

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
  ...props
}: ComboboxFieldProps) {
  const id = useFieldId(givenId)
  const listId = `${id}-list`
  const [open, setOpen] = useState(false)
  const all = addLabel ? [...options, ADD] : options
  const combo = useCombobox({
    listId,
    options: all,
    // a new list (or another add option) starts with nothing highlighted
    keyOf: (option) => (option === ADD ? `add:${addLabel}` : option.id),
    open: open && !disabled,
    onPick: (option) => {
      setOpen(false)
      if (option === ADD) onAdd?.()
      else onPick(option)
    },
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
  })
  const [decor] = splitDecor(props)
  return (
    <FieldFrame id={id} label={label} {...decor}>
      <ComboboxAnchor>
        <Input
          id={id}
          name={name}
          type="text"
          {...combo.inputProps}
          {...controlAria(id, decor)}
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
          // options are not focusable and pressing them keeps focus here: a blur means focus left
          onBlur={() => {
            setOpen(false)
            onBlur?.()
          }}
        />
        {combo.expanded && (
          <ComboboxList id={listId} role="listbox" aria-label={listLabel} onMouseDown={keepFocus}>
            {all.map((option, index) =>
              option === ADD ? (
                <li key="add" {...combo.optionProps(index)} data-add="">
                  {addLabel}
                </li>
              ) : (
                <li key={option.id} {...combo.optionProps(index)}>
                  {option.name}
                </li>
              ),
            )}
          </ComboboxList>
        )}
      </ComboboxAnchor>
    </FieldFrame>
  )
}
