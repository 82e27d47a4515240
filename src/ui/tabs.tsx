// Tabs of the WAI-ARIA tabs pattern: a tablist of buttons with roving tabindex (only the selected tab
// is in the tab order), the arrow keys, Home and End moving the selection with the focus, and each
// tab tied to its panel by aria-controls / aria-labelledby. The caller owns the selected key and
// renders the parts, spreading the props the hook gives.
import { styled } from '@linaria/react'
import { useId, useRef, type KeyboardEvent } from 'react'
import { color } from './theme'

export const TabList = styled.div`
  display: flex;
  border-bottom: 1px solid ${color.line};
`

export const Tab = styled.button`
  /* contains its visually hidden text: inside a scrolling tab list, an absolutely positioned child
     of an unpositioned tab escapes the scroll container and widens the page */
  position: relative;
  flex: 1;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 48px;
  padding: 0 12px;
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${color.muted};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${color.brandDark};
    border-bottom-color: ${color.brand};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
`

export const TabPanel = styled.div`
  &:focus-visible {
    outline-offset: -3px;
  }
`

export interface UseTabsOptions<K extends string> {
  keys: readonly K[]
  selected: K
  onSelect: (key: K) => void
  /** One panel shows whichever tab is selected (instead of one panel per tab). */
  sharedPanel?: boolean
}

export function useTabs<K extends string>({ keys, selected, onSelect, sharedPanel = false }: UseTabsOptions<K>) {
  const baseId = useId()
  const tabRefs = useRef<Partial<Record<K, HTMLButtonElement | null>>>({})
  const tabId = (key: K) => `${baseId}-tab-${key}`
  const panelId = (key: K) => (sharedPanel ? `${baseId}-panel` : `${baseId}-panel-${key}`)

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const index = keys.indexOf(selected)
    const next: Record<string, number> = {
      ArrowRight: (index + 1) % keys.length,
      ArrowLeft: (index - 1 + keys.length) % keys.length,
      Home: 0,
      End: keys.length - 1,
    }
    if (!(event.key in next)) return
    event.preventDefault()
    const key = keys[next[event.key]]
    onSelect(key)
    tabRefs.current[key]?.focus()
  }

  return {
    tabListProps: { role: 'tablist', onKeyDown },
    tabProps: (key: K) => ({
      ref: (el: HTMLButtonElement | null) => {
        tabRefs.current[key] = el
      },
      type: 'button' as const,
      role: 'tab',
      id: tabId(key),
      'aria-selected': selected === key,
      'aria-controls': panelId(key),
      tabIndex: selected === key ? 0 : -1,
      onClick: () => onSelect(key),
    }),
    /** The panel of `key` (with a shared panel: of the selected tab). */
    panelProps: (key: K) => ({
      role: 'tabpanel',
      id: panelId(key),
      'aria-labelledby': tabId(key),
      tabIndex: 0,
    }),
  }
}
