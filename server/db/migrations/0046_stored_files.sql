-- Issue 38, item 4 (docs/decisions/0046-cluster.md): uploaded files in the database every API
-- instance shares (FILE_STORAGE=database), so a file stored through one instance is served by any
-- other, on this machine or another. `bucket` keeps the public media apart from the private
-- documents; `key` is the storage key the media and documents services build (checked there).
CREATE TABLE stored_files (
  bucket text NOT NULL CHECK (bucket IN ('media', 'documents')),
  key text NOT NULL,
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (bucket, key)
);

-- Which instance (INSTANCE_ID, else host:pid) last claimed a task of the durable queue: with
-- several instances polling one table, it shows who ran what.
ALTER TABLE background_jobs ADD COLUMN claimed_by text;
