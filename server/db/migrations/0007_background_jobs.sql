-- Durable background work (ARCHITECTURE.md "Background work"): auto-apply matching, alerts,
-- expiry. Claimed with FOR UPDATE SKIP LOCKED so several instances share the queue; nothing is
-- lost on restart because a claim only leases the row (locked_until) until it finishes.
CREATE TABLE background_jobs (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}',
  run_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 5,
  locked_until timestamptz,
  last_error text,
  -- the same logical task is queued once (e.g. one alert digest per search per day)
  dedupe_key text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX background_jobs_due_idx ON background_jobs (run_at, id) WHERE finished_at IS NULL;
