// Job-seeker home, prerendered with the categories, cities and job config fetched at build time.
import { styled } from '@linaria/react'
import { useSnapshot } from 'valtio'
import { Head } from 'vite-react-ssg'
import { commonState } from '../../features/common/state'
import { routes } from '../../lib/paths'
import { siteOrigin } from '../../lib/env'
import { Container } from '../../ui/container'
import { color, media, radius } from '../../ui/theme'

const Hero = styled.section`
  background: linear-gradient(135deg, ${color.brandDark}, ${color.brand});
  color: ${color.white};
  padding: 40px 0 48px;
  h1 {
    margin: 0 0 8px;
    font-size: 34px;
    ${media.mobile} {
      font-size: 24px;
    }
  }
  p {
    margin: 0 0 20px;
    opacity: 0.95;
  }
`
const SearchForm = styled.form`
  display: flex;
  gap: 8px;
  max-width: 720px;
  padding: 8px;
  background: ${color.white};
  border-radius: ${radius.md};
  input {
    flex: 1;
    min-width: 0;
    min-height: 44px;
    padding: 0 12px;
    border: 0;
    font: inherit;
    color: ${color.text};
  }
  button {
    min-height: 44px;
    padding: 0 22px;
    border: 0;
    border-radius: ${radius.sm};
    background: ${color.brand};
    color: ${color.white};
    font: inherit;
    font-weight: 700;
    cursor: pointer;
  }
`
const Section = styled.section`
  margin-top: 32px;
  h2 {
    font-size: 22px;
    margin: 0 0 12px;
  }
`
const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: 8px;
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: flex;
    align-items: center;
    min-height: 44px;
    padding: 8px 12px;
    background: ${color.white};
    border: 1px solid ${color.line};
    border-radius: ${radius.sm};
    color: ${color.text};
    text-decoration: none;
  }
  a:hover {
    border-color: ${color.brand};
    color: ${color.brand};
  }
`

export function Component() {
  const { commonData } = useSnapshot(commonState)
  const sectors = commonData.categories.filter((c) => c.parent_id !== 0)
  const provinces = commonData.cities.filter((c) => c.parent_id === 0)
  const jobTypes = commonData.jobConfig?.job_types ?? []
  return (
    <>
      <Head>
        <title>Việc Làm Tốt - Tìm việc làm nhanh, tuyển dụng uy tín</title>
        <meta
          name="description"
          content="Tìm việc làm mới nhất tại 34 tỉnh, thành phố: hàng nghìn tin tuyển dụng kế toán, bán hàng, lập trình, lao động phổ thông... Tạo hồ sơ miễn phí, ứng tuyển nhanh."
        />
        <link rel="canonical" href={`${siteOrigin()}/`} />
      </Head>
      <Hero>
        <Container>
          <h1>Tìm việc làm nhanh, uy tín trên khắp Việt Nam</h1>
          <p>Hàng nghìn tin tuyển dụng mới mỗi ngày từ doanh nghiệp đã xác thực.</p>
          <SearchForm role="search" action={routes.listing} method="get">
            <label htmlFor="home-q" className="visually-hidden">
              Từ khóa tìm việc
            </label>
            <input id="home-q" name="q" type="search" placeholder="Nhập tên công việc, công ty..." autoComplete="off" />
            <button type="submit">Tìm việc</button>
          </SearchForm>
        </Container>
      </Hero>
      <Container>
        <Section aria-labelledby="nganh-nghe">
          <h2 id="nganh-nghe">Việc làm theo ngành nghề</h2>
          <Grid>
            {sectors.map((sector) => {
              const count = jobTypes.filter((t) => t.subcategory_id === sector.id).length
              return (
                <li key={sector.id}>
                  <a href={`${routes.listing}?subcategory_id=${sector.id}`}>
                    {sector.name} ({count} nghề)
                  </a>
                </li>
              )
            })}
          </Grid>
        </Section>
        <Section aria-labelledby="tinh-thanh">
          <h2 id="tinh-thanh">Việc làm theo tỉnh, thành phố</h2>
          <Grid>
            {provinces.map((city) => (
              <li key={city.id}>
                <a href={`${routes.listing}?city_id=${city.id}`}>Việc làm {city.name}</a>
              </li>
            ))}
          </Grid>
        </Section>
      </Container>
    </>
  )
}
