// Long-form text pages (the privacy policy, the editor-owned content pages): a readable column, its
// date line and its table of contents.
import { styled } from '@linaria/react'
import { color, media, radius, cardBox } from './theme'

export const ProseArticle = styled.article`
  max-width: 820px;
  margin: 24px auto;
  padding: 24px 28px;
  ${cardBox}
  line-height: 1.6;
  ${media.mobile} {
    margin: 12px auto;
    padding: 16px;
  }
  h1 {
    margin: 0 0 4px;
    font-size: 28px;
    line-height: 1.3;
    ${media.mobile} {
      font-size: 24px;
    }
  }
  h2 {
    margin: 28px 0 8px;
    font-size: 20px;
    scroll-margin-top: 96px;
  }
  p,
  ul {
    margin: 0 0 12px;
  }
  ul {
    padding-left: 22px;
  }
  li {
    margin-bottom: 6px;
  }
`

export const ProseMeta = styled.p`
  && {
    color: ${color.muted};
    font-size: 15px;
  }
`

export const ProseToc = styled.nav`
  margin: 16px 0 8px;
  padding: 12px 16px;
  background: ${color.bg};
  border-radius: ${radius.sm};
  h2 {
    margin: 0 0 6px;
    font-size: 16px;
  }
  ol {
    margin: 0;
    padding-left: 22px;
  }
  /* titles that carry their own numbers */
  ul {
    margin: 0;
    padding-left: 0;
    list-style: none;
  }
  a {
    display: inline-block;
    padding: 2px 0;
  }
`
