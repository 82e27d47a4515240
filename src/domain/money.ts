// Money is integer đồng. Display: dot thousands + "đ"; words: đồng/nghìn/triệu/tỷ.

export const formatMoney = (amount: number): string =>
  `${Math.trunc(amount)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')}đ`

/** A range in full amounts, e.g. "8.000.000đ - 12.000.000đ", "Từ 8.000.000đ"; null when both ends are open. */
export function moneyRange(min: number | null, max: number | null): string | null {
  if (min === null && max === null) return null
  if (min !== null && max !== null) return `${formatMoney(min)} - ${formatMoney(max)}`
  return min !== null ? `Từ ${formatMoney(min)}` : `Đến ${formatMoney(max!)}`
}

const UNITS: Array<[number, string]> = [
  [1_000_000_000, 'tỷ'],
  [1_000_000, 'triệu'],
  [1_000, 'nghìn'],
]

/** Compact words, e.g. 15500000 -> "15 triệu 500 nghìn đồng"; 0 -> "0 đồng". */
export const moneyInWords = (amount: number): string => {
  let rest = Math.max(0, Math.trunc(amount))
  if (rest === 0) return '0 đồng'
  const parts: string[] = []
  for (const [size, word] of UNITS) {
    if (rest >= size) {
      parts.push(`${Math.floor(rest / size).toLocaleString('vi-VN')} ${word}`)
      rest %= size
    }
  }
  if (rest > 0) parts.push(String(rest))
  return `${parts.join(' ')} đồng`
}

/** Short salary label for cards: "10 - 15 triệu", "Từ 8 triệu", "Đến 20 triệu", "Thỏa thuận". */
export const salaryLabel = (min: number | null, max: number | null): string => {
  const m = (v: number) => {
    const millions = v / 1_000_000
    return `${Number.isInteger(millions) ? millions : millions.toFixed(1).replace('.', ',')}`
  }
  if (min == null && max == null) return 'Thỏa thuận'
  if (min != null && max != null) return min === max ? `${m(min)} triệu` : `${m(min)} - ${m(max)} triệu`
  if (min != null) return `Từ ${m(min)} triệu`
  return `Đến ${m(max as number)} triệu`
}
