import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { OrganizationDetail } from '../../../domain/contract/organizations'
import { inRouter } from '../../../lib/test-support'
import { OrganizationAbout, OrganizationProfile, UnverifiedNote } from './organization-profile'

const organization: OrganizationDetail = {
  id: 7,
  name: 'Công ty TNHH Ánh Dương',
  slug: 'cong-ty-tnhh-anh-duong',
  url: '/cong-ty/cong-ty-tnhh-anh-duong-7',
  logo_url: null,
  initials: 'AP',
  is_partner: true,
  type: { id: 1, name: 'Doanh nghiệp' },
  city: { id: 1, name: 'Hà Nội' },
  district: null,
  job_count: 1234,
  size: '25 - 99 nhân viên',
  industry: { id: 3, name: 'Sản xuất' },
  website: 'https://anhduong.vn/',
  address: '12 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội',
  description: 'Chúng tôi sản xuất bao bì.\n- Lương tháng 13\n- Bảo hiểm đầy đủ',
  tax_code: '0100233488',
  email_domain: 'anhduong.vn',
  updated_at: '2025-01-01T00:00:00.000Z',
}

describe('OrganizationProfile', () => {
  it("shows the name as the page's heading, the badge of a partner, its type, open jobs and the facts it states", () => {
    render(inRouter(<OrganizationProfile organization={organization} badge={<span>Đối tác</span>} titleId="ten" />))
    expect(screen.getByRole('heading', { level: 1, name: 'Công ty TNHH Ánh Dương' }).id).toBe('ten')
    expect(screen.getByText('Đối tác')).toBeTruthy()
    expect(screen.getByText('Doanh nghiệp')).toBeTruthy()
    expect(screen.getByText(/việc làm đang tuyển/).textContent).toBe('1.234 việc làm đang tuyển')
    const facts = Object.fromEntries(
      [...document.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    )
    expect(facts).toEqual({
      'Lĩnh vực': 'Sản xuất',
      'Quy mô': '25 - 99 nhân viên',
      'Địa chỉ': '12 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội',
      Website: 'anhduong.vn (mở trong tab mới)',
      'Mã số thuế': '0100233488',
      'Email đã xác thực': '@anhduong.vn',
    })
  })

  it('links the website in a new tab, neither followed nor credited by search engines', () => {
    render(inRouter(<OrganizationProfile organization={organization} titleId="ten" />))
    const link = screen.getByRole('link', { name: /anhduong\.vn/ })
    expect(link.getAttribute('href')).toBe('https://anhduong.vn/')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('nofollow noopener')
  })

  it('shows no badge for an organisation staff have not verified, and leaves out facts it has not given', () => {
    render(
      inRouter(
        <OrganizationProfile
          organization={{ ...organization, is_partner: false, tax_code: null, email_domain: null, website: null, industry: null, size: '', address: '' }}
          badge={<span>Đối tác</span>}
          titleId="ten"
        />,
      ),
    )
    expect(screen.queryByText('Đối tác')).toBeNull()
    expect([...document.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Địa chỉ'])
    expect(screen.getByText('Hà Nội')).toBeTruthy()
  })
})

describe('OrganizationAbout and UnverifiedNote', () => {
  it("shows the organisation's own words as paragraphs and lists, and nothing when it wrote none", () => {
    const { unmount } = render(<OrganizationAbout organization={organization} />)
    const about = screen.getByRole('region', { name: 'Giới thiệu công ty' })
    expect(within(about).getByText('Chúng tôi sản xuất bao bì.').tagName).toBe('P')
    expect(within(about).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Lương tháng 13', 'Bảo hiểm đầy đủ'])
    unmount()
    render(<OrganizationAbout organization={{ type: { id: 2, name: 'Hộ kinh doanh' }, description: '  ' }} />)
    expect(screen.queryByRole('region')).toBeNull()
  })

  it('tells a seeker what an unverified organisation means and how to stay safe', () => {
    render(<UnverifiedNote />)
    const note = screen.getByRole('region', { name: 'Nhà tuyển dụng chưa xác thực' })
    expect(within(note).getAllByRole('listitem')[0].textContent).toMatch(/Không đóng bất kỳ khoản phí/)
  })
})
