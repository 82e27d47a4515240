-- Candidate search by province (issue 20): the searchable profiles of a province, most recently
-- updated first, so a province filter walks its own range instead of rechecking every keyword match.
CREATE INDEX jobseekers_searchable_city_idx ON jobseekers (city_id, updated_at DESC, id DESC) WHERE searchable AND process_state = 1001;
