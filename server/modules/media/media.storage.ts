// Where image bytes live, behind one small interface: local disk under MEDIA_DIR by default, or the
// shared PostgreSQL database (FILE_STORAGE=database) when several API instances serve one site
// (docs/decisions/0046-cluster.md); an object store (S3, R2 ...) only has to implement the same
// four calls.
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Queryable } from '../../db/client'

export interface MediaStorage {
  /** Stores the object whole: a reader never sees a half-written file. */
  put(key: string, data: Buffer): Promise<void>
  /** The object, or null when there is none. */
  get(key: string): Promise<Buffer | null>
  delete(key: string): Promise<void>
  /** Deletes every object whose key starts with prefix (a media's cached sizes). */
  deletePrefix(prefix: string): Promise<void>
}

// Keys are built by the media service from random ids; anything else is refused, so a key can
// never climb out of the storage folder.
const KEY = /^[a-z0-9]+(?:[/_.-][a-z0-9]+)*\/?$/

function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`invalid media storage key: ${key}`)
  return key
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'ENOENT'

export class LocalDiskStorage implements MediaStorage {
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    return path.join(this.root, ...checkKey(key).split('/').filter(Boolean))
  }

  async put(key: string, data: Buffer): Promise<void> {
    const file = this.pathOf(key)
    await fs.mkdir(path.dirname(file), { recursive: true })
    // write then rename: atomic on one file system, so concurrent readers see old or new, never half
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`
    try {
      await fs.writeFile(temp, data)
      await fs.rename(temp, file)
    } catch (error) {
      await fs.rm(temp, { force: true })
      throw error
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.pathOf(key))
    } catch (error) {
      if (isMissing(error)) return null
      throw error
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true })
  }

  async deletePrefix(prefix: string): Promise<void> {
    // Prefixes name folders here (variants/<key>/), so removing the folder removes them all.
    if (!prefix.endsWith('/')) throw new Error(`media storage prefix must end with /: ${prefix}`)
    await fs.rm(this.pathOf(prefix), { recursive: true, force: true })
  }
}

/** The two stores: public images (MEDIA_DIR) and private files (DOCUMENTS_DIR). */
export type StorageBucket = 'media' | 'documents'

/**
 * Files as rows of stored_files in the database every instance shares: a file put through one
 * instance is there for all of them, and a database backup holds the files with the records that
 * name them. One upsert writes a file whole, so a reader sees the old bytes or the new ones.
 */
export class DatabaseStorage implements MediaStorage {
  constructor(
    private readonly db: Queryable,
    private readonly bucket: StorageBucket,
  ) {}

  async put(key: string, data: Buffer): Promise<void> {
    await this.db.query(
      `INSERT INTO stored_files (bucket, key, data) VALUES ($1, $2, $3)
       ON CONFLICT (bucket, key) DO UPDATE SET data = EXCLUDED.data, created_at = now()`,
      [this.bucket, checkKey(key), data],
    )
  }

  async get(key: string): Promise<Buffer | null> {
    const rows = await this.db.query<{ data: Uint8Array }>('SELECT data FROM stored_files WHERE bucket = $1 AND key = $2', [this.bucket, checkKey(key)])
    return rows[0] ? Buffer.from(rows[0].data) : null
  }

  async delete(key: string): Promise<void> {
    await this.db.query('DELETE FROM stored_files WHERE bucket = $1 AND key = $2', [this.bucket, checkKey(key)])
  }

  async deletePrefix(prefix: string): Promise<void> {
    if (!prefix.endsWith('/')) throw new Error(`media storage prefix must end with /: ${prefix}`)
    await this.db.query('DELETE FROM stored_files WHERE bucket = $1 AND starts_with(key, $2)', [this.bucket, checkKey(prefix)])
  }
}

/** The store FILE_STORAGE names for a bucket: the folder on this machine, or the shared database. */
export function fileStorage(db: Queryable, env: { fileStorage: 'disk' | 'database' }, bucket: StorageBucket, dir: string): MediaStorage {
  return env.fileStorage === 'database' ? new DatabaseStorage(db, bucket) : new LocalDiskStorage(dir)
}
