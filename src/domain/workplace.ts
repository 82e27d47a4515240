// A job's place of work as its page writes it (only the job page needs it: kept out of
// domain/jobs.ts, which every public page loads).
import { slugify } from './text'

/**
 * Where the job is done, as its page writes it: the typed address, then the district and the
 * province picked in the posting form, each left out when the address already names it (as whole
 * words: "Quận 1" is not in "Quận 10").
 */
export function workplaceText(job: { address: string; district: { name: string } | null; city: { name: string } }): string {
  const address = job.address.trim()
  const words = `-${slugify(address)}-`
  const picked = [job.district?.name, job.city.name].filter((name): name is string => !!name && !words.includes(`-${slugify(name)}-`))
  return [address, ...picked].filter(Boolean).join(', ')
}
