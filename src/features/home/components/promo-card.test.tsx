import { act, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { PromoCard, type PromoCardProps } from './promo-card'

type DataLayerWindow = Window & { dataLayer?: unknown[] }

function Where() {
  const location = useLocation()
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>
}

function renderCard(props: PromoCardProps = { authorized: false, hasProfile: false }) {
  return render(
    <MemoryRouter initialEntries={['/']} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <PromoCard {...props} />
      <Where />
    </MemoryRouter>,
  )
}

const type = (label: string, value: string) => {
  const input = screen.getByLabelText(label)
  fireEvent.change(input, { target: { value } })
  fireEvent.blur(input)
}

// the form's checks load when someone starts on it, and a submit waits for them
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Tạo hồ sơ ngay' }))
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

describe('PromoCard', () => {
  // the first import of the checks' module is slow in tests
  beforeAll(async () => {
    await import('./teaser-checks')
  })
  beforeEach(() => {
    window.localStorage.clear()
    delete (window as DataLayerWindow).dataLayer
  })
  afterEach(() => {
    window.localStorage.clear()
    delete (window as DataLayerWindow).dataLayer
  })

  it('invites to create a free profile with three labelled fields', () => {
    renderCard()
    expect(screen.getByRole('heading', { name: 'Tạo hồ sơ miễn phí' })).toBeTruthy()
    expect(screen.getByText('Hồ sơ của bạn được gửi tới hơn 1000+ doanh nghiệp đang tuyển dụng')).toBeTruthy()
    expect(screen.getByLabelText('Họ và tên').getAttribute('maxlength')).toBe('150')
    expect(screen.getByLabelText('Số điện thoại').getAttribute('maxlength')).toBe('10')
    expect(screen.getByLabelText('Email').getAttribute('maxlength')).toBe('150')
  })

  it('announces the required-field messages and focuses the first invalid field', async () => {
    renderCard()
    await submit()
    const alerts = screen.getAllByRole('alert').map((el) => el.textContent)
    expect(alerts).toEqual([
      'Vui lòng nhập họ tên',
      'Vui lòng nhập số điện thoại liên hệ',
      'Nhập email để nhận thông báo từ nhà tuyển dụng.',
    ])
    const name = screen.getByLabelText('Họ và tên')
    expect(name.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Vui lòng nhập họ tên',
    )
    expect(document.activeElement).toBe(name)
    expect(window.localStorage.getItem('jobseeker_data')).toBeNull()
    expect(screen.getByTestId('where').textContent).toBe('/')
  })

  it('shows the phone and e-mail format messages', async () => {
    renderCard()
    type('Họ và tên', 'Nguyễn Văn An')
    type('Số điện thoại', '12345')
    type('Email', 'an@example')
    fireEvent.focus(screen.getByLabelText('Email'))
    expect(await screen.findByText('Số điện thoại phải đủ 10 số và bắt đầu bằng số 0')).toBeTruthy()
    expect(screen.getByText('Địa chỉ email không hợp lệ')).toBeTruthy()
    await submit()
    expect(document.activeElement).toBe(screen.getByLabelText('Số điện thoại'))
  })

  it('on a valid submit caches jobseeker_data, sends click_create_profile and opens create-jobseeker', async () => {
    renderCard()
    type('Họ và tên', 'Nguyễn Văn An')
    type('Số điện thoại', '0912345678')
    type('Email', 'an@example.com')
    await submit()
    expect(screen.queryAllByRole('alert')).toHaveLength(0)
    expect(JSON.parse(window.localStorage.getItem('jobseeker_data') ?? 'null')).toEqual({
      full_name: 'Nguyễn Văn An',
      phone: '0912345678',
      email: 'an@example.com',
    })
    expect((window as DataLayerWindow).dataLayer).toEqual([{ event: 'click_create_profile' }])
    expect(screen.getByTestId('where').textContent).toBe('/create-jobseeker?is_reader=true')
  })

  it('appends to an existing dataLayer', async () => {
    ;(window as DataLayerWindow).dataLayer = [{ event: 'gtm.js' }]
    renderCard({ authorized: true, hasProfile: false })
    type('Họ và tên', 'Trần Thị Bình')
    type('Số điện thoại', '0987654321')
    type('Email', 'binh@example.vn')
    await submit()
    expect((window as DataLayerWindow).dataLayer).toEqual([{ event: 'gtm.js' }, { event: 'click_create_profile' }])
    expect(window.localStorage.getItem('jobseeker_data')).not.toBeNull()
  })

  it('sends an authorised user with a profile to /jobseeker', () => {
    renderCard({ authorized: true, hasProfile: true })
    const link = screen.getByRole('link', { name: 'Xem hồ sơ của tôi' })
    expect(link.getAttribute('href')).toBe('/jobseeker')
    fireEvent.click(link)
    expect(screen.getByTestId('where').textContent).toBe('/jobseeker')
  })
})
