// /account/change-password: needs auth (the guard sends anonymous visitors to login and back).
import { Head } from 'vite-react-ssg'
import { AccountCard } from '../../../features/auth/components/account-card'
import { ChangePasswordForm } from '../../../features/auth/components/change-password-form'

export function Component() {
  return (
    <>
      <Head>
        <title>Đổi mật khẩu | Việc Làm Tốt</title>
        <meta name="description" content="Đổi mật khẩu tài khoản Việc Làm Tốt." />
        <meta name="robots" content="noindex" />
      </Head>
      <AccountCard title="Đổi mật khẩu" intro={<p>Sau khi đổi, các thiết bị khác sẽ phải đăng nhập lại.</p>}>
        <ChangePasswordForm />
      </AccountCard>
    </>
  )
}
