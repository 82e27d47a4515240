// Streets of a district (issue 18; docs/decisions/0026-streets.md). Seeded streets are public; one a
// recruiter adds is usable at once by its adders and public once a job naming it is approved. A new
// name has a street's shape and passes the text rules (docs/decisions/0030-text-normalisation.md).
import { foldText } from '../../../src/domain/text'
import type { Street } from '../../../src/domain/contract/streets'
import { normalizeStreetName, STREET, STREET_MSG, streetNameError } from '../../../src/domain/streets'
import type { Queryable } from '../../db/client'
import { badRequest } from '../../lib/errors'
import { refuseDisallowedText } from '../../lib/moderation-settings'
import { enforce, type LimitRule } from '../../lib/rate-limit'

export const STREET_RATE: LimitRule = { name: 'street-add', limit: STREET.addsPerHour, windowSec: 3600 }

const COLUMNS = 'id, district_id, name, is_public'

/** The district exists (a place under a province), else a 400. */
async function checkDistrict(db: Queryable, districtId: number): Promise<void> {
  const [row] = await db.query<{ id: number }>('SELECT id FROM cities WHERE id = $1 AND parent_id <> 0', [districtId])
  if (!row) throw badRequest(STREET_MSG.districtUnknown, 'validation_error')
}

/** What a search matches: the folded text, with nothing LIKE would read as a wildcard. */
const foldedQuery = (q: string | undefined) => foldText(normalizeStreetName(q ?? '')).replace(/[^a-z0-9 .,\-/]/g, '')

/** The district's streets the caller may see, names starting with q first, then containing it. */
export async function listStreets(
  db: Queryable,
  options: { districtId: number; q?: string; limit?: number },
  userId: number | null,
): Promise<Street[]> {
  await checkDistrict(db, options.districtId)
  const q = foldedQuery(options.q)
  return db.query<Street>(
    `SELECT ${COLUMNS} FROM streets
      WHERE district_id = $1 AND (is_public OR $2::bigint = ANY (adders)) AND ($3 = '' OR name_folded LIKE '%' || $3 || '%')
      ORDER BY ($3 <> '' AND name_folded LIKE $3 || '%') DESC, name_folded, id
      LIMIT $4`,
    [options.districtId, userId, q, Math.min(options.limit ?? STREET.listDefault, STREET.listMax)],
  )
}

/**
 * Adds a street, or answers the district's street of the same folded name (the caller then may use
 * it too). Only a street really added counts against the caller's hourly limit.
 */
export async function addStreet(db: Queryable, userId: number, body: { district_id: number; name: string }): Promise<{ street: Street; created: boolean }> {
  const name = normalizeStreetName(body.name)
  const problem = streetNameError(name)
  if (problem) throw badRequest(problem, 'validation_error')
  // offered to everyone posting in the district once a job naming it is approved
  await refuseDisallowedText(db, [{ field: 'name', label: 'Tên đường', text: name }])
  await checkDistrict(db, body.district_id)
  const existing = async () => {
    const [row] = await db.query<Street>(
      `UPDATE streets SET adders = CASE WHEN is_public OR $3::bigint = ANY (adders) THEN adders ELSE array_append(adders, $3::bigint) END
        WHERE district_id = $1 AND name_folded = fold_vi($2) RETURNING ${COLUMNS}`,
      [body.district_id, name, userId],
    )
    return row
  }
  const found = await existing()
  if (found) return { street: found, created: false }
  await enforce(db, STREET_RATE, String(userId), STREET_MSG.rateLimited)
  const [row] = await db.query<Street>(
    `INSERT INTO streets (district_id, name, adders) VALUES ($1, $2, ARRAY[$3::bigint])
     ON CONFLICT (district_id, name_folded) DO NOTHING RETURNING ${COLUMNS}`,
    [body.district_id, name, userId],
  )
  if (row) return { street: row, created: true }
  // added by someone else in between
  return { street: (await existing()) as Street, created: false }
}

/**
 * A post's street: it lies in the post's district and the poster may use it (public, one of its
 * adders, or already the street of the job being edited). Returns the 400 message, or null.
 */
export async function postingStreetError(
  db: Queryable,
  values: { street_id: number | null; district_id: number | null },
  userId: number,
  jobId?: number,
): Promise<string | null> {
  if (values.street_id === null) return null
  const [row] = await db.query<{ district_id: number; usable: boolean }>(
    `SELECT s.district_id, (s.is_public OR $2::bigint = ANY (s.adders)
              OR EXISTS (SELECT 1 FROM jobs j WHERE j.id = $3 AND j.street_id = s.id)) AS usable
       FROM streets s WHERE s.id = $1`,
    [values.street_id, userId, jobId ?? null],
  )
  if (!row || !row.usable) return STREET_MSG.streetUnknown
  if (row.district_id !== values.district_id) return STREET_MSG.streetMismatch
  return null
}

/** A job naming a street was approved: the street becomes public (everyone posting there sees it). */
export async function publishJobStreet(db: Queryable, jobId: number): Promise<void> {
  await db.query(
    `UPDATE streets SET is_public = true WHERE NOT is_public AND id = (SELECT street_id FROM jobs WHERE id = $1 AND review_status = 1001)`,
    [jobId],
  )
}
