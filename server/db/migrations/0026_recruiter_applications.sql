-- The recruiter's side of applications (issue 20; docs/decisions/0016-applicants.md).
--
-- Statuses gain two documented extension codes beyond SPEC's five: 6 Đã gửi đề nghị (offer) and
-- 7 Đã nhận việc (hired). The seeker's applied list shows them as well.
ALTER TABLE applications DROP CONSTRAINT IF EXISTS applications_status_check;
ALTER TABLE applications ADD CONSTRAINT applications_status_check CHECK (status BETWEEN 1 AND 7);

ALTER TABLE applications
  -- first opened by a member of the job's organisation (the unread badge counts NULLs)
  ADD COLUMN read_at timestamptz,
  -- since when the application has its current status (time in status on the pipeline cards)
  ADD COLUMN status_at timestamptz,
  -- the first status change by the employer, for its typical reply time
  ADD COLUMN replied_at timestamptz,
  -- the employer's message to the seeker with the last status change
  ADD COLUMN status_message text CHECK (char_length(status_message) <= 1000),
  -- the profile as it was sent: the columns of jobseekers at the time of applying (NULL once the
  -- seeker deleted the profile: erasure covers the copies too)
  ADD COLUMN profile jsonb;

UPDATE applications SET status_at = updated_at WHERE status_at IS NULL;
ALTER TABLE applications ALTER COLUMN status_at SET DEFAULT now(), ALTER COLUMN status_at SET NOT NULL;

-- Applications sent before this migration get the profile as it is now.
UPDATE applications a SET profile = to_jsonb(j) - 'apply_auto_email' - 'apply_auto_off_reason' - 'apply_auto_source'
  FROM jobseekers j WHERE j.id = a.jobseeker_id AND a.profile IS NULL;

-- The applicants of a job, newest first, and the unread ones.
CREATE INDEX applications_job_recent_idx ON applications (job_id, created_at DESC, id DESC);
CREATE INDEX applications_job_unread_idx ON applications (job_id) WHERE read_at IS NULL;

-- Per-status message templates a recruiter writes once and picks when moving an application
-- (without a row of its own, the built-in text of src/domain/applications.ts is offered).
CREATE TABLE application_message_templates (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status smallint NOT NULL CHECK (status BETWEEN 3 AND 7),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 1000),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, status)
);
