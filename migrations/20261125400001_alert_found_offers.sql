-- Job alerts at scale (issue 16: the whole 1d job at 100,000 alerts and 1,000 new offers
-- in ≤ 5 s). Two changes, decisions in docs/alerts.md ("Storage at scale"):
--
-- 1. An alert's criteria are also stored on its row, as sorted arrays, written by the alert's
--    own writes (`alerts::create`): the jobs read 100,000 alerts from one table instead of
--    joining eight. The link tables stay (they hold the foreign keys).
-- 2. The matcher's pairs are stored as one row per (alert, run) holding the array of the
--    run's offers for that alert (100,000 rows a run, not 4 million); mailing marks a row.
--    The old table of one row per pair is migrated, then replaced by a view of the same name
--    and columns that unnests the arrays (reports and tests read it).

ALTER TABLE job_offer_alerts
    ADD COLUMN regions     bigint[] NOT NULL DEFAULT '{}',
    ADD COLUMN departments bigint[] NOT NULL DEFAULT '{}',
    ADD COLUMN cities      bigint[] NOT NULL DEFAULT '{}',
    ADD COLUMN districts   bigint[] NOT NULL DEFAULT '{}',
    ADD COLUMN contracts   bigint[] NOT NULL DEFAULT '{}',
    ADD COLUMN types       bigint[] NOT NULL DEFAULT '{}',
    ADD COLUMN salaries    bigint[] NOT NULL DEFAULT '{}',
    ADD COLUMN positions   bigint[] NOT NULL DEFAULT '{}';

UPDATE job_offer_alerts a SET
  regions = ARRAY(SELECT x.region_id FROM job_offer_alert_regions x WHERE x.alert_id = a.id ORDER BY 1),
  departments = ARRAY(SELECT x.department_id FROM job_offer_alert_departments x WHERE x.alert_id = a.id ORDER BY 1),
  cities = ARRAY(SELECT x.locality_id FROM job_offer_alert_localities x JOIN localities l ON l.id = x.locality_id
                 WHERE x.alert_id = a.id AND l.city_id IS NULL ORDER BY 1),
  districts = ARRAY(SELECT x.locality_id FROM job_offer_alert_localities x JOIN localities l ON l.id = x.locality_id
                    WHERE x.alert_id = a.id AND l.city_id IS NOT NULL ORDER BY 1),
  contracts = ARRAY(SELECT x.job_contract_id FROM job_offer_alert_job_contracts x WHERE x.alert_id = a.id ORDER BY 1),
  types = ARRAY(SELECT x.job_type_id FROM job_offer_alert_job_types x WHERE x.alert_id = a.id ORDER BY 1),
  salaries = ARRAY(SELECT x.job_salary_id FROM job_offer_alert_job_salaries x WHERE x.alert_id = a.id ORDER BY 1),
  positions = ARRAY(SELECT x.job_position_id FROM job_offer_alert_job_positions x WHERE x.alert_id = a.id ORDER BY 1);

-- A matching run: its id numbers the rows it wrote and the offers it examined.
CREATE SEQUENCE job_offer_alert_run_seq;

-- What a run found for an alert: the offers, by id. `mailed_at` is set in the transaction that
-- queues the mail holding them. Offers not public at mailing time are split off into a new
-- pending row of the same run (they wait, as the pairs did).
CREATE TABLE job_offer_alert_found (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    run_id          bigint NOT NULL,
    alert_id        bigint NOT NULL REFERENCES job_offer_alerts(id) ON DELETE CASCADE,
    offer_ids       bigint[] NOT NULL,
    matched_at      timestamptz NOT NULL DEFAULT now(),
    mailed_at       timestamptz
);
CREATE INDEX job_offer_alert_found_pending_idx ON job_offer_alert_found (matched_at)
    WHERE mailed_at IS NULL;
CREATE INDEX job_offer_alert_found_run_idx ON job_offer_alert_found (run_id);
CREATE INDEX job_offer_alert_found_alert_idx ON job_offer_alert_found (alert_id);
CREATE INDEX job_offer_alert_found_mailed_idx ON job_offer_alert_found (mailed_at)
    WHERE mailed_at IS NOT NULL;

-- The offers each run examined, kept for ever (about a thousand rows a busy day): an offer
-- examined again (an alert moved from 1d to 7d, an ad published again after the 30 days of
-- `job_offer_alert_examined`) finds the runs that already examined it, and the pairs of those
-- runs are not stored again. A pair is thus stored, hence mailed, once, ever.
CREATE TABLE job_offer_alert_run_offers (
    job_offer_id    bigint NOT NULL,
    run_id          bigint NOT NULL,
    PRIMARY KEY (job_offer_id, run_id)
);

-- The pairs of before: one migrated run for those mailed, one for those pending.
DO $$
DECLARE
  mailed_run bigint := nextval('job_offer_alert_run_seq');
  pending_run bigint := nextval('job_offer_alert_run_seq');
BEGIN
  INSERT INTO job_offer_alert_found (run_id, alert_id, offer_ids, matched_at, mailed_at)
    SELECT CASE WHEN m.mailed_at IS NULL THEN pending_run ELSE mailed_run END, m.alert_id,
           array_agg(m.job_offer_id ORDER BY m.job_offer_id), min(m.matched_at), max(m.mailed_at)
    FROM job_offer_alert_matches m GROUP BY 1, 2;
  INSERT INTO job_offer_alert_run_offers (job_offer_id, run_id)
    SELECT DISTINCT m.job_offer_id, CASE WHEN m.mailed_at IS NULL THEN pending_run ELSE mailed_run END
    FROM job_offer_alert_matches m;
END $$;

DROP TABLE job_offer_alert_matches;

-- The pairs, as before (admin numbers, tests): one row per (alert, offer).
CREATE VIEW job_offer_alert_matches AS
  SELECT f.alert_id, o.job_offer_id, f.matched_at, f.mailed_at
  FROM job_offer_alert_found f CROSS JOIN LATERAL unnest(f.offer_ids) AS o(job_offer_id);
