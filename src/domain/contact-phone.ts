// How a job's contact phone is shown: in groups of 4-3-3 ("0912 345 678"), and on public pages,
// before the visitor asks for it, with at least its last three digits hidden ("0912 345 ***").

const digitsOf = (phone: string) => phone.replace(/\D/g, '')

const grouped = (chars: string) => [chars.slice(0, 4), chars.slice(4, 7), chars.slice(7)].filter(Boolean).join(' ')

/** "0912345678" -> "0912 345 678" (from the left: 4, 3, the rest). */
export const formatPhone = (phone: string): string => grouped(digitsOf(phone))

/** "0912345678" -> "0912 345 ***": at most the first seven digits, never the last three; '' without a number. */
export function maskPhone(phone: string): string {
  const digits = digitsOf(phone)
  const shown = Math.min(7, Math.max(0, digits.length - 3))
  return grouped(digits.slice(0, shown) + '*'.repeat(digits.length - shown))
}
