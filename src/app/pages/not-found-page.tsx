import { styled } from '@linaria/react'
import { Head } from 'vite-react-ssg'
import { Link } from 'react-router-dom'

const Wrap = styled.section`
  max-width: 560px;
  margin: 64px auto;
  padding: 0 16px;
  text-align: center;
`

export function Component() {
  return (
    <Wrap>
      <Head>
        <title>Không tìm thấy trang | Việc Làm Tốt</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>Không tìm thấy trang</h1>
      <p>Trang bạn tìm không tồn tại hoặc đã được gỡ bỏ.</p>
      <p>
        <Link to="/">Về trang chủ</Link>
      </p>
    </Wrap>
  )
}
