-- Tracking one visitor cannot inflate (SPEC 7.3, 9; server/modules/jobs/tracking.ts).
-- A view, an impression or a contact of each type counts once per visitor, job and Vietnamese day
-- (UTC+7). A visitor is the signed-in account, else the client's IP address with its user agent;
-- neither is stored: only a hash keyed with a random salt of the day, and the salt and the rows are
-- deleted after two days, so nothing here can be traced back to an address afterwards.
-- job_stats_daily and jobs.view_count stay the totals everyone reads.

-- One random salt per day, shared by every API instance.
CREATE TABLE tracking_salts (
  day date PRIMARY KEY,
  salt uuid NOT NULL
);

-- Who was counted today. event: 1 view, 2 impression, 10 + contact type (10 call, 11 chat,
-- 12 login). visitor: the first 16 bytes of sha256(salt, account or address + user agent), kept in
-- a uuid column (16 bytes, fixed width). network: the same of (salt, IPv4 address or IPv6 /64),
-- which caps how many "visitors" one network adds per job and day however many user agents or
-- IPv6 addresses it rotates through.
-- The primary key starts with the day, so dropping old days reads one range of it.
CREATE TABLE job_tracking_seen (
  day date NOT NULL,
  job_id bigint NOT NULL,
  event smallint NOT NULL,
  visitor uuid NOT NULL,
  network uuid NOT NULL,
  PRIMARY KEY (day, job_id, event, visitor)
);
CREATE INDEX job_tracking_seen_network_idx ON job_tracking_seen (day, job_id, event, network);

-- Contacts per type (SPEC 9: call 0, chat 1, login 2); contacts stays their total.
ALTER TABLE job_stats_daily
  ADD COLUMN contacts_call integer NOT NULL DEFAULT 0,
  ADD COLUMN contacts_chat integer NOT NULL DEFAULT 0,
  ADD COLUMN contacts_login integer NOT NULL DEFAULT 0;
