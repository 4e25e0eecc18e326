-- The 1d alert job's bench (issue 16): :alerts enabled 1d alerts over realistic candidates
-- (one to six alerts each, three on average), shaped like `synthetic::alerts` of the matcher's
-- bench: 60 % with one or two trade words, most with one place (a tenth with none, a tenth
-- with two; a city, department or region drawn by population), a third with a contract, a
-- fifth with a position family, a tenth with a salary.
-- psql -v alerts=100000 -f benches/alert_job.sql   (after benches/load/offers.sql)
\set ON_ERROR_STOP on
SET synchronous_commit = off;
SELECT set_config('bench.alerts', :'alerts', false) \gset

CREATE TEMP TABLE bench_words AS SELECT ARRAY['ébéniste', 'tapissier', 'décoratrice', 'architecte intérieur',
  'peintre décor', 'staffeur', 'doreur', 'visual merchandiser', 'agencement', 'menuisier',
  'restauration mobilier', 'showroom', 'céramiste', 'scénographe', 'marqueteur', 'home stager',
  'designer', 'vendeuse', 'projeteur', 'laqueur', 'vitrailliste', 'couturière', 'mosaïste', 'brodeur'] AS words;

DO $$
DECLARE
  n integer := current_setting('bench.alerts')::integer;
  words text[];
  towns bigint[];
  families bigint[];
  contracts bigint[];
  salaries bigint[];
  made integer := 0;
  candidate bigint;
  k integer;
  i integer;
  alert bigint;
  terms text;
  town bigint;
  places integer;
BEGIN
  SELECT b.words INTO words FROM bench_words b;
  SELECT array_agg(id ORDER BY population DESC) INTO towns
    FROM (SELECT id, population FROM localities WHERE city_id IS NULL ORDER BY population DESC LIMIT 3000) t;
  SELECT array_agg(id) INTO families FROM job_positions WHERE depth = 1;
  SELECT array_agg(id) INTO contracts FROM job_contracts;
  SELECT array_agg(id) INTO salaries FROM job_salaries;
  WHILE made < n LOOP
    INSERT INTO users (email, firstname, lastname)
      VALUES ('alerte-' || made || '@exemple.fr', 'Léa', 'Martin') RETURNING id INTO candidate;
    INSERT INTO candidates (user_id) VALUES (candidate) RETURNING id INTO candidate;
    k := least(n - made, 1 + floor(random() * 6)::int);
    FOR i IN 1..k LOOP
      terms := '';
      IF random() < 0.6 THEN
        terms := words[1 + floor(random() * 24)::int];
        IF random() < 0.2 THEN terms := terms || ' ' || words[1 + floor(random() * 24)::int]; END IF;
      END IF;
      INSERT INTO job_offer_alerts (candidate_id, terms, search_key, last_run_at, created_at)
        VALUES (candidate, terms, 'bench-' || i, now() - interval '3 days', now() - interval '3 days')
        RETURNING id INTO alert;
      places := CASE floor(random() * 10)::int WHEN 0 THEN 0 WHEN 1 THEN 2 ELSE 1 END;
      FOR p IN 1..places LOOP
        town := towns[1 + floor(power(random(), 3) * 3000)::int];
        CASE floor(random() * 3)::int
          WHEN 0 THEN INSERT INTO job_offer_alert_localities VALUES (alert, town) ON CONFLICT DO NOTHING;
          WHEN 1 THEN INSERT INTO job_offer_alert_departments
                      SELECT alert, department_id FROM localities WHERE id = town ON CONFLICT DO NOTHING;
          ELSE INSERT INTO job_offer_alert_regions
               SELECT alert, d.region_id FROM localities l JOIN departments d ON d.id = l.department_id
               WHERE l.id = town ON CONFLICT DO NOTHING;
        END CASE;
      END LOOP;
      IF random() < 0.33 THEN
        INSERT INTO job_offer_alert_job_contracts
          VALUES (alert, contracts[1 + floor(power(random(), 2) * array_length(contracts, 1))::int]);
      END IF;
      IF random() < 0.2 THEN
        INSERT INTO job_offer_alert_job_positions
          VALUES (alert, families[1 + floor(random() * array_length(families, 1))::int]);
      END IF;
      IF random() < 0.1 THEN
        INSERT INTO job_offer_alert_job_salaries
          VALUES (alert, salaries[1 + floor(random() * array_length(salaries, 1))::int]);
      END IF;
      made := made + 1;
    END LOOP;
  END LOOP;
END $$;

-- The criteria on the alert's row, as `alerts::create` writes them (what the jobs read).
UPDATE job_offer_alerts a SET
  regions = ARRAY(SELECT x.region_id FROM job_offer_alert_regions x WHERE x.alert_id = a.id ORDER BY 1),
  departments = ARRAY(SELECT x.department_id FROM job_offer_alert_departments x WHERE x.alert_id = a.id ORDER BY 1),
  cities = ARRAY(SELECT x.locality_id FROM job_offer_alert_localities x WHERE x.alert_id = a.id ORDER BY 1),
  contracts = ARRAY(SELECT x.job_contract_id FROM job_offer_alert_job_contracts x WHERE x.alert_id = a.id ORDER BY 1),
  salaries = ARRAY(SELECT x.job_salary_id FROM job_offer_alert_job_salaries x WHERE x.alert_id = a.id ORDER BY 1),
  positions = ARRAY(SELECT x.job_position_id FROM job_offer_alert_job_positions x WHERE x.alert_id = a.id ORDER BY 1);
