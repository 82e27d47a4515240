// Mobile search (SPEC 2.3): a button that looks like the search field opens a full-screen popup
// with the same suggestions, "Tìm kiếm từ khóa" entry and popular searches as the desktop box.
// The popup's code loads on the first tap (or touch) of the field, not with the page.
import { styled } from '@linaria/react'
import { Suspense, lazy, useState } from 'react'
import { color, cardBox } from '../../../ui/theme'
import type { PopularSearch } from '../use-random-pick'
import { SearchIcon } from './icons'
import { SEARCH_PLACEHOLDER } from './use-search-combobox'

const loadPopup = () => import('./mobile-search-popup')
const MobileSearchPopup = lazy(() => loadPopup().then((m) => ({ default: m.MobileSearchPopup })))

const Trigger = styled.button`
  display: flex;
  align-items: center;
  gap: 8px;
  width: 100%;
  min-height: 44px;
  padding: 0 12px;
  ${cardBox}
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

interface Props {
  popular: PopularSearch[]
  /** The keyword shown in the field (the listing's current `q`). */
  initialQuery?: string
  /** Called with the normalised keyword before navigating to the results. */
  onSearch?: (q: string) => void
}

export function MobileSearch({ popular, initialQuery, onSearch }: Props) {
  const [isOpen, setIsOpen] = useState(false)
  // the popup stays mounted once opened, for its closing animation
  const [used, setUsed] = useState(false)
  const [query, setQuery] = useState(initialQuery ?? '')

  const [shownInitial, setShownInitial] = useState(initialQuery)
  if (shownInitial !== initialQuery) {
    setShownInitial(initialQuery)
    setQuery(initialQuery ?? '')
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
        onPointerDown={() => void loadPopup()}
        onClick={() => {
          setUsed(true)
          setIsOpen(true)
        }}
      >
        <SearchIcon />
        <span>{shown || SEARCH_PLACEHOLDER}</span>
      </Trigger>
      {used && (
        <Suspense fallback={null}>
          <MobileSearchPopup open={isOpen} onClose={() => setIsOpen(false)} query={query} onQueryChange={setQuery} popular={popular} onSearch={onSearch} />
        </Suspense>
      )}
    </>
  )
}
