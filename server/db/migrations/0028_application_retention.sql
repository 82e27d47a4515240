-- Retention of applications (issue 20; docs/decisions/0016-applicants.md): an application that did
-- not lead to a hire is deleted APPLICATION_RETENTION.months after its last change, unless its
-- seeker chose to keep its applications (on the applied-jobs page). The choice belongs to the
-- account, as the applications do: it outlives a deleted profile.
ALTER TABLE users ADD COLUMN keep_applications boolean NOT NULL DEFAULT false;

-- The hourly purge reads the oldest non-hired applications first.
CREATE INDEX applications_retention_idx ON applications (status_at, id) WHERE status <> 7;
