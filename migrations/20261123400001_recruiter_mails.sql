-- Mails a company sent its candidates (`mailJobOfferApplicants`), counted to limit them per
-- company and per recipient (issue 15). The recipient is kept as a digest of the address, not
-- the address; rows older than a day are deleted as new ones are written.
CREATE TABLE recruiter_mails (
    id              bigserial PRIMARY KEY,
    pro_client_id   bigint NOT NULL REFERENCES pro_clients (id) ON DELETE CASCADE,
    recipient       text NOT NULL,
    sent_at         timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX recruiter_mails_by_client ON recruiter_mails (pro_client_id, sent_at);
