-- A promotion code's uses are counted at each order's creation under the code's row lock:
-- paid orders and pending ones within their hold (billing::codes). This index serves that count.
CREATE INDEX orders_code_holds_idx ON orders (discount_code_id, pro_client_id)
    WHERE discount_code_id IS NOT NULL AND status IN ('paid', 'pending');
