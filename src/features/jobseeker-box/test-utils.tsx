// Tests of this feature mock only the network ("METHOD /path" -> envelope, or a promise of one to
// hold a request open) and render inside a router that shows where it went.

export { fail, inRouter, mockApi, ok, type Reply } from '../../lib/test-support'

/** A profile as GET /job/v1/jobseekers/self answers it (the fields the box reads). */
export function makeProfile(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 7,
    user_id: 9,
    full_name: 'Nguyễn Thị Lan',
    image_url: null,
    email: 'lan@example.vn',
    job_types: [
      { id: 1, name: 'Bán hàng', is_deleted: false },
      { id: 4, name: 'Kế toán', is_deleted: false },
    ],
    is_job_type_delete: false,
    apply_auto: false,
    apply_auto_until: null,
    expired_message: null,
    ...overrides,
  }
}


