// Prerendered HTML must hydrate without mismatches (a mismatch logs console.error, failing the test).
import { act } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { popular, provideFixtureConfig, withApp } from '../test/fixtures'
import { FilterBar } from './filter-bar'
import { MobileSearch } from './mobile-search'
import { PopularDropdown, PopularSearches } from './popular-searches'
import { SearchBox } from './search-box'

let root: Root | null = null
let container: HTMLElement

beforeEach(() => {
  provideFixtureConfig()
  container = document.createElement('div')
  document.body.appendChild(container)
})
afterEach(() => {
  act(() => root?.unmount())
  root = null
  container.remove()
})

describe('hydration', () => {
  it('hydrates the prerendered search components without mismatches', async () => {
    const ui = withApp(
      <>
        <SearchBox popular={popular} initialQuery="kế toán" />
        <MobileSearch popular={popular} />
        <FilterBar filters={{ city_id: 1, job_types: [8], price: { min: 10_000_000, max: 15_000_000 } }} onChange={() => {}} />
        <PopularSearches items={popular} />
        <PopularDropdown items={popular} />
      </>,
      '/tuyen-dung?city_id=1',
    )
    container.innerHTML = renderToString(ui)
    const firstLinks = Array.from(container.querySelectorAll('a'), (a) => a.getAttribute('href'))
    expect(firstLinks).toEqual([...popular.slice(0, 5), ...popular.slice(0, 10)].map((p) => p.url))
    await act(async () => {
      root = hydrateRoot(container, ui)
    })
    expect(container.querySelectorAll('a')).toHaveLength(15)
    expect(container.querySelector('input[name=q]')?.getAttribute('value')).toBe('kế toán')
  })
})
