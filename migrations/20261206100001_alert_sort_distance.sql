-- « Trier par » gains « Distance » (issue 58, item 8): an alert made from a radius search in
-- that order keeps it for its link, as it keeps the others. The names are `search::sort`'s.
ALTER TABLE job_offer_alerts
    DROP CONSTRAINT job_offer_alerts_sort_check,
    ADD CONSTRAINT job_offer_alerts_sort_check
        CHECK (char_length(sort) <= 9 AND sort IN ('relevance', 'recent', 'pay', 'distance'));
