-- The own-job manager (SPEC 2.1 /dashboard/manage-listing, 7.4; docs/decisions/0010-own-job-manager.md).

-- Why a job waits for review or was rejected, in Vietnamese, shown to its owner in the manager (and
-- in the inbox by whoever moderates it). NULL for a job that was simply approved.
ALTER TABLE jobs ADD COLUMN review_reason text;

-- The manager lists, counts and sorts the jobs of the caller's organisations (an employer may have
-- thousands): its tabs are conditions on status, hidden and deadline, its default order newest
-- first. Starting with the organisation, this index reads only that employer's entries, and with
-- the tab columns in it, counts and pages come from the index alone (no visit to the wide rows).
CREATE INDEX jobs_org_created_idx ON jobs (organization_id, created_at DESC, id DESC)
  INCLUDE (review_status, is_hidden, expires_at);

-- Every push-up of a job to the top of the business order (jobs.pushed_at), for the history
-- (job-up-history) and the free allowance. source: 'free' (the daily free push-up), 'paid' (a
-- bought push-up, the wallet issue), 'scheduled' (job-up-settings, run from the durable queue).
CREATE TABLE job_push_ups (
  id bigserial PRIMARY KEY,
  job_id bigint NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  -- who pushed it; NULL for a scheduled push-up or once the account is gone
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  source text NOT NULL CHECK (source IN ('free', 'paid', 'scheduled')),
  pushed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_push_ups_job_idx ON job_push_ups (job_id, pushed_at DESC, id DESC);

-- Services bought for a job and when each ends (SPEC 9 service ids; dates shown dd/MM/yyyy). The
-- wallet issue writes a row per purchase; jobs.service_ids stays what the listing reads (badges,
-- priority). A service id in service_ids without a row here runs until the job's deadline.
CREATE TABLE job_services (
  id bigserial PRIMARY KEY,
  job_id bigint NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  service_id integer NOT NULL,
  starts_at timestamptz NOT NULL DEFAULT now(),
  ends_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at)
);
CREATE INDEX job_services_job_idx ON job_services (job_id, service_id, ends_at DESC);
