import { describe, expect, it } from 'vitest'
import { employerLimits, marketFigures } from './figures'

describe('marketFigures', () => {
  it('counts open jobs, provinces (not former districts) and occupations from the API', () => {
    const figures = marketFigures({
      listing: { total: 1234, total_capped: false },
      cities: [{ parent_id: 0 }, { parent_id: 0 }, { parent_id: 1 }, { parent_id: 1 }],
      jobConfig: { job_types: [{ id: 1, name: 'Kế toán', slug: 'ke-toan', subcategory_id: 3 }] },
    })
    expect(figures).toEqual({ openJobs: '1.234', provinces: 2, jobTypes: 1 })
  })

  it('says "Hơn" when the listing count is capped', () => {
    expect(marketFigures({ listing: { total: 1000, total_capped: true } }).openJobs).toBe('Hơn 1.000')
  })

  it('shows no figure it could not compute, nor a zero', () => {
    expect(marketFigures({ listing: { total: 0, total_capped: false }, cities: [], jobConfig: { job_types: [] } })).toEqual({
      openJobs: null,
      provinces: null,
      jobTypes: null,
    })
    expect(marketFigures({})).toEqual({ openJobs: null, provinces: null, jobTypes: null })
  })
})

describe('employerLimits', () => {
  it('quotes the rules the API applies', async () => {
    const { MANAGE_LISTING } = await import('../../domain/manage-listing')
    const { POSTING } = await import('../../domain/posting/fields')
    expect(employerLimits()).toEqual({
      freeUpsPerDay: MANAGE_LISTING.freeUpsPerDay,
      deadlineMaxDays: POSTING.deadlineMaxDays,
      deadlineDefaultDays: POSTING.deadlineDefaultDays,
    })
  })
})
