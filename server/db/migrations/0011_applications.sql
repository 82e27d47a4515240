-- Applications of job seekers to jobs (SPEC 7.2 POST /job/v1/candidates/apply, 7.3 applied-listing,
-- 7.5 multi-apply and auto-apply; issue 5). One per job per person.
-- source: 'manual' (the apply button), 'multi' (several jobs at once), 'auto' (the auto-apply queue).
-- status (changed by the recruiter who owns the job; labels in server/modules/applications):
--   1 Đã gửi, 2 Nhà tuyển dụng đã xem, 3 Phù hợp, 4 Chưa phù hợp, 5 Đã mời phỏng vấn.
CREATE TABLE applications (
  id bigserial PRIMARY KEY,
  job_id bigint NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- the profile it was sent with; NULL once that profile was deleted
  jobseeker_id bigint REFERENCES jobseekers (id) ON DELETE SET NULL,
  source text NOT NULL CHECK (source IN ('manual', 'auto', 'multi')),
  status smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 5),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (job_id, user_id)
);

-- The applied-jobs page (newest first) and the applied ids.
CREATE INDEX applications_user_recent_idx ON applications (user_id, created_at DESC, id DESC);
-- The daily cap of auto applications per seeker.
CREATE INDEX applications_user_auto_idx ON applications (user_id, created_at) WHERE source = 'auto';
