-- « Savoir-faire labellisé » kept with an alert (issue 54): an alert is the whole search it was
-- saved from, so it finds only the offers of companies holding an approved label, as the
-- search does. false for every alert saved before.
ALTER TABLE job_offer_alerts ADD COLUMN labelled boolean NOT NULL DEFAULT false;
