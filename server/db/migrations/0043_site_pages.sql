-- Issue 37 (docs/decisions/0039-pages-follow-the-data.md).
--
-- Public pages rendered after the build: a job's page when the job is published, edited, hidden,
-- expired or taken down, its organisation's page, the home and landing pages on a schedule. Every
-- instance serves them from here (and from its built site for what has not changed since the
-- build). `build` is the build they were rendered for: their scripts are that build's, so a page of
-- another build is never served. status 404 is a page that no longer exists (the job hidden or taken
-- down); `record_id` the job or organisation it shows, to find its pages again.
CREATE TABLE site_pages (
  path text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('home', 'landing', 'job', 'organization')),
  record_id bigint,
  build text NOT NULL,
  status smallint NOT NULL,
  html text NOT NULL,
  br bytea NOT NULL,
  gz bytea NOT NULL,
  etag text NOT NULL,
  rendered_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX site_pages_record_idx ON site_pages (kind, record_id);

-- What changes a job's page: any column but the counters and the listing's sort keys. The render is
-- queued in the transaction that makes the change (the durable queue runs it once, on any
-- instance); one task per job and transaction. A job that was never public has no page to render.
-- Expiry changes no row: a recurring sweep queues those pages (server/site/live-pages.ts). A bulk
-- load whose pages the next build makes (the seed) sets app.site_pages to 'off'.
CREATE FUNCTION jobs_queue_page() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ignored constant text[] := ARRAY['view_count', 'pushed_at', 'changed_at', 'updated_at', 'paid_ups_left', 'priority', 'search_vector', 'review_hits'];
  was_public boolean := TG_OP = 'UPDATE' AND OLD.review_status = 1001 AND NOT OLD.is_hidden;
  is_public boolean := NEW.review_status = 1001 AND NOT NEW.is_hidden;
BEGIN
  IF current_setting('app.site_pages', true) = 'off' OR NOT (was_public OR is_public) THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) - ignored) = (to_jsonb(NEW) - ignored) THEN RETURN NULL; END IF;
  INSERT INTO background_jobs (kind, payload, dedupe_key)
    VALUES ('site.job-page', jsonb_build_object('job_id', NEW.id), 'site.job-page:' || NEW.id || ':' || txid_current())
    ON CONFLICT (dedupe_key) DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER jobs_queue_page AFTER INSERT OR UPDATE ON jobs FOR EACH ROW EXECUTE FUNCTION jobs_queue_page();

-- An organisation's page (and its jobs' pages, which show its name, logo and badge) when it changes.
CREATE FUNCTION organizations_queue_page() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.site_pages', true) = 'off' OR (to_jsonb(OLD) - 'updated_at') = (to_jsonb(NEW) - 'updated_at') THEN RETURN NULL; END IF;
  INSERT INTO background_jobs (kind, payload, dedupe_key)
    VALUES ('site.organization-page', jsonb_build_object('organization_id', NEW.id), 'site.organization-page:' || NEW.id || ':' || txid_current())
    ON CONFLICT (dedupe_key) DO NOTHING;
  RETURN NULL;
END $$;

CREATE TRIGGER organizations_queue_page AFTER UPDATE ON organizations FOR EACH ROW EXECUTE FUNCTION organizations_queue_page();
