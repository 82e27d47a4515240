import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Sparkline, sparkPoints, trendText } from './sparkline'

describe('Sparkline', () => {
  it('draws the values left to right, zero at the bottom and the largest at the top', () => {
    expect(sparkPoints([0, 5, 10], 23, 13, 1.5)).toBe('1.5,11.5 11.5,6.5 21.5,1.5')
    // all zero: a flat line along the bottom, not a division by zero
    expect(sparkPoints([0, 0], 10, 10, 0)).toBe('0.0,10.0 10.0,10.0')
    expect(sparkPoints([], 10, 10)).toBe('')
  })

  it('says the trend in words to screen readers', () => {
    expect(trendText('Lượt xem 14 ngày qua', [0, 1200, 3])).toBe('Lượt xem 14 ngày qua: tổng 1.203, nhiều nhất 1.200 một ngày')
    expect(trendText('Ứng tuyển 14 ngày qua', [0, 0])).toBe('Ứng tuyển 14 ngày qua: chưa có')
    render(<Sparkline values={[1, 2, 3]} label="Ứng tuyển 14 ngày qua" />)
    const img = screen.getByRole('img', { name: 'Ứng tuyển 14 ngày qua: tổng 6, nhiều nhất 3 một ngày' })
    expect(img.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(3)
    // the drawing adds no text of its own (the figure beside it is read as it is)
    expect(img.textContent).toBe('')
  })
})
