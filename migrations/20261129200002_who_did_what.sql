-- Issue 38: who did what in a team. An offer's creator is its contact account
-- (`job_offers.contact_account_id`, set once at creation); these record the rest. A member who
-- leaves keeps her name on what she did; an account deleted leaves NULL.

-- Who published the offer last (each publishing sets it).
ALTER TABLE job_offers ADD COLUMN published_by_user_id bigint REFERENCES users (id) ON DELETE SET NULL;
-- Who triaged the application last (its interview status), and who sent its answer.
ALTER TABLE job_offer_applications
    ADD COLUMN triaged_by_user_id bigint REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE application_answers
    ADD COLUMN answered_by_user_id bigint REFERENCES users (id) ON DELETE SET NULL;
