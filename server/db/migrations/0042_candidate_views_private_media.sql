-- Issue 35 (docs/decisions/0032-sessions-and-private-files.md).
--
-- Candidate profiles an employer opened: one row per account, profile and Vietnamese day with how
-- many times, so who read which profiles, and how much, can be told. A deleted profile takes its
-- rows with it.
CREATE TABLE candidate_views (
  day date NOT NULL,
  recruiter_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  jobseeker_id bigint NOT NULL REFERENCES jobseekers (id) ON DELETE CASCADE,
  views integer NOT NULL DEFAULT 1 CHECK (views > 0),
  last_viewed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (day, recruiter_id, jobseeker_id)
);
CREATE INDEX candidate_views_recruiter_idx ON candidate_views (recruiter_id, day);
CREATE INDEX candidate_views_jobseeker_idx ON candidate_views (jobseeker_id, day);

-- Private uploads: `chat` is a picture sent in a conversation, served only through a signed,
-- short-lived URL that the API gives its two people (and staff reviewing a report). The pictures
-- already sent become chat pictures, unless the same upload is also a job's or a profile's picture.
ALTER TABLE media DROP CONSTRAINT media_kind_check;
ALTER TABLE media ADD CONSTRAINT media_kind_check CHECK (kind IN ('avatar', 'image', 'chat'));
WITH shown AS (
  SELECT substring(u.url FROM '/media/v1/files/([0-9a-f]{32})') AS key FROM jobs j CROSS JOIN unnest(j.images) AS u(url)
  UNION SELECT substring(image_url FROM '/media/v1/files/([0-9a-f]{32})') FROM jobseekers
  UNION SELECT substring(image_url FROM '/media/v1/files/([0-9a-f]{32})') FROM users
)
UPDATE media m SET kind = 'chat'
  FROM chat_messages c
 WHERE c.kind = 'image' AND m.kind = 'image'
   AND substring(c.image_url FROM '/media/v1/files/([0-9a-f]{32})') = m.storage_key
   AND NOT EXISTS (SELECT 1 FROM shown s WHERE s.key = m.storage_key);
