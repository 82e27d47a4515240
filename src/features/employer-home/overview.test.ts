import { describe, expect, it } from 'vitest'
import { type ListingTab } from '../../domain/manage-listing'
import { manageTab, overviewCounts, overviewNotices } from './overview'
import { makeStatistic } from './test-utils'
import type { ListingStatistic } from '../../domain/contract/manage-listing'

const statistic = (counts: Partial<Record<ListingTab, number>>) => makeStatistic(counts)

describe('employer home at a glance', () => {
  it('counts the tabs that ask for something, named as the manager names them, each linking to its tab', () => {
    const counts = overviewCounts(statistic({ all: 26, active: 18, expiring: 1, waiting: 3, rejected: 1, hidden: 1, expired: 3, has_applications: 4 }))
    expect(counts).toEqual([
      { key: 'active', name: 'Đang hiển thị', total: 18, href: '/dashboard/manage-listing?tab=active' },
      { key: 'expiring', name: 'Sắp hết hạn', total: 1, href: '/dashboard/manage-listing?tab=expiring' },
      { key: 'waiting', name: 'Chờ duyệt', total: 3, href: '/dashboard/manage-listing?tab=waiting' },
      { key: 'rejected', name: 'Bị từ chối', total: 1, href: '/dashboard/manage-listing?tab=rejected' },
      { key: 'expired', name: 'Hết hạn', total: 3, href: '/dashboard/manage-listing?tab=expired' },
      { key: 'has_applications', name: 'Có ứng viên', total: 4, href: '/dashboard/manage-listing?tab=has_applications' },
    ])
    expect(manageTab('all')).toBe('/dashboard/manage-listing')
  })

  it('leaves out a tab the API does not send', () => {
    const partial: ListingStatistic = { ...statistic({}), tabs: [{ key: 'active', name: 'Đang hiển thị', total: 2 }] }
    expect(overviewCounts(partial).map((c) => c.key)).toEqual(['active'])
  })

  it('invites an employer with no job to post a first one, and says nothing else', () => {
    const notices = overviewNotices(statistic({}))
    expect(notices).toHaveLength(1)
    expect(notices[0]).toMatchObject({ key: 'first', href: '/dang-tin', action: 'Đăng tin đầu tiên' })
  })

  it('lists what to act on first: rejected, ending soon, ended, then waiting', () => {
    const notices = overviewNotices(statistic({ all: 1200, active: 1000, expiring: 2, waiting: 1500, rejected: 1, expired: 3 }))
    expect(notices.map((n) => n.key)).toEqual(['rejected', 'expiring', 'expired', 'waiting'])
    expect(notices[0].text).toMatch(/^1 tin bị từ chối\./)
    expect(notices[1].text).toBe('2 tin hết hạn trong 3 ngày tới. Gia hạn để tiếp tục nhận hồ sơ.')
    expect(notices[3].text).toMatch(/^1\.500 tin đang chờ kiểm duyệt\./)
    expect(notices[3].href).toBe('/dashboard/manage-listing?tab=waiting')
  })

  it('has nothing to say when every job is live and none ends soon', () => {
    expect(overviewNotices(statistic({ all: 5, active: 5, has_applications: 2 }))).toEqual([])
  })
})
