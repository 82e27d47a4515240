-- Covering listing indexes: every filter column is INCLUDEd, so choosing a page's ids and counting
-- matches are index-only scans; heap rows are read only for the 20 jobs of the page. On 1M jobs the
-- heap fetches of rows that failed a filter were most of a listing's time.
DROP INDEX IF EXISTS jobs_business_idx;
DROP INDEX IF EXISTS jobs_latest_idx;
DROP INDEX IF EXISTS jobs_city_business_idx;
DROP INDEX IF EXISTS jobs_city_latest_idx;
DROP INDEX IF EXISTS jobs_district_business_idx;
DROP INDEX IF EXISTS jobs_job_type_business_idx;

CREATE INDEX jobs_business_idx ON jobs (priority DESC, pushed_at DESC, id DESC)
  INCLUDE (city_id, district_id, job_type_id, subcategory_id, category_id, salary_min, salary_max, expires_at)
  WHERE review_status = 1001 AND NOT is_hidden;
CREATE INDEX jobs_latest_idx ON jobs (published_at DESC, id DESC)
  INCLUDE (city_id, district_id, job_type_id, subcategory_id, category_id, salary_min, salary_max, expires_at)
  WHERE review_status = 1001 AND NOT is_hidden;
CREATE INDEX jobs_city_business_idx ON jobs (city_id, priority DESC, pushed_at DESC, id DESC)
  INCLUDE (district_id, job_type_id, subcategory_id, category_id, salary_min, salary_max, expires_at)
  WHERE review_status = 1001 AND NOT is_hidden;
CREATE INDEX jobs_city_latest_idx ON jobs (city_id, published_at DESC, id DESC)
  INCLUDE (district_id, job_type_id, subcategory_id, category_id, salary_min, salary_max, expires_at)
  WHERE review_status = 1001 AND NOT is_hidden;
CREATE INDEX jobs_job_type_business_idx ON jobs (job_type_id, priority DESC, pushed_at DESC, id DESC)
  INCLUDE (city_id, district_id, subcategory_id, category_id, salary_min, salary_max, expires_at)
  WHERE review_status = 1001 AND NOT is_hidden;
CREATE INDEX jobs_job_type_latest_idx ON jobs (job_type_id, published_at DESC, id DESC)
  INCLUDE (city_id, district_id, subcategory_id, category_id, salary_min, salary_max, expires_at)
  WHERE review_status = 1001 AND NOT is_hidden;

-- Lexeme statistics good enough to estimate common words.
ALTER TABLE jobs ALTER COLUMN search_vector SET STATISTICS 1000;
