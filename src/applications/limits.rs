//! The spam guard: applications sent per candidate and per network address over the last
//! hour, counted in PostgreSQL so every server instance shares the count, and counted one
//! send at a time: the check takes transaction-scoped locks on the candidate and on the
//! address before it counts, so sends at once are counted one after the other (25 sends at
//! once by one candidate pass 10 times, not 12–13).

use std::net::IpAddr;

use sqlx::PgConnection;

use crate::error::{AppError, AppResult};

pub const MAX_PER_CANDIDATE_PER_HOUR: i64 = 10;
pub const MAX_PER_ADDRESS_PER_HOUR: i64 = 30;

pub const TOO_MANY_APPLICATIONS: &str =
    "Vous avez envoyé beaucoup de candidatures en peu de temps. Merci de réessayer dans une heure.";

/// `RateLimited` once the candidate or the address sent their hourly share. Called in the
/// transaction that records the send: its locks last until that transaction ends.
pub async fn check(
    conn: &mut PgConnection,
    candidate_id: i64,
    address: Option<IpAddr>,
) -> AppResult<()> {
    // Always the candidate first, then the address: two sends never wait on each other's
    // second lock.
    sqlx::query!(
        "SELECT pg_advisory_xact_lock(hashtextextended('applications-candidate', $1))",
        candidate_id
    )
    .execute(&mut *conn)
    .await?;
    if let Some(address) = address {
        sqlx::query!(
            "SELECT pg_advisory_xact_lock(hashtextextended('applications-address:' || $1, 0))",
            address.to_string()
        )
        .execute(&mut *conn)
        .await?;
    }
    let (by_candidate, by_address): (i64, i64) = sqlx::query!(
        r#"SELECT
             (SELECT count(*) FROM job_offer_applications
              WHERE candidate_id = $1 AND submitted_at > now() - interval '1 hour') AS "by_candidate!",
             (SELECT count(*) FROM job_offer_applications
              WHERE $2::text IS NOT NULL AND submitted_from = $2::text::inet
                AND submitted_at > now() - interval '1 hour') AS "by_address!""#,
        candidate_id,
        address.map(|a| a.to_string())
    )
    .map(|row| (row.by_candidate, row.by_address))
    .fetch_one(conn)
    .await?;
    if by_candidate >= MAX_PER_CANDIDATE_PER_HOUR || by_address >= MAX_PER_ADDRESS_PER_HOUR {
        return Err(AppError::RateLimited(TOO_MANY_APPLICATIONS.to_owned()));
    }
    Ok(())
}
