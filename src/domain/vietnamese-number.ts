// Vietnamese amounts in words, as an invoice writes them ("Một triệu không trăm tám mươi nghìn đồng"):
// groups of three digits read with mười/mươi, mốt, lăm, linh and "không trăm" inside a number.

const DIGITS = ['không', 'một', 'hai', 'ba', 'bốn', 'năm', 'sáu', 'bảy', 'tám', 'chín']
const SCALES = ['', 'nghìn', 'triệu', 'tỷ']

/** Three digits; `full` when a higher group precedes (then "không trăm" and "linh" are said). */
function readGroup(n: number, full: boolean): string {
  const hundreds = Math.floor(n / 100)
  const tens = Math.floor((n % 100) / 10)
  const units = n % 10
  const words: string[] = []
  if (full || hundreds > 0) words.push(DIGITS[hundreds], 'trăm')
  if (tens === 0) {
    if (units > 0 && words.length) words.push('linh')
  } else if (tens === 1) words.push('mười')
  else words.push(DIGITS[tens], 'mươi')
  if (units === 0) return words.join(' ')
  if (units === 1 && tens >= 2) words.push('mốt')
  else if (units === 5 && tens >= 1) words.push('lăm')
  else if (units === 4 && tens >= 2) words.push('tư')
  else words.push(DIGITS[units])
  return words.join(' ')
}

/** A non-negative integer in Vietnamese words, lower case ("một tỷ không trăm linh năm triệu"). */
export function numberInWords(value: number): string {
  const n = Math.trunc(Math.abs(value))
  if (n === 0) return DIGITS[0]
  // tỷ repeats for larger numbers: split off whole billions and read them as a number
  if (n >= 1_000_000_000) {
    const billions = Math.floor(n / 1_000_000_000)
    const rest = n % 1_000_000_000
    const head = `${numberInWords(billions)} tỷ`
    return rest === 0 ? head : `${head} ${readBelowBillion(rest, true)}`
  }
  return readBelowBillion(n, false)
}

function readBelowBillion(n: number, full: boolean): string {
  const groups: number[] = []
  for (let rest = n; rest > 0 || groups.length === 0; rest = Math.floor(rest / 1000)) groups.push(rest % 1000)
  // inside a larger number every group is read in full, even the leading one
  while (full && groups.length < 3) groups.push(0)
  const words: string[] = []
  let started = false
  for (let i = groups.length - 1; i >= 0; i--) {
    const group = groups[i]
    if (group === 0) {
      if (full && i === groups.length - 1) started = true
      continue
    }
    words.push(readGroup(group, started || full))
    if (SCALES[i]) words.push(SCALES[i])
    started = true
  }
  return words.join(' ')
}

/** An amount of đồng as an invoice writes it: capitalised, "đồng" at the end. */
export const moneyInFullWords = (amount: number): string => {
  const words = `${numberInWords(amount)} đồng`
  return words.charAt(0).toUpperCase() + words.slice(1)
}
