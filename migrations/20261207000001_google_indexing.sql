-- What Google's Indexing API was told of each offer address (docs/operations.md, "Google's
-- Indexing API"). The notices to send are the difference between this and the public offers:
-- a public offer whose version Google has not been told is URL_UPDATED; an address told
-- URL_UPDATED whose offer is no longer public is URL_DELETED. Derived from the offers, the
-- queue survives restarts and keeps what the quota postpones.
CREATE TABLE google_indexing_notices (
    job_offer_id        bigint NOT NULL,
    slug                text NOT NULL CHECK (length(slug) BETWEEN 1 AND 300),
    -- What Google last accepted for the address; NULL: nothing yet.
    kind                text CHECK (kind IN ('URL_UPDATED', 'URL_DELETED')),
    -- The version of the offer it was told: its last change and the end of its ad.
    offer_updated_at    timestamptz,
    ad_ends_at          timestamptz,
    notified_at         timestamptz,
    -- Failures since the last success, and when to try again.
    attempts            integer NOT NULL DEFAULT 0 CHECK (attempts BETWEEN 0 AND 1000),
    retry_at            timestamptz,
    last_error          text CHECK (length(last_error) <= 500),
    PRIMARY KEY (job_offer_id, slug)
);

-- The publish calls made per day, as Google counts them (midnight Pacific time): a call is
-- counted before it is sent, never past the quota.
CREATE TABLE google_indexing_quota (
    day                 date PRIMARY KEY,
    sent                integer NOT NULL DEFAULT 0 CHECK (sent >= 0),
    -- Google answered 429: nothing more that day, whatever the count says.
    exhausted           boolean NOT NULL DEFAULT false
);
