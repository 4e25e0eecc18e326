-- Job alerts (issue 16): one alert per saved search, the (alert, offer) pairs the matcher
-- found and whether they were mailed, which offers each recurrence already examined, and when
-- a candidate last received an alert mail.

-- The canonical form of an alert's criteria: saving the same search twice keeps one alert.
ALTER TABLE job_offer_alerts ADD COLUMN search_key text NOT NULL DEFAULT '';
CREATE UNIQUE INDEX job_offer_alerts_search_key_idx ON job_offer_alerts (candidate_id, search_key);

-- A pair is inserted once, ever (primary key); `mailed_at` is set in the transaction that
-- queues the mail holding it.
CREATE TABLE job_offer_alert_matches (
    alert_id        bigint NOT NULL REFERENCES job_offer_alerts(id) ON DELETE CASCADE,
    job_offer_id    bigint NOT NULL REFERENCES job_offers(id) ON DELETE CASCADE,
    matched_at      timestamptz NOT NULL DEFAULT now(),
    mailed_at       timestamptz,
    PRIMARY KEY (alert_id, job_offer_id)
);
CREATE INDEX job_offer_alert_matches_pending_idx ON job_offer_alert_matches (alert_id)
    WHERE mailed_at IS NULL;

-- The offers a recurrence's matcher has run its alerts against (each offer once per
-- recurrence, whatever the commit order of publications).
CREATE TABLE job_offer_alert_examined (
    recurrence      text NOT NULL CHECK (recurrence IN ('1d', '7d')),
    job_offer_id    bigint NOT NULL REFERENCES job_offers(id) ON DELETE CASCADE,
    examined_at     timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (recurrence, job_offer_id)
);

-- When a candidate last got an alert mail of a recurrence (at most one 1d mail an hour).
CREATE TABLE job_offer_alert_mails (
    candidate_id    bigint NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
    recurrence      text NOT NULL CHECK (recurrence IN ('1d', '7d')),
    last_sent_at    timestamptz NOT NULL,
    PRIMARY KEY (candidate_id, recurrence)
);
