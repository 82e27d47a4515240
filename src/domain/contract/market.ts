// The marketplace's figures for employers (issue 39 item 2; docs/decisions/0052-employer-sells-and-onboarding.md).
import { Type, type Static } from '@sinclair/typebox'
import { defineContract } from './define'
import { marketPaths } from './market.paths'

/** The marketplace's live figures the employer pages quote (counted at most every five minutes). */
export const MarketFigures = Type.Object({
  /** approved, shown and not expired: what the listing counts */
  active_jobs: Type.Integer(),
  /** approved job-seeker profiles */
  job_seekers: Type.Integer(),
  /** applications sent since the first day of this month (Vietnamese time) */
  applications_this_month: Type.Integer(),
  /** that first day, YYYY-MM-DD */
  month_start: Type.String(),
  /** verified partner employers ("Đối tác") */
  partners: Type.Integer(),
})
export type MarketFigures = Static<typeof MarketFigures>

export const marketContract = defineContract('market', ['/job/v1/market/'], marketPaths, {
  figures: {
    summary: 'Số liệu thị trường cho nhà tuyển dụng: tin đang tuyển, hồ sơ người tìm việc, lượt ứng tuyển tháng này, doanh nghiệp Đối tác',
    description: 'Đếm lại tối đa mỗi 5 phút; trình duyệt và CDN được giữ 5 phút.',
    response: MarketFigures,
  },
})
export type MarketContract = (typeof marketContract)['operations']
