-- Issue 59: an offer's view (or « Postuler » click) counts once per visitor and day. The
-- visitor is a 16-byte mark: SHA-256 of the server's secret, the day, and the signed-in user
-- or else the address and User-Agent (offers::stats). It names nobody, changes every day and
-- is erased after two days by the retention job.
CREATE TABLE offer_event_visitors (
    job_offer_id bigint NOT NULL REFERENCES job_offers (id) ON DELETE CASCADE,
    day          date NOT NULL,
    event        text NOT NULL CHECK (char_length(event) <= 11 AND event IN ('view', 'apply_click')),
    visitor      bytea NOT NULL CHECK (octet_length(visitor) = 16),
    PRIMARY KEY (job_offer_id, day, event, visitor)
);
CREATE INDEX offer_event_visitors_day ON offer_event_visitors (day);
