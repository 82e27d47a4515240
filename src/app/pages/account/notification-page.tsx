// /account/notification (SPEC 2.1, 7.8): the signed-in person's inbox. The route requires auth;
// the guard renders nothing until the visitor is authorised.
import { Head } from 'vite-react-ssg'
import { NotificationCenter } from '../../../features/inbox/components/notification-center'

export function Component() {
  return (
    <>
      <Head>
        <title>Thông báo | Việc Làm Tốt</title>
        <meta name="robots" content="noindex" />
      </Head>
      <NotificationCenter />
    </>
  )
}
