-- The one-click unsubscribe address of a mail (RFC 8058), sent as `List-Unsubscribe` with
-- `List-Unsubscribe-Post`; NULL for mails that are not lists (confirmations, resets…).
ALTER TABLE mail_queue ADD COLUMN list_unsubscribe text;
