// The privacy panel of the /jobseeker page (Vietnam's personal data protection law, in force
// 1 January 2026): download everything held about me as a JSON file, and delete my job-seeker
// profile after a confirmation that says what goes and what stays. After deletion the app reloads
// the profile state (onDeleted) and the person goes home with a toast.
import { styled } from '@linaria/react'
import { useId, useRef, useState } from 'react'
import toast from 'react-hot-toast'
import { Link, useNavigate } from 'react-router-dom'
import { routes } from '../../../lib/paths'
import { Button, GhostButton } from '../../../ui/button'
import { ButtonRow, Modal } from '../../../ui/modal'
import { color, cardBox } from '../../../ui/theme'
import { deleteProfile } from '../api/delete-profile'
import { exportPersonalData } from '../api/export-personal-data'
import { exportFileName, saveJsonFile } from '../download'

export const PRIVACY_TEXT = {
  title: 'Dữ liệu cá nhân của bạn',
  exportTitle: 'Tải dữ liệu của tôi',
  exportButton: 'Tải dữ liệu của tôi',
  exportPending: 'Đang chuẩn bị tệp...',
  exported: 'Đã tải xuống dữ liệu cá nhân của bạn.',
  deleteTitle: 'Xóa hồ sơ xin việc',
  deleteButton: 'Xóa hồ sơ của tôi',
  confirmButton: 'Xóa vĩnh viễn',
  cancel: 'Hủy',
  deleted: 'Đã xóa hồ sơ xin việc của bạn.',
} as const

const Panel = styled.section`
  padding: 16px;
  ${cardBox}
  h2 {
    margin: 0 0 4px;
    font-size: 20px;
  }
  h3 {
    margin: 0 0 4px;
    font-size: 17px;
  }
  p {
    margin: 0 0 12px;
    color: ${color.muted};
    line-height: 1.5;
  }
`

const Block = styled.div`
  padding-top: 16px;
  margin-top: 16px;
  border-top: 1px solid ${color.line};
`

const DangerButton = styled(GhostButton)`
  && {
    color: ${color.red};
    border-color: ${color.red};
  }
  &&:hover:not(:disabled) {
    background: #fdecea;
  }
`

const Confirm = styled(Button)`
  && {
    background: ${color.red};
  }
  &&:hover:not(:disabled) {
    background: #a31f1f;
  }
`

const Lists = styled.div`
  p {
    margin: 0 0 8px;
    line-height: 1.5;
  }
  ul {
    margin: 0 0 12px;
    padding-left: 20px;
    line-height: 1.5;
  }
`

export interface PrivacyPanelProps {
  /** userState.jobseeker !== null: deleting is offered only when there is a profile. */
  hasProfile: boolean
  /** Reloads userState.jobseeker (loadJobseeker) once the profile is gone. */
  onDeleted: () => Promise<void> | void
  className?: string
}

export function PrivacyPanel({ hasProfile, onDeleted, className }: PrivacyPanelProps) {
  const headingId = useId()
  const navigate = useNavigate()
  const [exporting, setExporting] = useState(false)
  const [confirmOpen, setConfirmOpen] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const busy = useRef(false)

  const download = async () => {
    if (exporting) return
    setExporting(true)
    const result = await exportPersonalData()
    setExporting(false)
    if (!result.success) {
      toast.error(result.error.message)
      return
    }
    saveJsonFile(result.data, exportFileName(new Date(result.data.exported_at ?? Date.now())))
    toast.success(PRIVACY_TEXT.exported)
  }

  const remove = async () => {
    if (busy.current) return
    busy.current = true
    setDeleting(true)
    const result = await deleteProfile()
    busy.current = false
    setDeleting(false)
    if (!result.success) {
      setConfirmOpen(false)
      toast.error(result.error.message)
      return
    }
    await onDeleted()
    toast.success(PRIVACY_TEXT.deleted)
    navigate(routes.home)
  }

  return (
    <Panel className={className} aria-labelledby={headingId}>
      <h2 id={headingId}>{PRIVACY_TEXT.title}</h2>
      <p>
        Theo Luật Bảo vệ dữ liệu cá nhân, bạn có quyền xem, tải về và xóa dữ liệu của mình bất cứ lúc nào. Xem{' '}
        <Link to={routes.privacyPolicy}>Chính sách bảo mật</Link> để biết chúng tôi thu thập gì và vì sao.
      </p>

      <Block>
        <h3>{PRIVACY_TEXT.exportTitle}</h3>
        <p>
          Một tệp JSON gồm thông tin tài khoản, các phiên đăng nhập, hồ sơ xin việc (kèm thời điểm bạn đồng ý và kết quả kiểm
          duyệt) và thông báo của bạn.
        </p>
        <GhostButton type="button" onClick={() => void download()} aria-busy={exporting || undefined}>
          {exporting ? PRIVACY_TEXT.exportPending : PRIVACY_TEXT.exportButton}
        </GhostButton>
      </Block>

      {hasProfile && (
        <Block>
          <h3>{PRIVACY_TEXT.deleteTitle}</h3>
          <p>
            Hồ sơ bị xóa hẳn khỏi hệ thống, nhà tuyển dụng không còn tìm thấy hay xem được hồ sơ. Tài khoản đăng nhập của bạn
            vẫn được giữ.
          </p>
          <DangerButton type="button" aria-haspopup="dialog" onClick={() => setConfirmOpen(true)}>
            {PRIVACY_TEXT.deleteButton}
          </DangerButton>
        </Block>
      )}

      <Modal
        open={confirmOpen}
        onClose={() => {
          if (!busy.current) setConfirmOpen(false)
        }}
        title="Xóa hồ sơ xin việc?"
        footer={
          <ButtonRow>
            <GhostButton type="button" onClick={() => setConfirmOpen(false)} disabled={deleting} data-autofocus="">
              {PRIVACY_TEXT.cancel}
            </GhostButton>
            <Confirm type="button" onClick={() => void remove()} aria-busy={deleting || undefined}>
              {PRIVACY_TEXT.confirmButton}
            </Confirm>
          </ButtonRow>
        }
      >
        <Lists>
          <p>Những gì sẽ bị xóa vĩnh viễn:</p>
          <ul>
            <li>Hồ sơ xin việc: họ tên, số điện thoại, email, ảnh đại diện, năm sinh, giới tính.</li>
            <li>Ngành nghề, nơi làm việc, mức lương mong muốn, kinh nghiệm, quá trình làm việc, học vấn và phần giới thiệu.</li>
            <li>Cài đặt tự động ứng tuyển và lựa chọn cho phép nhà tuyển dụng tìm thấy hồ sơ.</li>
          </ul>
          <p>Những gì vẫn được giữ:</p>
          <ul>
            <li>Tài khoản đăng nhập, việc làm đã lưu và tìm kiếm đã lưu.</li>
            <li>
              Danh sách việc bạn đã ứng tuyển; nhà tuyển dụng của các tin đó không còn xem được hồ sơ đã xóa.
            </li>
          </ul>
          <p>Không thể hoàn tác. Bạn có thể tạo hồ sơ mới bất cứ lúc nào.</p>
        </Lists>
      </Modal>
    </Panel>
  )
}
