// The messages of picture uploads (SPEC 5, 8), apart from MSG so that the pages without an upload
// do not carry them: {file} is the file's name as the person chose it.
export const IMAGE_MSG = {
  imageError: 'Lỗi tải ảnh',
  imageTooLarge: (file: string) => `Ảnh ${file} đã vượt quá 30MB`,
  imageMaxCount: 'Đã vượt quá 30 ảnh',
  imageType: (file: string) => `Ảnh ${file} không đúng định dạng, chỉ nhận ảnh jpeg, gif, png`,
  imageTooSmall: (file: string, bytes: number) => `Ảnh ${file} nhỏ hơn ${bytes} byte`,
  imageTooManyFiles: 'Chỉ được chọn 1 ảnh mỗi lần',
  imageUnreadable: (file: string) => `Ảnh ${file} bị lỗi hoặc không phải là ảnh jpeg, gif, png`,
  imagePixels: (file: string, megapixels: number) =>
    `Ảnh ${file} có kích thước quá lớn (tối đa ${megapixels} triệu điểm ảnh), vui lòng chọn ảnh nhỏ hơn`,
  imageRequired: 'Vui lòng chọn ảnh để tải lên',
  imageUploadTooMany: 'Bạn tải ảnh lên quá nhiều, vui lòng thử lại sau ít phút.',
} as const
