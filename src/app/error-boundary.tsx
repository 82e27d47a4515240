// Catches render errors inside a layout and shows the error page; a new path resets it.
import { Component, type ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { ErrorPage } from './error-page'

class Boundary extends Component<{ resetKey: string; children: ReactNode }, { failed: boolean; key: string }> {
  state = { failed: false, key: this.props.resetKey }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey }
  }

  componentDidCatch(error: unknown) {
    console.warn('Lỗi hiển thị trang', error)
  }

  render() {
    return this.state.failed ? <ErrorPage onReset={() => this.setState({ failed: false })} /> : this.props.children
  }
}

export function ErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  return <Boundary resetKey={pathname}>{children}</Boundary>
}
