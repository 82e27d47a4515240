// Desktop top search of the job-seeker pages (SPEC 2.3). A plain GET form to /tuyen-dung, so it
// works before hydration and without JavaScript; once hydrated it becomes a combobox with keyword
// suggestions and popular searches, and searches through the router.
import { styled } from '@linaria/react'
import { Suspense, lazy, useId, useRef, useState, type FormEvent } from 'react'
import { routes } from '../../../lib/paths'
import { keepFocus } from '../../../ui/combobox'
import { color, cardBox } from '../../../ui/theme'
import type { PopularSearch } from '../use-random-pick'
import { SearchIcon } from './icons'
import { useSearchCombobox, type SearchOption } from './use-search-combobox'
import { useSearchNavigation } from './use-search-navigation'
import { searchInputStyles } from './search-input-styles'
import { SearchSubmit } from '../../../ui/search-submit'

// the list's code loads when the box is first focused or pointed at, not with the page
const loadSuggestionList = () => import('./suggestion-list')
const SuggestionList = lazy(() => loadSuggestionList().then((m) => ({ default: m.SuggestionList })))

const Wrap = styled.div`
  position: relative;
  width: 100%;
  max-width: 640px;
`
const Form = styled.form`
  display: flex;
  align-items: center;
  gap: 6px;
  padding: 4px;
  ${cardBox}
  &:focus-within {
    border-color: ${color.brand};
  }
`
const Field = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: 8px;
  padding-left: 10px;
  color: ${color.muted};
  ${searchInputStyles}
  input::-webkit-search-cancel-button {
    cursor: pointer;
  }
`
const Panel = styled.div`
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  right: 0;
  z-index: 60;
  max-height: min(70vh, 480px);
  overflow-y: auto;
  padding: 4px;
  ${cardBox}
  box-shadow: 0 12px 32px rgba(16, 24, 40, 0.16);
`

interface Props {
  /** The keyword shown in the box (the listing's current `q`). */
  initialQuery?: string
  /** Popular searches (content/popular-searches.json): shown under an empty, focused box. */
  popular: PopularSearch[]
  /** Called with the normalised keyword before navigating to the results. */
  onSearch?: (q: string) => void
}

export function SearchBox({ initialQuery, popular, onSearch }: Props) {
  const id = useId()
  const inputId = `${id}-q`
  const listId = `${id}-list`
  const inputRef = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState(initialQuery ?? '')
  const [open, setOpen] = useState(false)
  const { search, open: openUrl } = useSearchNavigation(onSearch)

  // A new keyword from the page (after navigation) replaces what the box shows.
  const [shownInitial, setShownInitial] = useState(initialQuery)
  if (shownInitial !== initialQuery) {
    setShownInitial(initialQuery)
    setQuery(initialQuery ?? '')
  }

  const pick = (option: SearchOption) => {
    setOpen(false)
    if (option.kind === 'popular') {
      openUrl(option.url)
      inputRef.current?.blur()
      return
    }
    setQuery(option.label)
    search(option.label)
  }

  const combo = useSearchCombobox({
    listId,
    query,
    popular,
    open,
    onPick: pick,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setOpen(false)
    search(query)
  }

  return (
    <Wrap>
      <Form role="search" action={routes.listing} method="get" onSubmit={submit} onPointerEnter={() => void loadSuggestionList()}>
        <label htmlFor={inputId} className="visually-hidden">
          Từ khóa tìm việc
        </label>
        <Field>
          <SearchIcon />
          <input
            ref={inputRef}
            id={inputId}
            {...combo.inputProps}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value)
              setOpen(true)
            }}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            // Options are not focusable and pressing them keeps focus here, so any blur means
            // focus left the combobox (Tab, a click elsewhere): the list closes.
            onBlur={() => setOpen(false)}
          />
        </Field>
        <SearchSubmit type="submit">Tìm việc</SearchSubmit>
      </Form>
      {combo.expanded && (
        // no empty panel while the list's code loads
        <Suspense fallback={null}>
          <Panel onMouseDown={keepFocus}>
            <SuggestionList
              listId={listId}
              mode={combo.mode}
              options={combo.options}
              optionProps={combo.optionProps}
            />
          </Panel>
        </Suspense>
      )}
    </Wrap>
  )
}
