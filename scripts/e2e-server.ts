// The Playwright run's web server (playwright.config.ts), started ahead of the e2e stage by `.ci/run`
// so that its start and first build of the site overlap the PostgreSQL pass:
//   tsx scripts/e2e-server.ts        runs the config's webServer command with its environment
//   tsx scripts/e2e-server.ts wait <pid>   waits until the site answers 200 (as the config's
//                                          webServer does), or fails when process <pid> has ended
// `E2E_SERVER_STARTED=1` then tells Playwright to use that server instead of starting its own. The
// command runs under `sh` with children of its own: stop it by its process group.
import { spawn } from 'node:child_process'
import config, { baseURL } from '../playwright.config'

const server = config.webServer
if (!server || Array.isArray(server)) throw new Error('playwright.config.ts: one webServer expected')

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

if (process.argv[2] === 'wait') {
  const deadline = Date.now() + (server.timeout ?? 60_000)
  for (;;) {
    const status = await fetch(`${baseURL}/`).then((r) => r.status, () => 0)
    // (checked after the answer too: another server on the port is not this one)
    const pid = Number(process.argv[3])
    if (pid && !isRunning(pid)) {
      console.error(`the e2e server (process ${pid}) has ended; ${baseURL}/ answered ${status}`)
      process.exit(1)
    }
    if (status === 200) break
    if (Date.now() > deadline) {
      console.error(`${baseURL}/ answered ${status} for ${(server.timeout ?? 60_000) / 1000} s: the e2e server is not ready`)
      process.exit(1)
    }
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
} else {
  const child = spawn('sh', ['-c', server.command], { stdio: 'inherit', env: { ...process.env, ...server.env } })
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
}
