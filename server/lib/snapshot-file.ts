// An in-memory index's snapshot on disk (SEARCH_INDEX_SNAPSHOT, docs/decisions/0047-search-index-memory.md):
// its typed-array columns end to end, after a JSON header that names the database the snapshot was
// read from and the change cursor (µs) it was read at. An instance that starts loads the file (the
// arrays are views on what was read, nothing is parsed per job) and then catches up on the changes
// since the cursor, instead of reading every job from the database.
//
// Layout: 8 bytes of magic, the header's length (u32), 4 bytes of padding, the header (UTF-8 JSON,
// padded to 8 bytes), then the arrays of section 0 and those of section 1, each 8-byte aligned.
// Section 0 is what the index keeps; section 1 is read in a buffer of its own that is dropped once
// the index is built from it. A CRC-32 of both sections and their lengths refuse a cut or damaged file.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { Queryable } from '../db/client'

const MAGIC = 'VVNSNAP1'
const PREFIX = 16

const TYPES = {
  Float64Array,
  Int32Array,
  Uint32Array,
  Uint8Array,
} as const
type TypeName = keyof typeof TYPES
export type ColumnArray = Float64Array | Int32Array | Uint32Array | Uint8Array

interface ArrayEntry {
  name: string
  type: TypeName
  section: 0 | 1
  offset: number
  length: number
}

interface Header {
  database: string
  since: number
  builtAt: number
  sections: [number, number]
  crc: number
  arrays: ArrayEntry[]
  meta: unknown
}

export interface SnapshotContent<Meta> {
  /** The change cursor (µs) the snapshot was read at: catching up reads the changes from there. */
  since: number
  builtAt: number
  meta: Meta
  /** What the index keeps (section 0). */
  kept: Record<string, ColumnArray>
  /** What the index is built from once and then drops (section 1). */
  transient: Record<string, ColumnArray>
}

const align8 = (n: number) => (n + 7) & ~7

function typeOf(array: ColumnArray): TypeName {
  for (const [name, type] of Object.entries(TYPES)) if (array instanceof type) return name as TypeName
  throw new Error(`unsupported array ${array.constructor.name}`)
}

/**
 * This database's id for snapshot files: a random id kept in app_meta, made the first time it is
 * asked for (a file from another database, or from this one before a restore, carries another).
 */
export async function databaseId(db: Queryable): Promise<string> {
  await db.query(`INSERT INTO app_meta (key, value) VALUES ('snapshot_database_id', to_jsonb(gen_random_uuid()::text)) ON CONFLICT (key) DO NOTHING`)
  const [row] = await db.query<{ id: string }>(`SELECT value #>> '{}' AS id FROM app_meta WHERE key = 'snapshot_database_id'`)
  return row.id
}

/** Writes the snapshot beside the path and renames it there (a reader never sees half a file). */
export async function writeSnapshotFile<Meta>(file: string, database: string, content: SnapshotContent<Meta>): Promise<void> {
  const arrays: ArrayEntry[] = []
  const parts: Array<{ array: ColumnArray; section: 0 | 1 }> = []
  const sections: [number, number] = [0, 0]
  for (const section of [0, 1] as const) {
    for (const [name, array] of Object.entries(section === 0 ? content.kept : content.transient)) {
      arrays.push({ name, type: typeOf(array), section, offset: sections[section], length: array.length })
      parts.push({ array, section })
      sections[section] = align8(sections[section] + array.byteLength)
    }
  }
  // the arrays are written where they are (no copy of the whole snapshot), each followed by the
  // zeros that align the next one
  const pieces: Uint8Array[] = []
  let crc = 0
  for (const { array } of parts) {
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength)
    const padding = Buffer.alloc(align8(bytes.length) - bytes.length)
    crc = zlib.crc32(padding, zlib.crc32(bytes, crc))
    pieces.push(bytes, padding)
  }
  const header: Header = { database, since: content.since, builtAt: content.builtAt, sections, crc, arrays, meta: content.meta }
  const json = Buffer.from(JSON.stringify(header))
  const prefix = Buffer.alloc(PREFIX + align8(json.length))
  prefix.write(MAGIC, 0, 'latin1')
  prefix.writeUInt32LE(json.length, 8)
  json.copy(prefix, PREFIX)
  await fs.promises.mkdir(path.dirname(file), { recursive: true })
  const partial = `${file}.${process.pid}.partial`
  const handle = await fs.promises.open(partial, 'w')
  try {
    // writev takes at most IOV_MAX (1024) buffers at once
    await handle.write(prefix)
    for (let k = 0; k < pieces.length; k += 512) await handle.writev(pieces.slice(k, k + 512))
  } finally {
    await handle.close()
  }
  await fs.promises.rename(partial, file)
}

/**
 * Frees a transient array's memory now (its whole buffer: the section it was read in) instead of at
 * some later garbage collection, which 35 MB of lexemes at a million jobs do not prompt: the buffer
 * is detached, every view on it reads as empty from then on.
 */
export function releaseSection(array: ColumnArray): void {
  // (ES2024: Node 24 has it; on an older runtime the memory waits for a collection as before)
  ;(array.buffer as ArrayBuffer & { transfer?: (length: number) => ArrayBuffer }).transfer?.(0)
}

export type SnapshotRefusal = { refused: string }

/**
 * The snapshot in the file, or why it is refused (missing, another database, cut short, damaged):
 * the caller reads the database instead.
 */
export async function readSnapshotFile<Meta>(file: string, database: string): Promise<SnapshotContent<Meta> | SnapshotRefusal> {
  let handle: fs.promises.FileHandle
  try {
    handle = await fs.promises.open(file, 'r')
  } catch (error) {
    return { refused: (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'no file yet' : String(error) }
  }
  try {
    const size = (await handle.stat()).size
    const prefix = Buffer.alloc(PREFIX)
    if ((await handle.read(prefix, 0, PREFIX, 0)).bytesRead < PREFIX || prefix.toString('latin1', 0, 8) !== MAGIC) return { refused: 'not a snapshot file' }
    const headerLength = prefix.readUInt32LE(8)
    const bodyStart = PREFIX + align8(headerLength)
    if (bodyStart > size) return { refused: 'cut short' }
    const json = Buffer.alloc(headerLength)
    await handle.read(json, 0, headerLength, PREFIX)
    let header: Header
    try {
      header = JSON.parse(json.toString('utf8'))
    } catch {
      return { refused: 'damaged header' }
    }
    if (header.database !== database) return { refused: 'read from another database' }
    const [first, second] = header.sections
    if (bodyStart + first + second !== size) return { refused: `cut short or grown (${size} bytes, ${bodyStart + first + second} expected)` }
    // each section in a buffer of its own: dropping the transient one frees it
    const bodies = [Buffer.allocUnsafeSlow(first), Buffer.allocUnsafeSlow(second)]
    await handle.read(bodies[0], 0, first, bodyStart)
    await handle.read(bodies[1], 0, second, bodyStart + first)
    if (zlib.crc32(bodies[1], zlib.crc32(bodies[0])) !== header.crc) return { refused: 'damaged (checksum)' }
    const kept: Record<string, ColumnArray> = {}
    const transient: Record<string, ColumnArray> = {}
    for (const entry of header.arrays) {
      const type = TYPES[entry.type]
      const body = bodies[entry.section]
      if (!type || entry.offset % 8 || entry.offset + entry.length * type.BYTES_PER_ELEMENT > body.length) return { refused: 'damaged (array bounds)' }
      ;(entry.section === 0 ? kept : transient)[entry.name] = new type(body.buffer, body.byteOffset + entry.offset, entry.length)
    }
    return { since: header.since, builtAt: header.builtAt, meta: header.meta as Meta, kept, transient }
  } finally {
    await handle.close()
  }
}
