// The WAI-ARIA combobox pattern (an input with a listbox popup, focus kept in the input and the
// highlighted option announced through aria-activedescendant), once for every box that suggests as
// one types: the job search (desktop box and mobile popup), the organisations' search and the form
// field (ComboboxField). The caller owns the text, the options and whether the list may show; this
// owns the highlight and the keys: arrows move (wrapping; on a closed box they open it), Enter
// picks the highlighted option, Escape closes. Small and free of styles: it is in the public pages'
// first load (the search box); the popup's look is combobox-list.tsx.
import { useState, type KeyboardEvent, type MouseEvent } from 'react'

/** DOM id of an option, shared by the list (id) and the input (aria-activedescendant). */
export const optionId = (listId: string, index: number) => `${listId}-o${index}`

/** Pressing the list (an option, its scrollbar, its padding) must not take focus from the input. */
export const keepFocus = (event: MouseEvent) => event.preventDefault()

export interface ComboboxParams<T> {
  listId: string
  options: readonly T[]
  /** a stable key of an option: a new list (other keys) starts with nothing highlighted */
  keyOf: (option: T) => string | number
  /** whether the list may show (the input has focus, the popup is open) */
  open: boolean
  onPick: (option: T) => void
  /** arrow keys on a closed box open it */
  onOpen?: () => void
  /** Escape closes the list (and goes no further); without it Escape is left to the dialog around the box */
  onClose?: () => void
}

export function useCombobox<T>({ listId, options, keyOf, open, onPick, onOpen, onClose }: ComboboxParams<T>) {
  const n = options.length
  const expanded = open && n > 0
  const signature = options.map(keyOf).join('|')
  const [activeIndex, setActiveIndex] = useState(-1)
  const [activeFor, setActiveFor] = useState(signature)
  if (activeFor !== signature) {
    setActiveFor(signature)
    setActiveIndex(-1)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Vietnamese input methods (Telex, VNI) compose letters; their keys are not ours
    if (event.nativeEvent.isComposing) return
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!expanded) return onOpen?.()
      const down = event.key === 'ArrowDown'
      setActiveIndex((i) => (down ? (i + 1 >= n ? 0 : i + 1) : i <= 0 ? n - 1 : i - 1))
    } else if (event.key === 'Enter' && expanded && activeIndex >= 0 && activeIndex < n) {
      event.preventDefault()
      onPick(options[activeIndex])
    } else if (event.key === 'Escape' && expanded && onClose) {
      event.preventDefault()
      event.stopPropagation()
      onClose()
    }
  }

  return {
    expanded,
    /** the input's part of the pattern */
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list' as const,
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-activedescendant': expanded && activeIndex >= 0 ? optionId(listId, activeIndex) : undefined,
      autoComplete: 'off',
      onKeyDown,
    },
    /**
     * an option's part: its id, its state, the pointer moving the highlight (keyboard and mouse
     * agree) and picking; the list around the options takes keepFocus on mousedown
     */
    optionProps: (index: number) => ({
      id: optionId(listId, index),
      role: 'option',
      'aria-selected': index === activeIndex,
      onMouseMove: () => index !== activeIndex && setActiveIndex(index),
      onClick: () => onPick(options[index]),
    }),
  }
}
