-- Issue 38, item 8: the applicants' filter counts "closing soon" per organisation (waiting
-- applications older than 11 days). Through the organisation's index of all its applications that
-- read every application of those days (41,850 index entries for 11,957 waiting ones, an employer
-- with 200,000 applications on the bench database); this one holds only the waiting ones.
CREATE INDEX applications_waiting_org_idx ON applications (organization_id, created_at)
  WHERE replied_at IS NULL AND status IN (1, 2);
