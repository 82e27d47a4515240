// The organisation's business information (issue 21), checked at 1366 and 390 px: a new employer fills it
// in, a tax code with a wrong check digit is refused on its field saying what is wrong, the saved
// information comes back after a reload with who changed it.
import sharp from 'sharp'
import { TAX_CODE_MSG } from '../../src/domain/organizations/tax-code'
import { atBothWidths, expect, expectFitsViewport, expectNoA11yViolations, freshTaxCode, openSignedIn, postJobByApi, registerByApi, test, tokenByApi } from './fixtures'

test('an employer fills in its business information; a wrong tax code says what is wrong', { tag: '@desktop' }, async ({ page, request }) => {
  // its pages are checked at 1366 and 390 px in one pass (atBothWidths): more than one width's budget
  test.slow()
  const employer = await registerByApi(page.request, 'Đặng Thị Thu')
  // the first post makes the account an employer, with an organisation of its own
  await postJobByApi(request, await tokenByApi(request, employer.phone), 'Nhân viên bán hàng cửa hàng tiện lợi')
  await openSignedIn(page, '/dashboard/thong-tin-doanh-nghiep', employer.requestId)
  const form = page.getByRole('form', { name: 'Thông tin doanh nghiệp' })
  await atBothWidths(page, async () => {
    await expect(page.getByRole('heading', { level: 1, name: 'Thông tin doanh nghiệp' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Trạng thái xác thực: Cần xác thực' })).toBeVisible()
    await expectFitsViewport(page)
    await expectNoA11yViolations(page)
  })

  const code = freshTaxCode()
  await form.getByRole('radio', { name: 'Doanh nghiệp' }).check()
  await form.getByLabel('Tên doanh nghiệp / hộ kinh doanh').fill('Công ty TNHH Tiện Lợi Xanh')
  await form.getByLabel('Mã số thuế').fill(code.wrong)
  await form.getByLabel('Tỉnh/thành phố').selectOption({ label: 'Hà Nội' })
  await form.getByLabel('Quận/huyện').selectOption({ index: 1 })
  await form.getByLabel('Địa chỉ').fill('25 Phố Huế')
  await form.getByLabel('Quy mô').selectOption({ label: '25 - 99 nhân viên' })
  await form.getByLabel('Lĩnh vực hoạt động').selectOption({ index: 1 })
  await form.getByLabel('Website').fill('https://tienloixanh.vn')
  await form.getByRole('button', { name: 'Lưu thông tin' }).click()
  await expect(form.getByLabel('Mã số thuế')).toBeFocused()
  await atBothWidths(page, async () => {
    await expect(form.getByText(TAX_CODE_MSG.checkDigit)).toBeVisible()
    await expectNoA11yViolations(page)
  })

  await form.getByLabel('Mã số thuế').fill(code.valid)
  await form.getByRole('button', { name: 'Lưu thông tin' }).click()
  await expect(page.getByText('Đã lưu thông tin doanh nghiệp.')).toBeVisible()

  await page.reload()
  await expect(form.getByLabel('Mã số thuế')).toHaveValue(code.valid)
  await expect(form.getByLabel('Tên doanh nghiệp / hộ kinh doanh')).toHaveValue('Công ty TNHH Tiện Lợi Xanh')
  await expect(form.getByLabel('Quy mô')).toHaveValue('3')
  await atBothWidths(page, async () => {
    await expect(page.getByText(/Thông tin cập nhật lần cuối ngày \d{2}\/\d{2}\/\d{4} bởi Đặng Thị Thu\./)).toBeVisible()
    await expectFitsViewport(page)
  })
})

test('an owner invites a recruiter, who accepts and reads the business information; the owner then removes them', { tag: '@desktop' }, async ({ page, browser, request }) => {
  // two people, two browsers and three accessibility scans of a long page: more than the default minute
  test.slow()
  const owner = await registerByApi(page.request, 'Lý Văn Phúc')
  await postJobByApi(request, await tokenByApi(request, owner.phone), 'Thu ngân cửa hàng tiện lợi ca sáng')
  await openSignedIn(page, '/dashboard/thong-tin-doanh-nghiep', owner.requestId)
  const members = page.getByRole('region', { name: 'Thành viên doanh nghiệp' })
  await expect(members.getByRole('list', { name: 'Thành viên doanh nghiệp' })).toContainText('Lý Văn Phúc (bạn)')

  // the invitee has an account of its own; the owner invites its number
  const recruiterContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined, locale: 'vi-VN' })
  const recruiterPage = await recruiterContext.newPage()
  const recruiter = await registerByApi(recruiterPage.request, 'Mai Thị Hạnh')
  await members.getByLabel('Số điện thoại hoặc email').fill(recruiter.phone)
  await members.getByRole('button', { name: 'Gửi lời mời' }).click()
  await expect(page.getByText(/^Đã gửi lời mời\./)).toBeVisible()
  await expect(members.getByRole('list', { name: 'Lời mời đang chờ trả lời' })).toContainText(recruiter.phone)
  await atBothWidths(page, async () => {
    await expectFitsViewport(page)
    await expectNoA11yViolations(page)
  })

  // the invitee answers on the same page
  await openSignedIn(recruiterPage, '/dashboard/thong-tin-doanh-nghiep', recruiter.requestId)
  const invitations = recruiterPage.getByRole('region', { name: 'Lời mời tham gia doanh nghiệp' })
  await expect(invitations).toContainText('mời bạn làm nhà tuyển dụng (người mời: Lý Văn Phúc)')
  await atBothWidths(recruiterPage, () => expectNoA11yViolations(recruiterPage))
  await invitations.getByRole('button', { name: 'Đồng ý' }).click()
  await expect(recruiterPage.getByText(/^Bạn đã tham gia doanh nghiệp/)).toBeVisible()
  await expect(recruiterPage.getByText('Chỉ chủ tài khoản doanh nghiệp sửa được thông tin này. Bạn đang xem với vai trò Nhà tuyển dụng.')).toBeVisible()
  await expect(recruiterPage.getByLabel('Tên doanh nghiệp / hộ kinh doanh')).toBeDisabled()
  // the licence documents are the owner's: the recruiter is told why, and is shown none of them
  const licences = recruiterPage.getByRole('region', { name: 'Giấy phép kinh doanh' })
  await expect(licences).toContainText('chỉ chủ tài khoản tải lên và xem được. Bạn đang là Nhà tuyển dụng')
  await expect(licences.getByRole('button')).toHaveCount(0)
  await atBothWidths(recruiterPage, async () => {
    await expectFitsViewport(recruiterPage)
    await licences.screenshot({ path: `${process.env.SHOTS_DIR ?? '/tmp/shots'}/licence-documents-recruiter-${recruiterPage.viewportSize()?.width}.png` })
  })

  // the owner sees the new member and removes them (a second click confirms)
  await page.reload()
  const list = members.getByRole('list', { name: 'Thành viên doanh nghiệp' })
  await expect(list).toContainText('Mai Thị Hạnh')
  await list.getByRole('button', { name: 'Xóa khỏi doanh nghiệp: Mai Thị Hạnh' }).click()
  await list.getByRole('button', { name: 'Xác nhận xóa' }).click()
  await expect(page.getByText('Đã xóa thành viên khỏi doanh nghiệp.')).toBeVisible()
  await expect(list).not.toContainText('Mai Thị Hạnh')
  await recruiterContext.close()
})

test('the owner uploads a square logo; it shows on the company page and its job cards; removing it brings the letter tile back', { tag: '@desktop' }, async ({ page, request }) => {
  test.slow()
  const owner = await registerByApi(page.request, 'Tạ Minh Khôi')
  const token = await tokenByApi(request, owner.phone)
  await postJobByApi(request, token, `Nhân viên pha chế ${Date.now().toString(36)}`)
  const [organization] = (await (await request.get('/job/v1/organizations/self', { headers: { authorization: `Bearer ${token}` } })).json()).data.items
  await openSignedIn(page, '/dashboard/thong-tin-doanh-nghiep', owner.requestId)
  const logo = page.getByRole('group', { name: 'Logo doanh nghiệp' })
  await expect(logo.getByRole('button', { name: 'Tải lên logo' })).toBeVisible()

  // a wrong file is refused in Vietnamese, before any upload
  await logo.locator('input[type="file"]').setInputFiles({ name: 'gioi-thieu.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n') })
  await expect(logo.getByRole('alert')).toContainText('gioi-thieu.pdf')

  const png = await sharp({ create: { width: 400, height: 240, channels: 3, background: { r: 29, g: 78, b: 216 } } })
    .png()
    .toBuffer()
  await logo.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png })
  const crop = page.getByRole('dialog', { name: 'Cắt logo thành hình vuông' })
  await expect(crop).toBeVisible()
  await crop.getByRole('button', { name: 'Lưu', exact: true }).click()
  await expect(logo.getByRole('button', { name: 'Tải lên logo khác' })).toBeVisible({ timeout: 20_000 })
  await expect(logo.getByRole('img', { name: 'Logo hiện tại' })).toHaveAttribute('src', /\/media\/v1\/files\/[0-9a-f]{32}/)
  await atBothWidths(page, async () => {
    await expectFitsViewport(page)
    await expectNoA11yViolations(page)
  })

  // the company page and its job cards show it (the search index follows within its lag)
  const detail = (await (await request.get(`/job/v1/organizations/${organization.id}/detail`)).json()).data
  expect(detail.logo_url).toMatch(/\/media\/v1\/files\/[0-9a-f]{32}/)
  await expect
    .poll(async () => {
      await page.goto(detail.url)
      return page.locator('[data-job-id] img[src*="/media/v1/files/"]').count()
    }, { timeout: 20_000 })
    .toBeGreaterThan(0)
  await expect(page.locator(`main img[src="${detail.logo_url}"]`).first()).toBeVisible()

  // removing it brings back the letter tile
  await page.goto('/dashboard/thong-tin-doanh-nghiep')
  await logo.getByRole('button', { name: 'Xóa logo' }).click()
  await expect(page.getByText('Đã xóa logo doanh nghiệp.')).toBeVisible()
  await expect(logo.getByRole('button', { name: 'Tải lên logo' })).toBeVisible()
  expect((await (await request.get(`/job/v1/organizations/${organization.id}/detail`)).json()).data.logo_url).toBeNull()
})
