import { styled } from '@linaria/react'
import { Head } from 'vite-react-ssg'
import { color, media, radius } from '../../ui/theme'

// In the employer layout the sidebar sits to the left of this page on desktop (employer-sidebar.tsx).
const Hero = styled.section`
  padding: 48px 16px;
  background: ${color.white};
  ${media.desktop} {
    padding: 40px 32px;
    border: 1px solid ${color.line};
    border-radius: ${radius.md};
  }
  h1 {
    margin-top: 0;
  }
`

export function Component() {
  return (
    <Hero>
      <Head>
        <title>Nhà tuyển dụng | Việc Làm Tốt</title>
        <meta name="description" content="Đăng tin tuyển dụng, tìm ứng viên phù hợp và quản lý tin đăng trên Việc Làm Tốt." />
      </Head>
      <h1>Tuyển dụng nhanh, đúng người</h1>
      <p>Đăng tin miễn phí, tiếp cận hàng nghìn ứng viên đang tìm việc trên khắp 34 tỉnh, thành phố.</p>
    </Hero>
  )
}
