-- Issue 19, the contact inbox: staff answer a contact message by mail from the back-office.
-- Each reply is kept under its message. `request_key` is made by the reply form when it
-- opens: a second request with the same key (a double click, a retried request) finds the
-- first reply and sends no second mail.
CREATE TABLE contact_replies (
    id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    contact_message_id bigint NOT NULL REFERENCES contact_messages(id) ON DELETE CASCADE,
    author_user_id     bigint,          -- the staff member; no foreign key, as in audit_log
    author_email       text NOT NULL,   -- copied, like audit_log.actor_email
    body               text NOT NULL,
    request_key        uuid NOT NULL UNIQUE,
    created_at         timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contact_replies_message_idx ON contact_replies (contact_message_id, id);
