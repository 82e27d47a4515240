// /account/forgot-password (docs/decisions/0003-accounts.md): returnUrl and siteId=3 in the query.
import { Head } from 'vite-react-ssg'
import { ForgotPasswordFlow } from '../../../features/auth/components/forgot-password-flow'
import { useReturnUrl } from '../../../features/auth/components/use-return-url'

export function Component() {
  const returnUrl = useReturnUrl()
  return (
    <>
      <Head>
        <title>Quên mật khẩu | Việc Làm Tốt</title>
        <meta name="description" content="Đặt lại mật khẩu Việc Làm Tốt bằng mã xác thực gửi qua SMS." />
        <meta name="robots" content="noindex" />
      </Head>
      <ForgotPasswordFlow returnUrl={returnUrl} />
    </>
  )
}
