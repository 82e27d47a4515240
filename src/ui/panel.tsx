// White panels of the employer and wallet pages: beside the employer sidebar on a desktop, edge to
// edge on a phone; and the outlined router link that goes with them.
import { styled } from '@linaria/react'
import { Link } from 'react-router-dom'
import { color, media, radius } from './theme'

/** The column of panels of an employer page. */
export const PageStack = styled.div`
  display: grid;
  gap: 12px;
  min-width: 0;
  padding: 12px 0 24px;
  ${media.desktop} {
    gap: 16px;
    padding: 0;
  }
`

export const Panel = styled.section`
  display: grid;
  gap: 16px;
  min-width: 0;
  padding: 20px 16px;
  background: ${color.white};
  border-top: 1px solid ${color.line};
  border-bottom: 1px solid ${color.line};
  ${media.desktop} {
    padding: 24px 28px;
    border: 1px solid ${color.line};
    border-radius: ${radius.md};
  }
  h2 {
    margin: 0;
    font-size: 20px;
  }
  p {
    margin: 0;
  }
`

/** A panel's heading with the line of explanation under it. */
export const PanelHead = styled.div`
  display: grid;
  gap: 6px;
  p {
    color: ${color.muted};
  }
`

/** The outlined button's look, for links (a router link here, a new-tab anchor in chat). */
export const ghostStyle = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 18px;
  border: 1px solid ${color.brand};
  border-radius: ${radius.sm};
  background: ${color.white};
  color: ${color.brand};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${color.brandSoft};
  }
`

/** A router link that looks like the outlined button. */
export const GhostLink = styled(Link)`
  ${ghostStyle}
`
