-- Ensemblier's records of truth. Every entity of the product spec (section 3) and the
-- machinery later features rely on: the index outbox and the mail queue.
-- Ids are bigint identities; the API shows them as IRIs (/api/job_offers/12).

-- ---------------------------------------------------------------- places
CREATE TABLE regions (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    code        text NOT NULL UNIQUE,           -- INSEE region code
    name        text NOT NULL
);

CREATE TABLE departments (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    code        text NOT NULL UNIQUE,           -- INSEE department code (75, 2A, 971)
    name        text NOT NULL,
    region_id   bigint NOT NULL REFERENCES regions(id)
);
CREATE INDEX departments_region_idx ON departments (region_id);

-- Communes and the municipal districts of Paris, Lyon and Marseille (city_id set).
CREATE TABLE localities (
    id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    insee_code          text NOT NULL UNIQUE,
    name                text NOT NULL,
    -- lowercase, accents removed, spaces and apostrophes as hyphens: what suggestions match
    search_name         text NOT NULL,
    postal_code         text NOT NULL,
    department_id       bigint NOT NULL REFERENCES departments(id),
    city_id             bigint REFERENCES localities(id),
    latitude            double precision NOT NULL,
    longitude           double precision NOT NULL,
    population          integer NOT NULL DEFAULT 0 CHECK (population >= 0),
    coordinates_source  text NOT NULL CHECK (coordinates_source IN ('geonames', 'department_seat', 'region_seat'))
);
CREATE INDEX localities_search_idx ON localities (search_name text_pattern_ops);
CREATE INDEX localities_postal_code_idx ON localities (postal_code text_pattern_ops);
CREATE INDEX localities_population_idx ON localities (population DESC, id);
CREATE INDEX localities_department_idx ON localities (department_id);
CREATE INDEX localities_city_idx ON localities (city_id) WHERE city_id IS NOT NULL;

-- ---------------------------------------------------------------- job filters
CREATE TABLE job_contracts (
    id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    code                text NOT NULL UNIQUE,
    name                text NOT NULL,
    free_publication    boolean NOT NULL DEFAULT false,  -- publishing costs no ad credit
    employment_type     text NOT NULL,                   -- schema.org / Google JobPosting value
    sort_order          integer NOT NULL DEFAULT 0
);

CREATE TABLE job_types (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    code        text NOT NULL UNIQUE,
    name        text NOT NULL,
    sort_order  integer NOT NULL DEFAULT 0
);

CREATE TABLE job_salaries (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    code            text NOT NULL UNIQUE,
    interval_label  text NOT NULL,
    min_annual      integer,         -- gross euros a year, null for an open end
    max_annual      integer,
    sort_order      integer NOT NULL DEFAULT 0,
    CHECK (min_annual IS NULL OR max_annual IS NULL OR min_annual <= max_annual)
);

-- Three levels: family > group > job.
CREATE TABLE job_positions (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    code        text NOT NULL UNIQUE,
    name        text NOT NULL,
    parent_id   bigint REFERENCES job_positions(id),
    depth       smallint NOT NULL CHECK (depth BETWEEN 1 AND 3),
    sort_order  integer NOT NULL DEFAULT 0
);
CREATE INDEX job_positions_parent_idx ON job_positions (parent_id);

-- ---------------------------------------------------------------- accounts
CREATE TABLE users (
    id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    uuid                uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
    email               text NOT NULL,
    password_hash       text,                    -- null: cannot sign in (demo accounts)
    firstname           text NOT NULL DEFAULT '',
    lastname            text NOT NULL DEFAULT '',
    confirmation_token  text UNIQUE,             -- null means the e-mail is confirmed
    created_at          timestamptz NOT NULL DEFAULT now(),
    updated_at          timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE password_reset_tokens (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id     bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    token_hash  text NOT NULL UNIQUE,            -- only a hash is stored
    expires_at  timestamptz NOT NULL,
    used_at     timestamptz,
    created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE candidates (
    id                      bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id                 bigint NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
    mobile_phone            text,
    cv_name                 text UNIQUE,         -- random file name under uploads/cv
    social_linkedin_url     text,
    created_at              timestamptz NOT NULL DEFAULT now(),
    updated_at              timestamptz NOT NULL DEFAULT now()
);

-- The paying client (billing entity) behind one or more recruiter accounts.
CREATE TABLE pro_clients (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    created_at  timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE pro_accounts (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id         bigint NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
    pro_client_id   bigint NOT NULL REFERENCES pro_clients(id),
    created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pro_accounts_client_idx ON pro_accounts (pro_client_id);

CREATE TABLE wallets (
    id                          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    pro_client_id               bigint NOT NULL UNIQUE REFERENCES pro_clients(id),
    job_offer_ads_consumed      integer NOT NULL DEFAULT 0 CHECK (job_offer_ads_consumed >= 0),
    job_offer_ads_remaining     integer NOT NULL DEFAULT 0 CHECK (job_offer_ads_remaining >= 0),
    urgent_days_remaining       integer NOT NULL DEFAULT 0 CHECK (urgent_days_remaining >= 0)
);

CREATE TABLE companies (
    id                      bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    pro_client_id           bigint NOT NULL REFERENCES pro_clients(id),
    name                    text NOT NULL CHECK (btrim(name) <> ''),
    presentation            text NOT NULL DEFAULT '',
    billing_address         text NOT NULL DEFAULT '',
    phone_number            text NOT NULL DEFAULT '',
    logo_name               text,
    email                   text NOT NULL DEFAULT '',
    contact_name            text NOT NULL DEFAULT '',
    contact_job_title       text NOT NULL DEFAULT '',
    -- '' = no alert, 'daily', 'weekly': how the company hears of new applications
    notification_frequency  text NOT NULL DEFAULT '' CHECK (notification_frequency IN ('', 'daily', 'weekly')),
    tag_words               text[] NOT NULL DEFAULT '{}',
    created_at              timestamptz NOT NULL DEFAULT now(),
    updated_at              timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX companies_client_idx ON companies (pro_client_id);

CREATE TABLE company_job_positions (
    company_id      bigint NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    job_position_id bigint NOT NULL REFERENCES job_positions(id),
    PRIMARY KEY (company_id, job_position_id)
);

CREATE TABLE addresses (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    address1        text NOT NULL DEFAULT '',
    locality_id     bigint NOT NULL REFERENCES localities(id)
);

-- A company at one place: the location of an offer (one location per ad).
CREATE TABLE localized_companies (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    company_id  bigint NOT NULL REFERENCES companies(id),
    address_id  bigint NOT NULL REFERENCES addresses(id)
);
CREATE INDEX localized_companies_company_idx ON localized_companies (company_id);

-- ---------------------------------------------------------------- offers
CREATE TABLE job_offers (
    id                              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    uuid                            uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
    slug                            text NOT NULL,
    title                           text NOT NULL,
    company_presentation            text NOT NULL,
    description                     text NOT NULL,
    perfect_candidate_description   text NOT NULL,
    -- -2 deleted, -1 expired, 0 draft (suspended when its ad has a start date), 2 published
    status                          smallint NOT NULL DEFAULT 0 CHECK (status IN (-2, -1, 0, 2)),
    contact_account_id              bigint NOT NULL REFERENCES pro_accounts(id),
    localized_company_id            bigint NOT NULL REFERENCES localized_companies(id),
    job_salary_id                   bigint NOT NULL REFERENCES job_salaries(id),
    job_position_id                 bigint NOT NULL REFERENCES job_positions(id),
    job_contract_id                 bigint NOT NULL REFERENCES job_contracts(id),
    created_at                      timestamptz NOT NULL DEFAULT now(),
    updated_at                      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_offers_status_idx ON job_offers (status, id DESC);
CREATE INDEX job_offers_account_idx ON job_offers (contact_account_id, id DESC);
CREATE INDEX job_offers_localized_company_idx ON job_offers (localized_company_id);

CREATE TABLE job_offer_types (
    job_offer_id    bigint NOT NULL REFERENCES job_offers(id) ON DELETE CASCADE,
    job_type_id     bigint NOT NULL REFERENCES job_types(id),
    PRIMARY KEY (job_offer_id, job_type_id)
);

-- The paid publication of an offer: its 30-day period and the Urgent option.
CREATE TABLE job_offer_ads (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    job_offer_id    bigint NOT NULL UNIQUE REFERENCES job_offers(id) ON DELETE CASCADE,
    starts_at       timestamptz,
    ends_at         timestamptz,
    urgent          boolean NOT NULL DEFAULT false,
    urgent_until    timestamptz,
    CHECK (ends_at IS NULL OR starts_at IS NULL OR starts_at <= ends_at)
);

-- ---------------------------------------------------------------- candidates' activity
CREATE TABLE job_offer_applications (
    id                          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    uuid                        uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
    job_offer_id                bigint NOT NULL REFERENCES job_offers(id),
    candidate_id                bigint REFERENCES candidates(id) ON DELETE SET NULL,
    created_at                  timestamptz NOT NULL DEFAULT now(),
    read_at                     timestamptz,
    cover_letter_message        text NOT NULL DEFAULT '',
    questions_answer_message    text NOT NULL DEFAULT '',
    phone                       text NOT NULL DEFAULT '',
    cv_path                     text,
    cover_letter_path           text,
    interview_status            text CHECK (interview_status IN ('yes', 'maybe', 'no')),
    candidate_name              text NOT NULL DEFAULT '',
    candidate_email             text NOT NULL DEFAULT '',
    candidate_tel               text NOT NULL DEFAULT '',
    UNIQUE (candidate_id, job_offer_id)
);
CREATE INDEX job_offer_applications_offer_idx ON job_offer_applications (job_offer_id, id DESC);

CREATE TABLE favorites (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    candidate_id    bigint NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
    job_offer_id    bigint NOT NULL REFERENCES job_offers(id),
    created_at      timestamptz NOT NULL DEFAULT now(),
    UNIQUE (candidate_id, job_offer_id)
);

CREATE TABLE job_offer_alerts (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    candidate_id    bigint NOT NULL REFERENCES candidates(id) ON DELETE CASCADE,
    enabled         boolean NOT NULL DEFAULT true,
    recurrence      text NOT NULL DEFAULT '1d' CHECK (recurrence IN ('1d', '7d')),
    terms           text NOT NULL DEFAULT '',
    last_run_at     timestamptz NOT NULL DEFAULT now(),
    created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX job_offer_alerts_candidate_idx ON job_offer_alerts (candidate_id);

CREATE TABLE job_offer_alert_localities (
    alert_id    bigint NOT NULL REFERENCES job_offer_alerts(id) ON DELETE CASCADE,
    locality_id bigint NOT NULL REFERENCES localities(id),
    PRIMARY KEY (alert_id, locality_id)
);
CREATE TABLE job_offer_alert_departments (
    alert_id        bigint NOT NULL REFERENCES job_offer_alerts(id) ON DELETE CASCADE,
    department_id   bigint NOT NULL REFERENCES departments(id),
    PRIMARY KEY (alert_id, department_id)
);
CREATE TABLE job_offer_alert_regions (
    alert_id    bigint NOT NULL REFERENCES job_offer_alerts(id) ON DELETE CASCADE,
    region_id   bigint NOT NULL REFERENCES regions(id),
    PRIMARY KEY (alert_id, region_id)
);
CREATE TABLE job_offer_alert_job_types (
    alert_id    bigint NOT NULL REFERENCES job_offer_alerts(id) ON DELETE CASCADE,
    job_type_id bigint NOT NULL REFERENCES job_types(id),
    PRIMARY KEY (alert_id, job_type_id)
);
CREATE TABLE job_offer_alert_job_contracts (
    alert_id        bigint NOT NULL REFERENCES job_offer_alerts(id) ON DELETE CASCADE,
    job_contract_id bigint NOT NULL REFERENCES job_contracts(id),
    PRIMARY KEY (alert_id, job_contract_id)
);
CREATE TABLE job_offer_alert_job_positions (
    alert_id        bigint NOT NULL REFERENCES job_offer_alerts(id) ON DELETE CASCADE,
    job_position_id bigint NOT NULL REFERENCES job_positions(id),
    PRIMARY KEY (alert_id, job_position_id)
);
CREATE TABLE job_offer_alert_job_salaries (
    alert_id        bigint NOT NULL REFERENCES job_offer_alerts(id) ON DELETE CASCADE,
    job_salary_id   bigint NOT NULL REFERENCES job_salaries(id),
    PRIMARY KEY (alert_id, job_salary_id)
);

-- ---------------------------------------------------------------- editorial
CREATE TABLE posts (
    id                      bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    uuid                    uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
    slug                    text NOT NULL,
    title                   text NOT NULL,
    subtitle                text NOT NULL DEFAULT '',
    intro                   text NOT NULL DEFAULT '',
    content                 text NOT NULL DEFAULT '',   -- sanitised HTML
    featured_image_path     text,
    published_at            timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX posts_published_idx ON posts (published_at DESC, id DESC);

-- ---------------------------------------------------------------- billing
CREATE TABLE pricings (
    id                      bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    uuid                    uuid NOT NULL UNIQUE,
    code                    text NOT NULL UNIQUE,
    name                    text NOT NULL,
    price                   integer NOT NULL CHECK (price >= 0),        -- cents, excl. tax
    price_incl              integer NOT NULL CHECK (price_incl >= 0),   -- cents, 20% VAT included
    job_offer_ads_amount    integer NOT NULL CHECK (job_offer_ads_amount > 0), -- ads, or days
    description             text NOT NULL DEFAULT '',
    is_pack                 boolean NOT NULL DEFAULT false,
    display_group           smallint NOT NULL CHECK (display_group IN (1, 2, 3)),
    sort_order              integer NOT NULL DEFAULT 0
);

CREATE TABLE discount_codes (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    code            text NOT NULL,
    percent_off     smallint NOT NULL CHECK (percent_off BETWEEN 1 AND 100),
    valid_until     timestamptz,
    created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX discount_codes_code_key ON discount_codes (upper(code));

CREATE TABLE orders (
    id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    uuid                uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
    pro_client_id       bigint NOT NULL REFERENCES pro_clients(id),
    user_id             bigint REFERENCES users(id) ON DELETE SET NULL,
    pricing_id          bigint NOT NULL REFERENCES pricings(id),
    job_offer_id        bigint REFERENCES job_offers(id),
    discount_code_id    bigint REFERENCES discount_codes(id),
    price               integer NOT NULL CHECK (price >= 0),
    price_incl          integer NOT NULL CHECK (price_incl >= 0),
    payment_method      text NOT NULL CHECK (payment_method IN ('card', 'transfer')),
    payment_intent_id   text UNIQUE,
    status              text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'failed', 'cancelled')),
    created_at          timestamptz NOT NULL DEFAULT now(),
    paid_at             timestamptz
);
CREATE INDEX orders_client_idx ON orders (pro_client_id, id DESC);

CREATE TABLE order_invoices (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    uuid        uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
    reference   text NOT NULL UNIQUE,
    order_id    bigint NOT NULL UNIQUE REFERENCES orders(id),
    created_at  timestamptz NOT NULL DEFAULT now()
);

-- ---------------------------------------------------------------- contact
CREATE TABLE contact_messages (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id     bigint REFERENCES users(id) ON DELETE SET NULL,
    subject     text NOT NULL,
    email       text NOT NULL,
    message     text NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT now()
);

-- ---------------------------------------------------------------- machinery
-- Every change to an offer (or to what its index document shows) appends a row here in the
-- same transaction; the indexer applies rows in id order and records how far it got.
CREATE TABLE index_outbox (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    job_offer_id    bigint NOT NULL,
    created_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE index_progress (
    index_name      text PRIMARY KEY,
    last_outbox_id  bigint NOT NULL DEFAULT 0,
    updated_at      timestamptz NOT NULL DEFAULT now()
);

-- Every mail is queued here first; the sender claims due rows with FOR UPDATE SKIP LOCKED,
-- retries with backoff and never deletes an unsent mail.
CREATE TABLE mail_queue (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    to_address      text NOT NULL,
    subject         text NOT NULL,
    text_body       text NOT NULL,
    html_body       text NOT NULL,
    status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent')),
    attempts        integer NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL DEFAULT now(),
    last_error      text,
    created_at      timestamptz NOT NULL DEFAULT now(),
    sent_at         timestamptz
);
CREATE INDEX mail_queue_due_idx ON mail_queue (next_attempt_at) WHERE status = 'pending';

-- Triggers keep the outbox true whatever code path changes an offer or what it shows.
CREATE FUNCTION outbox_offer_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO index_outbox (job_offer_id)
    VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.job_offer_id ELSE NEW.job_offer_id END);
    RETURN NULL;
END $$;

CREATE FUNCTION outbox_job_offer_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO index_outbox (job_offer_id) VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
    RETURN NULL;
END $$;

CREATE FUNCTION outbox_company_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO index_outbox (job_offer_id)
    SELECT o.id FROM job_offers o
    JOIN localized_companies lc ON lc.id = o.localized_company_id
    WHERE lc.company_id = NEW.id AND o.status <> -2;
    RETURN NULL;
END $$;

CREATE TRIGGER job_offers_outbox AFTER INSERT OR UPDATE OR DELETE ON job_offers
    FOR EACH ROW EXECUTE FUNCTION outbox_job_offer_changed();
CREATE TRIGGER job_offer_ads_outbox AFTER INSERT OR UPDATE OR DELETE ON job_offer_ads
    FOR EACH ROW EXECUTE FUNCTION outbox_offer_changed();
CREATE TRIGGER job_offer_types_outbox AFTER INSERT OR DELETE ON job_offer_types
    FOR EACH ROW EXECUTE FUNCTION outbox_offer_changed();
CREATE TRIGGER companies_outbox AFTER UPDATE OF name, presentation, logo_name ON companies
    FOR EACH ROW EXECUTE FUNCTION outbox_company_changed();
