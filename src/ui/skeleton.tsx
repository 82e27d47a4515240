// Skeletons: grey shapes of what is loading, where it will appear (issue 39 item 7), instead of an
// empty area that lets the footer jump up and then a line of "Đang tải…". The words stay for
// screen readers (role="status", visually hidden); the shapes are hidden from them. A skeleton is
// at least as tall as the page it stands for, so nothing below it moves up in the meantime. The
// shimmer stops for people who ask for reduced motion.
import { styled } from '@linaria/react'
import { radius, cardBox, lineBox } from './theme'

const Shape = styled.span`
  display: block;
  border-radius: ${radius.sm};
  background: linear-gradient(90deg, #e8ecef 0%, #f3f5f7 40%, #e8ecef 80%);
  background-size: 200% 100%;
  @keyframes vlt-skeleton {
    from {
      background-position: 100% 0;
    }
    to {
      background-position: -100% 0;
    }
  }
  animation: vlt-skeleton 1.4s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
  &[data-round] {
    border-radius: 50%;
  }
`

const Frame = styled.div`
  display: grid;
  align-content: start;
  gap: 16px;
  min-height: 60vh;
  &[data-boxed] {
    padding: 16px;
    ${cardBox}
  }
`

const Row = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: 12px;
  padding: 12px;
  ${lineBox}
  > div {
    display: grid;
    gap: 8px;
  }
`

const Field = styled.div`
  display: grid;
  gap: 6px;
`

/** One grey block: `width` as CSS (e.g. "60%"), `height` in px. */
export function Bone({ width = '100%', height = 14, round = false }: { width?: string; height?: number; round?: boolean }) {
  return <Shape style={{ width: round ? height : width, height }} data-round={round || undefined} />
}

export type SkeletonShape = 'list' | 'form' | 'detail'

const LINES = ['92%', '78%', '85%', '64%']

/**
 * A page or a panel while its data loads: `list` (cards with a photo and two lines), `form`
 * (labels over fields), `detail` (a title and paragraphs). `rows`: how many cards or fields;
 * `height`: its least height as CSS (60vh by default: a page's main area).
 */
export function Skeleton({ label, shape = 'list', rows = 4, boxed = false, height }: { label: string; shape?: SkeletonShape; rows?: number; boxed?: boolean; height?: string }) {
  return (
    <Frame role="status" aria-busy="true" data-boxed={boxed || undefined} data-skeleton={shape} style={height ? { minHeight: height } : undefined}>
      <span className="visually-hidden">{label}</span>
      <div aria-hidden="true" style={{ display: 'grid', gap: shape === 'list' ? 10 : 16 }}>
        <Bone width="40%" height={24} />
        {Array.from({ length: rows }, (_, index) =>
          shape === 'list' ? (
            <Row key={index}>
              <Bone round height={44} />
              <div>
                <Bone width={LINES[index % LINES.length]} height={16} />
                <Bone width="50%" />
              </div>
            </Row>
          ) : shape === 'form' ? (
            <Field key={index}>
              <Bone width="30%" />
              <Bone height={44} />
            </Field>
          ) : (
            <Field key={index}>
              <Bone width={LINES[index % LINES.length]} />
              <Bone width={LINES[(index + 1) % LINES.length]} />
              <Bone width="40%" />
            </Field>
          ),
        )}
      </div>
    </Frame>
  )
}
