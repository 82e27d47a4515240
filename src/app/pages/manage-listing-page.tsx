// /dashboard/manage-listing (auth required, employer layout): the own-job manager. The guard renders
// nothing until the visitor is authorised and sends anonymous visitors to login; the page's code
// (and its dialogs) loads only on this route.
import { Head } from 'vite-react-ssg'
import { ManageListing } from '../../features/employer-jobs/components/manage-listing'

export function Component() {
  return (
    <>
      <Head>
        <title>Quản lý tin đăng | Việc Làm Tốt</title>
        <meta name="robots" content="noindex" />
      </Head>
      <ManageListing />
    </>
  )
}
