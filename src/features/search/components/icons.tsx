// Decorative icons: hidden from assistive technology, the surrounding control carries the name.
const base = { 'aria-hidden': true, focusable: false, fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const

export const SearchIcon = ({ size = 20 }: { size?: number }) => (
  <svg {...base} width={size} height={size} viewBox="0 0 24 24">
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
)

export const FilterIcon = ({ size = 18 }: { size?: number }) => (
  <svg {...base} width={size} height={size} viewBox="0 0 24 24">
    <path d="M4 6h16M7 12h10M10 18h4" />
  </svg>
)

export const CloseIcon = ({ size = 16 }: { size?: number }) => (
  <svg {...base} width={size} height={size} viewBox="0 0 24 24">
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
)

export const PinIcon = ({ size = 18 }: { size?: number }) => (
  <svg {...base} width={size} height={size} viewBox="0 0 24 24">
    <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </svg>
)

export const ChevronDownIcon = ({ size = 16 }: { size?: number }) => (
  <svg {...base} width={size} height={size} viewBox="0 0 24 24">
    <path d="m6 9 6 6 6-6" />
  </svg>
)

export const TrendIcon = ({ size = 16 }: { size?: number }) => (
  <svg {...base} width={size} height={size} viewBox="0 0 24 24">
    <path d="m3 17 6-6 4 4 8-8M15 7h6v6" />
  </svg>
)
