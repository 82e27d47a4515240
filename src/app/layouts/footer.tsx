// Footer links come from content/ (edited in the CMS) through /job/v1/common/footer.
import { styled } from '@linaria/react'
import type { FooterData } from '../../domain/config-types'
import { color, media, bareList } from '../../ui/theme'
import { pageExists } from '../../lib/paths'

const Wrap = styled.footer`
  margin-top: 48px;
  background: #10231b;
  color: #d7e4dd;
  a {
    color: #d7e4dd;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`
const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: 24px;
  max-width: 1200px;
  margin: 0 auto;
  padding: 32px 16px;
  ${media.mobile} {
    grid-template-columns: repeat(2, 1fr);
  }
  h2 {
    font-size: 16px;
    color: ${color.white};
    margin: 0 0 8px;
  }
  ul {
    ${bareList}
  }
  li {
    padding: 4px 0;
  }
`
const Legal = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 16px;
  border-top: 1px solid #2b4237;
  font-size: 14px;
`

export function Footer({ data }: { data: FooterData | null }) {
  if (!data) return <Wrap />
  return (
    <Wrap>
      <Grid>
        {data.groups.map((group) => (
          <section key={group.title}>
            <h2>{group.title}</h2>
            <ul>
              {group.links.filter((link) => pageExists(link.url)).map((link) => (
                <li key={link.url + link.name}>
                  <a href={link.url}>{link.name}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Grid>
      <Legal>
        <strong>{data.company.name}</strong>
        <div>{data.company.address}</div>
        <div>
          Điện thoại: {data.company.phone} · Email: {data.company.email}
        </div>
        <div>{data.company.license}</div>
      </Legal>
    </Wrap>
  )
}
