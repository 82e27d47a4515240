// A candidate page whose data the API refused: its Vietnamese message (who reached which browsing
// limit and when to come back, docs/decisions/0032-sessions-and-private-files.md; or any other
// refusal), and after a rate limit a way to ask again once the wait is over.
import { errorMessage, type ApiError } from '../../../lib/http'
import { GhostButton } from '../../../ui/button'
import { EmptyBox } from '../../../ui/list-page'

export const RATE_LIMITED = 'too_many_requests'

export const isRateLimited = (error: unknown) => !!error && typeof error === 'object' && (error as ApiError).code === RATE_LIMITED

export function ReadRefused({ error, retry }: { error: unknown; retry: () => void }) {
  if (!isRateLimited(error)) return <p role="alert">{errorMessage(error)}</p>
  return (
    <EmptyBox role="alert" data-rate-limited="">
      <p>{errorMessage(error)}</p>
      <GhostButton type="button" onClick={retry}>
        Thử lại
      </GhostButton>
    </EmptyBox>
  )
}
