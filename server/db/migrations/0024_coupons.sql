-- Coupons (issue 19; docs/decisions/0015-wallet.md, Coupons): codes with an amount or a percentage,
-- validity dates, a minimum order, the price kinds they apply to, used once per account. A coupon
-- with user_id is that account's own (shown in its "my coupons"); without, anyone may enter it.
CREATE TABLE coupons (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9]{4,30}$'),
  description text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('amount', 'percent')),
  value bigint NOT NULL CHECK (value > 0 AND (kind = 'amount' OR value <= 100)),
  max_discount bigint CHECK (max_discount > 0),
  min_order bigint NOT NULL DEFAULT 0 CHECK (min_order >= 0),
  kinds text[] NOT NULL DEFAULT '{}',
  user_id bigint REFERENCES users (id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL DEFAULT now(),
  ends_at timestamptz NOT NULL,
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at)
);
CREATE INDEX coupons_user_idx ON coupons (user_id) WHERE user_id IS NOT NULL;

-- One use per account and coupon, in the purchase's transaction (the unique index is the guard).
CREATE TABLE coupon_redemptions (
  coupon_id integer NOT NULL REFERENCES coupons (id),
  user_id bigint NOT NULL REFERENCES users (id),
  transaction_id bigint NOT NULL REFERENCES wallet_transactions (id),
  -- the price before the discount, and the discount
  list_price bigint NOT NULL,
  discount bigint NOT NULL CHECK (discount >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (coupon_id, user_id)
);
CREATE INDEX coupon_redemptions_transaction_idx ON coupon_redemptions (transaction_id);

-- Public launch codes (operators add more as data).
INSERT INTO coupons (code, description, kind, value, max_discount, min_order, kinds, ends_at) VALUES
  ('CHAOMUNG50', 'Giảm 50.000đ cho đơn từ 200.000đ, mọi dịch vụ', 'amount', 50000, NULL, 200000, '{}', now() + interval '1 year'),
  ('TOPADS20', 'Giảm 20% (tối đa 200.000đ) dịch vụ cho tin tuyển dụng', 'percent', 20, 200000, 100000, '{job}', now() + interval '6 months');
