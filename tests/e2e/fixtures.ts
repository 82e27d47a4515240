// Shared Playwright fixtures: every page fails its test on console errors or uncaught exceptions.
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return
        // A page that is meant to answer 404 makes Chromium log its own status; that is not a fault.
        if (msg.text().startsWith('Failed to load resource') && msg.location().url === page.url()) return
        errors.push(msg.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await use(errors)
      expect(errors, 'console errors').toEqual([])
    },
    { auto: true },
  ],
})

/** Waits until React has hydrated the prerendered page (the root layout marks <html>). */
export const waitForHydration = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })

export async function expectNoA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze()
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

export { expect }
