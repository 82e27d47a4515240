// Design tokens. Colours meet WCAG AA contrast on white.
export const color = {
  brand: '#0a6e4a',
  brandDark: '#075237',
  brandSoft: '#e7f5ef',
  text: '#1c2430',
  muted: '#56606d',
  line: '#dfe3e8',
  bg: '#f4f6f8',
  white: '#ffffff',
  red: '#c62828',
  green: '#1b7f3b',
  focus: '#1d4ed8',
} as const

export const radius = { sm: '6px', md: '10px', lg: '16px' } as const

/** Media queries from SPEC 9's breakpoints (990 px is the mobile cutoff). */
export const media = {
  mobile: '@media (max-width: 989.98px)',
  desktop: '@media (min-width: 990px)',
  sm: '@media (min-width: 576px)',
} as const

/**
 * The box of a form control (input, select, textarea, date): the muted border, small corners, white,
 * the page's font. Inputs people type in add `font-size: 16px` (smaller makes iOS zoom in on focus).
 */
export const controlBox = `
  border: 1px solid ${color.muted};
  border-radius: ${radius.sm};
  background: ${color.white};
  color: ${color.text};
  font: inherit;
`

/**
 * A white box with the light line border and small corners: cards, chips, outlined buttons. A
 * rule that wants other corners or another border colour sets them after it.
 */
export const lineBox = `
  border: 1px solid ${color.line};
  border-radius: ${radius.sm};
  background: ${color.white};
`

/** The same box with the card corners (md): a section, panel or box that stands on the page's grey. */
export const cardBox = `
  border: 1px solid ${color.line};
  border-radius: ${radius.md};
  background: ${color.white};
`

/** A list without its bullets and indents: a list of cards, links or rows that lays itself out. */
export const bareList = `
  margin: 0;
  padding: 0;
  list-style: none;
`

/** A row that wraps, its items centred on the cross axis and its two ends pushed apart: a heading
 * with its actions, a bar of a count and a button. The rule sets its own gap. */
export const spreadRow = `
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
`

/** A checkbox or radio of the given size in px, in the brand's colour, that keeps its size in a flex row. */
export function choiceBox(size: number): string {
  return `
    flex: none;
    width: ${size}px;
    height: ${size}px;
    accent-color: ${color.brand};
  `
}

/** A 44 px form control filling its cell (a search or filter form's input or select). */
export const formControl = `
  width: 100%;
  min-height: 44px;
  padding: 0 12px;
  ${controlBox}
`

/** A round disc of the given size in px, its content centred: an initial avatar, a step number, an icon. */
export function disc(size: number): string {
  return `
    display: flex;
    align-items: center;
    justify-content: center;
    width: ${size}px;
    height: ${size}px;
    border-radius: 50%;
  `
}

/**
 * Inside a table's styles: on a phone the table reads as rows, not columns too narrow to read
 * (issue 39 item 9): the header row hidden (still read by screen readers), each row a block, each
 * cell a line starting with its column's name from `data-label`, amounts no longer right-aligned.
 */
export const rowsOnPhone = `
  ${media.mobile} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: grid;
      grid-template-columns: 1fr auto;
      gap: 2px 12px;
      padding: 12px 0;
      border-bottom: 1px solid ${color.line};
    }
    td {
      display: block;
      padding: 0;
      border: 0;
    }
    td[data-label]::before {
      content: attr(data-label) ': ';
      color: ${color.muted};
      font-weight: 400;
    }
    td[data-money] {
      text-align: left;
    }
  }
`

/**
 * The whole card is the click target of its main link (`link`, a selector such as "h3 a"): the
 * link's ::after covers the card (which needs position: relative) and carries the focus ring;
 * other controls in the card stay usable above it with position: relative and z-index: 1.
 */
export function wholeCardLink(link: string, corner: string = radius.md): string {
  const each = (suffix: string) =>
    link
      .split(',')
      .map((selector) => `${selector.trim()}${suffix}`)
      .join(', ')
  return `
    ${each('::after')} {
      content: '';
      position: absolute;
      inset: 0;
      border-radius: ${corner};
    }
    ${each(':focus-visible')} {
      outline: none;
    }
    ${each(':focus-visible::after')} {
      outline: 3px solid ${color.focus};
      outline-offset: 2px;
    }
  `
}
