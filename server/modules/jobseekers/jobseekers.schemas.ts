// What the job-seeker routes do to a request before validating it against the contract
// (src/domain/contract/jobseekers.ts).
import { READINESS_OPTIONS } from '../../../src/domain/profile/fields'

/**
 * preValidation: the readiness option ids (1 "Đi làm ngay", 2 "Cần thêm thời gian chuẩn bị") as
 * the booleans the API stores, before type coercion would read 1 as true and refuse 2.
 */
export async function readinessIds(request: { body: unknown }): Promise<void> {
  const body = request.body as Record<string, unknown> | null
  if (!body || typeof body !== 'object' || Array.isArray(body)) return
  const option = READINESS_OPTIONS.find((o) => o.id === Number(body.readiness) && String(body.readiness).trim() !== '')
  if (option && typeof body.readiness !== 'boolean') body.readiness = option.value
}
