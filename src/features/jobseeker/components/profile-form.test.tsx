import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { SWRConfig } from 'swr'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { JobConfig, Place } from '../../../domain/config-types'
import { profileFields } from '../../../domain/profile/fields'
import { commonState } from '../../../lib/common-data'
import { clearHttpCache } from '../../../lib/http'
import { ProfileForm } from './profile-form'

const fields = profileFields(new Date())
/** A label's text, with the required star (aria-hidden, but part of the label's text) or without. */
const label = (text: string) => new RegExp(`^${text.replace(/[/()]/g, '\\$&')}\\*?$`)
const option = (id: number, name: string) => ({ id, name, slug: String(id) })
const jobConfig = {
  version: 1,
  job_types: [option(8, 'Kế toán'), option(9, 'Kế toán tổng hợp'), option(1, 'Nhân viên bán hàng')].map((o) => ({ ...o, subcategory_id: 1 })),
  employment_types: [],
  salary_ranges: [],
  experiences: [option(601, 'Chưa có kinh nghiệm'), option(602, 'Dưới 1 năm'), option(604, '2 năm')],
  readiness: [option(1, 'Đi làm ngay'), option(2, 'Cần thêm thời gian chuẩn bị')],
  educations: [option(706, 'Đại học')],
  genders: [],
  ages: [],
  birth_years: [],
} as JobConfig
const cities: Place[] = [
  { id: 1, name: 'Hà Nội', slug: 'ha-noi', parent_id: 0, aliases: [] },
  { id: 101, name: 'Ba Đình', slug: 'ba-dinh', parent_id: 1, aliases: [] },
  { id: 2, name: 'TP. Hồ Chí Minh', slug: 'hcm', parent_id: 0, aliases: [] },
]

let requests: Array<{ url: string; method: string; body: unknown }> = []
beforeEach(() => {
  requests = []
  clearHttpCache()
  Object.assign(commonState.commonData, { jobConfig, cities })
  Object.assign(commonState.complete, { jobConfig: true, cities: true })
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = init.body ? JSON.parse(String(init.body)) : undefined
      requests.push({ url, method: init.method ?? 'GET', body })
      if (url.endsWith('/identity/v1/otps/send')) return new Response(JSON.stringify({ success: true, data: { expires_in: 300, resend_after: 60 } }))
      if (url.endsWith('/identity/v1/otps/verify')) {
        if (body.code !== '123456') {
          return new Response(JSON.stringify({ success: false, error: { code: 'otp_invalid', message: 'Mã xác thực không đúng.' } }), { status: 400 })
        }
        return new Response(JSON.stringify({ success: true, data: { verify_token: 'tok-1' } }))
      }
      if (url.includes('/job/v1/jobseekers/phone-owner')) {
        return new Response(JSON.stringify({ success: true, data: { phone: '0987654321', has_profile: true, is_own: false } }))
      }
      if (url.endsWith('/job/v1/jobseekers/self-description')) {
        return new Response(JSON.stringify({ success: true, data: { text: 'Tôi là kế toán cẩn thận, trung thực.', source: 'local' } }))
      }
      if (url.endsWith('/job/v1/jobseekers') && init.method === 'POST') {
        return new Response(JSON.stringify({ success: false, error: { code: 'validation_error', message: 'Máy chủ từ chối' } }), { status: 400 })
      }
      return new Response(JSON.stringify({ success: true, data: { fields, auto_apply_days: 30 } }))
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

function renderForm(onSaved = vi.fn()) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>
        <ProfileForm
          mode="create"
          label="Tạo hồ sơ"
          profile={null}
          fields={fields}
          initialValues={{ phone: '0901234567' }}
          trustedPhones={['0901234567']}
          onSaved={onSaved}
        />
      </MemoryRouter>
    </SWRConfig>,
  )
  return onSaved
}

const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Tạo hồ sơ' }))
  })
}

describe('ProfileForm (field configs -> components)', () => {
  it('renders one component per input type', async () => {
    renderForm()
    expect(screen.getByRole('button', { name: 'Tải lên ảnh đại diện' })).toBeTruthy()
    expect(screen.getByLabelText(label('Họ và tên')).getAttribute('maxlength')).toBe('150')
    expect(screen.getByLabelText(label('Số điện thoại')).getAttribute('readonly')).not.toBeNull()
    expect(screen.getByText('Đã xác thực')).toBeTruthy()
    const years = Array.from((screen.getByLabelText(label('Năm sinh')) as HTMLSelectElement).options).slice(1)
    const year = new Date().getFullYear()
    expect(years[0].textContent).toBe(String(year - 18))
    expect(years.at(-1)?.textContent).toBe(String(year - 60))
    expect(screen.getByRole('radiogroup', { name: /Giới tính/ })).toBeTruthy()
    expect(screen.getByRole('group', { name: 'Danh sách ngành nghề mong muốn' })).toBeTruthy()
    expect((screen.getByLabelText(label('Quận/huyện')) as HTMLSelectElement).disabled).toBe(true)
    expect(screen.getByLabelText(label('Mức lương tối thiểu'))).toBeTruthy()
    expect(screen.getByRole('switch', { name: 'Chưa có kinh nghiệm' })).toBeTruthy()
    expect(screen.getByRole('switch', { name: 'Cho phép nhà tuyển dụng tìm thấy hồ sơ của tôi' })).toBeTruthy()
    expect(screen.getByText('0/1500')).toBeTruthy()
    expect(screen.getByRole('link', { name: /Chính sách bảo mật/ }).getAttribute('href')).toBe('/chinh-sach-bao-mat')
    // satisfiedRequired fields that are empty say what a good profile needs
    expect(screen.getAllByText('Thông tin cần có để đạt hồ sơ tốt', { exact: false }).length).toBeGreaterThan(2)
  })

  it('focuses the first invalid field on submit and revalidates as the person types', async () => {
    renderForm()
    await submit()
    const name = screen.getByLabelText(label('Họ và tên'))
    expect(document.activeElement).toBe(name)
    expect(screen.getByText('Vui lòng nhập họ tên')).toBeTruthy()
    expect(screen.getByText('Vui lòng chọn năm sinh')).toBeTruthy()
    expect(screen.getByText('Vui lòng chọn thời gian có thể đi làm')).toBeTruthy()
    fireEvent.change(name, { target: { value: 'Nguyễn Văn An' } })
    expect(screen.queryByText('Vui lòng nhập họ tên')).toBeNull()
    await submit()
    expect(document.activeElement).toBe(screen.getByLabelText(label('Năm sinh')))
  })

  it('shows the experience details only with experience; 601 disables the options', () => {
    renderForm()
    expect(screen.queryByLabelText(label('Mô tả kinh nghiệm'))).toBeNull()
    fireEvent.click(screen.getByRole('radio', { name: '2 năm' }))
    expect(screen.getByLabelText(label('Mô tả kinh nghiệm'))).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Thêm quá trình làm việc' })).toBeTruthy()
    fireEvent.click(screen.getByRole('switch', { name: 'Chưa có kinh nghiệm' }))
    expect(screen.queryByLabelText(label('Mô tả kinh nghiệm'))).toBeNull()
    expect((screen.getByRole('radio', { name: '2 năm' }) as HTMLInputElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('switch', { name: 'Chưa có kinh nghiệm' }))
    expect((screen.getByRole('radio', { name: '2 năm' }) as HTMLInputElement).checked).toBe(false)
  })

  it('lists the districts of the chosen province and clears the district with another one', () => {
    renderForm()
    fireEvent.change(screen.getByLabelText(label('Nơi làm việc mong muốn')), { target: { value: '1' } })
    const district = screen.getByLabelText(label('Quận/huyện')) as HTMLSelectElement
    expect(Array.from(district.options).map((o) => o.textContent)).toEqual(['Chọn quận/huyện (không bắt buộc)', 'Ba Đình'])
    fireEvent.change(district, { target: { value: '101' } })
    fireEvent.change(screen.getByLabelText(label('Nơi làm việc mong muốn')), { target: { value: '2' } })
    expect(district.value).toBe('')
  })

  it('asks for an OTP for another number and fills the description from the suggestion', async () => {
    renderForm()
    fireEvent.click(screen.getByRole('button', { name: 'Đổi số điện thoại' }))
    const phone = screen.getByLabelText(label('Số điện thoại'))
    fireEvent.change(phone, { target: { value: '0987' } })
    expect((screen.getByRole('button', { name: 'Lấy mã xác thực' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(phone, { target: { value: '0987654321' } })
    expect((screen.getByRole('button', { name: 'Lấy mã xác thực' }) as HTMLButtonElement).disabled).toBe(false)
    expect(screen.queryByText('Đã xác thực')).toBeNull()

    fireEvent.click(screen.getByRole('checkbox', { name: 'Kế toán' }))
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Gợi ý' }))
    })
    await waitFor(() => expect((screen.getByLabelText(label('Giới thiệu bản thân')) as HTMLTextAreaElement).value).toBe('Tôi là kế toán cẩn thận, trung thực.'))
    const suggest = requests.find((r) => r.url.endsWith('/self-description'))
    expect(suggest?.body).toMatchObject({ job_types: [8], phone: '0987654321' })
    expect(suggest?.body).not.toHaveProperty('consent')
  })

  it('keeps the phone quiet while a code is on its way and locks one’s own number typed back', async () => {
    renderForm()
    fireEvent.click(screen.getByRole('button', { name: 'Đổi số điện thoại' }))
    const phone = screen.getByLabelText(label('Số điện thoại'))
    expect(phone.getAttribute('readonly')).toBeNull()
    fireEvent.change(phone, { target: { value: '0987654321' } })
    fireEvent.blur(phone)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Lấy mã xác thực' }))
    })
    expect(screen.queryByText('Vui lòng xác thực số điện thoại bằng mã OTP trước.')).toBeNull()
    expect(screen.getByLabelText('Mã xác thực').getAttribute('aria-invalid')).not.toBe('true')
    fireEvent.change(phone, { target: { value: '0901234567' } })
    expect(screen.getByText('Đã xác thực')).toBeTruthy()
    expect(phone.getAttribute('readonly')).not.toBeNull()
  })

  it('shows the server’s message when the profile is refused', async () => {
    const onSaved = renderForm()
    fireEvent.change(screen.getByLabelText(label('Họ và tên')), { target: { value: 'Nguyễn Văn An' } })
    fireEvent.change(screen.getByLabelText(label('Năm sinh')), { target: { value: String(new Date().getFullYear() - 30) } })
    fireEvent.click(screen.getByRole('radio', { name: 'Nam' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Kế toán' }))
    fireEvent.change(screen.getByLabelText(label('Nơi làm việc mong muốn')), { target: { value: '1' } })
    fireEvent.click(screen.getByRole('switch', { name: 'Chưa có kinh nghiệm' }))
    fireEvent.click(screen.getByRole('radio', { name: 'Đi làm ngay' }))
    fireEvent.click(screen.getByRole('checkbox', { name: /Tôi đồng ý/ }))
    await submit()
    const post = requests.find((r) => r.method === 'POST' && r.url.endsWith('/job/v1/jobseekers'))
    expect(post?.body).toMatchObject({ full_name: 'Nguyễn Văn An', phone: '0901234567', gender: 802, job_types: [8], city_id: 1, experience_id: 601, readiness: true, consent: true })
    expect(await screen.findByText('Máy chủ từ chối')).toBeTruthy()
    expect(onSaved).not.toHaveBeenCalled()
  })

  it('checks the SMS code’s six digits before sending it, and Enter in the code verifies without sending the profile', async () => {
    renderForm()
    fireEvent.click(screen.getByRole('button', { name: 'Đổi số điện thoại' }))
    fireEvent.change(screen.getByLabelText(label('Số điện thoại')), { target: { value: '0987654321' } })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Lấy mã xác thực' }))
    })
    const code = screen.getByLabelText('Mã xác thực')
    fireEvent.change(code, { target: { value: '1234' } })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Xác thực' }))
    })
    expect(screen.getByRole('alert').textContent).toBe('Vui lòng nhập mã xác thực gồm 6 chữ số')
    expect(code.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(code)
    expect(requests.filter((r) => r.url.endsWith('/otps/verify'))).toEqual([])
    // the API's refusal comes back on the code and goes once it changes
    fireEvent.change(code, { target: { value: '111111' } })
    await act(async () => {
      fireEvent.keyDown(code, { key: 'Enter' })
    })
    expect(screen.getByRole('alert').textContent).toBe('Mã xác thực không đúng.')
    expect(requests.filter((r) => r.url.endsWith('/otps/verify')).map((r) => r.body)).toEqual([{ phone: '0987654321', purpose: 'verify_phone', code: '111111' }])
    fireEvent.change(code, { target: { value: '12345' } })
    expect(screen.queryByText('Mã xác thực không đúng.')).toBeNull()
    fireEvent.change(code, { target: { value: '123456' } })
    await act(async () => {
      fireEvent.keyDown(code, { key: 'Enter' })
    })
    expect(screen.getByText('Xác thực số điện thoại thành công')).toBeTruthy()
    expect(requests.some((r) => r.method === 'POST' && r.url.endsWith('/job/v1/jobseekers'))).toBe(false)
  })

  it('verifies another number with the SMS code and offers the older profile of that number', async () => {
    renderForm()
    fireEvent.click(screen.getByRole('button', { name: 'Đổi số điện thoại' }))
    fireEvent.change(screen.getByLabelText(label('Số điện thoại')), { target: { value: '0987654321' } })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Lấy mã xác thực' }))
    })
    expect(requests.find((r) => r.url.endsWith('/otps/send'))?.body).toMatchObject({ phone: '0987654321', purpose: 'verify_phone' })
    expect(screen.getByRole('button', { name: 'Gửi lại mã sau 60 giây' })).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Mã xác thực'), { target: { value: '111111' } })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Xác thực' }))
    })
    expect(screen.getByText('Mã xác thực không đúng.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Mã xác thực'), { target: { value: '123456' } })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Xác thực' }))
    })
    expect(screen.getByText('Xác thực số điện thoại thành công')).toBeTruthy()
    expect(screen.getByText('Đã xác thực')).toBeTruthy()
    expect(screen.getByLabelText(label('Số điện thoại')).getAttribute('readonly')).not.toBeNull()
    expect(requests.find((r) => r.url.includes('/phone-owner'))?.url).toContain('verify_token=tok-1')
    expect(screen.getByText('Số điện thoại này đã có hồ sơ trước đó bạn có thể xem lại hồ sơ cũ', { exact: false })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'tại đây' }).getAttribute('href')).toContain('/account/login?returnUrl=%2Fjobseeker')
    expect(screen.getByText('Hoặc có thể bỏ qua để tiếp tục tạo hồ sơ mới')).toBeTruthy()
  })
})
