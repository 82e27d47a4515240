// What the signed-in employer home shows at a glance, from GET my-classifieds-statistic: the counts
// of the manager's tabs that ask for something (live, ending soon, waiting, rejected, ended, with
// applicants), each a link to that tab, and the notices worth acting on first.
import { MANAGE_LISTING, type ListingTab } from '../../domain/manage-listing'
import { routes } from '../../lib/paths'
import type { ListingStatistic } from '../../domain/contract/manage-listing'
import type { Onboarding } from '../../domain/contract/organizations'
import { formatCount } from '../../domain/money'

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


export interface OnboardingStep {
  key: 'company' | 'documents' | 'first_job' | 'deposit'
  title: string
  text: string
  done: boolean
  href: string
  action: string
}

/**
 * A new employer's next steps, each done or not from what is stored: the company first (its owner
 * enters it before any post), its documents, the first job, a first deposit. A recruiter of someone
 * else's organisation has only the last two to do.
 */
export function onboardingSteps(onboarding: Onboarding): OnboardingStep[] {
  const steps: OnboardingStep[] = []
  const owner = onboarding.is_owner || onboarding.organization_id === null
  if (owner) {
    steps.push(
      {
        key: 'company',
        title: 'Nhập thông tin doanh nghiệp',
        text: 'Tên, mã số thuế, địa chỉ và lĩnh vực hoạt động: ứng viên xem để biết ai đang tuyển, tin của bạn đăng dưới tên này.',
        done: onboarding.company,
        href: routes.businessInfo,
        action: 'Nhập thông tin',
      },
      {
        key: 'documents',
        title: 'Gửi giấy tờ xác thực',
        text: 'Tải giấy phép kinh doanh lên và gửi xác thực: doanh nghiệp đã xác thực được xét gắn huy hiệu “Đối tác”.',
        done: onboarding.documents,
        href: routes.businessInfo,
        action: 'Gửi giấy tờ',
      },
    )
  }
  steps.push(
    {
      key: 'first_job',
      title: 'Đăng tin tuyển dụng đầu tiên',
      text: 'Miễn phí. Tin rõ ràng, đúng sự thật được duyệt và hiển thị với ứng viên ngay.',
      done: onboarding.first_job,
      href: routes.postJob,
      action: 'Đăng tin',
    },
    {
      key: 'deposit',
      title: 'Nạp tiền vào ví',
      text: 'Khi cần tuyển nhanh hơn: mua Top Ads, Tuyển gấp, lượt đẩy tin hay mở liên hệ ứng viên.',
      done: onboarding.deposit,
      href: routes.deposit,
      action: 'Nạp tiền',
    },
  )
  return steps
}

/** The listing tabs that want a word from the employer while they hold any job, in this order. */
const LISTING_NOTICES: ReadonlyArray<{ tab: ListingTab; text: (jobs: string) => string; action: string }> = [
  { tab: 'rejected', text: (jobs) => `${jobs} tin bị từ chối. Xem lý do ở từng tin, sửa lại rồi đăng để ứng viên thấy tin.`, action: 'Xem tin bị từ chối' },
  {
    tab: 'expiring',
    text: (jobs) => `${jobs} tin hết hạn trong ${MANAGE_LISTING.expiringDays} ngày tới. Gia hạn để tiếp tục nhận hồ sơ.`,
    action: 'Gia hạn tin',
  },
  { tab: 'expired', text: (jobs) => `${jobs} tin đã hết hạn và không còn hiện với ứng viên. Gia hạn nếu bạn vẫn cần tuyển.`, action: 'Xem tin hết hạn' },
  { tab: 'waiting', text: (jobs) => `${jobs} tin đang chờ kiểm duyệt. Lý do cần kiểm duyệt được ghi ở từng tin.`, action: 'Xem tin chờ duyệt' },
]

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
  return LISTING_NOTICES.flatMap(({ tab, text, action }) => {
    const total = totalOf(statistic, tab)
    return total > 0 ? [{ key: tab, text: text(formatCount(total)), href: manageTab(tab), action }] : []
  })
}
