// The applications one's jobs received (docs/decisions/0016-applicants.md, 0036-naming.md): GET
// recruiter-apply (query), recruiter-apply/filter, a job's board, /job/v1/candidates/{id}, the
// message templates; PUT read, status (one or a selection), a template. Every call needs the token;
// the API answers only for one's own jobs.
import useSWR, { mutate } from 'swr'
import type { ReceivedQuery } from '../../../domain/contract/applications'
import { applicationsApi } from '../../../lib/api/applications'
import { unwrap } from '../../../lib/http'

const LIST_KEY = 'applicants/list'

export function useApplicants(query: ReceivedQuery) {
  return useSWR([LIST_KEY, applicationsApi.received.path({ query })], () => unwrap(applicationsApi.received({ query })), { keepPreviousData: true })
}

/** A job's pipeline; under the list's key, so every change that refreshes the list refreshes it too. */
export function useApplicantBoard(jobId: number | null) {
  return useSWR(jobId === null ? null : [LIST_KEY, 'board', jobId], () => unwrap(applicationsApi.board({ params: { job_id: jobId! } })), {
    keepPreviousData: true,
  })
}

export function useApplicantFilters() {
  return useSWR(applicationsApi.receivedFilters.path(), () => unwrap(applicationsApi.receivedFilters()))
}

export function useApplicant(id: number | null) {
  return useSWR(id === null ? null : applicationsApi.detail.path({ params: { id } }), () => unwrap(applicationsApi.detail({ params: { id: id! } })), {
    shouldRetryOnError: false,
  })
}

export function useStatusTemplates() {
  return useSWR(applicationsApi.templates.path(), () => unwrap(applicationsApi.templates()))
}

/** Every list page and the filter counts are read again after a change. */
export const refreshApplicants = () =>
  Promise.all([mutate((key) => Array.isArray(key) && key[0] === LIST_KEY), mutate(applicationsApi.receivedFilters.path())])

export const markRead = (id: number) => unwrap(applicationsApi.markRead({ params: { id } }))

export const moveApplication = (id: number, status: number, message: string) =>
  unwrap(applicationsApi.move({ params: { id }, body: { status, ...(message.trim() ? { message } : {}) } }))

export const moveApplications = (ids: number[], status: number, message: string) =>
  unwrap(applicationsApi.moveMany({ body: { ids, status, ...(message.trim() ? { message } : {}) } }))

export const saveTemplate = (status: number, body: string) => unwrap(applicationsApi.saveTemplate({ body: { status, body } }))
