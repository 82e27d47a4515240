// Favourites and saved searches of issue 5 (SPEC 6, 7.7, 8): a guest saves a job in the browser,
// signs in and finds it in the account on /viec-lam-da-luu; a seeker saves a listing search from the
// listing (via login when anonymous), renames it inline and deletes it on /tim-kiem-da-luu.
import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, registerByApi, signIn, test, TEST_PASSWORD, waitForHydration } from './fixtures'

const PASSWORD = TEST_PASSWORD

/** The login form of /account/login, already open (the page came here from a "login" link). */
async function fillLogin(page: Page, phone: string) {
  await waitForHydration(page)
  await page.getByLabel('Số điện thoại').fill(phone)
  await page.getByLabel('Mật khẩu', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click()
  await expect(page.getByText('Đã đăng nhập thành công')).toBeVisible()
}


test('a guest saves a job, signs in and keeps it on /viec-lam-da-luu', async ({ page, request }) => {
  const { phone } = await registerByApi(request, 'Đặng Thu Trang')

  await page.goto('/tuyen-dung')
  await waitForHydration(page)
  const title = (await page.getByRole('main').getByRole('article').first().getByRole('heading').textContent())!.trim()
  // that card by its title: a job another flow pushes up (Top Ads) may take the first place meanwhile
  const card = page.getByRole('main').getByRole('article', { name: title, exact: true })
  const save = card.getByRole('button', { name: 'Lưu tin' })
  await expect(save).toHaveAttribute('aria-pressed', 'false')
  await save.click()
  await expect(page.getByText('Đã lưu tin trên thiết bị này.', { exact: false })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Bỏ lưu tin' })).toHaveAttribute('aria-pressed', 'true')
  expect(await page.evaluate(() => window.localStorage.getItem('favorite_classifieds'))).toMatch(/^\[\d+\]$/)

  // the guest's list, from this browser
  await page.goto('/viec-lam-da-luu')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Việc làm đã lưu' })).toBeVisible()
  const list = page.getByRole('list', { name: 'Tin đã lưu' })
  await expect(list.getByRole('heading', { name: title })).toBeVisible()
  await expect(page.getByText('Tin đã lưu đang được giữ trên thiết bị này.')).toBeVisible()
  await expectNoA11yViolations(page)

  // signing in moves it into the account
  await signIn(page, phone, PASSWORD, '/viec-lam-da-luu')
  await expect(page.getByText('Đã chuyển 1 tin đã lưu trên thiết bị này vào tài khoản của bạn.')).toBeVisible()
  await expect(page.getByText('Bạn đã lưu 1 tin.')).toBeVisible()
  await expect(list.getByRole('heading', { name: title })).toBeVisible()
  expect(await page.evaluate(() => window.localStorage.getItem('favorite_classifieds'))).toBeNull()

  // still there on the next visit, from the server
  await page.reload()
  await waitForHydration(page)
  await expect(list.getByRole('heading', { name: title })).toBeVisible()

  // unsaving from the list: the server's message, and the job leaves the list
  await list.getByRole('button', { name: 'Bỏ lưu tin' }).click()
  await expect(page.getByText('Xóa tin yêu thích thành công')).toBeVisible()
  await expect(page.getByText('Bạn chưa lưu tin nào.', { exact: false })).toBeVisible()

  // saving from the job page goes to the account directly
  await page.goto('/tuyen-dung')
  await waitForHydration(page)
  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Lưu tin', exact: true }).first().click()
  await expect(page.getByText('Lưu tin yêu thích thành công')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Bỏ lưu tin' }).first()).toHaveAttribute('aria-pressed', 'true')
})

test('a seeker saves a search from the listing, renames it and deletes it', async ({ page, request }) => {
  const { phone } = await registerByApi(request, 'Võ Minh Khang')

  // anonymous: saving goes through login and comes back to the same search
  await page.goto('/tuyen-dung?q=k%E1%BA%BF+to%C3%A1n&city_id=1')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Lưu tìm kiếm' }).click()
  await expect(page).toHaveURL(/\/account\/login\?returnUrl=%2Ftuyen-dung%3Fq%3Dk%25E1%25BA%25BF%2Bto%25C3%25A1n%26city_id%3D1&siteId=3$/)
  await fillLogin(page, phone)
  await expect(page).toHaveURL(/\/tuyen-dung\?q=k%E1%BA%BF\+to%C3%A1n&city_id=1$/)

  await page.getByRole('button', { name: 'Lưu tìm kiếm' }).click()
  await expect(page.getByText('Đã lưu tìm kiếm “kế toán” tại Hà Nội', { exact: false })).toBeVisible()
  await page.getByRole('link', { name: 'Đã lưu tìm kiếm' }).click()
  await expect(page).toHaveURL(/\/tim-kiem-da-luu$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Tìm kiếm đã lưu' })).toBeVisible()
  const searches = page.getByRole('list', { name: 'Danh sách tìm kiếm đã lưu' })
  await expect(searches.getByRole('link', { name: '“kế toán” tại Hà Nội' })).toHaveAttribute(
    'href',
    '/tuyen-dung?q=k%E1%BA%BF+to%C3%A1n&city_id=1',
  )
  await expectNoA11yViolations(page)

  // rename inline: an empty name is refused, Enter saves
  await searches.getByRole('button', { name: /^Đổi tên/ }).click()
  const name = page.getByRole('textbox', { name: 'Tên tìm kiếm' })
  await expect(name).toBeFocused()
  await name.fill('')
  await name.press('Enter')
  await expect(page.getByText('Vui lòng nhập tên tìm kiếm')).toBeVisible()
  await name.fill('Kế toán ở Hà Nội')
  await name.press('Enter')
  await expect(page.getByText('Đã cập nhật tìm kiếm đã lưu.')).toBeVisible()
  await expect(searches.getByRole('link', { name: 'Kế toán ở Hà Nội' })).toBeVisible()
  await page.reload()
  await waitForHydration(page)
  await expect(searches.getByRole('link', { name: 'Kế toán ở Hà Nội' })).toBeVisible()

  // delete after confirmation
  await searches.getByRole('button', { name: /^Xóa/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Xóa tìm kiếm đã lưu' })
  await expect(dialog).toContainText('Kế toán ở Hà Nội')
  await dialog.getByRole('button', { name: 'Xóa' }).click()
  await expect(page.getByText('Đã xóa tìm kiếm đã lưu.')).toBeVisible()
  await expect(page.getByText('Bạn chưa lưu tìm kiếm nào.', { exact: false })).toBeVisible()
})
