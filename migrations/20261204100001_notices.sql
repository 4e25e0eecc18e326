-- Issue 54: notice and action (Regulation (EU) 2022/2065, articles 16 and 17; docs/notices.md).
-- A notice (« signalement ») on an offer or a company, by a reporter or by the wording checker
-- (`automatic`); staff's decisions with their ground and facts (the statement of reasons the
-- company reads), contested once and decided again by another staff member.

-- The grounds are moderation's removal reasons (`moderation::Reason`), with the law's own.
ALTER TABLE offer_removals DROP CONSTRAINT offer_removals_reason_check;
ALTER TABLE offer_removals ADD CONSTRAINT offer_removals_reason_check CHECK (reason IN
    ('DISCRIMINATING_CONTENT', 'UNIDENTIFIED_COMPANY', 'PERSONAL_EMAIL', 'SCAM',
     'OFF_TOPIC', 'DUPLICATE', 'ILLEGAL_CONTENT', 'OTHER'));

CREATE TABLE notice_decisions (
    id bigserial PRIMARY KEY,
    -- What was decided on: an offer (of `company_id`), or the company itself.
    job_offer_id bigint REFERENCES job_offers (id) ON DELETE CASCADE,
    company_id bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    outcome text NOT NULL
        CHECK (outcome IN ('KEPT', 'OFFER_REMOVED', 'COMPANY_SUSPENDED', 'UPHELD', 'REVERSED')),
    ground text CHECK (ground IN
        ('DISCRIMINATING_CONTENT', 'UNIDENTIFIED_COMPANY', 'PERSONAL_EMAIL', 'SCAM',
         'OFF_TOPIC', 'DUPLICATE', 'ILLEGAL_CONTENT', 'OTHER')),
    CONSTRAINT notice_decisions_restriction_has_ground
        CHECK (outcome NOT IN ('OFFER_REMOVED', 'COMPANY_SUSPENDED') OR ground IS NOT NULL),
    facts text NOT NULL CHECK (char_length(btrim(facts)) BETWEEN 1 AND 2000),
    -- Detected by the wording checker (the decision itself is always a person's).
    automated_detection boolean NOT NULL,
    decided_by bigint REFERENCES users (id) ON DELETE SET NULL,
    decided_by_email text NOT NULL CHECK (char_length(decided_by_email) <= 254),
    decided_at timestamptz NOT NULL DEFAULT now(),
    -- The decision on the contest of another decision: one at most.
    contest_of bigint UNIQUE REFERENCES notice_decisions (id) ON DELETE CASCADE,
    CONSTRAINT notice_decisions_contest_outcome
        CHECK ((contest_of IS NULL) = (outcome NOT IN ('UPHELD', 'REVERSED'))),
    -- The company's contest (once).
    contested_at timestamptz,
    contest_text text CHECK (char_length(contest_text) <= 2000),
    contested_by bigint REFERENCES users (id) ON DELETE SET NULL,
    CONSTRAINT notice_decisions_contest_has_text
        CHECK ((contested_at IS NULL) = (contest_text IS NULL))
);
CREATE INDEX notice_decisions_company ON notice_decisions (company_id, decided_at DESC);
CREATE INDEX notice_decisions_contested ON notice_decisions (contested_at)
    WHERE contested_at IS NOT NULL;

-- A contest is decided by another staff member than the one who decided first.
CREATE FUNCTION notice_decisions_other_moderator() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.contest_of IS NOT NULL AND EXISTS (
        SELECT 1 FROM notice_decisions d
        WHERE d.id = NEW.contest_of
          AND (d.contested_at IS NULL OR d.decided_by IS NOT DISTINCT FROM NEW.decided_by)) THEN
        RAISE EXCEPTION 'notice_decisions: a contest is decided by another staff member'
            USING ERRCODE = 'check_violation', CONSTRAINT = 'notice_decisions_other_moderator';
    END IF;
    RETURN NEW;
END
$$;
CREATE TRIGGER notice_decisions_other_moderator BEFORE INSERT ON notice_decisions
    FOR EACH ROW EXECUTE FUNCTION notice_decisions_other_moderator();

-- A contest, once written, stays.
CREATE FUNCTION notice_decisions_contested_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF OLD.contested_at IS NOT NULL AND NEW.contested_at IS DISTINCT FROM OLD.contested_at THEN
        RAISE EXCEPTION 'notice_decisions: contested once'
            USING ERRCODE = 'check_violation', CONSTRAINT = 'notice_decisions_contested_once';
    END IF;
    RETURN NEW;
END
$$;
CREATE TRIGGER notice_decisions_contested_once BEFORE UPDATE ON notice_decisions
    FOR EACH ROW EXECUTE FUNCTION notice_decisions_contested_once();

CREATE TABLE notices (
    id bigserial PRIMARY KEY,
    job_offer_id bigint REFERENCES job_offers (id) ON DELETE CASCADE,
    company_id bigint REFERENCES companies (id) ON DELETE CASCADE,
    CONSTRAINT notices_one_target CHECK ((job_offer_id IS NULL) <> (company_id IS NULL)),
    -- `notices::NoticeReason`.
    reason text NOT NULL CHECK (reason IN
        ('DISCRIMINATORY', 'SCAM', 'OFF_TOPIC', 'FAKE_COMPANY', 'ILLEGAL', 'OTHER')),
    reason_other text CHECK (char_length(reason_other) <= 200),
    CONSTRAINT notices_other_says_which
        CHECK (reason <> 'OTHER' OR coalesce(btrim(reason_other), '') <> ''),
    explanation text NOT NULL CHECK (char_length(btrim(explanation)) BETWEEN 1 AND 2000),
    -- Queued by the wording checker: no reporter.
    automatic boolean NOT NULL DEFAULT false,
    reporter_user_id bigint REFERENCES users (id) ON DELETE SET NULL,
    reporter_name text CHECK (char_length(reporter_name) <= 100),
    reporter_email text CHECK (char_length(reporter_email) <= 254),
    good_faith boolean NOT NULL DEFAULT false,
    CONSTRAINT notices_reporter CHECK (
        automatic OR (reporter_name IS NOT NULL AND reporter_email IS NOT NULL AND good_faith)),
    client_ip inet,
    -- An anonymous reporter's confirmation link (SHA-256 of it), single use, expiring.
    token_hash text UNIQUE CHECK (char_length(token_hash) <= 100),
    token_expires_at timestamptz,
    -- `unconfirmed`: waits for the link; `open`: in staff's queue; `decided`.
    status text NOT NULL CHECK (status IN ('unconfirmed', 'open', 'decided')),
    created_at timestamptz NOT NULL DEFAULT now(),
    confirmed_at timestamptz,
    decision_id bigint REFERENCES notice_decisions (id) ON DELETE SET NULL,
    CONSTRAINT notices_decided CHECK ((status = 'decided') = (decision_id IS NOT NULL))
);
-- One open notice per reporter and offer (or company): « Vous avez déjà signalé cette offre. »
CREATE UNIQUE INDEX notices_one_open_per_reporter
    ON notices (lower(reporter_email), coalesce(job_offer_id, 0), coalesce(company_id, 0))
    WHERE status <> 'decided' AND NOT automatic;
-- One open automatic notice per offer.
CREATE UNIQUE INDEX notices_one_open_automatic ON notices (job_offer_id)
    WHERE automatic AND status <> 'decided';
CREATE INDEX notices_open ON notices (status, created_at) WHERE status = 'open';
CREATE INDEX notices_address ON notices (client_ip, created_at DESC);
CREATE INDEX notices_email ON notices (lower(reporter_email), created_at DESC);

-- Rate limits, counted under one lock (keep `notices::form`'s constants equal): 20 notices an
-- hour from one client address, 5 an hour from one e-mail address.
CREATE FUNCTION notices_per_hour() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.automatic THEN
        RETURN NEW;
    END IF;
    PERFORM pg_advisory_xact_lock(hashtextextended('notices', 0));
    IF NEW.client_ip IS NOT NULL AND (SELECT count(*) FROM notices
        WHERE client_ip = NEW.client_ip AND created_at > now() - interval '1 hour') >= 20 THEN
        RAISE EXCEPTION 'notices: 20 an hour from one address'
            USING ERRCODE = 'check_violation', CONSTRAINT = 'notices_per_address';
    END IF;
    IF (SELECT count(*) FROM notices WHERE lower(reporter_email) = lower(NEW.reporter_email)
        AND created_at > now() - interval '1 hour') >= 5 THEN
        RAISE EXCEPTION 'notices: 5 an hour from one e-mail address'
            USING ERRCODE = 'check_violation', CONSTRAINT = 'notices_per_email';
    END IF;
    RETURN NEW;
END
$$;
CREATE TRIGGER notices_per_hour BEFORE INSERT ON notices
    FOR EACH ROW EXECUTE FUNCTION notices_per_hour();

-- The mails of notices. The confirmation link goes to an address nobody proved (it carries
-- only our text, and the rate limits above bound it); the acknowledgement and the decision go
-- to a reporter's address once proven by that link (or by an account).
ALTER TABLE mail_queue DROP CONSTRAINT mail_queue_kind_check;
ALTER TABLE mail_queue ADD CONSTRAINT mail_queue_kind_check
    CHECK (kind IN ('queued_before_kinds', 'confirm_email', 'reset_password', 'password_changed',
                    'account_deleted', 'application_sent', 'recruiter_message',
                    'applications_digest', 'contact_message', 'contact_received', 'contact_reply',
                    'job_alert', 'offer_removed', 'offer_closed', 'team_invitation',
                    'notice_confirm', 'notice_received', 'notice_decision',
                    'statement_of_reasons'));

CREATE OR REPLACE FUNCTION mail_queue_proven_recipient() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.kind IN ('confirm_email', 'reset_password', 'contact_message', 'contact_reply',
                    'team_invitation', 'notice_confirm') THEN
        RETURN NEW;
    END IF;
    IF NEW.kind IN ('notice_received', 'notice_decision') AND EXISTS (
        SELECT 1 FROM notices WHERE lower(reporter_email) = lower(NEW.to_address)
                               AND confirmed_at IS NOT NULL) THEN
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
