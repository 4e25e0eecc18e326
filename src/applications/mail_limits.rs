//! How much a company may mail its candidates (`mailJobOfferApplicants`): per hour and per day
//! for the company, and per day to one candidate, counted in PostgreSQL so every server
//! instance shares the count. One request with many aliases, or many requests at once, count
//! the same: the company's count is taken under a lock held to the end of the transaction.

use sqlx::PgConnection;

use crate::error::{AppError, AppResult};

pub const MAX_PER_COMPANY_PER_HOUR: i64 = 200;
pub const MAX_PER_COMPANY_PER_DAY: i64 = 500;
/// Mails from one company to one candidate per day.
pub const MAX_PER_RECIPIENT_PER_DAY: i64 = 3;

/// The lock namespace of a company's mail count (the key is the client id).
const MAIL_LOCKS: i32 = 0x6d61_696c;

pub const TOO_MANY_MAILS: &str = "Vous avez envoyé beaucoup de messages aux candidats en peu de \
     temps : au plus 200 par heure et 500 par jour. Merci de réessayer plus tard.";

/// The message when some recipients were already mailed their share of the day.
fn too_many_to(names: &[String]) -> String {
    format!(
        "Vous avez déjà écrit {MAX_PER_RECIPIENT_PER_DAY} fois aujourd'hui à : {}. Merci de \
         réessayer demain.",
        names.join(", ")
    )
}

/// Records that the company `client_id` mails `recipients` (address, name) now, in the caller's
/// transaction, or refuses the whole batch with a French message when it would go over a limit.
pub async fn record(
    tx: &mut PgConnection,
    client_id: i64,
    recipients: &[(&str, &str)],
) -> AppResult<()> {
    sqlx::query!(
        "SELECT pg_advisory_xact_lock($1, hashtext($2::text))",
        MAIL_LOCKS,
        client_id.to_string()
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query!(
        "DELETE FROM recruiter_mails
         WHERE pro_client_id = $1 AND sent_at < now() - interval '1 day'",
        client_id
    )
    .execute(&mut *tx)
    .await?;
    let addresses: Vec<String> = recipients
        .iter()
        .map(|(address, _)| address.to_lowercase())
        .collect();
    let (last_hour, last_day): (i64, i64) = sqlx::query!(
        r#"SELECT count(*) FILTER (WHERE sent_at > now() - interval '1 hour') AS "last_hour!", count(*) AS "last_day!"
         FROM recruiter_mails WHERE pro_client_id = $1"#,
        client_id
    )
    .map(|row| (row.last_hour, row.last_day))
    .fetch_one(&mut *tx)
    .await?;
    let batch = i64::try_from(recipients.len()).unwrap_or(i64::MAX);
    if last_hour + batch > MAX_PER_COMPANY_PER_HOUR || last_day + batch > MAX_PER_COMPANY_PER_DAY {
        return Err(AppError::RateLimited(TOO_MANY_MAILS.to_owned()));
    }
    // Addresses this batch would take over their daily share (the batch may name one
    // candidate more than once: one application per offer).
    let full: Vec<String> = sqlx::query_scalar!(
        r#"SELECT batch.address AS "address!"
         FROM (SELECT a AS address, count(*) AS n FROM unnest($2::text[]) a GROUP BY a) batch
         LEFT JOIN (SELECT recipient, count(*) AS n FROM recruiter_mails
                    WHERE pro_client_id = $1 GROUP BY recipient) sent
           ON sent.recipient = md5(batch.address)
         WHERE coalesce(sent.n, 0) + batch.n > $3"#,
        client_id,
        &addresses,
        MAX_PER_RECIPIENT_PER_DAY
    )
    .fetch_all(&mut *tx)
    .await?;
    if !full.is_empty() {
        let mut names: Vec<String> = recipients
            .iter()
            .filter(|(address, _)| full.contains(&address.to_lowercase()))
            .map(|(_, name)| (*name).to_owned())
            .collect();
        names.dedup();
        return Err(AppError::RateLimited(too_many_to(&names)));
    }
    sqlx::query!(
        "INSERT INTO recruiter_mails (pro_client_id, recipient)
         SELECT $1, md5(a) FROM unnest($2::text[]) a",
        client_id,
        &addresses
    )
    .execute(&mut *tx)
    .await?;
    Ok(())
}
