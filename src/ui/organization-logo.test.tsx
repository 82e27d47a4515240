import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { OrganizationLogo } from './organization-logo'

describe('OrganizationLogo', () => {
  it('shows the initials on the palette colour the id picks, and the logo when there is one', () => {
    const { container, rerender } = render(<OrganizationLogo organization={{ id: 11, logo_url: null, initials: 'MP' }} />)
    const tile = container.firstElementChild!
    expect(tile.textContent).toBe('MP')
    expect(tile.getAttribute('data-tone')).toBe('3')
    expect(tile.getAttribute('aria-hidden')).toBe('true')
    rerender(<OrganizationLogo organization={{ id: 11, logo_url: '/images/logos/org-11.svg', initials: 'MP' }} />)
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/images/logos/org-11.svg')
    expect(container.firstElementChild!.textContent).toBe('')
  })
})
