-- « Salaire » is one filter of the search since issue 58 (item 7): the floor an offer's gross
-- range reaches (`min_pay`, one of `ensemblier_index::PAY_FLOORS`); the pay brackets left it.
-- An alert is exactly the search its link opens, so an alert saved with brackets becomes:
-- - the floor of its lowest bracket (the highest floor at or below that bracket's minimum),
--   unless it already has a floor (kept) or one of its brackets has no minimum (« Selon
--   profil », « Moins de … »: no floor, the alert widens rather than loses offers);
-- - without its brackets, its key rewritten as `Criteria::key` writes it (`|s|p…`, then `|m`).
-- A converted alert equal to another of the same candidate is that one: the older is kept.
CREATE TEMPORARY TABLE bracket_alerts ON COMMIT DROP AS
SELECT a.id,
       a.candidate_id,
       COALESCE(a.min_pay, CASE WHEN bool_or(s.min_annual IS NULL) THEN NULL ELSE (
           SELECT max(f) FROM unnest(ARRAY[20000, 25000, 30000, 35000, 40000, 45000, 50000, 60000]) f
            WHERE f <= min(s.min_annual)) END) AS min_pay
  FROM job_offer_alerts a
  JOIN job_salaries s ON s.id = ANY (a.salaries)
 GROUP BY a.id;

ALTER TABLE bracket_alerts ADD COLUMN search_key text;
UPDATE bracket_alerts b
   SET search_key = regexp_replace(
           a.search_key,
           '\|s[0-9,]*\|p([0-9,]*)(\|m[0-9]+)?((\|n[0-9]+)?(\|l)?)$',
           '|s|p\1' || COALESCE('|m' || b.min_pay, '') || '\3')
  FROM job_offer_alerts a
 WHERE a.id = b.id;

-- The converted alerts that repeat an alert of their candidate (another, or an older converted one).
DELETE FROM job_offer_alerts a
 USING bracket_alerts b
 WHERE a.id = b.id
   AND EXISTS (SELECT 1 FROM job_offer_alerts o
                WHERE o.candidate_id = b.candidate_id AND o.id <> b.id
                  AND (o.search_key = b.search_key AND o.id NOT IN (SELECT id FROM bracket_alerts)
                       OR o.id < b.id AND o.id IN (SELECT x.id FROM bracket_alerts x WHERE x.search_key = b.search_key)));

UPDATE job_offer_alerts a
   SET min_pay = b.min_pay, salaries = '{}', search_key = b.search_key
  FROM bracket_alerts b
 WHERE a.id = b.id;

DELETE FROM job_offer_alert_job_salaries;
