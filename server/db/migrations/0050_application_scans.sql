-- Issue 38, item 8 (docs/decisions/0016-applicants.md, "Counts at scale"): two scans over every
-- application that grew with the table.
-- The hourly auto-close (server/modules/applications/stale.ts) looks for applications still
-- waiting for the employer (no reply of its own, sent or viewed) older than 14 days, oldest first:
-- on five million applications that was a walk of the whole table each hour. Only the waiting ones
-- are in this index, so its size follows the open applications, not the table.
CREATE INDEX applications_waiting_idx ON applications (created_at, id)
  WHERE replied_at IS NULL AND status IN (1, 2);
-- The employer pages' "applications this month" (server/modules/jobs/market.ts) counts by creation
-- time; rows are written in that order, so a block-range index (a few pages for millions of rows)
-- narrows the count to the month's blocks.
CREATE INDEX applications_created_brin ON applications USING brin (created_at);
