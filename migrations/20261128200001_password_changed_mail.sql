-- Issue 35: a mail tells a user her password was changed (`mail::Kind::PasswordChanged`). It
-- needs a proven address like every mail but the proving ones: the trigger
-- `mail_queue_proven_recipient` is unchanged.
ALTER TABLE mail_queue DROP CONSTRAINT mail_queue_kind_check;
ALTER TABLE mail_queue ADD CONSTRAINT mail_queue_kind_check
    CHECK (kind IN ('queued_before_kinds', 'confirm_email', 'reset_password', 'password_changed',
                    'account_deleted', 'application_sent', 'recruiter_message',
                    'applications_digest', 'contact_message', 'contact_received', 'contact_reply',
                    'job_alert', 'offer_removed'));
