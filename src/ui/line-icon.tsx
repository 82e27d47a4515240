// A decorative line icon on the 24 px grid, drawn in the text colour with round ends and corners.
// Hidden from assistive technology: the control around it carries the name. Without a size, CSS
// sizes it (an IconButton makes it 22 px).

export function LineIcon({
  d,
  size,
  strokeWidth = 2,
  fill = 'none',
  className,
}: {
  /** The path, in a 24 × 24 box. */
  d: string
  size?: number
  strokeWidth?: number
  /** `currentColor` fills the shape too (a pressed heart, a saved bookmark). */
  fill?: 'none' | 'currentColor'
  className?: string
}) {
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} fill={fill} stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
