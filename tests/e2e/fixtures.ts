// Shared Playwright fixtures: every page fails its test on console errors or uncaught exceptions.
import fs from 'node:fs'
import { taxCheckDigit } from '../../src/domain/organizations/tax-code'
import { samplePostingBody } from '../../server/testing-posting'
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type APIRequestContext, type Download, type Page } from '@playwright/test'

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return
        // A page that is meant to answer 404 makes Chromium log its own status; that is not a fault.
        if (msg.text().startsWith('Failed to load resource') && msg.location().url === page.url()) return
        errors.push(msg.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'console errors').toEqual([])
    },
    { auto: true },
  ],
})

/** Waits until React has hydrated the prerendered page (the root layout marks <html>). */
export const waitForHydration = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })

export async function expectNoA11yViolations(page: Page) {
  // judge the settled page: a dialog fading in or a toast fading out is briefly low in contrast
  // (twice, 400 ms apart: a toast raised by a response that lands just after the first check
  // would otherwise be caught mid-entrance)
  const settled = () =>
    page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    )
  const violations = async () => {
    await settled()
    await page.waitForTimeout(400)
    await settled()
    const results = await new AxeBuilder({ page })
      // only violations are read: axe keeps one node per passed or inapplicable rule instead of all
      .options({ resultTypes: ['violations'] })
      // (after options(), which replaces the options withTags sets)
      .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
      // axe.run in the page itself; the default opens a blank page per scan to merge the frames'
      // results (docs/decisions/0057-test-cpu.md)
      .setLegacyMode(true)
      .analyze()
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  }
  // a toast that starts its entrance while axe reads the page is judged mid-fade: only what is
  // still wrong a moment later counts
  const first = await violations()
  expect(first.length ? await violations() : first).toEqual([])
}

/** The page is no wider than the window: nothing pushes it sideways. */
export async function expectFitsViewport(page: Page) {
  const { scroll, inner } = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }))
  expect(scroll, `${page.url()} is ${scroll} px wide at ${inner} px`).toBeLessThanOrEqual(inner)
}

/** The mobile project's window (playwright.config.ts): a phone of 390 px. */
const PHONE = { width: 390, height: 844 }

/** Lets the page take a new window size: the resize handlers' state and a rendered frame. */
const settleLayout = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

/**
 * Runs `check` on the page as it is, then again at a phone's 390 px, and puts the window back. A
 * flow that does the same at both widths runs once, in the desktop project (tagged @desktop), and
 * still checks its layout, accessibility and what must be visible at both widths in one pass.
 */
export async function atBothWidths(page: Page, check: () => Promise<void>) {
  const own = page.viewportSize()
  await check()
  if (!own || own.width <= PHONE.width) return
  await page.setViewportSize(PHONE)
  await settleLayout(page)
  await check()
  await page.setViewportSize(own)
  await settleLayout(page)
}

/**
 * What a click opens in a tab of its own when the page hands it a file as a blob: URL (a private
 * file read with the sign-in): the URL, and the file's bytes when the browser saved it. A browser
 * with a PDF viewer shows a PDF in the tab; the suite's headless shell has none and saves it. The
 * tab opens on the click and the file follows as soon as it has arrived, so the tab's download is
 * listened for from the tab's first moment.
 */
export async function fileOpenedInTab(page: Page, click: () => Promise<void>): Promise<{ url: string; body: Buffer | null }> {
  const opened = new Promise<{ tab: Page; saved: Promise<Download> }>((resolve) => page.context().once('page', (tab) => resolve({ tab, saved: tab.waitForEvent('download') })))
  await click()
  const { tab, saved } = await opened
  const result = await Promise.any([
    saved.then(async (download) => ({ url: download.url(), body: fs.readFileSync(await download.path()) })),
    tab.waitForURL(/^blob:/).then(() => ({ url: tab.url(), body: null })),
  ])
  await tab.close()
  return result
}

export { expect }

// ---- accounts (docs/decisions/0003-accounts.md) ----

let phoneCounter = 0
/** A phone number no other test (or earlier run on the same database) has used: 09 + 8 digits. */
export function uniquePhone(): string {
  phoneCounter += 1
  const tail = (Date.now() * 10 + phoneCounter + Math.floor(Math.random() * 10)) % 100_000_000
  return `09${String(tail).padStart(8, '0')}`
}

interface OutboxMessage {
  id: number
  channel: 'sms' | 'email'
  recipient: string
  body: string
  created_at: string
}

/**
 * The newest 6-digit code sent to a phone, read from the development outbox. Pass the id of a
 * message already read to wait for a newer one (after "Gửi lại mã").
 */
export async function readOtp(request: APIRequestContext, phone: string, olderThan?: number): Promise<{ code: string; id: number }> {
  let found: { code: string; id: number } | null = null
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/api/outbox?recipient=${encodeURIComponent(phone)}&limit=5`)
        if (!response.ok()) return null
        const { data } = (await response.json()) as { data: { items: OutboxMessage[] } }
        const message = data.items.find((m) => m.channel === 'sms' && (olderThan === undefined || m.id > olderThan))
        const code = message?.body.match(/\b(\d{6})\b/)?.[1]
        found = message && code ? { code, id: message.id } : null
        return found
      },
      { message: `mã xác thực gửi tới ${phone}`, timeout: 10_000 },
    )
    .not.toBeNull()
  return found as unknown as { code: string; id: number }
}

/** Signs in through the login page and waits until the page at returnUrl has taken the key. */
export async function signIn(page: Page, phone: string, password: string, returnUrl = '/') {
  await page.goto(`/account/login?returnUrl=${encodeURIComponent(returnUrl)}&siteId=3`)
  await waitForHydration(page)
  await page.getByLabel('Số điện thoại').fill(phone)
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).click()
  await expect(page.getByText('Đã đăng nhập thành công')).toBeVisible()
  await expect(page).not.toHaveURL(/[?&]key=/)
}

/** The stored bearer token (null when signed out). */
export const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('token'))

/** Password of the seeded demo accounts and of accounts the tests register. */
export const TEST_PASSWORD = 'matkhau123'

/** A fresh account registered through the API with the SMS code from the outbox. */
export async function registerByApi(
  request: APIRequestContext,
  fullName: string,
): Promise<{ phone: string; requestId: string }> {
  const phone = uniquePhone()
  const sent = await request.post('/identity/v1/otps/send', { data: { phone, type: 2, purpose: 'register' } })
  expect(sent.ok(), await sent.text()).toBe(true)
  const { code } = await readOtp(request, phone)
  const verified = await request.post('/identity/v1/otps/verify', { data: { phone, purpose: 'register', code } })
  expect(verified.ok(), await verified.text()).toBe(true)
  const { verify_token } = (await verified.json()).data
  const registered = await request.post('/identity/v1/register', {
    data: { phone, password: TEST_PASSWORD, full_name: fullName, verify_token },
  })
  expect(registered.ok(), await registered.text()).toBe(true)
  return { phone, requestId: (await registered.json()).data.request_id }
}

/**
 * A sign-in key (request_id) for an account, through the login API; the site exchanges it (`?key=`).
 * The key is bound to the browser that signed in: pass `page.request` when a page will open it.
 */
export async function signInKeyByApi(request: APIRequestContext, phone: string, password = TEST_PASSWORD): Promise<string> {
  const response = await request.post('/identity/v1/login', { data: { phone, password } })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()).data.request_id
}

/** A bearer token for an account, for API calls a test makes on that person's behalf. */
export async function tokenByApi(request: APIRequestContext, phone: string, password = TEST_PASSWORD): Promise<string> {
  const requestId = await signInKeyByApi(request, phone, password)
  const response = await request.post('/identity/v1/token', { data: { request_id: requestId } })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()).data.token
}

/** A complete profile for an account (the body of the jobseekers API tests), with consent. */
export async function createProfileByApi(request: APIRequestContext, token: string, phone: string, overrides: Record<string, unknown> = {}) {
  const response = await request.post('/job/v1/jobseekers', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      full_name: 'Phạm Thu Hà',
      phone,
      email: 'thuha.pham@example.vn',
      birth_year: new Date().getFullYear() - 24,
      gender: 803,
      job_types: [1, 4],
      city_id: 2,
      district_id: 2001,
      salary_min: 7_000_000,
      salary_max: 10_000_000,
      experience_id: 604,
      experience_text: 'Hai năm bán hàng tại cửa hàng tiện lợi, quen thu ngân và kiểm kho.',
      education_id: 705,
      readiness: true,
      description: 'Tôi vui vẻ, chăm chỉ, có hai năm kinh nghiệm bán hàng và thu ngân, có thể đi làm ngay.',
      searchable: false,
      consent: true,
      ...overrides,
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()).data as { id: number; apply_auto: boolean }
}

/**
 * A job seeker of the test's own, with a complete profile: tests that apply, turn auto-apply on or
 * change a profile never share an account, so they run in any order and side by side.
 */
export async function seekerWithProfile(request: APIRequestContext, fullName: string, overrides: Record<string, unknown> = {}) {
  const { phone } = await registerByApi(request, fullName)
  const token = await tokenByApi(request, phone)
  await createProfileByApi(request, token, phone, { full_name: fullName, ...overrides })
  return { phone, token, name: fullName }
}

/**
 * Opens a page with a sign-in key (the bootstrap exchanges it) and waits for hydration and live
 * updates. The live connection joins with the account's token only: it is the sign-in's proof (the
 * "Đã đăng nhập thành công" toast lasts two seconds, which a busy machine's page load can outlast).
 */
export async function openSignedIn(page: Page, path: string, requestId: string) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}key=${requestId}`)
  await waitForHydration(page)
  await page.locator('html[data-realtime="joined"]').waitFor({ state: 'attached' })
  // the key was used and taken out of the address
  await expect(page).not.toHaveURL(/[?&]key=/)
}

/** A clean job post body the posting rules accept (POST or PUT /listing/v1/classifieds); `overrides` change any field. */
export const jobBodyForApi = samplePostingBody

/**
 * A job posted through the API by an employer (a registered account has a verified phone), with
 * a clean body the posting rules accept; returns its id. `overrides` change any field.
 */
export async function postJobByApi(request: APIRequestContext, token: string, title: string, overrides: Record<string, unknown> = {}): Promise<number> {
  const response = await request.post('/listing/v1/classifieds', { headers: { authorization: `Bearer ${token}` }, data: jobBodyForApi(title, overrides) })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()).data.id
}

/** A valid company tax code no other run has (nine random digits and their check digit), and the same with a wrong check digit. */
/**
 * Fills /dang-tin's form with a valid accountant's job (the posting and street specs): `openings`
 * people wanted; with `address`, the place is Cầu Giấy, Hà Nội at that address, else the place is left
 * for the test. Returns the form.
 */
export async function fillJobPost(page: Page, title: string, { openings, address }: { openings: string; address?: string }) {
  const form = page.getByRole('form', { name: 'Đăng tin tuyển dụng' })
  await form.getByLabel('Tiêu đề tin').fill(title)
  await form.getByLabel('Ngành nghề').selectOption({ label: 'Kế toán' })
  await form.getByRole('radio', { name: 'Toàn thời gian' }).check()
  await form.getByLabel('Số lượng tuyển').fill(openings)
  await form.getByLabel('Mức lương tối thiểu').fill('9000000')
  await form.getByLabel('Mức lương tối đa').fill('14000000')
  await form.getByRole('radio', { name: '1 năm', exact: true }).check()
  await form.getByLabel('Học vấn').selectOption({ label: 'Cao đẳng' })
  if (address) {
    await form.getByLabel('Tỉnh/thành phố').selectOption({ label: 'Hà Nội' })
    await form.getByLabel('Quận/huyện').selectOption({ label: 'Quận Cầu Giấy' })
    await form.getByLabel('Địa chỉ làm việc').fill(address)
  }
  await form.getByLabel('Mô tả công việc').fill(
    'Lập và kiểm tra chứng từ thu chi, hạch toán nghiệp vụ phát sinh, đối chiếu công nợ với khách hàng và nhà cung cấp hằng tháng.',
  )
  await form.getByLabel('Yêu cầu ứng viên').fill('Tốt nghiệp cao đẳng kế toán, thành thạo Excel và phần mềm MISA.')
  await form.getByLabel('Quyền lợi').fill('Lương tháng 13, bảo hiểm đầy đủ, nghỉ thứ bảy cách tuần.')
  await form.getByLabel('Tên người liên hệ').fill('Nguyễn Thu Trang')
  await form.getByLabel('Số điện thoại liên hệ').fill('0987654321')
  return form
}

export function freshTaxCode(): { valid: string; wrong: string } {
  for (;;) {
    const nine = String(100_000_000 + Math.floor(Math.random() * 900_000_000))
    const digit = taxCheckDigit(nine)
    if (digit !== null) return { valid: `${nine}${digit}`, wrong: `${nine}${(digit + 1) % 10}` }
  }
}
