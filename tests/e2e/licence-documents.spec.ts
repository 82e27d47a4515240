// Licence documents on the business information page (issue 21; docs/decisions/0019-licence-
// documents.md) at 1366 and 390 px: the owner of a new organisation uploads a small PDF through the
// signed upload and sees it listed with its size, date and uploader; a web page renamed .pdf is
// refused with the server's message; the download gives back the same bytes and "Xem" opens it in a
// tab; a delete takes a second click. Screenshots of the section go to /tmp/shots/ (SHOTS_DIR).
import fs from 'node:fs'
import { formatVnDate } from '../../src/domain/dates'
import { fileSizeText, LICENCE_MSG } from '../../src/domain/organizations/documents'
import { expect, expectFitsViewport, expectNoA11yViolations, fileOpenedInTab, openSignedIn, postJobByApi, registerByApi, test, tokenByApi } from './fixtures'

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots'
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n')
const NAME = 'Giấy chứng nhận ĐKKD.pdf'

test('the owner uploads a licence PDF, sees it listed, downloads it and deletes it', async ({ page, request, consoleErrors }) => {
  // the desktop project at 1366 px, the mobile one at 390 px
  const wide = (page.viewportSize()?.width ?? 0) > 600
  if (wide) await page.setViewportSize({ width: 1366, height: 900 })
  const width = wide ? 1366 : 390
  fs.mkdirSync(SHOTS, { recursive: true })

  const owner = await registerByApi(page.request, 'Trịnh Văn Hải')
  await postJobByApi(request, await tokenByApi(request, owner.phone), 'Nhân viên kho hàng ca đêm')
  await openSignedIn(page, '/dashboard/thong-tin-doanh-nghiep', owner.requestId)
  const section = page.getByRole('region', { name: 'Giấy phép kinh doanh' })
  await expect(section).toContainText('PDF, JPG hoặc PNG, tối đa 5MB mỗi tệp, tối đa 5 tệp')
  await expect(section).toContainText('Chưa có giấy phép nào')
  await expect(section).toContainText('0/5 tệp')
  const input = section.getByLabel('Chọn tệp giấy phép để tải lên')

  // the picker takes it by its name; the server reads its bytes and refuses it
  await input.setInputFiles({ name: 'giay-phep-gia.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<!doctype html><p>không phải PDF</p>') })
  await expect(section.getByRole('alert')).toHaveText(LICENCE_MSG.wrongType('giay-phep-gia.pdf'))
  // the refusal is the one expected error the browser logs
  expect(consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)'])
  consoleErrors.length = 0

  await section.screenshot({ path: `${SHOTS}/licence-documents-refused-${width}.png`, animations: 'disabled' })

  // while the file travels it is shown with its progress (the upload is held back a moment here)
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/media/v1/orgs/*/documents', async (route) => {
    await held
    await route.continue()
  })
  await input.setInputFiles({ name: NAME, mimeType: 'application/pdf', buffer: PDF })
  await expect(section.getByRole('status')).toContainText(`Đang tải lên ${NAME}`)
  await expect(section.getByRole('progressbar', { name: `Tiến độ tải lên ${NAME}` })).toBeVisible()
  await expect(section.getByRole('alert')).toHaveCount(0)
  await section.screenshot({ path: `${SHOTS}/licence-documents-uploading-${width}.png`, animations: 'disabled' })
  release()
  await expect(page.getByText(`Đã tải lên ${NAME}.`)).toBeVisible()
  await page.unroute('**/media/v1/orgs/*/documents')
  const list = section.getByRole('list', { name: 'Giấy phép đã tải lên' })
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(list).toContainText(NAME)
  await expect(list).toContainText(`PDF · ${fileSizeText(PDF.length)} · ${formatVnDate(new Date().toISOString())} · Trịnh Văn Hải`)
  await expect(section).toContainText('1/5 tệp')
  await expectFitsViewport(page)
  await expectNoA11yViolations(page)
  await section.screenshot({ path: `${SHOTS}/licence-documents-${width}.png`, animations: 'disabled' })
  await page.screenshot({ path: `${SHOTS}/licence-documents-page-${width}.png`, fullPage: true })

  // the download is the file as uploaded, under its name
  const [download] = await Promise.all([page.waitForEvent('download'), list.getByRole('button', { name: `Tải về: ${NAME}` }).click()])
  expect(download.suggestedFilename()).toBe(NAME)
  expect(fs.readFileSync(await download.path()).equals(PDF)).toBe(true)

  // "Xem" opens the file in a tab of its own (read with the sign-in, handed over as a blob)
  const shown = await fileOpenedInTab(page, () => list.getByRole('button', { name: `Xem: ${NAME}` }).click())
  expect(shown.url).toMatch(/^blob:/)
  if (shown.body) expect(shown.body.equals(PDF)).toBe(true)

  // still there after a reload; a delete takes a second click
  await page.reload()
  await expect(list).toContainText(NAME)
  await list.getByRole('button', { name: `Xóa: ${NAME}` }).click()
  await list.getByRole('button', { name: 'Xác nhận xóa' }).click()
  await expect(page.getByText(LICENCE_MSG.deleted)).toBeVisible()
  await expect(section).toContainText('Chưa có giấy phép nào')
})
