// What route modules and background tasks receive: built once per process in app.ts and main.ts.
// Route modules import these types from here, never the app that registers them.
import type { Database } from './db/client'
import type { Env } from './env'
import type { ReferenceCache } from './modules/jobs/reference'
import type { SearchIndex } from './modules/jobs/search-index'
import type { CandidateIndex } from './modules/candidates/candidate-index'
import type { Realtime } from './realtime/socket'

export interface AppContext {
  db: Database
  env: Env
}

/** Services shared by every module: live notices to signed-in people and the reference data (places, categories ...). */
export interface ServiceContext extends AppContext {
  realtime: Realtime
  reference: ReferenceCache
}

/** What route modules get besides: the in-memory indexes of the listing and of candidates (one each per instance). */
export interface RouteContext extends ServiceContext {
  searchIndex: SearchIndex
  candidateIndex: CandidateIndex
}
