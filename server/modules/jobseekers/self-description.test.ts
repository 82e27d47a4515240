import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadEnv } from '../../env'
import { createTestContext, type TestContext } from '../../testing'
import { issueToken } from '../identity/tokens'
import {
  localProvider,
  localSelfDescription,
  openAiProvider,
  selfDescriptionProvider,
  suggestSelfDescription,
  tidySuggestion,
  type ProfileFacts,
} from './self-description'

/** A local stand-in for an OpenAI-compatible server: records requests, answers what a test sets. */
interface FakeServer {
  url: string
  requests: Array<{ path: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> }>
  answer: { status: number; body: unknown; delayMs?: number }
  close(): Promise<void>
}

async function fakeOpenAi(): Promise<FakeServer> {
  const state: FakeServer = {
    url: '',
    requests: [],
    answer: { status: 200, body: {} },
    close: async () => {},
  }
  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => (raw += chunk))
    req.on('end', () => {
      state.requests.push({ path: req.url ?? '', headers: req.headers, body: JSON.parse(raw || '{}') })
      const { status, body, delayMs = 0 } = state.answer
      setTimeout(() => {
        if (res.destroyed) return
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(typeof body === 'string' ? body : JSON.stringify(body))
      }, delayMs)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`
  state.close = () => new Promise((resolve) => server.close(() => resolve()))
  return state
}

const completion = (content: string) => ({ choices: [{ index: 0, message: { role: 'assistant', content } }] })

const facts: ProfileFacts = {
  full_name: 'Lê Văn Hùng',
  age: 30,
  gender: 'Nam',
  job_types: ['Tài xế', 'Giao hàng'],
  city: 'Đà Nẵng',
  district: null,
  experience_id: 607,
  experience: '5 năm',
  experience_text: 'Lái xe tải nhẹ giao hàng nội thành.',
  work_history: [{ company: 'Công ty Vận tải Sông Hàn', position: 'Tài xế', start_date: '02/2020', end_date: null }],
  education: 'Trung học phổ thông',
  readiness: true,
  salary_min: 9_000_000,
  salary_max: 12_000_000,
}

let fake: FakeServer
beforeAll(async () => {
  fake = await fakeOpenAi()
})
afterAll(() => fake.close())

describe('the local writer', () => {
  it('writes from the facts alone, in the first person, without contact details', () => {
    const text = localSelfDescription(facts)
    expect(text).toBe(
      'Tôi là Lê Văn Hùng, 30 tuổi, đang tìm việc tài xế và giao hàng tại Đà Nẵng. Tôi có 5 năm kinh nghiệm làm việc. ' +
        'Tôi từng làm tài xế tại Công ty Vận tải Sông Hàn (từ 02/2020 đến nay). Trình độ học vấn: Trung học phổ thông. ' +
        'Tôi làm việc chăm chỉ, trung thực, có tinh thần trách nhiệm và giao tiếp tốt với mọi người. ' +
        'Mức lương mong muốn: 9 - 12 triệu đồng/tháng. Tôi có thể đi làm ngay và mong muốn gắn bó lâu dài với doanh nghiệp.',
    )
    expect(tidySuggestion(text)).toBe(text)
  })
})

describe('the OpenAI-compatible provider', () => {
  it('is chosen by OPENAI_BASE_URL / OPENAI_API_KEY; without them suggestions are local', () => {
    expect(selfDescriptionProvider(loadEnv({ NODE_ENV: 'test' })).name).toBe('local')
    const env = loadEnv({ NODE_ENV: 'test', OPENAI_BASE_URL: `${fake.url}/`, OPENAI_MODEL: 'qwen2.5' })
    expect(env).toMatchObject({ openaiBaseUrl: fake.url, openaiModel: 'qwen2.5', openaiApiKey: null })
    expect(selfDescriptionProvider(env).name).toBe('openai')
    expect(loadEnv({ NODE_ENV: 'test', OPENAI_API_KEY: 'sk-x' })).toMatchObject({
      openaiBaseUrl: 'https://api.openai.com/v1',
      openaiModel: 'gpt-4o-mini',
    })
    expect(() => loadEnv({ NODE_ENV: 'test', OPENAI_BASE_URL: 'ftp://model' })).toThrow(/OPENAI_BASE_URL/)
  })

  it('posts the facts to /chat/completions with the model and the key, and reads the answer', async () => {
    fake.requests.length = 0
    fake.answer = { status: 200, body: completion('Tôi là Hùng, tài xế 5 năm kinh nghiệm.\n\n- Cẩn thận, đúng giờ.') }
    const provider = openAiProvider({ baseUrl: fake.url, apiKey: 'sk-test', model: 'gpt-test' })
    const result = await suggestSelfDescription(provider, facts)
    expect(result).toEqual({ source: 'openai', text: 'Tôi là Hùng, tài xế 5 năm kinh nghiệm. Cẩn thận, đúng giờ.' })
    const [request] = fake.requests
    expect(request.path).toBe('/v1/chat/completions')
    expect(request.headers.authorization).toBe('Bearer sk-test')
    expect(request.body.model).toBe('gpt-test')
    const messages = request.body.messages as Array<{ role: string; content: string }>
    expect(messages[0].role).toBe('system')
    expect(messages[1].content).toContain('Ngành nghề mong muốn: Tài xế, Giao hàng')
    expect(messages[1].content).toContain('Đã làm: Tài xế tại Công ty Vận tải Sông Hàn (02/2020 - nay)')
  })

  it('falls back to the local writer when the endpoint fails, times out or writes contact details', async () => {
    const provider = openAiProvider({ baseUrl: fake.url, apiKey: null, model: 'm', timeoutMs: 2000 })
    const fallbacks: unknown[] = []
    for (const answer of [
      { status: 500, body: { error: 'down' } },
      { status: 200, body: 'not json' },
      { status: 200, body: { choices: [] } },
      { status: 200, body: completion('Gọi tôi: 0905 123 456') },
    ]) {
      fake.answer = answer
      const result = await suggestSelfDescription(provider, facts, (error) => fallbacks.push(error))
      expect(result).toEqual({ source: 'local', text: localSelfDescription(facts) })
    }
    expect(fallbacks).toHaveLength(4)
    fake.answer = { status: 200, body: completion('Quá muộn rồi, người dùng đã chờ quá lâu.'), delayMs: 800 }
    const slow = openAiProvider({ baseUrl: fake.url, apiKey: null, model: 'm', timeoutMs: 200 })
    expect((await suggestSelfDescription(slow, facts)).source).toBe('local')
    const unreachable = openAiProvider({ baseUrl: 'http://127.0.0.1:1/v1', apiKey: null, model: 'm', timeoutMs: 500 })
    expect((await suggestSelfDescription(unreachable, facts)).source).toBe('local')
    expect((await suggestSelfDescription(localProvider, facts)).source).toBe('local')
  })
})

describe('POST /job/v1/jobseekers/self-description with a configured provider', () => {
  let t: TestContext
  beforeAll(async () => {
    t = await createTestContext({
      seed: { organizations: 2, jobs: 2 },
      env: { openaiBaseUrl: fake.url, openaiApiKey: 'sk-route', openaiModel: 'route-model' },
    })
  })
  afterAll(() => t.close())

  it('answers the provider’s text for the signed-in seeker’s profile; 20 an hour', async () => {
    const [lan] = await t.db.query<{ id: number }>(`SELECT id FROM users WHERE phone = '0901234567'`)
    const { token } = await issueToken(t.db, lan.id)
    fake.requests.length = 0
    fake.answer = { status: 200, body: completion('Tôi là Lan, có ba năm bán hàng và thu ngân, mong muốn gắn bó lâu dài.') }
    const res = await t.app.inject({
      method: 'POST',
      url: '/job/v1/jobseekers/self-description',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      success: true,
      data: { source: 'openai', text: 'Tôi là Lan, có ba năm bán hàng và thu ngân, mong muốn gắn bó lâu dài.' },
    })
    expect(fake.requests[0].headers.authorization).toBe('Bearer sk-route')
    expect((fake.requests[0].body.messages as Array<{ content: string }>)[1].content).toContain(
      'Ngành nghề mong muốn: Nhân viên bán hàng, Thu ngân, Chăm sóc khách hàng',
    )

    for (let i = 1; i < 20; i++) {
      await t.app.inject({ method: 'POST', url: '/job/v1/jobseekers/self-description', headers: { authorization: `Bearer ${token}` } })
    }
    const limited = await t.app.inject({
      method: 'POST',
      url: '/job/v1/jobseekers/self-description',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toBeDefined()
  })
})
