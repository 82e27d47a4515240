-- The wallet (SPEC 3 account_amount/account_bonus, 7.2-7.4 services; docs/decisions/0015-wallet.md).
-- users.account_amount (main) and users.account_bonus (promotion) stay the balances every page reads;
-- the ledger below explains every đồng of them and is written in the same transaction.

-- One money movement: a deposit, a deposit reward, a purchase, a refund. Kept for accounting (no
-- cascade from users).
CREATE TABLE wallet_transactions (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('deposit', 'reward', 'purchase', 'refund')),
  description text NOT NULL,
  -- what the account paid or received in all (positive), before any split between its balances
  amount bigint NOT NULL CHECK (amount > 0),
  job_id bigint REFERENCES jobs (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wallet_transactions_user_idx ON wallet_transactions (user_id, id DESC);

-- Double entry: the entries of one transaction sum to zero. 'main' and 'bonus' are the account's two
-- balances (user_id set, balance_after = that balance after the entry, for the running balances of
-- the transactions page); 'gateway' (money received from a payment provider), 'revenue' (services
-- sold) and 'promotion' (promotion money given away) are the marketplace's side.
CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  transaction_id bigint NOT NULL REFERENCES wallet_transactions (id),
  account text NOT NULL CHECK (account IN ('main', 'bonus', 'gateway', 'revenue', 'promotion')),
  user_id bigint REFERENCES users (id),
  amount bigint NOT NULL CHECK (amount <> 0),
  balance_after bigint CHECK (balance_after >= 0),
  CHECK ((account IN ('main', 'bonus')) = (user_id IS NOT NULL)),
  CHECK ((user_id IS NULL) = (balance_after IS NULL))
);
CREATE INDEX ledger_entries_transaction_idx ON ledger_entries (transaction_id);
CREATE INDEX ledger_entries_user_idx ON ledger_entries (user_id, account) WHERE user_id IS NOT NULL;

-- Idempotency keys of paid requests (Stripe's model): the key is claimed by the request's own
-- transaction, so a concurrent replay waits for it and then reads its answer; a failed request
-- rolls its claim back and may be retried with the same key.
CREATE TABLE idempotency_keys (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL,
  -- method, path and a hash of the body: the same key with another request is refused
  request_hash text NOT NULL,
  response jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key)
);

-- Deposits through a payment provider. Credited only on the provider's verified notification, once:
-- the row moves from pending to paid in the crediting transaction.
CREATE TABLE payments (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  provider text NOT NULL CHECK (provider IN ('dev', 'vnpay')),
  -- the reference sent to the provider (vnp_TxnRef): unique, and so unique within its day
  txn_ref text NOT NULL UNIQUE,
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed', 'cancelled')),
  -- the provider's answer (vnp_ResponseCode, vnp_TransactionNo, vnp_BankCode)
  response_code text,
  provider_txn text,
  bank_code text,
  -- promotion money given with this deposit (the "Tặng 20%" reward)
  reward bigint NOT NULL DEFAULT 0 CHECK (reward >= 0),
  transaction_id bigint REFERENCES wallet_transactions (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz
);
CREATE INDEX payments_user_idx ON payments (user_id, id DESC);

-- The price list (SPEC 7.2 service-prices/job): data an operator changes without a deploy. kind:
-- 'job' a service for one job (7002 push, 7004 display, 7008 urgent, 7016 Top Ads), 'job_up' a
-- package of push-ups for one job (buy-job-up), 'candidate' contact unlocks for the account (7001).
-- quantity is days or lượt (SPEC 9 units). A price that was sold is retired (is_active false), not
-- changed, so history keeps what was bought.
CREATE TABLE service_prices (
  id serial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('job', 'job_up', 'candidate')),
  service_id integer,
  name text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  price bigint NOT NULL CHECK (price > 0),
  is_active boolean NOT NULL DEFAULT true,
  sort smallint NOT NULL DEFAULT 0,
  CHECK ((kind = 'job_up') = (service_id IS NULL))
);

INSERT INTO service_prices (kind, service_id, name, quantity, price, sort) VALUES
  ('job', 7016, 'Top Ads 3 ngày', 3, 150000, 10),
  ('job', 7016, 'Top Ads 7 ngày', 7, 300000, 11),
  ('job', 7016, 'Top Ads 15 ngày', 15, 590000, 12),
  ('job', 7016, 'Top Ads 30 ngày', 30, 1080000, 13),
  ('job', 7008, 'Tuyển gấp 1 lượt', 1, 99000, 20),
  ('job', 7002, 'Đẩy tin 7 ngày', 7, 140000, 30),
  ('job', 7002, 'Đẩy tin 15 ngày', 15, 270000, 31),
  ('job', 7004, 'Hiển thị tin 15 ngày', 15, 50000, 40),
  ('job', 7004, 'Hiển thị tin 30 ngày', 30, 90000, 41),
  ('job_up', NULL, 'Gói 5 lượt đẩy tin', 5, 40000, 50),
  ('job_up', NULL, 'Gói 10 lượt đẩy tin', 10, 70000, 51),
  ('job_up', NULL, 'Gói 30 lượt đẩy tin', 30, 180000, 52),
  ('candidate', 7001, 'Mua ứng viên 1 lượt', 1, 30000, 60),
  ('candidate', 7001, 'Mua ứng viên 10 lượt', 10, 250000, 61),
  ('candidate', 7001, 'Mua ứng viên 50 lượt', 50, 1000000, 62);

-- What a purchase bought (service-history): the price row and how many of it; the period of a job
-- service is its job_services row.
ALTER TABLE wallet_transactions ADD COLUMN price_id integer REFERENCES service_prices (id);
ALTER TABLE wallet_transactions ADD CONSTRAINT wallet_transactions_price_check CHECK ((kind = 'purchase') = (price_id IS NOT NULL));
CREATE INDEX wallet_transactions_job_idx ON wallet_transactions (job_id, id DESC) WHERE job_id IS NOT NULL;
ALTER TABLE job_services ADD COLUMN transaction_id bigint REFERENCES wallet_transactions (id);

-- Bought push-ups of a job (buy-job-up): job-up-now spends one once the free push-up of the day is used.
ALTER TABLE jobs ADD COLUMN paid_ups_left integer NOT NULL DEFAULT 0 CHECK (paid_ups_left >= 0);
-- The "Tặng 20%" offer: every new account has it until its first rewarded deposit (accounts that
-- exist keep what they have).
ALTER TABLE users ALTER COLUMN has_deposit_reward SET DEFAULT true;

-- Bought contact unlocks of an account (7001), spent by the candidates issue.
ALTER TABLE users ADD COLUMN candidate_credits integer NOT NULL DEFAULT 0 CHECK (candidate_credits >= 0);

-- Balances that existed before the ledger (the demo accounts of an earlier seed) get an opening
-- transaction each, so the ledger explains every balance from the start.
WITH opening AS (
  INSERT INTO wallet_transactions (user_id, kind, description, amount)
  SELECT id, 'deposit', 'Số dư đầu kỳ của tài khoản chính', account_amount FROM users WHERE account_amount > 0
  RETURNING id, user_id, amount
)
INSERT INTO ledger_entries (transaction_id, account, user_id, amount, balance_after)
SELECT id, 'main', user_id, amount, amount FROM opening
UNION ALL SELECT id, 'gateway', NULL, -amount, NULL FROM opening;

WITH opening AS (
  INSERT INTO wallet_transactions (user_id, kind, description, amount)
  SELECT id, 'reward', 'Số dư đầu kỳ của tài khoản khuyến mãi', account_bonus FROM users WHERE account_bonus > 0
  RETURNING id, user_id, amount
)
INSERT INTO ledger_entries (transaction_id, account, user_id, amount, balance_after)
SELECT id, 'bonus', user_id, amount, amount FROM opening
UNION ALL SELECT id, 'promotion', NULL, -amount, NULL FROM opening;
