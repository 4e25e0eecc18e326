-- Issue 54: every text column of the notices has its length CHECK (tests/api/security/text_bounds.rs
-- reads `char_length(col)`): the codes' lists already bound them, the texts' bounds are restated.
ALTER TABLE notices ADD CONSTRAINT notices_reason_length CHECK (char_length(reason) <= 20);
ALTER TABLE notices ADD CONSTRAINT notices_status_length CHECK (char_length(status) <= 20);
ALTER TABLE notices ADD CONSTRAINT notices_explanation_length
    CHECK (char_length(explanation) <= 2000);
ALTER TABLE notice_decisions ADD CONSTRAINT notice_decisions_outcome_length
    CHECK (char_length(outcome) <= 20);
ALTER TABLE notice_decisions ADD CONSTRAINT notice_decisions_ground_length
    CHECK (char_length(ground) <= 30);
ALTER TABLE notice_decisions ADD CONSTRAINT notice_decisions_facts_length
    CHECK (char_length(facts) <= 2000);
