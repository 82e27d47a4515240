// The own-job manager in the browser: an employer of the test's own posts a job, a seeker applies,
// the employer sees the application counted in the manager, hides the job (it leaves search) and
// shows it again (it comes back).
import type { Browser } from '@playwright/test'
import { expect, expectNoA11yViolations, openSignedIn, postJobByApi, registerByApi, seekerWithProfile, test, tokenByApi, waitForHydration } from './fixtures'

/** Whether a new visitor's keyword search lists the job (public lists are cached 30 s per browser). */
async function foundBy(browser: Browser, keyword: string, id: number): Promise<boolean> {
  const context = await browser.newContext()
  const response = await context.request.get(`/job/v1/classifieds/listing?q=${encodeURIComponent(keyword)}`)
  const ids = ((await response.json()).data.items as Array<{ id: number }>).map((item) => item.id)
  await context.close()
  return ids.includes(id)
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
  const row = page.locator('tr, li').filter({ hasText: title }).first()
  await expect(row.locator('dt', { hasText: 'Ứng tuyển' }).locator('xpath=following-sibling::dd[1]')).toHaveText('1')
  await expectNoA11yViolations(page)

  await expect.poll(() => foundBy(browser, title, id), { timeout: 15_000 }).toBe(true)
  await actions.getByRole('button', { name: 'Ẩn tin' }).click()
  await expect(actions.getByRole('button', { name: 'Hiện tin' })).toBeVisible()
  await expect.poll(() => foundBy(browser, title, id), { timeout: 15_000 }).toBe(false)

  await actions.getByRole('button', { name: 'Hiện tin' }).click()
  await expect(actions.getByRole('button', { name: 'Ẩn tin' })).toBeVisible()
  await expect.poll(() => foundBy(browser, title, id), { timeout: 15_000 }).toBe(true)

  // the edit action opens the posting form with the job's values
  await actions.getByRole('link', { name: 'Sửa tin' }).click()
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Chỉnh sửa tin tuyển dụng' })).toBeVisible()
  await expect(page.getByLabel('Tiêu đề tin')).toHaveValue(title)
})
