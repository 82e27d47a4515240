// `npx tsx scripts/generate-popular-searches.ts`: writes content/popular-searches.json, the landing pages
// at /tuyen-dung-{slug}, from the seed ids (provinces, districts, job types). Deterministic: the same
// input always gives the same file, in the order below. Editors may change the file afterwards in /admin
// (docs/cms.md); running this script again overwrites their changes.
// The output is checked with the build's rules (scripts/content-check.ts) before it is written; any
// problem stops the script with a list of errors.
import fs from 'node:fs'
import path from 'node:path'
import { jobTypes } from '../server/db/seed/data/job-config'
import { districts, provinces } from '../server/db/seed/data/places'
import { DESCRIPTION_MAX, DESCRIPTION_MIN, SITE_NAME, popularSearchProblems } from './content-check'

const OUTPUT = path.resolve('content/popular-searches.json')

interface Filters {
  city_id?: number
  district_id?: number
  job_types?: number[]
}

interface Entry {
  slug: string
  title: string
  description: string
  filters: Filters
}

/**
 * Job types people search for most, most popular first. `phrase` is the name as written inside a
 * sentence (lower case except English terms and proper nouns). Job type 24 "Tuyển dụng" is left out:
 * its slug would make /tuyen-dung-tuyen-dung.
 */
const POPULAR_JOB_TYPES: { id: number; phrase: string }[] = [
  { id: 1, phrase: 'nhân viên bán hàng' },
  { id: 2, phrase: 'nhân viên kinh doanh' },
  { id: 8, phrase: 'kế toán' },
  { id: 62, phrase: 'lao động phổ thông' },
  { id: 28, phrase: 'công nhân sản xuất' },
  { id: 37, phrase: 'tài xế' },
  { id: 38, phrase: 'nhân viên giao hàng' },
  { id: 41, phrase: 'nhân viên phục vụ' },
  { id: 59, phrase: 'nhân viên chăm sóc khách hàng' },
  { id: 18, phrase: 'nhân viên marketing' },
  { id: 25, phrase: 'nhân viên hành chính văn phòng' },
  { id: 12, phrase: 'lập trình viên' },
  { id: 83, phrase: 'bảo vệ' },
  { id: 4, phrase: 'nhân viên thu ngân' },
  { id: 26, phrase: 'nhân viên lễ tân' },
  { id: 3, phrase: 'nhân viên tư vấn bán hàng' },
  { id: 60, phrase: 'nhân viên telesales' },
  { id: 23, phrase: 'chuyên viên nhân sự' },
  { id: 42, phrase: 'đầu bếp' },
  { id: 44, phrase: 'nhân viên pha chế' },
  { id: 39, phrase: 'nhân viên kho vận' },
  { id: 84, phrase: 'nhân viên tạp vụ' },
  { id: 9, phrase: 'kế toán tổng hợp' },
  { id: 7, phrase: 'nhân viên bán hàng online' },
  { id: 19, phrase: 'nhân viên Digital Marketing' },
  { id: 66, phrase: 'nhân viên thiết kế đồ họa' },
  { id: 48, phrase: 'giáo viên' },
  { id: 49, phrase: 'giáo viên tiếng Anh' },
  { id: 51, phrase: 'gia sư' },
  { id: 52, phrase: 'dược sĩ' },
  { id: 53, phrase: 'điều dưỡng' },
  { id: 70, phrase: 'thợ điện' },
  { id: 87, phrase: 'nhân viên xuất nhập khẩu' },
  { id: 5, phrase: 'quản lý cửa hàng' },
  { id: 43, phrase: 'phụ bếp' },
  { id: 65, phrase: 'công nhân đóng gói' },
  { id: 31, phrase: 'thợ may' },
  { id: 10, phrase: 'kế toán kho' },
  { id: 61, phrase: 'tổng đài viên' },
  { id: 27, phrase: 'thư ký, trợ lý' },
  { id: 33, phrase: 'kỹ sư xây dựng' },
  { id: 76, phrase: 'môi giới bất động sản' },
  { id: 85, phrase: 'phiên dịch viên' },
  { id: 50, phrase: 'giáo viên mầm non' },
  { id: 56, phrase: 'giao dịch viên ngân hàng' },
  { id: 30, phrase: 'nhân viên kiểm soát chất lượng (QC)' },
  { id: 20, phrase: 'nhân viên Content Marketing' },
  { id: 13, phrase: 'kiểm thử phần mềm (tester)' },
  { id: 16, phrase: 'chuyên viên phân tích dữ liệu' },
  { id: 63, phrase: 'người giúp việc' },
  { id: 64, phrase: 'nhân viên bốc xếp' },
  { id: 46, phrase: 'nhân viên lễ tân khách sạn' },
  { id: 45, phrase: 'nhân viên buồng phòng' },
  { id: 73, phrase: 'kỹ thuật viên điện lạnh' },
  { id: 72, phrase: 'thợ cơ khí' },
  { id: 75, phrase: 'thợ sửa chữa ô tô, xe máy' },
  { id: 80, phrase: 'kỹ thuật viên spa' },
  { id: 81, phrase: 'thợ làm nail' },
  { id: 58, phrase: 'tư vấn viên bảo hiểm' },
  { id: 29, phrase: 'công nhân vận hành máy' },
  { id: 54, phrase: 'bác sĩ' },
  { id: 35, phrase: 'kiến trúc sư' },
]

/** How many of the job types above (from the top) get a page per city in COMBO_CITY_IDS. */
const COMBO_JOB_TYPE_COUNT = 46
const COMBO_CITY_IDS = [2, 1] // TP. Hồ Chí Minh, Hà Nội
const CITY_IDS = [2, 1, 3] // TP. Hồ Chí Minh, Hà Nội, Đà Nẵng
/** Short names used in slugs and sentences; the title keeps the full seed name. */
const CITY_SLUGS: Record<number, string> = { 1: 'ha-noi', 2: 'ho-chi-minh', 3: 'da-nang' }
/** The 22 former districts of the old TP. Hồ Chí Minh and the 12 former urban districts (quận) of Hà Nội. */
const DISTRICT_IDS = [
  ...Array.from({ length: 22 }, (_, i) => 2001 + i),
  ...Array.from({ length: 12 }, (_, i) => 1001 + i),
]

const CLOSING = `Ứng tuyển nhanh, miễn phí trên ${SITE_NAME}.`

/** Sentence templates: the first whose result fits the length limits is used, starting at a rotating index. */
const JOB_TYPE_TEMPLATES = [
  (p: string) => `Tuyển dụng ${p} mới nhất trên toàn quốc, lương hấp dẫn, cập nhật hằng ngày từ doanh nghiệp uy tín. ${CLOSING}`,
  (p: string) => `Việc làm ${p} lương tốt, tin tuyển dụng mới mỗi ngày cho người mới lẫn người có kinh nghiệm. ${CLOSING}`,
  (p: string) => `Tìm việc làm ${p} với nhiều mức lương và hình thức làm việc, cập nhật liên tục từ doanh nghiệp uy tín. ${CLOSING}`,
  (p: string) => `Tuyển dụng ${p} mới nhất, lương hấp dẫn, cập nhật hằng ngày từ doanh nghiệp uy tín. ${CLOSING}`,
  (p: string) => `Tuyển ${p} mới nhất, lương hấp dẫn, cập nhật hằng ngày. ${CLOSING}`,
]
const CITY_TEMPLATES = [
  (c: string) => `Việc làm tại ${c} lương cao, tin tuyển dụng mới mỗi ngày ở mọi ngành nghề từ doanh nghiệp uy tín. ${CLOSING}`,
  (c: string) => `Tìm việc làm tại ${c} lương cao, cập nhật hằng ngày từ doanh nghiệp uy tín. ${CLOSING}`,
]
const DISTRICT_TEMPLATES = [
  (d: string, c: string) => `Việc làm khu vực ${d}, ${c} gần nhà, đủ ngành nghề, lương hấp dẫn, cập nhật hằng ngày. ${CLOSING}`,
  (d: string, c: string) => `Tìm việc làm gần nhà ở khu vực ${d}, ${c}: tin tuyển dụng mới mỗi ngày, lương tốt. ${CLOSING}`,
  (d: string, c: string) => `Việc làm khu vực ${d}, ${c} gần nhà, cập nhật hằng ngày. ${CLOSING}`,
]
const COMBO_TEMPLATES = [
  (p: string, c: string) => `Tìm việc làm ${p} tại ${c} lương cao, cập nhật hằng ngày từ doanh nghiệp uy tín. ${CLOSING}`,
  (p: string, c: string) => `Tuyển dụng ${p} tại ${c} mới nhất, mức lương hấp dẫn, tin mới được đăng mỗi ngày. ${CLOSING}`,
  (p: string, c: string) => `Việc làm ${p} ở ${c}: tin tuyển dụng mới mỗi ngày từ doanh nghiệp uy tín, lương tốt. ${CLOSING}`,
  (p: string, c: string) => `Tuyển ${p} tại ${c}, cập nhật hằng ngày. ${CLOSING}`,
]

const length = (s: string) => [...s].length

function describe<A extends unknown[]>(templates: ((...args: A) => string)[], start: number, ...args: A): string {
  const candidates = templates.map((_, i) => templates[(start + i) % templates.length](...args))
  const fit = candidates.find((d) => length(d) >= DESCRIPTION_MIN && length(d) <= DESCRIPTION_MAX)
  if (!fit) throw new Error(`Không có mẫu mô tả nào dài ${DESCRIPTION_MIN}-${DESCRIPTION_MAX} ký tự cho: ${args.join(', ')}`)
  return fit
}

function build(): Entry[] {
  const jobTypeById = new Map(jobTypes.map((t) => [t.id, t]))
  const provinceById = new Map(provinces.map((p) => [p.id, p]))
  const districtById = new Map(districts.map((d) => [d.id, d]))
  const need = <T>(map: Map<number, T>, id: number, what: string): T => {
    const found = map.get(id)
    if (!found) throw new Error(`Không có ${what} với id ${id} trong dữ liệu seed`)
    return found
  }
  const entries: Entry[] = []

  POPULAR_JOB_TYPES.forEach(({ id, phrase }, i) => {
    const type = need(jobTypeById, id, 'ngành nghề')
    entries.push({
      slug: type.slug,
      title: `Việc làm ${type.name}`,
      description: describe(JOB_TYPE_TEMPLATES, i % 3, phrase),
      filters: { job_types: [id] },
    })
  })

  for (const cityId of CITY_IDS) {
    const city = need(provinceById, cityId, 'tỉnh/thành')
    entries.push({
      slug: CITY_SLUGS[cityId],
      title: `Việc làm ${city.name}`,
      description: describe(CITY_TEMPLATES, 0, city.name),
      filters: { city_id: cityId },
    })
  }

  DISTRICT_IDS.forEach((districtId, i) => {
    const district = need(districtById, districtId, 'quận/huyện')
    const city = need(provinceById, district.provinceId, 'tỉnh/thành')
    entries.push({
      slug: `${district.slug}-${CITY_SLUGS[city.id]}`,
      title: `Việc làm ${district.name}, ${city.name}`,
      description: describe(DISTRICT_TEMPLATES, i % 2, district.name, city.name),
      filters: { city_id: city.id, district_id: districtId },
    })
  })

  POPULAR_JOB_TYPES.slice(0, COMBO_JOB_TYPE_COUNT).forEach(({ id, phrase }, i) => {
    const type = need(jobTypeById, id, 'ngành nghề')
    COMBO_CITY_IDS.forEach((cityId, j) => {
      const city = need(provinceById, cityId, 'tỉnh/thành')
      entries.push({
        slug: `${type.slug}-${CITY_SLUGS[cityId]}`,
        title: `Việc làm ${type.name} tại ${city.name}`,
        description: describe(COMBO_TEMPLATES, (i + j) % 3, phrase, city.name),
        filters: { city_id: cityId, job_types: [id] },
      })
    })
  })

  return entries
}

const entries = build()
const errors = popularSearchProblems({ entries })
if (errors.length) {
  console.error(`content/popular-searches.json KHÔNG được ghi, ${errors.length} lỗi:\n${errors.map((e) => `  - ${e}`).join('\n')}`)
  process.exit(1)
}
// Exactly what Decap CMS writes on save (JSON.stringify with 2 spaces, no final newline), so an edit in
// /admin only shows the entries that changed.
fs.writeFileSync(OUTPUT, JSON.stringify({ entries }, null, 2))
const count = (test: (f: Filters) => boolean) => entries.filter((e) => test(e.filters)).length
console.log(
  `Đã ghi ${path.relative(process.cwd(), OUTPUT)}: ${entries.length} trang ` +
    `(${count((f) => !f.city_id)} ngành nghề, ${count((f) => !!f.city_id && !f.district_id && !f.job_types)} tỉnh/thành, ` +
    `${count((f) => !!f.district_id)} quận/huyện, ${count((f) => !!f.city_id && !!f.job_types)} ngành nghề theo thành phố)`,
)
