// Display formats for job pages. Everything here is deterministic (fixed time zone, no "x days
// ago") so the prerendered HTML and the first client render are identical.
import { formatVnDate } from '../../domain/dates'
import { formatMoney, moneyInWords } from '../../domain/money'

/** dd/MM/yyyy in Vietnam time; '' for an invalid date. */
export const formatDate = formatVnDate

const NEGOTIABLE = 'Thỏa thuận'
const withoutUnit = (words: string) => words.replace(/ đồng$/, '')

/**
 * Full salary for the detail page: amounts and words, e.g.
 * "10.000.000đ - 15.000.000đ (10 triệu - 15 triệu đồng)", "Từ 8.000.000đ (8 triệu đồng)", "Thỏa thuận".
 */
export function salaryText(min: number | null, max: number | null): string {
  if (min == null && max == null) return NEGOTIABLE
  if (min != null && max != null) {
    if (min === max) return `${formatMoney(min)} (${moneyInWords(min)})`
    return `${formatMoney(min)} - ${formatMoney(max)} (${withoutUnit(moneyInWords(min))} - ${moneyInWords(max)})`
  }
  if (min != null) return `Từ ${formatMoney(min)} (${moneyInWords(min)})`
  return `Đến ${formatMoney(max as number)} (${moneyInWords(max as number)})`
}

/** "Quận 1, TP. Hồ Chí Minh" or the city alone. */
export const placeLabel = (job: { district: { name: string } | null; city: { name: string } }) =>
  job.district ? `${job.district.name}, ${job.city.name}` : job.city.name
