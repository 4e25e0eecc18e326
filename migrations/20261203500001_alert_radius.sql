-- « Dans un rayon de … » kept with an alert (issue 58): an alert is the whole search it was
-- saved from, so its matching and its mails find the offers within the radius of its one
-- town, as the search does. 0 is the town only (every alert saved before). The radii are
-- `search_args::RADII_KM`.
ALTER TABLE job_offer_alerts
    ADD COLUMN radius_km integer NOT NULL DEFAULT 0
        CHECK (radius_km IN (0, 10, 20, 50, 100));
