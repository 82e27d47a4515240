// Texts of applying shown by the site (the server's own messages are shown as they come).
import { formatVnDate } from '../../domain/dates'

export const APPLY_MSG = {
  apply: 'Ứng tuyển ngay',
  applied: 'Đã ứng tuyển',
  success: 'Ứng tuyển thành công',
  dialogTitle: 'Xác nhận ứng tuyển',
  confirm: 'Xác nhận ứng tuyển',
  cancel: 'Hủy',
  editProfile: 'Chỉnh sửa hồ sơ',
  rejectedProfile: 'Hồ sơ của bạn đang bị đánh dấu vi phạm, nhà tuyển dụng sẽ chưa nhận được hồ sơ. Vui lòng cập nhật hồ sơ trước.',
  multiSuccess: (applied: number, total: number) => `Đã ứng tuyển ${applied}/${total} tin.`,
  multiNone: 'Chưa ứng tuyển được tin nào, xem lý do ở từng tin bên dưới.',
} as const

/** dd/MM/yyyy in Vietnam time. */
export const formatDay = formatVnDate
