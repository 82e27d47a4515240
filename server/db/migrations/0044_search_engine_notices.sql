-- Issue 37, item 4 (docs/decisions/0040-notify-search-engines.md).
--
-- What each search engine is to be told about a job's page, and what it was last told. A page's
-- wanted state is its JobPosting as it now is (`wanted_version` a hash of it, for URL_UPDATED) or
-- gone (URL_DELETED, version 'gone'); a row whose sent version differs is pending. Recording the same
-- state again changes nothing, so a page version is announced once however often it is rendered.
-- `claimed_until` is the lease of the task sending it (another instance skips it meanwhile); a
-- notice the engine refused for good (not a quota or a server error) is settled with its `error`.
CREATE TABLE search_engine_notices (
  engine text NOT NULL CHECK (engine IN ('google', 'indexnow', 'dev')),
  path text NOT NULL,
  job_id bigint,
  wanted_type text NOT NULL CHECK (wanted_type IN ('URL_UPDATED', 'URL_DELETED')),
  wanted_version text NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now(),
  sent_type text CHECK (sent_type IN ('URL_UPDATED', 'URL_DELETED')),
  sent_version text,
  sent_at timestamptz,
  claimed_until timestamptz,
  error text,
  PRIMARY KEY (engine, path)
);
CREATE INDEX search_engine_notices_pending_idx ON search_engine_notices (engine, changed_at)
  WHERE sent_version IS DISTINCT FROM wanted_version;
CREATE INDEX search_engine_notices_job_idx ON search_engine_notices (job_id);

-- Notices counted against an engine's daily quota (Google's day is Pacific time), reserved before the
-- request so that instances sharing the quota never exceed it together.
CREATE TABLE search_engine_quota (
  engine text NOT NULL,
  day date NOT NULL,
  used integer NOT NULL DEFAULT 0 CHECK (used >= 0),
  PRIMARY KEY (engine, day)
);

-- The development engine: what would have been sent, one row a URL, grouped by request (`batch`);
-- read at /dev/search-engines as SMS and e-mail are at /dev/outbox.
CREATE TABLE search_engine_outbox (
  id bigserial PRIMARY KEY,
  batch text NOT NULL,
  type text NOT NULL CHECK (type IN ('URL_UPDATED', 'URL_DELETED')),
  url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
