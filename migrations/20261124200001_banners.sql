-- Home-page banners (pricings 4 and 5): the creative a company uploads, the banner its order
-- buys, the staff's review, and one counter row per banner and day (no personal data).

CREATE TABLE banner_creatives (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    pro_client_id   bigint NOT NULL REFERENCES pro_clients(id),
    image_name      text NOT NULL UNIQUE,
    width           integer NOT NULL,
    height          integer NOT NULL,
    created_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE banners (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    order_id        bigint NOT NULL UNIQUE REFERENCES orders(id),
    pro_client_id   bigint NOT NULL REFERENCES pro_clients(id),
    image_name      text NOT NULL,
    link            text NOT NULL CHECK (link ~ '^https?://' AND length(link) <= 500),
    alt             text NOT NULL CHECK (length(alt) BETWEEN 1 AND 150),
    -- The day the buyer chose, and the days bought.
    start_on        date NOT NULL,
    days            integer NOT NULL CHECK (days > 0),
    -- The days reserved, set when the order is paid (moved if approved late).
    runs_from       date,
    runs_until      date,
    review          text NOT NULL DEFAULT 'pending'
                    CHECK (review IN ('pending', 'approved', 'rejected')),
    review_reason   text CHECK (length(review_reason) <= 500),
    reviewed_at     timestamptz,
    created_at      timestamptz NOT NULL DEFAULT now(),
    CHECK ((runs_from IS NULL) = (runs_until IS NULL) AND runs_until >= runs_from
           OR runs_from IS NULL)
);
CREATE INDEX banners_running_idx ON banners (runs_until) WHERE review = 'approved';
CREATE INDEX banners_client_idx ON banners (pro_client_id, id DESC);

CREATE TABLE banner_daily_stats (
    banner_id       bigint NOT NULL REFERENCES banners(id) ON DELETE CASCADE,
    day             date NOT NULL,
    impressions     integer NOT NULL DEFAULT 0,
    clicks          integer NOT NULL DEFAULT 0,
    PRIMARY KEY (banner_id, day)
);
