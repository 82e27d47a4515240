import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from '../../testing'
import type { MenuGroup, MenuItem } from './menus.data'

let t: TestContext
let groups: MenuGroup[]
beforeAll(async () => {
  t = await createTestContext({ seed: false })
  const res = await t.app.inject({ method: 'GET', url: '/job/v1/common/menus' })
  expect(res.statusCode).toBe(200)
  expect(res.headers['cache-control']).toBe('public, max-age=300')
  groups = res.json().data.groups
})
afterAll(() => t.close())

const group = (code: string) => groups.find((g) => g.code === code)!
const itemOf = (groupCode: string, code: string): MenuItem => group(groupCode).items.find((i) => i.code === code)!

describe('GET /job/v1/common/menus (SPEC 2.4)', () => {
  it('serves the groups of the decision record with their names and audiences', () => {
    expect(groups.map((g) => [g.code, g.name, g.audience])).toEqual([
      ['utilities_jobseeker', 'Tiện ích', 'jobseeker'],
      ['personal_jobseeker', 'Cá nhân', 'jobseeker'],
      ['utilities_employer', 'Tiện ích tuyển dụng', 'employer'],
      ['wallet_utilities', 'Tiện ích ví', 'employer'],
      ['mbpay_wallet', 'Ví MBPay', 'employer'],
      ['personal_employer', 'Cá nhân', 'employer'],
    ])
    for (const g of groups) expect(g.items.length, g.code).toBeGreaterThan(0)
  })

  it('gives every item the menu item fields of SPEC 3, unique ids and site paths', () => {
    const items = groups.flatMap((g) => g.items)
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length)
    for (const g of groups) expect(new Set(g.items.map((i) => i.code)).size, g.code).toBe(g.items.length)
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual(['action', 'code', 'icon_url', 'id', 'is_anonymous', 'is_auth', 'name', 'url'])
      expect(item.url, item.code).toMatch(/^\/(?!\/)/)
      expect(item.name.normalize('NFC')).toBe(item.name)
      // an entry hidden from visitors cannot also be meant for them
      expect(item.is_auth && item.is_anonymous, item.code).toBe(false)
      if (item.icon_url !== null) {
        expect(item.icon_url).toMatch(/^\/icons\//)
        expect(fs.existsSync(path.join('public', item.icon_url))).toBe(true)
      }
    }
  })

  it('carries the codes whose behaviour the site implements, with their URLs', () => {
    for (const groupCode of ['personal_jobseeker', 'personal_employer']) {
      expect(itemOf(groupCode, 'sign_out')).toMatchObject({ action: 'sign_out', is_auth: true, is_anonymous: false })
    }
    const items = groups.flatMap((g) => g.items)
    expect(items.filter((i) => i.action !== null).every((i) => i.code === 'sign_out')).toBe(true)
    const urls: Record<string, string> = {
      saved_favorites: '/viec-lam-da-luu',
      saved_searches: '/tim-kiem-da-luu',
      chat: '/chatroom/join/0-0',
      notify: '/account/notification',
      applied_jobs: '/viec-lam-da-ung-tuyen',
      suggested_jobs: '/cong-viec-phu-hop',
      jobseeker: '/jobseeker',
      post_job: '/dang-tin',
      manage_listing: '/dashboard/manage-listing',
      buy_service: '/mua-dich-vu',
      candidates: '/dashboard/candidates',
      find_candidates: '/dashboard/tim-ung-vien',
      business_info: '/dashboard/thong-tin-doanh-nghiep',
      personal: '/dashboard/personal',
      add_phone: '/dashboard/profile/phones/add',
      change_password: '/account/change-password',
      deposit: '/dashboard/deposit',
      transactions: '/dashboard/transactions',
      coupons: '/dashboard/coupons',
      invoices: '/dashboard/invoices',
    }
    for (const [code, url] of Object.entries(urls)) {
      const found = items.filter((i) => i.code === code)
      expect(found.length, code).toBeGreaterThan(0)
      for (const item of found) expect(item.url, code).toBe(url)
    }
    expect(itemOf('wallet_utilities', 'deposit').name).toBe('Nạp tiền')
  })

  it('lets visitors use the list-like entries and sends them to login for the personal ones', () => {
    for (const code of ['saved_favorites', 'saved_searches', 'notify']) {
      expect(itemOf('utilities_jobseeker', code), code).toMatchObject({ is_auth: false, is_anonymous: true })
    }
    for (const code of ['applied_jobs', 'suggested_jobs', 'chat']) {
      expect(itemOf('utilities_jobseeker', code), code).toMatchObject({ is_auth: false, is_anonymous: false })
    }
    // SPEC 6: the wallet is only for signed-in employers
    for (const g of ['wallet_utilities', 'mbpay_wallet']) {
      expect(group(g).items.every((i) => i.is_auth)).toBe(true)
    }
  })
})
