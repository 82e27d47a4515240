-- The organisation's e-mail on its own domain (issue 21; docs/decisions/0022-organisation-email.md).
-- `email` is the address the owner gave; it stands for the organisation once `email_verified_at` is
-- set, by opening the link sent to it. Staff approval (verify_status 2) plus a verified address is
-- verify_status 5 "Đã xác thực"; a new address takes that back to 2 until it is verified in turn.
ALTER TABLE organizations
  ADD COLUMN email text CHECK (length(email) BETWEEN 3 AND 150),
  ADD COLUMN email_verified_at timestamptz,
  ADD COLUMN email_verified_by bigint REFERENCES users (id) ON DELETE SET NULL;

-- One row per link sent. The token travels only in the e-mail; its SHA-256 is kept. A link verifies
-- the address once and signs its sender in once, until it expires; a newer link (or another
-- address) retires it. A browser the sender never signed in from also needs a code sent by SMS to
-- the sender's phone: code_hash is the SHA-256 of link id and code, 5 wrong guesses end it.
CREATE TABLE organization_email_links (
  id bigserial PRIMARY KEY,
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  requested_by bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email text NOT NULL CHECK (length(email) BETWEEN 3 AND 150),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  verified_at timestamptz,
  signed_in_at timestamptz,
  code_hash text,
  code_expires_at timestamptz,
  code_attempts smallint NOT NULL DEFAULT 0
);
CREATE INDEX organization_email_links_org_idx ON organization_email_links (organization_id, created_at DESC);

-- "Đã xác thực" (5) now means an address was verified; organisations marked 5 before there was one
-- are staff-approved (2) until their owner verifies it.
UPDATE organizations SET verify_status = 2 WHERE verify_status = 5 AND email_verified_at IS NULL;
UPDATE organizations SET unlinked_verify_status = 2 WHERE unlinked_verify_status = 5;

-- "Has this browser signed in to the account before?" (the link signs in there without a code; the
-- login limiter asks the same).
CREATE INDEX login_requests_user_browser_idx ON login_requests (user_id, browser_hash) WHERE used_at IS NOT NULL;
