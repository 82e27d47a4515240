// The shell of a job seeker's own list page (applied, suggested and saved jobs): its title in the
// tab, not indexed (everything on it is the visitor's own), an 860 px column under one h1.
import { styled } from '@linaria/react'
import type { ReactNode } from 'react'
import { Head } from 'vite-react-ssg'
import { Container } from '../../ui/container'
import { media } from '../../ui/theme'

const Wrap = styled.section`
  max-width: 860px;
  margin: 24px auto 40px;
  ${media.mobile} {
    margin: 16px auto 32px;
  }
  h1 {
    margin: 0 0 4px;
    font-size: 24px;
  }
`

/** `headingId` names the section by its h1 (and is the page's anchor, as the path reads). */
export function PersonalPage({ title, headingId, children }: { title: string; headingId: string; children: ReactNode }) {
  return (
    <Container>
      <Head>
        <title>{`${title} | Việc Làm Tốt`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Wrap aria-labelledby={headingId}>
        <h1 id={headingId}>{title}</h1>
        {children}
      </Wrap>
    </Container>
  )
}
