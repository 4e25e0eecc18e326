//! Demo content (`migrations/data/demo.json`, see docs/content.md): companies, published
//! offers and HR-trend posts, dated relative to today so a newcomer sees a living site.
//! Loaded only when the database holds no user, offer or post, so it never mixes with
//! real data.

use std::collections::HashMap;

use anyhow::Context;
use chrono::{Duration, Utc};
use ensemblier_index::text::slug;
use serde::Deserialize;
use sqlx::{PgConnection, PgPool};

use crate::billing::URGENT_DAYS;
use crate::offers::{html::sanitize, status::OfferStatus, AD_DURATION_DAYS};

const DEMO: &str = include_str!("../../migrations/data/demo.json");

/// Ad credits each demo company starts with, so it can try publishing.
const DEMO_CREDITS: i32 = 5;

#[derive(Deserialize)]
struct DemoFile {
    companies: Vec<DemoCompany>,
    offers: Vec<DemoOffer>,
    posts: Vec<DemoPost>,
    partners: Vec<DemoPartner>,
    testimonials: Vec<DemoTestimonial>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct DemoPartner {
    name: String,
    logo_path: String,
    url: Option<String>,
}

#[derive(Deserialize)]
struct DemoTestimonial {
    author: String,
    role: String,
    quote: String,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct DemoCompany {
    key: String,
    name: String,
    presentation: String,
    email: String,
    contact_name: String,
    contact_job_title: String,
    phone_number: String,
    billing_address: String,
    notification_frequency: String,
    tag_words: Vec<String>,
    positions: Vec<String>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct DemoOffer {
    company: String,
    title: String,
    description: String,
    perfect_candidate_description: String,
    contract: String,
    types: Vec<String>,
    salary: String,
    position: String,
    locality_insee: String,
    address1: Option<String>,
    urgent: bool,
    days_ago: i64,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct DemoPost {
    slug: String,
    title: String,
    subtitle: String,
    intro: String,
    content: String,
    featured_image_path: String,
    days_ago: i64,
}

/// The demo company behind each key: its company and recruiter account.
struct Recruiter {
    company_id: i64,
    pro_account_id: i64,
    presentation: String,
}

/// Returns whether the demo content was loaded.
pub async fn seed_demo_if_empty(pool: &PgPool) -> anyhow::Result<bool> {
    let mut tx = pool.begin().await?;
    // Two seeds at once must not both find the database empty.
    sqlx::query!("LOCK TABLE users, job_offers, posts IN SHARE ROW EXCLUSIVE MODE")
        .execute(&mut *tx)
        .await?;
    let has_data: bool = sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM users) OR EXISTS (SELECT 1 FROM job_offers)
             OR EXISTS (SELECT 1 FROM posts) AS "exists!""#
    )
    .fetch_one(&mut *tx)
    .await?;
    if has_data {
        return Ok(false);
    }
    let demo: DemoFile = serde_json::from_str(DEMO).context("reading demo.json")?;
    let mut recruiters = HashMap::new();
    for company in &demo.companies {
        recruiters.insert(
            company.key.as_str(),
            insert_company(&mut tx, company).await?,
        );
    }
    for offer in &demo.offers {
        let recruiter = recruiters
            .get(offer.company.as_str())
            .with_context(|| format!("demo offer {:?} names an unknown company", offer.title))?;
        insert_offer(&mut tx, recruiter, offer)
            .await
            .with_context(|| format!("demo offer {:?}", offer.title))?;
    }
    for post in &demo.posts {
        sqlx::query!(
            "INSERT INTO posts (slug, title, subtitle, intro, content, featured_image_path, published_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7)",
            &post.slug,
            &post.title,
            &post.subtitle,
            &post.intro,
            &post.content,
            &post.featured_image_path,
            Utc::now() - Duration::days(post.days_ago) - Duration::hours(2)
        )
        .execute(&mut *tx)
        .await?;
    }
    for (position, partner) in (0i32..).zip(&demo.partners) {
        sqlx::query!(
            "INSERT INTO partners (name, logo_path, url, position) VALUES ($1, $2, $3, $4)",
            &partner.name,
            &partner.logo_path,
            partner.url.as_deref(),
            position
        )
        .execute(&mut *tx)
        .await?;
    }
    for (position, t) in (0i32..).zip(&demo.testimonials) {
        sqlx::query!(
            "INSERT INTO testimonials (author, role, quote, position) VALUES ($1, $2, $3, $4)",
            &t.author,
            &t.role,
            &t.quote,
            position
        )
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;
    Ok(true)
}

async fn insert_company(tx: &mut PgConnection, c: &DemoCompany) -> anyhow::Result<Recruiter> {
    let (firstname, lastname) = c
        .contact_name
        .split_once(' ')
        .unwrap_or((&c.contact_name, ""));
    // No password: demo recruiters cannot sign in until someone resets it.
    let user_id: i64 = sqlx::query_scalar!(
        "INSERT INTO users (email, firstname, lastname) VALUES ($1, $2, $3) RETURNING id",
        &c.email,
        firstname,
        lastname
    )
    .fetch_one(&mut *tx)
    .await?;
    let client_id: i64 = sqlx::query_scalar!("INSERT INTO pro_clients DEFAULT VALUES RETURNING id")
        .fetch_one(&mut *tx)
        .await?;
    let pro_account_id: i64 = sqlx::query_scalar!(
        "INSERT INTO pro_accounts (user_id, pro_client_id) VALUES ($1, $2) RETURNING id",
        user_id,
        client_id
    )
    .fetch_one(&mut *tx)
    .await?;
    sqlx::query!(
        "INSERT INTO wallets (pro_client_id, job_offer_ads_remaining) VALUES ($1, $2)",
        client_id,
        DEMO_CREDITS
    )
    .execute(&mut *tx)
    .await?;
    let company_id: i64 = sqlx::query_scalar!(
        "INSERT INTO companies (pro_client_id, name, presentation, billing_address, phone_number,
                                email, contact_name, contact_job_title, notification_frequency, tag_words)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id",
        client_id,
        &c.name,
        &c.presentation,
        &c.billing_address,
        &c.phone_number,
        &c.email,
        &c.contact_name,
        &c.contact_job_title,
        &c.notification_frequency,
        &c.tag_words
    )
    .fetch_one(&mut *tx)
    .await?;
    // Demo companies are real employers for the demo: verified, with fictive SIRETs.
    crate::companies::verification::seed_demo(&mut *tx, company_id, &c.name, &c.billing_address)
        .await
        .map_err(|e| anyhow::anyhow!(e.message()))?;
    sqlx::query!(
        "INSERT INTO company_job_positions (company_id, job_position_id)
         SELECT $1, id FROM job_positions WHERE code = ANY($2)",
        company_id,
        &c.positions
    )
    .execute(&mut *tx)
    .await?;
    Ok(Recruiter {
        company_id,
        pro_account_id,
        presentation: c.presentation.clone(),
    })
}

async fn insert_offer(tx: &mut PgConnection, r: &Recruiter, o: &DemoOffer) -> anyhow::Result<()> {
    let address_id: i64 = sqlx::query_scalar!(
        "INSERT INTO addresses (address1, locality_id)
         SELECT $1, id FROM localities WHERE insee_code = $2 RETURNING id",
        o.address1.as_deref().unwrap_or(""),
        &o.locality_insee
    )
    .fetch_optional(&mut *tx)
    .await?
    .with_context(|| format!("unknown INSEE code {}", o.locality_insee))?;
    let localized_company_id: i64 = sqlx::query_scalar!(
        "INSERT INTO localized_companies (company_id, address_id) VALUES ($1, $2) RETURNING id",
        r.company_id,
        address_id
    )
    .fetch_one(&mut *tx)
    .await?;
    let starts_at = Utc::now() - Duration::days(o.days_ago) - Duration::hours(1);
    let offer_id: i64 = sqlx::query_scalar!(
        "INSERT INTO job_offers (slug, title, company_presentation, description,
             perfect_candidate_description, status, contact_account_id, localized_company_id,
             job_salary_id, job_position_id, job_contract_id, created_at, updated_at,
             pay_min_cents, pay_max_cents, pay_period)
         SELECT $1, $2, $3, $4, $5, $12, $6, $7, s.id, p.id, c.id, $11, $11,
                -- A yearly range from the bracket (issue 36); « Moins de 20 000 € » and
                -- « Selon profil » stay as offers published before ranges.
                s.min_annual * 100,
                CASE WHEN s.min_annual IS NOT NULL THEN coalesce(s.max_annual, s.min_annual * 5 / 4) * 100 END,
                CASE WHEN s.min_annual IS NOT NULL THEN 'year' END
         FROM job_salaries s, job_positions p, job_contracts c
         WHERE s.code = $8 AND p.code = $9 AND c.code = $10
         RETURNING id",
        slug(&o.title),
        &o.title,
        // Stored like the form's texts: sanitised HTML.
        sanitize(&r.presentation),
        &o.description,
        &o.perfect_candidate_description,
        r.pro_account_id,
        localized_company_id,
        &o.salary,
        &o.position,
        &o.contract,
        starts_at,
        OfferStatus::Published.code()
    )
    .fetch_optional(&mut *tx)
    .await?
    .context("unknown salary, position or contract code")?;
    sqlx::query!(
        "INSERT INTO job_offer_types (job_offer_id, job_type_id)
         SELECT $1, id FROM job_types WHERE code = ANY($2)",
        offer_id,
        &o.types
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query!(
        "INSERT INTO job_offer_ads (job_offer_id, starts_at, ends_at, urgent, urgent_until)
         VALUES ($1, $2, $3, $4, $5)",
        offer_id,
        starts_at,
        starts_at + Duration::days(AD_DURATION_DAYS),
        o.urgent,
        o.urgent
            .then(|| starts_at + Duration::days(URGENT_DAYS.into())),
    )
    .execute(&mut *tx)
    .await?;
    Ok(())
}
