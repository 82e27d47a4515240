-- The sign-in hand-off key is bound to the browser that asked for it (login CSRF, decision 0007):
-- the hash of that browser's sign-in cookie; the exchange must present the same cookie.
ALTER TABLE login_requests ADD COLUMN browser_hash text;
