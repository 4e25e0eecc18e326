-- A company's message templates (issue 53, item 3; docs/messages.md "Templates"): texts its
-- team picks in a thread or in triage's answer-to-many dialog, with the placeholders
-- {prénom}, {poste}, {entreprise} the server fills at sending. Kept per company client (the
-- tenant every member's viewer names), seeded with three templates on first use.
CREATE TABLE message_templates (
    id             bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    pro_client_id  bigint NOT NULL REFERENCES pro_clients (id) ON DELETE CASCADE,
    title          text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 80) CHECK (btrim(title) <> ''),
    body           text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 5000) CHECK (btrim(body) <> ''),
    -- Sending it also records this dated answer (`application_answers`), or nothing.
    answer         text CHECK (answer IN ('invited', 'refused')) CHECK (char_length(answer) <= 10),
    created_at     timestamptz NOT NULL DEFAULT now(),
    updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX message_templates_client ON message_templates (pro_client_id, id);

-- When the three first templates were written for the client: once, so that a company that
-- deleted them does not get them back.
ALTER TABLE pro_clients ADD COLUMN message_templates_seeded_at timestamptz;

-- At most 30 templates per company, counted under the client's row lock (keep
-- `applications::templates::MAX_PER_COMPANY` equal).
CREATE FUNCTION message_templates_limit() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM 1 FROM pro_clients WHERE id = NEW.pro_client_id FOR NO KEY UPDATE;
    IF (SELECT count(*) FROM message_templates WHERE pro_client_id = NEW.pro_client_id) >= 30 THEN
        RAISE EXCEPTION 'message_templates: 30 per company'
            USING ERRCODE = 'check_violation', CONSTRAINT = 'message_templates_per_company';
    END IF;
    RETURN NEW;
END
$$;
CREATE TRIGGER message_templates_limit BEFORE INSERT ON message_templates
    FOR EACH ROW EXECUTE FUNCTION message_templates_limit();
