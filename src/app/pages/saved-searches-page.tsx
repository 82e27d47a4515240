// /tim-kiem-da-luu (auth required): the seeker's saved searches. The guard renders nothing until
// the visitor is authorised and sends anonymous visitors to login.
import { Head } from 'vite-react-ssg'
import { SavedSearchManager } from '../../features/saved-searches/components/saved-search-list'
import { Container } from '../../ui/container'

export function Component() {
  return (
    <Container>
      <Head>
        <title>Tìm kiếm đã lưu | Việc Làm Tốt</title>
        <meta name="robots" content="noindex" />
      </Head>
      <SavedSearchManager />
    </Container>
  )
}
