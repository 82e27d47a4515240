// The price teaser of /employer: the lowest price of each service on sale, from the price list
// (GET /listing/v1/service-prices/job), never typed into the copy. What each service does is said as
// the wallet applies it (docs/decisions/0015-wallet.md).
import { SERVICE } from '../../domain/constants'
import type { ServicePrice } from '../../domain/contract/wallet'
import { formatCount } from '../../domain/money'

export interface PriceTeaserItem {
  key: string
  name: string
  /** what it does, in the employer's words */
  what: string
  /** the cheapest package's price, đồng */
  from: number
  /** "3 ngày", "5 lượt" */
  per: string
}

const SERVICES: ReadonlyArray<{ key: string; match: (price: ServicePrice) => boolean; name: string; what: string }> = [
  {
    key: 'topads',
    match: (p) => p.kind === 'job' && p.service_id === SERVICE.topads,
    name: 'Top Ads',
    what: 'Tin đứng đầu kết quả tìm kiếm và trong mục Top Ads của trang chủ, gắn nhãn “Top Ads”.',
  },
  {
    key: 'urgent',
    match: (p) => p.kind === 'job' && p.service_id === SERVICE.urgent,
    name: 'Tuyển gấp',
    what: 'Nhãn “Tuyển gấp” trên tin đến hết hạn nộp hồ sơ, tin xếp ngay sau Top Ads.',
  },
  {
    key: 'push',
    match: (p) => p.kind === 'job' && p.service_id === SERVICE.push,
    name: 'Đẩy tin tự động',
    what: 'Tin được đẩy lên đầu danh sách ngay khi mua và mỗi ngày sau đó đến hết gói.',
  },
  {
    key: 'ups',
    match: (p) => p.kind === 'job_up',
    name: 'Gói lượt đẩy tin',
    what: 'Thêm lượt đẩy tin khi đã dùng lượt miễn phí trong ngày, hoặc cho lịch đẩy tin tự động.',
  },
  {
    key: 'display',
    match: (p) => p.kind === 'job' && p.service_id === SERVICE.display,
    name: 'Hiển thị tin',
    what: 'Kéo dài thời gian tin hiển thị và nhận hồ sơ.',
  },
  {
    key: 'candidates',
    match: (p) => p.kind === 'candidate',
    name: 'Mở liên hệ ứng viên',
    what: 'Xem số điện thoại của ứng viên bạn tìm thấy trong kho hồ sơ.',
  },
]

/** One entry per service on sale, in the order above, each with its cheapest package; services with no price are left out. */
export function priceTeaser(prices: readonly ServicePrice[] | null | undefined): PriceTeaserItem[] {
  if (!prices?.length) return []
  return SERVICES.flatMap((service) => {
    const cheapest = prices.filter(service.match).sort((a, b) => a.price - b.price)[0]
    return cheapest ? [{ key: service.key, name: service.name, what: service.what, from: cheapest.price, per: `${formatCount(cheapest.quantity)} ${cheapest.unit}` }] : []
  })
}
