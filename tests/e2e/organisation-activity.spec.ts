// Who did what for an organisation (issue 21; docs/decisions/0024-organisation-activity.md), run at
// 1366 px and checked at 1366 and 390 px: an owner and the recruiter it invited each act for the organisation; the owner hides
// a job in the manager and finds it attributed to itself under "Hoạt động gần đây" on the business
// information page, with the recruiter's post beside it, and filters the log by member and kind.
import { atBothWidths, expect, expectFitsViewport, expectNoA11yViolations, openSignedIn, postJobByApi, registerByApi, signInKeyByApi, test, tokenByApi } from './fixtures'

test('the owner hides a job and sees it attributed under "Hoạt động gần đây", beside a colleague’s post', { tag: '@desktop' }, async ({ page, request }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1366, height: 900 })
  const stamp = Date.now().toString(36)
  const owner = await registerByApi(page.request, 'Phan Thị Ngọc Ánh')
  const ownerToken = await tokenByApi(request, owner.phone)
  const ownTitle = `Nhân viên kho ca sáng ${stamp}`
  await postJobByApi(request, ownerToken, ownTitle)
  const [organization] = (await (await request.get('/job/v1/organizations/self', { headers: { authorization: `Bearer ${ownerToken}` } })).json()).data.items

  // a recruiter joins through an invitation and posts a job of its own for the organisation
  const colleague = await registerByApi(request, 'Đoàn Văn Khoa')
  const colleagueToken = await tokenByApi(request, colleague.phone)
  const invited = await request.post(`/job/v1/organizations/${organization.id}/invitations`, {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: { contact: colleague.phone, role: 'recruiter' },
  })
  expect(invited.ok(), await invited.text()).toBe(true)
  const invitation = (await invited.json()).data.invitation.id
  const accepted = await request.put(`/job/v1/organizations/invitations/${invitation}`, { headers: { authorization: `Bearer ${colleagueToken}` }, data: { accept: true } })
  expect(accepted.ok(), await accepted.text()).toBe(true)
  const colleagueTitle = `Thu ngân siêu thị ca tối ${stamp}`
  await postJobByApi(request, colleagueToken, colleagueTitle, { organization_id: organization.id })

  // the owner hides its job in the manager
  await openSignedIn(page, '/dashboard/manage-listing', owner.requestId)
  const actions = page.getByRole('group', { name: `Thao tác với tin ${ownTitle}` })
  const more = actions.getByRole('button', { name: `Thao tác khác với tin ${ownTitle}` })
  await atBothWidths(page, () => expect(more).toBeVisible())
  await more.click()
  await actions.getByRole('menuitem', { name: 'Ẩn tin' }).click()
  await expect(actions.getByRole('button', { name: 'Hiện tin' })).toBeVisible()

  await page.goto('/dashboard/thong-tin-doanh-nghiep')
  const section = page.getByRole('region', { name: 'Hoạt động gần đây' })
  const rows = section.getByRole('list', { name: 'Danh sách hoạt động gần đây' }).getByRole('listitem')
  // newest first: the hiding, by the owner, naming the job with a link to its edit page
  const hidden = rows.first()
  await expect(hidden).toContainText('Phan Thị Ngọc Ánh')
  await expect(hidden).toContainText('Chủ tài khoản')
  await expect(hidden).toContainText(`Ẩn tin: ${ownTitle}`)
  await expect(hidden.getByRole('link', { name: ownTitle })).toHaveAttribute('href', /\/dang-tin\?id=\d+$/)
  await expect(hidden.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
  const colleaguePost = rows.filter({ hasText: `Đăng tin: ${colleagueTitle}` })
  await expect(colleaguePost).toContainText('Đoàn Văn Khoa')
  await expect(colleaguePost).toContainText('Nhà tuyển dụng')
  await expect(rows.filter({ hasText: 'Nhận lời mời, tham gia doanh nghiệp' })).toHaveCount(1)
  await expect(rows.filter({ hasText: `Mời thành viên: ${colleague.phone}` })).toHaveCount(1)
  await atBothWidths(page, async () => {
    await expectFitsViewport(page)
    await expectNoA11yViolations(page)
    await section.screenshot({ path: `${process.env.SHOTS_DIR ?? '/tmp/shots'}/organisation-activity-${page.viewportSize()?.width}.png` })
  })

  // by member: only the colleague's actions
  await section.getByLabel('Thành viên').selectOption({ label: 'Đoàn Văn Khoa (Nhà tuyển dụng)' })
  await expect(rows.filter({ hasText: 'Phan Thị Ngọc Ánh' })).toHaveCount(0)
  await expect(rows.filter({ hasText: `Đăng tin: ${colleagueTitle}` })).toHaveCount(1)
  // and by kind: the colleague's jobs, then every member's organisation changes
  await section.getByLabel('Loại hoạt động').selectOption({ label: 'Doanh nghiệp và thành viên' })
  await expect(rows).toHaveCount(1)
  await expect(rows.first()).toContainText('Nhận lời mời, tham gia doanh nghiệp')
  await section.getByLabel('Thành viên').selectOption({ label: 'Tất cả thành viên' })
  await expect(rows).toHaveCount(2)
  await section.getByLabel('Loại hoạt động').selectOption({ label: 'Ví và dịch vụ' })
  await atBothWidths(page, async () => {
    await expect(section.getByText('Không có hoạt động nào khớp bộ lọc.')).toBeVisible()
    await expectFitsViewport(page)
  })
})

test('the demo employer reads its team’s seeded fortnight: a colleague, a former one, services with their price', { tag: '@desktop' }, async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1366, height: 900 })
  await openSignedIn(page, '/dashboard/thong-tin-doanh-nghiep', await signInKeyByApi(page.request, '0912345678'))
  const section = page.getByRole('region', { name: 'Hoạt động gần đây' })
  const rows = section.getByRole('list', { name: 'Danh sách hoạt động gần đây' }).getByRole('listitem')
  await expect(rows.filter({ hasText: 'Nguyễn Thị Hồng Nhung' }).first()).toContainText('Nhà tuyển dụng')
  await expect(rows.filter({ hasText: 'Mua dịch vụ cho tin' }).filter({ hasText: 'Tuyển gấp 1 lượt' })).toContainText('99.000đ')
  await section.getByRole('button', { name: 'Xem thêm' }).click()
  // the former colleague's own actions: still named, shown as gone
  await expect(rows.filter({ has: page.locator('strong', { hasText: 'Võ Minh Khang' }) }).first()).toContainText('Nhà tuyển dụng, đã rời doanh nghiệp')
  await expect(rows.filter({ hasText: 'Top Ads 7 ngày' })).toContainText('300.000đ')
  await atBothWidths(page, async () => {
    await expectFitsViewport(page)
    await section.screenshot({ path: `${process.env.SHOTS_DIR ?? '/tmp/shots'}/organisation-activity-demo-${page.viewportSize()?.width}.png` })
  })
})
