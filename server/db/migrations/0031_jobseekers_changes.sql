-- The API's in-memory candidate index (server/modules/candidates/candidate-index.ts) follows changes
-- to profiles by changed_at, which only this trigger writes, on every insert and update (like jobs'
-- changed_at, migration 0013: now() is the transaction's start, and the index reads back to the
-- start of the oldest transaction still running when it last looked). A deleted profile is not
-- followed: the search rechecks its page in SQL and the index forgets what is gone.
ALTER TABLE jobseekers ADD COLUMN changed_at timestamptz NOT NULL DEFAULT 'epoch';
ALTER TABLE jobseekers ALTER COLUMN changed_at SET DEFAULT now();

CREATE FUNCTION jobseekers_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.changed_at := now();
  RETURN NEW;
END $$;

CREATE TRIGGER jobseekers_touch BEFORE INSERT OR UPDATE ON jobseekers FOR EACH ROW EXECUTE FUNCTION jobseekers_touch();

CREATE INDEX jobseekers_changed_at_idx ON jobseekers (changed_at);
