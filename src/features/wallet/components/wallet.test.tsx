import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { MyClassified } from '../../../domain/contract/manage-listing'
import type { ServicePrice } from '../../../domain/contract/wallet'
import { WALLET_MSG, depositFor, splitPayment } from '../../../domain/wallet'
import { fail, inRouter, mockApi, ok } from '../../../lib/test-support'
import { BuyService } from './buy-service'
import { DepositForm, hashAmount } from './deposit-form'
import { returnedRef } from './deposit-result'
import { InvoiceDetail } from './invoices'

const price = (id: number, service_id: number | null, quantity: number, amount: number, kind: ServicePrice['kind'] = 'job'): ServicePrice => ({
  id,
  kind,
  service_id,
  name: `Gói ${id}`,
  quantity,
  unit: kind === 'job_up' || service_id === 7008 ? 'lượt' : 'ngày',
  price: amount,
  price_text: `${amount.toLocaleString('vi-VN')}đ`,
})
const PRICES = [price(1, 7016, 3, 150_000), price(2, 7016, 7, 300_000), price(5, 7008, 1, 99_000), price(10, null, 5, 40_000, 'job_up'), price(13, 7001, 1, 30_000, 'candidate')]

const job = {
  id: 77,
  title: 'Nhân viên kho Tân Bình',
  url: '/viec-lam/nhan-vien-kho-tan-binh-77',
  status: 'active',
  status_name: 'Đang hiển thị',
  expires_date: '30/12/2026',
  services: [],
  paid_ups_left: 0,
} as unknown as MyClassified

afterEach(() => vi.restoreAllMocks())

describe('wallet rules the pages use', () => {
  it('splits a price: promotion money first, then the main balance, or refuses', () => {
    expect(splitPayment(300_000, { account_amount: 1_000_000, account_bonus: 200_000 })).toEqual({ bonus: 200_000, main: 100_000 })
    expect(splitPayment(300_000, { account_amount: 50_000, account_bonus: 200_000 })).toBeNull()
    expect(depositFor(1)).toBe(50_000)
    expect(depositFor(123_456)).toBe(124_000)
  })

  it('reads a preset amount from the hash and the gateway reference from the return URL', () => {
    expect(hashAmount('#amount=500000')).toBe(500_000)
    expect(hashAmount('#amount=12345')).toBeNull()
    expect(hashAmount('#amount=abc')).toBeNull()
    expect(returnedRef('?vnp_Amount=100&vnp_TxnRef=261125ABC123')).toBe('261125ABC123')
    expect(returnedRef('?vnp_TxnRef=<script>')).toBeNull()
  })
})

describe('DepositForm', () => {
  it('refuses an amount that is not whole thousands, then sends the deposit with an idempotency key', async () => {
    const api = mockApi({ 'POST /payment/v1/deposits': fail(409, WALLET_MSG.idempotencyReused) })
    render(inRouter(<DepositForm hasReward />))
    expect(screen.getByText(/Tặng 20%: bạn được cộng thêm 100.000đ/)).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Số tiền nạp (đồng)'), { target: { value: '100.500' } })
    fireEvent.click(screen.getByRole('button', { name: 'Tiếp tục thanh toán' }))
    expect((await screen.findByRole('alert')).textContent).toBe(WALLET_MSG.depositStep)
    expect(api.bodies('POST /payment/v1/deposits')).toHaveLength(0)
    fireEvent.click(screen.getByRole('button', { name: '2.000.000đ' }))
    fireEvent.click(screen.getByRole('button', { name: 'Tiếp tục thanh toán' }))
    expect((await screen.findByRole('alert')).textContent).toBe(WALLET_MSG.idempotencyReused)
    expect(api.bodies('POST /payment/v1/deposits')).toEqual([{ amount: 2_000_000 }])
  })

  it('lets a person in several organisations choose the one the VAT invoice is issued to, and shows the refusal there', async () => {
    const api = mockApi({
      'GET /payment/v1/invoice-organizations': ok({
        items: [
          { id: 4, name: 'Công ty Của Mình', tax_code: null, address: null, role_name: 'Chủ tài khoản', is_default: true },
          { id: 9, name: 'Công ty Được Mời', tax_code: '0312345678', address: '12 Lê Lợi, Quận 1', role_name: 'Nhà tuyển dụng', is_default: false },
        ],
      }),
      'POST /payment/v1/deposits': fail(400, WALLET_MSG.invoiceOrganization, 'invoice_organization'),
    })
    render(inRouter(<DepositForm hasReward={false} />))
    const group = await screen.findByRole('group', { name: 'Xuất hóa đơn GTGT cho' })
    const own = within(group).getByRole('radio', { name: /Công ty Của Mình/ }) as HTMLInputElement
    const invited = within(group).getByRole('radio', { name: /Công ty Được Mời/ }) as HTMLInputElement
    expect(own.checked).toBe(true)
    expect(group.textContent).toContain('Mã số thuế 0312345678')
    expect(group.textContent).toContain('Chưa có mã số thuế')
    fireEvent.click(invited)
    expect(invited.checked).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Tiếp tục thanh toán' }))
    expect((await screen.findByRole('alert')).textContent).toBe(WALLET_MSG.invoiceOrganization)
    expect(api.bodies('POST /payment/v1/deposits')).toEqual([{ amount: 500_000, invoice_organization_id: 9 }])
  })

  it('says how the gateway takes the money and what happens after paying, before the person leaves for it', () => {
    mockApi({})
    render(inRouter(<DepositForm hasReward={false} />))
    const methods = screen.getByRole('region', { name: 'Cách thanh toán' })
    expect(Array.from(methods.querySelectorAll('li'), (li) => li.textContent)).toEqual([
      'Quét mã VNPAY-QR bằng ứng dụng ngân hàng',
      'Thẻ ATM nội địa có Internet Banking',
      'Thẻ quốc tế Visa, Mastercard, JCB',
    ])
    expect(methods.textContent).toContain('hóa đơn GTGT điện tử')
  })
})

describe('BuyService', () => {
  const LIST = { items: PRICES, popular: [{ price_id: 2, reason: 'most_bought' }] }
  const topAdsCard = () => document.querySelector('[data-service-group="topads"]') as HTMLElement
  const basketBox = () => screen.getByRole('region', { name: 'Đơn hàng' })

  it('compares the services side by side with a picture of each, marks the popular package, and buys one way: the basket', async () => {
    const onBought = vi.fn()
    const api = mockApi({
      'GET /listing/v1/service-prices/job': ok(LIST),
      'GET /listing/v1/jobclassifieds/77/buy-service': ok({ job, prices: PRICES, balances: { account_amount: 1_000_000, account_bonus: 200_000, total_text: '1.200.000đ' } }),
      'POST /listing/v1/my-coupons': ok({ items: [] }),
      'POST /listing/v1/services/buy-job': ok({ message: 'Mua dịch vụ thành công.', balances: { account_amount: 900_000, account_bonus: 0 }, end_date: '02/12/2026', price: PRICES[1] }),
    })
    render(inRouter(<BuyService classifiedId={77} signedIn balances={null} onBought={onBought} />, '/mua-dich-vu?classified_id=77'))
    expect(await screen.findByRole('link', { name: job.title })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Chọn tin khác' }).getAttribute('href')).toBe('/mua-dich-vu')
    // contact unlocks are not bought for a job
    expect(document.querySelector('[data-service-group="candidate"]')).toBeNull()
    const topAds = topAdsCard()
    // what it does, drawn: a job card with the Top Ads badge; the urgent badge as the site shows it
    expect(within(topAds).getByRole('img').getAttribute('aria-label')).toContain('Top Ads')
    expect(within(topAds).getByRole('img').textContent).toContain('Top Ads')
    expect(within(document.querySelector('[data-service-group="urgent"]') as HTMLElement).getByRole('img').textContent).toContain('Tuyển gấp')
    // the popular package is marked and picked first
    const popular = within(topAds).getByLabelText(/7 ngày/) as HTMLInputElement
    expect(popular.checked).toBe(true)
    expect(popular.closest('label')!.textContent).toContain('Mua nhiều nhất')
    // one way to buy: no "Mua" button and no checkbox in the cards
    expect(within(topAds).queryByRole('checkbox')).toBeNull()
    expect(screen.queryByRole('button', { name: /^Mua / })).toBeNull()
    expect(basketBox().textContent).toContain('Chưa có gói nào trong đơn')
    fireEvent.click(within(topAds).getByRole('button', { name: 'Thêm Gói 2 vào đơn' }))
    expect(within(basketBox()).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Gói 2300.000đ×'])
    expect(basketBox().textContent).toContain('Tổng thanh toán300.000đ')
    expect(within(basketBox()).getByRole('region', { name: 'Số dư' }).textContent).toContain('1.000.000đ')
    fireEvent.click(within(basketBox()).getByRole('button', { name: 'Thanh toán 1 gói - 300.000đ' }))
    const dialog = await screen.findByRole('dialog', { name: 'Xác nhận mua dịch vụ' })
    expect(dialog.textContent).toContain('Từ tiền khuyến mãi200.000đ')
    expect(dialog.textContent).toContain('Từ tài khoản chính100.000đ')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Thanh toán 300.000đ' }))
    await waitFor(() => expect(onBought).toHaveBeenCalled())
    expect(api.bodies('POST /listing/v1/services/buy-job')).toEqual([{ price_id: 2, classified_id: 77 }])
    await waitFor(() => expect(basketBox().textContent).toContain('Chưa có gói nào trong đơn'))
  })

  it('shows the coupon in the basket before paying: the account’s usable codes in one tap, a typed code checked with the API’s rule', async () => {
    const api = mockApi({
      'GET /listing/v1/service-prices/job': ok(LIST),
      'GET /listing/v1/jobclassifieds/77/buy-service': ok({ job, prices: PRICES, balances: { account_amount: 1_000_000, account_bonus: 0, total_text: '1.000.000đ' } }),
      'POST /listing/v1/my-coupons': ok({
        items: [
          { id: 1, code: 'TOPADS20', description: 'Giảm 20% dịch vụ tin', personal: false, state: 'usable', state_name: 'Có thể dùng', starts_date: '01/11/2026', ends_date: '31/12/2026' },
          { id: 2, code: 'DADUNG10', description: 'Đã dùng', personal: false, state: 'used', state_name: 'Đã dùng', starts_date: '01/11/2026', ends_date: '31/12/2026' },
        ],
      }),
      'POST /listing/v1/coupons/check': (body) =>
        (body as { code: string }).code === 'TOPADS20' ? ok({ code: 'TOPADS20', discount: 30_000, pay: 120_000, message: 'Đã áp dụng mã: giảm 30.000đ.' }) : fail(400, 'Mã giảm giá không tồn tại.'),
      'POST /listing/v1/services/buy-job': ok({ message: 'Mua dịch vụ thành công.', balances: { account_amount: 880_000, account_bonus: 0 }, end_date: null, price: PRICES[0] }),
    })
    render(inRouter(<BuyService classifiedId={77} signedIn balances={null} onBought={() => {}} />))
    await screen.findByRole('link', { name: job.title })
    fireEvent.click(within(topAdsCard()).getByLabelText(/3 ngày/))
    fireEvent.click(within(topAdsCard()).getByRole('button', { name: 'Thêm Gói 1 vào đơn' }))
    const box = basketBox()
    const codes = await within(box).findByRole('group', { name: 'Mã giảm giá của bạn' })
    // only the usable codes are offered
    expect(within(codes).getAllByRole('button').map((b) => b.textContent)).toEqual(['TOPADS20Giảm 20% dịch vụ tin'])
    const code = within(box).getByLabelText('Mã giảm giá')
    // the code's format is the API's rule, checked before anything is sent
    fireEvent.change(code, { target: { value: 'SA-1' } })
    fireEvent.click(within(box).getByRole('button', { name: 'Áp dụng' }))
    expect((await within(box).findByRole('alert')).textContent).toBe('Mã giảm giá gồm 4-30 chữ cái hoặc chữ số.')
    expect(api.bodies('POST /listing/v1/coupons/check')).toEqual([])
    // the API's refusal is the field's message
    fireEvent.change(code, { target: { value: 'SAIMA' } })
    fireEvent.click(within(box).getByRole('button', { name: 'Áp dụng' }))
    await waitFor(() => expect(within(box).getByRole('alert').textContent).toBe('Mã giảm giá không tồn tại.'))
    // one tap on the account's code applies it: the discount and the total before paying
    fireEvent.click(within(codes).getByRole('button', { name: /TOPADS20/ }))
    expect((await within(box).findByRole('status')).textContent).toBe('Đã áp dụng mã: giảm 30.000đ.')
    expect(box.textContent).toContain('Mã TOPADS20-30.000đ')
    expect(box.textContent).toContain('Tổng thanh toán120.000đ')
    fireEvent.click(within(box).getByRole('button', { name: 'Thanh toán 1 gói - 120.000đ' }))
    const dialog = await screen.findByRole('dialog', { name: 'Xác nhận mua dịch vụ' })
    expect(dialog.textContent).toContain('Mã TOPADS20-30.000đ')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Thanh toán 120.000đ' }))
    await waitFor(() => expect(api.bodies('POST /listing/v1/services/buy-job')).toEqual([{ price_id: 1, classified_id: 77, coupon_code: 'TOPADS20' }]))
  })

  it('shows the API’s refusal of a payment as the dialog’s alert, and pays again with the same key', async () => {
    const onBought = vi.fn()
    let attempts = 0
    const keys: Array<string | null> = []
    const api = mockApi({
      'GET /listing/v1/service-prices/job': ok(LIST),
      'GET /listing/v1/jobclassifieds/77/buy-service': ok({ job, prices: PRICES, balances: { account_amount: 1_000_000, account_bonus: 0, total_text: '1.000.000đ' } }),
      'POST /listing/v1/my-coupons': ok({ items: [] }),
      'POST /listing/v1/services/buy-job': () =>
        ++attempts === 1
          ? fail(409, 'Tin đã hết hạn, không thể mua dịch vụ.')
          : ok({ message: 'Mua dịch vụ thành công.', balances: { account_amount: 850_000, account_bonus: 0 }, end_date: null, price: PRICES[0] }),
    })
    const fetchSpy = vi.mocked(globalThis.fetch)
    render(inRouter(<BuyService classifiedId={77} signedIn balances={null} onBought={onBought} />))
    await screen.findByRole('link', { name: job.title })
    fireEvent.click(within(topAdsCard()).getByLabelText(/3 ngày/))
    fireEvent.click(within(topAdsCard()).getByRole('button', { name: 'Thêm Gói 1 vào đơn' }))
    fireEvent.click(within(basketBox()).getByRole('button', { name: 'Thanh toán 1 gói - 150.000đ' }))
    const dialog = await screen.findByRole('dialog', { name: 'Xác nhận mua dịch vụ' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Thanh toán 150.000đ' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Tin đã hết hạn, không thể mua dịch vụ.')
    expect(onBought).not.toHaveBeenCalled()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Thanh toán 150.000đ' }))
    await waitFor(() => expect(onBought).toHaveBeenCalled())
    for (const [url, init] of fetchSpy.mock.calls) if (String(url).endsWith('/services/buy-job')) keys.push(new Headers(init?.headers).get('Idempotency-Key'))
    expect(keys).toHaveLength(2)
    expect(keys[0]).toBe(keys[1])
    expect(api.bodies('POST /listing/v1/services/buy-job')).toHaveLength(2)
  })

  it('offers the deposit of what is missing when the balance is short', async () => {
    mockApi({
      'GET /listing/v1/service-prices/job': ok(LIST),
      'GET /listing/v1/jobclassifieds/77/buy-service': ok({ job, prices: PRICES, balances: { account_amount: 20_000, account_bonus: 10_000, total_text: '30.000đ' } }),
      'POST /listing/v1/my-coupons': ok({ items: [] }),
    })
    render(inRouter(<BuyService classifiedId={77} signedIn balances={null} onBought={() => {}} />))
    await screen.findByRole('link', { name: job.title })
    const urgent = document.querySelector('[data-service-group="urgent"]') as HTMLElement
    fireEvent.click(within(urgent).getByRole('button', { name: 'Thêm Gói 5 vào đơn' }))
    fireEvent.click(within(basketBox()).getByRole('button', { name: 'Thanh toán 1 gói - 99.000đ' }))
    const dialog = await screen.findByRole('dialog', { name: 'Xác nhận mua dịch vụ' })
    expect(within(dialog).getByRole('alert').textContent).toContain('Số dư của bạn còn thiếu 69.000đ')
    expect(within(dialog).getByRole('link', { name: 'Nạp thêm tiền' }).getAttribute('href')).toBe('/dashboard/deposit#amount=69000')
    expect((within(dialog).getByRole('button', { name: 'Thanh toán 99.000đ' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('pays several packages at once through the basket, the coupon on the first package it fits, checked again when the basket changes', async () => {
    const onBought = vi.fn()
    const api = mockApi({
      'GET /listing/v1/service-prices/job': ok(LIST),
      'GET /listing/v1/jobclassifieds/77/buy-service': ok({ job, prices: PRICES, balances: { account_amount: 500_000, account_bonus: 100_000, total_text: '600.000đ' } }),
      'POST /listing/v1/my-coupons': ok({ items: [] }),
      'POST /listing/v1/coupons/check': (body) =>
        (body as { price_id: number }).price_id === 2 ? ok({ code: 'TOPADS20', discount: 60_000, pay: 240_000, message: 'Đã áp dụng mã: giảm 60.000đ.' }) : fail(400, 'Mã giảm giá không áp dụng cho dịch vụ này.'),
      'POST /job/v1/jobservices/buy': ok({ message: 'Thanh toán thành công 2 gói dịch vụ.', balances: { account_amount: 161_000, account_bonus: 0 } }),
    })
    render(inRouter(<BuyService classifiedId={77} signedIn balances={null} onBought={onBought} />))
    await screen.findByRole('link', { name: job.title })
    const urgent = document.querySelector('[data-service-group="urgent"]') as HTMLElement
    fireEvent.click(within(urgent).getByRole('button', { name: 'Thêm Gói 5 vào đơn' }))
    // a code that fits nothing in the basket is refused
    fireEvent.change(within(basketBox()).getByLabelText('Mã giảm giá'), { target: { value: 'TOPADS20' } })
    fireEvent.click(within(basketBox()).getByRole('button', { name: 'Áp dụng' }))
    await waitFor(() => expect(within(basketBox()).getByRole('alert').textContent).toBe('Mã giảm giá không áp dụng cho dịch vụ này.'))
    fireEvent.click(within(topAdsCard()).getByLabelText(/3 ngày/))
    fireEvent.click(within(topAdsCard()).getByRole('button', { name: 'Thêm Gói 1 vào đơn' }))
    // the basket follows the package picked in the card
    fireEvent.click(within(topAdsCard()).getByLabelText(/7 ngày/))
    expect(within(basketBox()).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Gói 2300.000đ×', 'Gói 599.000đ×'])
    fireEvent.click(within(basketBox()).getByRole('button', { name: 'Áp dụng' }))
    expect((await within(basketBox()).findByRole('status')).textContent).toBe('Đã áp dụng mã: giảm 60.000đ.')
    // taken out of the basket, the package the coupon fitted takes the coupon with it
    fireEvent.click(within(basketBox()).getByRole('button', { name: 'Bỏ Gói 2 khỏi đơn' }))
    await waitFor(() => expect(within(basketBox()).queryByRole('status')).toBeNull())
    expect(within(basketBox()).getByRole('alert').textContent).toBe('Mã giảm giá không áp dụng cho dịch vụ này.')
    fireEvent.click(within(topAdsCard()).getByRole('button', { name: 'Thêm Gói 2 vào đơn' }))
    fireEvent.click(within(basketBox()).getByRole('button', { name: 'Áp dụng' }))
    const pay = await within(basketBox()).findByRole('button', { name: 'Thanh toán 2 gói - 339.000đ' })
    fireEvent.click(pay)
    const dialog = await screen.findByRole('dialog', { name: 'Xác nhận mua dịch vụ' })
    expect(dialog.textContent).toContain('Tổng giá399.000đ')
    expect(dialog.textContent).toContain('Từ tiền khuyến mãi100.000đ')
    expect(dialog.textContent).toContain('Từ tài khoản chính239.000đ')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Thanh toán 339.000đ' }))
    await waitFor(() => expect(onBought).toHaveBeenCalled())
    expect(api.bodies('POST /job/v1/jobservices/buy')).toEqual([{ classified_id: 77, items: [2, 5], coupon_code: 'TOPADS20' }])
    await waitFor(() => expect(basketBox().textContent).toContain('Chưa có gói nào trong đơn'))
  })

  it('finds the job to buy for by a keyword, with the manager’s own search', async () => {
    const api = mockApi({
      'GET /listing/v1/service-prices/job': ok(LIST),
      'POST /listing/v1/my-coupons': ok({ items: [] }),
      'GET /listing/v1/classifieds/my-classifieds': (_body) => ok({ items: [job], total: 1, offset: 0, limit: 20 }),
    })
    render(inRouter(<BuyService classifiedId={null} signedIn balances={null} onBought={() => {}} />, '/mua-dich-vu'))
    const search = await screen.findByLabelText('Tìm tin đang hiển thị theo tên hoặc mã tin')
    expect((await screen.findByRole('link', { name: /Nhân viên kho Tân Bình/ })).getAttribute('href')).toBe('/mua-dich-vu?classified_id=77&is_buy_service=true')
    fireEvent.change(search, { target: { value: 'kho' } })
    await waitFor(() => expect(api.keys()).toContain('GET /listing/v1/classifieds/my-classifieds?tab=active&sort=newest&offset=0&limit=20&q=kho'))
    // without a job the job's services wait for one; contact unlocks can be added
    expect(within(topAdsCard()).getByText('Chọn tin ở trên để thêm gói này vào đơn.')).toBeTruthy()
    const candidate = document.querySelector('[data-service-group="candidate"]') as HTMLElement
    expect(within(candidate).getByRole('button', { name: 'Thêm Gói 13 vào đơn' })).toBeTruthy()
  })

  it('shows a "Tự động gia hạn" switch for each running day-service and saves it with the cap', async () => {
    const settings = {
      classified_id: 77,
      services: [
        { service_id: 7016, service_name: 'Top Ads', auto_renew: false, ends_at: '2026-12-02T00:00:00.000Z', end_date: '02/12/2026', renew_price: PRICES[1] },
        { service_id: 7004, service_name: 'Hiển thị tin', auto_renew: false, ends_at: null, end_date: null, renew_price: null },
        { service_id: 7002, service_name: 'Đẩy tin', auto_renew: false, ends_at: null, end_date: null, renew_price: null },
      ],
      monthly_cap: null,
      spent_this_month: 0,
      payer_name: null,
      is_payer: false,
    }
    const api = mockApi({
      'GET /listing/v1/service-prices/job': ok(LIST),
      'POST /listing/v1/my-coupons': ok({ items: [] }),
      'GET /listing/v1/jobclassifieds/77/buy-service': ok({ job, prices: PRICES, balances: { account_amount: 500_000, account_bonus: 0, total_text: '500.000đ' } }),
      'GET /job/v1/jobservices/77/settings': ok(settings),
      'PUT /job/v1/jobservices/77/settings': (body) =>
        (body as { monthly_cap: number }).monthly_cap < 10_000
          ? fail(400, 'Hạn mức chi tiêu tối thiểu là 10.000đ.')
          : ok({ ...settings, services: [{ ...settings.services[0], auto_renew: true }, ...settings.services.slice(1)], monthly_cap: 600_000, is_payer: true, message: 'Đã lưu cài đặt tự động gia hạn.' }),
    })
    render(inRouter(<BuyService classifiedId={77} signedIn balances={null} onBought={() => {}} />))
    const region = await screen.findByRole('region', { name: 'Tự động gia hạn' })
    const toggle = await within(region).findByRole('switch', { name: 'Tự động gia hạn Top Ads' })
    // only the running one has a switch
    expect(within(region).getAllByRole('switch')).toHaveLength(1)
    fireEvent.click(toggle)
    const cap = within(region).getByLabelText('Hạn mức chi tiêu mỗi tháng (đồng)') as HTMLInputElement
    fireEvent.change(cap, { target: { value: '5000' } })
    fireEvent.click(within(region).getByRole('button', { name: 'Lưu cài đặt gia hạn' }))
    // the cap's rule is the API's: refused on the page, with its sentence, before anything is sent
    expect((await within(region).findByRole('alert')).textContent).toBe('Hạn mức chi tiêu tối thiểu là 10.000đ.')
    expect(document.activeElement).toBe(cap)
    expect(api.bodies('PUT /job/v1/jobservices/77/settings')).toHaveLength(0)
    fireEvent.change(cap, { target: { value: '600.000' } })
    expect(cap.value).toBe('600.000')
    fireEvent.click(within(region).getByRole('button', { name: 'Lưu cài đặt gia hạn' }))
    await waitFor(() => expect(api.bodies('PUT /job/v1/jobservices/77/settings')).toHaveLength(1))
    expect(api.bodies('PUT /job/v1/jobservices/77/settings')[0]).toEqual({ auto_renew_service_ids: [7016], monthly_cap: 600_000 })
    await waitFor(() => expect((within(region).getByRole('switch', { name: 'Tự động gia hạn Top Ads' }) as HTMLInputElement).checked).toBe(true))
  })

  it('shows visitors the price list and a way to sign in, with nothing to buy', async () => {
    mockApi({ 'GET /listing/v1/service-prices/job': ok(LIST) })
    render(inRouter(<BuyService classifiedId={null} signedIn={false} balances={null} onBought={() => {}} />, '/mua-dich-vu'))
    expect(await screen.findByRole('heading', { name: 'Top Ads' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Mua ứng viên' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Đăng nhập' })).toBeTruthy()
    expect(screen.getAllByRole('link', { name: 'Đăng nhập để mua' }).length).toBeGreaterThan(0)
    expect(screen.queryByRole('button', { name: /vào đơn$/ })).toBeNull()
  })
})

describe('invoices', () => {
  it('lays out a VAT invoice with the seller, the buyer, the item, the rate and the total in words', async () => {
    mockApi({
      'GET /payment/v1/invoices/5/detail': ok({
        id: 5,
        symbol: 'C26TAA',
        number: '00000012',
        issued_at: '2026-11-25T03:00:00.000Z',
        issued_date: '25/11/2026',
        seller: { name: 'Công ty TNHH Việc Làm Tốt', tax_code: '0316794479', address: 'Tầng 8, 123 Nguyễn Đình Chiểu' },
        buyer: { name: 'Lê Quang Vinh', organization: 'Công ty Kho Vận', tax_code: null, address: null, email: null, reference: '261125ABC', logo: null },
        items: [{ name: 'Dịch vụ đăng tin', unit: 'Gói', quantity: 1, unit_price: 1_000_000, amount: 1_000_000 }],
        amount_before_tax: 1_000_000,
        vat_rate: 8,
        vat_amount: 80_000,
        total: 1_080_000,
        total_text: '1.080.000đ',
        total_words: 'Một triệu không trăm tám mươi nghìn đồng',
        legal_basis: 'Nghị quyết số 204/2025/QH15',
      }),
    })
    render(inRouter(<InvoiceDetail id={5} />))
    const sheet = await screen.findByRole('article', { name: 'Hóa đơn giá trị gia tăng' })
    expect(sheet.textContent).toContain('C26TAA')
    expect(sheet.textContent).toContain('00000012')
    expect(sheet.textContent).toContain('0316794479')
    expect(sheet.textContent).toContain('Công ty Kho Vận')
    expect(sheet.textContent).toContain('Tiền thuế GTGT80.000đ')
    expect(sheet.textContent).toContain('Một triệu không trăm tám mươi nghìn đồng')
    // jsdom has no print(): stand one in
    const print = vi.fn()
    Object.defineProperty(window, 'print', { value: print, configurable: true })
    fireEvent.click(screen.getByRole('button', { name: 'In hoặc lưu PDF' }))
    expect(print).toHaveBeenCalled()
  })
})
