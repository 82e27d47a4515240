-- Job-seeker profiles (SPEC 3 "Jobseeker", 7.5): one per account (ARCHITECTURE.md "One profile
-- per account"), moderated at once by automatic rules (process_state 1000 waiting, 1001 approved,
-- 1002 rejected), with the privacy choices of the seeker (consent, searchable) and the auto-apply
-- setting the matching queue reads.
CREATE TABLE jobseekers (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  full_name text NOT NULL,
  -- NULL after a newer profile of another account took the number over (it was verified there)
  phone text,
  phone_verified_at timestamptz,
  email text,
  -- what the media service returned for the avatar: its URL and (optionally) its media id
  image_url text,
  avatar_media_id text,
  birth_year integer,
  -- 802 Nam, 803 Nữ (job config genders)
  gender integer,
  -- job config job_types ids, at most 5
  job_types integer[] NOT NULL DEFAULT '{}',
  city_id integer,
  district_id integer,
  -- integer đồng a month
  salary_min bigint,
  salary_max bigint,
  -- job config experiences; 601 = no experience
  experience_id integer,
  experience_text text,
  -- [{ company, position, start_date 'MM/YYYY', end_date 'MM/YYYY' | null }]
  work_history jsonb NOT NULL DEFAULT '[]',
  education_id integer,
  -- true "Đi làm ngay" (readiness id 1), false "Cần thêm thời gian chuẩn bị" (id 2)
  readiness boolean,
  description text,
  -- the seeker's choice: may recruiters find this profile when they search candidates
  searchable boolean NOT NULL DEFAULT false,
  -- explicit consent to store and process the profile, given when it was created
  consent_at timestamptz NOT NULL,
  -- auto-apply: on until apply_auto_until (a fixed period, src/domain/profile/auto-apply.ts);
  -- consent to share the profile with the recruiters it applies to, given when it was turned on
  apply_auto boolean NOT NULL DEFAULT false,
  apply_auto_email text,
  apply_auto_consent_at timestamptz,
  apply_auto_until timestamptz,
  apply_auto_off_reason text,
  apply_auto_source text,
  process_state smallint NOT NULL DEFAULT 1000 CHECK (process_state IN (1000, 1001, 1002)),
  reject_reason text,
  moderated_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (salary_min IS NULL OR salary_max IS NULL OR salary_min <= salary_max),
  CHECK (cardinality(job_types) <= 5)
);

-- A verified number belongs to one profile at a time; a newer profile takes it over explicitly.
CREATE UNIQUE INDEX jobseekers_phone_key ON jobseekers (phone) WHERE phone IS NOT NULL;

-- Auto-apply matching: profiles with the setting on whose job types contain a new job's type.
CREATE INDEX jobseekers_auto_apply_job_types_idx ON jobseekers USING gin (job_types) WHERE apply_auto;
CREATE INDEX jobseekers_auto_apply_city_idx ON jobseekers (city_id, apply_auto_until) WHERE apply_auto;

-- Candidate search by recruiters: only approved profiles whose owner allows it.
CREATE INDEX jobseekers_searchable_job_types_idx ON jobseekers USING gin (job_types)
  WHERE searchable AND process_state = 1001;
