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
