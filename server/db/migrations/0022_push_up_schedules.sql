-- Scheduled push-ups (SPEC 7.4 job-up-settings; docs/decisions/0014-scheduled-push-ups.md).

-- One schedule per job: hours of the day and days of the Vietnamese week (1 Thứ 2 ... 7 Chủ nhật),
-- GMT+7. next_run_at is the slot the durable queue will run next (a background_jobs row with the
-- dedupe key push-up:<job>:<slot in ms> is written in the same transaction), so a restart loses
-- nothing: the worker finds the row and the task where they were.
CREATE TABLE job_push_up_schedules (
  job_id bigint PRIMARY KEY REFERENCES jobs (id) ON DELETE CASCADE,
  -- who saved it last: told in the inbox when it stops (while still a member of the job's organisation)
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  enabled boolean NOT NULL DEFAULT false,
  hours smallint[] NOT NULL DEFAULT '{}',
  days smallint[] NOT NULL DEFAULT '{}',
  -- the last Vietnamese day it runs; NULL: as long as the job shows
  until date,
  next_run_at timestamptz,
  -- why the system turned it off (the owner turning it off leaves it NULL)
  stopped_reason text CHECK (stopped_reason IN ('hidden', 'expired', 'not_approved', 'finished')),
  stopped_at timestamptz,
  -- the Monday of the last week whose used-up allowance the owner was told about (told once a week)
  allowance_notice_week date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (NOT enabled OR next_run_at IS NOT NULL)
);
-- the sweep that re-queues a running schedule's task looks at running schedules only
CREATE INDEX job_push_up_schedules_next_idx ON job_push_up_schedules (next_run_at) WHERE enabled;

-- A scheduled push-up names its slot, and a slot is pushed once whatever runs it twice (a retried
-- task, two workers): the insert of the history row is the claim. The weekly allowance counts these
-- rows by slot.
ALTER TABLE job_push_ups ADD COLUMN slot_at timestamptz;
ALTER TABLE job_push_ups ADD CONSTRAINT job_push_ups_slot_check CHECK ((source = 'scheduled') = (slot_at IS NOT NULL));
CREATE UNIQUE INDEX job_push_ups_slot_idx ON job_push_ups (job_id, slot_at) WHERE source = 'scheduled';
