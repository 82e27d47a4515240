-- Issue 39, items 12 and 3 (docs/decisions/0053-shop.md).
-- The buy page marks one package of a service as the popular choice: the one bought most over the
-- last 30 days (from the ledger's purchases, read by this index), else the package the operator
-- recommends here (a flag of the price list, changed without a deploy like the prices).
ALTER TABLE service_prices ADD COLUMN is_recommended boolean NOT NULL DEFAULT false;
UPDATE service_prices SET is_recommended = true WHERE is_active AND name IN ('Top Ads 7 ngày', 'Đẩy tin 7 ngày', 'Hiển thị tin 30 ngày', 'Gói 10 lượt đẩy tin', 'Mua ứng viên 10 lượt');
CREATE INDEX wallet_transactions_purchases_idx ON wallet_transactions (created_at, price_id) WHERE kind = 'purchase';

-- The organisation a deposit's VAT invoice is issued to, chosen when paying among the
-- organisations the payer belongs to (null: the first organisation they own, as before).
ALTER TABLE payments ADD COLUMN invoice_organization_id bigint REFERENCES organizations (id) ON DELETE SET NULL;
