// Structured data for job pages (schema.org JobPosting and BreadcrumbList), shared by the
// prerenderer and the browser so both emit the same <script type="application/ld+json">.
import type { JobDetail } from './jobs'

/** A block of job text: paragraphs, and lists made of consecutive lines starting with "- ". */
export type TextBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] }

const BULLET = /^-\s+/

/** Splits description/requirements/benefits text into paragraphs and "- " bullet lists. */
export function jobTextBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = []
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim()
    if (!line) continue
    if (BULLET.test(line)) {
      const item = line.replace(BULLET, '')
      const last = blocks[blocks.length - 1]
      if (last?.kind === 'list') last.items.push(item)
      else blocks.push({ kind: 'list', items: [item] })
    } else {
      blocks.push({ kind: 'paragraph', text: line })
    }
  }
  return blocks
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

const blocksHtml = (text: string) =>
  jobTextBlocks(text)
    .map((block) =>
      block.kind === 'list'
        ? `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
        : `<p>${escapeHtml(block.text)}</p>`,
    )
    .join('')

export const JOB_SECTION_TITLES = {
  description: 'Mô tả công việc',
  requirements: 'Yêu cầu',
  benefits: 'Quyền lợi',
} as const

/** The description Google shows: the three texts as HTML, each under its heading. */
export function jobDescriptionHtml(job: Pick<JobDetail, 'description' | 'requirements' | 'benefits'>): string {
  return (['description', 'requirements', 'benefits'] as const)
    .filter((key) => job[key].trim())
    .map((key) => `<h2>${JOB_SECTION_TITLES[key]}</h2>${blocksHtml(job[key])}`)
    .join('')
}

const trimOrigin = (origin: string) => origin.replace(/\/+$/, '')

/** origin + path with exactly one slash between; absolute URLs are kept. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path
  return `${trimOrigin(origin)}/${path.replace(/^\/+/, '')}`
}

export function jobPostingJsonLd(job: JobDetail, origin: string): object {
  const { organization } = job
  const hasSalary = job.salary_min != null || job.salary_max != null
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: jobDescriptionHtml(job),
    datePosted: job.published_at,
    validThrough: job.expires_at,
    hiringOrganization: {
      '@type': 'Organization',
      name: organization.name,
      ...(organization.website ? { sameAs: organization.website } : {}),
      ...(organization.logo_url ? { logo: absoluteUrl(origin, organization.logo_url) } : {}),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: job.address,
        addressLocality: job.district?.name ?? job.city.name,
        addressRegion: job.city.name,
        addressCountry: 'VN',
      },
    },
    employmentType: job.employment_type.schema_org,
    ...(hasSalary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'VND',
            value: {
              '@type': 'QuantitativeValue',
              ...(job.salary_min != null ? { minValue: job.salary_min } : {}),
              ...(job.salary_max != null ? { maxValue: job.salary_max } : {}),
              unitText: 'MONTH',
            },
          },
        }
      : {}),
    identifier: { '@type': 'PropertyValue', name: organization.name, value: String(job.id) },
    totalJobOpenings: job.quantity,
    directApply: true,
    url: absoluteUrl(origin, job.url),
  }
}

/** BreadcrumbList; an item without url (normally the last, the current page) carries no `item`. */
export function breadcrumbJsonLd(items: Array<{ name: string; url: string }>, origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.name,
      ...(entry.url ? { item: absoluteUrl(origin, entry.url) } : {}),
    })),
  }
}

/**
 * JSON for the body of <script type="application/ld+json">: "<" is escaped so text such as
 * "</script>" or "<!--" cannot end the element; U+2028/U+2029 are escaped for old parsers.
 */
export function jsonLdScript(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}
