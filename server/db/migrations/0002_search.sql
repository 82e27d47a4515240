-- Listing order: Top Ads (2), then urgent (1), then the rest (0). Generated so every writer agrees.
ALTER TABLE jobs ADD COLUMN priority smallint GENERATED ALWAYS AS (
  CASE WHEN 7016 = ANY (service_ids) THEN 2 WHEN 7008 = ANY (service_ids) THEN 1 ELSE 0 END
) STORED;

DROP INDEX IF EXISTS jobs_business_idx;
CREATE INDEX jobs_business_idx ON jobs (priority DESC, pushed_at DESC, id DESC) WHERE review_status = 1001 AND NOT is_hidden;
CREATE INDEX jobs_city_business_idx ON jobs (city_id, priority DESC, pushed_at DESC, id DESC) WHERE review_status = 1001 AND NOT is_hidden;
CREATE INDEX jobs_city_latest_idx ON jobs (city_id, published_at DESC, id DESC) WHERE review_status = 1001 AND NOT is_hidden;
CREATE INDEX jobs_district_business_idx ON jobs (district_id, priority DESC, pushed_at DESC, id DESC) WHERE review_status = 1001 AND NOT is_hidden;
CREATE INDEX jobs_job_type_business_idx ON jobs (job_type_id, priority DESC, pushed_at DESC, id DESC) WHERE review_status = 1001 AND NOT is_hidden;
DROP INDEX IF EXISTS jobs_city_idx;
DROP INDEX IF EXISTS jobs_district_idx;
DROP INDEX IF EXISTS jobs_job_type_idx;

-- Reports from visitors ("report this job"), kept for moderation.
CREATE TABLE job_reports (
  id bigserial PRIMARY KEY,
  job_id bigint NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  reason text NOT NULL,
  note text NOT NULL DEFAULT '',
  -- salted hash of the reporter's IP: enough to stop repeats, not enough to identify anyone
  reporter_hash text NOT NULL,
  status smallint NOT NULL DEFAULT 1000,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (job_id, reporter_hash)
);

-- Impressions and contacts per job and day (tracking calls of SPEC 7.3).
CREATE TABLE job_stats_daily (
  job_id bigint NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  day date NOT NULL,
  views integer NOT NULL DEFAULT 0,
  impressions integer NOT NULL DEFAULT 0,
  contacts integer NOT NULL DEFAULT 0,
  PRIMARY KEY (job_id, day)
);
