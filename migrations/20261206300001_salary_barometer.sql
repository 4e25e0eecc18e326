-- The salary barometer (issue 56, item 3; docs/salaries.md): what the live and recent ads of
-- a trade pay, by region and contract, computed nightly by the task `salary-barometer` into
-- `salary_cells`, which the public pages `/salaires/…` and the offer form read.

-- A trade's name in the plural, for « Salaires des ébénistes en Bretagne »: reference data
-- (`migrations/data/job_filters.json`), set on the jobs (positions without children); a
-- position without one has no barometer page.
ALTER TABLE job_positions
    ADD COLUMN plural_name text CHECK (char_length(plural_name) BETWEEN 1 AND 200);

-- One row per trade, region (NULL: all of France) and contract that had ads in the window.
-- Amounts are gross euros a year (the range annualised by `offers::pay`).
CREATE TABLE salary_cells (
    job_position_id bigint NOT NULL REFERENCES job_positions (id) ON DELETE CASCADE,
    region_id       bigint REFERENCES regions (id) ON DELETE CASCADE,
    job_contract_id bigint NOT NULL REFERENCES job_contracts (id) ON DELETE CASCADE,
    ads             integer NOT NULL CHECK (ads >= 1),
    companies       integer NOT NULL CHECK (companies BETWEEN 1 AND ads),
    median_min      integer CHECK (median_min >= 0),
    median_max      integer CHECK (median_max >= median_min),
    -- The spread: the first and third quartiles of the ranges' middles.
    quartile_low    integer CHECK (quartile_low >= 0),
    quartile_high   integer CHECK (quartile_high >= quartile_low),
    computed_at     timestamptz NOT NULL,
    UNIQUE NULLS NOT DISTINCT (job_position_id, region_id, job_contract_id),
    -- Never a figure of fewer than 5 ads or 3 employers (`salaries::MIN_ADS`,
    -- `MIN_COMPANIES`): such a cell holds its count alone and reads « données insuffisantes ».
    CONSTRAINT salary_cells_enough CHECK (
        (median_min IS NOT NULL AND median_max IS NOT NULL
            AND quartile_low IS NOT NULL AND quartile_high IS NOT NULL
            AND ads >= 5 AND companies >= 3)
        OR (median_min IS NULL AND median_max IS NULL
            AND quartile_low IS NULL AND quartile_high IS NULL
            AND (ads < 5 OR companies < 3)))
);
CREATE INDEX salary_cells_region_idx ON salary_cells (region_id);
