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
