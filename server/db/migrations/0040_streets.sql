-- Streets of a district, and a job's street (issue 18; docs/decisions/0026-streets.md).
--
-- Reference streets are seeded public. A recruiter may add one ("Thêm đường mới"): it is usable at
-- once by whoever added it (adders) and becomes public, for every poster of the district, when a
-- job naming it is approved. A name is unique per district once folded like foldText (fold_vi of
-- 0027), so "Nguyen Hue" and "Nguyễn Huệ" are one street.
CREATE TABLE streets (
  id serial PRIMARY KEY,
  district_id integer NOT NULL REFERENCES cities (id),
  name text NOT NULL CHECK (char_length(name) BETWEEN 2 AND 100),
  name_folded text GENERATED ALWAYS AS (fold_vi(name)) STORED,
  is_public boolean NOT NULL DEFAULT false,
  -- the accounts that added it (the first, and those who typed it again before it went public)
  adders bigint[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX streets_district_name_key ON streets (district_id, name_folded);

-- Old jobs keep their free-text address; a new one names its street and keeps the house number etc.
ALTER TABLE jobs ADD COLUMN street_id integer REFERENCES streets (id) ON DELETE SET NULL;
