import { describe, expect, it } from 'vitest'
import type { RouteRecord } from 'vite-react-ssg'
import { SITE_PAGES, pageExists, routes as paths } from '../lib/paths'
import { routes } from './routes'
import { resolveMenuItem } from '../features/menu/menu-behaviour'
import { makeMenuItem } from '../features/menu/test-utils'

/** Every page path of the route table, ":landing" written as the landing pages' prefix. */
function pagePaths(records: RouteRecord[], parent = ''): string[] {
  return records.flatMap((record) => {
    const own = record.path === undefined ? parent : record.path.startsWith('/') ? record.path : `${parent.replace(/\/$/, '')}/${record.path}`
    const here = record.index || (record.path !== undefined && !record.children) ? [own] : []
    return [...here, ...pagePaths(record.children ?? [], own)]
  })
}

describe('the pages the site has', () => {
  it('SITE_PAGES lists exactly the route table', () => {
    const table = pagePaths(routes)
      .filter((path) => path !== '/*')
      .map((path) => (path === '/:landing' ? '/tuyen-dung-:slug' : path))
    expect([...SITE_PAGES].sort()).toEqual([...new Set(table)].sort())
  })

  it('tells links to built pages from links to pages not built yet', () => {
    for (const url of ['/', '/tuyen-dung?city_id=1', '/tuyen-dung-ke-toan', '/viec-lam/ke-toan-10001', paths.savedJobs, paths.login('/'), paths.jobseekerOpenEdit, '/quy-che-hoat-dong', '/tro-giup', '/dashboard/manage-listing?tab=hidden', paths.manageListingJob(5), '/dang-tin?id=5', paths.promo, '/recruiters', paths.employer, paths.buyServiceFor(5), paths.depositAmount(500_000), paths.depositResult, paths.transactions, paths.chat, paths.chatWith(12, 10001), 'mailto:hotro@vieclamtot.vn', 'https://zalo.me/123']) {
      expect(pageExists(url), url).toBe(true)
    }
    for (const url of ['/dashboard/mbpay', '/recruiters/1', '/viec-lam/a/b', '/chatroom/join']) {
      expect(pageExists(url), url).toBe(false)
    }
  })

  it('hides menu entries for pages not built yet, and keeps the others', () => {
    const context = { authorized: true, here: '/' }
    for (const item of [
      makeMenuItem({ code: 'mbpay', name: 'Liên kết ví MBPay', url: '/dashboard/mbpay' }),
    ]) {
      expect(resolveMenuItem(item, context), item.url ?? undefined).toBeNull()
    }
    // chat exists since issue 22: the entry shows and opens a new tab (SPEC 2.4)
    expect(resolveMenuItem(makeMenuItem({ code: 'chat', name: 'Tin nhắn', url: '/chatroom/join/0-0' }), context)).toMatchObject({ href: paths.chat, newTab: true })
    expect(resolveMenuItem(makeMenuItem({ code: 'saved_favorites', name: 'Việc làm đã lưu', url: '/x' }), context)).toMatchObject({ href: paths.savedJobs })
    for (const [code, url] of [
      ['manage_listing', '/dashboard/manage-listing'],
      ['post_job', '/dang-tin'],
      ['buy_service', '/mua-dich-vu'],
      ['deposit', '/dashboard/deposit'],
      ['transactions', '/dashboard/transactions'],
      ['coupons', '/dashboard/coupons'],
      ['invoices', '/dashboard/invoices'],
    ]) {
      expect(resolveMenuItem(makeMenuItem({ code, name: code, url }), context)).toMatchObject({ href: url })
    }
  })
})
