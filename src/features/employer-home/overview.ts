// What the signed-in employer home shows at a glance, from GET my-classifieds-statistic: the counts
// of the manager's tabs that ask for something (live, ending soon, waiting, rejected, ended, with
// applicants), each a link to that tab, and the notices worth acting on first.
import { MANAGE_LISTING, type ListingTab } from '../../domain/manage-listing'
import { routes } from '../../lib/paths'
import type { ListingStatistic } from '../../domain/contract/manage-listing'

/** The tabs counted on the employer home, in the order they show. */
export const OVERVIEW_TABS = ['active', 'expiring', 'waiting', 'rejected', 'expired', 'has_applications'] as const satisfies readonly ListingTab[]

export interface OverviewCount {
  key: ListingTab
  /** The tab's name as the manager shows it (from the API). */
  name: string
  total: number
  href: string
}

export interface OverviewNotice {
  key: string
  text: string
  href: string
  action: string
}

/** The manager opened on one tab. */
export const manageTab = (tab: ListingTab) => (tab === 'all' ? routes.manageListing : `${routes.manageListing}?tab=${tab}`)

const totalOf = (statistic: ListingStatistic, key: ListingTab) => statistic.tabs.find((t) => t.key === key)?.total ?? 0

export function overviewCounts(statistic: ListingStatistic): OverviewCount[] {
  return OVERVIEW_TABS.flatMap((key) => {
    const tab = statistic.tabs.find((t) => t.key === key)
    return tab ? [{ key, name: tab.name, total: tab.total, href: manageTab(key) }] : []
  })
}

const count = (n: number) => n.toLocaleString('vi-VN')

/** What needs the employer first: no job yet, then rejected, ending soon, ended, waiting. */
export function overviewNotices(statistic: ListingStatistic): OverviewNotice[] {
  if (totalOf(statistic, 'all') === 0) {
    return [
      {
        key: 'first',
        text: 'Bạn chưa có tin tuyển dụng nào. Đăng tin đầu tiên miễn phí: tin rõ ràng, đúng sự thật được duyệt và hiển thị ngay.',
        href: routes.postJob,
        action: 'Đăng tin đầu tiên',
      },
    ]
  }
  const notices: OverviewNotice[] = []
  const rejected = totalOf(statistic, 'rejected')
  if (rejected > 0) {
    notices.push({
      key: 'rejected',
      text: `${count(rejected)} tin bị từ chối. Xem lý do ở từng tin, sửa lại rồi đăng để ứng viên thấy tin.`,
      href: manageTab('rejected'),
      action: 'Xem tin bị từ chối',
    })
  }
  const expiring = totalOf(statistic, 'expiring')
  if (expiring > 0) {
    notices.push({
      key: 'expiring',
      text: `${count(expiring)} tin hết hạn trong ${MANAGE_LISTING.expiringDays} ngày tới. Gia hạn để tiếp tục nhận hồ sơ.`,
      href: manageTab('expiring'),
      action: 'Gia hạn tin',
    })
  }
  const expired = totalOf(statistic, 'expired')
  if (expired > 0) {
    notices.push({
      key: 'expired',
      text: `${count(expired)} tin đã hết hạn và không còn hiện với ứng viên. Gia hạn nếu bạn vẫn cần tuyển.`,
      href: manageTab('expired'),
      action: 'Xem tin hết hạn',
    })
  }
  const waiting = totalOf(statistic, 'waiting')
  if (waiting > 0) {
    notices.push({
      key: 'waiting',
      text: `${count(waiting)} tin đang chờ kiểm duyệt. Lý do cần kiểm duyệt được ghi ở từng tin.`,
      href: manageTab('waiting'),
      action: 'Xem tin chờ duyệt',
    })
  }
  return notices
}
