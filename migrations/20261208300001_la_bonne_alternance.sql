-- La bonne alternance (issue 55, item 3; docs/operations.md "La bonne alternance"): the State's
-- apprenticeship service takes the apprenticeship and professionalisation offers through its
-- offer-publishing API (`jobs:write`). Like Google's notices, nothing is queued beside the
-- offers: what the service should have is `la_bonne_alternance_wanted` (read again at each
-- run), what it has is `la_bonne_alternance_offers`; the job sends the difference.

-- The offers the service should hold as `Active`: published and within their ad, of a
-- company not suspended whose SIRET the directory verified, an apprenticeship or a
-- professionalisation contract. `updated_at`, `ad_ends_at` and `siret` are the version sent.
CREATE VIEW la_bonne_alternance_wanted AS
SELECT o.id AS job_offer_id, o.updated_at, ad.ends_at AS ad_ends_at, v.siret
FROM job_offers o
JOIN job_offer_ads ad ON ad.job_offer_id = o.id
JOIN job_contracts jc ON jc.id = o.job_contract_id
JOIN localized_companies lc ON lc.id = o.localized_company_id
JOIN companies c ON c.id = lc.company_id
JOIN company_verifications v ON v.company_id = c.id AND v.status = 'verified'
WHERE o.status = 2 AND ad.starts_at <= now() AND ad.ends_at > now() AND c.suspended_at IS NULL
  AND jc.code IN ('alternance', 'professionnalisation');

-- What the service has of an offer, and what it says of it. No foreign key: an offer erased
-- from our side is still withdrawn there, from the body kept here.
CREATE TABLE la_bonne_alternance_offers (
    job_offer_id        bigint PRIMARY KEY,
    -- The service's id (`POST /job/v1/offer` answered `{"id"}`); NULL: not created there.
    remote_id           text CHECK (char_length(remote_id) BETWEEN 1 AND 100),
    -- What the service last accepted: offer.status `Active` or `Cancelled`; NULL: nothing yet.
    sent_state          text CHECK (sent_state IN ('active', 'cancelled'))
                            CHECK (char_length(sent_state) <= 20),
    -- The version accepted: the offer's last change, its ad's end, the SIRET sent.
    offer_updated_at    timestamptz,
    ad_ends_at          timestamptz,
    siret               text CHECK (char_length(siret) = 14),
    -- The JobOfferWrite body accepted last: sent again with status `Cancelled` to withdraw it.
    sent_body           jsonb CHECK (octet_length(sent_body::text) <= 1048576),
    sent_at             timestamptz,
    -- `GET /job/v1/offer/{id}/publishing-informations`: its status and, when it will not
    -- publish, the error's stable code (CLOSED_COMPANY, DUPLICATE, EXPIRED…) and label.
    publishing          text CHECK (publishing IN ('WILL_BE_PUBLISHED', 'PUBLISHED', 'WILL_NOT_BE_PUBLISHED'))
                            CHECK (char_length(publishing) <= 30),
    reason_code         text CHECK (char_length(reason_code) <= 50),
    reason_label        text CHECK (char_length(reason_label) <= 500),
    checked_at          timestamptz,
    -- Failures since the last success, the last one's HTTP status (NULL: no answer), its
    -- text, and when to try again.
    attempts            integer NOT NULL DEFAULT 0 CHECK (attempts BETWEEN 0 AND 1000),
    last_status         smallint CHECK (last_status BETWEEN 100 AND 599),
    last_error          text CHECK (char_length(last_error) <= 500),
    retry_at            timestamptz,
    CHECK ((sent_state IS NULL) = (sent_body IS NULL))
);
