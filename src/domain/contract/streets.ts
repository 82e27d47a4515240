// The streets' contract (docs/decisions/0026-streets.md, 0035-api-contract.md): the posting form's
// street field lists a district's streets as one types and adds one it does not find. Listing is
// public (a signed-in caller also sees the streets they added); adding is for verified accounts,
// like posting, and at most STREET.addsPerHour new streets an hour.
import { Type, type Static } from '@sinclair/typebox'
import { STREET, STREET_MSG } from '../streets'
import type { IntegerRule } from '../validation/rules'
import { defineContract } from './define'
import { fields } from './schema'
import { streetsPaths } from './streets.paths'

/** A street as the API answers it. */
export const Street = Type.Object({
  id: Type.Integer(),
  district_id: Type.Integer(),
  name: Type.String(),
  /** false: only its adders see it until a job naming it is approved */
  is_public: Type.Boolean(),
})
export type Street = Static<typeof Street>

const DISTRICT_MESSAGE = 'Quận/huyện (district_id) không hợp lệ.'
const districtRule: IntegerRule = {
  type: 'integer',
  label: 'Quận/huyện (district_id)',
  required: STREET_MSG.districtRequired,
  min: { value: 1, message: DISTRICT_MESSAGE },
  max: { value: 2_147_483_647, message: DISTRICT_MESSAGE },
}

export const streetsContract = defineContract('streets', ['/listing/v1/streets'], streetsPaths, {
  list: {
    summary: 'Đường của một quận/huyện (q: tìm theo tên, không dấu)',
    query: fields(
      {
        district_id: districtRule,
        q: { type: 'string', label: 'Từ khóa (q)', maxLength: { value: STREET.nameMax, message: STREET_MSG.nameLong } },
        limit: {
          type: 'integer',
          label: 'limit',
          min: { value: 1, message: 'limit phải lớn hơn 0.' },
          max: { value: STREET.listMax, message: `limit tối đa ${STREET.listMax}.` },
        },
      },
      ['district_id'],
    ),
    response: Type.Array(Street),
  },
  add: {
    summary: `Thêm đường mới (trùng tên trong quận/huyện: trả đường đã có; tối đa ${STREET.addsPerHour} đường mới mỗi giờ)`,
    body: fields(
      {
        district_id: districtRule,
        // the exact length and characters are checked after trimming (streetNameError)
        name: { type: 'string', label: 'Tên đường', required: STREET_MSG.nameRequired, maxLength: { value: 1000, message: STREET_MSG.nameLong } },
      },
      ['district_id', 'name'],
    ),
    response: Street,
    created: true,
    errors: [400, 401, 403, 429],
  },
})

export type StreetsContract = (typeof streetsContract)['operations']
