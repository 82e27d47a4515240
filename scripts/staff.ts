// `npm run staff -- <add|remove|list> [phone] [--role moderator|admin]`: who is platform staff (the
// moderation console at /kiem-duyet). Staff are made here, by someone with access to the database,
// never through sign-up or the API (docs/decisions/0021-verification-and-staff.md).
import { parseArgs } from 'node:util'
import { openDatabase } from '../server/db/client'
import { migrate } from '../server/db/migrate'
import { loadEnv } from '../server/env'
import { normalizePhone } from '../src/domain/validation/rules'

const { values, positionals } = parseArgs({ allowPositionals: true, options: { role: { type: 'string', default: 'moderator' } } })
const [command, rawPhone] = positionals
const usage = 'Cách dùng: npm run staff -- add <số điện thoại> [--role moderator|admin] | remove <số điện thoại> | list'

const env = loadEnv()
const db = await openDatabase({ url: env.databaseUrl, dataDir: env.dataDir })
await migrate(db)
try {
  if (command === 'list') {
    const rows = await db.query<{ phone: string; full_name: string | null; role: string; created_at: Date }>(
      'SELECT u.phone, u.full_name, s.role, s.created_at FROM staff_members s JOIN users u ON u.id = s.user_id ORDER BY s.created_at',
    )
    if (!rows.length) console.log('Chưa có nhân viên nào.')
    for (const r of rows) console.log(`${r.phone}  ${r.role.padEnd(9)}  ${r.full_name ?? ''}  (từ ${r.created_at.toISOString().slice(0, 10)})`)
  } else if ((command === 'add' || command === 'remove') && rawPhone) {
    const phone = normalizePhone(rawPhone)
    const [user] = await db.query<{ id: number }>('SELECT user_id AS id FROM user_phones WHERE phone = $1', [phone])
    if (!user) throw new Error(`Không có tài khoản nào dùng số ${phone}. Người đó cần đăng ký tài khoản trước.`)
    if (command === 'add') {
      if (values.role !== 'moderator' && values.role !== 'admin') throw new Error('Vai trò là moderator hoặc admin.')
      await db.query(
        `INSERT INTO staff_members (user_id, role) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET role = EXCLUDED.role`,
        [user.id, values.role],
      )
      console.log(`Đã cấp quyền nhân viên (${values.role}) cho ${phone}.`)
    } else {
      const removed = await db.query('DELETE FROM staff_members WHERE user_id = $1 RETURNING user_id', [user.id])
      console.log(removed.length ? `Đã thu hồi quyền nhân viên của ${phone}.` : `${phone} không phải nhân viên.`)
    }
  } else {
    console.log(usage)
    process.exitCode = 1
  }
} catch (error) {
  console.error((error as Error).message)
  process.exitCode = 1
} finally {
  await db.close()
}
