// The parts of a personal list page (saved jobs, saved searches, applied and suggested jobs): the
// line under the title, the list of cards, the box shown when the list is empty, and the one shown
// when it could not be read (with "Thử lại").
import { styled } from '@linaria/react'
import { GhostButton } from './button'
import { color, radius, cardBox, bareList } from './theme'

export const PageIntro = styled.p`
  margin: 0 0 16px;
  color: ${color.muted};
`

export const CardList = styled.ul`
  display: grid;
  gap: 10px;
  ${bareList}
`

export const EmptyBox = styled.div`
  padding: 20px 16px;
  background: ${color.white};
  border: 1px dashed ${color.line};
  border-radius: ${radius.md};
  p {
    margin: 0 0 8px;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    margin-right: 16px;
    font-weight: 600;
  }
`

/** The list could not be read: why, and a retry. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <EmptyBox role="alert">
      <p>{message}</p>
      <GhostButton type="button" onClick={onRetry}>
        Thử lại
      </GhostButton>
    </EmptyBox>
  )
}

/**
 * A list of bordered rows: each row's first child takes the room (and wraps), the rest (a role, a
 * state, buttons) follow it, beneath it on a narrow screen.
 */
export const RowList = styled.ul`
  display: grid;
  gap: 8px;
  ${bareList}
  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px 12px;
    padding: 10px 12px;
    ${cardBox}
  }
  > li > :first-child {
    flex: 1 1 200px;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  small {
    color: ${color.muted};
  }
`
