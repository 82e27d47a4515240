-- District searches ("kế toán Quận 1") read a district's own candidates instead of filtering a
-- whole province's: same covering layout as the city indexes.
CREATE INDEX jobs_district_business_idx ON jobs (district_id, priority DESC, pushed_at DESC, id DESC)
  INCLUDE (city_id, job_type_id, subcategory_id, category_id, salary_min, salary_max, expires_at, search_vector)
  WHERE review_status = 1001 AND NOT is_hidden AND district_id IS NOT NULL;
CREATE INDEX jobs_district_latest_idx ON jobs (district_id, published_at DESC, id DESC)
  INCLUDE (city_id, job_type_id, subcategory_id, category_id, salary_min, salary_max, expires_at, search_vector)
  WHERE review_status = 1001 AND NOT is_hidden AND district_id IS NOT NULL;
