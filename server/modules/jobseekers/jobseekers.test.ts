import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MSG } from '../../../src/domain/messages'
import { createTestContext, type TestContext } from '../../testing'
import { issueToken } from '../identity/tokens'

let t: TestContext
beforeAll(async () => {
  t = await createTestContext({ seed: false })
})
afterAll(() => t.close())

describe('GET /job/v1/jobseekers/self (until the job-seeker issue)', () => {
  it('answers null for a signed-in person: nobody has a profile yet', async () => {
    const [user] = await t.db.query<{ id: number }>(
      `INSERT INTO users (phone, password_hash, full_name) VALUES ('0901234567', 'x', 'Nguyễn Thị Lan') RETURNING id`,
    )
    const { token } = await issueToken(t.db, user.id)
    const res = await t.app.inject({ method: 'GET', url: '/job/v1/jobseekers/self', headers: { authorization: `Bearer ${token}` } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.json()).toEqual({ success: true, data: null })
  })

  it('answers 401 "Bạn cần đăng nhập!" to a visitor or a bad token', async () => {
    for (const headers of [{}, { authorization: 'Bearer khong-hop-le' }]) {
      const res = await t.app.inject({ method: 'GET', url: '/job/v1/jobseekers/self', headers })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ success: false, error: { code: 'unauthorized', message: MSG.needLogin } })
    }
  })
})
