// /dashboard/candidates/{id} (auth required, not prerendered: the app shell serves it): one
// application, the CV as it was sent, and moving it on.
import { useParams } from 'react-router-dom'
import { Head } from 'vite-react-ssg'
import { ApplicationDetailView } from '../../../features/received-applications/components/application-detail'
import { ChatButton } from '../../../features/chat/components/chat-entry'
import { PageStack } from '../../../ui/panel'

export function Component() {
  const { id } = useParams()
  const applicationId = id && /^[1-9]\d{0,15}$/.test(id) ? Number(id) : null
  return (
    <PageStack>
      <Head>
        <title>Hồ sơ ứng viên | Việc Làm Tốt</title>
        <meta name="robots" content="noindex" />
      </Head>
      <ApplicationDetailView
        id={applicationId}
        chat={({ userId, jobId, name }) => <ChatButton userId={userId} classifiedId={jobId} description={`với ${name}`} />}
      />
    </PageStack>
  )
}
