// /viec-lam/{slug}-{id}: job detail, prerendered for the newest jobs; a job created after the
// build gets the client-rendered shell and the same content and JSON-LD once loaded.
import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router-dom'
import { useSnapshot } from 'valtio'
import { Head } from 'vite-react-ssg'
import { breadcrumbJsonLd, jobPostingJsonLd, jsonLdScript } from '../../domain/job-json-ld'
import { jobIdFromSlug, jobPath, type JobCard, type JobDetail } from '../../domain/jobs'
import type { Jobseeker } from '../../domain/profile/types'
import { ApplyButton } from '../../features/applications/components/apply-button'
import { userState } from '../../features/auth/state'
import { FavoriteButton } from '../../features/favorites/components/favorite-button'
import { ChatButton } from '../../features/chat/components/chat-entry'
import { fetchJob, useJob } from '../../features/jobs/api/get-job'
import { fetchOrganizationJobs, useOrganizationJobs } from '../../features/jobs/api/get-organization-jobs'
import { fetchSimilarJobs, useSimilarJobs } from '../../features/jobs/api/get-similar'
import { Breadcrumb } from '../../features/jobs/components/breadcrumb'
import { JobDetailView } from '../../features/jobs/components/job-detail'
import { siteOrigin } from '../../lib/env'
import { usePaintedData, useSteady } from '../../lib/use-steady'
import { answeredNotFound } from '../../lib/page-status'
import { Container } from '../../ui/container'
import { Component as NotFound } from './not-found-page'

interface JobPageData {
  job: JobDetail
  similar: JobCard[]
  organizationJobs: JobCard[]
}

export async function loader({ params }: LoaderFunctionArgs): Promise<JobPageData | null> {
  if (!import.meta.env.SSR) return null
  const id = jobIdFromSlug(params.slugId ?? '')
  if (!id) return null
  const job = await fetchJob(id)
  const [similar, organizationJobs] = await Promise.all([fetchSimilarJobs(id), fetchOrganizationJobs(job.organization.id, id)])
  return { job, similar, organizationJobs }
}

const summary = (job: JobDetail) =>
  `${job.organization.name} tuyển ${job.title} tại ${job.district ? `${job.district.name}, ` : ''}${job.city.name}. ${job.description
    .replace(/\s+/g, ' ')
    .slice(0, 110)}`

/**
 * "Nhắn tin" for a signed-in visitor who is not of the posting organisation: a new tab with the
 * job's recruiter (0 = whoever the job's notices go to; docs/decisions/0025-chat.md).
 */
function JobChat({ job }: { job: JobDetail }) {
  const { authorized, loadingAuthorized } = useSnapshot(userState)
  if (loadingAuthorized || !authorized) return null
  return <ChatButton userId={0} classifiedId={job.id} description={`với nhà tuyển dụng về tin ${job.title}`} />
}

/** The apply action fed from the session: the applications feature does not know auth. */
function JobApply({ job }: { job: JobDetail }) {
  const { authorized, loadingAuthorized, jobseeker, loadingJobseeker } = useSnapshot(userState)
  const signedIn = loadingAuthorized ? null : authorized
  const profile = loadingJobseeker ? undefined : (jobseeker as Jobseeker | null)
  return <ApplyButton job={{ id: job.id, title: job.title, url: jobPath(job) }} signedIn={signedIn} profile={profile} />
}

const cardIds = (jobs: JobCard[]) => jobs.map((job) => job.id)

function JobPage({ id, data }: { id: number; data: JobPageData | null }) {
  const { data: job, error } = useJob(id, data?.job)
  const { data: liveSimilar } = useSimilarJobs(job ? id : null, data?.similar)
  const { data: liveOrganizationJobs } = useOrganizationJobs(job ? job.organization.id : null, id, data?.organizationJobs)
  // the lists beside the job stay as painted when fresher ones arrive: nothing moves under the reader
  const similar = useSteady(usePaintedData(data?.similar), liveSimilar, cardIds).shown
  const organizationJobs = useSteady(usePaintedData(data?.organizationJobs), liveOrganizationJobs, cardIds).shown
  if (error) return <NotFound />
  if (!job) return <p role="status">Đang tải tin tuyển dụng...</p>
  const origin = siteOrigin()
  const crumbs = [
    { name: 'Trang chủ', url: '/' },
    { name: `Việc làm ${job.city.name}`, url: `/tuyen-dung?city_id=${job.city.id}` },
    { name: job.job_type.name, url: `/tuyen-dung?job_types=${job.job_type.id}` },
    { name: job.title, url: '' },
  ]
  return (
    <>
      <Head>
        <title>{`${job.title} - ${job.organization.name} | Việc Làm Tốt`}</title>
        <meta name="description" content={summary(job)} />
        <link rel="canonical" href={`${origin}${jobPath(job)}`} />
        {job.is_expired && <meta name="robots" content="noindex, follow" />}
        <script type="application/ld+json">{jsonLdScript(jobPostingJsonLd(job, origin))}</script>
        <script type="application/ld+json">{jsonLdScript(breadcrumbJsonLd(crumbs, origin))}</script>
      </Head>
      <Container>
        <Breadcrumb items={crumbs} />
        <JobDetailView
          job={job}
          similar={similar ?? null}
          organizationJobs={organizationJobs ?? null}
          apply={<JobApply job={job} />}
          chat={<JobChat job={job} />}
          favorite={<FavoriteButton jobId={job.id} variant="labelled" />}
          renderFavorite={(card) => <FavoriteButton jobId={card.id} />}
        />
      </Container>
    </>
  )
}

export function Component() {
  const { slugId = '' } = useParams()
  const data = useLoaderData() as JobPageData | null
  const id = jobIdFromSlug(slugId)
  if (!id || answeredNotFound()) return <NotFound />
  return <JobPage id={id} data={data} />
}
