// Leaving the single-page app for a full page load: after signing in, the page at the return path
// must start fresh so the bootstrap (SPEC 4.1) exchanges the key. One module so tests can stub it.
export const leaveTo = (url: string) => window.location.assign(url)

export const replaceWith = (url: string) => window.location.replace(url)
