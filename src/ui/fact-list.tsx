// Labelled facts of a record (a job's salary and place, an employer's size and website): a
// description list in one column on a phone and two from the small breakpoint; a wide fact takes
// the whole row.
import { styled } from '@linaria/react'
import type { ReactNode } from 'react'
import { color, media } from './theme'

export interface Fact {
  label: string
  value: ReactNode
  /** takes the whole row */
  wide?: boolean
  /** a hook for the page's own styling (data-kind) */
  kind?: string
}

const Grid = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 10px 24px;
  margin: 0;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  div {
    min-width: 0;
  }
  dt {
    color: ${color.muted};
    font-size: 14px;
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  [data-wide] {
    grid-column: 1 / -1;
  }
`

export function FactList({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  return (
    <Grid className={className}>
      {facts.map((fact) => (
        <div key={fact.label} data-kind={fact.kind} data-wide={fact.wide || undefined}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </Grid>
  )
}

/** A link to a record's own website, in a new tab, neither followed nor credited by search engines. */
export function ExternalSite({ url, internal = false }: { url: string; internal?: boolean }) {
  return (
    <a href={url} target="_blank" rel={internal ? undefined : 'nofollow noopener'}>
      {url.replace(/^https?:\/\//i, '').replace(/^www\./i, '').replace(/\/$/, '')}
      <span className="visually-hidden"> (mở trong tab mới)</span>
    </a>
  )
}
