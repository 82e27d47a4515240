// The own-job manager in the browser: an employer of the test's own posts a job, a seeker applies,
// the employer sees the application counted in the manager, pushes the job up after a
// confirmation, hides it from the row's "⋯" menu (it leaves search) and shows it again (it comes
// back). The list fits the window and its controls are 44 px targets at both widths.
import type { Browser, Page } from '@playwright/test'
import { atBothWidths, expect, expectFitsViewport, expectNoA11yViolations, openSignedIn, postJobByApi, registerByApi, seekerWithProfile, test, tokenByApi, waitForHydration } from './fixtures'

/** Whether a new visitor's keyword search lists the job (public lists are cached 30 s per browser). */
async function foundBy(browser: Browser, keyword: string, id: number): Promise<boolean> {
  const context = await browser.newContext()
  const response = await context.request.get(`/job/v1/classifieds/listing?q=${encodeURIComponent(keyword)}`)
  const ids = ((await response.json()).data.items as Array<{ id: number }>).map((item) => item.id)
  await context.close()
  return ids.includes(id)
}

/** Every visible button and link of the rows' controls is at least 44 × 44 px. */
async function expectRowTargets(page: Page, title: string) {
  const controls = page.getByRole('group', { name: `Thao tác với tin ${title}` }).locator('a:visible, button:visible')
  expect(await controls.count()).toBeGreaterThan(0)
  for (const box of await controls.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ w: r.width, h: r.height })))) {
    expect(box.w).toBeGreaterThanOrEqual(44)
    expect(box.h).toBeGreaterThanOrEqual(44)
  }
}

/** Opens the row's "⋯" menu and chooses an item. */
async function fromMenu(page: Page, title: string, item: string) {
  const actions = page.getByRole('group', { name: `Thao tác với tin ${title}` })
  await actions.getByRole('button', { name: `Thao tác khác với tin ${title}` }).click()
  await actions.getByRole('menu').getByRole('menuitem', { name: item }).click()
}

test('an employer sees an application counted, hides the job (it leaves search) and shows it again', async ({ page, browser }) => {
  const { phone, requestId } = await registerByApi(page.request, 'Hồ Ngọc Diệp')
  const employerToken = await tokenByApi(page.request, phone)
  const title = `Thu ngân cửa hàng Phú Nhuận ${Date.now().toString(36)}`
  const id = await postJobByApi(page.request, employerToken, title)

  const seeker = await seekerWithProfile(page.request, 'Trương Mỹ Linh')
  const applied = await page.request.post('/job/v1/candidates/apply', {
    headers: { authorization: `Bearer ${seeker.token}` },
    data: { classified_id: id },
  })
  expect(applied.ok(), await applied.text()).toBe(true)

  await openSignedIn(page, '/dashboard/manage-listing', requestId)
  await expect(page.getByRole('heading', { level: 1, name: 'Quản lý tin đăng' })).toBeVisible()
  const actions = page.getByRole('group', { name: `Thao tác với tin ${title}` })
  await expect(actions).toBeVisible()
  // the job's counters: one application
  const row = page.locator('li[data-job]').filter({ hasText: title })
  await expect(row.locator('dt', { hasText: 'Ứng tuyển' }).locator('xpath=following-sibling::dd[1]')).toHaveText('1')
  await expect(row.getByRole('img', { name: /^Ứng tuyển 14 ngày qua: tổng 1,/ })).toBeAttached()
  await atBothWidths(page, async () => {
    await expectFitsViewport(page)
    await expectRowTargets(page, title)
    await expectNoA11yViolations(page)
  })

  // a push-up is confirmed first, saying what it spends
  await actions.getByRole('button', { name: 'Đẩy tin miễn phí' }).click()
  const confirm = page.getByRole('dialog', { name: 'Đẩy tin lên đầu?' })
  await expect(confirm).toContainText('lượt miễn phí của hôm nay')
  await confirm.getByRole('button', { name: 'Đẩy tin', exact: true }).click()
  await expect(row.getByText('Đã dùng lượt đẩy miễn phí hôm nay')).toBeVisible()
  await expect(actions.getByRole('button', { name: 'Đẩy tin miễn phí' })).toHaveCount(0)

  await expect.poll(() => foundBy(browser, title, id), { timeout: 15_000 }).toBe(true)
  await fromMenu(page, title, 'Ẩn tin')
  // the hidden job's main action is to show it again
  await expect(actions.getByRole('button', { name: 'Hiện tin' })).toBeFocused()
  await expect.poll(() => foundBy(browser, title, id), { timeout: 15_000 }).toBe(false)

  await actions.getByRole('button', { name: 'Hiện tin' }).click()
  await expect(row.getByText('Đang hiển thị')).toBeVisible()
  await expect.poll(() => foundBy(browser, title, id), { timeout: 15_000 }).toBe(true)

  // the menu by keyboard: Escape closes it and gives focus back
  const more = actions.getByRole('button', { name: `Thao tác khác với tin ${title}` })
  await more.focus()
  await page.keyboard.press('ArrowDown')
  await expect(actions.getByRole('menuitem').first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(actions.getByRole('menu')).toHaveCount(0)
  await expect(more).toBeFocused()

  // the edit action opens the posting form with the job's values
  await fromMenu(page, title, 'Sửa tin')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Chỉnh sửa tin tuyển dụng' })).toBeVisible()
  await expect(page.getByLabel('Tiêu đề tin')).toHaveValue(title)
})
