// The generic error page of SPEC 2.2: image, message, reload and go-home buttons.
import { styled } from '@linaria/react'
import { MSG } from '../domain/messages'
import { Button, GhostButton } from '../ui/button'

const Wrap = styled.section`
  max-width: 560px;
  margin: 48px auto;
  padding: 24px 16px;
  text-align: center;
`
const Actions = styled.div`
  display: flex;
  gap: 12px;
  justify-content: center;
  flex-wrap: wrap;
  margin-top: 16px;
`

export function ErrorPage({ onReset }: { onReset?: () => void }) {
  return (
    <Wrap role="alert">
      <img src="/images/error.svg" alt="" width={240} height={180} />
      <h1>{MSG.errorPage}</h1>
      <Actions>
        <Button type="button" onClick={() => window.location.reload()}>
          Tải lại trang
        </Button>
        <GhostButton
          type="button"
          onClick={() => {
            onReset?.()
            window.location.assign('/')
          }}
        >
          Về trang chủ
        </GhostButton>
      </Actions>
    </Wrap>
  )
}

/** errorElement of the root route: replaces React Router's default "Unexpected Application Error". */
export function RouteErrorPage() {
  return <ErrorPage />
}
