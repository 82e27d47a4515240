// The rules for editor-owned content (content/, edited in the CMS at /admin): the build refuses a
// file that breaks them, with the reasons in Vietnamese, and the popular-search generator checks its
// output with the same rules. public/admin/config.yml asks the editor for the same in the form
// (required fields, patterns); uniqueness and reference ids can only be checked here.
import fs from 'node:fs'
import path from 'node:path'
import { jobTypes } from '../server/db/seed/data/job-config'
import { districts, provinces } from '../server/db/seed/data/places'
import { CONTENT_PAGES, contentPageProblem } from '../src/domain/content-pages'

export const SITE_NAME = 'Việc Làm Tốt'
export const TITLE_MIN = 10
export const TITLE_MAX = 70
export const DESCRIPTION_MIN = 120
export const DESCRIPTION_MAX = 160

/** A page of this site: one leading "/", no scheme, host or blanks (config.yml's patterns say the same). */
export const isSitePath = (url: unknown): url is string => typeof url === 'string' && /^\/(?![/\\])[^\s\\]*$/.test(url)
const isMailto = (url: unknown) => typeof url === 'string' && /^mailto:[^\s@]+@[^\s@]+$/.test(url)
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0
const length = (s: string) => [...s].length

/** The CMS saves a cleared optional number as "" (or null): such a filter is absent. */
const absent = (value: unknown) => value === undefined || value === null || value === ''

export function popularSearchProblems(file: unknown): string[] {
  const entries = (file as { entries?: unknown } | null)?.entries
  if (!Array.isArray(entries) || entries.length === 0) return ['cần ít nhất một trang tìm kiếm phổ biến (entries)']
  const errors: string[] = []
  const jobTypeIds = new Set(jobTypes.map((t) => t.id))
  const provinceIds = new Set(provinces.map((p) => p.id))
  const districtById = new Map(districts.map((d) => [d.id, d]))
  const seen = { slug: new Set<string>(), title: new Set<string>(), description: new Set<string>(), filters: new Set<string>() }
  const unique = (kind: keyof typeof seen, value: string, where: string) => {
    if (seen[kind].has(value)) errors.push(`${where}: ${kind} bị trùng`)
    seen[kind].add(value)
  }

  entries.forEach((raw: Record<string, unknown>, i) => {
    const entry = raw ?? {}
    const slug = typeof entry.slug === 'string' ? entry.slug : ''
    const where = `#${i + 1} ${slug || '(chưa có slug)'}`
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) errors.push(`${where}: slug chỉ được gồm a-z, 0-9 và dấu "-"`)
    if (slug.startsWith('tuyen-dung')) errors.push(`${where}: slug không được bắt đầu bằng "tuyen-dung"`)
    for (const key of ['title', 'description'] as const) {
      const text = entry[key]
      if (!isText(text)) {
        errors.push(`${where}: ${key === 'title' ? 'tiêu đề' : 'mô tả'} không được để trống`)
        continue
      }
      if (text !== text.normalize('NFC')) errors.push(`${where}: ${key} chưa chuẩn hóa Unicode NFC`)
      if (text !== text.trim() || /\s{2}/.test(text)) errors.push(`${where}: ${key} thừa khoảng trắng`)
    }
    if (!isText(entry.title) || !isText(entry.description)) return
    const title = entry.title
    const description = entry.description
    if (length(title) < TITLE_MIN || length(title) > TITLE_MAX) errors.push(`${where}: tiêu đề dài ${length(title)} ký tự (cần ${TITLE_MIN}-${TITLE_MAX})`)
    const n = length(description)
    if (n < DESCRIPTION_MIN || n > DESCRIPTION_MAX) errors.push(`${where}: mô tả dài ${n} ký tự (cần ${DESCRIPTION_MIN}-${DESCRIPTION_MAX})`)
    if (!description.includes(SITE_NAME)) errors.push(`${where}: mô tả thiếu tên trang "${SITE_NAME}"`)
    unique('slug', slug, where)
    unique('title', title, where)
    unique('description', description, where)

    const filters = (entry.filters ?? {}) as Record<string, unknown>
    const unknown = Object.keys(filters).filter((k) => !['city_id', 'district_id', 'job_types'].includes(k))
    if (unknown.length) errors.push(`${where}: bộ lọc có khóa không hợp lệ: ${unknown.join(', ')}`)
    const cityId = absent(filters.city_id) ? undefined : filters.city_id
    const districtId = absent(filters.district_id) ? undefined : filters.district_id
    const types = absent(filters.job_types) ? undefined : filters.job_types
    if (cityId === undefined && districtId === undefined && (types === undefined || (Array.isArray(types) && !types.length))) {
      errors.push(`${where}: cần ít nhất một bộ lọc`)
    }
    if (cityId !== undefined && !provinceIds.has(cityId as number)) errors.push(`${where}: mã tỉnh/thành ${String(cityId)} không tồn tại`)
    if (districtId !== undefined) {
      const district = districtById.get(districtId as number)
      if (!district) errors.push(`${where}: mã quận/huyện ${String(districtId)} không tồn tại`)
      else if (district.provinceId !== cityId) errors.push(`${where}: quận/huyện ${String(districtId)} không thuộc tỉnh/thành ${String(cityId)}`)
    }
    if (types !== undefined) {
      if (!Array.isArray(types)) errors.push(`${where}: job_types phải là danh sách mã ngành nghề`)
      else {
        if (new Set(types).size !== types.length) errors.push(`${where}: mã ngành nghề bị trùng`)
        for (const id of types) if (!jobTypeIds.has(id as number)) errors.push(`${where}: mã ngành nghề ${String(id)} không tồn tại`)
      }
    }
    unique('filters', JSON.stringify({ cityId, districtId, types }), where)
  })
  return errors
}

export function bannerProblems(file: unknown): string[] {
  const banners = (file as { banners?: unknown } | null)?.banners
  if (!Array.isArray(banners)) return ['cần danh sách banner (banners)']
  return banners.flatMap((raw: Record<string, unknown>, i) => {
    const banner = raw ?? {}
    const where = `banner #${i + 1}${isText(banner.code) ? ` ${banner.code}` : ''}`
    const errors: string[] = []
    if (typeof banner.code !== 'string' || !/^[a-z0-9_-]{1,64}$/.test(banner.code)) errors.push(`${where}: mã vị trí chỉ gồm chữ thường không dấu, chữ số, "_" và "-"`)
    if (banner.site_id !== 3) errors.push(`${where}: mã trang (site_id) phải là 3`)
    if (!isText(banner.title)) errors.push(`${where}: tiêu đề không được để trống`)
    if (!isText(banner.alt)) errors.push(`${where}: mô tả ảnh không được để trống`)
    if (!isSitePath(banner.link_url)) errors.push(`${where}: đường dẫn "${String(banner.link_url ?? '')}" không phải một trang của website (bắt đầu bằng "/")`)
    if (!isSitePath(banner.image_url)) errors.push(`${where}: ảnh mặc định phải là một tệp của website (bắt đầu bằng "/")`)
    const sources = Array.isArray(banner.sources) ? (banner.sources as Record<string, unknown>[]) : null
    if (!sources) errors.push(`${where}: cần danh sách ảnh theo độ rộng màn hình`)
    sources?.forEach((source, j) => {
      if (!Number.isInteger(source?.min_width) || (source.min_width as number) < 0) errors.push(`${where}, ảnh #${j + 1}: độ rộng tối thiểu phải là số nguyên không âm`)
      if (!isSitePath(source?.image_url)) errors.push(`${where}, ảnh #${j + 1}: ảnh phải là một tệp của website (bắt đầu bằng "/")`)
    })
    return errors
  })
}

export function footerProblems(file: unknown): string[] {
  const footer = (file ?? {}) as { groups?: unknown; company?: Record<string, unknown> }
  const errors: string[] = []
  if (!Array.isArray(footer.groups) || !footer.groups.length) errors.push('chân trang cần ít nhất một nhóm liên kết')
  for (const [i, group] of ((footer.groups as Record<string, unknown>[] | undefined) ?? []).entries()) {
    const where = `nhóm #${i + 1}${isText(group?.title) ? ` "${group.title}"` : ''}`
    if (!isText(group?.title)) errors.push(`${where}: tiêu đề nhóm không được để trống`)
    const links = Array.isArray(group?.links) ? (group.links as Record<string, unknown>[]) : []
    links.forEach((link, j) => {
      if (!isText(link?.name)) errors.push(`${where}, liên kết #${j + 1}: tên hiển thị không được để trống`)
      if (!isSitePath(link?.url) && !isMailto(link?.url)) {
        errors.push(`${where}, liên kết #${j + 1}: đường dẫn "${String(link?.url ?? '')}" phải là một trang của website (bắt đầu bằng "/") hoặc mailto:`)
      }
    })
  }
  for (const key of ['name', 'address', 'phone', 'email', 'license']) {
    if (!isText(footer.company?.[key])) errors.push(`thông tin công ty: ${key} không được để trống`)
  }
  return errors
}

/** Every problem of the content folder, each prefixed with its file; empty when the build may go on. */
export function contentProblems(contentDir: string): string[] {
  const read = (file: string): { value: unknown } | string => {
    const full = path.join(contentDir, file)
    if (!fs.existsSync(full)) return `content/${file}: thiếu tệp`
    try {
      return { value: JSON.parse(fs.readFileSync(full, 'utf8')) }
    } catch {
      return `content/${file}: không phải JSON hợp lệ`
    }
  }
  const check = (file: string, problems: (value: unknown) => string[]) => {
    const data = read(file)
    return typeof data === 'string' ? [data] : problems(data.value).map((p) => `content/${file}: ${p}`)
  }
  return [
    ...check('popular-searches.json', popularSearchProblems),
    ...check('banners.json', bannerProblems),
    ...check('footer.json', footerProblems),
    ...CONTENT_PAGES.flatMap((slug) =>
      check(`pages/${slug}.json`, (page) => {
        const problem = contentPageProblem(page)
        return problem ? [problem] : []
      }),
    ),
  ]
}
