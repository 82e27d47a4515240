// What the job-seeker box shows of userState.jobseeker (SPEC 2.5, 3 "Jobseeker"). The profile
// arrives from GET /job/v1/jobseekers/self with job types as { id, name, is_deleted }; bare ids are
// resolved through the job config as a fallback.

export const DEFAULT_AVATAR = '/images/avatar-default.svg'

export interface JobTypeOption {
  readonly id: number
  readonly name: string
}

export interface ProfileSummary {
  fullName: string
  avatar: string
  hasAvatar: boolean
  jobTypeNames: string[]
  /** is_job_type_delete: a chosen job type is no longer offered; the profile must be edited. */
  jobTypesDeleted: boolean
  /** On now (turned on and not lapsed). */
  applyAuto: boolean
  /** Until when it runs, or that it lapsed (shown under the auto-apply title). */
  expiredMessage: string | null
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '')

function jobTypeNames(value: unknown, options: ReadonlyArray<JobTypeOption>): string[] {
  const items = Array.isArray(value) ? value : []
  return items.flatMap((item: unknown) => {
    if (item && typeof item === 'object') {
      const { id, name } = item as { id?: unknown; name?: unknown }
      if (typeof name === 'string' && name) return [name]
      return options.filter((o) => o.id === Number(id)).map((o) => o.name)
    }
    return options.filter((o) => o.id === Number(item)).map((o) => o.name)
  })
}

export function summarizeProfile(
  jobseeker: Readonly<Record<string, unknown>>,
  options: ReadonlyArray<JobTypeOption> = [],
): ProfileSummary {
  const avatar = text(jobseeker.image_url)
  return {
    fullName: text(jobseeker.full_name),
    avatar: avatar || DEFAULT_AVATAR,
    hasAvatar: Boolean(avatar),
    jobTypeNames: jobTypeNames(jobseeker.job_types, options),
    jobTypesDeleted: jobseeker.is_job_type_delete === true,
    applyAuto: jobseeker.apply_auto === true,
    expiredMessage: text(jobseeker.expired_message) || null,
  }
}
