-- Favourites (SPEC 6, 7.7) and saved searches with daily alerts (issue 5).

-- Job favourites of signed-in people (kind classified = 2). Candidate favourites (kind 1) stay in
-- the browser (SPEC 6: the server action for them is a stub), so only jobs are stored here.
-- A job that is hidden or removed later keeps its row: it reappears if the job comes back.
CREATE TABLE favorite_jobs (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  job_id bigint NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, job_id)
);
-- The saved-jobs page lists newest first.
CREATE INDEX favorite_jobs_user_recent_idx ON favorite_jobs (user_id, created_at DESC, job_id DESC);
CREATE INDEX favorite_jobs_job_idx ON favorite_jobs (job_id);

-- A saved search: the listing filters in the one URL encoding (src/domain/url-filters.ts,
-- canonical key order, no offset), so equal searches compare equal.
CREATE TABLE saved_searches (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 100),
  query text NOT NULL,
  alerts_enabled boolean NOT NULL DEFAULT true,
  -- the last digest sent: the next one counts jobs published after it (or after created_at)
  last_alert_at timestamptz,
  -- the last daily check, digest or not: the hourly scheduler skips searches checked today
  last_checked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, query)
);
CREATE INDEX saved_searches_user_idx ON saved_searches (user_id, created_at DESC, id DESC);
CREATE INDEX saved_searches_due_idx ON saved_searches (last_checked_at NULLS FIRST) WHERE alerts_enabled;
