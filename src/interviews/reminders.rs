//! 24 hours before a scheduled interview, a reminder to both sides (the `interview-reminders`
//! job, every 5 minutes). Each interview is claimed by the same statement that marks it
//! reminded, in the transaction that queues its mails: a rerun, or a second server, finds it
//! done. An interview set less than 24 hours ahead gets none (its invitation is fresh); a
//! moved one is reminded again (`reminded_at` cleared by the move).

use sqlx::PgPool;

use super::notify;
use crate::{error::AppResult, mail::Mailer};

/// Interviews reminded in one run, at most (the next run takes the rest).
const BATCH: i64 = 200;

/// Sends the reminders due; returns how many interviews were reminded.
pub async fn send_due(pool: &PgPool, mailer: &Mailer) -> AppResult<u64> {
    let mut tx = pool.begin().await?;
    let due: Vec<i64> = sqlx::query_scalar!(
        "UPDATE interviews SET reminded_at = now()
          WHERE id IN (
              SELECT i.id FROM interviews i
                JOIN job_offer_applications a ON a.id = i.application_id
               WHERE i.status = 'scheduled' AND i.reminded_at IS NULL
                 AND i.starts_at > now() AND i.starts_at <= now() + interval '24 hours'
                 AND a.withdrawn_at IS NULL
               ORDER BY i.starts_at LIMIT $1
                 FOR UPDATE OF i SKIP LOCKED)
         RETURNING id",
        BATCH
    )
    .fetch_all(&mut *tx)
    .await?;
    for &id in &due {
        let party = notify::party(&mut tx, mailer, id).await?;
        // Set (or moved) within the last day before it: the invitation said it all.
        if party.set_within_a_day {
            continue;
        }
        notify::reminder(&mut tx, mailer, &party).await?;
    }
    tx.commit().await?;
    Ok(due.len() as u64)
}
