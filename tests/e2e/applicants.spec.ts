// The recruiter's side of applications (issue 20) in the browser: a new employer posts a job and
// waits on /dashboard/candidates; a seeker applies and the employer's list (and, on a desktop, the
// menu's unread badge) follows live; the employer opens the CV, sees the full contact, marks it
// "Phù hợp" with a message, and the seeker's applied list shows it without a reload.
import { expect, expectNoA11yViolations, openSignedIn, postJobByApi, registerByApi, seekerWithProfile, signInKeyByApi, test, tokenByApi, waitForFreshSite } from './fixtures'

waitForFreshSite()

test('an employer sees a new applicant live, opens the CV and marks it suitable; the seeker sees it live', async ({ page, browser, request }) => {
  const employer = await registerByApi(page.request, 'Đinh Công Tráng')
  const employerToken = await tokenByApi(request, employer.phone)
  const title = `Nhân viên giao nhận Quận 7 ${Date.now().toString(36)}`
  const jobId = await postJobByApi(request, employerToken, title)

  await openSignedIn(page, '/dashboard/candidates', employer.requestId)
  await expect(page.getByRole('heading', { level: 1, name: 'Hồ sơ ứng tuyển' })).toBeVisible()
  await expect(page.getByText('Chưa có ứng viên nào ứng tuyển vào tin của bạn.', { exact: false })).toBeVisible()
  const wide = (page.viewportSize()?.width ?? 0) >= 990
  const badge = page.locator('[data-employer-sidebar] [data-applicants-unread]')
  if (wide) await expect(badge).toHaveCount(0)

  // a seeker applies (with a profile of its own) and opens its applied list in another browser
  const seeker = await seekerWithProfile(request, 'Hoàng Thị Mai')
  const seekerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined, locale: 'vi-VN' })
  const seekerPage = await seekerContext.newPage()
  const applied = await request.post('/job/v1/candidates/apply', { headers: { authorization: `Bearer ${seeker.token}` }, data: { classified_id: jobId } })
  expect(applied.ok(), await applied.text()).toBe(true)

  // the employer's list and badge follow without a reload
  const list = page.getByRole('list', { name: 'Hồ sơ ứng tuyển' })
  const row = list.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Hoàng Thị Mai' }) })
  await expect(row).toContainText(title)
  await expect(row).toContainText('Mới')
  await expect(row).toContainText(seeker.phone)
  if (wide) await expect(badge).toHaveText(/^1/)
  await expectNoA11yViolations(page)

  await openSignedIn(seekerPage, '/viec-lam-da-ung-tuyen', await signInKeyByApi(seekerPage.request, seeker.phone))
  const card = seekerPage.getByRole('list', { name: 'Việc làm đã ứng tuyển' }).getByRole('article').filter({ has: seekerPage.getByRole('link', { name: title }) })
  await expect(card).toContainText('Đã gửi')

  // opening the CV marks it read: the seeker's card says so live
  await row.getByRole('link', { name: 'Hoàng Thị Mai' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Hoàng Thị Mai' })).toBeVisible()
  await expect(page.getByRole('link', { name: seeker.phone })).toHaveAttribute('href', `tel:${seeker.phone}`)
  const status = page.getByRole('region', { name: 'Trạng thái hồ sơ' })
  await expect(status).toContainText('Nhà tuyển dụng đã xem')
  await expect(card).toContainText('Nhà tuyển dụng đã xem')
  if (wide) await expect(badge).toHaveCount(0)
  await expectNoA11yViolations(page)

  // "Phù hợp" with an edited message
  await status.getByLabel('Chuyển sang trạng thái').selectOption({ label: 'Phù hợp' })
  await status.getByLabel(/Lời nhắn gửi ứng viên/).fill('Mời bạn đến cửa hàng lúc 9 giờ sáng thứ Hai để trao đổi.')
  await status.getByRole('button', { name: 'Cập nhật trạng thái' }).click()
  await expect(page.getByText('Đã chuyển hồ sơ sang "Phù hợp"')).toBeVisible()
  await expect(status).toContainText('Lời nhắn đã gửi: Mời bạn đến cửa hàng lúc 9 giờ sáng thứ Hai để trao đổi.')

  await expect(card).toContainText('Phù hợp')
  await expect(card).toContainText('Lời nhắn của nhà tuyển dụng: Mời bạn đến cửa hàng lúc 9 giờ sáng thứ Hai để trao đổi.')
  await expectNoA11yViolations(seekerPage)
  await seekerContext.close()

  // back on the list, filtered by status through the address
  await page.goto('/dashboard/candidates?status=3')
  await expect(list.getByRole('link', { name: 'Hoàng Thị Mai' })).toBeVisible()
  await expect(page.getByLabel('Trạng thái')).toHaveValue('3')
})
