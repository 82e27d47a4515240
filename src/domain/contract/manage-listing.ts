// The own-job manager's row (SPEC 7.4; docs/decisions/0010-own-job-manager.md): one job as its
// manager sees it. The manager's routes answer it and the wallet's buy-service page shows it.
import { Type, type Static } from '@sinclair/typebox'
import { MANAGE_LISTING_ACTIONS } from '../constants'
import { DateTime, Nullable, StringEnum } from './schema'

export const LISTING_STATUSES = ['active', 'waiting', 'rejected', 'hidden', 'expired'] as const

/** A service of a job and the day it ends. */
export const ListingService = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  ends_at: DateTime,
  /** dd/MM/yyyy, Vietnam time */
  end_date: Type.String(),
  is_running: Type.Boolean(),
})
export type ListingService = Static<typeof ListingService>

/** A row of the manager. Dates are ISO 8601; *_date are dd/MM/yyyy (Vietnam time). */
export const ManagedJob = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  url: Type.String(),
  status: StringEnum(LISTING_STATUSES),
  status_name: Type.String(),
  review_status: Type.Integer(),
  is_hidden: Type.Boolean(),
  /** why it waits for review or was rejected; null otherwise */
  review_reason: Nullable(Type.String()),
  organization: Type.Object({ id: Type.Integer(), name: Type.String() }),
  created_at: DateTime,
  published_at: DateTime,
  expires_at: DateTime,
  pushed_at: DateTime,
  created_date: Type.String(),
  published_date: Type.String(),
  expires_date: Type.String(),
  services: Type.Array(ListingService),
  applications: Type.Integer(),
  /** free push-ups left today (MANAGE_LISTING.freeUpsPerDay a day) */
  free_ups_left: Type.Integer(),
  /** bought push-ups left (buy-job-up), spent once the free one of the day is used */
  paid_ups_left: Type.Integer(),
  /** who posted it ("Người đăng"), only when the organisation has more than one member */
  posted_by: Nullable(Type.String()),
  /** SPEC 9 action keys allowed for this row */
  actions: Type.Array(StringEnum(MANAGE_LISTING_ACTIONS)),
})
export type ManagedJob = Static<typeof ManagedJob>
