// The buy page as a shop (issue 39 item 12, docs/decisions/0053-shop.md): a new employer finds one
// of their jobs by a word of its title, compares the services side by side (each with its picture,
// the popular package marked), puts a package in the basket (the one way to buy), sees and taps the
// account's coupon before paying, and pays from the wallet. The page fits the window, passes axe
// and its controls are 44 px targets at 1366 and 390 px.
import type { Page } from '@playwright/test'
import { atBothWidths, expect, expectFitsViewport, expectNoA11yViolations, openSignedIn, postJobByApi, registerByApi, test, tokenByApi, waitForHydration } from './fixtures'

/** Every visible button, link and text field of the shop (the job search, the cards, the basket) is at least 44 × 44 px. */
async function expectTargets(page: Page) {
  const boxes = await page
    .locator('main :is([data-service-group], [data-basket], #pick-job) :is(button, a, input:not([type="radio"]))')
    .evaluateAll((elements) =>
      elements
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => {
          const rect = el.getBoundingClientRect()
          return { name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40), w: Math.round(rect.width), h: Math.round(rect.height) }
        }),
    )
  expect(boxes.length).toBeGreaterThan(5)
  for (const box of boxes) expect(box, box.name).toMatchObject({ w: expect.any(Number), h: expect.any(Number) })
  expect(boxes.filter((box) => box.w < 44 || box.h < 44)).toEqual([])
  // the packages' labels (the radio's target) too
  const labels = await page.locator('[data-service-group] fieldset label').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().height)))
  expect(labels.filter((h) => h < 44)).toEqual([])
}

test('an employer finds a job by search, puts the popular Top Ads package in the basket, taps a coupon and pays from the wallet', { tag: '@desktop' }, async ({ page }) => {
  test.slow()
  const { phone, requestId } = await registerByApi(page.request, 'Trần Minh Khoa')
  const token = await tokenByApi(page.request, phone)
  const word = `Khobai${Date.now().toString(36)}`
  const title = `Thủ kho ${word} Bình Dương`
  const id = await postJobByApi(page.request, token, title)
  await postJobByApi(page.request, token, `Lái xe nâng ${Date.now().toString(36)}`)
  // 500.000đ through the local gateway (and the new account's promotion money)
  const deposit = await page.request.post('/payment/v1/deposits', { headers: { authorization: `Bearer ${token}`, 'idempotency-key': `e2e-shop-${id}` }, data: { amount: 500_000 } })
  expect(deposit.ok(), await deposit.text()).toBe(true)
  await openSignedIn(page, '/employer', requestId)
  await page.goto((await deposit.json()).data.payment_url)
  await page.getByRole('button', { name: 'Thanh toán', exact: true }).click()
  await expect(page.getByRole('status')).toContainText('Nạp tiền thành công.')

  // the shop without a job: search the job
  await page.goto('/mua-dich-vu')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Mua dịch vụ' })).toBeVisible()
  const picker = page.getByRole('region', { name: 'Chọn tin cần mua dịch vụ' })
  await expect(picker.getByRole('list', { name: 'Tin đang hiển thị' }).getByRole('listitem')).toHaveCount(2)
  await atBothWidths(page, async () => {
    await expectNoA11yViolations(page)
    await expectFitsViewport(page)
    await expectTargets(page)
  })
  await picker.getByLabel('Tìm tin đang hiển thị theo tên hoặc mã tin').fill(word.toLowerCase())
  await expect(picker.getByRole('list', { name: 'Tin đang hiển thị' }).getByRole('listitem')).toHaveCount(1)
  await picker.getByRole('link', { name: new RegExp(word) }).click()
  await expect(page).toHaveURL(new RegExp(`classified_id=${id}`))
  await expect(page.getByRole('link', { name: title })).toBeVisible()

  // side by side, each with its picture; the popular package marked and picked first
  const topAds = page.locator('[data-service-group="topads"]')
  await expect(topAds.getByRole('img', { name: /Top Ads/ })).toContainText('Top Ads')
  await expect(page.locator('[data-service-group="urgent"]').getByRole('img')).toContainText('Tuyển gấp')
  const popular = topAds.locator('label[data-popular]')
  await expect(popular).toHaveCount(1)
  await expect(popular).toContainText('7 ngày')
  await expect(popular.getByRole('radio')).toBeChecked()
  // one way to buy
  await expect(page.getByRole('checkbox')).toHaveCount(0)
  await topAds.getByRole('button', { name: 'Thêm Top Ads 7 ngày vào đơn' }).click()
  const basket = page.getByRole('region', { name: 'Đơn hàng' })
  await expect(basket.getByRole('list', { name: 'Gói trong đơn' })).toContainText('Top Ads 7 ngày300.000đ')

  // the coupon before paying: the account's usable codes, one tap
  const codes = basket.getByRole('group', { name: 'Mã giảm giá của bạn' })
  await expect(codes.getByRole('button', { name: /CHAOMUNG50/ })).toBeVisible()
  await codes.getByRole('button', { name: /CHAOMUNG50/ }).click()
  await expect(basket.getByRole('status')).toHaveText('Đã áp dụng mã: giảm 50.000đ.')
  await expect(basket).toContainText('Tổng thanh toán250.000đ')
  await atBothWidths(page, async () => {
    await expect(basket.getByRole('button', { name: 'Thanh toán 1 gói - 250.000đ' })).toBeAttached()
    await expectNoA11yViolations(page)
    await expectFitsViewport(page)
    await expectTargets(page)
  })

  // paid from the wallet: promotion money first, then the main balance
  await basket.getByRole('button', { name: 'Thanh toán 1 gói - 250.000đ' }).click()
  const dialog = page.getByRole('dialog', { name: 'Xác nhận mua dịch vụ' })
  await expect(dialog).toContainText('Mã CHAOMUNG50-50.000đ')
  await expect(dialog).toContainText('Từ tiền khuyến mãi100.000đ')
  await expect(dialog).toContainText('Từ tài khoản chính150.000đ')
  await dialog.getByRole('button', { name: 'Thanh toán 250.000đ' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByLabel('Dịch vụ đang chạy')).toContainText('Top Ads đến')
  await expect(basket).toContainText('Chưa có gói nào trong đơn')
  await expect(basket.getByRole('region', { name: 'Số dư' })).toContainText('350.000đ')
  // the used code is no longer offered
  await expect(basket.getByRole('group', { name: 'Mã giảm giá của bạn' }).getByRole('button', { name: /CHAOMUNG50/ })).toHaveCount(0)
})
