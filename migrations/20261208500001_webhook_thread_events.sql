-- Issue 53, item 6: two more webhook events, queued by triggers like `application.created`
-- (docs/api.md, "Webhooks"): `message.created` for each message of a thread (either side,
-- by mail too) and `interview.scheduled` each time an interview is proposed, picked, moved
-- or cancelled, with the state it then had (the interview itself is read when sent).

ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_event_check;
ALTER TABLE webhook_deliveries DROP CONSTRAINT webhook_deliveries_check;
ALTER TABLE webhook_deliveries
    ADD COLUMN message_id bigint REFERENCES application_messages (id) ON DELETE CASCADE,
    ADD COLUMN interview_id bigint REFERENCES interviews (id) ON DELETE CASCADE,
    -- What happened to the interview: `proposed`, `scheduled` (a slot picked), `moved` or
    -- `cancelled`.
    ADD COLUMN interview_state text
        CHECK (interview_state IN ('proposed', 'scheduled', 'moved', 'cancelled'))
        CHECK (char_length(interview_state) <= 10),
    ADD CONSTRAINT webhook_deliveries_event_check
        CHECK (event IN ('application.created', 'message.created', 'interview.scheduled',
                         'ping')),
    ADD CONSTRAINT webhook_deliveries_check
        CHECK ((event = 'ping') = (application_id IS NULL)
               AND (event = 'message.created') = (message_id IS NOT NULL)
               AND (event = 'interview.scheduled') = (interview_id IS NOT NULL)
               AND (interview_id IS NULL) = (interview_state IS NULL));
CREATE INDEX webhook_deliveries_message ON webhook_deliveries (message_id)
    WHERE message_id IS NOT NULL;
CREATE INDEX webhook_deliveries_interview ON webhook_deliveries (interview_id)
    WHERE interview_id IS NOT NULL;

-- Each message is announced once, in the transaction that adds it, if the company has a
-- webhook. Messages only exist on sent applications.
CREATE FUNCTION webhook_deliveries_on_message() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO webhook_deliveries (company_id, event, application_id, message_id)
    SELECT w.company_id, 'message.created', NEW.application_id, NEW.id
    FROM job_offer_applications a
    JOIN job_offers o ON o.id = a.job_offer_id
    JOIN localized_companies lc ON lc.id = o.localized_company_id
    JOIN company_webhooks w ON w.company_id = lc.company_id
    WHERE a.id = NEW.application_id;
    RETURN NEW;
END
$$;
CREATE TRIGGER webhook_deliveries_on_message
    AFTER INSERT ON application_messages
    FOR EACH ROW EXECUTE FUNCTION webhook_deliveries_on_message();

-- Proposed (insert), picked (to `scheduled`), moved (a new sequence while scheduled),
-- cancelled (to `cancelled`): each is one delivery carrying that state.
CREATE FUNCTION webhook_deliveries_on_interview() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    state text;
BEGIN
    IF TG_OP = 'INSERT' THEN
        state := 'proposed';
    ELSIF NEW.status = 'cancelled' AND OLD.status <> 'cancelled' THEN
        state := 'cancelled';
    ELSIF NEW.status = 'scheduled' AND OLD.status = 'proposed' THEN
        state := 'scheduled';
    ELSIF NEW.status = 'scheduled' AND NEW.sequence <> OLD.sequence THEN
        state := 'moved';
    ELSE
        RETURN NEW;
    END IF;
    INSERT INTO webhook_deliveries (company_id, event, application_id, interview_id,
                                    interview_state)
    SELECT w.company_id, 'interview.scheduled', NEW.application_id, NEW.id, state
    FROM job_offer_applications a
    JOIN job_offers o ON o.id = a.job_offer_id
    JOIN localized_companies lc ON lc.id = o.localized_company_id
    JOIN company_webhooks w ON w.company_id = lc.company_id
    WHERE a.id = NEW.application_id;
    RETURN NEW;
END
$$;
CREATE TRIGGER webhook_deliveries_on_interview
    AFTER INSERT OR UPDATE OF status, sequence ON interviews
    FOR EACH ROW EXECUTE FUNCTION webhook_deliveries_on_interview();
