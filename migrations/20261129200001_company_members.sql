-- Issue 38: recruiting as a team (docs/accounts.md, "Teams"). A company has members, each
-- an owner (billing, members, everything) or a recruiter (offers and applications).

-- One company per user for now: `user_id` is unique.
CREATE TABLE company_members (
    company_id  bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    user_id     bigint NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
    role        text NOT NULL CHECK (role IN ('owner', 'recruiter'))
                CHECK (char_length(role) <= 20),
    joined_at   timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (company_id, user_id)
);

-- Today's recruiter of each company becomes its owner (a client's first company, if it had
-- several).
INSERT INTO company_members (company_id, user_id, role)
SELECT DISTINCT ON (p.user_id) c.id, p.user_id, 'owner'
FROM companies c JOIN pro_accounts p ON p.pro_client_id = c.pro_client_id
ORDER BY p.user_id, c.id;

-- Whoever creates a company (registration, the demo seed, the tests' fixtures: each inserts
-- the recruiter account first) is its owner.
CREATE FUNCTION companies_first_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO company_members (company_id, user_id, role)
    SELECT NEW.id, p.user_id, 'owner' FROM pro_accounts p WHERE p.pro_client_id = NEW.pro_client_id
    ON CONFLICT DO NOTHING;
    RETURN NEW;
END
$$;
CREATE TRIGGER companies_first_owner AFTER INSERT ON companies
    FOR EACH ROW EXECUTE FUNCTION companies_first_owner();

-- The last owner can neither leave, be removed nor be demoted. The company's row lock
-- serialises the changes of its owners, and the count, a statement of its own after the
-- lock, sees the ones committed before. A company or account being deleted takes its rows
-- with it.
CREATE FUNCTION company_members_keep_an_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF OLD.role <> 'owner' OR (TG_OP = 'UPDATE' AND NEW.role = 'owner') THEN
        RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
    END IF;
    PERFORM 1 FROM companies WHERE id = OLD.company_id FOR NO KEY UPDATE;
    IF NOT FOUND OR NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) THEN
        RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
    END IF;
    IF NOT EXISTS (SELECT 1 FROM company_members
                   WHERE company_id = OLD.company_id AND role = 'owner' AND user_id <> OLD.user_id) THEN
        RAISE EXCEPTION 'company_members: the last owner of company % stays', OLD.company_id
            USING ERRCODE = 'check_violation', CONSTRAINT = 'company_members_last_owner';
    END IF;
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END
$$;
CREATE TRIGGER company_members_keep_an_owner BEFORE UPDATE OR DELETE ON company_members
    FOR EACH ROW EXECUTE FUNCTION company_members_keep_an_owner();

-- Invitations by mail: only the SHA-256 of the link's secret is kept; valid 7 days; used
-- once (`used_at`, set once, see the trigger); revoked by the owner.
CREATE TABLE company_invitations (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    company_id  bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    email       text NOT NULL CHECK (char_length(email) <= 254),
    role        text NOT NULL CHECK (role IN ('owner', 'recruiter'))
                CHECK (char_length(role) <= 20),
    token_hash  text NOT NULL UNIQUE CHECK (char_length(token_hash) = 64),
    invited_by  bigint REFERENCES users (id) ON DELETE SET NULL,
    created_at  timestamptz NOT NULL DEFAULT now(),
    expires_at  timestamptz NOT NULL,
    used_at     timestamptz,
    used_by     bigint REFERENCES users (id) ON DELETE SET NULL,
    revoked_at  timestamptz,
    CHECK (expires_at <= created_at + interval '7 days'),
    CHECK (used_at IS NULL OR revoked_at IS NULL)
);
CREATE INDEX company_invitations_company ON company_invitations (company_id, created_at DESC);

-- At most this many invitations per company per rolling day, counted under the company's
-- row lock (every server instance shares it). Keep `companies::team::MAX_INVITATIONS_PER_DAY`
-- equal.
CREATE FUNCTION company_invitations_per_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM 1 FROM companies WHERE id = NEW.company_id FOR NO KEY UPDATE;
    IF (SELECT count(*) FROM company_invitations
        WHERE company_id = NEW.company_id AND created_at > now() - interval '1 day') >= 20 THEN
        RAISE EXCEPTION 'company_invitations: 20 a day for company %', NEW.company_id
            USING ERRCODE = 'check_violation', CONSTRAINT = 'company_invitations_per_day';
    END IF;
    RETURN NEW;
END
$$;
CREATE TRIGGER company_invitations_per_day BEFORE INSERT ON company_invitations
    FOR EACH ROW EXECUTE FUNCTION company_invitations_per_day();

-- Used once: a used or revoked invitation never changes again.
CREATE FUNCTION company_invitations_used_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF OLD.used_at IS NOT NULL OR OLD.revoked_at IS NOT NULL THEN
        RAISE EXCEPTION 'company_invitations: invitation % is spent', OLD.id
            USING ERRCODE = 'check_violation', CONSTRAINT = 'company_invitations_used_once';
    END IF;
    RETURN NEW;
END
$$;
CREATE TRIGGER company_invitations_used_once BEFORE UPDATE ON company_invitations
    FOR EACH ROW EXECUTE FUNCTION company_invitations_used_once();

-- What changed in the team, for its owners: append-only like the admin audit log.
CREATE TABLE company_team_log (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    company_id      bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    at              timestamptz NOT NULL DEFAULT now(),
    actor_user_id   bigint REFERENCES users (id) ON DELETE SET NULL,
    actor_email     text NOT NULL CHECK (char_length(actor_email) <= 254),
    action          text NOT NULL CHECK (char_length(action) <= 40),
    subject_email   text NOT NULL CHECK (char_length(subject_email) <= 254),
    role            text CHECK (char_length(role) <= 20)
);
CREATE INDEX company_team_log_company ON company_team_log (company_id, at DESC, id DESC);
CREATE TRIGGER company_team_log_no_update_delete BEFORE UPDATE OR DELETE ON company_team_log
    FOR EACH ROW EXECUTE FUNCTION audit_log_is_append_only();
CREATE TRIGGER company_team_log_no_truncate BEFORE TRUNCATE ON company_team_log
    FOR EACH STATEMENT EXECUTE FUNCTION audit_log_is_append_only();

-- The invitation is our own mail to an address that may have no account yet: like the
-- confirmation, it proves nothing and carries no one's text but ours and the company's name.
ALTER TABLE mail_queue DROP CONSTRAINT mail_queue_kind_check;
ALTER TABLE mail_queue ADD CONSTRAINT mail_queue_kind_check
    CHECK (kind IN ('queued_before_kinds', 'confirm_email', 'reset_password', 'password_changed',
                    'account_deleted', 'application_sent', 'recruiter_message',
                    'applications_digest', 'contact_message', 'contact_received', 'contact_reply',
                    'job_alert', 'offer_removed', 'offer_closed', 'team_invitation'));

CREATE OR REPLACE FUNCTION mail_queue_proven_recipient() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.kind IN ('confirm_email', 'reset_password', 'contact_message', 'contact_reply',
                    'team_invitation') THEN
        RETURN NEW;
    END IF;
    IF NOT EXISTS (SELECT 1 FROM users
                   WHERE lower(email) = lower(NEW.to_address) AND confirmation_token IS NULL) THEN
        RAISE EXCEPTION 'mail_queue: a % mail to an address no account has confirmed', NEW.kind
            USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
END
$$;
