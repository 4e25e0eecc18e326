//! « Pas pour moi »: an offer a candidate turned down is never recommended to her again,
//! until she erases her dismissals (« Effacer mes refus »). Hers alone: read by her candidate
//! id only, deleted with her account, in her data export.

use sqlx::PgPool;

use crate::{
    access::Viewer,
    error::{AppError, AppResult, ErrorCode},
    offers::read,
};

/// At most this many per candidate (trigger `recommendation_dismissals_per_candidate`).
pub const MAX_DISMISSALS: i64 = 1_000;

const TOO_MANY: &str = "Vous avez écarté le nombre maximal d'offres (1 000). Effacez vos refus depuis votre espace carrière pour en écarter d'autres.";

/// Turns down a public offer for the signed-in candidate; again is a no-op.
pub async fn dismiss(pool: &PgPool, viewer: &Viewer, job_offer_id: i64) -> AppResult<()> {
    let candidate_id = viewer.candidate()?;
    let offer = read::offer_by_id(pool, job_offer_id).await?;
    if !offer.is_some_and(|o| o.is_public(chrono::Utc::now())) {
        return Err(AppError::NotFound);
    }
    sqlx::query!(
        "INSERT INTO recommendation_dismissals (candidate_id, job_offer_id) VALUES ($1, $2)
         ON CONFLICT DO NOTHING",
        candidate_id,
        job_offer_id
    )
    .execute(pool)
    .await
    .map_err(refused)?;
    Ok(())
}

/// The trigger's refusal as the French error it means.
fn refused(error: sqlx::Error) -> AppError {
    if let sqlx::Error::Database(db) = &error {
        if db.constraint() == Some("recommendation_dismissals_per_candidate") {
            return AppError::invalid(ErrorCode::TooManyDismissals, TOO_MANY);
        }
    }
    AppError::from(error)
}

/// Erases every dismissal of the signed-in candidate; returns how many there were.
pub async fn erase(pool: &PgPool, viewer: &Viewer) -> AppResult<i64> {
    let candidate_id = viewer.candidate()?;
    let erased = sqlx::query!(
        "DELETE FROM recommendation_dismissals WHERE candidate_id = $1",
        candidate_id
    )
    .execute(pool)
    .await?;
    Ok(erased.rows_affected() as i64)
}

/// How many offers the candidate turned down.
pub async fn count(pool: &PgPool, candidate_id: i64) -> AppResult<i64> {
    Ok(sqlx::query_scalar!(
        r#"SELECT count(*) AS "count!" FROM recommendation_dismissals WHERE candidate_id = $1"#,
        candidate_id
    )
    .fetch_one(pool)
    .await?)
}
