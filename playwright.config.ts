import { defineConfig, devices } from '@playwright/test'

// E2E against the one-port server as production runs it (npm start: the compiled server, on the
// project's Node) on a throwaway embedded database, in Debian's Chromium.
const PORT = Number(process.env.E2E_PORT ?? 3210)
export const baseURL = `http://localhost:${PORT}`
/**
 * The server reads the editor-owned content from a copy made for the run (CONTENT_DIR), so the CMS
 * test's saves never touch content/ of the checkout. A server started by hand for E2E_PORT needs
 * the same CONTENT_DIR.
 */
export const E2E_SITE_ROOT = '.data/e2e-site'
// (with public/images, the media the CMS shows)
const CMS_SPEC = /cms\.spec\.ts/
/**
 * Run after the others, alone: the link crawler (other tests hide and show jobs, so a page it read a
 * moment ago links to a job that answers 404 for a second) and the CMS journey (it edits the served
 * content and rebuilds the site).
 */
const LAST = [CMS_SPEC, /links\.spec\.ts/]
/**
 * Employer and staff flows that run in the last phase too, beside the CMS journey: its rebuild
 * holds one worker for a minute or more while the others had only the two link crawls to run, then
 * sat idle (docs/decisions/0055e-e2e-stage-time.md, 0057-test-cpu.md). They show no banner or
 * popular search (what the journey edits) and hide no public job (what the crawler would meet). At
 * most two of them sort before cms.spec.ts, so the journey starts with the phase.
 */
const BESIDE_CMS = [/agents\.spec\.ts/, /business-info\.spec\.ts/, /job-stats\.spec\.ts/, /shop\.spec\.ts/, /staff-console\.spec\.ts/, /wallet\.spec\.ts/]

const mobile = { ...devices['Pixel 7'], channel: undefined, viewport: { width: 390, height: 844 } }

export default defineConfig({
  testDir: 'tests/e2e',
  // waits once for the site to answer 200 (a reused server may be rebuilding)
  globalSetup: './tests/e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // a spec file per worker at a time. Three on two cores: with two, the cores were idle 23 % of the
  // main phase (a flow waits for the server, an animation, a navigation); the whole suite took 327 s
  // with two and 288-302 s with three on the same quiet machine, for the same CPU (526 and 533 s;
  // docs/decisions/0057-test-cpu.md)
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    locale: 'vi-VN',
    // Recording a trace (a DOM snapshot and screencast frames for every action) costs every flow
    // its share of the two cores even when the trace is thrown away: CI records only the retry of a
    // failed flow; a local run, which has no retry, keeps the trace of a failure
    // (docs/decisions/0055e-e2e-stage-time.md)
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      // Debian's chromium-headless-shell: Chromium's old headless mode (no browser UI underneath),
      // about a quarter less CPU a flow than the full browser run headless, on the same engine
      // (docs/decisions/0057-test-cpu.md); CHROMIUM_PATH=/usr/bin/chromium runs the full one
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // flows tagged @desktop or @mobile run only in their own project; the rest run in both. A flow
    // that takes the same steps at both widths runs once, in the desktop project, and checks its
    // pages at 390 px as well (atBothWidths in tests/e2e/fixtures.ts)
    { name: 'desktop', grepInvert: /@mobile/, testIgnore: [...LAST, ...BESIDE_CMS], use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'mobile', grepInvert: /@desktop/, testIgnore: [...LAST, ...BESIDE_CMS], use: mobile },
    // after both (one of these alone: `npx playwright test links --no-deps`); the CMS is a desktop tool.
    // Files run in name order: two BESIDE_CMS files sort before cms.spec.ts, the others after it, so
    // two workers take them and the link crawls while the third runs the CMS journey from the start
    { name: 'desktop-last', testMatch: [...LAST, ...BESIDE_CMS], grepInvert: /@mobile/, dependencies: ['desktop', 'mobile'], use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'mobile-last', testMatch: [...LAST, ...BESIDE_CMS], testIgnore: CMS_SPEC, grepInvert: /@desktop/, dependencies: ['desktop', 'mobile'], use: mobile },
  ],
  webServer: {
    command: `rm -rf .data/e2e ${E2E_SITE_ROOT} && mkdir -p ${E2E_SITE_ROOT}/public && cp -r content ${E2E_SITE_ROOT}/ && cp -r public/images ${E2E_SITE_ROOT}/public/ && npm start`,
    // the site answers 503 until its first build has finished
    url: `${baseURL}/`,
    // the first build takes a minute on a quiet machine and over five beside other builds
    timeout: 600_000,
    // on CI, only the server `.ci/run` started ahead of this stage (scripts/e2e-server.ts), ready
    reuseExistingServer: !process.env.CI || process.env.E2E_SERVER_STARTED === '1',
    stdout: 'pipe',
    // every registration of the suite comes from 127.0.0.1: allow it more one-time codes an hour;
    // its hundreds of registrations and sign-ins hash passwords with the test suites' cheap scrypt
    // profile (a third of a second of CPU each at the standard cost)
    env: { PORT: String(PORT), DATA_DIR: '.data/e2e', CONTENT_DIR: `${E2E_SITE_ROOT}/content`, LOG_LEVEL: 'warn', PUBLIC_ORIGIN: baseURL, PRERENDER_JOBS: '30', OTP_SENDS_PER_IP_HOUR: '500', PASSWORD_HASH_COST: 'test' },
  },
})
