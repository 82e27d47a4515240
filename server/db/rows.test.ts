import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ROWS_FILE, rowTypes } from '../../scripts/db-types'
import { openTestDatabase } from '../testing'

describe('row types', () => {
  it(`${ROWS_FILE} matches the migrated schema (run \`npm run db:types\` after a migration)`, async () => {
    const { db, drop } = await openTestDatabase()
    try {
      expect(fs.readFileSync(ROWS_FILE, 'utf8')).toBe(await rowTypes(db))
    } finally {
      await drop()
    }
  })
})
