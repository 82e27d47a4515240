-- Similar jobs (job detail page) read the same subcategory's jobs newest first; at a million jobs the
-- one query over "same job type or subcategory" sorted every match (0.5 s). With this index each of
-- its groups is an index scan that stops at the page (jobs.service.ts, similarJobs).
CREATE INDEX jobs_subcategory_latest_idx ON jobs (subcategory_id, published_at DESC, id DESC)
  INCLUDE (job_type_id, city_id, expires_at) WHERE review_status = 1001 AND NOT is_hidden;
