-- Access control (docs/decisions/0006-access-control.md): who may act for an organisation is a
-- membership (account, organisation, role), never an owner column copied per table; platform staff
-- is a role of its own; an account's main phone records when it was verified.
CREATE TABLE organization_members (
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- owner: everything, members included; recruiter: the organisation's jobs and applicants
  role text NOT NULL CHECK (role IN ('owner', 'recruiter')),
  added_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (organization_id, user_id)
);
CREATE INDEX organization_members_user_idx ON organization_members (user_id);

INSERT INTO organization_members (organization_id, user_id, role)
SELECT o.id, o.owner_user_id, 'owner' FROM organizations o JOIN users u ON u.id = o.owner_user_id
ON CONFLICT DO NOTHING;
ALTER TABLE organizations DROP COLUMN owner_user_id;

-- Platform staff (moderation console, reports): not a member of any organisation.
CREATE TABLE staff_members (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('moderator', 'admin')),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Accounts are created through a one-time code, so every existing main phone is verified.
ALTER TABLE users ADD COLUMN phone_verified_at timestamptz;
UPDATE users SET phone_verified_at = created_at;
ALTER TABLE users ALTER COLUMN phone_verified_at SET DEFAULT now();
