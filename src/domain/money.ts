// Money is integer đồng. Display: dot thousands + "đ"; words: đồng/nghìn/triệu/tỷ.

/**
 * A whole number with dots between thousands, as Vietnamese writes it ("1.234.567"): what
 * toLocaleString('vi-VN') gives, without Intl, whose first use costs a public page 10-150 ms of
 * main thread at Lighthouse's 4x slowdown (docs/decisions/0056-main-thread.md).
 */
export const formatCount = (n: number): string => {
  const whole = Math.trunc(n)
  return `${whole < 0 ? '-' : ''}${Math.abs(whole)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`
}

export const formatMoney = (amount: number): string => `${formatCount(amount)}đ`

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
      parts.push(`${formatCount(Math.floor(rest / size))} ${word}`)
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
