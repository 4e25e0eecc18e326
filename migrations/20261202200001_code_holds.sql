-- Issue 59: a promotion code's use is held by a pending order only until `code_held_until`,
-- set when the order is made (30 minutes for a card, 7 days for a transfer) and brought to now() when the same company makes a new
-- order with the code or pays another one (one hold per company). A use counts for good once
-- paid (billing::codes).
ALTER TABLE orders ADD COLUMN code_held_until timestamptz;
UPDATE orders SET code_held_until = created_at + CASE payment_method
        WHEN 'transfer' THEN interval '7 days' ELSE interval '2 hours' END
    WHERE discount_code_id IS NOT NULL AND status = 'pending';
CREATE INDEX orders_code_holds ON orders (discount_code_id, code_held_until)
    WHERE status = 'pending' AND discount_code_id IS NOT NULL;
