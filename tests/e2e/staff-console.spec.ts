// The staff console (issue 21), checked at 1366 and 390 px: an employer uploads a licence and sends its
// organisation for verification, staff read the licence and approve it in the console and the "Đối tác" badge appears on the employer's
// public job page; a job caught by a scam rule waits in the staff queue and is rejected with a
// reason its owner reads; saved again unchanged, it waits for staff, who read their earlier reason.
import { atBothWidths, expect, expectFitsViewport, fileOpenedInTab, expectNoA11yViolations, freshTaxCode, jobBodyForApi, openSignedIn, postJobByApi, registerByApi, signInKeyByApi, test, tokenByApi, waitForHydration } from './fixtures'

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')

/** The seed's staff account (server/db/seed/users.ts); staff are never made through the API. */
const STAFF_PHONE = '0977000111'

test('staff verify an organisation in the console and its job shows the Đối tác badge', { tag: '@desktop' }, async ({ page, browser, request, consoleErrors }) => {
  // its pages are checked at 1366 and 390 px in one pass (atBothWidths): more than one width's budget
  test.slow()
  const employer = await registerByApi(page.request, 'Võ Minh Tâm')
  const token = await tokenByApi(request, employer.phone)
  const jobId = await postJobByApi(request, token, 'Nhân viên kho hàng ca ngày')
  const organization = (await (await request.get('/job/v1/organizations/self', { headers: { authorization: `Bearer ${token}` } })).json()).data.items[0]
  const saved = await request.put(`/job/v1/organizations/${organization.id}/business-info`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      organization_type: 1,
      name: `Công ty TNHH Kho Vận Minh Tâm ${jobId}`,
      tax_code: freshTaxCode().valid,
      city_id: 2,
      district_id: null,
      street: '18 Cộng Hòa',
      size_id: 3,
      industry_id: 8,
      website: 'https://khovanminhtam.vn',
      description: 'Dịch vụ kho bãi và giao nhận.',
    },
  })
  expect(saved.status()).toBe(200)

  await openSignedIn(page, '/dashboard/thong-tin-doanh-nghiep', employer.requestId)
  // no licence yet: the request is refused, saying what is missing
  await page.getByRole('button', { name: 'Gửi xác thực' }).click()
  await expect(page.getByText(/trước khi gửi xác thực: giấy chứng nhận đăng ký/)).toBeVisible()
  // the refusal is the one error the browser logs
  expect(consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 409 (Conflict)'])
  consoleErrors.length = 0
  const licences = page.getByRole('region', { name: 'Giấy phép kinh doanh' })
  await licences.getByLabel('Chọn tệp giấy phép để tải lên').setInputFiles({ name: 'GCN DKKD.pdf', mimeType: 'application/pdf', buffer: PDF })
  await expect(licences.getByText('GCN DKKD.pdf').first()).toBeVisible()
  await page.getByRole('button', { name: 'Gửi xác thực' }).click()
  await expect(page.getByRole('heading', { name: 'Trạng thái xác thực: Đang chờ duyệt' })).toBeVisible()

  const staff = await (await browser.newContext({ viewport: page.viewportSize() ?? undefined, locale: 'vi-VN' })).newPage()
  await openSignedIn(staff, '/kiem-duyet', await signInKeyByApi(staff.request, STAFF_PHONE))
  await expect(staff.getByRole('heading', { level: 1, name: 'Kiểm duyệt' })).toBeVisible()
  await staff.getByRole('tab', { name: /Doanh nghiệp chờ xác thực/ }).click()
  const request_ = staff.getByRole('listitem').filter({ has: staff.getByRole('heading', { name: `Công ty TNHH Kho Vận Minh Tâm ${jobId}` }) })
  // staff open the licence the owner uploaded (a private file, read with the staff member's token)
  const licence = await fileOpenedInTab(staff, () => request_.getByRole('button', { name: 'Xem: GCN DKKD.pdf' }).click())
  expect(licence.url).toMatch(/^blob:/)
  if (licence.body) expect(licence.body.equals(PDF)).toBe(true)
  await staff.getByRole('checkbox', { name: `Chọn doanh nghiệp Công ty TNHH Kho Vận Minh Tâm ${jobId}` }).check()
  await atBothWidths(staff, async () => {
    await expectFitsViewport(staff)
    await expectNoA11yViolations(staff)
  })
  await staff.getByRole('button', { name: 'Duyệt', exact: true }).click()
  await expect(staff.getByText('Đã xử lý 1 mục.')).toBeVisible()
  await staff.getByRole('tab', { name: 'Nhật ký' }).click()
  await expect(staff.getByRole('table').getByText(`Công ty TNHH Kho Vận Minh Tâm ${jobId}`).first()).toBeVisible()

  await page.reload()
  await expect(page.getByRole('heading', { name: /Trạng thái xác thực: Đã duyệt/ })).toBeVisible()
  const job = await (await browser.newContext({ locale: 'vi-VN' })).newPage()
  await job.goto(`/viec-lam/nhan-vien-kho-hang-ca-ngay-${jobId}`)
  await expect(job.getByText('Đối tác', { exact: true }).first()).toBeVisible()
})

test('a job caught by a scam rule waits for staff, who reject it with a reason its owner reads; saved again, it waits with that reason', { tag: '@desktop' }, async ({ page, browser, request }) => {
  // its pages are checked at 1366 and 390 px in one pass (atBothWidths): more than one width's budget
  test.slow()
  const employer = await registerByApi(page.request, 'Hồ Thị Ngọc')
  const token = await tokenByApi(request, employer.phone)
  const title = `Cộng tác viên chăm sóc khách hàng ${Date.now() % 100000}`
  const body = jobBodyForApi(title, { benefits: 'Liên hệ qua Zalo để được phỏng vấn nhanh, thưởng theo doanh số.' })
  const jobId = await postJobByApi(request, token, title, body)

  const staff = await (await browser.newContext({ viewport: page.viewportSize() ?? undefined, locale: 'vi-VN' })).newPage()
  await openSignedIn(staff, '/kiem-duyet', await signInKeyByApi(staff.request, STAFF_PHONE))
  await staff.getByLabel('Thứ tự').selectOption('newest')
  const item = staff.getByRole('listitem').filter({ has: staff.getByRole('heading', { name: title }) })
  await expect(item.getByText(/Liên hệ ngoài nền tảng|Zalo/).first()).toBeVisible()
  await staff.getByRole('checkbox', { name: `Chọn tin ${title}` }).check()
  await staff.getByLabel('Mẫu lý do').selectOption({ index: 2 })
  await expect(staff.getByLabel('Lý do (người nhận đọc trong hộp thư)')).toHaveValue(/Zalo/)
  await atBothWidths(staff, async () => {
    await expectFitsViewport(staff)
    await expectNoA11yViolations(staff)
  })
  // on a phone the decisions are a sheet along the bottom: the reason opens on demand, and the
  // sheet leaves most of the screen to the item being judged
  await staff.setViewportSize({ width: 390, height: 844 })
  const sheet = staff.getByRole('form', { name: 'Đã chọn 1 mục' })
  const reason = staff.getByLabel('Lý do (người nhận đọc trong hộp thư)')
  await expect(reason).toBeHidden()
  expect((await sheet.boundingBox())!.height).toBeLessThan(844 / 4)
  await sheet.getByRole('button', { name: 'Viết lý do' }).click()
  await expect(reason).toHaveValue(/Zalo/)
  await staff.screenshot({ path: `${process.env.SHOTS_DIR ?? '/tmp/shots'}/staff-sheet-390.png` })
  await staff.setViewportSize({ width: 1366, height: 900 })
  await staff.getByRole('button', { name: 'Từ chối' }).click()
  await expect(staff.getByText('Đã xử lý 1 mục.')).toBeVisible()
  await expect(staff.getByRole('heading', { name: title })).toHaveCount(0)

  await openSignedIn(page, '/dashboard/manage-listing', employer.requestId)
  await atBothWidths(page, () => expect(page.getByText(/hãy để ứng viên liên hệ qua số điện thoại của tin/).first()).toBeVisible())
  await page.goto('/account/notification')
  await page.getByRole('tab', { name: /Thông báo chung/ }).click()
  await expect(page.getByText(`Tin "${title}" không được duyệt`).first()).toBeVisible()

  // saved again unchanged, the job stays down: it waits for staff (decision 0031)
  const resaved = (await (await request.put(`/listing/v1/classifieds/${jobId}`, { headers: { authorization: `Bearer ${token}` }, data: body })).json()).data
  expect(resaved.review_status).toBe(1000)
  expect((await request.get(resaved.url)).status()).toBe(404)
  await page.goto('/dashboard/manage-listing')
  await atBothWidths(page, () => expect(page.getByText(/Lý do chờ duyệt: Tin đã bị nhân viên kiểm duyệt gỡ xuống hoặc từ chối/).first()).toBeVisible())
  // staff read why they rejected it before
  await staff.reload()
  await waitForHydration(staff)
  await staff.getByLabel('Thứ tự').selectOption('newest')
  const back = staff.getByRole('listitem').filter({ has: staff.getByRole('heading', { name: title }) })
  await expect(back.getByText(/Lần trước bị từ chối/)).toBeVisible()
  await expect(back.getByText(/hãy để ứng viên liên hệ qua số điện thoại của tin/)).toBeVisible()
  await atBothWidths(staff, () => expectNoA11yViolations(staff))
})

test('the console answers only staff', { tag: '@desktop' }, async ({ page }) => {
  const seeker = await registerByApi(page.request, 'Lâm Thị Hạnh')
  await openSignedIn(page, '/kiem-duyet', seeker.requestId)
  await expect(page.getByText('Trang này chỉ dành cho nhân viên kiểm duyệt của trang.')).toBeVisible()
  await expect(page.getByRole('tab')).toHaveCount(0)
})
