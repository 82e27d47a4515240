// A job's place of work as its page writes it (only the job page needs it: kept out of
// domain/jobs.ts, which every public page loads, and off the text helpers, which would move into
// the chunk the job page shares with the lists).

/**
 * A word without case or accents ("quan" is "Quận"; đ stays its own letter: it has no decomposed
 * form). Not Intl.Collator, whose first use costs a page about 40 ms of main thread at Lighthouse's
 * 4x slowdown (docs/decisions/0056-main-thread.md).
 */
const folded = (word: string) => word.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase()
const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean)

/** Whether `name` appears in `words` as whole consecutive words. */
function names(words: string[], name: string): boolean {
  const wanted = wordsOf(name)
  if (!wanted.length) return true
  return words.some((_, start) => wanted.every((word, i) => start + i < words.length && folded(words[start + i]) === folded(word)))
}

/**
 * Where the job is done, as its page writes it: the typed address, then the district and the
 * province picked in the posting form, each left out when the address already names it (as whole
 * words: "Quận 1" is not in "Quận 10").
 */
export function workplaceText(job: { address: string; district: { name: string } | null; city: { name: string } }): string {
  const address = job.address.trim()
  const words = wordsOf(address)
  const picked = [job.district?.name, job.city.name].filter((name): name is string => !!name && !names(words, name))
  return [address, ...picked].filter(Boolean).join(', ')
}
