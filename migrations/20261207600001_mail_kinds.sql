-- The kinds of mail the queue accepts, once interviews (issue 53) and « Offres pour vous »
-- (issue 56) both added theirs.
ALTER TABLE mail_queue DROP CONSTRAINT mail_queue_kind_check;
ALTER TABLE mail_queue ADD CONSTRAINT mail_queue_kind_check
    CHECK (kind IN ('queued_before_kinds', 'confirm_email', 'reset_password', 'password_changed',
                    'account_deleted', 'application_sent', 'recruiter_message',
                    'applications_digest', 'contact_message', 'contact_received', 'contact_reply',
                    'job_alert', 'offer_removed', 'offer_closed', 'team_invitation',
                    'notice_confirm', 'notice_received', 'notice_decision',
                    'statement_of_reasons', 'label_decided', 'transfer_ordered',
                    'invoice_available', 'interview_proposed', 'interview_invitation',
                    'interview_cancelled', 'interview_reminder', 'offers_for_you'));
