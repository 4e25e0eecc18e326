-- Issue 54: a suspended company's accounts cannot sign in, so the mail of its statement of
-- reasons carries a personal link to contest (docs/notices.md, "The contest"). Only the
-- link's SHA-256 is kept, with the account it was mailed to.
ALTER TABLE notice_decisions
    ADD COLUMN contest_token_hash text UNIQUE CHECK (char_length(contest_token_hash) = 64),
    ADD COLUMN contest_token_user_id bigint REFERENCES users (id) ON DELETE SET NULL,
    ADD CONSTRAINT notice_decisions_contest_link_of_suspension
        CHECK (contest_token_hash IS NULL
               OR (outcome = 'COMPANY_SUSPENDED' AND contest_of IS NULL));
