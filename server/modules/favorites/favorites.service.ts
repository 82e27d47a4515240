// Job favourites of signed-in people (SPEC 6, 7.7, 8). Guests keep theirs in the browser and hand
// them over at sign-in (merge). A person's list is capped; adding and merging lock the person's
// row so two tabs cannot pass the cap together.
import type { FavoriteJob, FavoritePage, MergeResult } from '../../../src/domain/contract/favorites'
import { FAVORITES } from '../../../src/domain/favorites'
import type { Database, Queryable } from '../../db/client'
import { AppError, conflict, notFound } from '../../lib/errors'
import { CARD_COLUMNS, CARD_JOINS, toCard, type CardRow } from '../jobs/jobs.search'

export { FAVORITES }

export const FAVORITE_MSG = {
  added: 'Lưu tin yêu thích thành công',
  removed: 'Xóa tin yêu thích thành công',
  jobNotFound: 'Tin tuyển dụng không tồn tại hoặc đã bị gỡ.',
  notFavorite: 'Tin này không có trong danh sách tin đã lưu của bạn.',
  limit: `Bạn đã lưu tối đa ${FAVORITES.maxPerUser} tin. Hãy xóa bớt tin cũ để lưu tin mới.`,
  merged: (n: number) => `Đã chuyển ${n} tin đã lưu trên thiết bị này vào tài khoản của bạn.`,
  mergedNothing: 'Danh sách tin đã lưu đã được đồng bộ.',
  mergedLimited: (n: number) =>
    `Đã chuyển ${n} tin vào tài khoản; danh sách đã đủ ${FAVORITES.maxPerUser} tin nên các tin còn lại chưa được lưu.`,
} as const

// A job has a public page while approved and not hidden; an ended one is still shown, marked.
const PUBLIC = 'j.review_status = 1001 AND NOT j.is_hidden'

type FavoriteRow = CardRow & { is_expired: boolean; saved_at?: Date | string }

const toFavorite = (row: FavoriteRow): FavoriteJob => ({
  ...toCard(row),
  is_expired: row.is_expired,
  ...(row.saved_at ? { saved_at: new Date(row.saved_at).toISOString() } : {}),
})

export async function listFavorites(
  db: Queryable,
  userId: number,
  page: { offset: number; limit: number },
): Promise<FavoritePage> {
  const [rows, [count]] = await Promise.all([
    db.query<FavoriteRow>(
      `SELECT ${CARD_COLUMNS}, j.expires_at <= now() AS is_expired, f.created_at AS saved_at
         FROM favorite_jobs f JOIN jobs j ON j.id = f.job_id ${CARD_JOINS}
        WHERE f.user_id = $1 AND ${PUBLIC}
        ORDER BY f.created_at DESC, f.job_id DESC OFFSET $2 LIMIT $3`,
      [userId, page.offset, page.limit],
    ),
    db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM favorite_jobs f JOIN jobs j ON j.id = f.job_id WHERE f.user_id = $1 AND ${PUBLIC}`,
      [userId],
    ),
  ])
  return { items: rows.map(toFavorite), total: count.n, ...page }
}

/** Every saved job id (newest first): the hearts on any page. */
export async function favoriteIds(db: Queryable, userId: number): Promise<number[]> {
  const rows = await db.query<{ job_id: number }>(
    'SELECT job_id FROM favorite_jobs WHERE user_id = $1 ORDER BY created_at DESC, job_id DESC',
    [userId],
  )
  return rows.map((r) => r.job_id)
}

const lockUser = (tx: Queryable, userId: number) => tx.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId])

const countFavorites = async (tx: Queryable, userId: number) =>
  (await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM favorite_jobs WHERE user_id = $1', [userId]))[0].n

/** Saves a public job; saving one already saved succeeds again (a second tab, a retried request). */
export async function addFavorite(db: Database, userId: number, jobId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId)
    const [job] = await tx.query(`SELECT 1 FROM jobs j WHERE j.id = $1 AND ${PUBLIC}`, [jobId])
    if (!job) throw notFound(FAVORITE_MSG.jobNotFound)
    const [saved] = await tx.query('SELECT 1 FROM favorite_jobs WHERE user_id = $1 AND job_id = $2', [userId, jobId])
    if (saved) return
    if ((await countFavorites(tx, userId)) >= FAVORITES.maxPerUser) throw conflict(FAVORITE_MSG.limit, 'favorites_limit')
    await tx.query('INSERT INTO favorite_jobs (user_id, job_id) VALUES ($1, $2)', [userId, jobId])
  })
}

/** Removes one of the person's saved jobs; 404 when it is not in their list. */
export async function removeFavorite(db: Queryable, userId: number, jobId: number): Promise<void> {
  const rows = await db.query('DELETE FROM favorite_jobs WHERE user_id = $1 AND job_id = $2 RETURNING job_id', [userId, jobId])
  if (!rows.length) throw new AppError(404, 'favorite_not_found', FAVORITE_MSG.notFavorite)
}

/**
 * Guest favourites (newest first) join the account at sign-in. Idempotent: ids already saved, and
 * ids of jobs that are gone, are skipped; what does not fit under the cap is left out (the answer
 * says so). The guest's order is kept: the first id becomes the newest.
 */
export async function mergeFavorites(db: Database, userId: number, jobIds: number[]): Promise<MergeResult> {
  const wanted = [...new Set(jobIds)].slice(0, FAVORITES.mergeMax)
  return db.transaction(async (tx) => {
    await lockUser(tx, userId)
    let added = 0
    let limited = false
    if (wanted.length) {
      const candidates = await tx.query<{ id: number }>(
        `SELECT j.id FROM jobs j WHERE j.id = ANY($1::bigint[]) AND ${PUBLIC}
           AND NOT EXISTS (SELECT 1 FROM favorite_jobs f WHERE f.user_id = $2 AND f.job_id = j.id)`,
        [wanted, userId],
      )
      const fresh = new Set(candidates.map((c) => c.id))
      const ordered = wanted.filter((id) => fresh.has(id))
      const room = Math.max(0, FAVORITES.maxPerUser - (await countFavorites(tx, userId)))
      const kept = ordered.slice(0, room)
      limited = kept.length < ordered.length
      if (kept.length) {
        // the first id is the newest: created_at steps back one millisecond per position, from a
        // moment after every job saved so far (one saved a millisecond ago stays below them)
        await tx.query(
          `WITH top AS (
             SELECT GREATEST(now(), max(created_at) + ($3::int + 1) * interval '1 millisecond') AS at
               FROM favorite_jobs WHERE user_id = $1
           )
           INSERT INTO favorite_jobs (user_id, job_id, created_at)
           SELECT $1, u.id, top.at - u.ord * interval '1 millisecond'
             FROM unnest($2::bigint[]) WITH ORDINALITY AS u(id, ord), top
           ON CONFLICT (user_id, job_id) DO NOTHING`,
          [userId, kept, kept.length],
        )
      }
      added = kept.length
    }
    const ids = await favoriteIds(tx, userId)
    const message = limited ? FAVORITE_MSG.mergedLimited(added) : added ? FAVORITE_MSG.merged(added) : FAVORITE_MSG.mergedNothing
    return { added, ids, limited, message }
  })
}

/** Public cards of the given jobs in the given order (guests' saved jobs); unknown or removed ids are left out. */
export async function jobsByIds(db: Queryable, ids: number[]): Promise<FavoriteJob[]> {
  const wanted = [...new Set(ids)].slice(0, FAVORITES.byIdsMax)
  if (!wanted.length) return []
  const rows = await db.query<FavoriteRow>(
    `SELECT ${CARD_COLUMNS}, j.expires_at <= now() AS is_expired
       FROM jobs j ${CARD_JOINS} WHERE j.id = ANY($1::bigint[]) AND ${PUBLIC}`,
    [wanted],
  )
  const byId = new Map(rows.map((row) => [row.id, row]))
  return wanted.flatMap((id) => {
    const row = byId.get(id)
    return row ? [toFavorite(row)] : []
  })
}
