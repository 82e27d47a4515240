-- Places: the 34 provinces/cities (parent_id 0) and the former quận/huyện kept as search areas.
CREATE TABLE cities (
  id integer PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL,
  parent_id integer NOT NULL DEFAULT 0,
  aliases text[] NOT NULL DEFAULT '{}',
  former_province text,
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX cities_parent_idx ON cities (parent_id, position);

-- Marketplace tree: category 3 "Việc làm" and its subcategories (sectors).
CREATE TABLE categories (
  id integer PRIMARY KEY,
  name text NOT NULL,
  slug text NOT NULL,
  parent_id integer NOT NULL DEFAULT 0,
  position integer NOT NULL DEFAULT 0
);

-- Job config option lists (job_types, employment_types, salary_ranges, experiences, readiness,
-- educations, genders, ages); kind-specific fields live in data.
CREATE TABLE config_options (
  kind text NOT NULL,
  id integer NOT NULL,
  name text NOT NULL,
  slug text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  data jsonb NOT NULL DEFAULT '{}',
  is_deleted boolean NOT NULL DEFAULT false,
  PRIMARY KEY (kind, id)
);

CREATE TABLE organizations (
  id bigserial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  slug text NOT NULL,
  logo_url text,
  description text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  city_id integer REFERENCES cities (id),
  size text NOT NULL DEFAULT '',
  website text,
  tax_code text,
  organization_type smallint NOT NULL DEFAULT 1,
  is_partner boolean NOT NULL DEFAULT false,
  verify_status smallint NOT NULL DEFAULT 3,
  owner_user_id bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE jobs (
  id bigserial PRIMARY KEY,
  slug text NOT NULL,
  title text NOT NULL,
  organization_id bigint NOT NULL REFERENCES organizations (id),
  owner_user_id bigint,
  category_id integer NOT NULL DEFAULT 3,
  subcategory_id integer NOT NULL,
  job_type_id integer NOT NULL,
  employment_type_id integer NOT NULL,
  city_id integer NOT NULL REFERENCES cities (id),
  district_id integer REFERENCES cities (id),
  address text NOT NULL DEFAULT '',
  salary_min bigint,
  salary_max bigint,
  experience_id integer,
  education_id integer,
  gender_id integer,
  age_id integer,
  quantity integer NOT NULL DEFAULT 1,
  description text NOT NULL DEFAULT '',
  requirements text NOT NULL DEFAULT '',
  benefits text NOT NULL DEFAULT '',
  contact_name text NOT NULL DEFAULT '',
  contact_phone text NOT NULL DEFAULT '',
  contact_email text,
  service_ids integer[] NOT NULL DEFAULT '{}',
  review_status smallint NOT NULL DEFAULT 1000,
  is_hidden boolean NOT NULL DEFAULT false,
  published_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  -- "business" sort key: push-ups move it forward without touching published_at
  pushed_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  view_count integer NOT NULL DEFAULT 0,
  -- title + organization, case and diacritics folded by the application (domain/text.ts foldText)
  search_text text NOT NULL DEFAULT '',
  search_vector tsvector GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED,
  CHECK (salary_min IS NULL OR salary_min >= 0),
  CHECK (salary_max IS NULL OR salary_min IS NULL OR salary_max >= salary_min)
);
CREATE INDEX jobs_search_idx ON jobs USING gin (search_vector);
CREATE INDEX jobs_latest_idx ON jobs (published_at DESC, id DESC) WHERE review_status = 1001 AND NOT is_hidden;
CREATE INDEX jobs_business_idx ON jobs (pushed_at DESC, id DESC) WHERE review_status = 1001 AND NOT is_hidden;
CREATE INDEX jobs_city_idx ON jobs (city_id, published_at DESC);
CREATE INDEX jobs_district_idx ON jobs (district_id, published_at DESC);
CREATE INDEX jobs_job_type_idx ON jobs (job_type_id, published_at DESC);
CREATE INDEX jobs_organization_idx ON jobs (organization_id, published_at DESC);

CREATE TABLE app_meta (
  key text PRIMARY KEY,
  value jsonb NOT NULL
);
