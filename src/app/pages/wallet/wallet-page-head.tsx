// The title block of the wallet pages (deposit, its result, transactions, the buy page): a white
// panel with the page's h1 and one line under it, in the column beside the employer sidebar.
import { styled } from '@linaria/react'
import type { ReactNode } from 'react'
import { Head } from 'vite-react-ssg'
import { Panel } from '../../../ui/panel'
import { color, media } from '../../../ui/theme'

const Intro = styled(Panel)`
  h1 {
    margin: 0;
    font-size: 24px;
    ${media.mobile} {
      font-size: 22px;
    }
  }
  p {
    color: ${color.muted};
  }
`

export function WalletPageHead({ title, intro, children, indexed = false }: { title: string; intro: string; children?: ReactNode; indexed?: boolean }) {
  return (
    <>
      <Head>
        <title>{`${title} | Việc Làm Tốt`}</title>
        {!indexed && <meta name="robots" content="noindex" />}
      </Head>
      <Intro>
        <h1>{title}</h1>
        <p>{intro}</p>
        {children}
      </Intro>
    </>
  )
}
