// The letters of an organisation's tile (docs/decisions/0050-organization-logos.md): the initials of
// its own name, the words after its legal form ("Công ty TNHH", "Tập đoàn" ...), so a list of
// companies does not read as a row of identical "C"s.

const LEGAL_FORM = /^((chi nhánh|công ty|cty|tnhh|cổ phần|cp|mtv|một thành viên|tập đoàn|hộ kinh doanh|doanh nghiệp tư nhân|dntn)\s+)+/iu

/** "Công ty TNHH Công nghệ Minh Phát" -> "MP", "Tập đoàn Sao Việt 2" -> "SV", "Hải Âu" -> "HÂ", "FPT" -> "F". */
export function organizationInitials(name: string): string {
  return name
    .trim()
    .replace(LEGAL_FORM, '')
    .split(/\s+/)
    .filter((word) => word && !/^\d/.test(word))
    .slice(-2)
    .map((word) => word.charAt(0))
    .join('')
    .toLocaleUpperCase('vi')
}
