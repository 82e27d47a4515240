-- Issue 39, item 1 (docs/decisions/0050-organization-logos.md): an organisation's logo is an
-- upload of its own kind, `logo`, square-cropped like an avatar. It belongs to the organisation, not
-- to the person who uploaded it: removing that person's own pictures leaves it.
ALTER TABLE media DROP CONSTRAINT media_kind_check;
ALTER TABLE media ADD CONSTRAINT media_kind_check CHECK (kind IN ('avatar', 'image', 'chat', 'logo'));
