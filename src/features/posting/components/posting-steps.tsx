// The posting form's step list: where each part stands and a way to it. Beside the form from 1200 px
// (sticky, names and states), above it below that (a sticky row of numbered discs, ✓ when done,
// red with errors, and the count);
// both with the site's progress bar of the required parts done. A step's name is its part's title,
// its description where the part stands.
import { css } from '@linaria/core'
import { styled } from '@linaria/react'
import { HEADER_HEIGHT } from '../../../domain/constants'
import { ProgressBar } from '../../../ui/progress-bar'
import { color, media, radius, bareList } from '../../../ui/theme'
import type { SectionGroup, SectionState, SectionStatus } from '../sections'

export const STEPS_TEXT = {
  nav: 'Các bước đăng tin',
  progress: 'Tiến độ đăng tin',
  count: (done: number, total: number) => `${done}/${total} phần bắt buộc đã xong`,
  short: (done: number, total: number) => `Xong ${done}/${total}`,
  status: {
    done: 'Đã xong',
    started: 'Đang điền',
    empty: 'Chưa điền',
    optional: 'Không bắt buộc',
  } satisfies Record<Exclude<SectionStatus, 'error'>, string>,
  errors: (n: number) => `Cần sửa ${n} mục`,
} as const

/** The wide layout's breakpoint: the list stands beside the form from here. */
export const STEPS_WIDE = '@media (min-width: 1200px)'
/** The compact row's height, which focus and anchors keep clear of. */
const ROW_HEIGHT = 66

// what focus and scrollIntoView bring into view stays below the header and the sticky row; the list
// follows the header, which hides while the page scrolls down (header.tsx)
const clearOfRow = css`
  :global() {
    html:has(header[data-hidden='true']) [data-posting-steps] {
      top: 0;
    }
    ${STEPS_WIDE} {
      html:has(header[data-hidden='true']) [data-posting-steps] {
        top: 16px;
      }
    }
    ${media.mobile} {
      html:has([data-posting-steps]) {
        scroll-padding-top: ${HEADER_HEIGHT.mobile + ROW_HEIGHT + 12}px;
      }
    }
    @media (min-width: 990px) and (max-width: 1199.98px) {
      html:has([data-posting-steps]) {
        scroll-padding-top: ${HEADER_HEIGHT.desktop + ROW_HEIGHT + 12}px;
      }
    }
  }
`

const hidden = `
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  position: sticky;
  transition: top 0.25s ease;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  z-index: 4;
  top: ${HEADER_HEIGHT.mobile}px;
  margin: 0 -16px 16px;
  padding: 8px 16px 10px;
  background: ${color.white};
  border-bottom: 1px solid ${color.line};
  @media (min-width: 990px) {
    top: ${HEADER_HEIGHT.desktop}px;
    margin: 0 0 16px;
    border: 1px solid ${color.line};
    border-radius: ${radius.md};
  }
  h2 {
    margin: 0;
    font-size: 16px;
    ${hidden}
  }
  .head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 8px;
    margin-bottom: 6px;
  }
  .count {
    margin: 0;
    color: ${color.muted};
    font-size: 14px;
    white-space: nowrap;
  }
  .long {
    display: none;
  }
  ol {
    display: flex;
    gap: 4px;
    ${bareList}
  }
  button {
    display: flex;
    align-items: center;
    gap: 10px;
    min-width: 44px;
    min-height: 44px;
    padding: 0;
    border: 0;
    border-radius: ${radius.sm};
    background: none;
    color: ${color.text};
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  button:hover .name {
    text-decoration: underline;
  }
  .mark {
    flex: none;
    display: grid;
    place-items: center;
    width: 36px;
    height: 36px;
    margin: 4px;
    border-radius: 50%;
    border: 2px solid ${color.line};
    background: ${color.white};
    color: ${color.muted};
    font-weight: 700;
    font-size: 15px;
  }
  [aria-current='step'] .mark {
    box-shadow: 0 0 0 3px ${color.brandSoft};
    border-color: ${color.brand};
    color: ${color.brand};
  }
  [data-status='started'] .mark {
    border-color: ${color.brand};
    color: ${color.brand};
  }
  [data-status='optional'] .mark {
    border-style: dashed;
  }
  [data-status='done'] .mark {
    border-color: ${color.brand};
    background: ${color.brand};
    color: ${color.white};
  }
  [data-status='error'] .mark {
    border-color: ${color.red};
    background: ${color.red};
    color: ${color.white};
  }
  .text {
    ${hidden}
  }
  .name {
    font-weight: 600;
  }
  .state {
    color: ${color.muted};
    font-size: 14px;
  }
  [data-status='error'] .state {
    color: ${color.red};
    font-weight: 600;
  }
  [data-status='done'] .state {
    color: ${color.green};
  }
  ${STEPS_WIDE} {
    top: ${HEADER_HEIGHT.desktop + 16}px;
    margin: 0;
    padding: 16px;
    .head {
      display: contents;
    }
    h2 {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip: auto;
      white-space: normal;
    }
    .short {
      display: none;
    }
    .long {
      display: block;
      order: 1;
      margin: 4px 0 8px;
    }
    [role='progressbar'] {
      order: 2;
    }
    ol {
      order: 3;
      flex-direction: column;
      gap: 2px;
      margin-top: 12px;
    }
    button {
      width: 100%;
      padding: 2px 8px 2px 0;
    }
    button:hover {
      background: ${color.bg};
    }
    [aria-current='step'] {
      background: ${color.brandSoft};
    }
    .text {
      position: static;
      width: auto;
      height: auto;
      overflow: visible;
      clip: auto;
      white-space: normal;
      display: grid;
      line-height: 1.3;
    }
  }
`

export const statusText = (state: SectionState) => (state.status === 'error' ? STEPS_TEXT.errors(state.errors) : STEPS_TEXT.status[state.status])

const MARK: Partial<Record<SectionStatus, string>> = { done: '✓' }

export interface PostingStepsProps {
  groups: readonly SectionGroup[]
  states: readonly SectionState[]
  progress: { done: number; total: number }
  current: string | null
  onJump: (sectionId: string) => void
}

export function PostingSteps({ groups, states, progress, current, onJump }: PostingStepsProps) {
  return (
    <Nav aria-labelledby="posting-steps-title" className={clearOfRow} data-posting-steps="">
      <div className="head">
        <h2 id="posting-steps-title">{STEPS_TEXT.nav}</h2>
        <ol>
          {groups.map(({ section }, index) => {
            const state = states[index]
            return (
              <li key={section.id}>
                <button
                  type="button"
                  data-status={state.status}
                  aria-current={current === section.id ? 'step' : undefined}
                  aria-controls={`posting-${section.id}`}
                  aria-describedby={`posting-step-${section.id}`}
                  onClick={() => onJump(section.id)}
                >
                  <span className="mark" aria-hidden="true">
                    {MARK[state.status] ?? index + 1}
                  </span>
                  <span className="text">
                    <span className="name">{section.title}</span>{' '}
                    <span className="state" id={`posting-step-${section.id}`} aria-hidden="true">
                      {statusText(state)}
                    </span>
                  </span>
                </button>
              </li>
            )
          })}
        </ol>
        <p className="count short" aria-hidden="true">
          {STEPS_TEXT.short(progress.done, progress.total)}
        </p>
      </div>
      <p className="count long">{STEPS_TEXT.count(progress.done, progress.total)}</p>
      <ProgressBar value={progress.total ? progress.done / progress.total : 0} label={STEPS_TEXT.progress} valueText={STEPS_TEXT.count(progress.done, progress.total)} size="thin" />
    </Nav>
  )
}
