// The job-seeker profile of issue 5 (SPEC 2.6, 3, 4.2, 5): a new person comes with the promo card's
// teaser, creates a profile from the API's field configs (every field, another phone verified with
// the SMS code, an avatar cropped and rotated, validation messages on bad input), lands on
// /jobseeker with the badge, then edits one field and sees the badge change.
import sharp from 'sharp'
import { expect, expectNoA11yViolations, openSignedIn, readOtp, registerByApi, signInKeyByApi, test, uniquePhone, waitForHydration } from './fixtures'

test('a new person creates a profile with a verified phone and an avatar, then edits it', async ({ page, request }) => {
  test.setTimeout(180_000)
  const fullName = 'Nguyễn Thị Hồng Nhung'
  const { phone: ownPhone } = await registerByApi(request, fullName)
  const otherPhone = uniquePhone()

  // the teaser typed on the home page's promo card
  await openSignedIn(page, '/', await signInKeyByApi(page.request, ownPhone))
  await page.evaluate(
    ([name, phone]) =>
      window.localStorage.setItem('jobseeker_data', JSON.stringify({ full_name: name, phone, email: 'nhung.nguyen@example.com' })),
    [fullName, otherPhone],
  )

  await page.goto('/create-jobseeker?is_reader=true')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Tạo hồ sơ xin việc' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Tạo hồ sơ xin việc' })
  await expect(form.getByLabel('Họ và tên')).toHaveValue(fullName)
  await expect(form.getByLabel('Email')).toHaveValue('nhung.nguyen@example.com')
  const phoneInput = form.getByLabel('Số điện thoại')
  await expect(phoneInput).toHaveValue(otherPhone)
  expect(await page.evaluate(() => window.localStorage.getItem('jobseeker_data'))).toBeNull()

  // submitting at once: the SPEC 5 messages, and the first invalid field takes the focus
  await form.getByRole('button', { name: 'Tạo hồ sơ' }).click()
  await expect(phoneInput).toBeFocused()
  await expect(form.getByText('Vui lòng xác thực số điện thoại bằng mã OTP trước.')).toBeVisible()
  await expect(form.getByText('Vui lòng chọn năm sinh')).toBeVisible()
  await expect(form.getByText('Vui lòng chọn ngành nghề', { exact: true })).toBeVisible()
  await expect(form.getByText('Vui lòng đồng ý với việc xử lý thông tin hồ sơ để tạo hồ sơ.')).toBeVisible()
  // typing revalidates at once
  await form.getByLabel('Email').fill('nhung@example')
  await expect(form.getByText('Địa chỉ email không hợp lệ')).toBeVisible()
  await form.getByLabel('Email').fill('nhung.nguyen@example.com')
  await expect(form.getByText('Địa chỉ email không hợp lệ')).toHaveCount(0)
  await form.getByLabel('Họ và tên').fill('Nhung 123')
  await expect(form.getByText('Không được nhập số hoặc ký tự đặc biệt vào họ tên')).toBeVisible()
  await form.getByLabel('Họ và tên').fill(fullName)

  // another phone: the code from the SMS outbox
  const getCode = form.getByRole('button', { name: 'Lấy mã xác thực' })
  await phoneInput.fill('012345')
  await expect(getCode).toBeDisabled()
  await phoneInput.fill(otherPhone)
  await expect(getCode).toBeEnabled()
  await getCode.click()
  const { code } = await readOtp(request, otherPhone)
  await form.getByLabel('Mã xác thực').fill(code)
  await form.getByRole('button', { name: 'Xác thực', exact: true }).click()
  await expect(form.getByText('Xác thực số điện thoại thành công')).toBeVisible()
  await expect(form.getByText('Đã xác thực', { exact: true })).toBeVisible()
  await expect(phoneInput).toHaveAttribute('readonly', '')
  await expect(form.getByRole('button', { name: 'Đổi số điện thoại' })).toBeVisible()

  // avatar: choose, rotate 90°, crop to the square, upload
  const png = await sharp({ create: { width: 480, height: 320, channels: 3, background: { r: 10, g: 110, b: 74 } } })
    .png()
    .toBuffer()
  await form.locator('input[type="file"]').setInputFiles({ name: 'chan-dung.png', mimeType: 'image/png', buffer: png })
  const crop = page.getByRole('dialog', { name: 'Cắt ảnh đại diện' })
  await expect(crop).toBeVisible()
  await crop.getByRole('button', { name: 'Xoay 90°' }).click()
  await crop.getByRole('button', { name: 'Lưu', exact: true }).click()
  await expect(form.getByRole('button', { name: 'Tải lên ảnh khác' })).toBeVisible({ timeout: 20_000 })

  // the other fields
  const birthYear = new Date().getFullYear() - 25
  await form.getByLabel('Năm sinh').selectOption(String(birthYear))
  await form.getByRole('radio', { name: 'Nữ' }).check()
  const search = form.getByLabel('Tìm trong danh sách ngành nghề mong muốn')
  await search.fill('KE TOAN')
  await expect(form.getByRole('checkbox', { name: 'Nhân viên bán hàng' })).toHaveCount(0)
  await form.getByRole('checkbox', { name: 'Kế toán', exact: true }).check()
  await form.getByRole('checkbox', { name: 'Kế toán tổng hợp' }).check()
  await search.fill('')
  for (const name of ['Nhân viên bán hàng', 'Thu ngân', 'Tư vấn bán hàng']) await form.getByRole('checkbox', { name, exact: true }).check()
  await expect(form.getByText('Chọn tối đa 5 ngành nghề')).toBeVisible()
  await expect(form.getByRole('checkbox', { name: 'Quản lý cửa hàng' })).toBeDisabled()
  await form.getByRole('button', { name: 'Bỏ chọn Tư vấn bán hàng' }).click()
  await expect(form.getByText('Chọn tối đa 5 ngành nghề')).toHaveCount(0)

  await form.getByLabel('Nơi làm việc mong muốn').selectOption({ label: 'Hà Nội' })
  await form.getByLabel('Quận/huyện').selectOption({ index: 1 })

  await form.getByLabel('Mức lương tối thiểu').fill('15000000')
  await expect(form.getByLabel('Mức lương tối thiểu')).toHaveValue('15.000.000')
  await form.getByLabel('Mức lương tối đa').fill('8000000')
  await form.getByLabel('Mức lương tối đa').blur()
  await expect(form.getByText('Mức lương tối thiểu phải nhỏ hơn hoặc bằng mức lương tối đa')).toBeVisible()
  await form.getByLabel('Mức lương tối đa').fill('20000000')
  await expect(form.getByText('Mức lương tối thiểu phải nhỏ hơn hoặc bằng mức lương tối đa')).toHaveCount(0)

  // the no-experience switch hides the experience details; a number of years shows them
  const noExperience = form.getByRole('switch', { name: 'Chưa có kinh nghiệm' })
  await noExperience.check()
  await expect(form.getByRole('radio', { name: '2 năm' })).toBeDisabled()
  await expect(form.getByLabel('Mô tả kinh nghiệm')).toHaveCount(0)
  await noExperience.uncheck()
  await form.getByRole('radio', { name: '2 năm' }).check()
  await form.getByLabel('Mô tả kinh nghiệm').fill('Lập báo cáo thuế, theo dõi công nợ và đối chiếu sổ sách hằng tháng.')
  await expect(form.getByText(/^\d+\/1000$/)).toHaveText('67/1000')

  await form.getByRole('button', { name: 'Thêm quá trình làm việc' }).click()
  await form.getByLabel('Tên công ty').fill('Công ty TNHH Minh Phát')
  await form.getByLabel('Vị trí công việc').fill('Kế toán viên')
  const start = form.getByLabel('Thời gian bắt đầu')
  await start.pressSequentially('03a/2021')
  await expect(start).toHaveValue('03/2021')
  const end = form.getByLabel('Thời gian kết thúc')
  await end.pressSequentially('132020')
  await end.blur()
  await expect(form.getByText('Tháng từ 01 - 12')).toBeVisible()
  await end.fill('')
  await end.pressSequentially('01/2020')
  await end.blur()
  await expect(form.getByText('Thời gian bắt đầu phải nhỏ hơn hoặc bằng Thời gian kết thúc')).toBeVisible()
  await end.fill('')
  await end.blur()
  await expect(form.getByText('Thời gian bắt đầu phải nhỏ hơn hoặc bằng Thời gian kết thúc')).toHaveCount(0)

  await form.getByLabel('Trình độ học vấn').selectOption({ label: 'Đại học' })
  await form.getByRole('radio', { name: 'Đi làm ngay' }).check()
  // a suggested self description from the unsaved values
  await form.getByRole('button', { name: 'Gợi ý' }).click()
  await expect(form.getByLabel('Giới thiệu bản thân')).not.toHaveValue('', { timeout: 20_000 })
  await form.getByRole('switch', { name: 'Cho phép nhà tuyển dụng tìm thấy hồ sơ của tôi' }).check()
  await form.getByRole('checkbox', { name: /Tôi đồng ý để thông tin hồ sơ/ }).check()
  await expect(form.getByRole('link', { name: /Chính sách bảo mật/ })).toHaveAttribute('href', '/chinh-sach-bao-mat')
  await expectNoA11yViolations(page)

  await form.getByRole('button', { name: 'Tạo hồ sơ' }).click()
  await expect(page).toHaveURL(/\/jobseeker$/)
  await expect(page.getByText('Tạo hồ sơ thành công')).toBeVisible()
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Hồ sơ xin việc' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Hồ sơ tốt', exact: true })).toBeVisible()
  const summary = page.getByRole('region', { name: 'Thông tin hồ sơ' })
  await expect(summary.getByText(fullName, { exact: true })).toBeVisible()
  await expect(summary.getByText(`${otherPhone} (Đã xác thực)`)).toBeVisible()
  await expect(summary.getByText('Kế toán, Kế toán tổng hợp, Nhân viên bán hàng, Thu ngân')).toBeVisible()
  await expect(summary.getByRole('img', { name: `Ảnh đại diện của ${fullName}` })).toBeVisible()
  await expectNoA11yViolations(page)

  // auto-apply from the profile page, after consenting to share the profile
  const autoApply = page.getByRole('switch', { name: 'Tự động ứng tuyển' })
  await expect(autoApply).toHaveAttribute('aria-checked', 'false')
  await autoApply.click()
  const consent = page.getByRole('dialog', { name: 'Bật tự động ứng tuyển' })
  await consent.getByRole('checkbox', { name: /Tôi đồng ý/ }).check()
  await consent.getByRole('button', { name: 'Đồng ý và bật' }).click()
  await expect(page.getByText('Bật tính năng tự động ứng tuyển thành công')).toBeVisible()
  await expect(autoApply).toHaveAttribute('aria-checked', 'true')
  await expect(page.getByText(/^Tự động ứng tuyển đang bật đến ngày \d{2}\/\d{2}\/\d{4}$/)).toBeVisible()
  await expect(page.getByRole('region', { name: 'Dữ liệu cá nhân của bạn' })).toBeVisible()

  // and applies to a job with the new profile
  await page.goto('/tuyen-dung')
  await waitForHydration(page)
  await page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link').click()
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Ứng tuyển ngay' }).click()
  const applyDialog = page.getByRole('dialog', { name: 'Xác nhận ứng tuyển' })
  await expect(applyDialog).toContainText(fullName)
  await applyDialog.getByRole('button', { name: 'Xác nhận ứng tuyển' }).click()
  await expect(page.getByText('Ứng tuyển thành công')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Đã ứng tuyển' })).toBeDisabled()
  // the page shows the session's profile: one request for it per page load
  const profileLoads: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/job/v1/jobseekers/self') profileLoads.push(request.method())
  })
  await page.goto('/jobseeker')
  await waitForHydration(page)
  await expect(page.getByRole('button', { name: 'Chỉnh sửa hồ sơ' })).toBeVisible()
  expect(profileLoads).toEqual(['GET'])

  // edit one field: without an e-mail the profile needs one more item for "Hồ sơ tốt"
  await page.getByRole('button', { name: 'Chỉnh sửa hồ sơ' }).click()
  const edit = page.getByRole('form', { name: 'Chỉnh sửa hồ sơ xin việc' })
  await expect(edit.getByLabel('Số điện thoại')).toHaveAttribute('readonly', '')
  await edit.getByLabel('Email').fill('')
  await expect(edit.getByText('Thông tin cần có để đạt hồ sơ tốt')).toBeVisible()
  // axe reads a toast that is fading out as low contrast: check once it has gone
  await expect(page.getByText('Tạo hồ sơ thành công')).toHaveCount(0, { timeout: 15_000 })
  await expectNoA11yViolations(page)
  await edit.getByRole('button', { name: 'Lưu thay đổi' }).click()
  await expect(page.getByText('Cập nhật hồ sơ thành công')).toBeVisible()
  // the page goes back to its top, where the saved profile shows
  await expect(page.getByRole('heading', { level: 1, name: 'Hồ sơ xin việc' })).toBeFocused()
  await expect(page.getByRole('heading', { level: 1, name: 'Hồ sơ xin việc' })).toBeInViewport()
  await expect(page.getByRole('heading', { level: 2, name: 'Hồ sơ tốt: Cần 1 mục' })).toBeVisible()
  await expect(page.getByRole('progressbar')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Hồ sơ tốt: Cần 1 mục' }).getByRole('listitem')).toHaveText(['Email'])

  // the create page sends a person who has a profile to it
  await page.goto('/create-jobseeker?is_reader=true')
  await expect(page).toHaveURL(/\/jobseeker$/)
})

test('a signed-in person without a profile is prompted to create one', async ({ page, request }) => {
  const { phone } = await registerByApi(request, 'Trần Văn Bình')
  await openSignedIn(page, '/jobseeker', await signInKeyByApi(page.request, phone))
  await expect(page.getByRole('heading', { level: 2, name: 'Bạn chưa có hồ sơ xin việc' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Tạo hồ sơ mới' })).toHaveAttribute('href', '/create-jobseeker?is_reader=true')
  await expectNoA11yViolations(page)
})
