// The images' contract (SPEC 7.8; docs/decisions/0007-security-review.md, 0032-sessions-and-private-files.md,
// 0035-api-contract.md): an upload is multipart with one `file` field; a picture sent in a
// conversation is private, its URLs signed and short-lived.
import { Type, type Static } from '@sinclair/typebox'
import { IMAGE_WIDTHS } from '../constants'
import { rules } from '../validation/rules'
import { defineContract } from './define'
import { mediaPaths } from './media.paths'
import { StringEnum, fields } from './schema'

/** What an upload sends: one file, and the limits it is held to. */
export const UPLOAD_DOC = 'multipart/form-data với đúng một tệp trong trường "file": jpeg, gif hoặc png, tối đa 30MB và 50 triệu điểm ảnh.'

export const MEDIA_KINDS = ['image', 'chat'] as const
export type UploadKind = (typeof MEDIA_KINDS)[number]

/** The widths a file is served at (a width asked for is rounded up to one of them). */
export const SERVED_WIDTHS: readonly number[] = [...IMAGE_WIDTHS.sizes, ...IMAGE_WIDTHS.devices].sort((a, b) => a - b)

export const Media = Type.Object({
  id: Type.Integer(),
  url: Type.String({ description: 'Đường dẫn ảnh; thêm ?w=&q= để lấy kích thước khác' }),
  /** as shown, i.e. after rotation */
  width: Type.Integer(),
  height: Type.Integer(),
})
export type Media = Static<typeof Media>

const KIND_MESSAGE = 'Loại ảnh (kind) là image hoặc chat.'
const DEGREES_MESSAGE = 'Góc xoay phải là 90, 180 hoặc 270 độ.'
const SIGNATURE_MESSAGE = 'Chữ ký của liên kết ảnh (exp, sig) không hợp lệ.'
const WIDTH_MESSAGE = 'Chiều rộng ảnh (w) phải là số nguyên dương.'
const QUALITY_MESSAGE = 'Chất lượng ảnh (q) phải từ 1 đến 100.'
const IdParams = fields({ id: rules.id }, ['id'])

const integer = (minimum: number, maximum: number, message: string, description: string) =>
  Type.Integer({
    minimum,
    maximum,
    'x-finite': true,
    description,
    'x-messages': { type: message, minimum: message, maximum: message, 'x-finite': message },
  })

export const mediaContract = defineContract('media', ['/media/v1/medias', '/media/v1/files/'], mediaPaths, {
  upload: {
    summary: 'Tải lên một ảnh',
    description: UPLOAD_DOC,
    consumes: ['multipart/form-data'],
    query: fields({
      kind: StringEnum(MEDIA_KINDS, {
        description: 'image (mặc định): ảnh công khai của tin đăng; chat: ảnh gửi trong trò chuyện, chỉ xem được qua liên kết có chữ ký, hết hạn sau khoảng một giờ',
        'x-messages': { type: KIND_MESSAGE, enum: KIND_MESSAGE },
      }),
    }),
    response: Media,
    errors: [400, 401, 413, 415, 429],
  },
  rotate: {
    summary: 'Xoay ảnh của tôi',
    params: IdParams,
    body: fields(
      {
        degrees: Type.Unsafe<90 | 180 | 270>({
          type: 'integer',
          enum: [90, 180, 270],
          description: 'Xoay thêm theo chiều kim đồng hồ',
          'x-messages': { type: DEGREES_MESSAGE, enum: DEGREES_MESSAGE },
        }),
      },
      ['degrees'],
      { degrees: DEGREES_MESSAGE },
    ),
    response: Media,
    errors: [400, 401, 404],
  },
  remove: { summary: 'Xóa ảnh của tôi', params: IdParams, response: Type.Null(), errors: [400, 401, 404] },
  file: {
    summary: 'Tệp ảnh theo kích thước (WebP hoặc JPEG theo Accept)',
    description:
      'Ảnh công khai (tin đăng, ảnh đại diện): ai có liên kết cũng xem được. Ảnh riêng tư (trong trò chuyện): chỉ với liên kết có chữ ký (exp, sig) mà API trả cho người được xem, hết hạn sau khoảng một giờ (403 nếu thiếu hoặc hết hạn).',
    params: Type.Object({ name: Type.String({ maxLength: 64 }) }),
    query: fields({
      w: integer(1, 100_000, WIDTH_MESSAGE, `Chiều rộng; làm tròn lên một trong ${SERVED_WIDTHS.join(', ')}`),
      q: integer(1, 100, QUALITY_MESSAGE, `Chất lượng, mặc định ${IMAGE_WIDTHS.quality}`),
      exp: Type.Integer({
        minimum: 0,
        maximum: 99_999_999_999,
        description: 'Ảnh riêng tư: thời điểm hết hạn của liên kết (giây Unix)',
        'x-messages': { type: SIGNATURE_MESSAGE, minimum: SIGNATURE_MESSAGE, maximum: SIGNATURE_MESSAGE },
      }),
      sig: Type.String({ maxLength: 64, description: 'Ảnh riêng tư: chữ ký của liên kết', 'x-messages': { type: SIGNATURE_MESSAGE, maxLength: SIGNATURE_MESSAGE } }),
    }),
    produces: ['image/webp', 'image/jpeg'],
    response: Type.String({ format: 'binary' }),
    errors: [400, 403, 404],
  },
})

export type MediaContract = (typeof mediaContract)['operations']
