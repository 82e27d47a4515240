// The saved-search rules the site and the API share: what a search must hold to be saved, what a
// name may be (NFC, spaces collapsed, 1 to 100 characters), the limits and the API's messages (its
// shapes: contract/saved-searches.ts).
export const SEARCH_NAME_MAX = 100

export const SEARCH_NAME_MSG = {
  empty: 'Hãy nhập từ khóa hoặc chọn ít nhất một bộ lọc trước khi lưu tìm kiếm.',
  nameRequired: 'Vui lòng nhập tên tìm kiếm',
  nameTooLong: `Tên tìm kiếm tối đa ${SEARCH_NAME_MAX} ký tự`,
} as const

export const cleanSearchName = (raw: string) => raw.normalize('NFC').replace(/\s+/g, ' ').trim()

/** What is wrong with a typed name (code and message), or null. */
export function searchNameProblem(raw: string): { code: 'name_required' | 'name_too_long'; message: string } | null {
  const name = cleanSearchName(raw)
  if (!name) return { code: 'name_required', message: SEARCH_NAME_MSG.nameRequired }
  if ([...name].length > SEARCH_NAME_MAX) return { code: 'name_too_long', message: SEARCH_NAME_MSG.nameTooLong }
  return null
}

export const SAVED_SEARCHES = {
  maxPerUser: 20,
  nameMax: SEARCH_NAME_MAX,
  queryMax: 1000,
} as const

/** A search's name inside a sentence: in quotes, unless it already quotes its keyword (“kế toán” tại Hà Nội). */
export const quoteName = (name: string) => (name.includes('“') ? name : `“${name}”`)

export const SAVED_SEARCH_MSG = {
  created: (name: string) => `Đã lưu tìm kiếm ${quoteName(name)}. Bạn sẽ nhận thông báo khi có việc làm mới phù hợp.`,
  renamed: 'Đã cập nhật tìm kiếm đã lưu.',
  deleted: 'Đã xóa tìm kiếm đã lưu.',
  notFound: 'Không tìm thấy tìm kiếm đã lưu.',
  empty: SEARCH_NAME_MSG.empty,
  duplicate: 'Bạn đã lưu tìm kiếm này rồi.',
  limit: `Bạn chỉ lưu được tối đa ${SAVED_SEARCHES.maxPerUser} tìm kiếm. Hãy xóa bớt tìm kiếm cũ để lưu tìm kiếm mới.`,
  nameRequired: SEARCH_NAME_MSG.nameRequired,
  nameTooLong: SEARCH_NAME_MSG.nameTooLong,
  nothingToUpdate: 'Không có thông tin nào để cập nhật.',
} as const
