-- Applications are sent in two steps (docs/applications.md): created by the mutation, sent
-- when the upload has stored both documents. Until then `submitted_at` is NULL and nobody
-- but the candidate's next call sees the row.
ALTER TABLE job_offer_applications
    ADD COLUMN submitted_at timestamptz,
    ADD COLUMN submitted_from inet,
    -- When the company's digest mentioned it (NULL: not yet).
    ADD COLUMN company_notified_at timestamptz;

CREATE INDEX job_offer_applications_candidate_idx
    ON job_offer_applications (candidate_id, submitted_at DESC);
CREATE INDEX job_offer_applications_address_idx
    ON job_offer_applications (submitted_from, submitted_at)
    WHERE submitted_from IS NOT NULL;
CREATE INDEX job_offer_applications_digest_idx
    ON job_offer_applications (job_offer_id)
    WHERE submitted_at IS NOT NULL AND company_notified_at IS NULL;

CREATE INDEX job_offer_applications_awaiting_idx
    ON job_offer_applications (created_at)
    WHERE submitted_at IS NULL;

-- The recruiter's switch behind the candidate FAQ's "lue" mention.
ALTER TABLE companies ADD COLUMN read_tracking boolean NOT NULL DEFAULT false;

CREATE INDEX favorites_candidate_idx ON favorites (candidate_id, id DESC);
