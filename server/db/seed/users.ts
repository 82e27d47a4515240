// Demo accounts of docs/decisions/0003-accounts.md (password "matkhau123" for all) and the demo
// recruiter-agent register key. Inserted once per phone: a re-run never resets a password or a
// balance someone changed while trying the site.
import type { Queryable } from '../client'
import { registerKeyHash, registerKeyHint } from '../../lib/register-keys'
import { normalizeText } from '../../../src/domain/text'
import { postTransaction } from '../../modules/wallet/ledger'

export const SEED_PASSWORD = 'matkhau123'
// scrypt of SEED_PASSWORD at the standard cost (N=2^15, r=8, p=3), computed once: hashing it at
// every seed would add half a second to each test file.
const SEED_PASSWORD_HASH = 'scrypt$32768$8$3$3YD8TmxgJiSItgETl10UtQ$pOW1uyQqfIMWWt9tppdCCDwRl2xZlGTVj5CzYc2aPgU'

export const SEED_REGISTER_KEY = 'DAILY-2026-DEMO'

export interface SeedAccount {
  phone: string
  fullName: string
  accountAmount: number
  accountBonus: number
  hasDepositReward: boolean
  loyaltyId: number
  /** Seeded organizations (ids) this account manages. */
  organizations: number[]
  /** A platform staff role (the moderation console), given only here and by `npm run staff`. */
  staffRole?: 'moderator' | 'admin'
}

export const SEED_ACCOUNTS = {
  jobseeker: {
    phone: '0901234567',
    fullName: 'Nguyễn Thị Lan',
    accountAmount: 0,
    accountBonus: 0,
    hasDepositReward: false,
    loyaltyId: 1,
    organizations: [],
  },
  employer: {
    phone: '0912345678',
    fullName: 'Trần Văn Minh',
    accountAmount: 2_500_000,
    accountBonus: 500_000,
    hasDepositReward: true,
    loyaltyId: 3,
    organizations: [1, 2, 3],
  },
  staff: {
    phone: '0977000111',
    fullName: 'Phạm Thu Hà',
    accountAmount: 0,
    accountBonus: 0,
    hasDepositReward: false,
    loyaltyId: 1,
    organizations: [],
    staffRole: 'admin',
  },
} satisfies Record<string, SeedAccount>

/** The demo balances, moved in through the ledger like any money (docs/decisions/0015-wallet.md). */
async function openingBalances(tx: Queryable, userId: number, account: SeedAccount) {
  const main = account.accountAmount
  const bonus = account.accountBonus
  if (main > 0) {
    await postTransaction(tx, { userId, kind: 'deposit', description: 'Nạp tiền (dữ liệu mẫu)', amount: main, entries: [{ account: 'gateway', amount: -main }, { account: 'main', amount: main }] })
  }
  if (bonus > 0) {
    await postTransaction(tx, { userId, kind: 'reward', description: 'Tiền khuyến mãi (dữ liệu mẫu)', amount: bonus, entries: [{ account: 'promotion', amount: -bonus }, { account: 'bonus', amount: bonus }] })
  }
}


export async function seedUsers(tx: Queryable): Promise<void> {
  for (const account of Object.values(SEED_ACCOUNTS) as SeedAccount[]) {
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO users (phone, password_hash, full_name, has_deposit_reward, loyalty_id)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (phone) DO NOTHING RETURNING id`,
      [account.phone, SEED_PASSWORD_HASH, normalizeText(account.fullName), account.hasDepositReward, account.loyaltyId],
    )
    if (inserted.length) await openingBalances(tx, Number(inserted[0].id), account)
    await tx.query(
      `INSERT INTO user_phones (phone, user_id) SELECT phone, id FROM users WHERE phone = $1 ON CONFLICT (phone) DO NOTHING`,
      [account.phone],
    )
    if (account.staffRole) {
      await tx.query(
        `INSERT INTO staff_members (user_id, role) SELECT id, $2 FROM users WHERE phone = $1 ON CONFLICT (user_id) DO NOTHING`,
        [account.phone, account.staffRole],
      )
    }
    if (account.organizations.length) {
      // Only organizations nobody owns yet: a real owner is never replaced by the demo account.
      await tx.query(
        `INSERT INTO organization_members (organization_id, user_id, role)
         SELECT o.id, u.id, 'owner' FROM organizations o, users u
          WHERE u.phone = $1 AND o.id = ANY($2::int8[])
            AND NOT EXISTS (SELECT 1 FROM organization_members m WHERE m.organization_id = o.id AND m.role = 'owner')
         ON CONFLICT DO NOTHING`,
        [account.phone, account.organizations],
      )
    }
  }
  await tx.query(
    `INSERT INTO register_keys (key_hash, hint, label) VALUES ($1, $2, $3) ON CONFLICT (key_hash) DO NOTHING`,
    [registerKeyHash(SEED_REGISTER_KEY), registerKeyHint(SEED_REGISTER_KEY), 'Mã đăng ký đại lý mẫu (môi trường phát triển)'],
  )
}
