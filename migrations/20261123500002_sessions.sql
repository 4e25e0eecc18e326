-- One row per signed-in session (docs/accounts.md, "Sessions"). A token names its row
-- (`sid`); signing out deletes the row, so the token is refused at once, and a password
-- change deletes every other session of the user.
CREATE TABLE sessions (
    id          uuid PRIMARY KEY,
    user_id     bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at  timestamptz NOT NULL DEFAULT now(),
    expires_at  timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_expiry_idx ON sessions (expires_at);
