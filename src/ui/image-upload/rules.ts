// SPEC 5 image rules for the browser: the dropzone options and its rejection texts in Vietnamese
// (the spec's own 30 MB message; its English default texts translated).
import type { Accept, FileRejection } from 'react-dropzone'
import { LIMITS } from '../../domain/constants'
import { IMAGE_MSG } from '../../domain/image-messages'

/** jpeg, gif and png only (SPEC 5, 9). */
export const IMAGE_ACCEPT: Accept = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'image/png': ['.png'],
}

export const IMAGE_MAX_BYTES = LIMITS.imageMaxBytes

/** The message for one rejected file: the first of its errors, as the spec words it. */
export function rejectionMessage(rejection: FileRejection): string {
  const name = rejection.file.name
  const error = rejection.errors[0]
  switch (error?.code) {
    case 'file-too-large':
      return IMAGE_MSG.imageTooLarge(name)
    case 'file-invalid-type':
      return IMAGE_MSG.imageType(name)
    case 'too-many-files':
      return IMAGE_MSG.imageTooManyFiles
    case 'file-too-small': {
      const bytes = Number(/\d+/.exec(error.message)?.[0] ?? 0)
      return IMAGE_MSG.imageTooSmall(name, bytes)
    }
    default:
      return error?.message || IMAGE_MSG.imageError
  }
}

/** One message for a whole rejected drop: "too many files" once, else the first file's reason. */
export function rejectionsMessage(rejections: readonly FileRejection[]): string | null {
  if (rejections.length === 0) return null
  if (rejections.some((r) => r.errors.some((e) => e.code === 'too-many-files'))) return IMAGE_MSG.imageTooManyFiles
  return rejectionMessage(rejections[0])
}
