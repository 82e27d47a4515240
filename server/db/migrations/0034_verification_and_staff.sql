-- Verification of organisations and the staff console (issue 21; docs/decisions/0021-verification-and-staff.md).

-- One row per request to verify an organisation: what was submitted (a snapshot of the business
-- information), its state (SPEC 9 business status: 2 waiting, 3 approved household business,
-- 4 approved company, 1 rejected and may resubmit, 5 refused as not a genuine organisation), and who
-- decided it, when and why.
CREATE TABLE organization_audits (
  id bigserial PRIMARY KEY,
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  submitted_by bigint REFERENCES users (id) ON DELETE SET NULL,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  snapshot jsonb NOT NULL,
  business_status smallint NOT NULL DEFAULT 2 CHECK (business_status BETWEEN 1 AND 5),
  reviewed_by bigint REFERENCES users (id) ON DELETE SET NULL,
  reviewed_at timestamptz,
  reason text
);
-- at most one request waits per organisation
CREATE UNIQUE INDEX organization_audits_waiting_key ON organization_audits (organization_id) WHERE business_status = 2;
CREATE INDEX organization_audits_org_idx ON organization_audits (organization_id, submitted_at DESC);

-- org-unlink gives the tax code up (another account may then claim the business); org-restore takes
-- it back within 30 days if nobody did. What was given up is kept here until then.
ALTER TABLE organizations
  ADD COLUMN unlinked_at timestamptz,
  ADD COLUMN unlinked_tax_code text,
  ADD COLUMN unlinked_verify_status smallint,
  ADD COLUMN unlinked_is_partner boolean;

-- Why a job waits for staff: the rules that fired when it was saved (id, name, field, words).
ALTER TABLE jobs ADD COLUMN review_hits jsonb;
CREATE INDEX jobs_waiting_idx ON jobs (created_at, id) WHERE review_status = 1000;
CREATE INDEX jobseekers_waiting_idx ON jobseekers (updated_at, user_id) WHERE process_state = 1000;
CREATE INDEX job_reports_waiting_idx ON job_reports (job_id) WHERE status = 1000;
ALTER TABLE job_reports
  ADD COLUMN decided_by bigint REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN decided_at timestamptz;

-- Staff edits to the moderation rules: the code holds the reviewed defaults, a row here changes one
-- rule (`job_rule:<id>`: action, message, extra phrases) or the banned phrases (`banned_phrases`:
-- added and removed phrases). The effective rules are the defaults with these applied.
CREATE TABLE moderation_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_by bigint REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Every staff decision and rule change, append-only: who, what, about which record, why, when.
CREATE TABLE staff_audit_log (
  id bigserial PRIMARY KEY,
  -- no foreign key: the log outlives accounts, so it keeps the name as it was
  staff_user_id bigint NOT NULL,
  staff_name text NOT NULL,
  action text NOT NULL,
  subject_kind text NOT NULL,
  subject_id text NOT NULL,
  reason text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_audit_log_created_idx ON staff_audit_log (created_at DESC, id DESC);
CREATE INDEX staff_audit_log_subject_idx ON staff_audit_log (subject_kind, subject_id, created_at DESC);

CREATE FUNCTION staff_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit_log is append-only';
END $$;
CREATE TRIGGER staff_audit_log_no_change BEFORE UPDATE OR DELETE ON staff_audit_log
  FOR EACH ROW EXECUTE FUNCTION staff_audit_log_append_only();
CREATE TRIGGER staff_audit_log_no_truncate BEFORE TRUNCATE ON staff_audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_log_append_only();
