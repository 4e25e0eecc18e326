-- Verified employers (issue 54, item 4; docs/companies.md is docs/accounts.md "Verified
-- employers"): a company's SIRET, what the State's company directory said of it, and when.
-- Publishing and buying need a verified one, or a pending one given less than a day ago
-- (the directory did not answer; `tasks::company_verifications` retries it).

-- 14 digits whose Luhn key is right; La Poste's establishments (SIREN 356000000) are INSEE's
-- exception: their digits add up to a multiple of 5. Keep `companies::siret::is_valid` equal.
CREATE FUNCTION siret_is_valid(siret text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
    SELECT siret ~ '^[0-9]{14}$' AND (
        (SELECT sum(CASE WHEN i % 2 = 0 THEN (d * 2) / 10 + (d * 2) % 10 ELSE d END)
         FROM (SELECT i, substr(siret, 15 - i, 1)::int AS d FROM generate_series(1, 14) i) digits) % 10 = 0
        OR (left(siret, 9) = '356000000'
            AND (SELECT sum(substr(siret, i, 1)::int) FROM generate_series(1, 14) i) % 5 = 0))
$$;

CREATE TABLE company_verifications (
    company_id   bigint PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
    siret        text NOT NULL CHECK (char_length(siret) = 14) CHECK (siret_is_valid(siret)),
    status       text NOT NULL CHECK (status IN ('pending', 'verified', 'refused'))
                     CHECK (char_length(status) <= 20),
    -- Why a pending lookup was refused when retried: the directory said closed or unknown.
    refusal      text CHECK (refusal IN ('closed', 'unknown')) CHECK (char_length(refusal) <= 20),
    legal_name   text CHECK (char_length(legal_name) BETWEEN 1 AND 300),
    street       text NOT NULL DEFAULT '' CHECK (char_length(street) <= 300),
    postcode     text NOT NULL DEFAULT '' CHECK (char_length(postcode) <= 10),
    city         text NOT NULL DEFAULT '' CHECK (char_length(city) <= 100),
    naf          text NOT NULL DEFAULT '' CHECK (char_length(naf) <= 10),
    size_code    text NOT NULL DEFAULT '' CHECK (char_length(size_code) <= 4),
    given_by     bigint REFERENCES users (id) ON DELETE SET NULL,
    given_at     timestamptz NOT NULL DEFAULT now(),
    verified_at  timestamptz,
    tried_at     timestamptz NOT NULL DEFAULT now(),
    tries        integer NOT NULL DEFAULT 1 CHECK (tries >= 1),
    CHECK ((status = 'verified') = (verified_at IS NOT NULL)),
    CHECK (status <> 'verified' OR legal_name IS NOT NULL),
    CHECK ((status = 'refused') = (refusal IS NOT NULL))
);
CREATE INDEX company_verifications_pending ON company_verifications (tried_at)
    WHERE status = 'pending';

-- Each lookup a company asks of the directory (the State's API is shared: 7 a second).
CREATE TABLE siret_lookups (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    company_id  bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX siret_lookups_company ON siret_lookups (company_id, at);

-- At most 10 lookups a company in 24 hours, counted under the company's row lock. Keep
-- `companies::verification::LOOKUPS_PER_DAY` equal.
CREATE FUNCTION siret_lookups_per_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM 1 FROM companies WHERE id = NEW.company_id FOR NO KEY UPDATE;
    IF (SELECT count(*) FROM siret_lookups
        WHERE company_id = NEW.company_id AND at > now() - interval '24 hours') >= 10 THEN
        RAISE EXCEPTION 'siret_lookups: 10 a day for company %', NEW.company_id
            USING ERRCODE = 'check_violation', CONSTRAINT = 'siret_lookups_per_day';
    END IF;
    RETURN NEW;
END
$$;
CREATE TRIGGER siret_lookups_per_day BEFORE INSERT ON siret_lookups
    FOR EACH ROW EXECUTE FUNCTION siret_lookups_per_day();
