// The development pages' frame (/dev/outbox, /dev/search-engines): server-rendered, no script,
// readable with a screen reader and a keyboard.
import { escapeHtml } from '../../lib/html'

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, sans-serif; line-height: 1.5; color: #1b1f23; }
  body { margin: 0 auto; max-width: 72rem; padding: 1.5rem; }
  h1 { font-size: 1.6rem; margin: 0 0 .25rem; }
  h2 { font-size: 1.2rem; margin: 2rem 0 .75rem; }
  label { display: block; font-weight: 600; margin: .75rem 0 .25rem; }
  input[type=text], input[type=tel], input[type=search], textarea { width: 100%; max-width: 32rem; padding: .5rem; font: inherit; border: 1px solid #6a737d; border-radius: 4px; box-sizing: border-box; }
  textarea { min-height: 5rem; }
  fieldset { border: 1px solid #d1d5da; border-radius: 4px; max-width: 32rem; margin-top: .75rem; }
  fieldset label { display: inline; font-weight: normal; margin: 0 1rem 0 .25rem; }
  button { margin-top: 1rem; padding: .5rem 1.25rem; font: inherit; font-weight: 600; color: #fff; background: #0a6e4a; border: 0; border-radius: 4px; cursor: pointer; }
  button:hover { background: #075237; }
  :focus-visible { outline: 3px solid #f9a825; outline-offset: 2px; }
  .inline { display: flex; gap: .5rem; align-items: end; flex-wrap: wrap; }
  .inline button { margin-top: 0; }
  table { border-collapse: collapse; width: 100%; }
  caption { text-align: left; color: #586069; padding-bottom: .5rem; }
  th, td { border-bottom: 1px solid #d1d5da; padding: .5rem; text-align: left; vertical-align: top; }
  td.body { white-space: pre-wrap; overflow-wrap: anywhere; }
  .notice { padding: .75rem 1rem; border-radius: 4px; max-width: 32rem; }
  .success { background: #e7f5ef; border: 1px solid #0a6e4a; }
  .error { background: #fdecea; border: 1px solid #b3261e; }
  .hint { color: #586069; }
`

export const timeFormat = new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh', dateStyle: 'short', timeStyle: 'medium' })

/** A time cell: machine-readable, shown in Vietnam's time. */
export const timeCell = (at: string) => `<td><time datetime="${escapeHtml(at)}">${escapeHtml(timeFormat.format(new Date(at)))}</time></td>`

/** A table with its caption and column headings, or the text for none when there are no rows. */
export function devTable(caption: string, columns: string[], rows: string[], none: string): string {
  if (!rows.length) return `<p>${none}</p>`
  return `<table>
  <caption>${caption}</caption>
  <thead><tr>${columns.map((c) => `<th scope="col">${c}</th>`).join('')}</tr></thead>
  <tbody>
${rows.join('\n')}
  </tbody>
</table>`
}

/** A section headed by an h2 (its id names it for the section). */
export const devSection = (id: string, heading: string, body: string) => `<section aria-labelledby="${id}-heading">
  <h2 id="${id}-heading">${heading}</h2>
  ${body}
</section>`

/** The whole page: its title, the header's explanation (HTML) and the main content (HTML). */
export function devPage({ title, intro, main }: { title: string; intro: string; main: string }): string {
  return `<!doctype html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} – môi trường phát triển</title>
<style>${STYLE}</style>
</head>
<body>
<header>
  <h1>${title}</h1>
  ${intro}
</header>
<main>
${main}
</main>
</body>
</html>`
}
