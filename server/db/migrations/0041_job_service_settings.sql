-- Job services settings (SPEC 7.9 "jobservices settings and buy"; docs/decisions/0027-job-service-settings.md).
-- Per job: which running day-services renew themselves when their period ends ("Tự động gia hạn"),
-- the monthly spending cap of those renewals (integer đồng) and whose wallet pays them (the member
-- who turned the renewal on). A job without a row renews nothing.
CREATE TABLE job_service_settings (
  job_id bigint PRIMARY KEY REFERENCES jobs (id) ON DELETE CASCADE,
  auto_renew_service_ids integer[] NOT NULL DEFAULT '{}',
  monthly_cap bigint CHECK (monthly_cap IS NULL OR monthly_cap BETWEEN 10000 AND 100000000),
  payer_user_id bigint REFERENCES users (id),
  updated_by bigint REFERENCES users (id),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (auto_renew_service_ids <@ ARRAY[7002, 7004, 7016]),
  CHECK (cardinality(auto_renew_service_ids) = 0 OR (monthly_cap IS NOT NULL AND payer_user_id IS NOT NULL))
);

-- One row per renewed period: the primary key (job, service, end of the period renewed) is the
-- renewal's claim, so a task run twice renews once; the amounts sum to the month's spending under
-- the cap. The money itself is the wallet transaction (kept when a job is deleted).
CREATE TABLE job_service_renewals (
  job_id bigint NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,
  service_id integer NOT NULL,
  period_ends_at timestamptz NOT NULL,
  transaction_id bigint NOT NULL REFERENCES wallet_transactions (id),
  amount bigint NOT NULL CHECK (amount > 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (job_id, service_id, period_ends_at)
);
CREATE INDEX job_service_renewals_month_idx ON job_service_renewals (job_id, created_at);
