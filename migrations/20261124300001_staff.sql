-- Issue 19: the back-office's foundation. Staff accounts, the audit log of every admin
-- action, and the contact inbox's "handled" state.

-- Granted and revoked by `ensemblier staff grant|revoke <email>` only.
ALTER TABLE users ADD COLUMN is_staff boolean NOT NULL DEFAULT false;

-- One row per admin action, written in the transaction of the action itself. Append-only:
-- the triggers below refuse UPDATE, DELETE and TRUNCATE, so no code path can rewrite it.
-- No foreign key to users: a deleted account must not change (nor block) its rows, so the
-- actor's e-mail is copied as it was.
CREATE TABLE audit_log (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    at            timestamptz NOT NULL DEFAULT now(),
    actor_user_id bigint,                 -- null: the command line (`ensemblier ...`)
    actor_email   text NOT NULL,          -- the staff member's e-mail, or 'ligne de commande'
    action        text NOT NULL,          -- '<subject>.<verb>', e.g. 'post.publish'
    subject_type  text NOT NULL,          -- 'post', 'order', 'user'...
    subject_id    text NOT NULL,
    before        jsonb,                  -- null when the action creates
    after         jsonb                   -- null when the action deletes
);
CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id DESC);
CREATE INDEX audit_log_subject_idx ON audit_log (subject_type, subject_id);

CREATE FUNCTION audit_log_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP
        USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER audit_log_no_update_delete BEFORE UPDATE OR DELETE ON audit_log
    FOR EACH ROW EXECUTE FUNCTION audit_log_is_append_only();
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
    FOR EACH STATEMENT EXECUTE FUNCTION audit_log_is_append_only();

-- The contact inbox: a message is handled once a staff member says so (or replies).
ALTER TABLE contact_messages ADD COLUMN handled_at timestamptz;
CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC, id DESC);
