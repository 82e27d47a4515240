// The head of the business information page: the organisation's verification state, the reviewer's
// reason, and for the owner the next step (send for verification, give the tax code up or take it
// back). docs/decisions/0021-verification-and-staff.md.
import { styled } from '@linaria/react'
import { useState } from 'react'
import { toast } from 'react-hot-toast'
import { useSnapshot } from 'valtio'
import { formatVnDate } from '../../../domain/dates'
import type { BusinessInfo } from '../../../domain/contract/organizations'
import { BUSINESS_STATUS, ORGANIZATION_RESTORE_DAYS, VERIFY_STATUS, VERIFY_STATUS_LABELS, isStaffApproved } from '../../../domain/organizations/statuses'
import { Button, GhostButton } from '../../../ui/button'
import { color, radius } from '../../../ui/theme'
import { restoreOrganization, submitAudit, unlinkOrganization, useAuditDetail } from '../api/verification'
import { licenceUploads } from '../state'
import { Badge } from '../../../ui/badge'

export const VERIFICATION_TEXT = {
  state: 'Trạng thái xác thực',
  partner: 'Đối tác',
  hint: {
    [VERIFY_STATUS.waitingVerify]:
      'Điền đủ thông tin đúng như trên giấy chứng nhận đăng ký, tải giấy phép lên rồi gửi xác thực. Doanh nghiệp được xác thực mang huy hiệu "Đối tác" trên mọi tin đăng.',
    [VERIFY_STATUS.waitingApproved]:
      'Nhân viên kiểm duyệt đang xem hồ sơ, thường trong 1 ngày làm việc. Trong lúc chờ, loại hình, tên và mã số thuế không đổi được.',
    [VERIFY_STATUS.approved]:
      'Hồ sơ doanh nghiệp đã được duyệt. Xác thực thêm email theo tên miền của doanh nghiệp (mục Email doanh nghiệp) để có trạng thái "Đã xác thực". Đổi loại hình, tên hoặc mã số thuế thì cần xác thực lại.',
    [VERIFY_STATUS.verified]: 'Doanh nghiệp đã được xác thực. Đổi loại hình, tên hoặc mã số thuế thì cần xác thực lại.',
    [VERIFY_STATUS.error]: 'Hồ sơ chưa được duyệt. Sửa thông tin theo lý do dưới đây rồi gửi xác thực lại.',
  } as Record<number, string>,
  refused: 'Doanh nghiệp không được xác thực. Nếu có nhầm lẫn, hãy liên hệ bộ phận hỗ trợ kèm giấy chứng nhận đăng ký.',
  reason: 'Lý do của người duyệt:',
  submittedOn: (date: string) => `Gửi xác thực ngày ${date}.`,
  submit: 'Gửi xác thực',
  waitUpload: 'Giấy phép đang được tải lên; gửi xác thực khi tải xong.',
  unlink: 'Gỡ mã số thuế',
  unlinkWhy: `Gỡ mã số thuế khi tài khoản này không còn đại diện cho doanh nghiệp, để tài khoản đúng có thể đăng ký. Huy hiệu "Đối tác" ẩn ngay; bạn khôi phục được trong ${ORGANIZATION_RESTORE_DAYS} ngày.`,
  confirmUnlink: 'Xác nhận gỡ',
  cancel: 'Hủy',
  unlinked: (taxCode: string, until: string) => `Đã gỡ mã số thuế ${taxCode}. Có thể khôi phục đến hết ngày ${until}.`,
  restore: 'Khôi phục mã số thuế',
  updated: (date: string, name: string | null) => `Thông tin cập nhật lần cuối ngày ${date}${name ? ` bởi ${name}` : ''}.`,
} as const

const State = styled.section`
  display: grid;
  gap: 8px;
  margin-bottom: 16px;
  padding: 12px 16px;
  border-radius: ${radius.md};
  border: 1px solid ${color.line};
  background: ${color.bg};
  &[data-verified='true'] {
    border-color: #b9e0cf;
    background: ${color.brandSoft};
  }
  h2 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    margin: 0;
    font-size: 16px;
  }
  p {
    margin: 0;
    color: ${color.muted};
    font-size: 14px;
  }
  .problem {
    color: ${color.red};
  }
  .reason {
    padding: 8px 12px;
    border-left: 3px solid ${color.red};
    background: ${color.white};
    color: ${color.text};
  }
`


const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`

export function VerificationState({ info }: { info: BusinessInfo }) {
  const id = info.organization_id
  const { data } = useAuditDetail(id)
  const uploads = useSnapshot(licenceUploads)
  const uploading = (uploads.inFlight[id] ?? 0) > 0
  const started = uploads.started[id] ?? 0
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  // a refusal stays on the page, in the section (a toast would be gone), until the next action or
  // the next licence upload, which may answer what was refused
  const [refusal, setRefusal] = useState<{ message: string; uploads: number } | null>(null)
  const problem = refusal && refusal.uploads === started ? refusal.message : null
  const status = data?.verify_status ?? info.verify_status
  const partner = data?.is_partner ?? info.is_partner
  const refused = data?.audit?.business_status === BUSINESS_STATUS.orgRejected
  const act = async (call: () => ReturnType<typeof submitAudit>) => {
    setBusy(true)
    setRefusal(null)
    const result = await call()
    if (result.success) {
      toast.success(result.data.message)
      setConfirming(false)
    } else setRefusal({ message: result.error.message, uploads: licenceUploads.started[id] ?? 0 })
    setBusy(false)
  }

  return (
    <State data-verified={isStaffApproved(status)} aria-labelledby="business-state-title">
      <h2 id="business-state-title">
        {VERIFICATION_TEXT.state}: {VERIFY_STATUS_LABELS[status] ?? VERIFY_STATUS_LABELS[VERIFY_STATUS.waitingVerify]}
        {partner && <Badge>{VERIFICATION_TEXT.partner}</Badge>}
      </h2>
      <p>{refused ? VERIFICATION_TEXT.refused : VERIFICATION_TEXT.hint[status]}</p>
      {data?.audit && status === VERIFY_STATUS.waitingApproved && <p>{VERIFICATION_TEXT.submittedOn(formatVnDate(data.audit.submitted_at))}</p>}
      {data?.audit?.reason && status === VERIFY_STATUS.error && (
        <p className="reason">
          <strong>{VERIFICATION_TEXT.reason}</strong> {data.audit.reason}
        </p>
      )}
      {data?.unlinked && <p>{VERIFICATION_TEXT.unlinked(data.unlinked.tax_code, formatVnDate(data.unlinked.restorable_until))}</p>}
      {info.updated_at && <p>{VERIFICATION_TEXT.updated(formatVnDate(info.updated_at), info.updated_by)}</p>}
      {info.can_edit && data && (
        <Actions>
          {data.can_submit && (
            <Button type="button" disabled={busy || uploading} aria-describedby={uploading ? 'business-state-upload' : undefined} onClick={() => act(() => submitAudit(id))}>
              {VERIFICATION_TEXT.submit}
            </Button>
          )}
          {data.can_submit && uploading && (
            <p id="business-state-upload" role="status">
              {VERIFICATION_TEXT.waitUpload}
            </p>
          )}
          {data.unlinked && (
            <Button type="button" disabled={busy} onClick={() => act(() => restoreOrganization(id))}>
              {VERIFICATION_TEXT.restore}
            </Button>
          )}
          {info.values.tax_code && status !== VERIFY_STATUS.waitingApproved && !data.unlinked &&
            (confirming ? (
              <>
                <p>{VERIFICATION_TEXT.unlinkWhy}</p>
                <Button type="button" disabled={busy} onClick={() => act(() => unlinkOrganization(id))}>
                  {VERIFICATION_TEXT.confirmUnlink}
                </Button>
                <GhostButton type="button" onClick={() => setConfirming(false)}>
                  {VERIFICATION_TEXT.cancel}
                </GhostButton>
              </>
            ) : (
              <GhostButton type="button" onClick={() => setConfirming(true)}>
                {VERIFICATION_TEXT.unlink}
              </GhostButton>
            ))}
        </Actions>
      )}
      {problem && (
        <p className="problem" role="alert">
          {problem}
        </p>
      )}
    </State>
  )
}
