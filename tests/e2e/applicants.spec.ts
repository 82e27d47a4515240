// The recruiter's side of applications (issue 20) in the browser: a new employer posts a job and
// waits on /dashboard/candidates; a seeker applies and the employer's list (and, on a desktop, the
// menu's unread badge) follows live; the employer opens the CV, sees the full contact, marks it
// "Phù hợp" with a message, and the seeker's applied list shows it without a reload.
// The first two flows run once and check their pages at 1366 and 390 px; the pipeline runs at both
// widths (a wide screen drags cards, and a dialog is checked open).
import { atBothWidths, expect, expectFitsViewport, expectNoA11yViolations, openSignedIn, postJobByApi, registerByApi, seekerWithProfile, signInKeyByApi, test, tokenByApi } from './fixtures'

// each flow drives two people through several pages with an accessibility check on most of them
test.describe.configure({ timeout: 120_000 })

test('an employer sees a new applicant live, opens the CV and marks it suitable; the seeker sees it live', { tag: '@desktop' }, async ({ page, browser, request }) => {
  // its pages are checked at 1366 and 390 px in one pass (atBothWidths): more than one width's budget
  test.slow()
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
  await atBothWidths(page, async () => {
    await expect(row.getByRole('link', { name: 'Hoàng Thị Mai' })).toBeVisible()
    await expectNoA11yViolations(page)
  })

  await openSignedIn(seekerPage, '/viec-lam-da-ung-tuyen', await signInKeyByApi(seekerPage.request, seeker.phone))
  const card = seekerPage.getByRole('list', { name: 'Việc làm đã ứng tuyển' }).getByRole('article').filter({ has: seekerPage.getByRole('link', { name: title }) })
  await expect(card).toContainText('Đã gửi')

  // opening the CV marks it read: the seeker's card says so live
  await row.getByRole('link', { name: 'Hoàng Thị Mai' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Hoàng Thị Mai' })).toBeVisible()
  await expect(page.getByRole('link', { name: seeker.phone })).toHaveAttribute('href', `tel:${seeker.phone}`)
  const status = page.getByRole('region', { name: 'Trạng thái hồ sơ' })
  // the recruiter reads whether they opened it; the seeker, that the employer saw it
  await expect(status).toContainText('Đã xem')
  await expect(status).not.toContainText('Nhà tuyển dụng')
  await expect(card).toContainText('Nhà tuyển dụng đã xem')
  if (wide) await expect(badge).toHaveCount(0)
  await atBothWidths(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Hoàng Thị Mai' })).toBeVisible()
    await expectNoA11yViolations(page)
  })

  // "Phù hợp" with an edited message
  await status.getByLabel('Chuyển sang trạng thái').selectOption({ label: 'Phù hợp' })
  await status.getByLabel(/Lời nhắn gửi ứng viên/).fill('Mời bạn đến cửa hàng lúc 9 giờ sáng thứ Hai để trao đổi.')
  await status.getByRole('button', { name: 'Cập nhật trạng thái' }).click()
  await expect(page.getByText('Đã chuyển hồ sơ sang "Phù hợp"')).toBeVisible()
  await expect(status).toContainText('Lời nhắn đã gửi: Mời bạn đến cửa hàng lúc 9 giờ sáng thứ Hai để trao đổi.')

  await expect(card).toContainText('Phù hợp')
  await expect(card).toContainText('Lời nhắn của nhà tuyển dụng: Mời bạn đến cửa hàng lúc 9 giờ sáng thứ Hai để trao đổi.')
  // the seeker keeps its applications beyond the retention period
  const keep = seekerPage.getByRole('switch', { name: 'Giữ lại hồ sơ ứng tuyển của tôi' })
  await expect(keep).not.toBeChecked()
  await keep.check()
  await expect(seekerPage.getByText('Đã chọn giữ lại hồ sơ ứng tuyển của bạn.')).toBeVisible()
  await expect(keep).toBeChecked()
  await atBothWidths(seekerPage, () => expectNoA11yViolations(seekerPage))
  await seekerContext.close()

  // back on the list, filtered by status through the address
  await page.goto('/dashboard/candidates?status=3')
  await expect(list.getByRole('link', { name: 'Hoàng Thị Mai' })).toBeVisible()
  await expect(page.getByLabel('Trạng thái')).toHaveValue('3')
})

test('an employer finds a candidate, buys a "lượt" and unlocks the full phone; the candidate sees who saw it', { tag: '@desktop' }, async ({ page, browser, request }) => {
  // its pages are checked at 1366 and 390 px in one pass (atBothWidths): more than one width's budget
  test.slow()
  const word = `kholanh${Date.now().toString(36)}`
  const seeker = await seekerWithProfile(request, 'Phan Thị Yến', {
    searchable: true,
    description: `Tôi có ba năm làm thủ kho ${word}, cẩn thận, trung thực và có thể đi làm ngay tại Bình Dương.`,
  })
  const auth = (token: string) => ({ authorization: `Bearer ${token}` })
  const sharing = await request.put('/job/v1/jobseekers/self/contact-sharing', { headers: auth(seeker.token), data: { contact_sharing: 'share' } })
  expect(sharing.ok(), await sharing.text()).toBe(true)

  // a new employer (a job makes it one) with 100.000đ deposited through the local gateway
  const employer = await registerByApi(page.request, 'Võ Minh Khang')
  const token = await tokenByApi(request, employer.phone)
  await postJobByApi(request, token, `Thủ kho ${word}`)
  const deposit = await request.post('/payment/v1/deposits', { headers: { ...auth(token), 'idempotency-key': `e2e-${word}` }, data: { amount: 100_000 } })
  expect(deposit.ok(), await deposit.text()).toBe(true)
  await openSignedIn(page, '/dashboard/tim-ung-vien', employer.requestId)
  await page.goto((await deposit.json()).data.payment_url)
  await page.getByRole('button', { name: 'Thanh toán', exact: true }).click()
  await expect(page.getByRole('status')).toContainText('Nạp tiền thành công.')

  // the search: a keyword without diacritics finds the candidate, contact masked
  await page.goto('/dashboard/tim-ung-vien')
  await expect(page.getByRole('heading', { level: 1, name: 'Tìm ứng viên' })).toBeVisible()
  await page.getByLabel('Từ khóa (kỹ năng, kinh nghiệm, công việc)').fill(`thu kho ${word}`)
  await page.getByRole('button', { name: 'Tìm ứng viên' }).click()
  const results = page.getByRole('list', { name: 'Ứng viên' })
  await expect(results.getByRole('link')).toHaveText(['Phan Thị Yến'])
  await expect(results).not.toContainText(seeker.phone)
  await atBothWidths(page, async () => {
    await expect(results.getByRole('link', { name: 'Phan Thị Yến' })).toBeVisible()
    await expectNoA11yViolations(page)
  })
  await results.getByRole('link', { name: 'Phan Thị Yến' }).click()

  // no "lượt" yet: buy one through the buy page, then unlock
  await expect(page.getByRole('heading', { level: 1, name: 'Phan Thị Yến' })).toBeVisible()
  const contact = page.getByRole('region', { name: 'Liên hệ' })
  await expect(contact).toContainText(`${seeker.phone.slice(0, 2)}xx xxx x${seeker.phone.slice(-2)}`)
  await atBothWidths(page, async () => {
    await expect(contact.getByRole('link', { name: 'Mua thêm lượt xem liên hệ' })).toBeVisible()
    await expectNoA11yViolations(page)
  })
  const detailUrl = page.url()
  await contact.getByRole('link', { name: 'Mua thêm lượt xem liên hệ' }).click()
  // the shop: the package into the basket, then pay the basket (docs/decisions/0053-shop.md)
  const group = page.locator('[data-service-group="candidate"]')
  await group.getByRole('radio', { name: /^1 lượt/ }).check()
  await group.getByRole('button', { name: 'Thêm Mua ứng viên 1 lượt vào đơn' }).click()
  await page.getByRole('region', { name: 'Đơn hàng' }).getByRole('button', { name: /^Thanh toán 1 gói/ }).click()
  await page.getByRole('dialog', { name: 'Xác nhận mua dịch vụ' }).getByRole('button', { name: /^Thanh toán/ }).click()
  await expect(page.getByRole('dialog', { name: 'Xác nhận mua dịch vụ' })).toBeHidden()

  await page.goto(detailUrl)
  await contact.getByRole('button', { name: 'Xem liên hệ (1 lượt)' }).click()
  await expect(page.getByText('Đã mở khóa liên hệ của ứng viên.')).toBeVisible()
  await expect(contact.getByRole('link', { name: seeker.phone })).toHaveAttribute('href', `tel:${seeker.phone}`)
  await expect(contact.locator('[data-candidate-credits]')).toHaveCount(0)

  // the candidate sees who saw the contact, on the profile page
  const seekerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined, locale: 'vi-VN' })
  const seekerPage = await seekerContext.newPage()
  await openSignedIn(seekerPage, '/jobseeker', await signInKeyByApi(seekerPage.request, seeker.phone))
  const panel = seekerPage.getByRole('region', { name: 'Nhà tuyển dụng xem liên hệ của bạn' })
  await expect(panel.getByRole('list', { name: 'Yêu cầu xem liên hệ' }).getByRole('listitem')).toHaveCount(1)
  await expect(panel).toContainText('Đã xem liên hệ')
  await expect(panel.getByRole('radio', { name: 'Cho nhà tuyển dụng xem liên hệ khi họ mở khóa' })).toBeChecked()
  await atBothWidths(seekerPage, () => expectNoA11yViolations(seekerPage))
  await seekerContext.close()
})

test("an employer moves applicants through a job's pipeline and keeps a candidate in its saved list", async ({ page, request }) => {
  const word = `phache${Date.now().toString(36)}`
  const employer = await registerByApi(page.request, 'Lạc Thị Ngân')
  const token = await tokenByApi(request, employer.phone)
  const title = `Nhân viên pha chế ${word}`
  const jobId = await postJobByApi(request, token, title)
  const an = await seekerWithProfile(request, 'Tô Văn An', { searchable: true, description: `Hai năm pha chế ${word} tại quán cà phê ở Đà Nẵng.` })
  const binh = await seekerWithProfile(request, 'Kiều Thị Bình')
  for (const seeker of [an, binh]) {
    const applied = await request.post('/job/v1/candidates/apply', { headers: { authorization: `Bearer ${seeker.token}` }, data: { classified_id: jobId } })
    expect(applied.ok(), await applied.text()).toBe(true)
  }

  // the pipeline of the job: both wait in "Chưa xem", with the time they have been there
  await openSignedIn(page, '/dashboard/candidates', employer.requestId)
  await page.getByRole('navigation', { name: 'Ứng viên' }).getByRole('link', { name: 'Theo bước tuyển dụng' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Quy trình tuyển dụng' })).toBeVisible()
  await expect(page.getByLabel('Tin tuyển dụng', { exact: true })).toHaveValue(String(jobId))
  const column = (name: string) => page.getByRole('region', { name: new RegExp(`^${name}\\s*\\d+ hồ sơ$`) })
  await expect(column('Chưa xem').getByRole('listitem')).toHaveCount(2)
  await expect(column('Chưa xem')).toContainText('Ở bước này dưới 1 giờ')
  await expectFitsViewport(page)
  await expectNoA11yViolations(page)

  // a card's picker: the dialog offers the status's message template, the card changes column
  await column('Chưa xem').getByLabel('Chuyển hồ sơ của Tô Văn An').selectOption({ label: 'Đã mời phỏng vấn' })
  const dialog = page.getByRole('dialog', { name: 'Chuyển hồ sơ của Tô Văn An' })
  await expect(dialog.getByLabel(/Lời nhắn gửi ứng viên/)).toHaveValue(/Chúng tôi mời bạn đến phỏng vấn/)
  await expectNoA11yViolations(page)
  await dialog.getByRole('button', { name: 'Chuyển hồ sơ' }).click()
  await expect(page.getByText('Đã chuyển hồ sơ sang "Đã mời phỏng vấn"')).toBeVisible()
  await expect(column('Đã mời phỏng vấn').getByRole('link', { name: 'Tô Văn An' })).toBeVisible()
  await expect(column('Chưa xem').getByRole('listitem')).toHaveCount(1)

  // on a wide screen a card is dragged onto a column
  if ((page.viewportSize()?.width ?? 0) >= 990) {
    await column('Chưa xem').getByRole('listitem').filter({ hasText: 'Kiều Thị Bình' }).dragTo(column('Phù hợp'))
    await page.getByRole('dialog', { name: 'Chuyển hồ sơ của Kiều Thị Bình' }).getByRole('button', { name: 'Chuyển hồ sơ' }).click()
    await expect(column('Phù hợp').getByRole('link', { name: 'Kiều Thị Bình' })).toBeVisible()
  }

  // keep a found candidate in this browser's saved list, then let it go
  await page.goto(`/dashboard/tim-ung-vien?q=${word}`)
  const results = page.getByRole('list', { name: 'Ứng viên' })
  await expect(results.getByRole('link', { name: 'Tô Văn An' })).toBeVisible()
  await results.getByRole('button', { name: 'Lưu ứng viên' }).click()
  await expect(page.getByText('Lưu ứng viên yêu thích thành công')).toBeVisible()
  await page.getByRole('navigation', { name: 'Ứng viên' }).getByRole('link', { name: 'Ứng viên đã lưu' }).click()
  const saved = page.getByRole('list', { name: 'Ứng viên' })
  await expect(saved.getByRole('link')).toHaveText(['Tô Văn An'])
  await expectNoA11yViolations(page)
  await saved.getByRole('button', { name: 'Bỏ lưu ứng viên' }).click()
  await expect(page.getByText('Xóa ứng viên yêu thích thành công')).toBeVisible()
  await expect(page.getByText('Bạn chưa lưu ứng viên nào.', { exact: false })).toBeVisible()
})
