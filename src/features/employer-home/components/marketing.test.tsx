import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { inRouter } from '../../../lib/test-support'
import { Benefits, EmployerFaq, PartnerPromise, faq } from './marketing'

const limits = { freeUpsPerDay: 1, deadlineMaxDays: 60, deadlineDefaultDays: 30 }

describe('employer marketing', () => {
  it('quotes the provinces and the limits it is given', () => {
    render(inRouter(<Benefits provinces={34} limits={limits} />))
    const region = screen.getByRole('region', { name: 'Nhà tuyển dụng nhận được gì' })
    expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(6)
    expect(within(region).getByRole('heading', { name: 'Ứng viên khắp 34 tỉnh, thành phố' })).toBeTruthy()
    expect(region.textContent).toContain('mỗi tin nhận hồ sơ đến 60 ngày')
    expect(region.textContent).toContain('miễn phí 1 lần mỗi ngày')
  })

  it('leaves a number out rather than guess it', () => {
    render(inRouter(<Benefits provinces={null} limits={null} />))
    const region = screen.getByRole('region', { name: 'Nhà tuyển dụng nhận được gì' })
    expect(within(region).getByRole('heading', { name: 'Ứng viên khắp mọi tỉnh, thành phố' })).toBeTruthy()
    expect(region.textContent).not.toMatch(/\d+ (ngày|lần|tỉnh)/)
    expect(faq(null).map((item) => item.a).join(' ')).not.toMatch(/tối đa \d|đẩy tin \d/)
  })

  it('answers the questions in disclosures', () => {
    render(inRouter(<EmployerFaq limits={limits} />))
    const question = screen.getByText('Tin hiển thị trong bao lâu?')
    const details = question.closest('details')!
    expect(details.open).toBe(false)
    fireEvent.click(question)
    expect(details.textContent).toContain('tối đa 60 ngày (mặc định 30 ngày)')
  })

  it('lists the partner commitments it is given under the badge', () => {
    render(inRouter(<PartnerPromise promises={['Một', 'Hai', 'Ba']} />))
    const region = screen.getByRole('region', { name: 'Đối tác Ba cam kết của nhà tuyển dụng Đối tác' })
    expect(within(region).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Một', 'Hai', 'Ba'])
  })
})
