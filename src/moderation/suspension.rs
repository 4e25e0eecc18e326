//! Suspending a company: its offers leave the site, its users cannot sign in
//! (`accounts::login::user_is_suspended`).

use sqlx::{PgConnection, PgPool};

use crate::{
    access::Actor,
    audit::{self, Change},
    error::{AppError, AppResult},
};

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
    let was = set_company_suspended_in(&mut tx, company_id, suspended, actor).await?;
    tx.commit().await?;
    Ok(was)
}

/// [`set_company_suspended`] in the caller's transaction.
pub async fn set_company_suspended_in(
    tx: &mut PgConnection,
    company_id: i64,
    suspended: bool,
    actor: Actor<'_>,
) -> AppResult<bool> {
    let before: Option<(bool, i64)> = sqlx::query!(
        r#"SELECT suspended_at IS NOT NULL AS "suspended!", pro_client_id FROM companies WHERE id = $1 FOR UPDATE"#,
        company_id
    )
    .map(|row| (row.suspended, row.pro_client_id))
    .fetch_optional(&mut *tx)
    .await?;
    let Some((was, client_id)) = before else {
        return Err(AppError::NotFound);
    };
    if was != suspended {
        sqlx::query!(
            "UPDATE companies SET suspended_at = CASE WHEN $2 THEN now() END WHERE id = $1",
            company_id,
            suspended
        )
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
        audit::record(&mut *tx, actor, change).await?;
    }
    if suspended {
        sqlx::query!(
            "DELETE FROM sessions WHERE user_id IN (SELECT user_id FROM pro_accounts WHERE pro_client_id = $1)",
            client_id
        )
        .execute(&mut *tx)
        .await?;
    }
    Ok(was)
}

/// The companies of the account signed in as `email` (the CLI names companies so).
pub async fn companies_of_account(pool: &PgPool, email: &str) -> AppResult<Vec<i64>> {
    Ok(sqlx::query_scalar!(
        "SELECT c.id FROM users u JOIN pro_accounts pa ON pa.user_id = u.id
         JOIN companies c ON c.pro_client_id = pa.pro_client_id
         WHERE lower(u.email) = lower($1) ORDER BY c.id",
        email.trim()
    )
    .fetch_all(pool)
    .await?)
}
