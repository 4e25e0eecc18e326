-- Issue 56, items 1, 2 and 4: what a candidate looks for, set once in the career space, and
-- the offers she turned down (« Pas pour moi »). Both are hers alone: deleted with her
-- account, exported with her data (docs/privacy.md), never read for a company.

-- Every part is optional; the arrays hold reference ids (checked by `recommendations::
-- preferences` against the reference data) and are bounded here as in
-- `recommendations::{MAX_TRADES, MAX_PLACES, MAX_CONTRACTS}`.
CREATE TABLE candidate_preferences (
    candidate_id             bigint PRIMARY KEY REFERENCES candidates (id) ON DELETE CASCADE,
    position_ids             bigint[] NOT NULL DEFAULT '{}'
                             CHECK (cardinality(position_ids) <= 10 AND array_position(position_ids, NULL) IS NULL),
    locality_ids             bigint[] NOT NULL DEFAULT '{}'
                             CHECK (cardinality(locality_ids) <= 5 AND array_position(locality_ids, NULL) IS NULL),
    -- Around each of her towns; `recommendations::{MIN_RADIUS_KM, MAX_RADIUS_KM}`.
    radius_km                integer NOT NULL DEFAULT 30 CHECK (radius_km BETWEEN 5 AND 200),
    contract_ids             bigint[] NOT NULL DEFAULT '{}'
                             CHECK (cardinality(contract_ids) <= 10 AND array_position(contract_ids, NULL) IS NULL),
    -- Her pay floor, gross, in cents of the period; the plausible bounds of an offer's range
    -- (`PayPeriod::max_cents`, `job_offers_pay_plausible`).
    pay_floor_cents          integer CHECK (pay_floor_cents > 0),
    pay_floor_period         text CHECK (pay_floor_period IN ('hour', 'month', 'year'))
                             CHECK (char_length(pay_floor_period) <= 5),
    -- When she can start.
    available_from           date CHECK (available_from BETWEEN DATE '2000-01-01' AND DATE '2100-12-31'),
    -- « Offres pour vous » shown on her dashboard; the weekly mail of them.
    recommendations_enabled  boolean NOT NULL DEFAULT true,
    weekly_mail              boolean NOT NULL DEFAULT false,
    updated_at               timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT candidate_preferences_floor_whole
        CHECK ((pay_floor_cents IS NULL) = (pay_floor_period IS NULL)),
    CONSTRAINT candidate_preferences_floor_plausible CHECK (
        pay_floor_cents IS NULL
        OR (pay_floor_period = 'hour' AND pay_floor_cents <= 30000)
        OR (pay_floor_period = 'month' AND pay_floor_cents <= 5000000)
        OR (pay_floor_period = 'year' AND pay_floor_cents <= 60000000))
);

-- « Pas pour moi »: never recommended again, until she erases them.
CREATE TABLE recommendation_dismissals (
    candidate_id  bigint NOT NULL REFERENCES candidates (id) ON DELETE CASCADE,
    job_offer_id  bigint NOT NULL REFERENCES job_offers (id) ON DELETE CASCADE,
    dismissed_at  timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (candidate_id, job_offer_id)
);

-- At most 1,000 per candidate, counted under her row's lock (concurrent clicks included).
-- Keep `recommendations::dismissals::MAX_DISMISSALS` equal.
CREATE FUNCTION recommendation_dismissals_per_candidate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM 1 FROM candidates WHERE id = NEW.candidate_id FOR NO KEY UPDATE;
    IF (SELECT count(*) FROM recommendation_dismissals
        WHERE candidate_id = NEW.candidate_id) >= 1000 THEN
        RAISE EXCEPTION 'recommendation_dismissals: 1000 for candidate %', NEW.candidate_id
            USING ERRCODE = 'check_violation', CONSTRAINT = 'recommendation_dismissals_per_candidate';
    END IF;
    RETURN NEW;
END
$$;
CREATE TRIGGER recommendation_dismissals_per_candidate BEFORE INSERT ON recommendation_dismissals
    FOR EACH ROW EXECUTE FUNCTION recommendation_dismissals_per_candidate();
