-- Uploaded images (SPEC 7.5 upload-avatar, 7.8 media). The stored master is the re-encoded,
-- metadata-free image; sizes of SPEC 9 are generated from it on first request and cached in the
-- storage. storage_key is random (never the uploader's file name) and is what the public URL names.
CREATE TABLE media (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('avatar', 'image')),
  storage_key text NOT NULL UNIQUE,
  -- size of the stored master, before rotation
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  bytes integer NOT NULL CHECK (bytes >= 0),
  -- clockwise quarter turns asked for by PUT /media/v1/medias/{id}/rotate, applied when serving
  -- (the master is never re-encoded, so rotating loses no quality)
  rotation smallint NOT NULL DEFAULT 0 CHECK (rotation IN (0, 90, 180, 270)),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- set on DELETE; the files are removed from the storage at the same time
  deleted_at timestamptz
);
CREATE INDEX media_user_idx ON media (user_id, created_at DESC) WHERE deleted_at IS NULL;
