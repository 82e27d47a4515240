// The recruiter's applicants (docs/decisions/0016-applicants.md): GET recruiter-apply (query),
// recruiter-apply/filter, /job/v1/candidates/{id}, the message templates; PUT read, status (one or
// a selection), a template. Every call needs the token; the API answers only for one's own jobs.
import useSWR, { mutate } from 'swr'
import type {
  Application,
  ApplicationBoard,
  ReceivedApplication,
  ReceivedApplicationDetail,
  ReceivedApplicationFilters,
  ReceivedApplicationPage,
  StatusTemplate,
} from '../../../domain/applications'
import { authHttp, unwrap } from '../../../lib/http'
import { api } from '../../../lib/paths'

const LIST_KEY = 'applicants/list'

export function useApplicants(query: string) {
  return useSWR([LIST_KEY, query], () => unwrap(authHttp.get<ReceivedApplicationPage>(api.applicants.list(query))), { keepPreviousData: true })
}

/** A job's pipeline; under the list's key, so every change that refreshes the list refreshes it too. */
export function useApplicantBoard(jobId: number | null) {
  return useSWR(jobId === null ? null : [LIST_KEY, 'board', jobId], () => unwrap(authHttp.get<ApplicationBoard>(api.applicants.board(jobId!))), {
    keepPreviousData: true,
  })
}

export function useApplicantFilters() {
  return useSWR('applicants/filters', () => unwrap(authHttp.get<ReceivedApplicationFilters>(api.applicants.filters)))
}

export function useApplicant(id: number | null) {
  return useSWR(id === null ? null : ['applicants/detail', id], () => unwrap(authHttp.get<ReceivedApplicationDetail>(api.applicants.detail(id!))), {
    shouldRetryOnError: false,
  })
}

export function useStatusTemplates() {
  return useSWR('applicants/templates', () => unwrap(authHttp.get<{ items: StatusTemplate[] }>(api.applicants.templates)))
}

/** Every list page and the filter counts are read again after a change. */
export const refreshApplicants = () =>
  Promise.all([mutate((key) => Array.isArray(key) && key[0] === LIST_KEY), mutate('applicants/filters')])

export const markRead = (id: number) => unwrap(authHttp.put<ReceivedApplication>(api.applicants.read(id)))

export const moveApplication = (id: number, status: number, message: string) =>
  unwrap(authHttp.put<Application>(api.applicants.status(id), { status, ...(message.trim() ? { message } : {}) }))

export const moveApplications = (ids: number[], status: number, message: string) =>
  unwrap(authHttp.put<{ items: Application[]; updated: number }>(api.applicants.bulkStatus, { ids, status, ...(message.trim() ? { message } : {}) }))

export const saveTemplate = (status: number, body: string) =>
  unwrap(authHttp.put<{ items: StatusTemplate[] }>(api.applicants.templates, { status, body }))
