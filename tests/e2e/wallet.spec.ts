// The wallet in the browser: a new employer deposits through the local payment gateway (VNPay's
// protocol, credited by its IPN), sees the balance and the first-deposit reward, buys Top Ads for a
// job from the manager's buy link with a coupon, and the Top Ads badge shows on the public listing;
// the deposit's VAT invoice prints as a clean page and downloads as a PDF file. Each flow runs once
// and checks its pages at 1366 and 390 px.
import { readFile } from 'node:fs/promises'
import type { Browser } from '@playwright/test'
import { atBothWidths, expect, expectFitsViewport, expectNoA11yViolations, openSignedIn, postJobByApi, registerByApi, test, tokenByApi, waitForHydration } from './fixtures'

/** The badges a new visitor sees on the job's card in a keyword search (public lists are cached per browser). */
async function badgesOnListing(browser: Browser, keyword: string, id: number): Promise<number[] | null> {
  const context = await browser.newContext()
  const response = await context.request.get(`/job/v1/classifieds/listing?q=${encodeURIComponent(keyword)}`)
  const items = (await response.json()).data.items as Array<{ id: number; service_ids: number[] }>
  await context.close()
  return items.find((item) => item.id === id)?.service_ids ?? null
}

test('an employer deposits through the gateway, gets the reward and buys Top Ads for a job with a coupon', { tag: '@desktop' }, async ({ page, browser, consoleErrors }) => {
  // deposit, gateway, return page and purchase, each scanned for accessibility: more than the default minute under load
  test.slow()
  const { phone, requestId } = await registerByApi(page.request, 'Lê Quang Vinh')
  const token = await tokenByApi(page.request, phone)
  const title = `Nhân viên kho Tân Bình ${Date.now().toString(36)}`
  const id = await postJobByApi(page.request, token, title)

  // the deposit page, with a preset amount from the hash param
  await openSignedIn(page, '/employer', requestId)
  await page.goto('/dashboard/deposit#amount=1000000')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Nạp tiền vào tài khoản' })).toBeVisible()
  await expect(page.getByLabel('Số tiền nạp (đồng)')).toHaveValue('1.000.000')
  await atBothWidths(page, async () => {
    await expect(page.getByText('Tặng 20%: bạn được cộng thêm 200.000đ vào tài khoản khuyến mãi khi nạp thành công.')).toBeVisible()
    await expectNoA11yViolations(page)
  })
  // a wrong amount is refused on the page
  await page.getByLabel('Số tiền nạp (đồng)').fill('12345')
  await page.getByRole('button', { name: 'Tiếp tục thanh toán' }).click()
  await expect(page.getByRole('alert')).toHaveText('Số tiền nạp tối thiểu là 50.000đ.')
  await page.getByRole('button', { name: '1.000.000đ' }).click()
  await page.getByRole('button', { name: 'Tiếp tục thanh toán' }).click()

  // the local gateway (VNPay's protocol): pay
  await expect(page.getByRole('heading', { name: 'Cổng thanh toán thử nghiệm' })).toBeVisible()
  await expect(page.getByText('1.000.000đ')).toBeVisible()
  await page.getByRole('button', { name: 'Thanh toán', exact: true }).click()

  // back on the result page: credited by the IPN, with the reward
  await expect(page.getByRole('heading', { level: 1, name: 'Kết quả nạp tiền' })).toBeVisible()
  await expect(page.getByRole('status')).toContainText('Nạp tiền thành công.')
  await expect(page.getByRole('status')).toContainText('+200.000đ vào tài khoản khuyến mãi')
  await waitForHydration(page)

  // the manager's buy link for the job
  await page.goto('/dashboard/manage-listing')
  await waitForHydration(page)
  const actions = page.getByRole('group', { name: `Thao tác với tin ${title}` })
  const more = actions.getByRole('button', { name: `Thao tác khác với tin ${title}` })
  await atBothWidths(page, () => expect(more).toBeVisible())
  await more.click()
  await actions.getByRole('menuitem', { name: 'Mua dịch vụ' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Mua dịch vụ' })).toBeVisible()
  await expect(page.getByRole('link', { name: title })).toBeVisible()
  const balance = page.getByRole('region', { name: 'Số dư' })
  await expect(balance).toContainText('1.000.000đ')
  await expect(balance).toContainText('200.000đ')
  await atBothWidths(page, () => expectNoA11yViolations(page))

  const topAds = page.locator('[data-service-group="topads"]')
  await topAds.getByText('7 ngày').click()
  await topAds.getByRole('button', { name: 'Thêm Top Ads 7 ngày vào đơn' }).click()
  const basket = page.getByRole('region', { name: 'Đơn hàng' })
  // a wrong code is refused, the launch code takes 20 % off, before paying
  await basket.getByLabel('Mã giảm giá', { exact: true }).fill('KHONGCO99')
  await basket.getByRole('button', { name: 'Áp dụng' }).click()
  await expect(basket.getByRole('alert')).toHaveText('Mã giảm giá không tồn tại.')
  expect(consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)'])
  consoleErrors.length = 0
  await basket.getByLabel('Mã giảm giá', { exact: true }).fill('topads20')
  await basket.getByRole('button', { name: 'Áp dụng' }).click()
  await expect(basket.getByRole('status')).toHaveText('Đã áp dụng mã: giảm 60.000đ.')
  await basket.getByRole('button', { name: 'Thanh toán 1 gói - 240.000đ' }).click()
  const dialog = page.getByRole('dialog', { name: 'Xác nhận mua dịch vụ' })
  await expect(dialog).toContainText('Mã TOPADS20-60.000đ')
  await expect(dialog).toContainText('Từ tiền khuyến mãi200.000đ')
  await expect(dialog).toContainText('Từ tài khoản chính40.000đ')
  await dialog.getByRole('button', { name: 'Thanh toán 240.000đ' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByLabel('Dịch vụ đang chạy')).toContainText('Top Ads đến')
  await expect(balance).toContainText('960.000đ')

  // the public listing shows the badge within the index's lag
  await expect.poll(() => badgesOnListing(browser, title, id), { timeout: 15_000 }).toContain(7016)
  const visitor = await browser.newPage()
  await visitor.goto(`/tuyen-dung?q=${encodeURIComponent(title)}`)
  await expect(visitor.getByRole('article', { name: title }).getByRole('list', { name: 'Nhãn tin' })).toHaveText('Top Ads')
  await visitor.close()

  // the transactions page: deposit, reward, purchase with running balances
  await page.goto('/dashboard/transactions')
  await waitForHydration(page)
  await expect(page.locator('[data-transaction]')).toHaveCount(3)
  await expect(page.locator('[data-transaction="purchase"]')).toContainText('Top Ads 7 ngày')
  await expect(page.locator('[data-transaction="purchase"]')).toContainText('(mã TOPADS20)')
  await expect(page.locator('[data-transaction="purchase"]')).toContainText('960.000đ')

  // the deposit's VAT invoice, printable as a clean page (PDF from the print layout)
  await page.goto('/dashboard/invoices')
  await waitForHydration(page)
  await page.getByRole('link', { name: /^Hóa đơn C\d\dTAA số \d{8}, 1\.000\.000đ$/ }).click()
  const invoice = page.getByRole('article', { name: 'Hóa đơn giá trị gia tăng' })
  await expect(invoice).toContainText('Tổng tiền thanh toán1.000.000đ')
  await expect(invoice).toContainText('Một triệu đồng')
  await expect(invoice).toContainText('Lê Quang Vinh')
  await atBothWidths(page, async () => {
    await expectNoA11yViolations(page)
    // the items read as rows on a phone: every amount whole on the screen, nothing wider than it
    await expectFitsViewport(page)
    const amount = (await invoice.locator('td[data-label="Thành tiền"]').first().boundingBox())!
    expect(amount.x + amount.width).toBeLessThanOrEqual(page.viewportSize()!.width)
    await page.screenshot({ path: `${process.env.SHOTS_DIR ?? '/tmp/shots'}/invoice-${page.viewportSize()!.width}.png`, fullPage: true })
  })
  // the PDF file the API makes, saved under the invoice's own name
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Tải hóa đơn PDF' }).click()])
  expect(download.suggestedFilename()).toMatch(/^hoa-don-C\d\dTAA-\d{8}\.pdf$/)
  expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-')
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('button', { name: 'In hoặc lưu PDF' })).toBeHidden()
  const pdf = await page.pdf({ format: 'A4' })
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  await page.emulateMedia({ media: 'screen' })

  // my coupons: the launch code is used by this account
  await page.goto('/dashboard/coupons')
  await waitForHydration(page)
  await expect(page.locator('[data-coupon="TOPADS20"]')).toContainText('Đã dùng')
  await expect(page.locator('[data-coupon="CHAOMUNG50"]')).toContainText('Có thể dùng')
  await atBothWidths(page, () => expectNoA11yViolations(page))
})

test('an employer ticks Top Ads and Tuyển gấp, pays both at once, and switches "Tự động gia hạn" on with a monthly cap', { tag: '@desktop' }, async ({ page, consoleErrors }) => {
  test.slow()
  const { phone, requestId } = await registerByApi(page.request, 'Đỗ Thu Hà')
  const token = await tokenByApi(page.request, phone)
  const title = `Thu ngân Gò Vấp ${Date.now().toString(36)}`
  const id = await postJobByApi(page.request, token, title)
  // 1.000.000đ through the local gateway (and the new account's 200.000đ of promotion money)
  const deposit = await page.request.post('/payment/v1/deposits', { headers: { authorization: `Bearer ${token}`, 'idempotency-key': `e2e-basket-${id}` }, data: { amount: 1_000_000 } })
  expect(deposit.ok(), await deposit.text()).toBe(true)
  await openSignedIn(page, '/employer', requestId)
  await page.goto((await deposit.json()).data.payment_url)
  await page.getByRole('button', { name: 'Thanh toán', exact: true }).click()
  await expect(page.getByRole('status')).toContainText('Nạp tiền thành công.')

  await page.goto(`/mua-dich-vu?classified_id=${id}&is_buy_service=true`)
  await waitForHydration(page)
  await expect(page.getByRole('link', { name: title })).toBeVisible()
  // nothing runs yet: no switch to show
  await expect(page.getByRole('region', { name: 'Tự động gia hạn' })).toContainText('Tin chưa có dịch vụ theo ngày đang chạy')

  // the basket: one package of each of two services, one payment
  const topAds = page.locator('[data-service-group="topads"]')
  await topAds.getByText('7 ngày').click()
  await topAds.getByRole('button', { name: 'Thêm Top Ads 7 ngày vào đơn' }).click()
  await page.locator('[data-service-group="urgent"]').getByRole('button', { name: 'Thêm Tuyển gấp 1 lượt vào đơn' }).click()
  const basket = page.getByRole('region', { name: 'Đơn hàng' })
  await expect(basket.getByRole('list', { name: 'Gói trong đơn' })).toContainText('Top Ads 7 ngày300.000đ')
  await expect(basket.getByRole('list', { name: 'Gói trong đơn' })).toContainText('Tuyển gấp 1 lượt99.000đ')
  await atBothWidths(page, async () => {
    await expect(basket.getByRole('button', { name: 'Thanh toán 2 gói - 399.000đ' })).toBeAttached()
    await expectNoA11yViolations(page)
    await expectFitsViewport(page)
  })
  await basket.getByRole('button', { name: 'Thanh toán 2 gói - 399.000đ' }).click()
  const dialog = page.getByRole('dialog', { name: 'Xác nhận mua dịch vụ' })
  await expect(dialog).toContainText('Tổng giá399.000đ')
  await expect(dialog).toContainText('Từ tiền khuyến mãi200.000đ')
  await expect(dialog).toContainText('Từ tài khoản chính199.000đ')
  await dialog.getByRole('button', { name: 'Thanh toán 399.000đ' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByText('Thanh toán thành công 2 gói dịch vụ.')).toBeVisible()
  await expect(basket).toContainText('Chưa có gói nào trong đơn')
  const running = page.getByLabel('Dịch vụ đang chạy')
  await expect(running).toContainText('Top Ads đến')
  await expect(running).toContainText('Tuyển gấp đến')
  await expect(page.getByRole('region', { name: 'Số dư' })).toContainText('801.000đ')

  // the running day-service has its switch; a cap below the minimum is refused in Vietnamese
  const renew = page.getByRole('region', { name: 'Tự động gia hạn' })
  const topAdsSwitch = renew.getByRole('switch', { name: 'Tự động gia hạn Top Ads' })
  await expect(topAdsSwitch).not.toBeChecked()
  await topAdsSwitch.check()
  const cap = renew.getByLabel('Hạn mức chi tiêu mỗi tháng (đồng)')
  await cap.fill('5000')
  await renew.getByRole('button', { name: 'Lưu cài đặt gia hạn' }).click()
  await expect(renew.getByRole('alert')).toHaveText('Hạn mức chi tiêu tối thiểu là 10.000đ.')
  // the API's own rule, checked on the page: nothing was sent, and the field has the focus
  expect(consoleErrors).toEqual([])
  await expect(cap).toBeFocused()
  await cap.fill('600000')
  await expect(cap).toHaveValue('600.000')
  await renew.getByRole('button', { name: 'Lưu cài đặt gia hạn' }).click()
  await expect(page.getByText('Đã lưu cài đặt tự động gia hạn.')).toBeVisible()
  await atBothWidths(page, () => expectNoA11yViolations(page))

  // stored: a reload shows the switch on and the cap
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByRole('switch', { name: 'Tự động gia hạn Top Ads' })).toBeChecked()
  await expect(page.getByLabel('Hạn mức chi tiêu mỗi tháng (đồng)')).toHaveValue('600.000')
  await atBothWidths(page, () => expectFitsViewport(page))
})
