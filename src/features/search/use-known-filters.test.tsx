import { render, screen, waitFor } from '@testing-library/react'
import { useLocation, useNavigate } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { listingUrl, parseFilters } from '../../domain/url-filters'
import { FilterBar } from './components/filter-bar'
import { commonState } from './common-config'
import { commonData, jsonResponse, withApp } from './test/fixtures'
import { useKnownFilters } from './use-known-filters'

function Listing() {
  const location = useLocation()
  const navigate = useNavigate()
  const filters = parseFilters(location.search)
  useKnownFilters(filters, filters, (next) => navigate(listingUrl(next), { replace: true }))
  return <FilterBar filters={filters} onChange={() => undefined} />
}

describe('useKnownFilters (names from the reference lists, unknown ids left out)', () => {
  beforeEach(() => {
    // a prerendered page's part of the lists: provinces only, marked incomplete
    const slim = structuredClone(commonData)
    slim.cities = slim.cities.filter((c) => c.parent_id === 0)
    commonState.commonData = slim
    Object.assign(commonState.complete, { cities: false, categories: false, jobConfig: false })
    Object.assign(commonState.loading, { cities: false, categories: false, jobConfig: false })
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const { cities, categories, jobConfig } = structuredClone(commonData)
        if (url.includes('/cities')) return jsonResponse({ success: true, data: cities })
        if (url.includes('/categories')) return jsonResponse({ success: true, data: categories })
        return jsonResponse({ success: true, data: jobConfig })
      }),
    )
  })
  afterEach(() => vi.unstubAllGlobals())

  it('loads the lists for a district the page does not hold and shows its name, never an id', async () => {
    render(withApp(<Listing />, '/tuyen-dung?district_id=101'))
    expect(screen.queryByText(/#101/)).toBeNull()
    expect(await screen.findByRole('button', { name: 'Bỏ lọc Cầu Giấy' })).toBeTruthy()
    expect(screen.getByTestId('url').textContent).toBe('/tuyen-dung?district_id=101')
  })

  it('replaces the URL by one without the ids that do not exist', async () => {
    render(withApp(<Listing />, '/tuyen-dung?district_id=1001&category_id=302&job_types=8,999'))
    await waitFor(() => expect(screen.getByTestId('url').textContent).toBe('/tuyen-dung?category_id=302&job_types=8'))
    expect(screen.getByRole('button', { name: 'Bỏ lọc Kế toán - Kiểm toán' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Bỏ lọc Kế toán' })).toBeTruthy()
    expect(screen.queryByText(/#/)).toBeNull()
  })
})
