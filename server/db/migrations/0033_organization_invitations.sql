-- Invitations to act for an organisation (issue 21; docs/decisions/0018-business-info.md): the owner
-- invites a phone number or an e-mail address with a role; the invitee, signed in with that number
-- or that verified address, accepts or declines within 7 days; the owner may revoke it meanwhile.
CREATE TABLE organization_invitations (
  id bigserial PRIMARY KEY,
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  invited_by bigint REFERENCES users (id) ON DELETE SET NULL,
  phone text,
  email text,
  role text NOT NULL CHECK (role IN ('owner', 'recruiter')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined', 'revoked')),
  answered_by bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  answered_at timestamptz,
  CHECK ((phone IS NULL) <> (email IS NULL))
);
-- one pending invitation per organisation and invitee
CREATE UNIQUE INDEX organization_invitations_pending_key ON organization_invitations (organization_id, coalesce(phone, lower(email))) WHERE status = 'pending';
CREATE INDEX organization_invitations_phone_idx ON organization_invitations (phone) WHERE status = 'pending';
CREATE INDEX organization_invitations_email_idx ON organization_invitations (lower(email)) WHERE status = 'pending';
