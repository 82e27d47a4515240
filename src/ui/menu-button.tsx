// A "⋯" button that opens a menu of actions (the ARIA menu button pattern): aria-haspopup="menu"
// and aria-expanded on the button; opening moves focus to the first item (the last with ArrowUp);
// ArrowDown/ArrowUp move round the items, Home/End jump, Escape closes and returns focus to the
// button, Tab and a click outside close. Items are buttons or router links, 44 px tall. Choosing
// an item closes the menu and puts focus back on the button first, so a dialog it opens returns
// focus there.
import { styled } from '@linaria/react'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { color, lineBox, cardBox } from './theme'

export interface MenuAction {
  key: string
  label: string
  /** A page to go to; otherwise onSelect runs. */
  to?: string
  onSelect?: () => void
  /** The item opens a dialog (said to screen readers). */
  opensDialog?: boolean
  disabled?: boolean
}

const Wrap = styled.div`
  position: relative;
  display: inline-flex;
`
const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  padding: 0 8px;
  ${lineBox}
  color: ${color.text};
  font: inherit;
  font-size: 20px;
  font-weight: 700;
  line-height: 1;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    border-color: ${color.brand};
    color: ${color.brandDark};
  }
`
const List = styled.ul`
  position: absolute;
  top: calc(100% + 4px);
  right: 0;
  z-index: 30;
  min-width: 220px;
  max-width: min(320px, calc(100vw - 32px));
  margin: 0;
  padding: 4px 0;
  list-style: none;
  ${cardBox}
  box-shadow: 0 12px 32px rgba(16, 24, 32, 0.18);
  &[data-up] {
    top: auto;
    bottom: calc(100% + 4px);
  }
  a,
  button {
    display: flex;
    align-items: center;
    width: 100%;
    min-height: 44px;
    padding: 0 16px;
    border: 0;
    background: none;
    color: ${color.text};
    font: inherit;
    font-size: 15px;
    text-align: left;
    text-decoration: none;
    white-space: nowrap;
    cursor: pointer;
  }
  a:hover,
  button:hover:not(:disabled),
  a:focus,
  button:focus {
    background: ${color.brandSoft};
    color: ${color.brandDark};
    outline: none;
  }
  button:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`

export function MenuButton({
  label,
  items,
  children = '⋯',
  className,
}: {
  /** The button's accessible name, e.g. "Thao tác khác với tin Kế toán". */
  label: string
  items: MenuAction[]
  /** What the button shows; "⋯" unless given. */
  children?: ReactNode
  className?: string
}) {
  const [open, setOpen] = useState(false)
  const [up, setUp] = useState(false)
  const start = useRef<'first' | 'last'>('first')
  const button = useRef<HTMLButtonElement>(null)
  const list = useRef<HTMLUListElement>(null)
  const id = useId()

  const entries = () => Array.from(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not(:disabled)') ?? [])

  useEffect(() => {
    if (!open) return
    const all = entries()
    ;(start.current === 'last' ? all.at(-1) : all[0])?.focus()
    // open upwards when the menu would run past the bottom of the window
    const box = list.current?.getBoundingClientRect()
    if (box && box.bottom > window.innerHeight && box.top - box.height > 80) setUp(true)
    const outside = (event: PointerEvent) => {
      const target = event.target as Node
      if (!list.current?.contains(target) && !button.current?.contains(target)) setOpen(false)
    }
    document.addEventListener('pointerdown', outside)
    return () => document.removeEventListener('pointerdown', outside)
  }, [open])

  const show = (from: 'first' | 'last') => {
    start.current = from
    setUp(false)
    setOpen(true)
  }
  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) button.current?.focus()
  }

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      show(event.key === 'ArrowDown' ? 'first' : 'last')
    }
  }
  const onMenuKey = (event: KeyboardEvent) => {
    const all = entries()
    const at = all.indexOf(document.activeElement as HTMLElement)
    const go = (index: number) => all[(index + all.length) % all.length]?.focus()
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        return go(at + 1)
      case 'ArrowUp':
        event.preventDefault()
        return go(at - 1)
      case 'Home':
        event.preventDefault()
        return go(0)
      case 'End':
        event.preventDefault()
        return go(all.length - 1)
      case 'Escape':
        event.preventDefault()
        event.stopPropagation()
        return close(true)
      case 'Tab':
        return close(false)
    }
  }
  const choose = (item: MenuAction) => {
    close(true)
    item.onSelect?.()
  }

  return (
    <Wrap className={className}>
      <Trigger
        ref={button}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        data-action="more"
        onClick={() => (open ? close(false) : show('first'))}
        onKeyDown={onButtonKey}
      >
        {children}
      </Trigger>
      {open && (
        <List ref={list} id={id} role="menu" aria-label={label} data-up={up || undefined} onKeyDown={onMenuKey}>
          {items.map((item) => (
            <li key={item.key} role="none">
              {item.to ? (
                <Link to={item.to} role="menuitem" tabIndex={-1} data-action={item.key} onClick={() => setOpen(false)}>
                  {item.label}
                </Link>
              ) : (
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  data-action={item.key}
                  disabled={item.disabled}
                  aria-haspopup={item.opensDialog ? 'dialog' : undefined}
                  onClick={() => choose(item)}
                >
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </List>
      )}
    </Wrap>
  )
}
