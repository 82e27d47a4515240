// Inbox, realtime and menus of issue 4 (SPEC 2.4, 7.8, 7.10; docs/decisions/0003-accounts.md):
// a notification created for a person reaches their open page without reload (bell badge and
// notification page), is read and deleted there, never reaches anybody else; the public inbox
// for visitors; the API's menu groups in the drawer, the account dropdown and the employer sidebar.
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, expectNoA11yViolations, registerByApi, test, TEST_PASSWORD, waitForHydration } from './fixtures'

const PASSWORD = TEST_PASSWORD
const EMPLOYER = { phone: '0912345678', name: 'Trần Văn Minh' }

async function loginByApi(request: APIRequestContext, phone: string): Promise<string> {
  const response = await request.post('/identity/v1/login', { data: { phone, password: PASSWORD } })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()).data.request_id
}

/** Opens a page with the sign-in key (the bootstrap exchanges it) and waits for live updates. */
async function openSignedIn(page: Page, path: string, requestId: string) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}key=${requestId}`)
  await expect(page.getByText('Đã đăng nhập thành công')).toBeVisible()
  await waitForHydration(page)
  await page.locator('html[data-realtime="joined"]').waitFor({ state: 'attached' })
}

async function notify(request: APIRequestContext, phone: string, title: string, part: 'candidate' | 'common' = 'candidate') {
  const response = await request.post('/dev/api/inboxes', { data: { phone, title, content: `Nội dung: ${title}`, part } })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()).data as { id: number; title: string }
}


const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Thông báo/ })

test('a notification arrives live in the bell and on the notification page, is read and deleted', async ({ page, request }) => {
  const { phone, requestId } = await registerByApi(page.request, 'Lê Minh Châu')
  await openSignedIn(page, '/', requestId)
  await expect(bell(page)).toHaveAccessibleName('Thông báo')

  // on another page: the badge comes without reload
  await notify(request, phone, 'Nhà tuyển dụng đã xem hồ sơ của bạn')
  await expect(bell(page)).toHaveAccessibleName('Thông báo, 1 chưa đọc')
  await expect(bell(page)).toContainText('1')

  await bell(page).click()
  await expect(page).toHaveURL(/\/account\/notification$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Thông báo' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Ứng viên 1 chưa đọc' })).toHaveAttribute('aria-selected', 'true')
  const list = page.getByRole('list', { name: 'Thông báo ứng viên' })
  await expect(list.getByRole('listitem')).toHaveCount(1)

  // on the notification page: a new message appears at the top, unread
  await notify(request, phone, 'Có 3 việc làm phù hợp với bạn')
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await expect(list.getByRole('listitem').first()).toContainText('Có 3 việc làm phù hợp với bạn')
  await expect(list.getByRole('listitem').first()).toHaveAttribute('data-unread', 'true')
  await expect(bell(page)).toHaveAccessibleName('Thông báo, 2 chưa đọc')
  await expectNoA11yViolations(page)

  // the common part counts separately
  await notify(request, phone, 'Lịch bảo trì hệ thống', 'common')
  await expect(page.getByRole('tab', { name: 'Thông báo chung 1 chưa đọc' })).toBeVisible()
  await expect(bell(page)).toHaveAccessibleName('Thông báo, 3 chưa đọc')

  // opening a message marks it read
  await list.getByRole('button', { name: /^(Chưa đọc: )?Có 3 việc làm phù hợp với bạn/ }).click()
  await expect(list.getByRole('listitem').first()).toHaveAttribute('data-unread', 'false')
  await expect(bell(page)).toHaveAccessibleName('Thông báo, 2 chưa đọc')

  // delete, after confirmation
  await list.getByRole('button', { name: 'Xóa thông báo: Nhà tuyển dụng đã xem hồ sơ của bạn' }).click()
  const dialog = page.getByRole('dialog', { name: 'Xóa thông báo' })
  await expectNoA11yViolations(page)
  await dialog.getByRole('button', { name: 'Xóa' }).click()
  await expect(page.getByText('Đã xóa thông báo')).toBeVisible()
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(bell(page)).toHaveAccessibleName('Thông báo, 1 chưa đọc')

  // mark everything read, then check the server kept it all
  await page.getByRole('button', { name: 'Đánh dấu tất cả là đã đọc' }).click()
  await expect(bell(page)).toHaveAccessibleName('Thông báo')
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByRole('list', { name: 'Thông báo ứng viên' }).getByRole('listitem')).toHaveCount(1)
  await expect(page.getByRole('list', { name: 'Thông báo ứng viên' }).getByRole('listitem')).toHaveAttribute('data-unread', 'false')
  await page.getByRole('tab', { name: 'Thông báo chung' }).click()
  await expect(page.getByRole('list', { name: 'Thông báo chung', exact: true }).getByRole('listitem')).toContainText('Lịch bảo trì hệ thống')
  await expect(bell(page)).toHaveAccessibleName('Thông báo')
  await expectNoA11yViolations(page)
})

test("another person's notification never reaches this page", { tag: '@desktop' }, async ({ page, request }) => {
  const { phone, requestId } = await registerByApi(page.request, 'Phạm Quốc Bảo')
  await openSignedIn(page, '/account/notification', requestId)
  await expect(page.getByText('Bạn chưa có thông báo nào về việc làm và hồ sơ.')).toBeVisible()

  // the other person's message is created first: had it leaked, it would arrive before ours
  const other = await registerByApi(request, 'Lê Văn Tùng')
  await notify(request, other.phone, 'Tin riêng của người khác')
  await notify(request, phone, 'Tin của tôi')
  const list = page.getByRole('list', { name: 'Thông báo ứng viên' })
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(list).toContainText('Tin của tôi')
  await expect(page.getByText('Tin riêng của người khác')).toHaveCount(0)
  await expect(bell(page)).toHaveAccessibleName('Thông báo, 1 chưa đọc')
})

test('visitors see the public announcements from the bell, new only until they look', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.evaluate(() => window.localStorage.removeItem('inbox_public_seen_at'))
  await page.reload()
  await waitForHydration(page)
  const publicBell = page.getByRole('banner').getByRole('button', { name: /^Thông báo chung/ })
  await expect(publicBell).toHaveAccessibleName('Thông báo chung, có thông báo mới')
  await publicBell.click()
  const dialog = page.getByRole('dialog', { name: /^Thông báo chung \(\d+\)$/ })
  await expect(dialog.getByRole('listitem').first()).toBeVisible()
  await expect(dialog.getByRole('link', { name: 'Đăng nhập để xem thông báo của bạn' })).toBeVisible()
  await expectNoA11yViolations(page)
  await dialog.getByRole('button', { name: 'Đóng' }).click()
  await expect(publicBell).toHaveAccessibleName('Thông báo chung')

  await page.reload()
  await waitForHydration(page)
  await expect(page.getByRole('banner').getByRole('button', { name: /^Thông báo chung/ })).toHaveAccessibleName('Thông báo chung')
})

test('@mobile the menu drawer shows the API menu groups, and the wallet once signed in', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Mở menu' }).click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  await expect(drawer.getByText(/^Đăng nhập trải nghiệm các tính năng của /)).toBeVisible()
  await expect(drawer.getByRole('region', { name: 'Tiện ích' })).toBeVisible()
  await expect(drawer.getByRole('region', { name: 'Cá nhân' })).toBeVisible()
  await expect(drawer.getByRole('link', { name: 'Việc làm đã lưu' })).toHaveAttribute('href', '/viec-lam-da-luu')
  // needs login: goes there through the login page
  await expect(drawer.getByRole('link', { name: 'Hồ sơ xin việc' })).toHaveAttribute(
    'href',
    '/account/login?returnUrl=%2Fjobseeker&siteId=3',
  )
  await expect(drawer.getByRole('button', { name: 'Đăng xuất' })).toHaveCount(0)
  await drawer.getByRole('tab', { name: 'Nhà tuyển dụng' }).click()
  await expect(drawer.getByRole('region', { name: 'Tiện ích tuyển dụng' })).toBeVisible()
  await expect(drawer.getByRole('region', { name: 'Tiện ích ví' })).toHaveCount(0)
  await expectNoA11yViolations(page)
  await drawer.getByRole('button', { name: 'Đóng' }).click()

  await openSignedIn(page, '/', await loginByApi(page.request, EMPLOYER.phone))
  await page.getByRole('button', { name: 'Mở menu' }).click()
  await expect(drawer.getByText(`Xin chào, ${EMPLOYER.name}`)).toBeVisible()
  await drawer.getByRole('tab', { name: 'Nhà tuyển dụng' }).click()
  await expect(drawer.getByRole('region', { name: 'Tiện ích tuyển dụng' })).toBeVisible()
  // signed in, the wallet: the deposit entry with the demo employer's "Tặng 20%" offer
  await expect(drawer.getByRole('region', { name: 'Tiện ích ví' })).toBeVisible()
  await expect(drawer.getByRole('link', { name: /Nạp tiền/ })).toHaveAttribute('href', '/dashboard/deposit')
  await expect(drawer.getByRole('link', { name: /Nạp tiền/ })).toContainText('Tặng 20%')
  await expect(drawer.getByRole('button', { name: 'Đăng xuất' })).toHaveCount(1)

  // notify clears the has-new flag and goes to the inbox
  await drawer.getByRole('tab', { name: 'Ứng viên' }).click()
  await drawer.getByRole('region', { name: 'Tiện ích' }).getByRole('link', { name: /^Thông báo/ }).click()
  await expect(page).toHaveURL(/\/account\/notification$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Thông báo' })).toBeVisible()
})

test('@desktop the account dropdown and the employer sidebar come from the API', async ({ page }) => {
  await openSignedIn(page, '/employer', await loginByApi(page.request, EMPLOYER.phone))
  const sidebar = page.getByRole('complementary', { name: 'Menu nhà tuyển dụng' })
  await expect(sidebar.getByText('Xin chào,')).toBeVisible()
  await expect(sidebar.getByText(EMPLOYER.name)).toBeVisible()
  await expect(sidebar.getByRole('heading', { name: 'Tiện ích', exact: true })).toBeVisible()
  await expect(sidebar.getByRole('heading', { name: 'Cá nhân' })).toBeVisible()
  await expect(sidebar.locator('[data-wallet-balances]')).toContainText('2.500.000đ')
  await expect(sidebar.locator('[data-wallet-balances]')).toContainText('500.000đ')
  // the wallet's pages: deposit (with the demo employer's "Tặng 20%" offer), transactions, coupons, invoices
  await expect(sidebar.getByRole('link', { name: /Nạp tiền/ })).toHaveAttribute('href', '/dashboard/deposit')
  await expect(sidebar.getByRole('link', { name: /Nạp tiền/ })).toContainText('Tặng 20%')
  for (const [name, href] of [['Lịch sử giao dịch', '/dashboard/transactions'], ['Mã giảm giá', '/dashboard/coupons'], ['Hóa đơn', '/dashboard/invoices']]) {
    await expect(sidebar.getByRole('link', { name })).toHaveAttribute('href', href)
  }
  // beside the page, not above it
  const sidebarBox = await sidebar.boundingBox()
  const heroBox = await page.getByRole('heading', { level: 1 }).boundingBox()
  expect(sidebarBox && heroBox && heroBox.x > sidebarBox.x + sidebarBox.width).toBe(true)

  // keyboard: open, reach an entry, Escape closes and gives focus back
  const toggle = page.getByRole('banner').getByRole('button', { name: `Tài khoản: ${EMPLOYER.name}` })
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const panel = page.getByRole('banner').getByRole('region', { name: 'Tài khoản' })
  await expect(panel.getByRole('region', { name: 'Tiện ích tuyển dụng' })).toBeVisible()
  await expect(panel.getByRole('button', { name: 'Đăng xuất' })).toHaveCount(1)
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(panel.locator(':focus')).toHaveCount(1)
  await expectNoA11yViolations(page)
  await page.keyboard.press('Escape')
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(toggle).toBeFocused()

  // the chat room (SPEC 2.4's `chat` code) opens in a new tab
  await toggle.click()
  const chat = panel.getByRole('link', { name: /Tin nhắn/ })
  await expect(chat).toHaveAttribute('href', '/chatroom/join/0-0')
  await expect(chat).toHaveAttribute('target', '_blank')
})
