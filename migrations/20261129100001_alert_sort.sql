-- « Trier par » kept with an alert (issue 39): the order of the search it was saved from, so
-- the link of its mails opens the results in that order. What the alert finds and its key
-- (one alert per search) do not depend on it. The names are `search::sort`'s.
ALTER TABLE job_offer_alerts
    ADD COLUMN sort text NOT NULL DEFAULT 'relevance'
        CHECK (char_length(sort) <= 9 AND sort IN ('relevance', 'recent', 'pay'));
