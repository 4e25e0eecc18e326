-- Issue 38, item 5: the hand-off to a company's applicant-tracking system (docs/api.md,
-- "ATS"). A webhook URL per company with its signing secret, the queue of its deliveries,
-- and a read-only API token with its per-minute counter.

-- One webhook per company. The secret signs each delivery (HMAC-SHA256), so it is kept as
-- is: the owner reads it on « Intégrations ».
CREATE TABLE company_webhooks (
    company_id  bigint PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
    url         text NOT NULL CHECK (char_length(url) <= 500),
    secret      text NOT NULL CHECK (char_length(secret) BETWEEN 32 AND 100),
    created_at  timestamptz NOT NULL DEFAULT now(),
    updated_at  timestamptz NOT NULL DEFAULT now()
);

-- Each event to deliver, queued in the transaction of what caused it, retried with a growing
-- delay until `retry_until` (24 hours), then `failed`: kept and shown, sent again on the
-- owner's request. A delivery goes to the company's webhook as it is when it is sent.
CREATE TABLE webhook_deliveries (
    id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    company_id       bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    event            text NOT NULL CHECK (event IN ('application.created', 'ping'))
                     CHECK (char_length(event) <= 40),
    application_id   bigint REFERENCES job_offer_applications (id) ON DELETE CASCADE,
    status           text NOT NULL DEFAULT 'pending'
                     CHECK (status IN ('pending', 'delivered', 'failed'))
                     CHECK (char_length(status) <= 20),
    created_at       timestamptz NOT NULL DEFAULT now(),
    next_attempt_at  timestamptz NOT NULL DEFAULT now(),
    retry_until      timestamptz NOT NULL DEFAULT now() + interval '24 hours',
    attempts         integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
    last_attempt_at  timestamptz,
    -- The receiver's HTTP status, or none when it could not be reached.
    last_status      smallint,
    last_error       text CHECK (char_length(last_error) <= 500),
    delivered_at     timestamptz,
    -- When the owner asked for it (a test, or sending a failed one again): counted per hour.
    requested_at     timestamptz,
    CHECK ((event = 'application.created') = (application_id IS NOT NULL))
);
-- Each application is announced once.
CREATE UNIQUE INDEX webhook_deliveries_once ON webhook_deliveries (application_id)
    WHERE event = 'application.created';
CREATE INDEX webhook_deliveries_due ON webhook_deliveries (next_attempt_at)
    WHERE status = 'pending';
CREATE INDEX webhook_deliveries_company ON webhook_deliveries (company_id, id DESC);

-- An application becomes new when it is sent (`submitted_at` set): its delivery is queued in
-- that transaction, whatever sent it, if the company has a webhook.
CREATE FUNCTION webhook_deliveries_on_application() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.submitted_at IS NULL OR (TG_OP = 'UPDATE' AND OLD.submitted_at IS NOT NULL) THEN
        RETURN NEW;
    END IF;
    INSERT INTO webhook_deliveries (company_id, event, application_id)
    SELECT w.company_id, 'application.created', NEW.id
    FROM job_offers o
    JOIN localized_companies lc ON lc.id = o.localized_company_id
    JOIN company_webhooks w ON w.company_id = lc.company_id
    WHERE o.id = NEW.job_offer_id
    ON CONFLICT DO NOTHING;
    RETURN NEW;
END
$$;
CREATE TRIGGER webhook_deliveries_on_application
    AFTER INSERT OR UPDATE OF submitted_at ON job_offer_applications
    FOR EACH ROW EXECUTE FUNCTION webhook_deliveries_on_application();

-- What an owner may ask by hand (tests, sending again): 20 an hour per company, counted under
-- the company's row lock. Keep `ats::webhook::MAX_REQUESTS_PER_HOUR` equal.
CREATE FUNCTION webhook_deliveries_requested_per_hour() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.requested_at IS NULL
       OR (TG_OP = 'UPDATE' AND OLD.requested_at IS NOT DISTINCT FROM NEW.requested_at) THEN
        RETURN NEW;
    END IF;
    PERFORM 1 FROM companies WHERE id = NEW.company_id FOR NO KEY UPDATE;
    IF (SELECT count(*) FROM webhook_deliveries
        WHERE company_id = NEW.company_id AND requested_at > now() - interval '1 hour') >= 20 THEN
        RAISE EXCEPTION 'webhook_deliveries: 20 requests an hour for company %', NEW.company_id
            USING ERRCODE = 'check_violation', CONSTRAINT = 'webhook_deliveries_requested_per_hour';
    END IF;
    RETURN NEW;
END
$$;
CREATE TRIGGER webhook_deliveries_requested_per_hour
    BEFORE INSERT OR UPDATE OF requested_at ON webhook_deliveries
    FOR EACH ROW EXECUTE FUNCTION webhook_deliveries_requested_per_hour();

-- One read-only API token per company; only its SHA-256 is kept, and its first characters to
-- tell it apart.
CREATE TABLE company_api_tokens (
    company_id    bigint PRIMARY KEY REFERENCES companies (id) ON DELETE CASCADE,
    token_hash    text NOT NULL UNIQUE CHECK (char_length(token_hash) = 64),
    prefix        text NOT NULL CHECK (char_length(prefix) <= 20),
    created_by    bigint REFERENCES users (id) ON DELETE SET NULL,
    created_at    timestamptz NOT NULL DEFAULT now(),
    last_used_at  timestamptz
);

-- Requests per company and minute: one upsert counts a request, so parallel requests each
-- get their own number (`ats::token::PER_MINUTE` allowed). The retention job erases past
-- minutes.
CREATE TABLE api_request_minutes (
    company_id  bigint NOT NULL REFERENCES companies (id) ON DELETE CASCADE,
    minute      timestamptz NOT NULL,
    requests    integer NOT NULL CHECK (requests > 0),
    PRIMARY KEY (company_id, minute)
);
