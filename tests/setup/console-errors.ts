// Unit tests of the site and the domain fail when anything logs console.error (epic-stack house style).
import { afterEach, beforeEach, vi } from 'vitest'

let errors: unknown[][] = []
beforeEach(() => {
  errors = []
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args)
  })
})
afterEach(() => {
  vi.restoreAllMocks()
  if (errors.length) throw new Error(`console.error được gọi: ${errors.map((e) => String(e[0])).join(' | ')}`)
})
