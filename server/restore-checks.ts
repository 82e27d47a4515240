// Reads through the real API on a restored database (npm run restore -- --verify, and the backup
// test): the app is built on it as `npm start` would, and a job page, a search, an organisation's
// page and a wallet's transactions must answer what the database holds. Signing the wallet's owner
// in writes a session: run these on a scratch copy, never on the database being served.
import { buildApp } from './app'
import type { Database } from './db/client'
import { loadEnv, type Env } from './env'
import { issueToken } from './modules/identity/tokens'
import { buildPath } from '../src/domain/contract/operation'
import { jobsPaths } from '../src/domain/contract/jobs.paths'
import { organizationPagesPaths } from '../src/domain/contract/organization-pages.paths'
import { walletPaths } from '../src/domain/contract/wallet.paths'

export interface ReadCheck {
  name: string
  ok: boolean
  detail: string
}

async function get(app: Awaited<ReturnType<typeof buildApp>>, url: string, token?: string) {
  const res = await app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} })
  let body: { data?: Record<string, unknown> } = {}
  try {
    body = res.json()
  } catch {
    // not JSON: the status says what went wrong
  }
  return { status: res.statusCode, data: body.data ?? {} }
}

/** Runs the read checks on db with the uploads in env.mediaDir/documentsDir; every check is reported, passed or not. */
export async function runReadChecks(db: Database, envOverrides: Partial<Env> = {}): Promise<ReadCheck[]> {
  const env = loadEnv({ NODE_ENV: 'test' }, { logLevel: 'silent', ...envOverrides })
  const app = await buildApp({ db, env })
  await app.ready()
  const checks: ReadCheck[] = []
  const check = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail })
  try {
    // the newest job showing, and its organisation (recruiting, so it has a page)
    const [job] = await db.query<{ id: number; title: string; organization_id: number | null }>(
      `SELECT id, title, organization_id FROM jobs WHERE review_status = 1001 AND NOT is_hidden AND expires_at > now() ORDER BY id DESC LIMIT 1`,
    )
    if (!job) {
      check('job page', false, 'no job showing in the restored database')
    } else {
      const page = await get(app, buildPath(jobsPaths.detail.path, { id: job.id }))
      check('job page', page.status === 200 && page.data.title === job.title, `GET job ${job.id}: ${page.status} "${String(page.data.title)}"`)

      const words = job.title.split(/\s+/).slice(0, 2).join(' ')
      const search = await get(app, buildPath(jobsPaths.listing.path, undefined, { q: words }))
      const items = (search.data.items ?? []) as Array<{ id: number }>
      check('search', search.status === 200 && items.length > 0, `search "${words}": ${search.status}, ${items.length} jobs on the first page, total ${String(search.data.total)}`)

      if (job.organization_id) {
        const [org] = await db.query<{ name: string }>('SELECT name FROM organizations WHERE id = $1', [job.organization_id])
        const detail = await get(app, buildPath(organizationPagesPaths.detail.path, { id: job.organization_id }))
        check('organisation page', detail.status === 200 && detail.data.name === org.name, `GET organisation ${job.organization_id}: ${detail.status} "${String(detail.data.name)}"`)
      }
    }

    // the account with the most wallet transactions: its list has them all
    const [owner] = await db.query<{ user_id: number; count: number }>(
      `SELECT user_id, count(*)::int AS count FROM wallet_transactions GROUP BY user_id ORDER BY count(*) DESC, user_id LIMIT 1`,
    )
    if (!owner) {
      check('wallet transactions', true, 'no wallet transaction in the database')
    } else {
      const { token } = await issueToken(db, owner.user_id)
      const list = await get(app, walletPaths.transactions.path, token)
      check(
        'wallet transactions',
        list.status === 200 && Number(list.data.total) === Number(owner.count),
        `account ${owner.user_id}: ${list.status}, ${String(list.data.total)} transactions listed, ${owner.count} in the database`,
      )
    }
  } finally {
    await app.close()
  }
  return checks
}
