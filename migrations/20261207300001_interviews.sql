-- Issue 53, item 4: interviews. The recruiter proposes 1 to 5 slots for an application, the
-- candidate picks one; both get an iCalendar invitation (docs/interviews.md).

-- A mail may carry one attachment (an interview's .ics): its file name, MIME type and bytes.
ALTER TABLE mail_queue
    ADD COLUMN attachment_name text CHECK (char_length(attachment_name) <= 100),
    ADD COLUMN attachment_type text CHECK (char_length(attachment_type) <= 100),
    ADD COLUMN attachment_body bytea CHECK (octet_length(attachment_body) <= 1048576),
    ADD CONSTRAINT mail_queue_attachment_whole
        CHECK ((attachment_name IS NULL) = (attachment_body IS NULL)
               AND (attachment_type IS NULL) = (attachment_body IS NULL));

ALTER TABLE mail_queue DROP CONSTRAINT mail_queue_kind_check;
ALTER TABLE mail_queue ADD CONSTRAINT mail_queue_kind_check
    CHECK (kind IN ('queued_before_kinds', 'confirm_email', 'reset_password', 'password_changed',
                    'account_deleted', 'application_sent', 'recruiter_message',
                    'applications_digest', 'contact_message', 'contact_received', 'contact_reply',
                    'job_alert', 'offer_removed', 'offer_closed', 'team_invitation',
                    'notice_confirm', 'notice_received', 'notice_decision',
                    'statement_of_reasons', 'label_decided', 'transfer_ordered',
                    'invoice_available', 'interview_proposed', 'interview_invitation',
                    'interview_cancelled', 'interview_reminder'));

CREATE TABLE interviews (
    id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    -- The iCalendar UID of every invitation, update and cancellation of this interview.
    uid                 uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
    application_id      bigint NOT NULL REFERENCES job_offer_applications(id) ON DELETE CASCADE,
    -- The member who proposed: the slots are taken from her calendar.
    recruiter_user_id   bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    mode                text NOT NULL
                        CHECK (char_length(mode) <= 10 AND mode IN ('workshop', 'video', 'phone')),
    -- The offer's address (workshop), the video link, or '' (phone).
    place               text NOT NULL DEFAULT '' CHECK (char_length(place) <= 500),
    status              text NOT NULL DEFAULT 'proposed'
                        CHECK (char_length(status) <= 10
                               AND status IN ('proposed', 'scheduled', 'cancelled')),
    -- The chosen time (scheduled; kept when cancelled, for the cancellation's .ics).
    starts_at           timestamptz,
    ends_at             timestamptz,
    -- RFC 5545 SEQUENCE: 0 when first scheduled, one more at each move and at cancelling.
    sequence            integer NOT NULL DEFAULT 0 CHECK (sequence BETWEEN 0 AND 1000),
    -- When its current time was set (picked or moved to).
    scheduled_at        timestamptz,
    reminded_at         timestamptz,
    cancelled_at        timestamptz,
    cancelled_by        text CHECK (char_length(cancelled_by) <= 10
                                    AND cancelled_by IN ('candidate', 'company')),
    created_at          timestamptz NOT NULL DEFAULT now(),
    CHECK (status = 'proposed' OR (starts_at IS NOT NULL AND ends_at > starts_at)),
    CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL)),
    -- One recruiter is never booked twice at once: of two candidates taking the last slot,
    -- one transaction fails here (« Ce créneau vient d'être pris. »). The recruiter as a
    -- one-point range: gist indexes ranges without the btree_gist extension.
    CONSTRAINT interviews_recruiter_free EXCLUDE USING gist (
        int8range(recruiter_user_id, recruiter_user_id, '[]') WITH &&,
        tstzrange(starts_at, ends_at) WITH &&
    ) WHERE (status = 'scheduled')
);
-- One interview under way per application (a cancelled one may be followed by a new one).
CREATE UNIQUE INDEX interviews_open_per_application ON interviews (application_id)
    WHERE status <> 'cancelled';
CREATE INDEX interviews_application ON interviews (application_id, id DESC);
CREATE INDEX interviews_reminders ON interviews (starts_at)
    WHERE status = 'scheduled' AND reminded_at IS NULL;

CREATE TABLE interview_slots (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    interview_id    bigint NOT NULL REFERENCES interviews(id) ON DELETE CASCADE,
    starts_at       timestamptz NOT NULL,
    minutes         integer NOT NULL CHECK (minutes BETWEEN 15 AND 480),
    UNIQUE (interview_id, starts_at)
);

-- 1 to 5 slots per proposal (the lower bound is the proposal's own transaction's).
CREATE FUNCTION interview_slots_at_most_five() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM 1 FROM interviews WHERE id = NEW.interview_id FOR UPDATE;
    IF (SELECT count(*) FROM interview_slots WHERE interview_id = NEW.interview_id) >= 5 THEN
        RAISE EXCEPTION 'interview_slots: 5 at most for interview %', NEW.interview_id
            USING ERRCODE = 'check_violation', CONSTRAINT = 'interview_slots_at_most_five';
    END IF;
    RETURN NEW;
END
$$;
CREATE TRIGGER interview_slots_at_most_five BEFORE INSERT ON interview_slots
    FOR EACH ROW EXECUTE FUNCTION interview_slots_at_most_five();

-- A withdrawn application ends its interview (whatever code withdraws it); the reminder job
-- skips withdrawn applications too.
CREATE FUNCTION interviews_end_on_withdrawal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE interviews
       SET status = 'cancelled', cancelled_at = now(), cancelled_by = 'candidate',
           sequence = sequence + CASE WHEN status = 'scheduled' THEN 1 ELSE 0 END
     WHERE application_id = NEW.id AND status <> 'cancelled';
    RETURN NEW;
END
$$;
CREATE TRIGGER interviews_end_on_withdrawal
    AFTER UPDATE OF withdrawn_at ON job_offer_applications
    FOR EACH ROW WHEN (OLD.withdrawn_at IS NULL AND NEW.withdrawn_at IS NOT NULL)
    EXECUTE FUNCTION interviews_end_on_withdrawal();
