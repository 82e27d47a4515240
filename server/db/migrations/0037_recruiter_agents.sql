-- Recruiter agents (issue 21; docs/decisions/0023-recruiter-agents.md). Staff issue register keys in
-- the console: each key is shown once, stored as its SHA-256 with its last four characters as a hint,
-- registers one account as an agent (user type 9 "Đại lý") before it expires, and can be revoked
-- while unused. An organisation's owner then invites the agent with the role 'agent': it posts and
-- manages the organisation's jobs and applicants, and nothing else of the organisation.
ALTER TABLE register_keys
  ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  ADD COLUMN hint text,
  ADD COLUMN created_by bigint REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN revoked_at timestamptz,
  ADD COLUMN revoked_by bigint REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX register_keys_created_idx ON register_keys (created_at DESC);

ALTER TABLE organization_members DROP CONSTRAINT organization_members_role_check;
ALTER TABLE organization_members ADD CONSTRAINT organization_members_role_check CHECK (role IN ('owner', 'recruiter', 'agent'));
ALTER TABLE organization_invitations DROP CONSTRAINT organization_invitations_role_check;
ALTER TABLE organization_invitations ADD CONSTRAINT organization_invitations_role_check CHECK (role IN ('owner', 'recruiter', 'agent'));
