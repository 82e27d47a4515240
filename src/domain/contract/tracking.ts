// The tracking calls' contract (SPEC 7.3, 9; docs/decisions/0012-tracking.md, 0035-api-contract.md):
// all public; a visitor is the signed-in account when there is one, else the address and user agent.
// Each event counts once per visitor, job and Vietnamese day.
import { Type, type Static } from '@sinclair/typebox'
import { TRACKING } from '../constants'
import { CONTACT_TYPES, PHONE_SHOW_LIMITS, TRACKING_MSG, type ContactType } from '../tracking'
import { defineContract } from './define'
import { fields } from './schema'
import { trackingPaths } from './tracking.paths'

const ID_MESSAGE = 'Mã tin không hợp lệ.'
const classifiedId = Type.Unsafe<number>({
  type: 'integer',
  minimum: 1,
  maximum: 2 ** 53 - 1,
  'x-finite': true,
  description: 'Mã tin',
  'x-messages': { type: ID_MESSAGE, minimum: ID_MESSAGE, maximum: ID_MESSAGE, 'x-finite': ID_MESSAGE },
})
const classifiedIds = Type.Unsafe<number[]>({
  type: 'array',
  items: classifiedId,
  minItems: 1,
  maxItems: TRACKING.maxBatch,
  description: `Tối đa ${TRACKING.maxBatch} mã tin`,
  'x-messages': { maxItems: TRACKING_MSG.tooManyIds, minItems: TRACKING_MSG.noIds, type: TRACKING_MSG.noIds },
})
const contactType = Type.Unsafe<ContactType>({
  type: 'integer',
  enum: CONTACT_TYPES,
  description: 'Loại liên hệ: 0 gọi điện, 1 chat, 2 đăng nhập',
  'x-messages': { type: TRACKING_MSG.contactType, enum: TRACKING_MSG.contactType },
})

export const Tracked = Type.Object({ tracked: Type.Integer({ description: 'Số tin được tính lần này (0 khi đã tính hôm nay)' }) })
export type Tracked = Static<typeof Tracked>

export const PhoneShown = Type.Object({ classified_id: Type.Integer(), phone: Type.String(), contact_name: Type.String() })
export type PhoneShown = Static<typeof PhoneShown>

export const trackingContract = defineContract(
  'tracking',
  ['/job/v1/classifieds/tracking-', '/listing/v1/phone/'],
  trackingPaths,
  {
    view: {
      summary: 'Ghi nhận lượt xem tin (một lần mỗi người xem, mỗi tin, mỗi ngày)',
      body: fields({ classified_id: classifiedId, classified_ids: classifiedIds }),
      response: Tracked,
    },
    impression: {
      summary: 'Ghi nhận lượt hiển thị tin trong danh sách (một lần mỗi người xem, mỗi tin, mỗi ngày)',
      body: fields({ classified_ids: classifiedIds }, ['classified_ids'], { classified_ids: TRACKING_MSG.noIds }),
      response: Tracked,
    },
    contact: {
      summary: 'Ghi nhận lượt liên hệ (0 gọi điện, 1 chat, 2 đăng nhập; một lần mỗi người, mỗi tin, mỗi loại, mỗi ngày)',
      body: fields({ classified_id: classifiedId, type: contactType }, ['classified_id', 'type'], {
        classified_id: 'Thiếu mã tin.',
        type: TRACKING_MSG.contactType,
      }),
      response: Tracked,
    },
    phoneShow: {
      summary: 'Hiện số điện thoại liên hệ của tin (tính một lượt liên hệ gọi điện)',
      description:
        `Giới hạn ${PHONE_SHOW_LIMITS.visitor.limit} lần mỗi giờ cho mỗi người xem và ${PHONE_SHOW_LIMITS.network.limit} lần mỗi giờ cho mỗi mạng. ` +
        'track: false khi trình duyệt đã tính lượt liên hệ này (bản ghi 30 ngày trong local storage).',
      body: fields(
        {
          classified_id: classifiedId,
          track: Type.Boolean({ default: true, 'x-messages': { type: 'track phải là true hoặc false.' } }),
        },
        ['classified_id'],
        { classified_id: 'Thiếu mã tin.' },
      ),
      response: PhoneShown,
      errors: [400, 404, 429],
    },
  },
)

export type TrackingContract = (typeof trackingContract)['operations']
