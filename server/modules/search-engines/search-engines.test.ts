// The real engines' requests, built against an injected fetch (no engine is ever called from a
// test), their settings in server/env.ts, and IndexNow's key file.
import { generateKeyPairSync, verify } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadEnv } from '../../env'
import { createTestContext, type TestContext } from '../../testing'
import { BATCH_URL, GoogleIndexingEngine, INDEXING_SCOPE, batchBody, parseBatchResponse } from './google-indexing'
import { IndexNowEngine } from './indexnow'
import { createSearchEngines, engineKinds, type Fetch, type Notice } from './search-engines'

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
const account = {
  clientEmail: 'indexing@viec-lam-tot.iam.gserviceaccount.com',
  privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  tokenUri: 'https://oauth2.googleapis.com/token',
}
const serviceAccountJson = JSON.stringify({ type: 'service_account', client_email: account.clientEmail, private_key: account.privateKey, token_uri: account.tokenUri })

interface Sent {
  url: string
  method?: string
  headers: Record<string, string>
  body: string
}

/** A fetch that records each request and answers it with `answer`. */
function fakeFetch(answer: (request: Sent) => Response) {
  const sent: Sent[] = []
  const impl: Fetch = async (input, init) => {
    const request = { url: String(input), method: init?.method, headers: Object.fromEntries(new Headers(init?.headers).entries()), body: String(init?.body ?? '') }
    sent.push(request)
    return answer(request)
  }
  return { sent, impl }
}
/** Google: a token from the token URL, `batch` from the batch URL. */
const google = (batch: () => Response) => fakeFetch((request) => (request.url === account.tokenUri ? tokenAnswer() : batch()))

const notices: Notice[] = [
  { url: 'https://vieclamtot.vn/viec-lam/ke-toan-1', type: 'URL_UPDATED' },
  { url: 'https://vieclamtot.vn/viec-lam/tho-han-2', type: 'URL_DELETED' },
  { url: 'https://vieclamtot.vn/viec-lam/bao-ve-3', type: 'URL_UPDATED' },
]

/** Google's batch answer: one part a notice, in another order than asked, as Google may. */
function batchAnswer(statuses: number[]): Response {
  const boundary = 'batch_abc123'
  const parts = statuses
    .map((status, i) => ({ status, i }))
    .reverse()
    .map(({ status, i }) => {
      const body = status === 200 ? JSON.stringify({ urlNotificationMetadata: { url: notices[i].url } }) : JSON.stringify({ error: { code: status, message: `Lỗi ${status}` } })
      return `--${boundary}\r\nContent-Type: application/http\r\nContent-ID: <response-notice-${i}>\r\n\r\nHTTP/1.1 ${status} X\r\nContent-Type: application/json; charset=UTF-8\r\n\r\n${body}\r\n`
    })
  return new Response(`${parts.join('')}--${boundary}--\r\n`, { status: 200, headers: { 'content-type': `multipart/mixed; boundary=${boundary}` } })
}
function tokenAnswer() {
  return Response.json({ access_token: 'ya29.thu', expires_in: 3599, token_type: 'Bearer' })
}

describe('Google Indexing API', () => {
  it('signs in as the service account with an RS256 JWT for the indexing scope', async () => {
    const { sent, impl } = google(() => batchAnswer([200, 200, 200]))
    const now = Date.UTC(2026, 10, 27, 8, 0, 0)
    await new GoogleIndexingEngine(account, 200, impl, () => now).notify(notices)
    const [token] = sent
    expect(token.url).toBe('https://oauth2.googleapis.com/token')
    expect(token.method).toBe('POST')
    expect(token.headers['content-type']).toBe('application/x-www-form-urlencoded')
    const form = new URLSearchParams(token.body)
    expect(form.get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer')
    const [header, claims, signature] = form.get('assertion')!.split('.')
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({ alg: 'RS256', typ: 'JWT' })
    expect(JSON.parse(Buffer.from(claims, 'base64url').toString())).toEqual({
      iss: account.clientEmail,
      scope: INDEXING_SCOPE,
      aud: account.tokenUri,
      iat: now / 1000,
      exp: now / 1000 + 3600,
    })
    expect(verify('RSA-SHA256', Buffer.from(`${header}.${claims}`), publicKey, Buffer.from(signature, 'base64url'))).toBe(true)
  })

  it('sends up to 100 notices in one multipart batch with the token, and keeps the token while it lasts', async () => {
    const { sent, impl } = google(() => batchAnswer([200, 200, 200]))
    let now = Date.UTC(2026, 10, 27, 8, 0, 0)
    const engine = new GoogleIndexingEngine(account, 200, impl, () => now)
    expect(engine).toMatchObject({ kind: 'google', batchSize: 100, dailyQuota: 200 })
    expect(await engine.notify(notices)).toEqual([{ status: 'sent' }, { status: 'sent' }, { status: 'sent' }])
    const batch = sent[1]
    expect(batch.url).toBe(BATCH_URL)
    expect(batch.method).toBe('POST')
    expect(batch.headers.authorization).toBe('Bearer ya29.thu')
    const boundary = /^multipart\/mixed; boundary=(\S+)$/.exec(batch.headers['content-type'])?.[1]
    expect(boundary).toBeTruthy()
    expect(batch.body).toBe(batchBody(notices, boundary!))
    const parts = batch.body.split(`--${boundary}`)
    expect(parts.at(-1)).toBe('--\r\n')
    expect(parts.slice(1, -1)).toHaveLength(3)
    expect(parts[2]).toContain('Content-Type: application/http\r\n')
    expect(parts[2]).toContain('Content-ID: <notice-1>\r\n')
    expect(parts[2]).toContain('POST /v3/urlNotifications:publish\r\nContent-Type: application/json\r\n')
    expect(parts[2]).toContain('\r\n\r\n{"url":"https://vieclamtot.vn/viec-lam/tho-han-2","type":"URL_DELETED"}\r\n')
    // the token again within the hour; a new one once it is nearly spent
    await engine.notify(notices)
    expect(sent.map((r) => r.url)).toEqual([account.tokenUri, BATCH_URL, BATCH_URL])
    now += 3500 * 1000
    await engine.notify(notices)
    expect(sent.map((r) => r.url)).toEqual([account.tokenUri, BATCH_URL, BATCH_URL, account.tokenUri, BATCH_URL])
  })

  it('reads each notice\'s answer: sent, refused for good, over the quota, to try again', async () => {
    const { impl } = google(() => batchAnswer([200, 403, 503]))
    expect(await new GoogleIndexingEngine(account, 200, impl).notify(notices)).toEqual([
      { status: 'sent' },
      { status: 'refused', error: 'Google 403: Lỗi 403' },
      { status: 'retry', error: 'Google 503: Lỗi 503' },
    ])
    expect(parseBatchResponse('multipart/mixed; boundary=x', '--x\r\nContent-ID: <response-notice-0>\r\n\r\nHTTP/1.1 429 Too Many Requests\r\n\r\n{}\r\n--x--', 2)).toEqual([
      { status: 'quota', error: 'Google 429: {}' },
      { status: 'retry', error: 'Google: không có trả lời cho thông báo này' },
    ])
  })

  it('fails as a whole when it cannot sign in or the batch is refused (the queue tries again)', async () => {
    const noToken = fakeFetch(() => Response.json({ error: 'invalid_grant' }, { status: 400 }))
    await expect(new GoogleIndexingEngine(account, 200, noToken.impl).notify(notices)).rejects.toThrow('Google token: 400 invalid_grant')
    const down = google(() => new Response('Service Unavailable', { status: 503 }))
    await expect(new GoogleIndexingEngine(account, 200, down.impl).notify(notices)).rejects.toThrow('Google Indexing API: 503')
    const spent = google(() => Response.json({ error: { code: 429, message: 'Quota exceeded' } }, { status: 429 }))
    expect(await new GoogleIndexingEngine(account, 200, spent.impl).notify(notices.slice(0, 1))).toEqual([{ status: 'quota', error: 'Google 429: Quota exceeded' }])
  })
})

describe('IndexNow', () => {
  const settings = { key: 'a1b2c3d4e5f6a7b8', endpoint: 'https://api.indexnow.org/indexnow', origin: 'https://vieclamtot.vn' }

  it('posts the host, the key, where the key is and the URLs, up to 10,000 at once', async () => {
    const { sent, impl } = fakeFetch(() => new Response(null, { status: 202 }))
    const engine = new IndexNowEngine(settings, impl)
    expect(engine).toMatchObject({ kind: 'indexnow', batchSize: 10_000, dailyQuota: null })
    expect(await engine.notify(notices)).toEqual(notices.map(() => ({ status: 'sent' })))
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ url: settings.endpoint, method: 'POST', headers: { 'content-type': 'application/json; charset=utf-8' } })
    expect(JSON.parse(sent[0].body)).toEqual({
      host: 'vieclamtot.vn',
      key: 'a1b2c3d4e5f6a7b8',
      keyLocation: 'https://vieclamtot.vn/a1b2c3d4e5f6a7b8.txt',
      urlList: notices.map((n) => n.url),
    })
  })

  it('settles what it refuses for good (400, 422) and fails on the rest (403 key not found yet, 429, 5xx)', async () => {
    expect(await new IndexNowEngine(settings, fakeFetch(() => new Response(null, { status: 422 })).impl).notify(notices.slice(0, 1))).toEqual([
      { status: 'refused', error: 'IndexNow 422' },
    ])
    await expect(new IndexNowEngine(settings, fakeFetch(() => new Response(null, { status: 403 })).impl).notify(notices)).rejects.toThrow('IndexNow 403')
  })
})

describe('settings', () => {
  it('reads the service account key and the IndexNow key, and refuses what cannot work', () => {
    const env = loadEnv({ GOOGLE_INDEXING_CREDENTIALS: serviceAccountJson, INDEXNOW_KEY: 'a1b2c3d4e5f6a7b8', GOOGLE_INDEXING_DAILY_QUOTA: '1000' })
    expect(env.searchEngines).toEqual({ google: account, googleDailyQuota: 1000, indexNowKey: 'a1b2c3d4e5f6a7b8', indexNowEndpoint: 'https://api.indexnow.org/indexnow' })
    expect(loadEnv({}).searchEngines).toMatchObject({ google: null, googleDailyQuota: 200, indexNowKey: null })
    expect(() => loadEnv({ GOOGLE_INDEXING_CREDENTIALS: '{"client_email":"x@y"}' })).toThrow(/client_email hoặc private_key/)
    expect(() => loadEnv({ GOOGLE_INDEXING_CREDENTIALS: JSON.stringify({ client_email: 'x@y', private_key: 'không phải khóa' }) })).toThrow(/private_key không đọc được/)
    expect(() => loadEnv({ GOOGLE_INDEXING_CREDENTIALS: '/khong/co/tep.json' })).toThrow(/đường dẫn tệp/)
    expect(() => loadEnv({ GOOGLE_INDEXING_DAILY_QUOTA: '0' })).toThrow(/GOOGLE_INDEXING_DAILY_QUOTA/)
    expect(() => loadEnv({ INDEXNOW_KEY: 'ngắn' })).toThrow(/INDEXNOW_KEY/)
  })

  it('tells the configured engines; without any, the development engine, and none in production', () => {
    expect(engineKinds(loadEnv({ NODE_ENV: 'test' }))).toEqual(['dev'])
    expect(engineKinds(loadEnv({ NODE_ENV: 'test', INDEXNOW_KEY: 'a1b2c3d4e5f6a7b8' }))).toEqual(['indexnow'])
    const both = loadEnv({ NODE_ENV: 'development', INDEXNOW_KEY: 'a1b2c3d4e5f6a7b8', GOOGLE_INDEXING_CREDENTIALS: serviceAccountJson })
    expect(engineKinds(both)).toEqual(['google', 'indexnow'])
    expect(createSearchEngines({ db: null as never, env: both }).map((e) => e.constructor.name)).toEqual(['GoogleIndexingEngine', 'IndexNowEngine'])
    expect(engineKinds({ ...loadEnv({ NODE_ENV: 'test' }), nodeEnv: 'production' })).toEqual([])
  })
})

describe("IndexNow's key file", () => {
  let t: TestContext
  beforeAll(async () => {
    const env = loadEnv({ NODE_ENV: 'test', INDEXNOW_KEY: 'a1b2c3d4e5f6a7b8' })
    t = await createTestContext({ seed: false, env: { searchEngines: env.searchEngines } })
  })
  afterAll(() => t.close())

  it('is served at /<key>.txt with the key alone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/a1b2c3d4e5f6a7b8.txt' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(res.body).toBe('a1b2c3d4e5f6a7b8')
    expect((await t.app.inject({ method: 'GET', url: '/khac.txt' })).statusCode).not.toBe(200)
  })
})
