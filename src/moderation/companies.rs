//! The back-office's list of companies: newest first, searched by name or address, with their
//! counts.

use sqlx::PgPool;

use crate::error::{AppError, AppResult, ErrorCode};
use crate::personal_mailboxes::is_personal_email;

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

/// `sqlx::query_as!` reading [`CompanyListing`]s: a company with its first recruiter account
/// (`u`) and its counts, then `$rest` (a literal: `WHERE …`) and its arguments.
macro_rules! select_companies {
    ($rest:literal $(, $arg:expr)* $(,)?) => {
        sqlx::query_as!(
            CompanyListing,
            r#"SELECT c.id, c.name, coalesce(u.email, c.email) AS "account_email!",
                 coalesce(u.confirmation_token IS NULL, false) AS "email_confirmed!",
                 (SELECT count(*) FROM job_offers o
                  JOIN localized_companies lc ON lc.id = o.localized_company_id
                  WHERE lc.company_id = c.id AND o.status <> -2) AS "offers!",
                 (SELECT count(*) FROM orders r WHERE r.pro_client_id = c.pro_client_id) AS "orders!",
                 c.suspended_at IS NOT NULL AS "suspended!", c.created_at
               FROM companies c
               LEFT JOIN LATERAL (SELECT u.email, u.confirmation_token FROM pro_accounts pa
                                  JOIN users u ON u.id = pa.user_id
                                  WHERE pa.pro_client_id = c.pro_client_id
                                  ORDER BY pa.id LIMIT 1) u ON true "#
                + $rest
            $(, $arg)*
        )
    };
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
    let rows = select_companies!(
        "WHERE ($1 = '' OR c.name ILIKE $2 OR u.email ILIKE $2 OR c.email ILIKE $2)
           AND ($4::bigint IS NULL OR c.id < $4)
         ORDER BY c.id DESC LIMIT $3",
        search,
        &pattern,
        limit.clamp(1, MAX_COMPANIES + 1),
        before_id,
    )
    .fetch_all(pool);
    let total = sqlx::query_scalar!(
        r#"SELECT count(*) AS "count!" FROM companies c
         LEFT JOIN LATERAL (SELECT u.email FROM pro_accounts pa JOIN users u ON u.id = pa.user_id
                            WHERE pa.pro_client_id = c.pro_client_id ORDER BY pa.id LIMIT 1) u ON true
         WHERE $1 = '' OR c.name ILIKE $2 OR u.email ILIKE $2 OR c.email ILIKE $2"#,
        search,
        &pattern
    )
    .fetch_one(pool);
    Ok(tokio::try_join!(rows, total)?)
}

/// The company `id` as the list shows it.
pub async fn company_listing(pool: &PgPool, id: i64) -> AppResult<CompanyListing> {
    select_companies!("WHERE c.id = $1", id)
        .fetch_optional(pool)
        .await?
        .ok_or(AppError::NotFound)
}
