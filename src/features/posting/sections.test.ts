import { describe, expect, it } from 'vitest'
import type { JobConfig, Place } from '../../domain/config-types'
import { validateFields } from '../../domain/forms/validate'
import { postingFields } from '../../domain/posting/fields'
import { toFormErrors } from '../../ui/form/config-errors'
import { defaultValues, previewJob } from './form-values'
import { groupFields, POSTING_SECTIONS, previewable, progressOf, sectionState, shownOrder } from './sections'

const fields = postingFields()
const groups = groupFields(fields)
const errorsOf = (values: Record<string, unknown>) => toFormErrors(fields, validateFields(fields, values, { mode: 'create' }))

const jobConfig = {
  job_types: [{ id: 11, name: 'Kế toán' }],
  employment_types: [{ id: 21, name: 'Toàn thời gian', schema_org: 'FULL_TIME' }],
  experiences: [{ id: 602, name: '1 năm' }],
  educations: [{ id: 701, name: 'Cao đẳng' }],
  genders: [{ id: 801, name: 'Không yêu cầu' }],
  ages: [{ id: 901, name: '18 - 25' }],
} as unknown as JobConfig
const cities = [{ id: 1, name: 'Hà Nội', parent_id: null }] as unknown as Place[]

const valid = {
  ...defaultValues(fields, new Date('2026-11-28T03:00:00Z')),
  title: 'Nhân viên kế toán tổng hợp',
  job_type_id: 11,
  employment_type_id: 21,
  quantity: 2,
  salary_min: 8_000_000,
  salary_max: 12_000_000,
  experience_id: 602,
  education_id: 701,
  city_id: 1,
  address: 'Tầng 5, 88 Trần Thái Tông',
  description: 'Lập và kiểm tra chứng từ thu chi, hạch toán nghiệp vụ phát sinh, đối chiếu công nợ hằng tháng.',
  requirements: 'Tốt nghiệp cao đẳng kế toán, thành thạo Excel.',
  benefits: 'Lương tháng 13, bảo hiểm đầy đủ, nghỉ thứ bảy.',
  contact_name: 'Nguyễn Thu Trang',
  contact_phone: '0987654321',
}

describe('the posting form in parts', () => {
  it('puts every field the API serves in one of the five parts, in the API order within each', () => {
    expect(groups.map((g) => g.section.title)).toEqual(['Thông tin chung', 'Mô tả công việc', 'Yêu cầu & quyền lợi', 'Địa điểm & liên hệ', 'Hình ảnh & video'])
    const named = new Set(POSTING_SECTIONS.flatMap((s) => s.fields))
    for (const field of fields) expect(named.has(field.name), field.name).toBe(true)
    expect(groups.flatMap((g) => g.fields).length).toBe(fields.length)
    // the salary range focuses by its ends' names
    expect(shownOrder(groups).slice(0, 8)).toEqual(['title', 'job_type_id', 'employment_type_id', 'quantity', 'salary_negotiable', 'salary_min', 'salary_max', 'deadline'])
  })

  it('a field no part names joins the last part', () => {
    const extra = groupFields([...fields, { name: 'extra_note', label: 'Ghi chú', input_type: 'text', is_required: false }])
    expect(extra.at(-1)?.fields.map((f) => f.name)).toContain('extra_note')
  })

  it('says where each part stands: not started, started, has errors, done, optional', () => {
    const start = defaultValues(fields)
    const empty = groups.map((g) => sectionState(g, { values: start, errors: errorsOf(start) }).status)
    expect(empty).toEqual(['empty', 'empty', 'empty', 'empty', 'optional'])

    const typing = { ...start, title: 'Kế toán' }
    const view = { values: typing, errors: errorsOf(typing), dirtyFields: { title: true } }
    expect(sectionState(groups[0], view).status).toBe('started')
    // a message shows once the field was left, or after a failed submit
    expect(sectionState(groups[0], { ...view, touched: { title: true } })).toEqual({ status: 'error', errors: 1, required: true })
    expect(sectionState(groups[1], { ...view, submitFailed: true })).toEqual({ status: 'error', errors: 1, required: true })

    const states = groups.map((g) => sectionState(g, { values: valid, errors: errorsOf(valid) }))
    expect(states.map((s) => s.status)).toEqual(['done', 'done', 'done', 'done', 'optional'])
    expect(progressOf(states)).toEqual({ done: 4, total: 4 })
    const withImage = { ...valid, images: ['/media/v1/files/a.png'] }
    expect(sectionState(groups[4], { values: withImage, errors: errorsOf(withImage) }).status).toBe('done')
  })

  it('a salary range out of order is an error of the first part, on its upper end', () => {
    const values = { ...valid, salary_min: 8_000_000, salary_max: 6_000_000 }
    const errors = errorsOf(values)
    expect(errors).toEqual({ salary_max: 'Mức lương tối thiểu phải nhỏ hơn hoặc bằng mức lương tối đa' })
    expect(sectionState(groups[0], { values, errors, submitFailed: true })).toEqual({ status: 'error', errors: 1, required: true })
  })
})

describe('previewable', () => {
  const sources = { jobConfig, cities }
  it('shows a valid post', () => {
    expect(previewable(previewJob(valid, sources, 'Công ty An Phát'))).toBe(true)
  })
  it('never shows a salary range out of order', () => {
    expect(previewable(previewJob({ ...valid, salary_min: 8_000_000, salary_max: 6_000_000 }, sources, 'Công ty An Phát'))).toBe(false)
  })
  it('never shows an empty label (the lists not loaded, or a choice missing)', () => {
    expect(previewable(previewJob(valid, { jobConfig: null, cities: [] }, 'Công ty An Phát'))).toBe(false)
    expect(previewable(previewJob({ ...valid, education_id: null }, sources, 'Công ty An Phát'))).toBe(false)
  })
  it('a negotiable salary shows no range', () => {
    const job = previewJob({ ...valid, salary_negotiable: true, salary_min: 9_000_000, salary_max: 1 }, sources, 'Công ty An Phát')
    expect([job.salary_min, job.salary_max]).toEqual([null, null])
    expect(previewable(job)).toBe(true)
  })
})
