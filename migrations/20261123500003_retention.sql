-- Retention of personal data (docs/privacy.md).

-- The recruiter's last contact with the candidate (a mail, an interview decision): an
-- application of a closed offer is erased two years after it.
ALTER TABLE job_offer_applications
    ADD COLUMN last_contact_at timestamptz,
    -- Until when the candidate agreed that the recruiter keeps the application longer
    -- (NULL: no such agreement; the two-year rule applies).
    ADD COLUMN kept_with_consent_until timestamptz;

CREATE INDEX mail_queue_sent_idx ON mail_queue (sent_at) WHERE status = 'sent';
CREATE INDEX job_offer_applications_submitted_idx
    ON job_offer_applications (submitted_at) WHERE submitted_from IS NOT NULL;
