-- An organisation's applications counted by job, status, source and read state (issue 38, item 8):
-- the applicants list's total, its filter counts and the unread badge read these few rows instead of
-- counting up to hundreds of thousands of applications (docs/decisions/0016-applicants.md).
-- Statement triggers keep them: one grouped upsert a statement, whatever the number of rows.
-- `latest` is the newest application a group has held (it orders the filter's jobs); n = 0 rows go.
CREATE TABLE application_tallies (
  organization_id bigint NOT NULL,
  job_id bigint NOT NULL,
  status smallint NOT NULL,
  source text NOT NULL,
  unread boolean NOT NULL,
  n integer NOT NULL CHECK (n >= 0),
  latest timestamptz NOT NULL,
  PRIMARY KEY (organization_id, job_id, status, source, unread)
);

INSERT INTO application_tallies (organization_id, job_id, status, source, unread, n, latest)
SELECT organization_id, job_id, status, source, read_at IS NULL, count(*)::int, max(created_at)
  FROM applications GROUP BY 1, 2, 3, 4, 5;

-- Takes `n` away from the old groups of `gone`, adds the new groups of `came`, locking the tally rows
-- in key order first, so that two statements moving applications between the same groups cannot
-- deadlock; a group down to 0 is removed.
CREATE FUNCTION application_tallies_apply(gone jsonb, came jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM application_tallies t
    JOIN (SELECT * FROM jsonb_to_recordset(coalesce(gone, '[]') || coalesce(came, '[]'))
            AS g (organization_id bigint, job_id bigint, status smallint, source text, unread boolean)) g
      ON (t.organization_id, t.job_id, t.status, t.source, t.unread) = (g.organization_id, g.job_id, g.status, g.source, g.unread)
   ORDER BY t.organization_id, t.job_id, t.status, t.source, t.unread
     FOR UPDATE OF t;
  IF gone IS NOT NULL THEN
    UPDATE application_tallies t SET n = t.n - g.n
      FROM jsonb_to_recordset(gone) AS g (organization_id bigint, job_id bigint, status smallint, source text, unread boolean, n integer)
     WHERE (t.organization_id, t.job_id, t.status, t.source, t.unread) = (g.organization_id, g.job_id, g.status, g.source, g.unread);
    DELETE FROM application_tallies t
     USING jsonb_to_recordset(gone) AS g (organization_id bigint, job_id bigint, status smallint, source text, unread boolean)
     WHERE (t.organization_id, t.job_id, t.status, t.source, t.unread) = (g.organization_id, g.job_id, g.status, g.source, g.unread)
       AND t.n = 0;
  END IF;
  IF came IS NOT NULL THEN
    INSERT INTO application_tallies AS t (organization_id, job_id, status, source, unread, n, latest)
    SELECT g.organization_id, g.job_id, g.status, g.source, g.unread, g.n, g.latest
      FROM jsonb_to_recordset(came) AS g (organization_id bigint, job_id bigint, status smallint, source text, unread boolean, n integer, latest timestamptz)
     ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (organization_id, job_id, status, source, unread)
    DO UPDATE SET n = t.n + EXCLUDED.n, latest = greatest(t.latest, EXCLUDED.latest);
  END IF;
END
$$;

CREATE FUNCTION application_tallies_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone jsonb;
  came jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_agg(g) INTO came FROM (
      SELECT organization_id, job_id, status, source, read_at IS NULL AS unread, count(*)::int AS n, max(created_at) AS latest
        FROM new_rows GROUP BY 1, 2, 3, 4, 5) g;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_agg(g) INTO gone FROM (
      SELECT organization_id, job_id, status, source, read_at IS NULL AS unread, count(*)::int AS n
        FROM old_rows GROUP BY 1, 2, 3, 4, 5) g;
  ELSE
    -- only the rows whose group changed (most updates touch other columns)
    SELECT jsonb_agg(g) INTO gone FROM (
      SELECT o.organization_id, o.job_id, o.status, o.source, o.read_at IS NULL AS unread, count(*)::int AS n
        FROM old_rows o JOIN new_rows w ON w.id = o.id
       WHERE (o.organization_id, o.job_id, o.status, o.source, o.read_at IS NULL) IS DISTINCT FROM (w.organization_id, w.job_id, w.status, w.source, w.read_at IS NULL)
       GROUP BY 1, 2, 3, 4, 5) g;
    SELECT jsonb_agg(g) INTO came FROM (
      SELECT w.organization_id, w.job_id, w.status, w.source, w.read_at IS NULL AS unread, count(*)::int AS n, max(w.created_at) AS latest
        FROM old_rows o JOIN new_rows w ON w.id = o.id
       WHERE (o.organization_id, o.job_id, o.status, o.source, o.read_at IS NULL) IS DISTINCT FROM (w.organization_id, w.job_id, w.status, w.source, w.read_at IS NULL)
       GROUP BY 1, 2, 3, 4, 5) g;
  END IF;
  IF gone IS NOT NULL OR came IS NOT NULL THEN
    PERFORM application_tallies_apply(gone, came);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER application_tallies_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_tallies_change();
CREATE TRIGGER application_tallies_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION application_tallies_change();
CREATE TRIGGER application_tallies_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION application_tallies_change();
