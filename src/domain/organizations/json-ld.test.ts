import { describe, expect, it } from 'vitest'
import { jsonLdScript } from '../job-json-ld'
import { organizationJsonLd } from './json-ld'
import type { OrganizationDetail } from '../contract/organizations'

const organization: OrganizationDetail = {
  id: 7,
  name: 'Công ty TNHH Ánh Dương',
  slug: 'cong-ty-tnhh-anh-duong',
  url: '/cong-ty/cong-ty-tnhh-anh-duong-7',
  logo_url: '/media/logo.png',
  initials: 'AP',
  is_partner: true,
  type: { id: 1, name: 'Doanh nghiệp' },
  city: { id: 1, name: 'Hà Nội' },
  district: { id: 1001, name: 'Hoàn Kiếm' },
  job_count: 3,
  size: '25 - 99 nhân viên',
  industry: { id: 1, name: 'Kế toán' },
  website: 'https://anhduong.vn',
  address: '12 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội',
  description: 'Chúng tôi </script> sản xuất\n\nbao bì.',
  tax_code: '0100233488',
  email_domain: 'anhduong.vn',
  updated_at: '2025-01-01T00:00:00.000Z',
}

describe('organizationJsonLd', () => {
  it('names the page, its logo and website (sameAs), address and tax code', () => {
    expect(organizationJsonLd(organization, 'https://vieclamtot.vn/')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Công ty TNHH Ánh Dương',
      url: 'https://vieclamtot.vn/cong-ty/cong-ty-tnhh-anh-duong-7',
      logo: 'https://vieclamtot.vn/media/logo.png',
      sameAs: ['https://anhduong.vn'],
      description: 'Chúng tôi </script> sản xuất bao bì.',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Lý Thường Kiệt, Hoàn Kiếm, Hà Nội',
        addressLocality: 'Hoàn Kiếm',
        addressRegion: 'Hà Nội',
        addressCountry: 'VN',
      },
      taxID: '0100233488',
    })
    expect(jsonLdScript(organizationJsonLd(organization, 'https://vieclamtot.vn'))).not.toContain('</script>')
  })

  it('leaves out what the organisation has not given', () => {
    const bare = organizationJsonLd(
      { ...organization, logo_url: null, initials: 'AP', website: null, description: ' ', tax_code: null, address: '', city: null, district: null },
      'https://vieclamtot.vn',
    )
    expect(Object.keys(bare).sort()).toEqual(['@context', '@type', 'name', 'url'])
  })
})
