-- The back-office's money screens (issue 19, docs/admin.md).
-- A pricing staff changed keeps its changes: the reference seeding skips it from then on.
ALTER TABLE pricings ADD COLUMN edited_by_staff_at timestamptz;
-- A promotion code staff disabled can no longer be used (its past orders keep it).
ALTER TABLE discount_codes ADD COLUMN disabled_at timestamptz;
-- The staff's order list filters by state and reads newest first.
CREATE INDEX IF NOT EXISTS orders_status_id_idx ON orders (status, id DESC);
