// The page the server answered with 404 (docs/decisions/0002-public-browsing.md, "404"): the
// build marks 404.html with <html data-status="404"> and serves it unhydrated. For the URL it was
// answered on, a page that would look its record up (a job, a landing page) shows "not found" at
// once instead of asking the API for what the server already knows is missing.
const initialPath = typeof window === 'undefined' ? null : window.location.pathname

export function answeredNotFound(): boolean {
  if (typeof document === 'undefined' || initialPath === null) return false
  return document.documentElement.dataset.status === '404' && window.location.pathname === initialPath
}
