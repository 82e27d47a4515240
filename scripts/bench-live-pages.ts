// `npm run bench -- --live-pages [URL]`: how long a job posted now takes to be a whole static page
// (decision 0039), against a running one-port server (default http://localhost:3000, `npm start`;
// it needs the development outbox for the recruiters' one-time codes).
//   BENCH_LIVE_JOBS   jobs to post (default 30; 20 an hour an account, so a recruiter per 20)
//   BENCH_LIVE_GAP_MS pause between two posts (default 2000: a marketplace's pace, not a burst)
// Two figures per job: "stored", from the post's answer until the job's page is in the recent jobs'
// sitemap (rendered in the background through the durable queue and stored: what a CDN or a crawler
// gets from then on), polled every 250 ms without asking for the page itself; and "on request", a
// GET of the page right after posting (a page asked for before the queue got there is rendered on
// request). Each page served is checked: 200, the title, JobPosting JSON-LD and a canonical link.

import { samplePostingBody } from '../server/testing-posting'

interface Envelope<T> {
  success: boolean
  data: T
  error?: { message: string }
}

const PASSWORD = 'Matkhau@2026'
const POLL_MS = 250
const LIMIT_MS = 120_000

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

export async function livePagesFigures(origin: string): Promise<void> {
  const count = Number(process.env.BENCH_LIVE_JOBS ?? 30)
  const gap = Number(process.env.BENCH_LIVE_GAP_MS ?? 2000)
  // the sign-in key is bound to the client that signed in by a cookie, carried as a browser would
  let cookie = ''
  const call = async <T>(method: string, path: string, body?: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const set = response.headers.getSetCookie().map((c) => c.split(';')[0])
    if (set.length) cookie = set.join('; ')
    const envelope = (await response.json()) as Envelope<T>
    if (!envelope.success) throw new Error(`${method} ${path}: ${response.status} ${envelope.error?.message}`)
    return envelope.data
  }

  /** A new recruiter's bearer token: register through the one-time code the outbox shows. */
  const recruiter = async (index: number): Promise<string> => {
    const phone = `09${String(Date.now() + index).slice(-8)}`
    await call('POST', '/identity/v1/otps/send', { phone, type: 2, purpose: 'register' })
    const outbox = await call<{ items: Array<{ channel: string; body: string }> }>('GET', `/dev/api/outbox?recipient=${phone}&limit=5`)
    const code = outbox.items.find((m) => m.channel === 'sms')?.body.match(/\b(\d{6})\b/)?.[1]
    if (!code) throw new Error(`no one-time code for ${phone} in the outbox`)
    const { verify_token } = await call<{ verify_token: string }>('POST', '/identity/v1/otps/verify', { phone, purpose: 'register', code })
    await call('POST', '/identity/v1/register', { phone, password: PASSWORD, full_name: 'Trần Thị Bích Ngọc', verify_token })
    const { request_id } = await call<{ request_id: string }>('POST', '/identity/v1/login', { phone, password: PASSWORD })
    return (await call<{ token: string }>('POST', '/identity/v1/token', { request_id })).token
  }

  const jobBody = (title: string) => samplePostingBody(title)

  /** Whether a served page is the job's whole page (not the app shell, not another job). */
  const whole = async (url: string, title: string) => {
    const response = await fetch(`${origin}${url}`)
    const html = await response.text()
    return response.status === 200 && html.includes(title) && html.includes('"@type":"JobPosting"') && /<link[^>]+rel="canonical"/.test(html)
  }
  const tokens: string[] = []
  for (let i = 0; i < Math.ceil(count / 20); i++) tokens.push(await recruiter(i))
  const stamp = Date.now().toString(36)
  const stored: number[] = []
  const onRequest: number[] = []
  let failures = 0
  // jobs left to the queue, watched by one poller of the recent jobs' sitemap
  const pending = new Map<string, { at: number; title: string }>()
  let posting = true
  const watcher = (async () => {
    while (posting || pending.size > 0) {
      await new Promise((r) => setTimeout(r, POLL_MS))
      const sitemap = await (await fetch(`${origin}/sitemap-recent-jobs.xml`)).text()
      for (const [url, { at, title }] of pending) {
        const waited = performance.now() - at
        if (!sitemap.includes(`${url}</loc>`) && waited < LIMIT_MS) continue
        pending.delete(url)
        stored.push(waited)
        if (!(await whole(url, title))) failures++
      }
    }
  })()
  for (let i = 0; i < count; i++) {
    const title = `Kế toán công nợ ${stamp} ${i + 1}`
    const posted = await call<{ url: string; review_status: number }>('POST', '/listing/v1/classifieds', jobBody(title), tokens[Math.floor(i / 20)])
    const at = performance.now()
    if (posted.review_status !== 1001) throw new Error(`${title}: waiting for staff (review_status ${posted.review_status}), not published`)
    if (i % 2 === 1) {
      // every other job is asked for at once: rendered on request
      const ok = await whole(posted.url, title)
      onRequest.push(performance.now() - at)
      if (!ok) failures++
    } else {
      pending.set(posted.url, { at, title })
    }
    await new Promise((r) => setTimeout(r, gap))
  }
  posting = false
  await watcher

  const row = (name: string, values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b)
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`
    return `| ${name} | ${sorted.length} | ${s(percentile(sorted, 50))} | ${s(percentile(sorted, 95))} | ${s(sorted[sorted.length - 1])} |`
  }
  console.log(`\nLive job pages at ${origin}: ${count} jobs posted ${gap} ms apart\n`)
  console.log('| path | jobs | median | p95 | max |')
  console.log('| --- | --- | --- | --- | --- |')
  console.log(row('posted → stored (background, listed in the recent sitemap)', stored))
  console.log(row('posted → served on request (first GET)', onRequest))
  console.log(`\nPages that were not the whole job page: ${failures}`)
  if (stored.some((ms) => ms >= LIMIT_MS)) console.log(`Jobs not stored within ${LIMIT_MS / 1000} s: ${stored.filter((ms) => ms >= LIMIT_MS).length}`)
}
