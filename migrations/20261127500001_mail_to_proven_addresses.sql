-- Issue 32: mail goes only to proven addresses, and an address the relay refuses is parked
-- after a few tries instead of being retried for ever (docs/operations.md, "Mail").

-- What each queued mail is (`mail::Kind`); rows queued before kinds existed say so.
ALTER TABLE mail_queue ADD COLUMN kind text NOT NULL DEFAULT 'queued_before_kinds'
    CHECK (kind IN ('queued_before_kinds', 'confirm_email', 'reset_password', 'account_deleted',
                    'application_sent', 'recruiter_message', 'applications_digest',
                    'contact_message', 'contact_received', 'contact_reply', 'job_alert',
                    'offer_removed'));
ALTER TABLE mail_queue ALTER COLUMN kind DROP DEFAULT;
-- Bounded like every text column (tests/api/text_bounds.rs), whatever the list above becomes.
ALTER TABLE mail_queue ADD CONSTRAINT mail_queue_kind_length CHECK (char_length(kind) <= 40);

-- `parked`: the relay refused the address for good; kept for the operator, then erased by the
-- retention job (docs/privacy.md).
ALTER TABLE mail_queue DROP CONSTRAINT mail_queue_status_check;
ALTER TABLE mail_queue ADD CONSTRAINT mail_queue_status_check
    CHECK (status IN ('pending', 'sent', 'parked'));
ALTER TABLE mail_queue ADD COLUMN parked_at timestamptz;
ALTER TABLE mail_queue ADD CONSTRAINT mail_queue_parked_at_check
    CHECK ((status = 'parked') = (parked_at IS NOT NULL));
CREATE INDEX mail_queue_parked_idx ON mail_queue (parked_at) WHERE status = 'parked';

-- The last resort behind the code's own checks: a mail other than the confirmation and the
-- reset (which prove an address), the team's copy of a contact message (to CONTACT_EMAIL) and
-- a staff member's reply (a person chose to answer) goes only to the address of an account
-- whose owner confirmed it. A bug then fails its transaction instead of mailing a stranger.
CREATE FUNCTION mail_queue_proven_recipient() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.kind IN ('confirm_email', 'reset_password', 'contact_message', 'contact_reply') THEN
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
CREATE TRIGGER mail_queue_proven_recipient BEFORE INSERT ON mail_queue
    FOR EACH ROW EXECUTE FUNCTION mail_queue_proven_recipient();
