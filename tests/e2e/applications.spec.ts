// Applying and matching of issue 5 (SPEC 7.2, 7.3, 7.5, 8): a seeker of the test's own applies to a job
// through the confirmation dialog, sees "Đã ứng tuyển", finds the job on /viec-lam-da-ung-tuyen and
// sees the recruiter's status change arrive live; multi-applies two jobs on /cong-viec-phu-hop; a
// visitor is sent to login and a new account without a profile to the create-profile page.
// Each test has its own seeker (with a complete profile); the jobs are the demo employer's.
import type { APIRequestContext } from '@playwright/test'
import { expect, expectNoA11yViolations, openSignedIn, registerByApi, seekerWithProfile, signInKeyByApi, test, tokenByApi, waitForHydration } from './fixtures'

const EMPLOYER = { phone: '0912345678' }
/** Seeded organizations managed by the demo employer (server/db/seed/users.ts). */
const EMPLOYER_ORGANIZATIONS = [1, 2, 3]

interface Card {
  id: number
  title: string
  url: string
  expires_at: string
}

const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } })

async function appliedIds(request: APIRequestContext, token: string): Promise<number[]> {
  const response = await request.get('/job/v1/candidates/applied-ids', auth(token))
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()).data.ids
}

/** An active job of the demo employer that the person has not applied to. */
async function employerJobNotAppliedTo(request: APIRequestContext, token: string): Promise<Card> {
  const taken = new Set(await appliedIds(request, token))
  for (const organization of EMPLOYER_ORGANIZATIONS) {
    const response = await request.get(`/job/v1/classifieds/organization-recruiting?organization_id=${organization}&limit=20`)
    expect(response.ok(), await response.text()).toBe(true)
    const jobs = (await response.json()).data as Card[]
    const job = jobs.find((j) => !taken.has(j.id) && new Date(j.expires_at).getTime() > Date.now() + 86_400_000)
    if (job) return job
  }
  throw new Error('Không còn tin nào của nhà tuyển dụng mẫu để ứng tuyển')
}


test('the seeker applies through the dialog, finds the job on the applied list and sees a status change live', async ({
  page,
  request,
}) => {
  const seeker = await seekerWithProfile(request, 'Nguyễn Thị Lan')
  const seekerToken = seeker.token
  const job = await employerJobNotAppliedTo(request, seekerToken)

  await openSignedIn(page, job.url, await signInKeyByApi(page.request, seeker.phone))
  await expect(page.getByRole('heading', { level: 1, name: job.title })).toBeVisible()
  await page.getByRole('button', { name: 'Ứng tuyển ngay' }).click()

  // the dialog shows what the recruiter receives, with a way to edit it
  const dialog = page.getByRole('dialog', { name: 'Xác nhận ứng tuyển' })
  await expect(dialog).toContainText(job.title)
  await expect(dialog).toContainText(seeker.name)
  await expect(dialog).toContainText(seeker.phone)
  await expect(dialog.getByRole('link', { name: 'Chỉnh sửa hồ sơ' })).toHaveAttribute('href', '/jobseeker')
  await expect(dialog.getByRole('button', { name: 'Xác nhận ứng tuyển' })).toBeFocused()
  await expectNoA11yViolations(page)
  await dialog.getByRole('button', { name: 'Xác nhận ứng tuyển' }).click()

  await expect(page.getByText('Ứng tuyển thành công')).toBeVisible()
  await expect(dialog).toBeHidden()
  const applied = page.getByRole('button', { name: 'Đã ứng tuyển' })
  await expect(applied).toBeDisabled()
  // still applied after a reload (the account's applied ids)
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByRole('button', { name: 'Đã ứng tuyển' })).toBeDisabled()
  await page.locator('html[data-realtime="joined"]').waitFor({ state: 'attached' })

  await page.getByRole('link', { name: 'Xem việc làm đã ứng tuyển' }).click()
  await expect(page).toHaveURL(/\/viec-lam-da-ung-tuyen$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Việc làm đã ứng tuyển' })).toBeVisible()
  const card = page
    .getByRole('list', { name: 'Việc làm đã ứng tuyển' })
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: job.title }) })
    .first()
  await expect(card).toContainText('Đã gửi')
  await expectNoA11yViolations(page)

  // the recruiter (owner of the job's organization) invites the seeker: the list follows live
  const listing = await request.get('/job/v1/classifieds/applied-listing?offset=0&limit=20', auth(seekerToken))
  const items = (await listing.json()).data.items as Array<{ application: { id: number }; job: { id: number } }>
  const application = items.find((item) => item.job.id === job.id)!.application
  const employerToken = await tokenByApi(request, EMPLOYER.phone)
  const changed = await request.put(`/job/v1/candidates/${application.id}/status`, { ...auth(employerToken), data: { status: 5 } })
  expect(changed.ok(), await changed.text()).toBe(true)
  await expect(card).toContainText('Đã mời phỏng vấn')
  await expect(card).not.toContainText('Đã gửi')
})

test('the seeker multi-applies two suggested jobs on /cong-viec-phu-hop', async ({ page, request }) => {
  const seeker = await seekerWithProfile(request, 'Trần Thị Mai')
  await openSignedIn(page, '/cong-viec-phu-hop', await signInKeyByApi(page.request, seeker.phone))
  await expect(page.getByRole('heading', { level: 1, name: 'Việc làm phù hợp' })).toBeVisible()
  const list = page.getByRole('list', { name: 'Việc làm phù hợp' })
  const cards = list.getByRole('article')
  await expect(cards.first()).toBeVisible()
  const first = cards.nth(0)
  const second = cards.nth(1)
  const titles = [(await first.getByRole('heading').textContent())!.trim(), (await second.getByRole('heading').textContent())!.trim()]

  const apply = page.getByRole('button', { name: 'Ứng tuyển tin đã chọn' })
  await expect(apply).toHaveAttribute('aria-disabled', 'true')
  await first.getByRole('checkbox').check()
  await second.getByRole('checkbox').check()
  await expect(page.getByText('Đã chọn 2 tin')).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Chọn tất cả trong trang này' })).not.toBeChecked()
  await expectNoA11yViolations(page)

  await apply.click()
  const dialog = page.getByRole('dialog', { name: 'Ứng tuyển 2 tin đã chọn' })
  for (const title of titles) await expect(dialog).toContainText(title)
  await expect(dialog).toContainText(seeker.name)
  await dialog.getByRole('button', { name: 'Xác nhận ứng tuyển' }).click()

  await expect(page.getByText('Đã ứng tuyển 2/2 tin.').first()).toBeVisible()
  await expect(first).toContainText('Đã ứng tuyển')
  await expect(second).toContainText('Đã ứng tuyển')
  await expect(first.getByRole('checkbox')).toHaveCount(0)
  await expect(page.getByText('Đã chọn 0 tin')).toBeVisible()

  // both are on the applied list
  await page.getByRole('link', { name: 'Xem việc làm đã ứng tuyển' }).click()
  await expect(page).toHaveURL(/\/viec-lam-da-ung-tuyen$/)
  const appliedList = page.getByRole('list', { name: 'Việc làm đã ứng tuyển' })
  for (const title of titles) await expect(appliedList.getByRole('link', { name: title }).first()).toBeVisible()
})

test('a visitor is sent to login and a new account without a profile to the create-profile page', async ({ page, request }) => {
  const job = await employerJobNotAppliedTo(request, (await seekerWithProfile(request, 'Võ Thị Thu')).token)

  await page.goto(job.url)
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Ứng tuyển ngay' }).click()
  await expect(page).toHaveURL(`/account/login?returnUrl=${encodeURIComponent(job.url)}&siteId=3`)

  const { requestId } = await registerByApi(page.request, 'Hoàng Gia Bảo')
  await openSignedIn(page, '/viec-lam-da-ung-tuyen', requestId)
  await expect(page.getByText('Bạn chưa ứng tuyển việc làm nào.', { exact: false })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Tìm việc làm' })).toHaveAttribute('href', '/tuyen-dung')
  await expectNoA11yViolations(page)

  await page.goto('/cong-viec-phu-hop')
  await waitForHydration(page)
  await expect(page.getByText('Bạn chưa có hồ sơ xin việc.', { exact: false })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Tạo hồ sơ', exact: true })).toHaveAttribute(
    'href',
    `/create-jobseeker?is_reader=true&returnUrl=${encodeURIComponent('/cong-viec-phu-hop')}`,
  )
  await expectNoA11yViolations(page)

  await page.goto(job.url)
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Ứng tuyển ngay' }).click()
  await expect(page).toHaveURL(`/create-jobseeker?is_reader=true&returnUrl=${encodeURIComponent(job.url)}`)
})
