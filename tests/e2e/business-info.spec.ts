// The organisation's business information (issue 21) at 1366 and 390 px: a new employer fills it
// in, a tax code with a wrong check digit is refused on its field saying what is wrong, the saved
// information comes back after a reload with who changed it.
import { taxCheckDigit, TAX_CODE_MSG } from '../../src/domain/organizations/tax-code'
import { expect, expectFitsViewport, expectNoA11yViolations, openSignedIn, postJobByApi, registerByApi, test, tokenByApi } from './fixtures'

/** A valid company tax code no other run has (nine random digits and their check digit). */
function freshTaxCode(): { valid: string; wrong: string } {
  for (;;) {
    const nine = String(100_000_000 + Math.floor(Math.random() * 900_000_000))
    const digit = taxCheckDigit(nine)
    if (digit !== null) return { valid: `${nine}${digit}`, wrong: `${nine}${(digit + 1) % 10}` }
  }
}

test('an employer fills in its business information; a wrong tax code says what is wrong', async ({ page, request }) => {
  const employer = await registerByApi(page.request, 'Đặng Thị Thu')
  // the first post makes the account an employer, with an organisation of its own
  await postJobByApi(request, await tokenByApi(request, employer.phone), 'Nhân viên bán hàng cửa hàng tiện lợi')
  await openSignedIn(page, '/dashboard/thong-tin-doanh-nghiep', employer.requestId)
  await expect(page.getByRole('heading', { level: 1, name: 'Thông tin doanh nghiệp' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Trạng thái xác thực: Cần xác thực' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Thông tin doanh nghiệp' })
  await expectFitsViewport(page)
  await expectNoA11yViolations(page)

  const code = freshTaxCode()
  await form.getByRole('radio', { name: 'Doanh nghiệp' }).check()
  await form.getByLabel('Tên doanh nghiệp / hộ kinh doanh').fill('Công ty TNHH Tiện Lợi Xanh')
  await form.getByLabel('Mã số thuế').fill(code.wrong)
  await form.getByLabel('Tỉnh/thành phố').selectOption({ label: 'Hà Nội' })
  await form.getByLabel('Quận/huyện').selectOption({ index: 1 })
  await form.getByLabel('Địa chỉ').fill('25 Phố Huế')
  await form.getByLabel('Quy mô').selectOption({ label: '25 - 99 nhân viên' })
  await form.getByLabel('Lĩnh vực hoạt động').selectOption({ index: 1 })
  await form.getByLabel('Website').fill('https://tienloixanh.vn')
  await form.getByRole('button', { name: 'Lưu thông tin' }).click()
  await expect(form.getByText(TAX_CODE_MSG.checkDigit)).toBeVisible()
  await expect(form.getByLabel('Mã số thuế')).toBeFocused()
  await expectNoA11yViolations(page)

  await form.getByLabel('Mã số thuế').fill(code.valid)
  await form.getByRole('button', { name: 'Lưu thông tin' }).click()
  await expect(page.getByText('Đã lưu thông tin doanh nghiệp.')).toBeVisible()

  await page.reload()
  await expect(form.getByLabel('Mã số thuế')).toHaveValue(code.valid)
  await expect(form.getByLabel('Tên doanh nghiệp / hộ kinh doanh')).toHaveValue('Công ty TNHH Tiện Lợi Xanh')
  await expect(form.getByLabel('Quy mô')).toHaveValue('3')
  await expect(page.getByText(/Cập nhật lần cuối ngày \d{2}\/\d{2}\/\d{4} bởi Đặng Thị Thu\./)).toBeVisible()
  await expectFitsViewport(page)
})
