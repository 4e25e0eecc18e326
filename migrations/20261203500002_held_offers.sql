-- Issue 58: an ad published over the wording checker's warnings is held for a staff review
-- (status 1, « En attente de validation »): not public (`offers::read::PUBLIC` asks for 2),
-- listed first in the moderation queue, made public by `moderation::approve_offer`.
ALTER TABLE job_offers DROP CONSTRAINT job_offers_status_check;
ALTER TABLE job_offers ADD CONSTRAINT job_offers_status_check CHECK (status IN (-2, -1, 0, 1, 2));
