import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase, TEST_ANCHOR } from '../../testing'
import type { Database } from '../client'
import { PASSWORD_HASH_COST } from '../../env'
import { needsRehash, verifyPassword } from '../../modules/identity/password'
import { registerKeyHash } from '../../lib/register-keys'
import { seed, seedIfEmpty } from './seed'
import { SEED_ACCOUNTS, SEED_PASSWORD, SEED_REGISTER_KEY } from './users'

let db: Database
let drop: () => Promise<void>
beforeAll(async () => {
  ;({ db, drop } = await openTestDatabase())
})
afterAll(() => drop())

interface UserRow {
  id: number
  phone: string
  full_name: string
  password_hash: string
  account_amount: number
  account_bonus: number
  has_deposit_reward: boolean
}

// the demo accounts (the seeded applicants of applications.seed.ts have no usable password)
const users = () => db.query<UserRow>(`SELECT * FROM users WHERE password_hash <> '!' ORDER BY phone`)

describe('seeded accounts (docs/decisions/0003-accounts.md)', () => {
  it('creates the job seeker, the employer with balances and organizations, and the register key', async () => {
    await seed(db, { organizations: 5, jobs: 10, anchor: TEST_ANCHOR })
    const rows = await users()
    expect(rows.map((u) => [u.phone, u.full_name])).toEqual([
      ['0901234567', 'Nguyễn Thị Lan'],
      ['0912345678', 'Trần Văn Minh'],
      ['0977000111', 'Phạm Thu Hà'],
    ])
    const employer = rows[1]
    expect(employer).toMatchObject({ account_amount: 2_500_000, account_bonus: 500_000, has_deposit_reward: true })
    expect(await verifyPassword(SEED_PASSWORD, employer.password_hash)).toBe(true)
    expect(needsRehash(employer.password_hash, PASSWORD_HASH_COST.standard)).toBe(false)
    const owned = await db.query<{ id: number }>(`SELECT organization_id AS id FROM organization_members WHERE user_id = $1 AND role = 'owner' ORDER BY organization_id`, [employer.id])
    expect(owned.map((o) => o.id)).toEqual(SEED_ACCOUNTS.employer.organizations)
    const phones = await db.query<{ phone: string }>('SELECT phone FROM user_phones ORDER BY phone')
    expect(phones.map((p) => p.phone)).toEqual(['0901234567', '0912345678', '0977000111'])
    const staff = await db.query<{ phone: string; role: string }>('SELECT u.phone, s.role FROM staff_members s JOIN users u ON u.id = s.user_id')
    expect(staff).toEqual([{ phone: '0977000111', role: 'admin' }])
    const keys = await db.query<{ key_hash: string; used_at: Date | null }>('SELECT key_hash, used_at FROM register_keys')
    expect(keys).toEqual([{ key_hash: registerKeyHash(SEED_REGISTER_KEY), used_at: null }])
  })

  it('is idempotent and keeps what people changed', async () => {
    await db.query(`UPDATE users SET account_amount = 100, full_name = 'Tên Mới' WHERE phone = '0912345678'`)
    await db.query(`UPDATE register_keys SET used_at = now()`)
    const before = await users()
    await seed(db, { organizations: 5, jobs: 10 })
    expect(await users()).toEqual(before)
    expect((await db.query('SELECT 1 FROM register_keys WHERE used_at IS NOT NULL')).length).toBe(1)
  })

  it('adds the accounts to a demo database seeded before accounts existed', async () => {
    await db.exec('DELETE FROM ledger_entries; DELETE FROM wallet_transactions; DELETE FROM register_keys; DELETE FROM users;')
    expect(await seedIfEmpty(db)).toBeNull()
    expect((await users()).map((u) => u.phone)).toEqual(['0901234567', '0912345678', '0977000111'])
    // and leaves them alone afterwards
    await db.query(`UPDATE users SET full_name = 'Đã đổi' WHERE phone = '0901234567'`)
    await seedIfEmpty(db)
    expect((await users())[0].full_name).toBe('Đã đổi')
  })
})
