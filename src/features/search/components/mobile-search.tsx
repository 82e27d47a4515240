// Mobile search (SPEC 2.3): a button that looks like the search field opens a full-screen popup
// with the same suggestions, "Tìm kiếm từ khóa" entry and popular searches as the desktop box.
import { styled } from '@linaria/react'
import { useId, useRef, useState, type FormEvent } from 'react'
import { routes } from '../../../lib/paths'
import { LazyModal as Modal } from '../../../ui/lazy-modal'
import { color, radius } from '../../../ui/theme'
import { IconButton } from '../../../ui/icon-button'
import type { PopularSearch } from '../use-random-pick'
import { CloseIcon, SearchIcon } from './icons'
import { SEARCH_PLACEHOLDER } from './search-box'
import { SuggestionList } from './suggestion-list'
import { optionId, useSearchCombobox, type SearchOption } from './use-search-combobox'
import { useSearchNavigation } from './use-search-navigation'
import { searchInputStyles } from './search-input-styles'

const Trigger = styled.button`
  display: flex;
  align-items: center;
  gap: 8px;
  width: 100%;
  min-height: 44px;
  padding: 0 12px;
  background: ${color.white};
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  color: ${color.muted};
  font: inherit;
  text-align: left;
  cursor: text;
  span {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &[data-filled='true'] span {
    color: ${color.text};
  }
`
const Form = styled.form`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 0 4px 0 12px;
  border: 1px solid ${color.brand};
  border-radius: ${radius.md};
  color: ${color.muted};
  ${searchInputStyles}
  input {
    font-size: 16px; /* below 16 px iOS zooms the page on focus */
  }
  input::-webkit-search-cancel-button {
    display: none;
  }
`
const Clear = styled(IconButton)`
  color: ${color.muted};
`
const Results = styled.div`
  margin: 8px -12px 0;
`

interface Props {
  popular: PopularSearch[]
  /** The keyword shown in the field (the listing's current `q`). */
  initialQuery?: string
  /** Called with the normalised keyword before navigating to the results. */
  onSearch?: (q: string) => void
}

export function MobileSearch({ popular, initialQuery, onSearch }: Props) {
  const id = useId()
  const inputId = `${id}-q`
  const listId = `${id}-list`
  const inputRef = useRef<HTMLInputElement>(null)
  const [isOpen, setIsOpen] = useState(false)
  const [query, setQuery] = useState(initialQuery ?? '')
  const { search, open: openUrl } = useSearchNavigation(onSearch)

  const [shownInitial, setShownInitial] = useState(initialQuery)
  if (shownInitial !== initialQuery) {
    setShownInitial(initialQuery)
    setQuery(initialQuery ?? '')
  }

  const close = () => setIsOpen(false)

  const pick = (option: SearchOption) => {
    close()
    if (option.kind === 'popular') {
      openUrl(option.url)
      return
    }
    setQuery(option.label)
    search(option.label)
  }

  // No onClose: Escape belongs to the dialog, which closes the whole popup.
  const combo = useSearchCombobox({ query, popular, open: isOpen, onPick: pick })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    close()
    search(query)
  }

  const shown = initialQuery?.trim()

  return (
    <>
      <Trigger
        type="button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        aria-label={shown ? `Tìm kiếm: ${shown}` : undefined}
        data-filled={Boolean(shown)}
        onClick={() => setIsOpen(true)}
      >
        <SearchIcon />
        <span>{shown || SEARCH_PLACEHOLDER}</span>
      </Trigger>
      <Modal open={isOpen} onClose={close} onBack={close} showClose={false} type="mobile_full" title="Tìm kiếm việc làm">
        <Form role="search" action={routes.listing} method="get" onSubmit={submit}>
          <label htmlFor={inputId} className="visually-hidden">
            Từ khóa tìm việc
          </label>
          <SearchIcon />
          <input
            ref={inputRef}
            id={inputId}
            name="q"
            type="search"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={combo.expanded}
            aria-controls={listId}
            aria-activedescendant={combo.expanded && combo.activeIndex >= 0 ? optionId(listId, combo.activeIndex) : undefined}
            // The dialog moves focus to the element marked data-autofocus when it opens.
            data-autofocus=""
            placeholder={SEARCH_PLACEHOLDER}
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={combo.onKeyDown}
          />
          {query && (
            <Clear
              type="button"
              aria-label="Xóa từ khóa"
              onClick={() => {
                setQuery('')
                inputRef.current?.focus()
              }}
            >
              <CloseIcon size={18} />
            </Clear>
          )}
        </Form>
        {combo.expanded && (
          <Results>
            <SuggestionList
              listId={listId}
              mode={combo.mode}
              options={combo.options}
              activeIndex={combo.activeIndex}
              onPick={pick}
              onActivate={combo.setActiveIndex}
            />
          </Results>
        )}
      </Modal>
    </>
  )
}
