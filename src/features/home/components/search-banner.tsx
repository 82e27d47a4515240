// Home search banner (SPEC 2.2): a background picture chosen by screen width, a dark overlay so
// the white title keeps AA contrast, the banner title as the page's h1, and the search box on top.
import { styled } from '@linaria/react'
import { useId, type ReactNode } from 'react'
import { color, media } from '../../../ui/theme'

export interface SearchBannerData {
  title: string
  alt: string
  sources: Array<{ min_width: number; image_url: string }>
  image_url: string
}

export const FALLBACK_BANNER_TITLE = 'Tìm việc làm nhanh, uy tín trên khắp Việt Nam'

const Section = styled.section`
  position: relative;
  isolation: isolate;
  display: flex;
  align-items: center;
  min-height: 260px;
  overflow: hidden;
  background: linear-gradient(135deg, ${color.brandDark}, ${color.brand});
  color: ${color.white};
  @media (min-width: 1024px) {
    min-height: 320px;
  }
  @media (min-width: 1440px) {
    min-height: 360px;
  }
  picture,
  picture img {
    position: absolute;
    inset: 0;
    z-index: -2;
    width: 100%;
    height: 100%;
    max-width: none;
    object-fit: cover;
  }
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    z-index: -1;
    background: linear-gradient(90deg, rgba(4, 28, 19, 0.78), rgba(4, 28, 19, 0.5));
  }
`

const Inner = styled.div`
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 32px 16px 40px;
  h1 {
    margin: 0 0 20px;
    max-width: 760px;
    font-size: 34px;
    text-shadow: 0 1px 2px rgba(0, 0, 0, 0.35);
    ${media.mobile} {
      font-size: 24px;
      margin-bottom: 16px;
    }
  }
`

export function SearchBanner({ banner, children }: { banner: SearchBannerData | null; children: ReactNode }) {
  const titleId = useId()
  // The browser takes the first <source> whose media matches: widest first.
  const sources = banner ? [...banner.sources].sort((a, b) => b.min_width - a.min_width) : []
  return (
    <Section aria-labelledby={titleId}>
      {banner && (
        <picture>
          {sources.map((source) => (
            <source key={source.min_width} media={`(min-width: ${source.min_width}px)`} srcSet={source.image_url} />
          ))}
          <img
            src={banner.image_url}
            alt=""
            width={1440}
            height={360}
            fetchPriority="high"
            decoding="async"
          />
        </picture>
      )}
      <Inner>
        <h1 id={titleId}>{banner?.title || FALLBACK_BANNER_TITLE}</h1>
        {children}
      </Inner>
    </Section>
  )
}
