-- Whom a mail speaks for (issue 58, item 33): a recruiter's message reads « From: Atelier
-- Dubois via Ensemblier », still from the site's address.
ALTER TABLE mail_queue
    ADD COLUMN on_behalf_of text
        CONSTRAINT mail_queue_on_behalf_of_length CHECK (char_length(on_behalf_of) <= 200);
