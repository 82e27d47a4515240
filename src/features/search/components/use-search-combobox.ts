// The combobox behaviour shared by the desktop search box and the mobile search popup (SPEC 2.3):
// keyword suggestions while typing, "Tìm kiếm từ khóa" when there are none, popular searches for
// an empty box, and the keyboard model of the WAI-ARIA combobox pattern.
import { useMemo } from 'react'
import { POPULAR_DROPDOWN_SIZE } from '../../../domain/constants'
import { foldText, normalizeText } from '../../../domain/text'
import { KEYWORD_MAX_LENGTH } from '../../../domain/url-filters'
import { useCombobox } from '../../../ui/combobox'
import { useSuggestions } from '../api/get-suggestions'
import { useRandomPick, type PopularSearch } from '../use-random-pick'

export type SearchOption =
  | { kind: 'suggestion'; key: string; label: string }
  | { kind: 'keyword'; key: string; label: string }
  | { kind: 'popular'; key: string; label: string; url: string }

export type SearchListMode = 'suggestions' | 'popular'

export const SEARCH_PLACEHOLDER = 'Nhập tên công việc, công ty...'

interface Params {
  listId: string
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

export function useSearchCombobox({ listId, query, popular, open, onPick, onOpen, onClose }: Params) {
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

  // the highlight belongs to one list: a popular list and a suggestion list with the same words are two
  const combo = useCombobox({ listId, options, keyOf: (option) => `${mode}|${option.key}`, open, onPick, onOpen, onClose })

  /** The keyword field's attributes: a GET form's `q` and the combobox pattern's input. */
  const inputProps = {
    name: 'q',
    type: 'search',
    ...combo.inputProps,
    placeholder: SEARCH_PLACEHOLDER,
    enterKeyHint: 'search' as const,
    maxLength: KEYWORD_MAX_LENGTH,
  }

  return { mode, options, expanded: combo.expanded, optionProps: combo.optionProps, inputProps, isLoading }
}
