// The editors' journey: Decap CMS at /admin with its local backend (decap-server, as an editor runs it
// on a laptop), a popular search and the banner changed and saved into the content files, bad content
// refused in the editor, and a rebuild of the site that shows the change. Runs in its own project after
// the others (playwright.config.ts): it edits the content the server serves and restores it at the end.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { BrowserContext, Locator, Page } from '@playwright/test'
import { E2E_SITE_ROOT } from '../../playwright.config'
import { expect, test, waitForHydration } from './fixtures'

const CONTENT = path.resolve(E2E_SITE_ROOT, 'content')
const DECAP_PORT = 8081 // config.yml's local_backend: Decap looks for its proxy there
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(CONTENT, file), 'utf8'))
const originals = new Map<string, string>()
/**
 * The rebuild's process group, stopped with the test: a build left running after a timed-out try
 * deletes vite-react-ssg's work folder (.vite-react-ssg-temp, shared by the checkout) under the
 * retry's build when it ends.
 */
let rebuild: ChildProcess | null = null

/**
 * Decap's local backend on the copy of the content the server reads, for one test: the files it may
 * change are restored, the server stopped and the rebuilt site removed afterwards.
 */
const editorTest = test.extend<{ rebuildDir: string }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
  rebuildDir: async ({}, provide) => {
    for (const file of ['popular-searches.json', 'banners.json']) originals.set(file, fs.readFileSync(path.join(CONTENT, file), 'utf8'))
    const decap = spawn(process.execPath, ['node_modules/decap-server/dist/index.js'], {
      env: { ...process.env, PORT: String(DECAP_PORT), GIT_REPO_DIRECTORY: path.resolve(E2E_SITE_ROOT), MODE: 'fs', LOG_LEVEL: 'warn' },
      stdio: 'inherit',
    })
    const rebuildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'viecvn-rebuilt-'))
    try {
      await expect
        .poll(
          () =>
            fetch(`http://localhost:${DECAP_PORT}/api/v1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"action":"info"}' })
              .then((r) => r.ok)
              .catch(() => false),
          { timeout: 15_000 },
        )
        .toBe(true)
      await provide(rebuildDir)
    } finally {
      decap.kill()
      if (rebuild?.exitCode === null && rebuild.pid) process.kill(-rebuild.pid, 'SIGKILL')
      rebuild = null
      for (const [file, text] of originals) fs.writeFileSync(path.join(CONTENT, file), text)
      fs.rmSync(rebuildDir, { recursive: true, force: true })
    }
  },
})

async function openFile(page: Page, label: string) {
  await page.goto('/admin')
  // with the local backend, "Đăng nhập" needs no account; the CMS then remembers the editor
  const login = page.getByRole('button', { name: 'Đăng nhập' })
  const collection = page.getByRole('link', { name: 'Nội dung trang' }).first()
  await expect(login.or(collection)).toBeVisible()
  if (await login.isVisible()) await login.click()
  await collection.click()
  await page.getByRole('link', { name: label, exact: true }).click()
}

/** Opens a collapsed list item by the chevron of its top bar (Decap gives it no accessible name). */
async function expandItem(page: Page, summary: string | RegExp) {
  const topBarButton = 'button[class*="TopBarButton"]'
  const item = page.locator('div', { has: page.getByText(summary, { exact: true }) }).filter({ has: page.locator(topBarButton) }).last()
  await item.locator(topBarButton).first().click()
}

/** Replaces a field's text as a person pasting does (fill() only appended to Decap's inputs). */
async function retype(field: Locator, text: string) {
  await field.click()
  await field.press('Control+A')
  await field.press('Delete')
  if (text) await field.page().keyboard.insertText(text)
  await expect(field).toHaveValue(text)
}

async function publish(page: Page) {
  await page.getByRole('button', { name: 'Công bố', exact: true }).click()
  await page.getByText('Công bố ngay', { exact: true }).click()
}

/**
 * Decap says "Đã công bố" once the local backend has written the file and the editor has drawn the
 * entry again: for the 191 popular searches that took over 10 s on a loaded machine (a CI run's page
 * showed it just after the wait gave up), so this wait is longer than the suite's.
 */
async function expectPublished(page: Page) {
  await expect(page.getByText('Đã công bố', { exact: true })).toBeVisible({ timeout: 30_000 })
}

/** Publishing an entry that breaks a rule shows the rule's message by its field and writes nothing. */
async function expectRefused(page: Page, consoleErrors: string[], message: string, file: string) {
  await publish(page)
  await expect(page.getByText(message)).toBeVisible()
  expect(fs.readFileSync(path.join(CONTENT, file), 'utf8')).toBe(originals.get(file))
  // Decap itself logs console.error(undefined) when it refuses an entry: that one is expected
  await expect.poll(() => consoleErrors.includes('undefined')).toBe(true)
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => e !== 'undefined'))
}

editorTest('an editor changes a popular search and the banner in /admin, bad content is refused, and a rebuild shows the change', async ({ page, consoleErrors, rebuildDir }) => {
  // a real rebuild (two Vite bundles and the landing pages): five minutes were not enough beside other builds
  test.setTimeout(600_000)
  const bannerTitle = 'Việc làm tốt gần nhà, ứng tuyển trong một phút'
  const popular = readJson('popular-searches.json').entries[0]
  const popularTitle = `${popular.title} lương cao`

  // the CMS is served by the site itself (no CDN), and only on /admin
  const scripts: string[] = []
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname))

  // the banner: a link that is not a page of the site is refused, with the reason, and nothing is written
  await openFile(page, 'Banner')
  await expandItem(page, /^home_search — /)
  await retype(page.getByLabel('Đường dẫn khi bấm vào banner'), 'https://lua-dao.example/nhan-thuong')
  await expectRefused(page, consoleErrors, 'Đường dẫn phải là một trang của website, bắt đầu bằng "/", ví dụ: /tuyen-dung', 'banners.json')

  await retype(page.getByLabel('Đường dẫn khi bấm vào banner'), '/tuyen-dung')
  await retype(page.getByLabel('Tiêu đề', { exact: true }), bannerTitle)
  await publish(page)
  await expectPublished(page)
  await expect.poll(() => readJson('banners.json').banners[0].title).toBe(bannerTitle)
  expect(readJson('banners.json').banners[0].link_url).toBe('/tuyen-dung')
  expect(scripts.filter((s) => s.includes('decap-cms'))).toEqual(['/admin/decap-cms-3.8.4.js'])

  // a popular search: an empty label is refused in Vietnamese; a good one is saved
  await openFile(page, 'Tìm kiếm phổ biến')
  await expandItem(page, `${popular.slug} — ${popular.title}`)
  const title = page.getByLabel('Tiêu đề', { exact: true }).first()
  await retype(title, '')
  await expectRefused(page, consoleErrors, 'Tiêu đề bắt buộc nhập.', 'popular-searches.json')
  await retype(title, popularTitle)
  await publish(page)
  await expectPublished(page)
  await expect.poll(() => readJson('popular-searches.json').entries[0].title).toBe(popularTitle)
  // Decap writes the whole list back: every other entry is as it was
  expect(readJson('popular-searches.json').entries.slice(1)).toEqual(JSON.parse(originals.get('popular-searches.json')!).entries.slice(1))

  // the API reads the saved files at once (the build asks it for banners and popular searches)
  const banner = await (await page.request.get('/cms/v1/banners/3/home_search')).json()
  expect(banner.data[0].title, 'the e2e server must read its content from the copy the CMS edits').toBe(bannerTitle)

  // the rebuild (what Netlify runs on the CMS's commit), into a folder of its own
  const origin = new URL(page.url()).origin
  const buildOutput: string[] = []
  const code = await new Promise<number | null>((resolve) => {
    const build = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
      env: { ...process.env, SITE_DIR: rebuildDir, CONTENT_DIR: CONTENT, BUILD_API_ORIGIN: origin, PUBLIC_ORIGIN: origin, PRERENDER_JOBS: '0' },
      detached: true,
    })
    rebuild = build
    build.stdout.on('data', (chunk) => buildOutput.push(String(chunk)))
    build.stderr.on('data', (chunk) => buildOutput.push(String(chunk)))
    build.on('exit', resolve)
  })
  expect(code, buildOutput.join('')).toBe(0)

  // the rebuilt pages, opened in Chromium with their own scripts (pages and assets from the rebuilt
  // folder, the API from the server)
  const dist = rebuildDir
  const serveRebuilt = (context: BrowserContext) =>
    context.route(`${origin}/**`, async (route) => {
      const { pathname } = new URL(route.request().url())
      const file = [path.join(dist, pathname === '/' ? 'index.html' : pathname), path.join(dist, `${pathname}.html`)].find(
        (f) => fs.existsSync(f) && fs.statSync(f).isFile(),
      )
      const ours = route.request().resourceType() === 'document' || pathname.startsWith('/assets/')
      return ours && file ? route.fulfill({ path: file }) : route.fallback()
    })

  // the home page as prerendered (before any script): the banner's new heading, and the new label
  // among the popular searches it shows first (once hydrated the block shows a random five)
  const plain = await page.context().browser()!.newContext({ javaScriptEnabled: false })
  await serveRebuilt(plain)
  const plainPage = await plain.newPage()
  await plainPage.goto(`${origin}/`)
  await expect(plainPage.getByRole('heading', { level: 1 })).toHaveText(bannerTitle)
  await expect(plainPage.getByRole('main').getByRole('link', { name: popularTitle, exact: true })).toBeVisible()
  await plain.close()

  // and hydrated: the heading stays, and the popular search's own page carries its new title
  await serveRebuilt(page.context())
  await page.goto('/')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(bannerTitle)
  await page.goto(`/tuyen-dung-${popular.slug}`)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(popularTitle)
})

test('the build refuses bad content with the reasons', async () => {
  const bad = fs.mkdtempSync(path.join(os.tmpdir(), 'viecvn-bad-content-'))
  try {
    fs.cpSync(path.resolve('content'), bad, { recursive: true })
    const banners = JSON.parse(fs.readFileSync(path.join(bad, 'banners.json'), 'utf8'))
    banners.banners[0].link_url = '//lua-dao.example'
    fs.writeFileSync(path.join(bad, 'banners.json'), JSON.stringify(banners))
    const popular = JSON.parse(fs.readFileSync(path.join(bad, 'popular-searches.json'), 'utf8'))
    popular.entries[0].title = ''
    fs.writeFileSync(path.join(bad, 'popular-searches.json'), JSON.stringify(popular))
    const output: string[] = []
    const code = await new Promise<number | null>((resolve) => {
      const build = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
        env: { ...process.env, CONTENT_DIR: bad, SITE_DIR: path.join(bad, 'dist'), BUILD_API_ORIGIN: 'http://127.0.0.1:9' },
      })
      build.stderr.on('data', (chunk) => output.push(String(chunk)))
      build.on('exit', resolve)
    })
    expect(code).not.toBe(0)
    const text = output.join('')
    expect(text).toContain('content/popular-searches.json: #1 nhan-vien-ban-hang: tiêu đề không được để trống')
    expect(text).toContain('content/banners.json: banner #1 home_search: đường dẫn "//lua-dao.example" không phải một trang của website')
    expect(fs.existsSync(path.join(bad, 'dist'))).toBe(false)
  } finally {
    fs.rmSync(bad, { recursive: true, force: true })
  }
})
