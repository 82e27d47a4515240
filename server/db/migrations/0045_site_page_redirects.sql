-- Issue 37, item 1 (docs/decisions/0039-pages-follow-the-data.md, "Earlier addresses").
--
-- A job's or an organisation's page under an earlier address (its title or name changed since, so
-- its slug did) answers 301 to the current one: `location` is where, set exactly for status 301.
ALTER TABLE site_pages ADD COLUMN location text;
ALTER TABLE site_pages ADD CONSTRAINT site_pages_location_check CHECK ((status = 301) = (location IS NOT NULL));
