-- The landing pages of training offers (docs/offers.md) count and list the published offers of
-- a few contracts by trade and diploma; at a million offers the status index alone would read
-- them all for each page.
CREATE INDEX job_offers_published_by_contract ON job_offers (job_contract_id, job_position_id, diploma_id)
    WHERE status = 2;
