// The posting flow in the browser: an employer of the test's own posts a job with two images through
// /dang-tin (previewing it first), a visitor finds it by keyword and opens it; a post asking for a
// deposit is refused on its field and nothing is published; the draft survives a reload.
import sharp from 'sharp'
import { expect, expectNoA11yViolations, openSignedIn, registerByApi, test, waitForHydration } from './fixtures'

const image = (r: number, g: number, b: number) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer()

async function fillPost(page: import('@playwright/test').Page, title: string) {
  const form = page.getByRole('form', { name: 'Đăng tin tuyển dụng' })
  await form.getByLabel('Tiêu đề tin').fill(title)
  await form.getByLabel('Ngành nghề').selectOption({ label: 'Kế toán' })
  await form.getByRole('radio', { name: 'Toàn thời gian' }).check()
  await form.getByLabel('Số lượng tuyển').fill('3')
  await form.getByLabel('Mức lương tối thiểu').fill('9000000')
  await form.getByLabel('Mức lương tối đa').fill('14000000')
  await form.getByRole('radio', { name: '1 năm', exact: true }).check()
  await form.getByLabel('Học vấn').selectOption({ label: 'Cao đẳng' })
  await form.getByLabel('Tỉnh/thành phố').selectOption({ label: 'Hà Nội' })
  await form.getByLabel('Quận/huyện').selectOption({ label: 'Quận Cầu Giấy' })
  await form.getByLabel('Địa chỉ làm việc').fill('Tầng 5, 88 Trần Thái Tông, Dịch Vọng Hậu')
  await form.getByLabel('Mô tả công việc').fill(
    'Lập và kiểm tra chứng từ thu chi, hạch toán nghiệp vụ phát sinh, đối chiếu công nợ với khách hàng và nhà cung cấp hằng tháng.',
  )
  await form.getByLabel('Yêu cầu ứng viên').fill('Tốt nghiệp cao đẳng kế toán, thành thạo Excel và phần mềm MISA.')
  await form.getByLabel('Quyền lợi').fill('Lương tháng 13, bảo hiểm đầy đủ, nghỉ thứ bảy cách tuần.')
  await form.getByLabel('Tên người liên hệ').fill('Nguyễn Thu Trang')
  await form.getByLabel('Số điện thoại liên hệ').fill('0987654321')
  return form
}

test('an employer posts a job with two images; a visitor finds it by keyword and opens it', async ({ page, browser }) => {
  const { requestId } = await registerByApi(page.request, 'Đặng Quỳnh Anh')
  await openSignedIn(page, '/dang-tin', requestId)
  await expect(page.getByRole('heading', { level: 1, name: 'Đăng tin tuyển dụng' })).toBeVisible()
  const title = `Kế toán công nợ Cầu Giấy ${Date.now().toString(36)}`
  const form = await fillPost(page, title)

  await form.locator('input[type="file"]').setInputFiles([
    { name: 'van-phong.png', mimeType: 'image/png', buffer: await image(10, 110, 74) },
    { name: 'phong-hop.png', mimeType: 'image/png', buffer: await image(29, 78, 216) },
  ])
  await expect(form.getByRole('img', { name: 'Ảnh 2' })).toBeVisible()
  await expect(form.getByText('2/30 ảnh')).toBeVisible()
  await expectNoA11yViolations(page)

  // the preview shows the job page as seekers will see it
  await form.getByRole('button', { name: 'Xem trước tin' }).click()
  const preview = page.getByRole('dialog', { name: 'Xem trước: tin hiển thị với ứng viên' })
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(preview.getByText('9.000.000đ - 14.000.000đ (9 triệu - 14 triệu đồng)')).toBeVisible()
  await expect(preview.getByRole('img', { name: `${title}: ảnh 2` })).toBeVisible()
  await preview.getByRole('button', { name: /Đóng/ }).first().click()

  await form.getByRole('button', { name: 'Đăng tin' }).click()
  await expect(page.getByRole('heading', { name: 'Tin của bạn đã được đăng' })).toBeVisible()
  const jobLink = page.getByRole('link', { name: 'Xem tin' })
  const jobUrl = await jobLink.getAttribute('href')
  expect(jobUrl).toMatch(/^\/viec-lam\/ke-toan-cong-no-cau-giay-/)
  // the draft is gone once the post is saved
  expect(await page.evaluate(() => window.localStorage.getItem('posting'))).toBeNull()

  // a visitor (signed out) finds it by keyword and opens it
  // (the search index looks for changes in the background, and public lists are cached for 30 s:
  // within the index's lag a new visitor finds it)
  let visitor = await browser.newPage()
  await expect(async () => {
    await visitor.close()
    visitor = await browser.newPage()
    await visitor.goto(`/tuyen-dung?q=${encodeURIComponent(title)}`)
    await waitForHydration(visitor)
    await expect(visitor.getByRole('link', { name: title }).first()).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
  await visitor.getByRole('link', { name: title }).first().click()
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(visitor.getByRole('img', { name: `${title}: ảnh 1` })).toBeVisible()
  await expect(visitor.getByRole('button', { name: 'Hiện số điện thoại' })).toBeVisible()
  await visitor.close()
})

test('a post asking for a deposit is refused on its field, nothing is published, and the draft survives a reload', { tag: '@desktop' }, async ({ page }) => {
  const { requestId } = await registerByApi(page.request, 'Lý Minh Khoa')
  await openSignedIn(page, '/dang-tin', requestId)
  const form = await fillPost(page, 'Nhân viên kho, đặt cọc 500k nhận việc ngay')
  await form.getByRole('button', { name: 'Đăng tin' }).click()
  const notice = page.getByRole('alert').filter({ hasText: 'Tin chưa thể đăng' })
  await expect(notice).toBeVisible()
  await expect(notice).toContainText('đặt cọc')
  await expect(form.getByLabel('Tiêu đề tin')).toBeFocused()

  // the draft is kept under "posting" and offered again after a reload
  await page.waitForFunction(() => (window.localStorage.getItem('posting') ?? '').includes('đặt cọc'))
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByText('Đã khôi phục bản nháp tin đăng chưa hoàn thành.')).toBeVisible()
  await expect(page.getByLabel('Tiêu đề tin')).toHaveValue('Nhân viên kho, đặt cọc 500k nhận việc ngay')
  await page.getByRole('button', { name: 'Xóa bản nháp' }).click()
  await expect(page.getByLabel('Tiêu đề tin')).toHaveValue('')
})
