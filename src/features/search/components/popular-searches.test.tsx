import { fireEvent, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { popular, withApp } from '../test/fixtures'
import { resetHydratedForTests } from '../../../lib/use-hydrated'
import { pickRandom } from '../use-random-pick'
import { PopularDropdown, PopularSearches } from './popular-searches'

const hrefs = (root: ParentNode) => Array.from(root.querySelectorAll('a')).map((a) => a.getAttribute('href'))

describe('PopularSearches', () => {
  it('renders 5 unique links', () => {
    render(withApp(<PopularSearches items={popular} />))
    const links = screen.getAllByRole('link')
    expect(links).toHaveLength(5)
    expect(new Set(links.map((a) => a.getAttribute('href'))).size).toBe(5)
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/tuyen-dung-viec-\d+$/)
  })

  it('prerenders the first 5, so the hydrating render matches', () => {
    resetHydratedForTests() // a page load: the renders above were of a hydrated page
    const doc = new DOMParser().parseFromString(renderToString(withApp(<PopularSearches items={popular} />)), 'text/html')
    expect(hrefs(doc)).toEqual(popular.slice(0, 5).map((p) => p.url))
  })

  it('never repeats an entry, even when the list has duplicates', () => {
    const twice = [...popular.slice(0, 3), ...popular.slice(0, 3)]
    render(withApp(<PopularSearches items={twice} />))
    expect(screen.getAllByRole('link')).toHaveLength(3)
  })

  it('renders nothing without items', () => {
    render(withApp(<PopularSearches items={[]} />))
    expect(screen.queryByRole('list')).toBeNull()
  })
})

describe('PopularDropdown', () => {
  it('is a disclosure with 10 links', () => {
    render(withApp(<PopularDropdown items={popular} />))
    const toggle = screen.getByRole('button', { name: 'Tìm kiếm phổ biến' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!
    const links = within(menu).getAllByRole('link')
    expect(links).toHaveLength(10)
    expect(new Set(links.map((a) => a.getAttribute('href'))).size).toBe(10)
    fireEvent.keyDown(links[0], { key: 'Escape' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(toggle)
  })
})

describe('pickRandom', () => {
  it('picks the asked number of distinct items', () => {
    for (let run = 0; run < 20; run++) {
      const picked = pickRandom(popular, 5)
      expect(picked).toHaveLength(5)
      expect(new Set(picked.map((p) => p.url)).size).toBe(5)
    }
    expect(pickRandom(popular.slice(0, 2), 5)).toHaveLength(2)
  })
})
