-- Issue 34: invoices a plateforme agréée accepts.
--
-- 1. The buyer is a legal entity: a company keeps its billing street (`billing_address`, as
--    before), postcode, city, country (ISO 3166 alpha-2), SIREN and intra-community VAT number
--    (`companies::billing_identity` checks them; empty until the company is asked, at its next
--    purchase).
ALTER TABLE companies
    ADD COLUMN billing_postcode text NOT NULL DEFAULT ''
        CONSTRAINT companies_billing_postcode_length CHECK (char_length(billing_postcode) <= 10),
    ADD COLUMN billing_city text NOT NULL DEFAULT ''
        CONSTRAINT companies_billing_city_length CHECK (char_length(billing_city) <= 100),
    ADD COLUMN billing_country text NOT NULL DEFAULT ''
        CONSTRAINT companies_billing_country_length
        CHECK (char_length(billing_country) <= 2 AND billing_country ~ '^([A-Z]{2})?$'),
    ADD COLUMN siren text NOT NULL DEFAULT ''
        CONSTRAINT companies_siren_length CHECK (char_length(siren) <= 9 AND siren ~ '^([0-9]{9})?$'),
    ADD COLUMN vat_number text NOT NULL DEFAULT ''
        CONSTRAINT companies_vat_number_length
        CHECK (char_length(vat_number) <= 14 AND vat_number ~ '^([A-Z]{2}[0-9A-Z]{2,12})?$');

-- 2. An invoice keeps the buyer as it was when the invoice was made: a company that moves
--    later does not change the invoices it already received. Empty on invoices made before
--    this migration (they read the company as it is now).
ALTER TABLE order_invoices
    ADD COLUMN buyer_name text NOT NULL DEFAULT ''
        CONSTRAINT order_invoices_buyer_name_length CHECK (char_length(buyer_name) <= 100),
    ADD COLUMN buyer_street text NOT NULL DEFAULT ''
        CONSTRAINT order_invoices_buyer_street_length CHECK (char_length(buyer_street) <= 300),
    ADD COLUMN buyer_postcode text NOT NULL DEFAULT ''
        CONSTRAINT order_invoices_buyer_postcode_length CHECK (char_length(buyer_postcode) <= 10),
    ADD COLUMN buyer_city text NOT NULL DEFAULT ''
        CONSTRAINT order_invoices_buyer_city_length CHECK (char_length(buyer_city) <= 100),
    ADD COLUMN buyer_country text NOT NULL DEFAULT ''
        CONSTRAINT order_invoices_buyer_country_length CHECK (char_length(buyer_country) <= 2),
    ADD COLUMN buyer_siren text NOT NULL DEFAULT ''
        CONSTRAINT order_invoices_buyer_siren_length CHECK (char_length(buyer_siren) <= 9),
    ADD COLUMN buyer_vat_number text NOT NULL DEFAULT ''
        CONSTRAINT order_invoices_buyer_vat_number_length CHECK (char_length(buyer_vat_number) <= 14),
    ADD COLUMN buyer_email text NOT NULL DEFAULT ''
        CONSTRAINT order_invoices_buyer_email_length CHECK (char_length(buyer_email) <= 254);

-- 3. Credit notes (avoirs, UNTDID 1001 type 381): their own gapless series per civil year,
--    `A2026-000001`, numbered like invoices (a counter row locked until the transaction
--    commits). One per invoice: a credit note cancels its invoice whole.
CREATE TABLE credit_note_counters (
    year    integer PRIMARY KEY,
    last    integer NOT NULL CHECK (last > 0)
);
CREATE TABLE credit_notes (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    uuid        uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
    reference   text NOT NULL UNIQUE
                CONSTRAINT credit_notes_reference_length CHECK (char_length(reference) <= 40),
    invoice_id  bigint NOT NULL UNIQUE REFERENCES order_invoices(id),
    year        integer NOT NULL,
    number      integer NOT NULL CHECK (number > 0),
    reason      text NOT NULL
                CONSTRAINT credit_notes_reason_length
                CHECK (char_length(reason) <= 20 AND reason IN ('refund', 'cancellation')),
    created_at  timestamptz NOT NULL DEFAULT clock_timestamp(),
    CONSTRAINT credit_notes_number_key UNIQUE (year, number)
);
