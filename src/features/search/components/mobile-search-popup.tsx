// The mobile search popup (SPEC 2.3): a full-screen dialog with the search field, keyword
// suggestions, the "Tìm kiếm từ khóa" entry and popular searches. Its code loads when the field
// is first tapped (mobile-search.tsx).
import { styled } from '@linaria/react'
import { useId, useRef, type FormEvent } from 'react'
import { routes } from '../../../lib/paths'
import { Modal } from '../../../ui/modal'
import { color, radius } from '../../../ui/theme'
import { IconButton } from '../../../ui/icon-button'
import type { PopularSearch } from '../use-random-pick'
import { CloseIcon, SearchIcon } from './icons'
import { SuggestionList } from './suggestion-list'
import { useSearchCombobox, type SearchOption } from './use-search-combobox'
import { useSearchNavigation } from './use-search-navigation'
import { searchInputStyles } from './search-input-styles'

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
  open: boolean
  onClose: () => void
  /** What the field holds; kept by the trigger, so a reopened popup shows what was typed. */
  query: string
  onQueryChange: (query: string) => void
  popular: PopularSearch[]
  onSearch?: (q: string) => void
}

export function MobileSearchPopup({ open, onClose, query, onQueryChange, popular, onSearch }: Props) {
  const id = useId()
  const inputId = `${id}-q`
  const listId = `${id}-list`
  const inputRef = useRef<HTMLInputElement>(null)
  const { search, open: openUrl } = useSearchNavigation(onSearch)

  const pick = (option: SearchOption) => {
    onClose()
    if (option.kind === 'popular') {
      openUrl(option.url)
      return
    }
    onQueryChange(option.label)
    search(option.label)
  }

  // No onClose: Escape belongs to the dialog, which closes the whole popup.
  const combo = useSearchCombobox({ listId, query, popular, open, onPick: pick })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onClose()
    search(query)
  }

  return (
    <Modal open={open} onClose={onClose} onBack={onClose} showClose={false} type="mobile_full" title="Tìm kiếm việc làm">
      <Form role="search" action={routes.listing} method="get" onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          Từ khóa tìm việc
        </label>
        <SearchIcon />
        <input
          ref={inputRef}
          id={inputId}
          {...combo.inputProps}
          // The dialog moves focus to the element marked data-autofocus when it opens.
          data-autofocus=""
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
        />
        {query && (
          <Clear
            type="button"
            aria-label="Xóa từ khóa"
            onClick={() => {
              onQueryChange('')
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
            optionProps={combo.optionProps}
          />
        </Results>
      )}
    </Modal>
  )
}
