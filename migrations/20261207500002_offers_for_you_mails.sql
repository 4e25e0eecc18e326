-- « Offres pour vous » by mail, weekly, for the candidates who asked for it (issue 56, item 2):
-- its mail kind, and the offers each candidate was mailed (never mailed twice; deleted with
-- her account or with the offer). `candidate_preferences.last_mailed_at` is the claim that
-- makes one mail a week whatever the number of servers.
ALTER TABLE mail_queue DROP CONSTRAINT mail_queue_kind_check;
ALTER TABLE mail_queue ADD CONSTRAINT mail_queue_kind_check
    CHECK (kind IN ('queued_before_kinds', 'confirm_email', 'reset_password', 'password_changed',
                    'account_deleted', 'application_sent', 'recruiter_message',
                    'applications_digest', 'contact_message', 'contact_received', 'contact_reply',
                    'job_alert', 'offer_removed', 'offer_closed', 'team_invitation',
                    'notice_confirm', 'notice_received', 'notice_decision',
                    'statement_of_reasons', 'label_decided', 'transfer_ordered',
                    'invoice_available', 'offers_for_you'));

ALTER TABLE candidate_preferences ADD COLUMN last_mailed_at timestamptz;

CREATE TABLE recommendation_mailed (
    candidate_id  bigint NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
    job_offer_id  bigint NOT NULL REFERENCES job_offers (id) ON DELETE CASCADE,
    mailed_at     timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (candidate_id, job_offer_id)
);
