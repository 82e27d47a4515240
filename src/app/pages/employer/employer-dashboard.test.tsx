import { render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { login, resetUser, type SelfUser } from '../../../features/auth/state'
import { makeStatistic } from '../../../features/employer-home/test-utils'
import { inRouter, mockApi, ok } from '../../../lib/test-support'
import EmployerDashboard from './employer-dashboard'

const employer: SelfUser = { id: 7, user_uid: 'u-7', full_name: '', phone: '0912345678', image_url: null, has_deposit_reward: false, staff_role: null }
const counts = { all: 2, active: 1, waiting: 1 }
const STATISTIC = 'GET /listing/v1/classifieds/my-classifieds-statistic'
const ACCOUNT = 'GET /identity/v1/account'

beforeEach(() => window.localStorage.setItem('token', 'tok'))
afterEach(() => {
  resetUser()
  window.localStorage.clear()
})

describe('EmployerDashboard (the signed-in /employer)', () => {
  it('reads the counts from the statistic and the balances from the account, greeting by phone when there is no name', async () => {
    login({ user: employer, self: employer })
    const api = mockApi({
      [STATISTIC]: ok(makeStatistic(counts)),
      [ACCOUNT]: ok({ account_amount: 120_000, account_bonus: 0 }),
    })
    render(inRouter(<EmployerDashboard />, '/employer'))
    expect(screen.getByText('Xin chào, 0912345678')).toBeTruthy()
    const jobs = screen.getByRole('region', { name: 'Tin đăng của bạn' })
    expect(await within(jobs).findByRole('link', { name: 'Đang hiển thị 1' })).toBeTruthy()
    expect(within(jobs).getByRole('link', { name: 'Xem tin chờ duyệt' })).toBeTruthy()
    const wallet = screen.getByRole('region', { name: 'Ví của bạn' })
    expect(await within(wallet).findByText('120.000đ')).toBeTruthy()
    expect(within(wallet).getByText('0đ')).toBeTruthy()
    expect(api.keys()).toEqual(expect.arrayContaining([STATISTIC, ACCOUNT]))
  })

  it('does not fetch the balances again when the layout has them', async () => {
    login({ user: employer, self: employer, account: { account_amount: 2_500_000, account_bonus: 500_000 } })
    const api = mockApi({ [STATISTIC]: ok(makeStatistic({})), [ACCOUNT]: ok({ account_amount: 1, account_bonus: 1 }) })
    render(inRouter(<EmployerDashboard />, '/employer'))
    expect(screen.getByText('2.500.000đ')).toBeTruthy()
    await waitFor(() => expect(api.keys()).toContain(STATISTIC))
    expect(api.keys()).not.toContain(ACCOUNT)
  })

  it('gives a new employer its next steps from the onboarding answer instead of zero tiles', async () => {
    login({ user: employer, self: employer, account: { account_amount: 0, account_bonus: 0 } })
    mockApi({
      [STATISTIC]: ok(makeStatistic({})),
      'GET /job/v1/organizations/self/onboarding': ok({ organization_id: 3, is_owner: true, company: true, documents: false, first_job: false, deposit: false }),
    })
    render(inRouter(<EmployerDashboard />, '/employer'))
    const steps = await screen.findByRole('region', { name: 'Bắt đầu tuyển dụng' })
    expect(within(steps).getByText('Đã xong 1/4 bước')).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Tin đăng của bạn' })).toBeNull()
  })
})
