-- An upload is attached once something of its owner uses it (a profile's avatar; later a job's
-- images, a message). Uploads never attached, or detached when replaced, are removed after a day by
-- the background worker (media.cleanup.ts), files and all.
ALTER TABLE media ADD COLUMN attached_at timestamptz;
UPDATE media m SET attached_at = now()
 WHERE m.deleted_at IS NULL
   AND EXISTS (SELECT 1 FROM jobseekers j WHERE j.user_id = m.user_id
                 AND (j.avatar_media_id = m.id::text OR strpos(j.image_url, m.storage_key) > 0));
CREATE INDEX media_unattached_idx ON media (created_at) WHERE attached_at IS NULL AND deleted_at IS NULL;
