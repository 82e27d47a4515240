import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Tab, TabList, TabPanel, useTabs } from './tabs'

const KEYS = ['a', 'b', 'c'] as const
type Key = (typeof KEYS)[number]
const LABEL: Record<Key, string> = { a: 'Một', b: 'Hai', c: 'Ba' }

function Harness({ sharedPanel = false }: { sharedPanel?: boolean }) {
  const [selected, setSelected] = useState<Key>('a')
  const tabs = useTabs({ keys: KEYS, selected, onSelect: setSelected, sharedPanel })
  return (
    <>
      <TabList {...tabs.tabListProps} aria-label="Loại">
        {KEYS.map((key) => (
          <Tab key={key} {...tabs.tabProps(key)}>
            {LABEL[key]}
          </Tab>
        ))}
      </TabList>
      {sharedPanel ? (
        <TabPanel {...tabs.panelProps(selected)}>Nội dung {LABEL[selected]}</TabPanel>
      ) : (
        KEYS.map((key) => (
          <TabPanel key={key} {...tabs.panelProps(key)} hidden={selected !== key}>
            Nội dung {LABEL[key]}
          </TabPanel>
        ))
      )}
    </>
  )
}

const tab = (name: string) => screen.getByRole('tab', { name })

describe('useTabs', () => {
  it('ties each tab to its panel, with only the selected tab in the tab order', () => {
    render(<Harness />)
    expect(screen.getByRole('tablist', { name: 'Loại' })).toBeTruthy()
    expect(tab('Một').getAttribute('aria-selected')).toBe('true')
    expect(tab('Một').tabIndex).toBe(0)
    expect(tab('Hai').getAttribute('aria-selected')).toBe('false')
    expect(tab('Hai').tabIndex).toBe(-1)
    const panel = screen.getByRole('tabpanel', { name: 'Một' })
    expect(tab('Một').getAttribute('aria-controls')).toBe(panel.id)
    expect(panel.textContent).toBe('Nội dung Một')

    fireEvent.click(tab('Hai'))
    expect(tab('Hai').getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel', { name: 'Hai' }).textContent).toBe('Nội dung Hai')
  })

  it('moves selection and focus with the arrows (wrapping), Home and End', () => {
    render(<Harness />)
    const list = screen.getByRole('tablist')
    fireEvent.keyDown(list, { key: 'ArrowLeft' })
    expect(tab('Ba').getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(tab('Ba'))
    fireEvent.keyDown(list, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(tab('Một'))
    fireEvent.keyDown(list, { key: 'End' })
    expect(document.activeElement).toBe(tab('Ba'))
    fireEvent.keyDown(list, { key: 'Home' })
    expect(document.activeElement).toBe(tab('Một'))
    fireEvent.keyDown(list, { key: 'Enter' })
    expect(tab('Một').getAttribute('aria-selected')).toBe('true')
  })

  it('with a shared panel, every tab controls the one panel, labelled by the selected tab', () => {
    render(<Harness sharedPanel />)
    const panel = screen.getByRole('tabpanel', { name: 'Một' })
    for (const key of KEYS) expect(tab(LABEL[key]).getAttribute('aria-controls')).toBe(panel.id)
    fireEvent.keyDown(screen.getByRole('tablist'), { key: 'ArrowRight' })
    expect(screen.getByRole('tabpanel', { name: 'Hai' }).id).toBe(panel.id)
  })
})
