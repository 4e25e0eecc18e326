-- Billing: orders with server-computed amounts, promotion codes with limits, the local test
-- payment provider's intents, and the gapless invoice counter.

-- Promotion codes: a percentage or an amount off (cents excl. tax), validity dates, limits,
-- optionally restricted to some pricings.
ALTER TABLE discount_codes ALTER COLUMN percent_off DROP NOT NULL;
ALTER TABLE discount_codes
    ADD COLUMN amount_off           integer CHECK (amount_off > 0),
    ADD COLUMN valid_from           timestamptz,
    ADD COLUMN max_uses             integer CHECK (max_uses > 0),
    ADD COLUMN max_uses_per_client  integer CHECK (max_uses_per_client > 0),
    ADD COLUMN pricing_ids          bigint[] NOT NULL DEFAULT '{}',
    ADD CONSTRAINT discount_codes_one_kind CHECK ((percent_off IS NULL) <> (amount_off IS NULL));

-- Orders: the amounts are the server's (price and discount excl. tax, VAT, total incl. tax);
-- the reference goes on a bank transfer. An order is paid once: `status` moves from
-- 'pending' to 'paid' in one conditional UPDATE, and its effects run in that transaction.
ALTER TABLE orders
    ADD COLUMN reference    text,
    ADD COLUMN discount     integer NOT NULL DEFAULT 0 CHECK (discount >= 0),
    ADD COLUMN vat          integer NOT NULL DEFAULT 0 CHECK (vat >= 0),
    ADD COLUMN quantity     integer NOT NULL DEFAULT 1 CHECK (quantity > 0),
    ADD COLUMN last_error   text;
UPDATE orders SET reference = 'ENS-' || upper(substr(replace(uuid::text, '-', ''), 1, 10))
    WHERE reference IS NULL;
ALTER TABLE orders ALTER COLUMN reference SET NOT NULL;
ALTER TABLE orders ADD CONSTRAINT orders_reference_key UNIQUE (reference);
-- `price` is the price excl. tax before the discount; price - discount + vat = price_incl.
ALTER TABLE orders ADD CONSTRAINT orders_amounts_add_up
    CHECK (discount <= price AND price - discount + vat = price_incl);
CREATE INDEX orders_discount_idx ON orders (discount_code_id, pro_client_id) WHERE status = 'paid';

-- The local payment provider (no Stripe keys): its own store, as Stripe keeps its intents.
CREATE TABLE local_payment_intents (
    id              text PRIMARY KEY,
    client_secret   text NOT NULL UNIQUE,
    amount          integer NOT NULL CHECK (amount > 0),
    description     text NOT NULL,
    metadata        jsonb NOT NULL DEFAULT '{}',
    status          text NOT NULL DEFAULT 'requires_payment_method'
                    CHECK (status IN ('requires_payment_method', 'succeeded')),
    last_error      text,
    created_at      timestamptz NOT NULL DEFAULT now()
);

-- Invoice numbers: one counter per year, taken in the transaction that pays the order, so
-- numbers follow the commit order without gaps (a rolled-back payment gives its number back).
CREATE TABLE invoice_counters (
    year    integer PRIMARY KEY,
    last    integer NOT NULL CHECK (last > 0)
);
ALTER TABLE order_invoices
    ADD COLUMN year     integer,
    ADD COLUMN number   integer;
ALTER TABLE order_invoices ADD CONSTRAINT order_invoices_number_key UNIQUE (year, number);
