// /account/logout (docs/decisions/0003-accounts.md): ends the session (POST logout when a token is
// stored, token and person's caches cleared) and goes on to returnUrl with a full page load, so
// nothing of the session stays in memory and server redirects (/ung-vien -> /) apply.
import { styled } from '@linaria/react'
import { useEffect } from 'react'
import { Head } from 'vite-react-ssg'
import { replaceWith } from '../../../features/auth/redirect'
import { returnUrlFrom } from '../../../features/auth/return-url'
import { color } from '../../../ui/theme'
import { endSession } from '../../session'

const Wrap = styled.div`
  max-width: 440px;
  margin: 64px auto;
  padding: 0 16px;
  text-align: center;
  color: ${color.muted};
`

export function Component() {
  useEffect(() => {
    const returnUrl = returnUrlFrom(window.location.search)
    void endSession().then(() => replaceWith(returnUrl))
  }, [])
  return (
    <Wrap>
      <Head>
        <title>Đăng xuất | Việc Làm Tốt</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1 className="visually-hidden">Đăng xuất</h1>
      <p role="status">Đang đăng xuất...</p>
    </Wrap>
  )
}
