import { describe, expect, it } from 'vitest'
import { RECENT_JOBS_SITEMAP, sitemapFiles, sitemapUrls } from './sitemap'

const urls = ['/', '/tuyen-dung', '/tuyen-dung-ho-chi-minh', '/viec-lam/ke-toan-tong-hop-12', '/viec-lam/lap-trinh-vien-11'].map((url, i) => ({
  url,
  lastmod: `2026-11-2${i}T08:00:00.000Z`,
}))

describe('sitemap files', () => {
  it('are listed by a sitemap index, with the recent jobs the server keeps up to date', () => {
    const files = sitemapFiles(urls, 'https://viec.example')
    expect(files.map((f) => f.name)).toEqual(['sitemap.xml', 'sitemap-1.xml'])
    expect(files[0].body).toContain('<sitemapindex')
    expect(files[0].body).toContain('<sitemap><loc>https://viec.example/sitemap-1.xml</loc><lastmod>2026-11-24</lastmod></sitemap>')
    expect(files[0].body).toContain(`<sitemap><loc>https://viec.example/${RECENT_JOBS_SITEMAP}</loc></sitemap>`)
    expect(files[1].body).toContain('<url><loc>https://viec.example/viec-lam/ke-toan-tong-hop-12</loc><lastmod>2026-11-23</lastmod></url>')
    expect(files[1].body.match(/<url>/g)).toHaveLength(5)
  })

  it('split the pages into files of at most the given size, each listed with its newest lastmod', () => {
    const files = sitemapFiles(urls, 'https://viec.example', 2)
    expect(files.map((f) => f.name)).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml'])
    expect(files[0].body).toContain('<sitemap><loc>https://viec.example/sitemap-2.xml</loc><lastmod>2026-11-23</lastmod></sitemap>')
    expect(files.slice(1).map((f) => f.body.match(/<url>/g)?.length)).toEqual([2, 2, 1])
    expect(files[3].body).toContain('/viec-lam/lap-trinh-vien-11</loc>')
  })

  it('list home, the job and organisation listings, landings, organisation pages and job pages', () => {
    const today = '2026-11-30T00:00:00.000Z'
    const list = sitemapUrls(
      {
        landings: [{ url: '/tuyen-dung-ke-toan', lastmod: today }],
        organizations: [
          { id: 7, url: '/cong-ty/cong-ty-anh-duong-7', lastmod: '2026-11-29T00:00:00.000Z', is_partner: true },
          { id: 9, url: '/cong-ty/ho-kinh-doanh-duc-thinh-9', lastmod: '2026-11-28T00:00:00.000Z', is_partner: false },
        ],
        jobs: [{ id: 12, url: '/viec-lam/ke-toan-tong-hop-12', lastmod: today }],
      },
      today,
    )
    expect(list.map((u) => u.url)).toEqual([
      '/',
      '/tuyen-dung',
      '/cong-ty',
      '/tuyen-dung-ke-toan',
      '/cong-ty/cong-ty-anh-duong-7',
      '/cong-ty/ho-kinh-doanh-duc-thinh-9',
      '/viec-lam/ke-toan-tong-hop-12',
    ])
    expect(list[4]).toEqual({ url: '/cong-ty/cong-ty-anh-duong-7', lastmod: '2026-11-29T00:00:00.000Z' })
  })
})
