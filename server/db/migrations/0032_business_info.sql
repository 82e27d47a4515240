-- An organisation's business information (issue 21; docs/decisions/0018-business-info.md): the
-- address in parts (the composed `address` stays what job pages show), the size and industry as
-- choices (`size` keeps the label job pages show), and who changed it last and when.
ALTER TABLE organizations
  ADD COLUMN street text,
  ADD COLUMN district_id integer REFERENCES cities (id),
  ADD COLUMN size_id smallint CHECK (size_id BETWEEN 1 AND 7),
  ADD COLUMN industry_id integer,
  ADD COLUMN business_info_updated_by bigint REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN business_info_updated_at timestamptz;

-- One organisation per tax code (a branch has its own code with its -NNN suffix).
CREATE UNIQUE INDEX organizations_tax_code_key ON organizations (tax_code) WHERE tax_code IS NOT NULL AND tax_code <> '';
