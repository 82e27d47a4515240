// "Báo cáo tin": a visitor reports a job (fees, fake company, wrong information, scam ...). The
// dialog and its form (report-job-form.tsx) load the first time it opens.
import { Suspense, lazy, useState } from 'react'

export const REPORT_REASON_REQUIRED = 'Vui lòng chọn lý do báo cáo'

const ReportJobModal = lazy(() => import('./report-job-form'))

export function ReportJobDialog({ jobId, open, onClose }: { jobId: number; open: boolean; onClose: () => void }) {
  const [used, setUsed] = useState(open)
  // each opening starts from an empty form
  const [round, setRound] = useState(0)
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    setWasOpen(open)
    if (open) setRound((n) => n + 1)
  }
  if (open && !used) setUsed(true)
  if (!used) return null
  return (
    <Suspense fallback={null}>
      <ReportJobModal jobId={jobId} open={open} onClose={onClose} round={round} />
    </Suspense>
  )
}
