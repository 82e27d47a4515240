// The field configs of a place: a province and, optionally, one of its districts (the district's
// list follows the province chosen). Shared by the forms that ask for one (the profile's wished
// place, a job post's, an organisation's address); `province` and `district` change the wording.
import type { FieldConfig } from './field-config'

export const placeFields = (province: Partial<FieldConfig> = {}, district: Partial<FieldConfig> = {}): FieldConfig[] => [
  {
    name: 'city_id',
    label: 'Tỉnh/thành phố',
    placeholder: 'Chọn tỉnh/thành phố',
    message: 'tỉnh/thành phố',
    input_type: 'location',
    dataSources: { from: 'cities', name: 'provinces' },
    is_required: true,
    ...province,
  },
  {
    name: 'district_id',
    label: 'Quận/huyện',
    placeholder: 'Chọn quận/huyện',
    message: 'quận/huyện',
    input_type: 'location',
    dataSources: { from: 'cities', name: 'districts', parent_field: 'city_id' },
    is_required: false,
    ...district,
  },
]
