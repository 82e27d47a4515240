// Chat (issue 22; docs/decisions/0025-chat.md) with two people in two browsers: a seeker opens a
// chat from a job page (a new tab), the employer's header badge counts the message live, the
// employer answers from the chat room and the seeker sees it without a reload, read ticks and the
// typing indicator move live, a message asking for a fee shows the seeker a warning, a picture is
// shown to both through its signed URL (private, decision 0032) and the applicant's CV offers the
// employer the same conversation.
import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { CHAT_WARNING_TEXT } from '../../src/domain/chat'
import { expect, expectFitsViewport, expectNoA11yViolations, openSignedIn, postJobByApi, registerByApi, seekerWithProfile, test, tokenByApi, waitForHydration } from './fixtures'

test.describe.configure({ timeout: 150_000 })

const chatLink = (page: Page) => page.getByRole('banner').locator('[data-chat-link]')
const thread = (page: Page) => page.getByRole('log', { name: /^Tin nhắn với / })
/** The picture has been loaded and decoded (a refused file would leave it broken, 0 pixels wide). */
const expectLoaded = async (image: Locator) =>
  expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)

test('a seeker opens a chat from a job page, the employer answers live, read state and badges follow', async ({ page, browser, request }) => {
  const stamp = Date.now().toString(36)
  const employer = await registerByApi(page.request, 'Đoàn Văn Phúc')
  const employerToken = await tokenByApi(request, employer.phone)
  const title = `Nhân viên phục vụ quán cơm ${stamp}`
  const jobId = await postJobByApi(request, employerToken, title)

  // the employer waits on any page: the header's messages link, nothing unread yet
  await openSignedIn(page, '/', employer.requestId)
  await expect(chatLink(page)).toHaveAccessibleName('Tin nhắn (mở tab mới)')

  // the seeker, in another browser, opens the job page signed in and presses "Nhắn tin"
  const seekerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined, locale: 'vi-VN' })
  const seekerJobPage = await seekerContext.newPage()
  const seeker = await registerByApi(seekerJobPage.request, 'Châu Thị Ngọc')
  await openSignedIn(seekerJobPage, `/viec-lam/nhan-vien-phuc-vu-${jobId}`, seeker.requestId)
  const entry = seekerJobPage.getByRole('link', { name: new RegExp(`^Nhắn tin với nhà tuyển dụng về tin ${title}`) })
  await expect(entry).toHaveAttribute('target', '_blank')
  const [seekerPage] = await Promise.all([seekerContext.waitForEvent('page'), entry.click()])
  await waitForHydration(seekerPage)
  await seekerPage.locator('html[data-realtime="joined"]').waitFor({ state: 'attached' })
  await expect(seekerPage.getByRole('heading', { level: 2, name: /^Đoàn Văn Phúc/ })).toBeVisible()
  await expect(seekerPage.getByText(`Về tin: ${title}`)).toBeVisible()

  // the seeker writes; the employer's badge counts it without a reload
  const input = seekerPage.getByRole('textbox', { name: 'Nội dung tin nhắn' })
  await input.fill('Chào anh, em muốn hỏi ca tối còn tuyển không ạ?')
  await input.press('Enter')
  const sent = thread(seekerPage).getByRole('listitem').filter({ hasText: 'Chào anh, em muốn hỏi ca tối còn tuyển không ạ?' })
  await expect(sent).toContainText(/Đã (gửi|nhận)/)
  await expect(chatLink(page)).toHaveAccessibleName('Tin nhắn, 1 tin chưa đọc (mở tab mới)')
  await expect(page.locator('[data-chat-badge]')).toHaveText('1')
  // one of the employer's tabs received it: the seeker sees "Đã nhận"
  await expect(sent).toContainText('Đã nhận')
  await expectNoA11yViolations(seekerPage)
  await expectFitsViewport(seekerPage)

  // the employer opens the chat room (0-0: the list) and the conversation
  await page.goto('/chatroom/join/0-0')
  await waitForHydration(page)
  await page.locator('html[data-realtime="joined"]').waitFor({ state: 'attached' })
  const item = page.getByRole('link', { name: /Châu Thị Ngọc/ })
  await expect(item).toContainText(title)
  await expect(item).toContainText('1 tin chưa đọc')
  await expectNoA11yViolations(page)
  await item.click()
  await expect(thread(page).getByRole('listitem').filter({ hasText: 'Chào anh, em muốn hỏi ca tối còn tuyển không ạ?' })).toBeVisible()

  // read: the seeker's tick turns "Đã xem" live and the employer's badge goes
  await expect(sent).toContainText('Đã xem')
  await expect(page.locator('[data-chat-badge]')).toHaveCount(0)

  // typing (once the employer's tab is in the conversation's room), then the answer arrives live
  await thread(page).and(page.locator('[data-joined]')).waitFor()
  await seekerPage.getByRole('textbox', { name: 'Nội dung tin nhắn' }).pressSequentially('Dạ', { delay: 30 })
  await expect(page.getByText('Châu Thị Ngọc đang nhập…')).toBeVisible()
  const reply = page.getByRole('textbox', { name: 'Nội dung tin nhắn' })
  await reply.fill('Chào em, ca tối vẫn tuyển. Em qua phỏng vấn chiều mai lúc 3 giờ nhé.')
  await page.getByRole('button', { name: 'Gửi', exact: true }).click()
  await expect(thread(seekerPage).getByRole('listitem').filter({ hasText: 'Em qua phỏng vấn chiều mai lúc 3 giờ nhé.' })).toBeVisible()
  await expect(thread(page).getByRole('listitem').filter({ hasText: 'Em qua phỏng vấn chiều mai lúc 3 giờ nhé.' })).toContainText('Đã xem')

  // a message asking for a fee warns the seeker (the posting rules), not the employer
  await reply.fill('Em nộp phí đồng phục 300k trước khi đi làm nhé.')
  await reply.press('Enter')
  const feeAtSeeker = thread(seekerPage).getByRole('listitem').filter({ hasText: 'Em nộp phí đồng phục 300k trước khi đi làm nhé.' })
  await expect(feeAtSeeker.getByRole('note')).toHaveText(CHAT_WARNING_TEXT.money)
  await expect(thread(page).getByRole('note')).toHaveCount(0)

  // a picture: private, so both see it through a signed URL, and its plain URL is refused
  const picture = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 60, b: 40 } } }).png().toBuffer()
  await seekerPage.getByLabel('Gửi ảnh').setInputFiles({ name: 'bang-cap.png', mimeType: 'image/png', buffer: picture })
  const atEmployer = thread(page).getByRole('img', { name: 'Ảnh Châu Thị Ngọc gửi' })
  await expectLoaded(atEmployer)
  // the log follows the picture as it loads: the newest thing is in sight, not cut off below
  await expect(atEmployer).toBeInViewport({ ratio: 0.9 })
  await expectLoaded(thread(seekerPage).getByRole('img', { name: 'Ảnh bạn đã gửi' }))
  const signed = (await atEmployer.getAttribute('src'))!
  expect(signed).toMatch(/\?exp=\d+&sig=/)
  expect((await request.get(signed.split('?')[0])).status()).toBe(403)
  await expectNoA11yViolations(seekerPage)
  await expectFitsViewport(page)
  await seekerContext.close()
})

test('the applicant CV opens the same chat for the employer; blocking stops messages both ways and a report is confirmed', async ({ page, request }) => {
  const stamp = Date.now().toString(36)
  const employer = await registerByApi(page.request, 'Lương Thế Vinh')
  const employerToken = await tokenByApi(request, employer.phone)
  const jobId = await postJobByApi(request, employerToken, `Phụ bếp nhà hàng ${stamp}`)
  const seeker = await seekerWithProfile(request, 'Tạ Minh Quân')
  const auth = { authorization: `Bearer ${seeker.token}` }
  const applied = await request.post('/job/v1/candidates/apply', { headers: auth, data: { classified_id: jobId } })
  expect(applied.ok(), await applied.text()).toBe(true)
  const application = (await applied.json()).data as { id: number; user_id: number }
  const opened = await request.post('/identity/v1/chat-room-request', { headers: auth, data: { user_id: 0, classified_id: jobId } })
  expect(opened.ok(), await opened.text()).toBe(true)
  const conversation = (await opened.json()).data as { id: number }
  const said = await request.post(`/job/v1/chat/conversations/${conversation.id}/messages`, { headers: auth, data: { text: 'Em chào anh, em gửi hồ sơ phụ bếp ạ.' } })
  expect(said.ok(), await said.text()).toBe(true)

  // the CV page: "Nhắn tin" with the applicant about the job, in a new tab, is the same conversation
  await openSignedIn(page, `/dashboard/candidates/${application.id}`, employer.requestId)
  const entry = page.getByRole('link', { name: 'Nhắn tin với Tạ Minh Quân (mở tab mới)' })
  await expect(entry).toHaveAttribute('href', `/chatroom/join/${application.user_id}-${jobId}`)
  const [chat] = await Promise.all([page.context().waitForEvent('page'), entry.click()])
  await waitForHydration(chat)
  await expect(chat.getByRole('heading', { level: 2, name: 'Tạ Minh Quân' })).toBeVisible()
  await expect(thread(chat)).toContainText('Em chào anh, em gửi hồ sơ phụ bếp ạ.')

  // a message arriving while the employer writes: it is read and the conversation refreshed,
  // and the draft stays (the thread used to be rebuilt then, losing the draft and any open dialog)
  await chat.locator('html[data-realtime="joined"]').waitFor({ state: 'attached' })
  const composer = chat.getByRole('textbox', { name: 'Nội dung tin nhắn' })
  await composer.fill('Chào em, anh đã xem hồ sơ')
  const refreshed = chat.waitForResponse((response) => new URL(response.url()).pathname === `/job/v1/chat/conversations/${conversation.id}`)
  const more = await request.post(`/job/v1/chat/conversations/${conversation.id}/messages`, { headers: auth, data: { text: 'Em có thể đi làm ngay ạ.' } })
  expect(more.ok(), await more.text()).toBe(true)
  await expect(thread(chat)).toContainText('Em có thể đi làm ngay ạ.')
  await refreshed
  await expect(composer).toHaveValue('Chào em, anh đã xem hồ sơ')

  // block, with a confirmation: the composer gives way to a note, the seeker is refused
  const dialog = chat.getByRole('dialog', { name: 'Chặn Tạ Minh Quân?' })
  await chat.getByRole('button', { name: 'Chặn', exact: true }).click()
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText('Hai bên sẽ không nhắn tin cho nhau được nữa.')
  await dialog.getByRole('button', { name: 'Chặn', exact: true }).click()
  await expect(chat.getByRole('status').filter({ hasText: 'Bạn đã chặn người này. Bỏ chặn để tiếp tục trò chuyện.' })).toBeVisible()
  const refused = await request.post(`/job/v1/chat/conversations/${conversation.id}/messages`, { headers: auth, data: { text: 'Anh ơi?' } })
  expect(refused.status()).toBe(403)
  expect((await refused.json()).error.message).toBe('Người này không nhận tin nhắn từ bạn.')
  await chat.getByRole('button', { name: 'Bỏ chặn' }).click()
  await expect(chat.getByRole('textbox', { name: 'Nội dung tin nhắn' })).toBeVisible()

  // report: a reason is required, then it is confirmed
  await chat.getByRole('button', { name: 'Báo cáo', exact: true }).click()
  const report = chat.getByRole('dialog', { name: 'Báo cáo cuộc trò chuyện' })
  await report.getByRole('button', { name: 'Gửi báo cáo' }).click()
  await expect(report.getByRole('alert')).toHaveText('Vui lòng chọn lý do báo cáo')
  await report.getByRole('radio', { name: 'Tin rác, quảng cáo' }).check()
  await expectNoA11yViolations(chat)
  await report.getByRole('button', { name: 'Gửi báo cáo' }).click()
  await expect(chat.getByText('Đã gửi báo cáo. Nhân viên kiểm duyệt sẽ xem xét cuộc trò chuyện này.')).toBeVisible()
})
