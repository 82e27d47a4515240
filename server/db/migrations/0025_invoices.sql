-- VAT e-invoices for deposits (issue 19; docs/decisions/0015-wallet.md, Invoices). Only money
-- actually paid in is invoiced: one invoice per paid deposit, issued in the crediting transaction.

-- The VAT rate of the marketplace's services by date, with its legal basis: a change of law is a new
-- row, not a deploy. The rate of an invoice is the row whose period holds its date (the latest
-- valid_from wins when periods overlap: a temporary reduction over the standard rate).
CREATE TABLE vat_rates (
  id serial PRIMARY KEY,
  rate smallint NOT NULL CHECK (rate BETWEEN 0 AND 100),
  valid_from date NOT NULL,
  valid_to date,
  legal_basis text NOT NULL,
  CHECK (valid_to IS NULL OR valid_to >= valid_from)
);

INSERT INTO vat_rates (rate, valid_from, valid_to, legal_basis) VALUES
  (10, '2009-01-01', NULL, 'Thuế suất 10%: Luật Thuế giá trị gia tăng số 48/2024/QH15 (trước đó Luật số 13/2008/QH12)'),
  (8, '2025-07-01', '2026-12-31', 'Giảm 2% thuế GTGT: Nghị quyết số 204/2025/QH15, Nghị định số 174/2025/NĐ-CP (01/7/2025 - 31/12/2026)');

-- The seller on every invoice (the operator edits this row) and the symbol series (Circular 78's
-- six characters, e.g. C26TAA: C = with the tax authority's code, 26 = year, T = registered with the
-- tax authority, AA = the series chosen by the seller); numbers run per symbol, from 1.
CREATE TABLE invoice_seller (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  name text NOT NULL,
  tax_code text NOT NULL,
  address text NOT NULL,
  series text NOT NULL DEFAULT 'AA' CHECK (series ~ '^[A-Z]{2}$')
);
INSERT INTO invoice_seller (name, tax_code, address) VALUES
  ('Công ty TNHH Việc Làm Tốt', '0316794479', 'Tầng 8, 123 Nguyễn Đình Chiểu, Phường Xuân Hòa, TP. Hồ Chí Minh');

CREATE TABLE invoice_counters (
  symbol text PRIMARY KEY,
  last_number integer NOT NULL DEFAULT 0
);

CREATE TABLE invoices (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  payment_id bigint NOT NULL UNIQUE REFERENCES payments (id),
  symbol text NOT NULL CHECK (symbol ~ '^[CK][0-9]{2}[TDLMNBGHXC][A-Z]{2}$'),
  number integer NOT NULL CHECK (number > 0),
  issued_at timestamptz NOT NULL DEFAULT now(),
  seller jsonb NOT NULL,
  buyer jsonb NOT NULL,
  items jsonb NOT NULL,
  amount_before_tax bigint NOT NULL CHECK (amount_before_tax >= 0),
  vat_rate smallint NOT NULL,
  vat_amount bigint NOT NULL CHECK (vat_amount >= 0),
  total bigint NOT NULL CHECK (total = amount_before_tax + vat_amount),
  total_words text NOT NULL,
  legal_basis text NOT NULL,
  UNIQUE (symbol, number)
);
CREATE INDEX invoices_user_idx ON invoices (user_id, id DESC);

-- Invoices for the deposits paid before invoices existed are not issued retroactively.
