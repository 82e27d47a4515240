-- Chat between job seekers and recruiters (issue 22; docs/decisions/0025-chat.md).
--
-- One conversation per seeker, organisation and job (job_id NULL for the generic entry, then one
-- per seeker and recruiter). Its two people are the seeker and the one recruiter of the job's
-- organisation the job's notices go to (jobRecruiterSql), fixed when the conversation is opened.
CREATE TABLE chat_conversations (
  id bigserial PRIMARY KEY,
  seeker_user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  recruiter_user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  organization_id bigint REFERENCES organizations (id) ON DELETE SET NULL,
  job_id bigint REFERENCES jobs (id) ON DELETE SET NULL,
  -- the job's title when opened: the list still says what the talk was about after the job is gone
  job_title text,
  -- set when staff uphold a report: no more messages either way
  closed_at timestamptz,
  last_message_id bigint,
  last_message_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (seeker_user_id <> recruiter_user_id)
);
CREATE UNIQUE INDEX chat_conversations_job_key ON chat_conversations (seeker_user_id, job_id) WHERE job_id IS NOT NULL;
CREATE UNIQUE INDEX chat_conversations_generic_key ON chat_conversations (seeker_user_id, recruiter_user_id) WHERE job_id IS NULL;
CREATE INDEX chat_conversations_recruiter_idx ON chat_conversations (recruiter_user_id, last_message_at DESC);

-- The two people of a conversation and how far each has received and read it (message ids grow,
-- so "every message up to id N" is one number per person: per-recipient state without a row per
-- message and recipient). The access checks of REST and socket alike read this table.
CREATE TABLE chat_participants (
  conversation_id bigint NOT NULL REFERENCES chat_conversations (id) ON DELETE CASCADE,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('seeker', 'recruiter')),
  last_delivered_id bigint NOT NULL DEFAULT 0,
  last_read_id bigint NOT NULL DEFAULT 0,
  -- the last inbox notice about unread messages here: at most one per window (CHAT.unreadNoticeMs)
  unread_notice_at timestamptz,
  PRIMARY KEY (conversation_id, user_id)
);
CREATE INDEX chat_participants_user_idx ON chat_participants (user_id);

-- Messages are stored here before anyone is told of them.
CREATE TABLE chat_messages (
  id bigserial PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES chat_conversations (id) ON DELETE CASCADE,
  sender_user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('text', 'image')),
  body text NOT NULL DEFAULT '' CHECK (char_length(body) <= 2000),
  image_url text,
  -- the scam rules a text hit (ids and names), shown to the seeker as a warning
  warnings jsonb,
  -- the sender's own id for the message: a resend after a lost answer stores it once
  client_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'text' AND body <> '' AND image_url IS NULL) OR (kind = 'image' AND image_url IS NOT NULL))
);
CREATE INDEX chat_messages_history_idx ON chat_messages (conversation_id, id DESC);
CREATE UNIQUE INDEX chat_messages_client_key ON chat_messages (sender_user_id, client_id) WHERE client_id IS NOT NULL;

-- A person who blocked another: no messages either way while the row exists.
CREATE TABLE chat_blocks (
  blocker_user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  blocked_user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (blocker_user_id, blocked_user_id),
  CHECK (blocker_user_id <> blocked_user_id)
);

-- Reports of a conversation to the staff queue (1000 waiting, 1001 upheld, 1002 dismissed).
CREATE TABLE chat_reports (
  id bigserial PRIMARY KEY,
  conversation_id bigint NOT NULL REFERENCES chat_conversations (id) ON DELETE CASCADE,
  reporter_user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reported_user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason text NOT NULL,
  note text NOT NULL DEFAULT '',
  status smallint NOT NULL DEFAULT 1000,
  decided_by bigint,
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- one waiting report per person and conversation
CREATE UNIQUE INDEX chat_reports_waiting_key ON chat_reports (conversation_id, reporter_user_id) WHERE status = 1000;
CREATE INDEX chat_reports_queue_idx ON chat_reports (created_at) WHERE status = 1000;
