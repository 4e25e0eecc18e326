-- Synthetic French offers for the load scenario: :offers published offers from 60 companies,
-- over real towns weighted towards the biggest, real positions, contracts, types and salaries.
-- psql -v offers=100000 -f benches/load/offers.sql
\set ON_ERROR_STOP on
SET synchronous_commit = off;
-- psql variables do not reach inside DO blocks: hand the count over as a setting.
SELECT set_config('bench.offers', :'offers', false) \gset

CREATE TEMP TABLE words AS SELECT
  ARRAY['Ébéniste', 'Tapissier décorateur', 'Architecte d''intérieur', 'Décoratrice d''intérieur', 'Peintre en décor',
        'Staffeur ornemaniste', 'Doreur sur bois', 'Visual merchandiser', 'Vendeuse conseil en décoration',
        'Chef de projet agencement', 'Dessinateur-projeteur', 'Menuisier agenceur', 'Céramiste', 'Vitrailliste',
        'Scénographe', 'Designer mobilier', 'Restauratrice de meubles', 'Couturière en décoration', 'Marqueteur',
        'Responsable de boutique décoration', 'Conducteur de travaux second œuvre', 'Home stager', 'Mosaïste',
        'Designer textile', 'Régisseur plateau', 'Métallier d''art', 'Laqueur', 'Patineuse', 'Brodeur', 'Lissier'] AS titles,
  ARRAY['confirmé(e)', 'H/F', 'junior', 'senior', 'en atelier', 'pour chantiers haut de gamme', 'CDI', 'création'] AS suffixes,
  ARRAY['<p>Notre atelier restaure et crée du mobilier pour une clientèle exigeante de particuliers, d''architectes et de maisons de luxe.</p>',
        '<p>Au sein d''une équipe de huit artisans, vous prenez en charge les projets de la prise de cotes à la pose sur chantier.</p>',
        '<ul><li>Réfection de sièges anciens et contemporains</li><li>Garnitures traditionnelles et mousses</li><li>Couture de rideaux et tentures</li></ul>',
        '<p>Vous accompagnez nos clients dans le choix des matières, des couleurs et des luminaires, et suivez les commandes jusqu''à la livraison.</p>',
        '<p>Maîtrise des logiciels de dessin (AutoCAD, SketchUp) appréciée ; sens du détail et goût du travail bien fait indispensables.</p>',
        '<p>Poste basé dans nos ateliers, déplacements ponctuels sur les chantiers de la région. Mutuelle, tickets restaurant, 13e mois.</p>',
        '<p>La marqueterie, la dorure à la feuille et la patine font partie de notre quotidien : vous aimez transmettre et apprendre.</p>',
        '<p>Rejoignez une agence d''architecture intérieure reconnue pour ses projets résidentiels et ses hôtels de caractère.</p>'] AS paragraphs;

DO $$
DECLARE
  n integer := current_setting('bench.offers')::integer;
  w record;
  towns bigint[];
  positions bigint[];
  contracts bigint[];
  types bigint[];
  salaries bigint[];
  accounts bigint[];
  companies bigint[];
  i integer;
  k integer;
  address bigint;
  place bigint;
  offer bigint;
  start timestamptz;
BEGIN
  SELECT * INTO w FROM words;
  SELECT array_agg(id ORDER BY population DESC) INTO towns FROM (SELECT id, population FROM localities ORDER BY population DESC LIMIT 3000) t;
  SELECT array_agg(id) INTO positions FROM job_positions WHERE depth = 3;
  SELECT array_agg(id) INTO contracts FROM job_contracts;
  SELECT array_agg(id) INTO types FROM job_types;
  SELECT array_agg(id) INTO salaries FROM job_salaries;
  FOR i IN 1..60 LOOP
    WITH u AS (INSERT INTO users (email, firstname, lastname) VALUES ('charge-' || i || '-' || md5(random()::text) || '@exemple.fr', 'Claire', 'Dubois') RETURNING id),
         c AS (INSERT INTO pro_clients DEFAULT VALUES RETURNING id),
         p AS (INSERT INTO pro_accounts (user_id, pro_client_id) SELECT u.id, c.id FROM u, c RETURNING id, pro_client_id),
         co AS (INSERT INTO companies (pro_client_id, name, presentation)
                SELECT p.pro_client_id, 'Atelier ' || w.titles[1 + (i % 30)] || ' ' || i, w.paragraphs[1 + (i % 8)] FROM p RETURNING id)
    SELECT array_append(accounts, (SELECT id FROM p)), array_append(companies, (SELECT id FROM co)) INTO accounts, companies;
  END LOOP;
  FOR i IN 1..n LOOP
    k := 1 + (i % 60);
    place := towns[1 + floor(power(random(), 3) * 3000)::int];
    INSERT INTO addresses (locality_id) VALUES (place) RETURNING id INTO address;
    INSERT INTO localized_companies (company_id, address_id) VALUES (companies[k], address) RETURNING id INTO address;
    INSERT INTO job_offers (slug, title, company_presentation, description, perfect_candidate_description, status,
                            contact_account_id, localized_company_id, job_salary_id, job_position_id, job_contract_id)
    VALUES ('offre', w.titles[1 + floor(random() * 30)::int] || ' ' || w.suffixes[1 + floor(random() * 8)::int],
            w.paragraphs[1 + floor(random() * 8)::int],
            w.paragraphs[1 + floor(random() * 8)::int] || w.paragraphs[1 + floor(random() * 8)::int] || w.paragraphs[1 + floor(random() * 8)::int],
            w.paragraphs[1 + floor(random() * 8)::int], 2, accounts[k], address,
            salaries[1 + floor(random() * array_length(salaries, 1))::int],
            positions[1 + floor(random() * array_length(positions, 1))::int],
            contracts[1 + floor(power(random(), 2) * array_length(contracts, 1))::int])
    RETURNING id INTO offer;
    INSERT INTO job_offer_types (job_offer_id, job_type_id) VALUES (offer, types[1 + floor(random() * array_length(types, 1))::int]);
    start := now() - random() * interval '28 days';
    INSERT INTO job_offer_ads (job_offer_id, starts_at, ends_at, urgent, urgent_until)
    VALUES (offer, start, start + interval '30 days', random() < 0.03, start + interval '10 days');
  END LOOP;
END $$;
