// /dashboard/manage-listing/{id} (auth required, employer layout, not prerendered): one job's
// statistics, the manager's `manage` action. The guard renders nothing until the visitor is
// authorised and sends anonymous visitors to login; this page's module is the only one that
// imports the chart library, so it loads on this route only.
import { Head } from 'vite-react-ssg'
import { useParams } from 'react-router-dom'
import { JobStatsView } from '../../features/employer-jobs/components/job-stats'

export function Component() {
  const { id } = useParams()
  return (
    <>
      <Head>
        <title>Thống kê tin đăng | Việc Làm Tốt</title>
        <meta name="robots" content="noindex" />
      </Head>
      <JobStatsView id={id} />
    </>
  )
}
