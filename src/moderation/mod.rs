//! Moderation: removing offers for one of the terms' reasons, suspending companies, and what
//! staff see coming (docs/moderation.md).
use sqlx::PgPool;

use crate::{
    admin::audit::{self, Actor, Change},
    error::{AppError, AppResult, ErrorCode},
    mail::{self, templates, Mailer},
    offers::{
        read::{self, OfferRow},
        status::OfferStatus,
        wording::{self, Flag, OfferTexts},
    },
};

/// Domains of personal (consumer) mailboxes: an offer's text or a company's account using
/// one is flagged (the terms ask for a professional address). Compared lowercased.
pub const PERSONAL_EMAIL_DOMAINS: &[&str] = &[
    "gmail.com",
    "googlemail.com",
    "hotmail.com",
    "hotmail.fr",
    "live.com",
    "live.fr",
    "outlook.com",
    "outlook.fr",
    "msn.com",
    "yahoo.com",
    "yahoo.fr",
    "ymail.com",
    "aol.com",
    "aol.fr",
    "icloud.com",
    "me.com",
    "mac.com",
    "orange.fr",
    "wanadoo.fr",
    "free.fr",
    "sfr.fr",
    "neuf.fr",
    "bbox.fr",
    "laposte.net",
    "numericable.fr",
    "club-internet.fr",
    "gmx.fr",
    "gmx.com",
    "protonmail.com",
    "proton.me",
];

/// Whether `domain` (of an address) is a personal mailbox's.
pub fn is_personal_email_domain(domain: &str) -> bool {
    let domain = domain.trim().trim_end_matches('.').to_ascii_lowercase();
    PERSONAL_EMAIL_DOMAINS.contains(&domain.as_str())
}

/// Whether the address `email` is at a personal mailbox.
pub fn is_personal_email(email: &str) -> bool {
    email
        .rsplit_once('@')
        .is_some_and(|(_, domain)| is_personal_email_domain(domain))
}

/// The terms' reasons to remove an ad (spec, Terms): nothing is refunded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    DiscriminatingContent,
    UnidentifiedCompany,
    PersonalEmail,
    Scam,
}

impl Reason {
    pub const ALL: [Reason; 4] = [
        Self::DiscriminatingContent,
        Self::UnidentifiedCompany,
        Self::PersonalEmail,
        Self::Scam,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Self::DiscriminatingContent => "DISCRIMINATING_CONTENT",
            Self::UnidentifiedCompany => "UNIDENTIFIED_COMPANY",
            Self::PersonalEmail => "PERSONAL_EMAIL",
            Self::Scam => "SCAM",
        }
    }

    /// The reason as the company reads it.
    pub fn label(self) -> &'static str {
        match self {
            Self::DiscriminatingContent => "contenu discriminatoire",
            Self::UnidentifiedCompany => "entreprise non identifiée",
            Self::PersonalEmail => "adresse e-mail personnelle sur le compte",
            Self::Scam => "arnaque ou demande d'avance d'argent",
        }
    }

    /// Reads a code (`DISCRIMINATING_CONTENT`) or a label (« contenu discriminatoire »).
    pub fn parse(value: &str) -> AppResult<Self> {
        let value = value.trim();
        Self::ALL
            .into_iter()
            .find(|reason| {
                reason.code().eq_ignore_ascii_case(value) || reason.label() == value.to_lowercase()
            })
            .ok_or_else(|| {
                AppError::invalid(
                    ErrorCode::InvalidReason,
                    "Choisissez un des motifs des conditions générales.",
                )
            })
    }
}

/// What a removal changed (for the audit log and the CLI).
#[derive(Clone, Debug)]
pub struct Removal {
    pub offer_id: i64,
    pub title: String,
    pub status_before: i16,
    pub mailed_to: String,
}

/// Removes an offer for `reason`: deleted at once (the outbox takes it out of the index in
/// the same transaction), the reason kept, the company mailed, the action audit-logged; no
/// credit comes back. `actor`: a staff member, or the command line.
pub async fn remove_offer(
    pool: &PgPool,
    mailer: &Mailer,
    offer_id: i64,
    reason: Reason,
    actor: Actor<'_>,
) -> AppResult<Removal> {
    let mut tx = pool.begin().await?;
    let found: Option<(String, i16, String, String, bool)> = sqlx::query_as(&format!(
        "SELECT o.title, o.status, u.email, u.firstname, {} FROM job_offers o
         JOIN pro_accounts pa ON pa.id = o.contact_account_id
         JOIN users u ON u.id = pa.user_id
         WHERE o.id = $1 FOR UPDATE OF o",
        mail::confirmed("u")
    ))
    .bind(offer_id)
    .fetch_optional(&mut *tx)
    .await?;
    let Some((title, status, email, firstname, confirmed)) = found else {
        return Err(AppError::NotFound);
    };
    if status == OfferStatus::Deleted.code() {
        return Err(AppError::NotFound);
    }
    sqlx::query("UPDATE job_offers SET status = $2, updated_at = now() WHERE id = $1")
        .bind(offer_id)
        .bind(OfferStatus::Deleted.code())
        .execute(&mut *tx)
        .await?;
    sqlx::query(
        "INSERT INTO offer_removals (job_offer_id, reason, removed_by) VALUES ($1, $2, $3)
         ON CONFLICT (job_offer_id) DO UPDATE SET reason = $2, removed_by = $3, removed_at = now()",
    )
    .bind(offer_id)
    .bind(reason.code())
    .bind(actor.user_id())
    .execute(&mut *tx)
    .await?;
    // Only to a proven address (a published offer's recruiter has confirmed hers).
    if confirmed {
        let terms = mailer.link("/conditions");
        mailer
            .queue(
                &mut tx,
                templates::offer_removed(&email, &firstname, &title, reason.label(), &terms),
            )
            .await?;
    }
    let change = Change::new("job_offer.remove", "job_offer", offer_id)
        .before(&serde_json::json!({ "title": title, "status": status }))
        .after(&serde_json::json!({
            "title": title,
            "status": OfferStatus::Deleted.code(),
            "reason": reason.code(),
            "mailed_to": email,
        }));
    audit::record(&mut tx, actor, change).await?;
    tx.commit().await?;
    Ok(Removal {
        offer_id,
        title,
        status_before: status,
        mailed_to: email,
    })
}

/// The message a suspended company's user reads when signing in.
pub const SUSPENDED: &str = "Votre compte entreprise est suspendu : vous ne pouvez plus vous connecter. Écrivez-nous depuis la page Contact pour en savoir plus.";

/// Whether `user_id` belongs to a company client with a suspended company: such users cannot
/// sign in.
pub async fn user_is_suspended(pool: &PgPool, user_id: i64) -> AppResult<bool> {
    Ok(sqlx::query_scalar(
        "SELECT EXISTS (SELECT 1 FROM pro_accounts pa JOIN companies c ON c.pro_client_id = pa.pro_client_id
                        WHERE pa.user_id = $1 AND c.suspended_at IS NOT NULL)",
    )
    .bind(user_id)
    .fetch_one(pool)
    .await?)
}

/// Suspends (`true`) or restores (`false`) a company: its offers leave the site and the
/// index (the outbox trigger on `suspended_at`) or come back; on suspension every session
/// of its client's users ends. A change is audit-logged (`company.suspend` /
/// `company.unsuspend`); asking for the state it is already in changes and logs nothing.
/// Returns whether it was suspended before.
pub async fn set_company_suspended(
    pool: &PgPool,
    company_id: i64,
    suspended: bool,
    actor: Actor<'_>,
) -> AppResult<bool> {
    let mut tx = pool.begin().await?;
    let before: Option<(bool, i64)> = sqlx::query_as(
        "SELECT suspended_at IS NOT NULL, pro_client_id FROM companies WHERE id = $1 FOR UPDATE",
    )
    .bind(company_id)
    .fetch_optional(&mut *tx)
    .await?;
    let Some((was, client_id)) = before else {
        return Err(AppError::NotFound);
    };
    if was != suspended {
        sqlx::query(
            "UPDATE companies SET suspended_at = CASE WHEN $2 THEN now() END WHERE id = $1",
        )
        .bind(company_id)
        .bind(suspended)
        .execute(&mut *tx)
        .await?;
        let action = if suspended {
            "company.suspend"
        } else {
            "company.unsuspend"
        };
        let change = Change::new(action, "company", company_id)
            .before(&serde_json::json!({ "suspended": was }))
            .after(&serde_json::json!({ "suspended": suspended }));
        audit::record(&mut tx, actor, change).await?;
    }
    if suspended {
        sqlx::query(
            "DELETE FROM sessions WHERE user_id IN (SELECT user_id FROM pro_accounts WHERE pro_client_id = $1)",
        )
        .bind(client_id)
        .execute(&mut *tx)
        .await?;
    }
    tx.commit().await?;
    Ok(was)
}

/// The companies of the account signed in as `email` (the CLI names companies so).
pub async fn companies_of_account(pool: &PgPool, email: &str) -> AppResult<Vec<i64>> {
    Ok(sqlx::query_scalar(
        "SELECT c.id FROM users u JOIN pro_accounts pa ON pa.user_id = u.id
         JOIN companies c ON c.pro_client_id = pa.pro_client_id
         WHERE lower(u.email) = lower($1) ORDER BY c.id",
    )
    .bind(email.trim())
    .fetch_all(pool)
    .await?)
}

/// A company as staff list them.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct CompanyListing {
    pub id: i64,
    pub name: String,
    /// The address of the client's first recruiter account.
    pub account_email: String,
    pub email_confirmed: bool,
    pub offers: i64,
    pub orders: i64,
    pub suspended: bool,
    pub created_at: chrono::DateTime<chrono::Utc>,
}

impl CompanyListing {
    /// The account's address, or the company's contact address, is at a personal mailbox.
    pub fn personal_email(&self) -> bool {
        is_personal_email(&self.account_email)
    }
}

/// At most this many companies per page of the list.
pub const MAX_COMPANIES: i64 = 50;
/// The longest search text.
pub const MAX_SEARCH: usize = 100;

/// A page of companies, newest first, whose name or account address contains `search` (any
/// case): up to `limit` rows older than the company `before_id`, and how many match in all.
pub async fn list_companies(
    pool: &PgPool,
    search: &str,
    limit: i64,
    before_id: Option<i64>,
) -> AppResult<(Vec<CompanyListing>, i64)> {
    let search = search.trim();
    if search.chars().count() > MAX_SEARCH {
        return Err(AppError::invalid(
            ErrorCode::TooLong,
            format!("La recherche est trop longue ({MAX_SEARCH} caractères au plus)."),
        ));
    }
    let pattern = format!(
        "%{}%",
        search
            .replace('\\', "\\\\")
            .replace('%', "\\%")
            .replace('_', "\\_")
    );
    let sql = format!(
        "{COMPANY_SELECT} WHERE ($1 = '' OR c.name ILIKE $2 OR u.email ILIKE $2 OR c.email ILIKE $2)
           AND ($4::bigint IS NULL OR c.id < $4)
         ORDER BY c.id DESC LIMIT $3"
    );
    let rows = sqlx::query_as(&sql)
        .bind(search)
        .bind(&pattern)
        .bind(limit.clamp(1, MAX_COMPANIES + 1))
        .bind(before_id)
        .fetch_all(pool);
    let total = sqlx::query_scalar(
        "SELECT count(*) FROM companies c
         LEFT JOIN LATERAL (SELECT u.email FROM pro_accounts pa JOIN users u ON u.id = pa.user_id
                            WHERE pa.pro_client_id = c.pro_client_id ORDER BY pa.id LIMIT 1) u ON true
         WHERE $1 = '' OR c.name ILIKE $2 OR u.email ILIKE $2 OR c.email ILIKE $2",
    )
    .bind(search)
    .bind(&pattern)
    .fetch_one(pool);
    Ok(tokio::try_join!(rows, total)?)
}

/// The company `id` as the list shows it.
pub async fn company_listing(pool: &PgPool, id: i64) -> AppResult<CompanyListing> {
    sqlx::query_as(&format!("{COMPANY_SELECT} WHERE c.id = $1"))
        .bind(id)
        .fetch_optional(pool)
        .await?
        .ok_or(AppError::NotFound)
}

/// A company with its first recruiter account (`u`) and its counts.
const COMPANY_SELECT: &str =
    "SELECT c.id, c.name, coalesce(u.email, c.email) AS account_email,
            coalesce(u.confirmation_token IS NULL, false) AS email_confirmed,
            (SELECT count(*) FROM job_offers o JOIN localized_companies lc ON lc.id = o.localized_company_id
             WHERE lc.company_id = c.id AND o.status <> -2) AS offers,
            (SELECT count(*) FROM orders r WHERE r.pro_client_id = c.pro_client_id) AS orders,
            c.suspended_at IS NOT NULL AS suspended, c.created_at
     FROM companies c
     LEFT JOIN LATERAL (SELECT u.email, u.confirmation_token FROM pro_accounts pa
                        JOIN users u ON u.id = pa.user_id
                        WHERE pa.pro_client_id = c.pro_client_id ORDER BY pa.id LIMIT 1) u ON true";

/// An offer of the moderation queue and the checker's flags on it.
pub struct QueuedOffer {
    pub offer: OfferRow,
    pub flags: Vec<Flag>,
}

/// At most this many offers in a page of the queue.
pub const MAX_QUEUE: i64 = 50;

/// Offers as they are published, newest first, each with the checker's flags: up to
/// `limit` after the offer published at `after.0` with id `after.1`; and how many in all.
pub async fn queue(
    pool: &PgPool,
    limit: i64,
    after: Option<(chrono::DateTime<chrono::Utc>, i64)>,
) -> AppResult<(Vec<QueuedOffer>, i64)> {
    let (offers, total) =
        read::newest_published_offers(pool, limit.clamp(1, MAX_QUEUE + 1), after).await?;
    let queued = offers
        .into_iter()
        .map(|offer| {
            let flags = wording::check(&OfferTexts {
                title: &offer.card.title,
                company_presentation: &offer.texts.company_presentation,
                description: &offer.texts.description,
                perfect_candidate_description: &offer.texts.perfect_candidate_description,
            });
            QueuedOffer { offer, flags }
        })
        .collect();
    Ok((queued, total))
}
