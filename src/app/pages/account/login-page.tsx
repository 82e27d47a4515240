// /account/login (docs/decisions/0003-accounts.md): returnUrl and siteId=3 in the query.
import { Head } from 'vite-react-ssg'
import { AccountCard } from '../../../features/auth/components/account-card'
import { LoginForm } from '../../../features/auth/components/login-form'
import { useReturnUrl } from '../../../features/auth/components/use-return-url'

export function Component() {
  const returnUrl = useReturnUrl()
  return (
    <>
      <Head>
        <title>Đăng nhập | Việc Làm Tốt</title>
        <meta name="description" content="Đăng nhập Việc Làm Tốt bằng số điện thoại để ứng tuyển, lưu việc làm và quản lý hồ sơ." />
        <meta name="robots" content="noindex" />
      </Head>
      <AccountCard title="Đăng nhập" intro={<p>Đăng nhập bằng số điện thoại và mật khẩu của bạn.</p>}>
        <LoginForm returnUrl={returnUrl} />
      </AccountCard>
    </>
  )
}
