// One job's statistics (/dashboard/manage-listing/{id}, the manager's `manage` action): a fresh
// employer posts a job, a visitor sees it and a seeker applies, all by API; the employer opens the
// statistics from the manager and finds the application in the totals and the table (the chart's
// screen-reader fallback), at 1366 and 390 px. Someone outside the organisation gets the refusal.
import { expect, expectNoA11yViolations, openSignedIn, postJobByApi, registerByApi, seekerWithProfile, signInKeyByApi, test, tokenByApi } from './fixtures'

// tracking ignores scripted and headless user agents (docs/decisions/0012-tracking.md)
const BROWSER_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots'

test('an employer opens a job’s statistics from the manager and finds the application in the totals and the table', { tag: '@desktop' }, async ({ page, browser }) => {
  // two accounts, four accessibility scans and screenshots at two widths: close to the default minute
  test.slow()
  const { phone, requestId } = await registerByApi(page.request, 'Phan Thị Kim Ngân')
  const employerToken = await tokenByApi(page.request, phone)
  const title = `Nhân viên kho Phú Nhuận ${Date.now().toString(36)}`
  const id = await postJobByApi(page.request, employerToken, title)

  // a visitor's browser sees the job in a list and opens it; a seeker applies
  for (const path of ['tracking-impression', 'tracking-view']) {
    const tracked = await page.request.post(`/job/v1/classifieds/${path}`, { headers: { 'user-agent': BROWSER_UA }, data: { classified_ids: [id] } })
    expect(tracked.ok(), await tracked.text()).toBe(true)
  }
  const seeker = await seekerWithProfile(page.request, 'Đoàn Minh Khoa')
  const applied = await page.request.post('/job/v1/candidates/apply', {
    headers: { authorization: `Bearer ${seeker.token}` },
    data: { classified_id: id },
  })
  expect(applied.ok(), await applied.text()).toBe(true)

  await page.setViewportSize({ width: 1366, height: 900 })
  await openSignedIn(page, '/dashboard/manage-listing', requestId)
  const actions = page.getByRole('group', { name: `Thao tác với tin ${title}` })
  await actions.getByRole('button', { name: `Thao tác khác với tin ${title}` }).click()
  await actions.getByRole('menuitem', { name: 'Thống kê' }).click()
  await expect(page).toHaveURL(new RegExp(`/dashboard/manage-listing/${id}$`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

  // the totals: one application, one view, one impression
  await expect(page.getByTestId('total-applications').locator('dd').first()).toHaveText('1')
  await expect(page.getByTestId('total-views').locator('dd').first()).toHaveText('1')
  await expect(page.getByTestId('total-impressions').locator('dd').first()).toHaveText('1')
  // two charts are drawn, one y-axis each (views and impressions; contacts and applications), and
  // the same numbers are in a table with a caption
  await expect(page.locator('figure canvas')).toHaveCount(2)
  await expect(page.locator('figure h3')).toHaveText(['Lượt xem và lượt hiển thị', 'Lượt liên hệ và hồ sơ ứng tuyển'])
  const table = page.getByRole('table', { name: new RegExp(`Số liệu theo ngày của tin “${title}”`) })
  await expect(table).toBeAttached()
  const totalRow = table.locator('tfoot tr')
  await expect(totalRow.getByRole('rowheader')).toHaveText('Tổng')
  await expect(totalRow.getByRole('cell')).toHaveText(['1', '1', '0', '1'])
  await expectNoA11yViolations(page)
  await page.screenshot({ path: `${SHOTS}/job-stats-1366.png`, fullPage: true })

  await page.getByRole('button', { name: 'Xem dạng bảng' }).click()
  await expect(table).toBeVisible()
  const today = table.locator('tbody tr').last()
  await expect(today.getByRole('cell')).toHaveText(['1', '1', '0', '1'])
  await expectNoA11yViolations(page)
  await page.screenshot({ path: `${SHOTS}/job-stats-1366-table.png`, fullPage: true })

  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('button', { name: 'Ẩn bảng số liệu' }).click()
  await expect(page.locator('figure canvas').first()).toBeVisible()
  // nothing wider than the phone's screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await expectNoA11yViolations(page)
  await page.screenshot({ path: `${SHOTS}/job-stats-390.png`, fullPage: true })
  await page.getByRole('button', { name: 'Xem dạng bảng' }).click()
  await page.screenshot({ path: `${SHOTS}/job-stats-390-table.png`, fullPage: true })

  // the back link returns to the manager
  await page.getByRole('link', { name: '← Quản lý tin đăng' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Quản lý tin đăng' })).toBeVisible()

  // the seeker, outside the employer's organisation, is refused and sees nothing of the job
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } })
  const otherPage = await other.newPage()
  await openSignedIn(otherPage, `/dashboard/manage-listing/${id}`, await signInKeyByApi(otherPage.request, seeker.phone))
  await expect(otherPage.getByRole('alert')).toContainText('Bạn không thể thực hiện thao tác này!')
  await expect(otherPage.getByText(title)).toHaveCount(0)
  await otherPage.screenshot({ path: `${SHOTS}/job-stats-390-forbidden.png`, fullPage: true })
  await other.close()
})
