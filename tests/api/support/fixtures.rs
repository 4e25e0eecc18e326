//! Records written straight into the database, for tests of what reads them.

use sqlx::PgPool;

/// A company (with its recruiter account) named `name`; returns the company id.
pub async fn company(pool: &PgPool, name: &str) -> i64 {
    sqlx::query_scalar(
        "WITH u AS (INSERT INTO users (email, firstname, lastname) VALUES ($2, 'Claire', 'Dubois') RETURNING id),
              c AS (INSERT INTO pro_clients DEFAULT VALUES RETURNING id),
              p AS (INSERT INTO pro_accounts (user_id, pro_client_id) SELECT u.id, c.id FROM u, c RETURNING id)
         INSERT INTO companies (pro_client_id, name, presentation) SELECT c.id, $1, 'Atelier de décoration.' FROM c, p
         RETURNING id",
    )
    .bind(name)
    .bind(format!("rh-{}@exemple.fr", uuid::Uuid::new_v4().simple()))
    .fetch_one(pool)
    .await
    .expect("a company")
}

/// `company` holds a SIRET the directory verified (publishing and buying need one).
pub async fn verified(pool: &PgPool, company: i64) {
    sqlx::query(
        "INSERT INTO company_verifications (company_id, siret, status, legal_name, verified_at)
         VALUES ($1, '73282932000074', 'verified', 'ATELIER DE TEST', now())",
    )
    .bind(company)
    .execute(pool)
    .await
    .expect("a verified SIRET");
}

pub struct Offer<'a> {
    pub company_id: i64,
    pub title: &'a str,
    pub description: &'a str,
    pub insee: &'a str,
    pub contract: &'a str,
    pub position: &'a str,
    pub status: i16,
    pub days_ago: i32,
    pub urgent: bool,
}

impl Default for Offer<'_> {
    fn default() -> Self {
        Self {
            company_id: 0,
            title: "Offre",
            description: "<p>Une belle maison.</p>",
            insee: "75111",
            contract: "cdi",
            position: "",
            status: 2,
            days_ago: 1,
            urgent: false,
        }
    }
}

/// One published offer of the company per title, in order; their ids.
pub async fn offers(pool: &PgPool, company_id: i64, titles: &[&str]) -> Vec<i64> {
    let mut ids = Vec::new();
    for &title in titles {
        let offer = Offer {
            company_id,
            title,
            ..Offer::default()
        };
        ids.push(self::offer(pool, offer).await);
    }
    ids
}

/// An offer with its ad (30 days from `days_ago`); `position` is a code, or the first job.
pub async fn offer(pool: &PgPool, offer: Offer<'_>) -> i64 {
    sqlx::query_scalar(
        "WITH a AS (INSERT INTO addresses (locality_id) SELECT id FROM localities WHERE insee_code = $3 RETURNING id),
              lc AS (INSERT INTO localized_companies (company_id, address_id) SELECT $1, a.id FROM a RETURNING id),
              o AS (INSERT INTO job_offers (slug, title, company_presentation, description, perfect_candidate_description,
                        status, contact_account_id, localized_company_id, job_salary_id, job_position_id, job_contract_id,
                        pay_min_cents, pay_max_cents, pay_period)
                    SELECT 'offre', $2, 'Présentation', $4, 'Passionné(e), H/F.', $7,
                           (SELECT p.id FROM pro_accounts p JOIN companies c ON c.pro_client_id = p.pro_client_id WHERE c.id = $1 LIMIT 1),
                           lc.id, (SELECT min(id) FROM job_salaries),
                           coalesce((SELECT id FROM job_positions WHERE code = $6), (SELECT min(id) FROM job_positions WHERE depth = 3)),
                           (SELECT id FROM job_contracts WHERE code = $5),
                           -- A draft states its range, as the form writes new offers; a live
                           -- offer is one published before ranges (issue 36).
                           CASE WHEN $7 = 0 THEN 2600000 END, CASE WHEN $7 = 0 THEN 3000000 END,
                           CASE WHEN $7 = 0 THEN 'year' END
                    FROM lc RETURNING id),
              ad AS (INSERT INTO job_offer_ads (job_offer_id, starts_at, ends_at, urgent, urgent_until)
                     SELECT o.id, now() - make_interval(days => $8), now() - make_interval(days => $8) + interval '30 days',
                            $9, CASE WHEN $9 THEN now() + interval '5 days' END
                     FROM o WHERE $7 <> 0)
         SELECT id FROM o",
    )
    .bind(offer.company_id)
    .bind(offer.title)
    .bind(offer.insee)
    .bind(offer.description)
    .bind(offer.contract)
    .bind(offer.position)
    .bind(offer.status)
    .bind(offer.days_ago)
    .bind(offer.urgent)
    .fetch_one(pool)
    .await
    .expect("an offer")
}
