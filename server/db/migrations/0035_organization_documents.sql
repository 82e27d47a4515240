-- An organisation's licence documents (issue 21; docs/decisions/0019-licence-documents.md): the
-- giấy chứng nhận đăng ký doanh nghiệp / hộ kinh doanh as a PDF scan or a JPG/PNG photo of at most
-- 5 MB, a few per organisation. The bytes live in a private storage (DOCUMENTS_DIR) under
-- storage_key, never in the public media folder; only the organisation's owners and platform staff
-- read them.
CREATE TABLE organization_documents (
  id bigserial PRIMARY KEY,
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  uploaded_by bigint REFERENCES users (id) ON DELETE SET NULL,
  -- random, never the uploader's file name
  storage_key text NOT NULL UNIQUE,
  -- the uploader's file name, cleaned (shown in the list, used for the download's name)
  file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 120),
  -- the real type, read from the file's first bytes
  file_type text NOT NULL CHECK (file_type IN ('pdf', 'jpeg', 'png')),
  bytes integer NOT NULL CHECK (bytes BETWEEN 1 AND 5242880),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX organization_documents_organization_idx ON organization_documents (organization_id, created_at DESC);

-- The file-key of every signed upload that was presented (SPEC 7.10: file-time, file-mac,
-- file-key). The primary key makes a key single-use: of two uploads with one key, one insert wins.
-- A key is kept for a day, long after its signature has expired, then cleared.
CREATE TABLE organization_upload_keys (
  file_key text PRIMARY KEY,
  organization_id bigint NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id bigint REFERENCES users (id) ON DELETE SET NULL,
  used_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX organization_upload_keys_used_idx ON organization_upload_keys (used_at);
