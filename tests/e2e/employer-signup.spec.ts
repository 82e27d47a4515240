// A recruiter on a phone: the menu's employer tab leads to the employer page, whose sign-up asks
// who the account is for ("Tuyển dụng" already chosen from there) and lands on the employer home.
import { expect, readOtp, test, uniquePhone, waitForHydration } from './fixtures'

test('@mobile a recruiter finds the employer page from the phone menu and signs up as an employer, landing on the employer home', async ({ page, request }) => {
  await page.goto('/tuyen-dung')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Mở menu' }).click()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await menu.getByRole('tab', { name: 'Nhà tuyển dụng' }).click()
  await menu.getByRole('link', { name: 'Trang dành cho nhà tuyển dụng' }).click()
  await expect(page).toHaveURL(/\/employer$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Tuyển dụng nhanh, đúng người' })).toBeVisible()

  await page.getByRole('region', { name: 'Tuyển dụng nhanh, đúng người' }).getByRole('link', { name: 'Đăng ký nhà tuyển dụng' }).click()
  await expect(page.getByRole('heading', { name: 'Đăng ký tài khoản' })).toBeVisible()
  const phone = uniquePhone()
  await page.getByLabel('Số điện thoại').fill(phone)
  await page.getByRole('button', { name: 'Gửi mã xác thực' }).click()
  await page.getByLabel('Mã xác thực').fill((await readOtp(request, phone)).code)
  await page.getByRole('button', { name: 'Xác nhận' }).click()

  await expect(page.getByRole('heading', { name: 'Hoàn tất đăng ký' })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Tuyển dụng' })).toBeChecked()
  await page.getByLabel('Họ và tên').fill('Võ Thành Đạt')
  await page.getByLabel('Mật khẩu', { exact: true }).fill('matkhau123')
  await page.screenshot({ path: `${process.env.SHOTS_DIR ?? '/tmp/shots'}/employer-signup-390.png`, fullPage: true })
  await page.getByRole('button', { name: 'Đăng ký', exact: true }).click()

  await expect(page.getByText('Đã đăng nhập thành công')).toBeVisible()
  await expect(page).toHaveURL(/\/employer$/)
  await expect(page.locator('[data-employer-overview]')).toBeVisible()
  // a new employer's next steps, the company first (issue 39 item 11)
  await expect(page.getByRole('region', { name: 'Bắt đầu tuyển dụng' }).getByText('Đã xong 0/4 bước')).toBeVisible()
})
