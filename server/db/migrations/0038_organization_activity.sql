-- Who did what for an organisation (issue 21; docs/decisions/0024-organisation-activity.md): one row
-- per member action, written in the same transaction as the action (server/lib/activity.ts), never
-- changed afterwards. The acting account stays attributed after it leaves the organisation; only
-- deleting the account itself clears user_id (ON DELETE SET NULL), the one change the table allows.
CREATE TABLE organization_activity (
  id bigserial PRIMARY KEY,
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  -- the actor's role in the organisation when it acted (NULL: not a member, e.g. declining an invitation)
  role text,
  -- an action code of src/domain/organizations/activity.ts and its kind (jobs, applicants, wallet, organization)
  action text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('jobs', 'applicants', 'wallet', 'organization')),
  -- the job concerned, when there is one (no foreign key: the log outlives what it names)
  job_id bigint,
  -- the other subject: an application, a candidate profile, a member's account, an invitation, a licence document
  subject_id bigint,
  -- what the action cost, in đồng (wallet actions)
  amount bigint,
  -- what the summary needs beyond that (a status, a count, an invitee, a service's name ...)
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX organization_activity_org_idx ON organization_activity (organization_id, created_at DESC, id DESC);
CREATE INDEX organization_activity_org_kind_idx ON organization_activity (organization_id, kind, created_at DESC, id DESC);
CREATE INDEX organization_activity_user_idx ON organization_activity (user_id, organization_id);

CREATE FUNCTION organization_activity_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- deleting the account: its rows stay, unattributed (the foreign key's SET NULL, nothing else changed)
  IF TG_OP = 'UPDATE' AND OLD.user_id IS NOT NULL AND NEW.user_id IS NULL
     AND NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id)
     AND (NEW.id, NEW.organization_id, NEW.role, NEW.action, NEW.kind, NEW.job_id, NEW.subject_id, NEW.amount, NEW.details, NEW.created_at)
         IS NOT DISTINCT FROM
         (OLD.id, OLD.organization_id, OLD.role, OLD.action, OLD.kind, OLD.job_id, OLD.subject_id, OLD.amount, OLD.details, OLD.created_at) THEN
    RETURN NEW;
  END IF;
  -- deleting the organisation itself takes its log with it (ON DELETE CASCADE)
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM organizations WHERE id = OLD.organization_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'organization_activity is append-only';
END $$;
CREATE TRIGGER organization_activity_no_change BEFORE UPDATE OR DELETE ON organization_activity
  FOR EACH ROW EXECUTE FUNCTION organization_activity_append_only();
CREATE TRIGGER organization_activity_no_truncate BEFORE TRUNCATE ON organization_activity
  FOR EACH STATEMENT EXECUTE FUNCTION organization_activity_append_only();
