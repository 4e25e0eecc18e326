-- Sessions issued before a password change are refused.
ALTER TABLE users ADD COLUMN password_changed_at timestamptz NOT NULL DEFAULT now();

-- Failed sign-ins, counted per address and per e-mail over a sliding window (shared by
-- every server instance). Old rows are pruned as new ones arrive.
CREATE TABLE login_failures (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    key         text NOT NULL,           -- 'ip:<address>' or 'email:<lowercased e-mail>'
    failed_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_key_idx ON login_failures (key, failed_at);

-- E-mail confirmation tokens expire too; only the token's hash is kept from now on.
ALTER TABLE users ADD COLUMN confirmation_sent_at timestamptz;
