-- Issue 37: every application gets an answer. The recruiter's answers (an invitation to an
-- interview, a refusal) are dated rows the candidate sees; an offer remembers when it closed so
-- the applicants it never answered are told a week later, once; a candidate may withdraw.

-- When the offer left the published status (expired, suspended, deleted, removed); NULL while
-- it is published or was never. Set by the trigger below, whichever code changes the status.
ALTER TABLE job_offers ADD COLUMN closed_at timestamptz;
-- Offers already closed count from now: their waiting applicants are told in a week.
UPDATE job_offers SET closed_at = now() WHERE status <> 2
    AND EXISTS (SELECT 1 FROM job_offer_applications a WHERE a.job_offer_id = job_offers.id);

CREATE FUNCTION job_offers_closed_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.status = 2 THEN
        NEW.closed_at := NULL;
    ELSIF OLD.status = 2 OR NEW.closed_at IS NULL THEN
        NEW.closed_at := coalesce(NEW.closed_at, now());
    END IF;
    RETURN NEW;
END $$;
CREATE TRIGGER job_offers_closed_at BEFORE UPDATE OF status ON job_offers
    FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION job_offers_closed_at();

-- An answer the recruiter sent (`applications::answers`), dated: the candidate's story shows it.
CREATE TABLE application_answers (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    application_id  bigint NOT NULL REFERENCES job_offer_applications (id) ON DELETE CASCADE,
    answer          text NOT NULL CHECK (answer IN ('invited', 'refused'))
                    CHECK (char_length(answer) <= 20),
    sent_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_answers_by_application ON application_answers (application_id, sent_at);

ALTER TABLE job_offer_applications
    -- The candidate withdrew it: its documents and texts are erased at once.
    ADD COLUMN withdrawn_at timestamptz,
    -- When the closed-offer notice told its candidate (at most once).
    ADD COLUMN closed_notice_at timestamptz;

-- The applications a closed offer left waiting, for the notice job.
CREATE INDEX job_offer_applications_waiting_notice ON job_offer_applications (job_offer_id)
    WHERE submitted_at IS NOT NULL AND withdrawn_at IS NULL AND closed_notice_at IS NULL;
CREATE INDEX job_offers_closed ON job_offers (closed_at) WHERE closed_at IS NOT NULL;

-- The notice is our own mail (`mail::Kind::OfferClosed`), to a proven address like the others.
ALTER TABLE mail_queue DROP CONSTRAINT mail_queue_kind_check;
ALTER TABLE mail_queue ADD CONSTRAINT mail_queue_kind_check
    CHECK (kind IN ('queued_before_kinds', 'confirm_email', 'reset_password', 'password_changed',
                    'account_deleted', 'application_sent', 'recruiter_message',
                    'applications_digest', 'contact_message', 'contact_received', 'contact_reply',
                    'job_alert', 'offer_removed', 'offer_closed'));
