// The posting form's sections (docs/decisions/0051-posting-sections.md): the API's field configs,
// in its order inside each section, grouped into five parts a recruiter fills top to bottom, and
// where each part stands (done, has errors, started, not started, optional) for the step list.
import { getIn } from 'final-form'
import { conditionHolds } from '../../domain/forms/conditions'
import type { FieldConfig } from '../../domain/forms/field-config'
import type { JobDetail } from '../../domain/jobs'

export interface PostingSection {
  id: string
  title: string
  hint: string
  /** The configs' names in this part; a config no part names goes to the last part. */
  fields: readonly string[]
}

export const POSTING_SECTIONS: readonly PostingSection[] = [
  {
    id: 'thong-tin-chung',
    title: 'Thông tin chung',
    hint: 'Vị trí cần tuyển, ngành nghề, mức lương và hạn nộp hồ sơ.',
    fields: ['title', 'job_type_id', 'employment_type_id', 'quantity', 'salary_negotiable', 'salary', 'deadline'],
  },
  {
    id: 'mo-ta-cong-viec',
    title: 'Mô tả công việc',
    hint: 'Công việc hằng ngày, giờ làm, nơi làm: ứng viên đọc phần này trước tiên.',
    fields: ['description'],
  },
  {
    id: 'yeu-cau-quyen-loi',
    title: 'Yêu cầu & quyền lợi',
    hint: 'Người bạn cần và những gì họ nhận được.',
    fields: ['experience_id', 'education_id', 'gender_id', 'age_id', 'requirements', 'benefits'],
  },
  {
    id: 'dia-diem-lien-he',
    title: 'Địa điểm & liên hệ',
    hint: 'Nơi làm việc và người ứng viên liên hệ.',
    fields: ['city_id', 'district_id', 'street_id', 'address', 'contact_name', 'contact_phone'],
  },
  {
    id: 'hinh-anh',
    title: 'Hình ảnh & video',
    hint: 'Không bắt buộc: tin có ảnh nơi làm việc được ứng viên tin tưởng hơn.',
    fields: ['images', 'video_url'],
  },
]

export interface SectionGroup {
  section: PostingSection
  fields: FieldConfig[]
}

/** The configs by section, each section's in the API's order; a config no section names joins the last. */
export function groupFields(fields: readonly FieldConfig[], sections: readonly PostingSection[] = POSTING_SECTIONS): SectionGroup[] {
  const groups = sections.map((section) => ({ section, fields: [] as FieldConfig[] }))
  for (const field of fields) {
    const group = groups.find((g) => g.section.fields.includes(field.name)) ?? groups[groups.length - 1]
    group.fields.push(field)
  }
  return groups.filter((group) => group.fields.length > 0)
}

/** The form values a config writes: a range's two ends, else its own name. */
export const valueNames = (field: FieldConfig): string[] =>
  field.input_type === 'range' ? [field.from?.name ?? `${field.name}_from`, field.to?.name ?? `${field.name}_to`] : [field.name]

/** Every value name in the order the form shows them (the first error is focused first). */
export const shownOrder = (groups: readonly SectionGroup[]): string[] => groups.flatMap((group) => group.fields.flatMap(valueNames))

export type SectionStatus = 'done' | 'error' | 'started' | 'empty' | 'optional'

export interface SectionState {
  status: SectionStatus
  /** Fields of the part whose message shows. */
  errors: number
  /** Whether a required field belongs to it (the progress counts those parts). */
  required: boolean
}

export interface FormView {
  values: Record<string, unknown>
  errors?: Record<string, unknown>
  touched?: Record<string, boolean>
  dirtyFields?: Record<string, boolean>
  submitFailed?: boolean
}

const filled = (value: unknown) => !(value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0))

/**
 * Where a part stands: "error" once one of its messages shows (the field was left or a submit
 * failed), "done" when nothing in it is wrong, "optional" when nothing is asked of it and nothing
 * was given, else "started" (something typed) or "empty".
 */
export function sectionState(group: SectionGroup, form: FormView): SectionState {
  const visible = group.fields.filter((field) => conditionHolds(field.depend_on, form.values))
  const names = visible.flatMap(valueNames)
  const wrong = names.filter((name) => typeof getIn(form.errors ?? {}, name) === 'string')
  const shown = wrong.filter((name) => form.submitFailed || form.touched?.[name])
  const required = visible.some((field) => field.is_required)
  if (shown.length) return { status: 'error', errors: shown.length, required }
  if (!wrong.length) return { status: required || names.some((name) => filled(form.values[name])) ? 'done' : 'optional', errors: 0, required }
  const started = names.some((name) => form.touched?.[name] || form.dirtyFields?.[name])
  return { status: started ? 'started' : 'empty', errors: 0, required }
}

/** The parts with a required field that are done, of all such parts. */
export function progressOf(states: readonly SectionState[]): { done: number; total: number } {
  const counted = states.filter((state) => state.required)
  return { done: counted.filter((state) => state.status === 'done').length, total: counted.length }
}

/**
 * Whether the preview may show this job: a salary range in order, and every label a seeker reads
 * (industry, kind of work, province, experience, education) resolved from the lists. The form's
 * rules refuse these first; this keeps a draft read before the lists arrive from showing blanks.
 */
export function previewable(job: JobDetail): boolean {
  if (job.salary_min !== null && job.salary_max !== null && job.salary_min > job.salary_max) return false
  const labels = [job.title, job.job_type.name, job.employment_type.name, job.city.name, job.experience?.name, job.education?.name]
  return labels.every((label) => typeof label === 'string' && label.trim() !== '')
}
