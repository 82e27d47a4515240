// Popular searches (SPEC 2.2): a block of 5 links picked at random without repeats, and the
// desktop dropdown of 10. Both prerender the first items and reshuffle once hydrated.
import { styled } from '@linaria/react'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Link } from 'react-router-dom'
import { POPULAR_DROPDOWN_SIZE, RANDOM_POPULAR_LINKS } from '../../../domain/constants'
import { color, radius, bareList, cardBox } from '../../../ui/theme'
import { useRandomPick, type PopularSearch } from '../use-random-pick'
import { ChevronDownIcon, SearchIcon } from './icons'

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  ${bareList}
  a {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    min-height: 44px;
    padding: 8px 14px;
    border: 1px solid ${color.line};
    border-radius: 999px;
    background: ${color.white};
    color: ${color.text};
    text-decoration: none;
  }
  a:hover {
    border-color: ${color.brand};
    color: ${color.brandDark};
  }
  svg {
    flex: none;
    color: ${color.muted};
  }
`

export function PopularSearches({ items }: { items: PopularSearch[] }) {
  const picks = useRandomPick(items, RANDOM_POPULAR_LINKS)
  if (picks.length === 0) return null
  return (
    <Links>
      {picks.map((item) => (
        <li key={item.url}>
          <Link to={item.url}>
            <SearchIcon size={16} />
            {item.title}
          </Link>
        </li>
      ))}
    </Links>
  )
}

const Wrap = styled.div`
  position: relative;
  display: inline-block;
`
const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 12px;
  border: 0;
  border-radius: ${radius.sm};
  background: transparent;
  color: ${color.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${color.bg};
  }
  svg {
    transition: transform 0.2s ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`
const Menu = styled.ul`
  position: absolute;
  top: calc(100% + 4px);
  left: 0;
  z-index: 60;
  width: max-content;
  min-width: 260px;
  max-width: min(360px, 90vw);
  margin: 0;
  padding: 6px;
  list-style: none;
  ${cardBox}
  box-shadow: 0 12px 32px rgba(16, 24, 40, 0.16);
  &[hidden] {
    display: none;
  }
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 8px 12px;
    border-radius: ${radius.sm};
    color: ${color.text};
    text-decoration: none;
  }
  a:hover,
  a:focus-visible {
    background: ${color.brandSoft};
    color: ${color.brandDark};
  }
`

/** Desktop disclosure "Tìm kiếm phổ biến" with 10 popular searches. */
export function PopularDropdown({ items }: { items: PopularSearch[] }) {
  const menuId = useId()
  const [open, setOpen] = useState(false)
  const wrapRef = useRef<HTMLDivElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const picks = useRandomPick(items, POPULAR_DROPDOWN_SIZE)

  // A press anywhere outside closes the list.
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
      toggleRef.current?.focus()
    }
  }

  if (picks.length === 0) return null
  return (
    <Wrap
      ref={wrapRef}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <Toggle
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        Tìm kiếm phổ biến
        <ChevronDownIcon />
      </Toggle>
      <Menu id={menuId} hidden={!open}>
        {picks.map((item) => (
          <li key={item.url}>
            <Link to={item.url} onClick={() => setOpen(false)}>
              {item.title}
            </Link>
          </li>
        ))}
      </Menu>
    </Wrap>
  )
}
