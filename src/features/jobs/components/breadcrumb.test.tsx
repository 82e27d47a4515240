import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { TestRouter } from '../test-utils'
import { Breadcrumb } from './breadcrumb'

describe('breadcrumb (SPEC 2.2)', () => {
  it('links items to the site root plus url; the last item and empty urls are plain text', () => {
    render(
      <TestRouter>
        <Breadcrumb
          items={[
            { name: 'Trang chủ', url: '/' },
            { name: 'Việc làm', url: 'tuyen-dung' },
            { name: 'Kế toán', url: '' },
            { name: 'Kế toán tổng hợp', url: '/viec-lam/ke-toan-tong-hop-10234' },
          ]}
        />
      </TestRouter>,
    )
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' })
    const list = within(nav).getByRole('list')
    expect(list.tagName).toBe('OL')
    expect(within(list).getAllByRole('listitem')).toHaveLength(4)
    expect(within(nav).getByRole('link', { name: 'Trang chủ' }).getAttribute('href')).toBe('/')
    expect(within(nav).getByRole('link', { name: 'Việc làm' }).getAttribute('href')).toBe('/tuyen-dung')
    expect(within(nav).queryByRole('link', { name: 'Kế toán' })).toBeNull()
    expect(within(nav).queryByRole('link', { name: 'Kế toán tổng hợp' })).toBeNull()
    expect(within(nav).getByText('Kế toán tổng hợp').getAttribute('aria-current')).toBe('page')
    expect(within(nav).getAllByRole('link')).toHaveLength(2)
  })
})
