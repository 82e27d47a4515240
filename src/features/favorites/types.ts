// Wire shapes of the favourites endpoints (SPEC 7.7; server/modules/favorites).
import type { JobCard } from '../../domain/jobs'

/** A saved job: its card, whether it has ended (ended jobs stay listed, marked), when it was saved. */
export interface FavoriteJob extends JobCard {
  is_expired: boolean
  saved_at?: string
}

export interface FavoritePage {
  items: FavoriteJob[]
  total: number
  offset: number
  limit: number
}

/** POST and DELETE answer the message to show (SPEC 8) and the job's id. */
export interface FavoriteChanged {
  message: string
  classified_id: number
}

export interface FavoriteIds {
  ids: number[]
}

export interface MergeResult {
  message: string
  /** Jobs newly saved to the account. */
  added: number
  /** Some did not fit under the account's cap. */
  limited: boolean
  /** Every saved id afterwards, newest first. */
  ids: number[]
}
