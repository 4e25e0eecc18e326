-- Pay in numbers (issue 36): a gross range on every offer, the SMIC it is held to, and
-- which contracts the SMIC binds. The brackets (`job_salary_id`) stay, derived from the range
-- by `offers::pay` (docs/offers.md, "Pay").

-- The legal minimum wage (SMIC brut, 35 h a week), by the day it applies from: reference data
-- kept with its date; a new value is a new row (a new migration), the old ones stay for the
-- record. `monthly_cents` is the decree's monthly figure (151.67 h), a year is 12 months.
CREATE TABLE minimum_wages (
    valid_from      date PRIMARY KEY,
    hourly_cents    integer NOT NULL CHECK (hourly_cents > 0),
    monthly_cents   integer NOT NULL CHECK (monthly_cents > 0),
    source          text NOT NULL CHECK (char_length(source) <= 200)
);
INSERT INTO minimum_wages (valid_from, hourly_cents, monthly_cents, source) VALUES
    ('2024-11-01', 1188, 180180, 'Décret n° 2024-951 du 23 octobre 2024 (JO du 24 octobre 2024)'),
    ('2026-01-01', 1202, 182303, 'Revalorisation du SMIC au 1er janvier 2026 (JO de décembre 2025)');

-- Whether the SMIC binds an offer of this contract (salaried work; not internships'
-- gratification, apprentices' share of the SMIC, nor freelance fees). Seeded from
-- `migrations/data/job_filters.json` (`minimumWage`).
ALTER TABLE job_contracts ADD COLUMN minimum_wage boolean NOT NULL DEFAULT false;

-- The range: gross amounts in euro cents per hour, month or year; an optional variable part in
-- words; why the maximum exceeds 1.5 times the minimum, when it does. All or nothing: an
-- offer published before the range keeps its bracket alone until it is edited.
ALTER TABLE job_offers
    ADD COLUMN pay_min_cents integer,
    ADD COLUMN pay_max_cents integer,
    ADD COLUMN pay_period text CHECK (char_length(pay_period) <= 5 AND pay_period IN ('hour', 'month', 'year')),
    ADD COLUMN pay_variable text NOT NULL DEFAULT '' CHECK (char_length(pay_variable) <= 200),
    ADD COLUMN pay_spread_reason text NOT NULL DEFAULT '' CHECK (char_length(pay_spread_reason) <= 300),
    ADD CONSTRAINT job_offers_pay_whole CHECK (
        (pay_min_cents IS NULL) = (pay_max_cents IS NULL)
        AND (pay_min_cents IS NULL) = (pay_period IS NULL)),
    ADD CONSTRAINT job_offers_pay_bounds CHECK (
        pay_min_cents > 0 AND pay_min_cents <= pay_max_cents AND pay_max_cents <= 100000000),
    -- The maximum at most 1.5 times the minimum, unless the recruiter says why.
    ADD CONSTRAINT job_offers_pay_spread CHECK (
        2::bigint * pay_max_cents <= 3::bigint * pay_min_cents OR btrim(pay_spread_reason) <> '');

-- « Salaire minimum » in alerts: euros a year (one of the index's floors), or none.
ALTER TABLE job_offer_alerts
    ADD COLUMN min_pay integer CHECK (min_pay BETWEEN 1 AND 1000000);
