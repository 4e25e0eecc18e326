-- Whether a credit paid for the offer's current ad period (docs/offers.md, "What a live offer
-- may change"). A period started by a free contract (internship, apprenticeship) is unpaid:
-- resuming it, or switching the live offer to a paid contract, spends a credit.
ALTER TABLE job_offer_ads ADD COLUMN paid boolean NOT NULL DEFAULT false;

-- Periods started before this column: paid when the offer's contract is not a free one.
UPDATE job_offer_ads a SET paid = NOT c.free_publication
FROM job_offers o JOIN job_contracts c ON c.id = o.job_contract_id
WHERE o.id = a.job_offer_id AND a.starts_at IS NOT NULL;
