import { describe, expect, it } from 'vitest'
import { checkRenderedPage } from './ssg-hooks'

describe('checkRenderedPage', () => {
  it('moves the build-hash script into <head>, before the async entry can run', () => {
    const page =
      '<html lang="vi"><head><script type="module" async src="/assets/app.js"></script></head>' +
      '<body><div id="root"></div><script>/* SCRIPT_COMMENT_PLACEHOLDER */</script></body></html>'
    const html = checkRenderedPage('/jobseeker', page)
    expect(html.indexOf('SCRIPT_COMMENT_PLACEHOLDER')).toBeLessThan(html.indexOf('/assets/app.js'))
    expect(html.match(/SCRIPT_COMMENT_PLACEHOLDER/g)).toHaveLength(1)
    expect(html.slice(html.indexOf('<body>'))).not.toContain('<script>')
  })

  it('fails the build on a page that rendered the router fallback error', () => {
    expect(() => checkRenderedPage('/x', '<html><body>Unexpected Application Error</body></html>')).toThrow(/\/x/)
  })
})
