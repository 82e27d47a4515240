// Test data of the employer home: the manager's counts as the API sends them (contract/manage-listing.ts).
import { LISTING_TABS, type ListingTab } from '../../domain/manage-listing'
import type { JobTrend, ListingStatistic } from '../../domain/contract/manage-listing'

/** The manager's counts per tab (each tab sent, 0 unless given) and a 14-day trend. */
export const makeStatistic = (counts: Partial<Record<ListingTab, number>>, trend?: Partial<JobTrend>): ListingStatistic => ({
  tabs: LISTING_TABS.map((t) => ({ key: t.key, name: t.name, total: counts[t.key] ?? 0 })),
  trend: { from: '2026-02-16', views: Array(14).fill(0), applications: Array(14).fill(0), ...trend },
})
