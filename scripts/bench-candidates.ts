// The recruiter's candidates in `npm run bench` (issue 20), on the bench database and its API:
//  - candidate search over 200,000 profiles (three quarters searchable): keywords, filters, none;
//  - the applicants list of one employer with 200,000 applications among 5,000,000 in all (issue 38,
//    item 8): first pages, a status, a job, a job and a status, a source, the filter counts.
// The profiles and applications are made once (SQL generate_series; the profile trigger keeps the
// search text), so later runs only measure.
import { CANDIDATE_SEARCH } from '../src/domain/candidates'
import { APPLICATION_CLOSE, APPLICATION_STATUS } from '../src/domain/applications'
import type { Database } from '../server/db/client'
import { seekerPhrases } from '../server/db/seed/data/corpus'
import { benchEmployer, quantile, send } from './bench-employer'

const PROFILES = 200_000
const APPLICATIONS = 200_000
/** Applications to everyone else's jobs, so that the bench employer's are 200,000 of 5,000,000. */
const OTHER_APPLICATIONS = 4_800_000
const REQUESTS = 400
const SEARCHERS = 100
const CLIENTS = 8

async function ensureProfiles(db: Database): Promise<void> {
  const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM jobseekers WHERE full_name LIKE 'Ứng viên thử tải %'`)
  if (n >= PROFILES) return
  const started = Date.now()
  await db.query(
    `INSERT INTO users (phone, password_hash, full_name)
     SELECT '07' || lpad(i::text, 8, '0'), '!', 'Ứng viên thử tải ' || i FROM generate_series(1, $1) i ON CONFLICT (phone) DO NOTHING`,
    [PROFILES],
  )
  const types = (await db.query<{ id: number }>(`SELECT id FROM config_options WHERE kind = 'job_types' AND NOT is_deleted ORDER BY id`)).map((r) => r.id)
  const cities = (await db.query<{ id: number }>('SELECT id FROM cities WHERE parent_id = 0 ORDER BY id')).map((r) => r.id)
  await db.query(
    `INSERT INTO jobseekers (user_id, full_name, phone, phone_verified_at, email, job_types, city_id, salary_min, salary_max, experience_id,
                             readiness, description, searchable, consent_at, process_state, contact_sharing, updated_at)
     SELECT u.id, u.full_name, u.phone, now(), 'ungvien' || g.i || '@example.com',
            ARRAY[($2::int4[])[1 + g.i % cardinality($2::int4[])], ($2::int4[])[1 + (g.i * 7) % cardinality($2::int4[])]],
            ($3::int4[])[1 + g.i % cardinality($3::int4[])], 6000000 + (g.i % 8) * 1000000, 10000000 + (g.i % 8) * 1000000, 601 + g.i % 8,
            g.i % 3 <> 0, ($4::text[])[1 + g.i % cardinality($4::text[])] || ', kinh nghiệm ' || (g.i % 9) || ' năm.', g.i % 4 <> 0, now(), 1001,
            CASE WHEN g.i % 2 = 0 THEN 'share' ELSE 'ask' END, now() - (g.i % 10000) * interval '1 minute'
       FROM generate_series(1, $1) g(i) JOIN users u ON u.phone = '07' || lpad(g.i::text, 8, '0')
     ON CONFLICT (user_id) DO NOTHING`,
    [PROFILES, types, cities, seekerPhrases],
  )
  await db.query('ANALYZE jobseekers')
  console.log(`(made ${PROFILES.toLocaleString('en')} bench profiles in ${Math.round((Date.now() - started) / 1000)} s)`)
}

/** One bench employer with a job per 1,000 applications and 200,000 applications in all, among 5,000,000. */
async function ensureApplicants(db: Database): Promise<{ token: string; jobId: number }> {
  const employer = await benchEmployer(db, '0377000001', 'Nhà tuyển dụng thử tải ứng viên')
  let [org] = await db.query<{ organization_id: number }>('SELECT organization_id FROM organization_members WHERE user_id = $1', [employer.id])
  if (!org) {
    ;[org] = await db.query<{ organization_id: number }>(
      `INSERT INTO organizations (code, name, slug) VALUES ('BENCH-APPLICANTS', 'Công ty thử tải ứng viên', 'cong-ty-thu-tai-ung-vien')
       ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name RETURNING id AS organization_id`,
    )
    await db.query(`INSERT INTO organization_members (organization_id, user_id, role) VALUES ($1, $2, 'owner') ON CONFLICT DO NOTHING`, [org.organization_id, employer.id])
  }
  const jobs = APPLICATIONS / 1000
  const have = await db.query<{ id: number }>('SELECT id FROM jobs WHERE organization_id = $1 ORDER BY id', [org.organization_id])
  if (have.length < jobs) {
    await db.query(
      `INSERT INTO jobs (id, slug, title, organization_id, category_id, subcategory_id, job_type_id, employment_type_id, city_id, address,
                         experience_id, education_id, gender_id, age_id, quantity, description, requirements, benefits, contact_name, contact_phone,
                         review_status, is_hidden, published_at, expires_at, pushed_at, search_text)
       SELECT (SELECT max(id) FROM jobs) + k, 'tin-thu-tai-' || k, 'Tin thử tải ' || k, $1, j.category_id, j.subcategory_id, j.job_type_id,
              j.employment_type_id, j.city_id, j.address, j.experience_id, j.education_id, j.gender_id, j.age_id, 1, j.description, j.requirements,
              j.benefits, j.contact_name, j.contact_phone, 1001, false, now(), now() + interval '30 days', now(), 'tin thu tai ' || k
         FROM generate_series(1, $2) k CROSS JOIN (SELECT * FROM jobs ORDER BY id LIMIT 1) j`,
      [org.organization_id, jobs - have.length],
    )
  }
  const jobIds = (await db.query<{ id: number }>('SELECT id FROM jobs WHERE organization_id = $1 ORDER BY id', [org.organization_id])).map((r) => Number(r.id))
  const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM applications WHERE job_id = ANY($1::int8[])', [jobIds])
  if (n < APPLICATIONS) {
    await db.query(
      `INSERT INTO applications (job_id, user_id, jobseeker_id, source, status, created_at, updated_at, status_at, read_at, profile)
       SELECT ($1::int8[])[1 + (g.i % cardinality($1::int8[]))], p.user_id, p.id, (ARRAY['manual', 'multi', 'auto'])[1 + g.i % 3], 1 + g.i % 7,
              now() - (g.i % 20000) * interval '1 minute', now(), now(), CASE WHEN g.i % 5 = 0 THEN NULL ELSE now() END, to_jsonb(p)
         FROM generate_series(1, $2) g(i) JOIN jobseekers p ON p.phone = '07' || lpad(g.i::text, 8, '0')
       ON CONFLICT (job_id, user_id) DO NOTHING`,
      [jobIds, APPLICATIONS],
    )
    await db.query('ANALYZE applications')
  }
  await ensureOtherApplications(db, Number(org.organization_id))
  return { token: employer.token, jobId: jobIds[0] }
}

/**
 * The rest of the 5,000,000: applications of the same 200,000 profiles to the other organisations'
 * jobs, in batches (a job gets each profile at most once). Their saved profile is a small one: the
 * bench employer's list never reads them, and 4.8 million full profiles would be gigabytes.
 */
async function ensureOtherApplications(db: Database, benchOrganization: number): Promise<void> {
  const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM applications WHERE organization_id <> $1', [benchOrganization])
  if (n >= OTHER_APPLICATIONS * 0.99) return
  const jobIds = (await db.query<{ id: number }>('SELECT id FROM jobs WHERE organization_id <> $1 ORDER BY id LIMIT 20000', [benchOrganization])).map((r) => Number(r.id))
  const profiles = await db.query<{ id: number; user_id: number }>(`SELECT id, user_id FROM jobseekers WHERE full_name LIKE 'Ứng viên thử tải %' ORDER BY id`)
  const started = Date.now()
  const BATCH = 400_000
  for (let from = n; from < OTHER_APPLICATIONS; from += BATCH) {
    await db.query(
      `INSERT INTO applications (job_id, user_id, jobseeker_id, source, status, created_at, updated_at, status_at, read_at, profile)
       SELECT ($1::int8[])[1 + g.i % cardinality($1::int8[])], ($3::int8[])[1 + k], ($4::int8[])[1 + k],
              (ARRAY['manual', 'multi', 'auto'])[1 + g.i % 3],
              -- as the hourly auto-close leaves them: none waits (sent or viewed) after ${APPLICATION_CLOSE.days} days
              CASE WHEN g.i % 7 < 2 AND g.i % 525600 > ${APPLICATION_CLOSE.days * 1440} THEN ${APPLICATION_STATUS.unsuitable} ELSE 1 + g.i % 7 END,
              now() - (g.i % 525600) * interval '1 minute', now(), now(),
              CASE WHEN g.i % 4 = 0 THEN NULL ELSE now() END, jsonb_build_object('full_name', 'Ứng viên thử tải ' || (k + 1))
         FROM generate_series($2::int, $2::int + ${BATCH} - 1) g(i), LATERAL (SELECT (g.i / cardinality($1::int8[])) % cardinality($3::int8[]) AS k) x
        WHERE g.i < ${OTHER_APPLICATIONS}
       ON CONFLICT (job_id, user_id) DO NOTHING`,
      [jobIds, from, profiles.map((p) => p.user_id), profiles.map((p) => p.id)],
    )
    console.log(`(applications to other employers: ${Math.min(from + BATCH, OTHER_APPLICATIONS).toLocaleString('en')} in ${Math.round((Date.now() - started) / 1000)} s)`)
  }
  await db.exec('VACUUM ANALYZE applications')
}

/** Latencies of the answers that succeeded only (a refusal, e.g. 429 from the browsing limits, is counted apart). */
/**
 * Employers who search: one account in its own organisation each, so that the browsing limits (an
 * account 30 searches a minute, an organisation 90: issue 35) are not what is measured, as on a
 * marketplace where many employers search at once.
 */
async function ensureSearchers(db: Database): Promise<string[]> {
  const tokens: string[] = []
  for (let i = 1; i <= SEARCHERS; i++) {
    const employer = await benchEmployer(db, `0377100${String(i).padStart(3, '0')}`, `Nhà tuyển dụng tìm ứng viên ${i}`)
    await db.query(
      `WITH o AS (INSERT INTO organizations (code, name, slug) VALUES ($1, $2, $3)
                  ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name RETURNING id)
       INSERT INTO organization_members (organization_id, user_id, role) SELECT o.id, $4, 'owner' FROM o ON CONFLICT DO NOTHING`,
      [`BENCH-SEARCH-${i}`, `Công ty thử tải tìm ứng viên ${i}`, `cong-ty-thu-tai-tim-ung-vien-${i}`, employer.id],
    )
    tokens.push(employer.token)
  }
  return tokens
}

async function measure(port: number, tokens: string[], paths: string[]): Promise<{ p50: number; p95: number; errors: string }> {
  const latencies: number[] = []
  const refused = new Map<number, number>()
  let next = 0
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < REQUESTS) {
        const turn = next++
        const path = paths[turn % paths.length]
        const t0 = performance.now()
        const res = await send(port, 'GET', path, tokens[turn % tokens.length])
        if (res.status === 200) latencies.push(performance.now() - t0)
        else refused.set(res.status, (refused.get(res.status) ?? 0) + 1)
      }
    }),
  )
  const sorted = latencies.sort((a, b) => a - b)
  const errors = [...refused].map(([status, n]) => `${n} × ${status}`).join(', ') || '0'
  return { p50: sorted.length ? quantile(sorted, 0.5) : NaN, p95: sorted.length ? quantile(sorted, 0.95) : NaN, errors }
}

export async function candidateFigures(db: Database, port: number): Promise<void> {
  await ensureProfiles(db)
  const { token, jobId } = await ensureApplicants(db)
  const searchers = await ensureSearchers(db)
  const [city] = await db.query<{ id: number }>('SELECT id FROM cities WHERE parent_id = 0 ORDER BY id LIMIT 1')
  const keywords = ['thu ngan', 'kho', 'lai xe giao hang', 'ke toan misa', 'pha che', 'tong dai', 'bao ve ca dem', 'cong nhan may']
  const scenarios: Array<[string, string[]]> = [
    ['candidate search: keyword', keywords.map((q, i) => `/job/v1/jobseekers?q=${encodeURIComponent(q)}&offset=${(i % 3) * 20}`)],
    ['candidate search: keyword + province + readiness', keywords.map((q) => `/job/v1/jobseekers?q=${encodeURIComponent(q)}&city_id=${city.id}&readiness=1`)],
    ['candidate search: job type + province', [1, 5, 9, 13, 21].map((type) => `/job/v1/jobseekers?job_type=${type}&city_id=${city.id}`)],
    ['candidate search: no filter, pages 1-5', [0, 20, 40, 60, 80].map((offset) => `/job/v1/jobseekers?offset=${offset}`)],
    ['applicants (200,000 of 5M): newest, pages 1-5', [0, 20, 40, 60, 80].map((offset) => `/job/v1/candidates/recruiter-apply?offset=${offset}`)],
    ['applicants (200,000 of 5M): a status, unread', [1, 3, 5].map((status) => `/job/v1/candidates/recruiter-apply?status=${status}&read=0`)],
    ['applicants (200,000 of 5M): one job', [`/job/v1/candidates/recruiter-apply?job_id=${jobId}`]],
    ['applicants (200,000 of 5M): one job, a status', [2, 4, 6].map((status) => `/job/v1/candidates/recruiter-apply?job_id=${jobId}&status=${status}`)],
    ['applicants (200,000 of 5M): a source', ['manual', 'multi', 'auto'].map((source) => `/job/v1/candidates/recruiter-apply?source=${source}`)],
    ['applicants (200,000 of 5M): filter counts', ['/job/v1/candidates/recruiter-apply/filter']],
  ]
  // the API's candidate index reads profiles made after it started in the background: measure once it holds them
  for (let waited = 0; waited < 120; waited++) {
    const reply = await send(port, 'GET', '/job/v1/jobseekers?q=kinh%20nghiem', searchers[waited % searchers.length])
    if (Number(reply.body.data?.total) >= CANDIDATE_SEARCH.countCap) break
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  console.log(`\nCandidates: ${PROFILES.toLocaleString('en')} profiles, one employer with ${APPLICATIONS.toLocaleString('en')} applications; ${REQUESTS} requests per scenario, ${CLIENTS} concurrent clients`)
  console.log('| scenario | p50 ms | p95 ms | errors |')
  console.log('|---|---|---|---|')
  for (const [name, paths] of scenarios) {
    // warm-up: the database's pages of these profiles and applications read once, the code compiled
    const tokens = name.startsWith('candidate search') ? searchers : [token]
    for (let i = 0; i < 50; i++) await send(port, 'GET', paths[i % paths.length], tokens[i % tokens.length])
    const { p50, p95, errors } = await measure(port, tokens, paths)
    console.log(`| ${name} | ${p50.toFixed(1)} | ${p95.toFixed(1)} | ${errors} |`)
  }
}
