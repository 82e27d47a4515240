-- Candidate search and contact unlock (issue 20; docs/decisions/0017-candidate-contact.md).

-- Vietnamese text folded like foldText (src/domain/text.ts): diacritics and đ dropped, lower case,
-- whitespace collapsed. The profile's NFC text maps exactly (a test compares the two).
CREATE FUNCTION fold_vi(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT btrim(regexp_replace(lower(translate(coalesce(value, ''),
    'àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđÀÁẠẢÃÂẦẤẬẨẪĂẰẮẶẲẴÈÉẸẺẼÊỀẾỆỂỄÌÍỊỈĨÒÓỌỎÕÔỒỐỘỔỖƠỜỚỢỞỠÙÚỤỦŨƯỪỨỰỬỮỲÝỴỶỸĐ',
    'aaaaaaaaaaaaaaaaaeeeeeeeeeeeiiiiiooooooooooooooooouuuuuuuuuuuyyyyydAAAAAAAAAAAAAAAAAEEEEEEEEEEEIIIIIOOOOOOOOOOOOOOOOOUUUUUUUUUUUYYYYYD')), '\s+', ' ', 'g'))
$$;

-- What a keyword matches: the job types chosen, the experience, the work history, the introduction.
-- Kept by a trigger, so every way a profile is written keeps it (no write path can forget it).
ALTER TABLE jobseekers
  ADD COLUMN search_text text NOT NULL DEFAULT '',
  ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED,
  -- the seeker's choice under Law 91/2025: 'share' the contact with an employer who unlocks it, or
  -- 'ask' each time (the employer's request waits for the seeker's answer)
  ADD COLUMN contact_sharing text NOT NULL DEFAULT 'ask' CHECK (contact_sharing IN ('share', 'ask'));

CREATE FUNCTION jobseekers_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := fold_vi(concat_ws(' ',
    (SELECT string_agg(o.name, ' ') FROM config_options o WHERE o.kind = 'job_types' AND o.id = ANY (NEW.job_types)),
    NEW.experience_text,
    (SELECT string_agg(concat_ws(' ', w->>'position', w->>'company'), ' ') FROM jsonb_array_elements(NEW.work_history) w),
    NEW.description));
  RETURN NEW;
END
$$;

CREATE TRIGGER jobseekers_search_text BEFORE INSERT OR UPDATE OF job_types, experience_text, work_history, description
  ON jobseekers FOR EACH ROW EXECUTE FUNCTION jobseekers_search_text();

UPDATE jobseekers SET description = description;

-- Only approved profiles whose owner allows it are searched: the indexes hold only those.
CREATE INDEX jobseekers_search_idx ON jobseekers USING gin (search_vector) WHERE searchable AND process_state = 1001;
CREATE INDEX jobseekers_searchable_recent_idx ON jobseekers (updated_at DESC, id DESC) WHERE searchable AND process_state = 1001;

-- One line per seeker and recruiter: the contact shown (granted), asked for (pending, a "lượt" held
-- until the seeker answers), declined, expired (7 days without an answer) or withdrawn by the
-- seeker. Every change is logged in candidate_contact_events.
CREATE TABLE candidate_contacts (
  id bigserial PRIMARY KEY,
  jobseeker_id bigint NOT NULL REFERENCES jobseekers (id) ON DELETE CASCADE,
  recruiter_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  organization_id bigint REFERENCES organizations (id) ON DELETE SET NULL,
  job_id bigint REFERENCES jobs (id) ON DELETE SET NULL,
  status text NOT NULL CHECK (status IN ('pending', 'granted', 'declined', 'expired', 'withdrawn')),
  credit_held boolean NOT NULL DEFAULT false,
  expires_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (jobseeker_id, recruiter_id),
  CHECK (status <> 'pending' OR expires_at IS NOT NULL)
);
CREATE INDEX candidate_contacts_recruiter_idx ON candidate_contacts (recruiter_id, updated_at DESC);
CREATE INDEX candidate_contacts_pending_idx ON candidate_contacts (expires_at) WHERE status = 'pending';

CREATE TABLE candidate_contact_events (
  id bigserial PRIMARY KEY,
  contact_id bigint NOT NULL REFERENCES candidate_contacts (id) ON DELETE CASCADE,
  status text NOT NULL,
  -- whether a "lượt" was spent (granted) or given back (declined, expired) by this change
  credit_change smallint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX candidate_contact_events_contact_idx ON candidate_contact_events (contact_id, created_at);
