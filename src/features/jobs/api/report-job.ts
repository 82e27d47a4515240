// POST /job/v1/classifieds/{id}/reports: a visitor reports a job breaking the rules.
import useSWRMutation from 'swr/mutation'
import type { ReportReason } from '../../../domain/jobs'
import { jobsApi } from '../../../lib/api/jobs'

export const REPORT_NOTE_MAX = 1000

export interface ReportJobInput {
  reason: ReportReason
  note?: string
}

/** Resolves to the server's envelope; never throws. 409 carries "Bạn đã báo cáo tin này, ...". */
export function reportJob(id: number, input: ReportJobInput) {
  const note = input.note?.normalize('NFC').trim()
  return jobsApi.report({ params: { id }, body: note ? { reason: input.reason, note } : { reason: input.reason } })
}

/** The call as an SWR mutation: `trigger(input)` resolves to the envelope, `isMutating` while sending. */
export function useReportJob(id: number) {
  return useSWRMutation(jobsApi.report.path({ params: { id } }), (_key: string, { arg }: { arg: ReportJobInput }) => reportJob(id, arg))
}
