// The saved-search rules the site and the API share: what a search must hold to be saved and what
// a name may be (NFC, spaces collapsed, 1 to 100 characters).
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
