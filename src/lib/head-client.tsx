// The document head in the browser: what `<Head>` (vite-react-ssg) does once the page is loaded.
// The prerender writes each page's title, meta, link and JSON-LD tags with react-helmet-async
// (marked data-rh="true"); the browser build uses this module in its place (vite.config.ts), which
// keeps the same tags up to date on client-side navigation: the title, and the marked tags replaced
// by those of the mounted <Head> elements (a later one wins for the same meta name or link rel).
import { Children, isValidElement, useLayoutEffect, useRef, type ReactElement, type ReactNode } from 'react'

const MARK = 'data-rh'
const ATTRIBUTE_NAMES: Record<string, string> = {
  className: 'class',
  httpEquiv: 'http-equiv',
  hrefLang: 'hreflang',
  crossOrigin: 'crossorigin',
  charSet: 'charset',
  itemProp: 'itemprop',
}

type HeadProps = Record<string, unknown> & { children?: ReactNode }

// the mounted <Head> elements, in the order they first rendered (a parent before its children)
const mounted = new Map<object, ReactElement<HeadProps>[]>()
let scheduled = false

const textOf = (children: ReactNode): string =>
  Children.toArray(children)
    .map((child) => (typeof child === 'string' || typeof child === 'number' ? String(child) : ''))
    .join('')

/** Which earlier tag a tag replaces: the same meta name/property/http-equiv, the same link rel (and hreflang). */
function keyOf(element: ReactElement<HeadProps>): string | null {
  const props = element.props
  if (element.type === 'meta') {
    const name = props.name ?? props.property ?? props.httpEquiv ?? props.itemProp ?? (props.charSet ? 'charset' : null)
    return name ? `meta:${String(name)}` : null
  }
  if (element.type === 'link' && props.rel === 'canonical') return 'link:canonical'
  if (element.type === 'link' && props.hrefLang) return `link:${String(props.rel)}:${String(props.hrefLang)}`
  return null
}

function toNode(element: ReactElement<HeadProps>): HTMLElement {
  const node = document.createElement(element.type as string)
  for (const [name, value] of Object.entries(element.props)) {
    if (name === 'children' || name === 'dangerouslySetInnerHTML' || value === undefined || value === null || value === false) continue
    node.setAttribute(ATTRIBUTE_NAMES[name] ?? name, value === true ? '' : String(value))
  }
  const html = element.props.dangerouslySetInnerHTML as { __html?: string } | undefined
  if (html?.__html !== undefined) node.innerHTML = html.__html
  else if (element.props.children !== undefined) node.textContent = textOf(element.props.children)
  node.setAttribute(MARK, 'true')
  return node
}

function update(): void {
  scheduled = false
  let title: string | null = null
  const tags: ReactElement<HeadProps>[] = []
  const keyed = new Map<string, number>()
  for (const elements of mounted.values()) {
    for (const element of elements) {
      if (element.type === 'title') {
        title = textOf(element.props.children)
        continue
      }
      const key = keyOf(element)
      const earlier = key === null ? undefined : keyed.get(key)
      if (earlier !== undefined) tags[earlier] = element
      else {
        if (key !== null) keyed.set(key, tags.length)
        tags.push(element)
      }
    }
  }
  if (title !== null && document.title !== title) document.title = title
  const next = tags.map(toNode)
  const current = [...document.head.querySelectorAll(`[${MARK}="true"]`)].filter((node) => node.tagName !== 'TITLE')
  // the prerendered tags are usually the same: leave them as they are
  const same = current.length === next.length && current.every((node, i) => node.isEqualNode(next[i]))
  if (same) return
  current.forEach((node) => node.remove())
  document.head.append(...next)
}

function schedule(): void {
  if (scheduled) return
  scheduled = true
  queueMicrotask(update)
}

function elementsOf(children: ReactNode): ReactElement<HeadProps>[] {
  return Children.toArray(children).filter(
    (child): child is ReactElement<HeadProps> => isValidElement(child) && typeof child.type === 'string',
  )
}

export function Helmet({ children }: { children?: ReactNode }): null {
  const key = useRef<object | null>(null)
  if (key.current === null) {
    key.current = {}
    // first render: take the place in the order now, filled once the effect runs
    mounted.set(key.current, [])
  }
  const elements = elementsOf(children)
  useLayoutEffect(() => {
    const id = key.current!
    mounted.set(id, elements)
    schedule()
  })
  useLayoutEffect(() => {
    const id = key.current!
    return () => {
      mounted.delete(id)
      schedule()
    }
  }, [])
  return null
}

export function HelmetProvider({ children }: { children?: ReactNode }): ReactNode {
  return children
}
