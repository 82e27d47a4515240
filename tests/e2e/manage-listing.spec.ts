// The own-job manager in the browser: an employer of the test's own posts a job, a seeker applies,
// the employer sees the application counted in the manager, hides the job (it leaves search) and
// shows it again (it comes back).
import type { APIRequestContext, Browser } from '@playwright/test'
import { expect, expectNoA11yViolations, openSignedIn, registerByApi, seekerWithProfile, test, tokenByApi, waitForHydration } from './fixtures'

async function postByApi(request: APIRequestContext, token: string, title: string): Promise<number> {
  const deadline = new Date(Date.now() + 7 * 3_600_000 + 20 * 86_400_000).toISOString().slice(0, 10)
  const response = await request.post('/listing/v1/classifieds', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title,
      job_type_id: 8,
      employment_type_id: 401,
      quantity: 1,
      salary_negotiable: true,
      experience_id: 601,
      education_id: 701,
      gender_id: 801,
      age_id: 901,
      city_id: 2,
      district_id: null,
      address: '120 Nguyễn Văn Trỗi, phường 8, Phú Nhuận',
      description: 'Theo dõi thu chi hằng ngày của cửa hàng, lập báo cáo tồn kho cuối tuần và đối chiếu với quản lý.',
      requirements: 'Cẩn thận, trung thực, biết Excel cơ bản là được.',
      benefits: 'Được đào tạo từ đầu, thưởng lễ Tết, bảo hiểm đầy đủ.',
      deadline,
      contact_name: 'Võ Thanh Tâm',
      contact_phone: '0908123456',
      images: [],
      video_url: null,
    },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()).data.id
}

/** Whether a new visitor's keyword search lists the job (public lists are cached 30 s per browser). */
async function foundBy(browser: Browser, keyword: string, id: number): Promise<boolean> {
  const context = await browser.newContext()
  const response = await context.request.get(`/job/v1/classifieds/listing?q=${encodeURIComponent(keyword)}`)
  const ids = ((await response.json()).data.items as Array<{ id: number }>).map((item) => item.id)
  await context.close()
  return ids.includes(id)
}

test('an employer sees an application counted, hides the job (it leaves search) and shows it again', async ({ page, browser }) => {
  const { phone, requestId } = await registerByApi(page.request, 'Hồ Ngọc Diệp')
  const employerToken = await tokenByApi(page.request, phone)
  const title = `Thu ngân cửa hàng Phú Nhuận ${Date.now().toString(36)}`
  const id = await postByApi(page.request, employerToken, title)

  const seeker = await seekerWithProfile(page.request, 'Trương Mỹ Linh')
  const applied = await page.request.post('/job/v1/candidates/apply', {
    headers: { authorization: `Bearer ${seeker.token}` },
    data: { classified_id: id },
  })
  expect(applied.ok(), await applied.text()).toBe(true)

  await openSignedIn(page, '/dashboard/manage-listing', requestId)
  await expect(page.getByRole('heading', { level: 1, name: 'Quản lý tin đăng' })).toBeVisible()
  const actions = page.getByRole('group', { name: `Thao tác với tin ${title}` })
  await expect(actions).toBeVisible()
  // the job's counters: one application
  const row = page.locator('tr, li').filter({ hasText: title }).first()
  await expect(row.locator('dt', { hasText: 'Ứng tuyển' }).locator('xpath=following-sibling::dd[1]')).toHaveText('1')
  await expectNoA11yViolations(page)

  await expect.poll(() => foundBy(browser, title, id), { timeout: 15_000 }).toBe(true)
  await actions.getByRole('button', { name: 'Ẩn tin' }).click()
  await expect(actions.getByRole('button', { name: 'Hiện tin' })).toBeVisible()
  await expect.poll(() => foundBy(browser, title, id), { timeout: 15_000 }).toBe(false)

  await actions.getByRole('button', { name: 'Hiện tin' }).click()
  await expect(actions.getByRole('button', { name: 'Ẩn tin' })).toBeVisible()
  await expect.poll(() => foundBy(browser, title, id), { timeout: 15_000 }).toBe(true)

  // the edit action opens the posting form with the job's values
  await actions.getByRole('link', { name: 'Sửa tin' }).click()
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Chỉnh sửa tin tuyển dụng' })).toBeVisible()
  await expect(page.getByLabel('Tiêu đề tin')).toHaveValue(title)
})
