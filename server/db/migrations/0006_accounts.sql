-- Accounts of the sister marketplace (identity service, SPEC 7.6), sessions, one-time codes,
-- rate limits, the development outbox and the inbox (SPEC 7.8).
CREATE TABLE users (
  id bigserial PRIMARY KEY,
  user_uid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  phone text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  full_name text,
  email text,
  email_verified_at timestamptz,
  image_url text,
  -- USER_TYPE_LABEL of SPEC 9: 1 Cơ bản ... 9 Đại lý (recruiter agent)
  user_type smallint NOT NULL DEFAULT 1,
  loyalty_id smallint NOT NULL DEFAULT 1 CHECK (loyalty_id BETWEEN 1 AND 6),
  has_deposit_reward boolean NOT NULL DEFAULT false,
  -- integer đồng; the wallet capability moves them with a ledger
  account_amount bigint NOT NULL DEFAULT 0 CHECK (account_amount >= 0),
  account_bonus bigint NOT NULL DEFAULT 0 CHECK (account_bonus >= 0),
  -- has_new of the private inbox: unread messages newer than the last time the person looked
  inbox_seen_at timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz,
  last_login_ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Every phone number of an account: the main one (users.phone) and those added by OTP
-- (POST /identity/v1/phones). One primary key keeps a number on a single account, also when two
-- registrations or additions race.
CREATE TABLE user_phones (
  phone text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX user_phones_user_idx ON user_phones (user_id);

-- Bearer tokens: only a SHA-256 of the token is stored; revoked at logout, idle and absolute expiry.
CREATE TABLE auth_tokens (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  ip text,
  user_agent text
);
CREATE INDEX auth_tokens_user_idx ON auth_tokens (user_id);

-- The sign-in hand-off's `key` (request_id): single use, short-lived, stored hashed.
CREATE TABLE login_requests (
  request_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- One-time codes (OTP types of SPEC 9: app 1, sms 2, email 3) and the verification they grant.
CREATE TABLE otps (
  id bigserial PRIMARY KEY,
  target text NOT NULL,
  otp_type smallint NOT NULL,
  purpose text NOT NULL,
  code_hash text NOT NULL,
  attempts smallint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  verified_at timestamptz,
  -- set when the code is verified; register / reset / add-phone consume it once
  verify_token_hash text UNIQUE,
  consumed_at timestamptz
);
CREATE INDEX otps_target_idx ON otps (target, purpose, created_at DESC);

-- Fixed-window counters shared by every API instance (login failures, OTP sends, phone-exist ...).
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL
);

-- Development and test outbox of SMS and e-mail (never written in production).
CREATE TABLE outbox_messages (
  id bigserial PRIMARY KEY,
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_recipient_idx ON outbox_messages (recipient, id DESC);

-- Recruiter-agent register keys, stored hashed; each key registers one agent.
CREATE TABLE register_keys (
  key_hash text PRIMARY KEY,
  label text NOT NULL,
  expires_at timestamptz,
  used_by bigint REFERENCES users (id) ON DELETE SET NULL,
  used_at timestamptz
);

-- Inbox (SPEC 7.8): user_id NULL is the public inbox anonymous visitors see.
CREATE TABLE inboxes (
  id bigserial PRIMARY KEY,
  user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  part text NOT NULL CHECK (part IN ('candidate', 'common')),
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  url text,
  is_read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Lists are newest first (ORDER BY created_at DESC, id DESC), per person and part or public.
CREATE INDEX inboxes_user_idx ON inboxes (user_id, part, created_at DESC, id DESC);
CREATE INDEX inboxes_unread_idx ON inboxes (user_id, created_at) WHERE NOT is_read;
CREATE INDEX inboxes_public_idx ON inboxes (created_at DESC, id DESC) WHERE user_id IS NULL;
