// The API tests' database server: the part of the test harness (server/testing.ts) that the tests'
// global setup (tests/setup/server-db.ts) shares, without the app.
import pg from 'pg'

// Read here and only here: tests choose their database engine through this variable.
// eslint-disable-next-line no-restricted-properties
const serverUrl = process.env.TEST_DATABASE_URL || null
/** The PostgreSQL server the tests run on, or null for embedded PGlite. */
export const testServerUrl = serverUrl

/** The URL of another database on the same server. */
export function databaseUrl(url: string, database: string): string {
  const other = new URL(url)
  other.pathname = `/${database}`
  return other.toString()
}

/** One statement on its own connection (CREATE and DROP DATABASE run outside any transaction). */
export async function adminQuery(url: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(sql)
  } finally {
    await admin.end()
  }
}
