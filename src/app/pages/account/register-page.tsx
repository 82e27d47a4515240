// /account/register (docs/decisions/0003-accounts.md): returnUrl and siteId=3 in the query.
import { Head } from 'vite-react-ssg'
import { RegisterFlow } from '../../../features/auth/components/register-flow'
import { useReturnUrl } from '../../../features/auth/components/use-return-url'

export function Component() {
  const returnUrl = useReturnUrl()
  return (
    <>
      <Head>
        <title>Đăng ký tài khoản | Việc Làm Tốt</title>
        <meta name="description" content="Tạo tài khoản Việc Làm Tốt miễn phí bằng số điện thoại để tìm việc và ứng tuyển nhanh." />
        <meta name="robots" content="noindex" />
      </Head>
      <RegisterFlow returnUrl={returnUrl} />
    </>
  )
}
