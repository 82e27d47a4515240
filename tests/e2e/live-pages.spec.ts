// Public pages follow the data (docs/decisions/0039-pages-follow-the-data.md): a job posted after the
// build is a whole page in its first HTML (title, description, JobPosting JSON-LD, canonical), listed
// by the recent jobs' sitemap, rendered again after an edit and answered 404 once hidden; the page
// rendered by the server hydrates like a prerendered one.
import type { APIRequestContext } from '@playwright/test'
import { expect, jobBodyForApi, postJobByApi, registerByApi, test, tokenByApi, waitForHydration } from './fixtures'

/** The job's URL once the recent jobs' sitemap lists it (the page is rendered by then). */
async function listedUrl(request: APIRequestContext, id: number): Promise<string> {
  let url = ''
  await expect
    .poll(
      async () => {
        const sitemap = await (await request.get('/sitemap-recent-jobs.xml')).text()
        url = new RegExp(`<loc>[^<]*?(/viec-lam/[a-z0-9-]+-${id})</loc>`).exec(sitemap)?.[1] ?? ''
        return url
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .not.toBe('')
  return url
}

test('a job posted after the build is a whole page for crawlers, follows an edit and answers 404 once hidden', { tag: '@desktop' }, async ({ page, request }) => {
  test.slow()
  const { phone } = await registerByApi(request, 'Đỗ Minh Khoa')
  const token = await tokenByApi(request, phone)
  const auth = { authorization: `Bearer ${token}` }
  const title = `Thủ kho ngành dược ${Date.now().toString(36)}`
  const id = await postJobByApi(request, token, title)

  const url = await listedUrl(request, id)
  expect(await (await request.get('/sitemap.xml')).text()).toContain('/sitemap-recent-jobs.xml</loc>')
  const html = await (await request.get(url)).text()
  expect(html).toContain(`<title`)
  expect(html).toContain(title)
  expect(html).toContain('"@type":"JobPosting"')
  expect(html).toMatch(new RegExp(`<link[^>]+rel="canonical"[^>]+${url}`))
  expect(html).toContain('Tiếp nhận hàng từ nhà cung cấp')
  expect(html).not.toContain('<title>Việc Làm Tốt</title>')

  // the server's page hydrates without a mismatch (the fixture fails the test on console errors)
  await page.goto(url)
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()

  const edited = `${title} ca đêm`
  const update = await request.put(`/listing/v1/classifieds/${id}`, { headers: auth, data: jobBodyForApi(edited) })
  expect(update.ok(), await update.text()).toBe(true)
  await expect.poll(async () => (await (await request.get(url)).text()).includes(edited), { timeout: 60_000, intervals: [1_000] }).toBe(true)

  const hide = await request.put(`/listing/v1/classifieds/${id}/hide`, { headers: auth })
  expect(hide.ok(), await hide.text()).toBe(true)
  await expect.poll(async () => (await request.get(url)).status(), { timeout: 60_000, intervals: [1_000] }).toBe(404)
})
