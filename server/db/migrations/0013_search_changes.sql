-- The API's in-memory search index (server/modules/jobs/search-index.ts) follows changes to jobs by
-- changed_at, which only this trigger writes: every insert, every change to what a listing shows or
-- filters on, and a change to the organization's name, slug, logo or partner badge. View counters
-- do not count as changes (their column is not listed). now() is the transaction's start: the index
-- reads back to the start of the oldest transaction still running when it last looked.
-- Jobs that exist already are as old as can be (the index reads them with its first snapshot).
ALTER TABLE jobs ADD COLUMN changed_at timestamptz NOT NULL DEFAULT 'epoch';
ALTER TABLE jobs ALTER COLUMN changed_at SET DEFAULT now();

CREATE FUNCTION jobs_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.changed_at := now();
  RETURN NEW;
END $$;

CREATE TRIGGER jobs_touch BEFORE INSERT OR UPDATE OF
  title, slug, organization_id, category_id, subcategory_id, job_type_id, city_id, district_id,
  salary_min, salary_max, service_ids, review_status, is_hidden, published_at, expires_at, pushed_at, search_text
  ON jobs FOR EACH ROW EXECUTE FUNCTION jobs_touch();

CREATE FUNCTION organizations_touch_jobs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE jobs SET changed_at = now() WHERE organization_id = NEW.id;
  RETURN NULL;
END $$;

CREATE TRIGGER organizations_touch_jobs AFTER UPDATE OF name, slug, logo_url, is_partner ON organizations
  FOR EACH ROW WHEN ((OLD.name, OLD.slug, OLD.logo_url, OLD.is_partner) IS DISTINCT FROM (NEW.name, NEW.slug, NEW.logo_url, NEW.is_partner))
  EXECUTE FUNCTION organizations_touch_jobs();

CREATE INDEX jobs_changed_at_idx ON jobs (changed_at);
