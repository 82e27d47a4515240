// Test data of the own-job manager: a row of the list as the API sends it (contract/manage-listing.ts).
import { actionsFor } from '../../domain/manage-listing'
import type { MyClassified } from '../../domain/contract/manage-listing'

export function makeRow(overrides: Partial<MyClassified> = {}): MyClassified {
  const id = overrides.id ?? 101
  const status = overrides.status ?? 'active'
  return {
    id,
    title: 'Kế toán tổng hợp',
    url: `/viec-lam/ke-toan-tong-hop-${id}`,
    status,
    status_name: 'Đang hiển thị',
    review_status: 1001,
    is_hidden: false,
    review_reason: null,
    organization: { id: 1, name: 'Công ty TNHH Minh Phát' },
    posted_by: null,
    created_at: '2026-03-01T03:00:00.000Z',
    published_at: '2026-03-01T03:00:00.000Z',
    expires_at: '2099-04-30T16:59:59.999Z',
    pushed_at: '2026-03-01T03:00:00.000Z',
    created_date: '01/03/2026',
    published_date: '01/03/2026',
    expires_date: '30/04/2099',
    services: [],
    applications: 2,
    trend: { from: '2026-02-16', views: [0, 1, 3, 2, 0, 4, 6, 5, 2, 3, 8, 7, 4, 5], applications: [0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0] },
    free_ups_left: 1,
    paid_ups_left: 0,
    actions: actionsFor(status, overrides.free_ups_left ?? 1),
    ...overrides,
  }
}
