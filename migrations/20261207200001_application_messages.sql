-- The conversation of an application (issue 53): messages between its candidate and the
-- offer's company, in order, each read by the other side at most once. Erased with their
-- application (retention, account deletion's anonymisation, withdrawal: `ON DELETE CASCADE`
-- and explicit deletes).
CREATE TABLE application_messages (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    application_id  bigint NOT NULL REFERENCES job_offer_applications (id) ON DELETE CASCADE,
    -- Written by the company's side (a member of its team) or by the candidate.
    from_company    boolean NOT NULL,
    -- The member who wrote it (the company's side); NULL once her account is gone.
    author_user_id  bigint REFERENCES users (id) ON DELETE SET NULL,
    body            text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 5000),
    -- Came by replying to a thread's mail (`ensemblier mail inbound`).
    by_mail         boolean NOT NULL DEFAULT false,
    sent_at         timestamptz NOT NULL DEFAULT now(),
    -- When the other side first read it.
    read_at         timestamptz
);
CREATE INDEX application_messages_thread ON application_messages (application_id, id);
CREATE INDEX application_messages_unread ON application_messages (application_id, from_company)
    WHERE read_at IS NULL;

-- The limits of a thread, counted under the application's row lock (keep
-- `applications::messages`' constants equal): before the company's first message the
-- candidate may send one message; each side sends at most 30 messages a day in a thread.
CREATE FUNCTION application_messages_limits() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM 1 FROM job_offer_applications WHERE id = NEW.application_id FOR NO KEY UPDATE;
    IF NOT NEW.from_company
       AND NOT EXISTS (SELECT 1 FROM application_messages
                       WHERE application_id = NEW.application_id AND from_company)
       AND EXISTS (SELECT 1 FROM application_messages
                   WHERE application_id = NEW.application_id AND NOT from_company) THEN
        RAISE EXCEPTION 'application_messages: one message before the company writes'
            USING ERRCODE = 'check_violation', CONSTRAINT = 'application_messages_one_first';
    END IF;
    IF (SELECT count(*) FROM application_messages
        WHERE application_id = NEW.application_id AND from_company = NEW.from_company
          AND sent_at > now() - interval '1 day') >= 30 THEN
        RAISE EXCEPTION 'application_messages: 30 a day per side'
            USING ERRCODE = 'check_violation', CONSTRAINT = 'application_messages_per_day';
    END IF;
    RETURN NEW;
END
$$;
CREATE TRIGGER application_messages_limits BEFORE INSERT ON application_messages
    FOR EACH ROW EXECUTE FUNCTION application_messages_limits();

-- How each member hears of the candidates' messages: `each` (a mail per message) or `daily`
-- (one mail in the morning listing the threads with unread messages).
ALTER TABLE company_members
    ADD COLUMN message_mails text NOT NULL DEFAULT 'each'
        CHECK (message_mails IN ('each', 'daily')) CHECK (char_length(message_mails) <= 10),
    ADD COLUMN messages_digest_at timestamptz;
