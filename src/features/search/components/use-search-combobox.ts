// The combobox behaviour shared by the desktop search box and the mobile search popup (SPEC 2.3):
// keyword suggestions while typing, "Tìm kiếm từ khóa" when there are none, popular searches for
// an empty box, and the keyboard model of the WAI-ARIA combobox pattern.
import { useMemo, useState, type KeyboardEvent } from 'react'
import { POPULAR_DROPDOWN_SIZE } from '../../../domain/constants'
import { foldText, normalizeText } from '../../../domain/text'
import { KEYWORD_MAX_LENGTH } from '../../../domain/url-filters'
import { useSuggestions } from '../api/get-suggestions'
import { useRandomPick, type PopularSearch } from '../use-random-pick'

export type SearchOption =
  | { kind: 'suggestion'; key: string; label: string }
  | { kind: 'keyword'; key: string; label: string }
  | { kind: 'popular'; key: string; label: string; url: string }

export type SearchListMode = 'suggestions' | 'popular'

export const SEARCH_PLACEHOLDER = 'Nhập tên công việc, công ty...'

/** DOM id of an option, shared by the list (id) and the input (aria-activedescendant). */
export const optionId = (listId: string, index: number) => `${listId}-o${index}`

interface Params {
  query: string
  popular: readonly PopularSearch[]
  /** Whether the list may show (the input has focus, the popup is open). */
  open: boolean
  onPick: (option: SearchOption) => void
  /** Arrow keys on a closed box open it. */
  onOpen?: () => void
  /** Escape closes the list; without it Escape is left to the dialog around the box. */
  onClose?: () => void
}

export function useSearchCombobox({ query, popular, open, onPick, onOpen, onClose }: Params) {
  const typed = normalizeText(query)
  const { suggestions, isLoading } = useSuggestions(open ? typed : '')
  const picks = useRandomPick(popular, POPULAR_DROPDOWN_SIZE)
  const mode: SearchListMode = typed ? 'suggestions' : 'popular'

  const options = useMemo<SearchOption[]>(() => {
    if (mode === 'popular') return picks.map((p) => ({ kind: 'popular', key: p.url, label: p.title, url: p.url }))
    const seen = new Set<string>()
    const found: SearchOption[] = []
    for (const s of suggestions) {
      const folded = foldText(s.name)
      if (!folded || seen.has(folded)) continue
      seen.add(folded)
      found.push({ kind: 'suggestion', key: folded, label: s.name })
    }
    return found.length ? found : [{ kind: 'keyword', key: `keyword:${typed}`, label: typed }]
  }, [mode, picks, suggestions, typed])

  const expanded = open && options.length > 0

  // The highlight belongs to one list: a new list starts with nothing highlighted.
  const signature = `${mode}|${options.map((o) => o.key).join('|')}`
  const [activeIndex, setActiveIndex] = useState(-1)
  const [activeFor, setActiveFor] = useState(signature)
  if (activeFor !== signature) {
    setActiveFor(signature)
    setActiveIndex(-1)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Vietnamese input methods (Telex, VNI) compose letters; their keys are not ours.
    if (event.nativeEvent.isComposing) return
    const n = options.length
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault()
        if (!expanded) {
          onOpen?.()
          return
        }
        const down = event.key === 'ArrowDown'
        setActiveIndex((i) => (down ? (i + 1 >= n ? 0 : i + 1) : i <= 0 ? n - 1 : i - 1))
        return
      }
      case 'Enter':
        if (expanded && activeIndex >= 0 && activeIndex < n) {
          event.preventDefault()
          onPick(options[activeIndex])
        }
        return
      case 'Escape':
        if (expanded && onClose) {
          event.preventDefault()
          event.stopPropagation()
          onClose()
        }
        return
    }
  }

  /** The keyword field's attributes: a GET form's `q` and the combobox pattern's input. */
  const inputProps = (listId: string) => ({
    name: 'q',
    type: 'search',
    role: 'combobox',
    'aria-autocomplete': 'list' as const,
    'aria-expanded': expanded,
    'aria-controls': listId,
    'aria-activedescendant': expanded && activeIndex >= 0 ? optionId(listId, activeIndex) : undefined,
    placeholder: SEARCH_PLACEHOLDER,
    autoComplete: 'off',
    enterKeyHint: 'search' as const,
    maxLength: KEYWORD_MAX_LENGTH,
    onKeyDown,
  })

  return { mode, options, expanded, activeIndex, setActiveIndex, inputProps, isLoading }
}
