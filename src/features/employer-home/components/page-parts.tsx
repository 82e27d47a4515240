// Building blocks of the employer pages (/employer, /promo, /recruiters): white panels that sit
// beside the employer sidebar on a desktop and edge to edge on a phone, a hero, rows of calls to act.
import { styled } from '@linaria/react'
import { Panel } from '../../../ui/panel'
import { color, media, bareList, lineBox } from '../../../ui/theme'
import { formatCount } from '../../../domain/money'

export { GhostLink, PageStack, Panel } from '../../../ui/panel'

export const Hero = styled(Panel)`
  background: linear-gradient(160deg, ${color.brandSoft} 0%, ${color.white} 65%);
  h1 {
    margin: 0;
    font-size: 26px;
    line-height: 1.25;
    ${media.desktop} {
      font-size: 32px;
    }
  }
`

export const Lead = styled.p`
  max-width: 62ch;
  font-size: 17px;
  color: ${color.text};
`

export const Muted = styled.p`
  color: ${color.muted};
`

export const CtaRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  > a {
    flex: 1 1 180px;
    ${media.sm} {
      flex: 0 0 auto;
    }
  }
`

/** Links one per line, each with a touch-sized target. */
export const LinkList = styled.ul`
  ${bareList}
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`

/**
 * Three outlined figure tiles in a row (a dl whose divs hold a dt and a dd), the figure above its
 * label: the marketplace's figures and the live ones. The list sets the tiles' padding and the
 * figure's size and height.
 */
export const figureTiles = `
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 8px;
  div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    min-width: 0;
    ${lineBox}
  }
  dt {
    color: ${color.muted};
    font-size: 13px;
    line-height: 1.35;
  }
  dd {
    margin: 0;
    color: ${color.brandDark};
    font-weight: 700;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`

const FigureList = styled.dl`
  ${figureTiles}
  margin: 0;
  div {
    padding: 8px 10px;
  }
  dd {
    font-size: 18px;
    line-height: 1.3;
    ${media.sm} {
      font-size: 24px;
    }
  }
  ${media.sm} {
    div {
      padding: 10px 12px;
    }
    dt {
      font-size: 14px;
    }
  }
`

/** Figures of the marketplace; entries without a value are left out. */
export function Figures({ items }: { items: ReadonlyArray<{ value: string | number | null; label: string }> }) {
  const shown = items.filter((item) => item.value !== null)
  if (shown.length === 0) return null
  return (
    <FigureList>
      {shown.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{typeof item.value === 'number' ? formatCount(item.value) : item.value}</dd>
        </div>
      ))}
    </FigureList>
  )
}
