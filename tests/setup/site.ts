// Site unit/component tests: what they rendered is unmounted after each (before the console check of
// ./console-errors.ts, which runs after it: Vitest runs after-hooks last registered first).
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'
import './console-errors'

afterEach(() => {
  cleanup()
})
