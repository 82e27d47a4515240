// Recruiter agents (issue 21; docs/decisions/0023-recruiter-agents.md), checked at 1366 and 390 px: staff
// issue a register key in the console, a recruitment agency's account registers with it on
// /dai-ly-tuyen-dung, a business owner invites that account with the role "Đại lý", the agent
// accepts and posts for the business, and the job carries the business's name.
import { atBothWidths, expect, expectFitsViewport, expectNoA11yViolations, openSignedIn, postJobByApi, registerByApi, signInKeyByApi, test, tokenByApi } from './fixtures'

/** The seed's staff account (server/db/seed/users.ts). */
const STAFF_PHONE = '0977000111'

test('staff issue a register key, an agency registers with it and posts for the business that granted it access', { tag: '@desktop' }, async ({ page, browser, request }) => {
  // four people and three browsers: more than the default minute on a busy machine
  test.slow()
  const viewport = page.viewportSize() ?? undefined
  const width = viewport?.width ?? 0
  const agency = `Công ty Nhân Lực Sao Việt ${width}-${Date.now().toString(36)}`

  // staff make a key for the agency in the console; it shows once
  const staff = await (await browser.newContext({ viewport, locale: 'vi-VN' })).newPage()
  await openSignedIn(staff, '/kiem-duyet', await signInKeyByApi(staff.request, STAFF_PHONE))
  await staff.getByRole('tab', { name: 'Mã đại lý' }).click()
  await staff.getByLabel('Ghi chú (đơn vị nhận mã, người liên hệ)').fill(agency)
  await staff.getByLabel('Thời hạn (ngày)').fill('7')
  await staff.getByRole('button', { name: 'Tạo mã' }).click()
  const key = (await staff.getByTestId('issued-key').textContent()) ?? ''
  expect(key).toMatch(/^DL-\w{4}-\w{4}-\w{4}$/)
  const row = staff.getByRole('list', { name: 'Mã đăng ký đại lý' }).getByRole('listitem').filter({ hasText: agency })
  await expect(row).toContainText('Chưa dùng')
  await expect(row).toContainText(`…${key.slice(-4)}`)
  await atBothWidths(staff, async () => {
    await expectFitsViewport(staff)
    await expectNoA11yViolations(staff)
  })

  // the agency's account enters it (typed in lower case, without dashes)
  const agentPage = await (await browser.newContext({ viewport, locale: 'vi-VN' })).newPage()
  const agent = await registerByApi(agentPage.request, 'Đặng Thu Trang')
  await openSignedIn(agentPage, '/dai-ly-tuyen-dung', agent.requestId)
  await expect(agentPage.getByRole('heading', { level: 1, name: 'Đại lý tuyển dụng' })).toBeVisible()
  await agentPage.getByRole('textbox', { name: 'Mã đăng ký đại lý' }).fill('DL-KHONG-CO-MA')
  await agentPage.getByRole('button', { name: 'Đăng ký đại lý' }).click()
  await expect(agentPage.getByText('Mã đăng ký đại lý không đúng, vui lòng kiểm tra lại.')).toBeVisible()
  await agentPage.getByRole('textbox', { name: 'Mã đăng ký đại lý' }).fill(key.toLowerCase().replaceAll('-', ' '))
  await agentPage.getByRole('button', { name: 'Đăng ký đại lý' }).click()
  await atBothWidths(agentPage, async () => {
    await expect(agentPage.getByText('Tài khoản của bạn là Đại lý.')).toBeVisible()
    await expect(agentPage.getByText(/Chưa có doanh nghiệp nào cấp quyền/)).toBeVisible()
    await expectFitsViewport(agentPage)
    await expectNoA11yViolations(agentPage)
  })

  // the key is spent: staff see who used it
  await staff.reload()
  await staff.getByRole('tab', { name: 'Mã đại lý' }).click()
  await expect(staff.getByRole('list', { name: 'Mã đăng ký đại lý' }).getByRole('listitem').filter({ hasText: agency })).toContainText(`Đặng Thu Trang · ${agent.phone}`)

  // a business owner grants the agent access
  const owner = await registerByApi(page.request, 'Trịnh Quốc Hưng')
  const ownerToken = await tokenByApi(request, owner.phone)
  await postJobByApi(request, ownerToken, 'Nhân viên bán hàng siêu thị mini')
  await openSignedIn(page, '/dashboard/thong-tin-doanh-nghiep', owner.requestId)
  const members = page.getByRole('region', { name: 'Thành viên doanh nghiệp' })
  await members.getByLabel('Số điện thoại hoặc email').fill(agent.phone)
  await members.getByLabel('Vai trò', { exact: true }).selectOption({ label: 'Đại lý' })
  await members.getByRole('button', { name: 'Gửi lời mời' }).click()
  await expect(page.getByText(/^Đã gửi lời mời\./)).toBeVisible()
  const organization = (await (await request.get('/job/v1/organizations/self', { headers: { authorization: `Bearer ${ownerToken}` } })).json()).data.items[0]

  // the agent accepts, and the agents' page links to posting for that business
  await agentPage.goto('/dashboard/thong-tin-doanh-nghiep')
  const invitations = agentPage.getByRole('region', { name: 'Lời mời tham gia doanh nghiệp' })
  await expect(invitations).toContainText('mời bạn làm đại lý (người mời: Trịnh Quốc Hưng)')
  await invitations.getByRole('button', { name: 'Đồng ý' }).click()
  await expect(agentPage.getByText(/^Bạn đã tham gia doanh nghiệp/)).toBeVisible()
  await agentPage.goto('/dai-ly-tuyen-dung')
  await agentPage.getByRole('link', { name: `Đăng tin cho ${organization.name}` }).click()
  await expect(agentPage).toHaveURL(new RegExp(`/dang-tin\\?org=${organization.id}$`))
  await atBothWidths(agentPage, async () => {
    await expect(agentPage.getByRole('heading', { level: 1, name: 'Đăng tin tuyển dụng' })).toBeVisible()
    await expect(agentPage.getByLabel('Tiêu đề tin')).toBeVisible()
  })

  // what the agent posts is the business's job, which its owner manages
  const agentToken = await tokenByApi(request, agent.phone)
  const jobId = await postJobByApi(request, agentToken, 'Nhân viên kho ca tối', { organization_id: organization.id })
  const job = await (await request.get(`/listing/v1/classifieds/${jobId}/job`)).json()
  expect(job.data.organization).toMatchObject({ id: organization.id, name: organization.name })
  await page.goto('/dashboard/manage-listing')
  await atBothWidths(page, () => expect(page.getByText('Nhân viên kho ca tối').first()).toBeVisible())
})
