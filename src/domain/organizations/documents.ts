// An organisation's licence documents (giấy chứng nhận đăng ký doanh nghiệp / hộ kinh doanh), shared
// by the API and the page (docs/decisions/0019-licence-documents.md): what may be uploaded, how
// many, how long a signed upload lasts, and what the person is told.

/** What a licence may be, told by its bytes. */
export const LICENCE_TYPES = ['pdf', 'jpeg', 'png'] as const
export type LicenceDocumentType = (typeof LICENCE_TYPES)[number]

export const LICENCE_DOCUMENTS = {
  /** Each file: 5 MB. */
  maxBytes: 5 * 1024 * 1024,
  /** Documents an organisation keeps at once (a certificate, its amendments, a branch's). */
  maxCount: 5,
  /** A signed upload is good for this long after it is issued. */
  uploadValidityMs: 5 * 60_000,
  typesText: 'PDF, JPG hoặc PNG',
  maxText: '5MB',
} as const

/** The Content-Type a stored document is served with. */
export const LICENCE_CONTENT_TYPE: Record<LicenceDocumentType, string> = {
  pdf: 'application/pdf',
  jpeg: 'image/jpeg',
  png: 'image/png',
}

/** The extension a downloaded document gets, from its real type (never from the uploader's name). */
export const LICENCE_EXTENSION: Record<LicenceDocumentType, string> = { pdf: '.pdf', jpeg: '.jpg', png: '.png' }

/** A download's file name: the uploader's name with the extension of the real type. */
export function licenceDownloadName(fileName: string, type: LicenceDocumentType): string {
  const base = fileName.replace(/\.[A-Za-z0-9]{1,5}$/, '').trim() || 'giay-phep'
  return `${base}${LICENCE_EXTENSION[type]}`
}

/** What the browser's file picker offers (react-dropzone's accept). */
export const LICENCE_ACCEPT: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
}

/** The three headers of a signed organisation upload (SPEC 7.10). */
export const UPLOAD_SIGNATURE_HEADERS = ['file-key', 'file-time', 'file-mac'] as const

export const LICENCE_MSG = {
  tooLarge: (file: string) => `Tệp ${file} vượt quá ${LICENCE_DOCUMENTS.maxText}. Vui lòng chọn tệp nhỏ hơn hoặc chụp/quét lại với độ phân giải thấp hơn.`,
  wrongType: (file: string) => `Tệp ${file} không phải ${LICENCE_DOCUMENTS.typesText}. Chỉ nhận bản quét PDF hoặc ảnh chụp JPG, PNG của giấy phép.`,
  required: 'Vui lòng chọn tệp giấy phép để tải lên (trường "file").',
  notMultipart: 'Giấy phép phải được gửi dạng multipart/form-data, trong trường "file".',
  tooManyFiles: 'Mỗi lần chỉ tải lên một tệp.',
  full: `Doanh nghiệp đã có đủ ${LICENCE_DOCUMENTS.maxCount} giấy tờ. Xóa bớt một giấy tờ trước khi tải thêm.`,
  unsigned: 'Yêu cầu tải lên thiếu chữ ký (file-key, file-time, file-mac). Hãy tải giấy phép lên từ trang Thông tin doanh nghiệp.',
  altered: 'Chữ ký tải lên không hợp lệ: yêu cầu không khớp với phiên tải lên đã cấp. Vui lòng tải lên lại.',
  expired: `Phiên tải lên đã hết hạn (hiệu lực ${LICENCE_DOCUMENTS.uploadValidityMs / 60_000} phút). Vui lòng tải lên lại.`,
  replayed: 'Phiên tải lên này đã được dùng. Mỗi tệp cần một phiên tải lên mới, vui lòng tải lên lại.',
  tooOften: 'Bạn tải giấy phép lên quá nhiều lần, vui lòng thử lại sau.',
  uploaded: (file: string) => `Đã tải lên ${file}.`,
  deleted: 'Đã xóa giấy tờ.',
  lockedWhileWaiting: 'Hồ sơ xác thực đang chờ duyệt nên chưa xóa được giấy tờ: nhân viên đang đối chiếu chúng. Bạn vẫn có thể tải thêm.',
} as const

/** "340 KB", "1,2 MB": a file's size as the page shows it. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1).replace('.', ',')} MB`
}
