// Deterministic data factories shared by the seed, the benchmarks' million-job generator, the API
// tests and the e2e tests. Row i is a pure function of (i, anchor): the same input gives the same row.
import { seedLogoUrl } from './logos'
import { JOB_CATEGORY_ID, REVIEW_STATUS, SERVICE } from '../../../src/domain/constants'
import { foldText, normalizeText, slugify } from '../../../src/domain/text'
import * as corpus from './data/corpus'
import { checkJobPostText } from '../../../src/domain/moderation/job-scam-rules'
import type { PostingHit } from '../../../src/domain/contract/posting'
import { postingHit } from '../../../src/domain/posting/fields'
import { ORGANIZATION_SIZES } from '../../../src/domain/organizations/fields'
import { taxCheckDigit } from '../../../src/domain/organizations/tax-code'
import { VERIFY_STATUS } from '../../../src/domain/organizations/statuses'
import { ages, educations, employmentTypes, experiences, genders, jobTypes } from './data/job-config'
import { districts, provinces } from './data/places'

const DAY = 86_400_000

/** mulberry32: small, fast, good enough for realistic fake data. */
export function rng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)]
const pickMany = <T>(r: () => number, list: readonly T[], n: number): T[] => {
  const copy = [...list]
  const out: T[] = []
  while (out.length < n && copy.length) out.push(copy.splice(Math.floor(r() * copy.length), 1)[0])
  return out
}
const int = (r: () => number, min: number, max: number) => min + Math.floor(r() * (max - min + 1))

// Where jobs are: weighted like a real Vietnamese board (HCMC and Hà Nội dominate).
const CITY_WEIGHTS: Array<[number, number]> = [
  [2, 36],
  [1, 30],
  [3, 7],
  [4, 5],
  [5, 3],
  [6, 2],
]
function pickCity(r: () => number): number {
  const roll = r() * 100
  let acc = 0
  for (const [id, weight] of CITY_WEIGHTS) {
    acc += weight
    if (roll < acc) return id
  }
  return pick(r, provinces.slice(6)).id
}

const districtsByProvince = new Map<number, typeof districts>()
for (const d of districts) {
  const list = districtsByProvince.get(d.provinceId) ?? []
  list.push(d)
  districtsByProvince.set(d.provinceId, list)
}

export const SEED_ORGANIZATIONS = 240
export const SEED_JOBS = 3000
export const FIRST_JOB_ID = 10001

export interface OrganizationRow {
  id: number
  code: string
  name: string
  slug: string
  logoUrl: string | null
  description: string
  address: string
  cityId: number
  street: string
  districtId: number | null
  size: string
  sizeId: number
  industryId: number
  website: string | null
  taxCode: string
  organizationType: number
  isPartner: boolean
  verifyStatus: number
  /** verified for the organisations marked "Đã xác thực" (5), which needs one (decision 0022) */
  email: string | null
}

/**
 * A valid tax code, unique per organisation: eight digits from its id (a bijection), a ninth from the
 * draw that makes a check digit possible; a household business's 12-digit personal number.
 */
function seedTaxCode(id: number, draw: number, branch: number | null, household: boolean, cityId: number): string {
  const prefix = String(10_000_000 + ((id * 104_729) % 90_000_000))
  if (household) return `0${String((cityId % 96) + 1).padStart(2, '0')}${prefix}${draw % 10}`
  let nine = ''
  for (let k = 0; k < 10 && !nine; k++) if (taxCheckDigit(`${prefix}${(draw + k) % 10}`) !== null) nine = `${prefix}${(draw + k) % 10}`
  return `${nine}${taxCheckDigit(nine)}${branch === null ? '' : `-${String(branch).padStart(3, '0')}`}`
}

export function makeOrganization(index: number): OrganizationRow {
  const r = rng(1_000_003 * (index + 1))
  const household = r() < 0.08
  const prefix = household ? 'Hộ kinh doanh' : pick(r, corpus.companyPrefixes.filter((p) => p !== 'Hộ kinh doanh'))
  const core = corpus.companyCores[index % corpus.companyCores.length]
  const sector = household ? '' : ` ${pick(r, corpus.companySectors)}`
  // Cores repeat after the list is used up; a roman-free numeric suffix keeps names unique.
  const round = Math.floor(index / corpus.companyCores.length)
  const name = normalizeText(`${prefix}${sector} ${core}${round ? ` ${round + 1}` : ''}`)
  const cityId = pickCity(r)
  const district = districtsByProvince.get(cityId)
  const province = provinces.find((p) => p.id === cityId)!
  const place = district?.length ? pick(r, district) : null
  const area = place ? `${place.name}, ` : ''
  const id = index + 1
  const description = normalizeText(pick(r, corpus.orgDescriptions).replaceAll('{name}', name))
  const street = normalizeText(`${int(r, 1, 399)} ${pick(r, corpus.streetNames)}`)
  const size = pick(r, ORGANIZATION_SIZES)
  const website = household ? null : `https://${slugify(core).replace(/-/g, '')}.vn`
  const nine = int(r, 100_000_000, 999_999_999)
  const branch = r() < 0.3 ? int(r, 1, 999) : null
  // staff verified the partners (docs/decisions/0021-verification-and-staff.md); the others never asked
  const isPartner = r() < 0.18
  r() // a draw the verify status once took: kept, so every later draw (and the seed) stays the same
  const organization = {
    id,
    code: `ORG${String(id).padStart(6, '0')}`,
    name,
    slug: slugify(name),
    logoUrl: seedLogoUrl(id),
    description,
    address: `${street}, ${area}${province.name}`,
    street,
    districtId: place?.id ?? null,
    cityId,
    size: size.name,
    sizeId: size.id,
    website,
    taxCode: seedTaxCode(id, nine, branch, household, cityId),
    organizationType: household ? 2 : 1,
    isPartner,
    verifyStatus: isPartner ? VERIFY_STATUS.verified : VERIFY_STATUS.waitingVerify,
    industryId: pick(r, jobTypes).id,
  }
  // "Đã xác thực" needs a verified e-mail on the organisation's own domain (docs/decisions/0022)
  const mailDomain = website ? new URL(website).hostname : `${slugify(core).replace(/-/g, '')}.vn`
  return { ...organization, email: organization.verifyStatus === VERIFY_STATUS.verified ? `tuyendung@${mailDomain}` : null }
}

export interface JobRow {
  id: number
  slug: string
  title: string
  organizationId: number
  categoryId: number
  subcategoryId: number
  jobTypeId: number
  employmentTypeId: number
  cityId: number
  districtId: number | null
  address: string
  salaryMin: number | null
  salaryMax: number | null
  experienceId: number
  educationId: number
  genderId: number
  ageId: number
  quantity: number
  description: string
  requirements: string
  benefits: string
  contactName: string
  contactPhone: string
  contactEmail: string | null
  serviceIds: number[]
  reviewStatus: number
  /** why a waiting post waits (what its owner reads) and the rules that fired (what staff read) */
  reviewReason: string | null
  reviewHits: PostingHit[] | null
  isHidden: boolean
  publishedAt: Date
  expiresAt: Date
  pushedAt: Date
  createdAt: Date
  searchText: string
}

export interface JobFactoryOptions {
  /** "Now" of the data set: posting dates lie before it, most expiry dates after it. */
  anchor: Date
  organizations?: number
}

const bullet = (lines: string[]) => lines.map((line) => `- ${line}`).join('\n')

function salary(r: () => number): [number | null, number | null] {
  const roll = r()
  if (roll < 0.14) return [null, null]
  const min = int(r, 6, 60) * 500_000 // 3 - 30 triệu
  if (roll < 0.22) return [min, null]
  const span = int(r, 2, 16) * 500_000
  return [min, min + span]
}

/** The line a waiting post's benefits end with: talk moved to Zalo (the rest of its text is clean). */
export const waitingReasonLine = (phone: string) => `\n- Liên hệ Zalo ${phone} để được phỏng vấn nhanh`

export function makeJob(index: number, options: JobFactoryOptions): JobRow {
  const r = rng(2_000_029 * (index + 1))
  const orgCount = options.organizations ?? SEED_ORGANIZATIONS
  const organization = makeOrganization(Math.floor(r() * orgCount))
  const jobType = pick(r, jobTypes)
  const titles = corpus.titlesByJobType[jobType.slug] ?? [jobType.name]
  const cityId = r() < 0.6 ? organization.cityId : pickCity(r)
  const province = provinces.find((p) => p.id === cityId)!
  const areaList = districtsByProvince.get(cityId)
  const district = areaList?.length && r() < 0.88 ? pick(r, areaList) : null
  const title = normalizeText(pick(r, titles).replaceAll('{city}', province.name))
  const [salaryMin, salaryMax] = salary(r)
  const employment = r() < 0.78 ? employmentTypes[0] : pick(r, employmentTypes)
  const duties = [
    ...pickMany(r, corpus.dutiesByJobType[jobType.slug] ?? [], 3),
    ...pickMany(r, corpus.genericDuties, 2),
  ]
  const ageDays = Math.floor(r() ** 1.6 * 75) // more recent posts than old ones
  const publishedAt = new Date(options.anchor.getTime() - ageDays * DAY - int(r, 0, 86_399) * 1000)
  const expiresAt = new Date(publishedAt.getTime() + int(r, 20, 60) * DAY)
  const pushedAt = r() < 0.15 ? new Date(Math.min(options.anchor.getTime(), publishedAt.getTime() + int(r, 1, 10) * DAY)) : publishedAt
  const services: number[] = []
  if (r() < 0.07) services.push(SERVICE.urgent)
  if (r() < 0.05) services.push(SERVICE.topads)
  const statusRoll = r()
  const reviewStatus =
    statusRoll < 0.95 ? REVIEW_STATUS.approved : statusRoll < 0.98 ? REVIEW_STATUS.waiting : REVIEW_STATUS.rejected
  const street = `${int(r, 1, 399)} ${pick(r, corpus.streetNames)}`
  const id = FIRST_JOB_ID + index
  const requirements = bullet(pickMany(r, corpus.requirementLines, int(r, 3, 5)))
  let benefits = bullet(pickMany(r, corpus.benefitLines, int(r, 3, 6)))
  const contactName = pick(r, corpus.contactNames)
  const contactPhone = `0${pick(r, ['9', '8', '3', '7'])}${String(int(r, 10_000_000, 99_999_999))}`
  const contactEmail = r() < 0.6 ? `tuyendung@${slugify(organization.name).slice(0, 24).replace(/-+$/, '')}.vn` : null
  // a waiting post waits for a reason: it moves the talk to Zalo, which the scam rules send to staff
  let review: Pick<JobRow, 'reviewReason' | 'reviewHits'> = { reviewReason: null, reviewHits: null }
  if (reviewStatus === REVIEW_STATUS.waiting) {
    benefits += waitingReasonLine(contactPhone)
    const hits = checkJobPostText([{ field: 'benefits', label: 'Quyền lợi', text: benefits }]).map(postingHit)
    review = { reviewReason: [...new Set(hits.map((hit) => hit.message))].join(' '), reviewHits: hits }
  }
  return {
    id,
    slug: slugify(title),
    title,
    organizationId: organization.id,
    categoryId: JOB_CATEGORY_ID,
    subcategoryId: jobType.subcategoryId,
    jobTypeId: jobType.id,
    employmentTypeId: employment.id,
    cityId,
    districtId: district?.id ?? null,
    address: normalizeText(`${street}, ${district ? `${district.name}, ` : ''}${province.name}`),
    salaryMin,
    salaryMax,
    experienceId: pick(r, experiences).id,
    educationId: pick(r, educations).id,
    genderId: r() < 0.75 ? genders[0].id : pick(r, genders).id,
    ageId: r() < 0.5 ? ages[0].id : pick(r, ages).id,
    quantity: int(r, 1, r() < 0.8 ? 5 : 30),
    description: normalizeText(`${organization.name} cần tuyển ${title.toLowerCase()} làm việc tại ${province.name}.`) +
      `\n${bullet(duties)}`,
    requirements,
    benefits,
    contactName,
    contactPhone,
    contactEmail,
    serviceIds: services,
    reviewStatus,
    ...review,
    isHidden: r() < 0.01,
    publishedAt,
    expiresAt,
    pushedAt,
    createdAt: publishedAt,
    searchText: foldText(`${title} ${organization.name}`),
  }
}
