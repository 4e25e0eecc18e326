-- PDF attachments of a thread's messages (issue 53, item 1; docs/messages.md, "Attachments"):
-- checked like CVs before they are stored (`files::check`), kept in the file store under
-- `message-attachments/<stored_name>`, at most 3 per message. Erased with their message
-- (`ON DELETE CASCADE`); the paths that erase messages read the stored names first
-- (`messages::attachments::erase`) to delete the files after their commit.
CREATE TABLE message_attachments (
    id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    message_id   bigint NOT NULL REFERENCES application_messages (id) ON DELETE CASCADE,
    -- The name the sender's file had (cleaned), shown and used for the download.
    name         text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 120),
    -- The file store's random name (`files::Storage::save`).
    stored_name  text NOT NULL UNIQUE CHECK (char_length(stored_name) BETWEEN 1 AND 64),
    bytes        bigint NOT NULL CHECK (bytes BETWEEN 1 AND 5242880),
    created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX message_attachments_message ON message_attachments (message_id, id);

-- At most 3 per message, counted under the application's row lock (the lock the thread's
-- own limits and the erasures take; keep `messages::attachments::MAX_PER_MESSAGE` equal).
CREATE FUNCTION message_attachments_limit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM 1 FROM job_offer_applications a JOIN application_messages m ON m.application_id = a.id
        WHERE m.id = NEW.message_id FOR NO KEY UPDATE OF a;
    IF (SELECT count(*) FROM message_attachments WHERE message_id = NEW.message_id) >= 3 THEN
        RAISE EXCEPTION 'message_attachments: 3 per message'
            USING ERRCODE = 'check_violation', CONSTRAINT = 'message_attachments_per_message';
    END IF;
    RETURN NEW;
END
$$;
CREATE TRIGGER message_attachments_limit BEFORE INSERT ON message_attachments
    FOR EACH ROW EXECUTE FUNCTION message_attachments_limit();
