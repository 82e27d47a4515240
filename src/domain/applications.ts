// Applications (issue 5): their statuses and the shape the API answers, shared by the server and
// the site.

export type ApplicationSource = 'manual' | 'auto' | 'multi'

/** Application statuses (applications.status). */
export const APPLICATION_STATUS = {
  sent: 1,
  viewed: 2,
  suitable: 3,
  unsuitable: 4,
  interview: 5,
} as const

export const APPLICATION_STATUS_LABELS: Record<number, string> = {
  1: 'Đã gửi',
  2: 'Nhà tuyển dụng đã xem',
  3: 'Phù hợp',
  4: 'Chưa phù hợp',
  5: 'Đã mời phỏng vấn',
}

export interface Application {
  id: number
  job_id: number
  user_id: number
  jobseeker_id: number | null
  source: ApplicationSource
  status: number
  /** APPLICATION_STATUS_LABELS of status. */
  status_label: string
  created_at: string
  updated_at: string
}
