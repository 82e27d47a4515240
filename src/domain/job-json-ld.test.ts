import { describe, expect, it } from 'vitest'
import { breadcrumbJsonLd, jobDescriptionHtml, jobPostingJsonLd, jobTextBlocks, jsonLdScript } from './job-json-ld'
import type { JobDetail } from './jobs'

const job: JobDetail = {
  id: 10234,
  slug: 'ke-toan-tong-hop',
  title: 'Kế toán tổng hợp',
  url: '/viec-lam/ke-toan-tong-hop-10234',
  organization: {
    id: 7,
    name: 'Công ty TNHH An Phát',
    slug: 'cong-ty-tnhh-an-phat',
    logo_url: '/media/logo-an-phat.png',
    initials: 'AP',
    is_partner: true,
    address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
    size: '50-100 nhân viên',
    website: 'https://anphat.vn',
    description: 'Phân phối thiết bị văn phòng.',
    reply_hours: null,
  },
  city: { id: 79, name: 'TP. Hồ Chí Minh' },
  district: { id: 760, name: 'Quận 1' },
  salary_min: 10_000_000,
  salary_max: 15_000_000,
  job_type: { id: 12, name: 'Kế toán' },
  service_ids: [7008],
  published_at: '2026-01-05T02:00:00.000Z',
  expires_at: '2026-02-04T16:59:59.000Z',
  address: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
  description: 'Công ty cần tuyển kế toán.\n- Lập báo cáo thuế\n- Theo dõi công nợ',
  requirements: '- Tốt nghiệp cao đẳng <kế toán>',
  benefits: '- Lương tháng 13',
  quantity: 2,
  employment_type: { id: 1, name: 'Toàn thời gian', schema_org: 'FULL_TIME' },
  experience: { id: 602, name: '1 năm' },
  education: null,
  gender: null,
  age: null,
  category: { id: 3, name: 'Việc làm' },
  subcategory: { id: 31, name: 'Kế toán - Kiểm toán' },
  contact_name: 'Chị Lan',
  contact_phone_masked: '0912 345 ***',
  images: [],
  video_url: null,
  view_count: 10,
  is_expired: false,
  updated_at: '2026-01-05T02:00:00.000Z',
}

describe('job text blocks', () => {
  it('turns consecutive "- " lines into one list and other lines into paragraphs', () => {
    expect(jobTextBlocks('Mở đầu\n- một\n- hai\n\nKết\n- ba')).toEqual([
      { kind: 'paragraph', text: 'Mở đầu' },
      { kind: 'list', items: ['một', 'hai'] },
      { kind: 'paragraph', text: 'Kết' },
      { kind: 'list', items: ['ba'] },
    ])
  })

  it('builds escaped HTML under the three headings', () => {
    expect(jobDescriptionHtml(job)).toBe(
      '<h2>Mô tả công việc</h2><p>Công ty cần tuyển kế toán.</p><ul><li>Lập báo cáo thuế</li><li>Theo dõi công nợ</li></ul>' +
        '<h2>Yêu cầu</h2><ul><li>Tốt nghiệp cao đẳng &lt;kế toán&gt;</li></ul>' +
        '<h2>Quyền lợi</h2><ul><li>Lương tháng 13</li></ul>',
    )
  })
})

describe('JobPosting JSON-LD', () => {
  it('describes the job as Google expects', () => {
    const data = jobPostingJsonLd(job, 'https://vieclam.example/') as Record<string, unknown>
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Kế toán tổng hợp',
      datePosted: '2026-01-05T02:00:00.000Z',
      validThrough: '2026-02-04T16:59:59.000Z',
      hiringOrganization: {
        '@type': 'Organization',
        name: 'Công ty TNHH An Phát',
        sameAs: 'https://anphat.vn',
        logo: 'https://vieclam.example/media/logo-an-phat.png',
      },
      jobLocation: {
        '@type': 'Place',
        address: {
          '@type': 'PostalAddress',
          streetAddress: '12 Lê Lợi, Quận 1, TP. Hồ Chí Minh',
          addressLocality: 'Quận 1',
          addressRegion: 'TP. Hồ Chí Minh',
          addressCountry: 'VN',
        },
      },
      employmentType: 'FULL_TIME',
      baseSalary: {
        '@type': 'MonetaryAmount',
        currency: 'VND',
        value: { '@type': 'QuantitativeValue', minValue: 10_000_000, maxValue: 15_000_000, unitText: 'MONTH' },
      },
      identifier: { '@type': 'PropertyValue', name: 'Công ty TNHH An Phát', value: '10234' },
      directApply: true,
      url: 'https://vieclam.example/viec-lam/ke-toan-tong-hop-10234',
    })
    expect(String(data.description)).toContain('<h2>Yêu cầu</h2>')
  })

  it('leaves out salary, website and logo when not set, and uses the city without a district', () => {
    const data = jobPostingJsonLd(
      {
        ...job,
        salary_min: null,
        salary_max: null,
        district: null,
        organization: { ...job.organization, website: null, logo_url: null },
      },
      'https://vieclam.example',
    ) as Record<string, Record<string, unknown>>
    expect(data).not.toHaveProperty('baseSalary')
    expect(data.hiringOrganization).toEqual({ '@type': 'Organization', name: 'Công ty TNHH An Phát' })
    expect(data.jobLocation.address).toMatchObject({ addressLocality: 'TP. Hồ Chí Minh', addressRegion: 'TP. Hồ Chí Minh' })
  })

  it('gives only the bound that is set', () => {
    const data = jobPostingJsonLd({ ...job, salary_min: 8_000_000, salary_max: null }, 'https://vieclam.example') as {
      baseSalary: { value: Record<string, unknown> }
    }
    expect(data.baseSalary.value).toEqual({ '@type': 'QuantitativeValue', minValue: 8_000_000, unitText: 'MONTH' })
  })
})

describe('BreadcrumbList JSON-LD', () => {
  it('numbers the items and prefixes urls with the origin; an item without url has no item', () => {
    expect(
      breadcrumbJsonLd(
        [
          { name: 'Trang chủ', url: '/' },
          { name: 'Việc làm', url: 'tuyen-dung' },
          { name: 'Kế toán tổng hợp', url: '' },
        ],
        'https://vieclam.example/',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Trang chủ', item: 'https://vieclam.example/' },
        { '@type': 'ListItem', position: 2, name: 'Việc làm', item: 'https://vieclam.example/tuyen-dung' },
        { '@type': 'ListItem', position: 3, name: 'Kế toán tổng hợp' },
      ],
    })
  })
})

describe('jsonLdScript', () => {
  it('cannot close the script element and still parses to the same data', () => {
    const data = { title: '</script><script>alert(1)</script>', note: '<!-- x -->', sep: 'a\u2028b' }
    const text = jsonLdScript(data)
    expect(text).not.toContain('<')
    expect(text).not.toContain('\u2028')
    expect(JSON.parse(text)).toEqual(data)
  })
})
