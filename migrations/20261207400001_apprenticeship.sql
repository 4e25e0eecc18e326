-- Apprenticeships and internships as offers of their own (issue 55, items 1 and 2;
-- docs/offers.md "Training offers").

-- The diplomas an apprentice, a professionalisation contract or an intern prepares: reference
-- data seeded from `migrations/data/job_filters.json` (`diplomas`, upserted on the code like
-- the contracts), each with its RNCP level (3: CAP … 7: master).
CREATE TABLE diplomas (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    code        text NOT NULL UNIQUE CHECK (char_length(code) <= 50),
    name        text NOT NULL CHECK (char_length(name) <= 150),
    rncp_level  smallint NOT NULL CHECK (rncp_level BETWEEN 3 AND 8),
    sort_order  integer NOT NULL DEFAULT 0
);

-- What a training offer says of its training: the diploma, the school or CFA (if known), the
-- rhythm (« 3 semaines en entreprise / 1 semaine au CFA »), the length in months and the first
-- day. Which contracts need which is `offers::training` (the diploma and the months for
-- apprenticeship and professionalisation; the months and the start for every training
-- contract); NULL for other offers.
ALTER TABLE job_offers
    ADD COLUMN diploma_id bigint REFERENCES diplomas(id),
    ADD COLUMN training_school text NOT NULL DEFAULT '' CHECK (char_length(training_school) <= 150),
    ADD COLUMN training_rhythm text NOT NULL DEFAULT '' CHECK (char_length(training_rhythm) <= 150),
    ADD COLUMN training_months smallint CHECK (training_months BETWEEN 1 AND 48),
    ADD COLUMN training_starts_on date;

-- The law's pay of apprentices and professionalisation contracts: a share of the SMIC by age
-- band and year of the contract, from a day on. A new value is a new row with its date (no
-- code: `filters::legal_pay` picks the rows in force on a day); the old rows stay.
-- `age_to` NULL: and older. `contract_year` 0: every year (professionalisation).
CREATE TABLE legal_pay_shares (
    valid_from      date NOT NULL,
    contract_code   text NOT NULL CHECK (contract_code IN ('alternance', 'professionnalisation')),
    age_from        smallint NOT NULL CHECK (age_from BETWEEN 14 AND 99),
    age_to          smallint CHECK (age_to >= age_from),
    contract_year   smallint NOT NULL CHECK (contract_year BETWEEN 0 AND 4),
    share_percent   smallint NOT NULL CHECK (share_percent BETWEEN 1 AND 100),
    source          text NOT NULL CHECK (char_length(source) <= 200),
    PRIMARY KEY (valid_from, contract_code, age_from, contract_year)
);
INSERT INTO legal_pay_shares (valid_from, contract_code, age_from, age_to, contract_year, share_percent, source)
SELECT '2019-01-01', 'alternance', band.age_from, band.age_to, year.n, share.percent,
       'Code du travail, art. D6222-26 (décret n° 2018-1347 du 28 décembre 2018)'
FROM (VALUES (15, 17, ARRAY[27, 39, 55]), (18, 20, ARRAY[43, 51, 67]),
             (21, 25, ARRAY[53, 61, 78]), (26, NULL, ARRAY[100, 100, 100]))
         AS band(age_from, age_to, shares)
CROSS JOIN generate_series(1, 3) AS year(n)
CROSS JOIN LATERAL (SELECT band.shares[year.n] AS percent) AS share;
INSERT INTO legal_pay_shares (valid_from, contract_code, age_from, age_to, contract_year, share_percent, source) VALUES
    ('2019-01-01', 'professionnalisation', 16, 20, 0, 55, 'Code du travail, art. D6325-15'),
    ('2019-01-01', 'professionnalisation', 21, 25, 0, 70, 'Code du travail, art. D6325-15'),
    ('2019-01-01', 'professionnalisation', 26, NULL, 0, 100, 'Code du travail, art. D6325-18');

-- The least allowance of an internship of more than two months (gratification), per hour of
-- presence, from a day on (15 % of the social-security hourly ceiling). A new value is a new row.
CREATE TABLE internship_allowances (
    valid_from      date PRIMARY KEY,
    hourly_cents    integer NOT NULL CHECK (hourly_cents > 0),
    source          text NOT NULL CHECK (char_length(source) <= 200)
);
INSERT INTO internship_allowances (valid_from, hourly_cents, source) VALUES
    ('2025-01-01', 435, 'Code de l''éducation, art. D124-6 (plafond horaire 2025 : 29 €)'),
    ('2026-01-01', 450, 'Code de l''éducation, art. D124-6 (plafond horaire 2026 : 30 €)');

-- « Diplôme préparé » and « Début » kept with an alert (an alert is the whole search it was
-- saved from). The start is the choice's name, read against the day the alert runs
-- (`search::start`).
ALTER TABLE job_offer_alerts
    ADD COLUMN diplomas bigint[] NOT NULL DEFAULT '{}' CHECK (cardinality(diplomas) <= 50),
    ADD COLUMN start text CHECK (start IN ('this-month', 'next-3-months', 'september'));
