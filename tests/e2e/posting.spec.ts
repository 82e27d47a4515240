// The posting flow in the browser: an employer of the test's own posts a job with two images through
// /dang-tin (previewing it first), a visitor finds it by keyword and opens it; a post asking for a
// deposit is refused on its field and nothing is published; the draft survives a reload. The form's
// parts and step list (docs/decisions/0051-posting-sections.md): the steps say where each part
// stands and jump to its first error, a salary range out of order refuses the preview.
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { atBothWidths, expect, expectFitsViewport, expectNoA11yViolations, fillJobPost, openSignedIn, registerByApi, test, waitForHydration } from './fixtures'

const image = (r: number, g: number, b: number) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer()

const fillPost = (page: Page, title: string) => fillJobPost(page, title, { openings: '3', address: 'Tầng 5, 88 Trần Thái Tông, Dịch Vọng Hậu' })

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
  // uploaded: the site's bars are gone, and the browser's own were never there
  await expect(form.getByRole('progressbar', { name: /Tiến độ tải ảnh/ })).toHaveCount(0)
  await expect(form.locator('progress')).toHaveCount(0)
  // every required part is done
  await expect(page.getByRole('progressbar', { name: 'Tiến độ đăng tin' })).toHaveAttribute('aria-valuetext', '4/4 phần bắt buộc đã xong')
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

/** Every visible button of the step list is a 44 × 44 px target. */
async function expectStepTargets(page: Page) {
  const steps = page.getByRole('navigation', { name: 'Các bước đăng tin' }).getByRole('button')
  await expect(steps).toHaveCount(5)
  for (const box of await steps.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ w: r.width, h: r.height })))) {
    expect(box.w).toBeGreaterThanOrEqual(44)
    expect(box.h).toBeGreaterThanOrEqual(44)
  }
}

test('the step list says where each part stands and jumps to its first error; the preview is refused on a salary out of order', async ({ page }) => {
  const { requestId } = await registerByApi(page.request, 'Cao Bảo Ngọc')
  await openSignedIn(page, '/dang-tin', requestId)
  const form = page.getByRole('form', { name: 'Đăng tin tuyển dụng' })
  const steps = page.getByRole('navigation', { name: 'Các bước đăng tin' })
  const step = (name: string) => steps.getByRole('button', { name, exact: true })
  await expect(step('Thông tin chung')).toHaveAccessibleDescription('Chưa điền')
  await expect(step('Hình ảnh & video')).toHaveAccessibleDescription('Không bắt buộc')
  await expect(page.getByRole('progressbar', { name: 'Tiến độ đăng tin' })).toHaveAttribute('aria-valuetext', '0/4 phần bắt buộc đã xong')
  await atBothWidths(page, async () => {
    await expectFitsViewport(page)
    await expectStepTargets(page)
    await expect(steps).toBeInViewport()
  })

  // a salary out of order and nothing else: the preview refuses, showing every message, and the
  // first one in the order shown (the title) takes the focus
  await form.getByLabel('Mức lương tối thiểu').fill('8000000')
  await form.getByLabel('Mức lương tối đa').fill('6000000')
  await form.getByRole('button', { name: 'Xem trước tin' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(form.getByRole('alert').filter({ hasText: 'Chưa thể xem trước' })).toBeVisible()
  await expect(form.getByLabel('Tiêu đề tin')).toBeFocused()
  await expect(step('Địa điểm & liên hệ')).toHaveAccessibleDescription(/^Cần sửa \d+ mục$/)
  await expect(form.getByText('Mức lương tối thiểu phải nhỏ hơn hoặc bằng mức lương tối đa')).toBeVisible()

  // the whole post but the salary: the first part still has an error, on the salary's upper end
  await fillPost(page, 'Nhân viên kế toán kho vận Long Biên')
  await form.getByLabel('Mức lương tối thiểu').fill('8000000')
  await form.getByLabel('Mức lương tối đa').fill('6000000')
  await expect(step('Địa điểm & liên hệ')).toHaveAccessibleDescription('Đã xong')
  await expect(step('Thông tin chung')).toHaveAccessibleDescription('Cần sửa 1 mục')
  await form.getByRole('button', { name: 'Xem trước tin' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(form.getByLabel('Mức lương tối đa')).toBeFocused()
  await expect(page.getByText('8.000.000đ - 6.000.000đ')).toHaveCount(0)
  await expectNoA11yViolations(page)

  // from the bottom of the page, the step with an error goes to that error; one without, to its part
  // (the list slides 80 px with the header, which hides as the page scrolls down and shows as it
  // scrolls up: a click that lands while it starts to move is lost, so each waits till it rests)
  const stepsAtRest = () =>
    steps.evaluate(
      (nav) =>
        new Promise<boolean>((resolve) => {
          const top = nav.getBoundingClientRect().top
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(nav.getAnimations().length === 0 && nav.getBoundingClientRect().top === top)))
        }),
    )
  await form.getByLabel('Video giới thiệu').focus()
  await expect.poll(stepsAtRest).toBe(true)
  await step('Thông tin chung').click()
  await expect(form.getByLabel('Mức lương tối đa')).toBeFocused()
  await expect(form.getByLabel('Mức lương tối đa')).toBeInViewport()
  await expect.poll(stepsAtRest).toBe(true)
  await step('Địa điểm & liên hệ').click()
  await expect(page.getByRole('heading', { level: 2, name: 'Địa điểm & liên hệ' })).toBeFocused()
  await expect(step('Địa điểm & liên hệ')).toHaveAttribute('aria-current', 'step')

  // fixed: the preview opens with the range in order and every part is done
  await form.getByLabel('Mức lương tối đa').fill('12000000')
  await expect(step('Thông tin chung')).toHaveAccessibleDescription('Đã xong')
  await form.getByRole('button', { name: 'Xem trước tin' }).click()
  const preview = page.getByRole('dialog', { name: 'Xem trước: tin hiển thị với ứng viên' })
  await expect(preview.getByText('8.000.000đ - 12.000.000đ', { exact: false }).first()).toBeVisible()
})

test('a failed submit focuses the first error of the parts in order, and the step list marks its part', { tag: '@desktop' }, async ({ page }) => {
  const { requestId } = await registerByApi(page.request, 'Mai Thanh Tâm')
  await openSignedIn(page, '/dang-tin', requestId)
  const form = await fillPost(page, 'Nhân viên kế toán nội bộ Đống Đa')
  await form.getByLabel('Mô tả công việc').fill('Quá ngắn')
  await form.getByLabel('Quyền lợi').fill('')
  await form.getByRole('button', { name: 'Đăng tin' }).click()
  await expect(form.getByLabel('Mô tả công việc')).toBeFocused()
  const steps = page.getByRole('navigation', { name: 'Các bước đăng tin' })
  await expect(steps.getByRole('button', { name: 'Mô tả công việc' })).toHaveAccessibleDescription('Cần sửa 1 mục')
  await expect(steps.getByRole('button', { name: 'Yêu cầu & quyền lợi' })).toHaveAccessibleDescription('Cần sửa 1 mục')
  await expect(form.getByRole('alert').filter({ hasText: 'Còn 2 mục cần sửa' })).toBeVisible()
  await form.getByLabel('Video giới thiệu').focus()
  await form.getByRole('button', { name: 'Đến mục cần sửa' }).click()
  await expect(form.getByLabel('Mô tả công việc')).toBeFocused()
})
