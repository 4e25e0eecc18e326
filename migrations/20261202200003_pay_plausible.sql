-- Issue 59: the most a range may say for its period (`offers::pay::PayPeriod::max_cents`):
-- 300 € an hour, 50,000 € a month, 600,000 € a year. NOT VALID: every new or changed offer is
-- checked; an existing row over it stays until it is edited (none is expected: the form gave
-- 1,000,000 € at most).
ALTER TABLE job_offers ADD CONSTRAINT job_offers_pay_plausible CHECK (
    pay_max_cents <= CASE pay_period WHEN 'hour' THEN 30000 WHEN 'month' THEN 5000000
                                     ELSE 60000000 END) NOT VALID;
