-- Issue 18: the home page's partners and testimonials (edited by the back-office), the
-- contact messages' rate-limit index, and the Reply-To of a queued mail (a contact message is answered to
-- its sender).

CREATE TABLE partners (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name        text NOT NULL,
    logo_path   text NOT NULL,
    url         text,
    position    integer NOT NULL DEFAULT 0
);

CREATE TABLE testimonials (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    author      text NOT NULL,
    role        text NOT NULL DEFAULT '',
    quote       text NOT NULL,
    position    integer NOT NULL DEFAULT 0
);

-- The rate limit counts a user's messages of the last hour.
CREATE INDEX contact_messages_user_idx ON contact_messages (user_id, created_at);

ALTER TABLE mail_queue ADD COLUMN reply_to text;
