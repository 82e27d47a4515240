-- The posting flow (SPEC 2.1 /dang-tin, 7.3; docs/decisions/0011-job-posting.md).
-- images: URLs of the poster's own uploads (media service), in the order the post shows them.
-- video_url: a YouTube, TikTok, Facebook or Vimeo link.
-- content_key: sha256 of the folded title and description, to find the same post from the same
-- employer within 7 days (a duplicate is refused). NULL for jobs that predate the posting flow.
ALTER TABLE jobs
  ADD COLUMN images text[] NOT NULL DEFAULT '{}',
  ADD COLUMN video_url text,
  ADD COLUMN content_key text;
CREATE INDEX jobs_duplicate_idx ON jobs (organization_id, content_key, created_at DESC) WHERE content_key IS NOT NULL;
