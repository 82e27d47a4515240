import { describe, expect, it } from 'vitest'
import { sitemapFiles } from './sitemap'

const urls = ['/', '/tuyen-dung', '/tuyen-dung-ho-chi-minh', '/viec-lam/ke-toan-tong-hop-12', '/viec-lam/lap-trinh-vien-11'].map((url, i) => ({
  url,
  lastmod: `2026-11-2${i}T08:00:00.000Z`,
}))

describe('sitemap files', () => {
  it('are one sitemap.xml while every page fits in a file', () => {
    const files = sitemapFiles(urls, 'https://viec.example')
    expect(files.map((f) => f.name)).toEqual(['sitemap.xml'])
    expect(files[0].body).toContain('<urlset')
    expect(files[0].body).toContain('<url><loc>https://viec.example/viec-lam/ke-toan-tong-hop-12</loc><lastmod>2026-11-23</lastmod></url>')
    expect(files[0].body.match(/<url>/g)).toHaveLength(5)
  })

  it('are split into files listed by a sitemap index beyond that, each with its newest lastmod', () => {
    const files = sitemapFiles(urls, 'https://viec.example', 2)
    expect(files.map((f) => f.name)).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml', 'sitemap-3.xml'])
    expect(files[0].body).toContain('<sitemapindex')
    expect(files[0].body).toContain('<sitemap><loc>https://viec.example/sitemap-2.xml</loc><lastmod>2026-11-23</lastmod></sitemap>')
    expect(files.slice(1).map((f) => f.body.match(/<url>/g)?.length)).toEqual([2, 2, 1])
    expect(files[3].body).toContain('/viec-lam/lap-trinh-vien-11</loc>')
  })
})
