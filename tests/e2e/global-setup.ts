// Before the first test: wait until the site answers 200. A server started by Playwright already
// does (webServer waits for it), but a server reused while it rebuilds a changed tree answers 503
// until the new build is complete. Once for the run rather than once per spec file and worker.
import type { FullConfig } from '@playwright/test'

export default async function waitForFreshSite(config: FullConfig) {
  const baseURL = config.projects[0].use.baseURL
  // a reused server may take a moment to notice a changed tree and start its rebuild; on CI the
  // server is a fresh one that has already answered 200 (Playwright's webServer or .ci/run's wait)
  if (!process.env.CI) await new Promise((resolve) => setTimeout(resolve, 3000))
  const deadline = Date.now() + 400_000
  for (;;) {
    const status = await fetch(`${baseURL}/`).then((r) => r.status, () => 0)
    if (status === 200) return
    if (Date.now() > deadline) throw new Error(`${baseURL}/ answered ${status} for 400 s: the site is not built`)
    await new Promise((resolve) => setTimeout(resolve, 2000))
  }
}
