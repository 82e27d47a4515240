// The frame of the account pages: one centred card, full width on phones.
import { styled } from '@linaria/react'
import type { ReactNode } from 'react'
import { color, media, radius, cardBox } from '../../../ui/theme'

const Wrap = styled.div`
  max-width: 440px;
  margin: 32px auto 48px;
  padding: 24px;
  ${cardBox}
  ${media.mobile} {
    margin: 0 auto 24px;
    padding: 20px 16px;
    border: 0;
    border-radius: 0;
  }
  h1 {
    margin: 0 0 4px;
    font-size: 24px;
    color: ${color.text};
  }
`

const Intro = styled.div`
  margin: 0 0 20px;
  color: ${color.muted};
  p {
    margin: 0;
  }
`

export const Step = styled.p`
  margin: 0 0 4px;
  color: ${color.brand};
  font-size: 14px;
  font-weight: 700;
`

export const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 8px 16px;
  margin-top: 16px;
  a,
  button {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`

export const Status = styled.p`
  margin: 0 0 16px;
  padding: 10px 12px;
  border-radius: ${radius.sm};
  background: ${color.brandSoft};
  color: ${color.brandDark};
`

export function AccountCard({
  title,
  intro,
  step,
  children,
}: {
  title: string
  intro?: ReactNode
  step?: string
  children: ReactNode
}) {
  return (
    <Wrap>
      {step && <Step>{step}</Step>}
      <h1>{title}</h1>
      {intro ? <Intro>{intro}</Intro> : <Intro />}
      {children}
    </Wrap>
  )
}
