-- Sessions carry the version they were issued under; a password reset bumps it, ending
-- every session issued before (a timestamp in seconds could not tell apart a session and a
-- reset of the same second).
ALTER TABLE users ADD COLUMN session_version integer NOT NULL DEFAULT 0;
ALTER TABLE users DROP COLUMN password_changed_at;
