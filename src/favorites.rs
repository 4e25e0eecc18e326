//! A candidate's favourite offers: added from any public offer, listed newest first, removed
//! by their candidate only.

use chrono::{DateTime, Utc};
use sqlx::PgPool;

use crate::{
    access::Viewer,
    error::{AppError, AppResult, ErrorCode},
    offers::read,
};

/// More than anyone keeps; the cap only stops a script from filling the table.
pub const MAX_FAVORITES: i64 = 500;

#[derive(Clone, Debug, sqlx::FromRow)]
pub struct FavoriteRow {
    pub id: i64,
    pub job_offer_id: i64,
    pub created_at: DateTime<Utc>,
}

/// Adds a public offer to the candidate's favourites; adding it again returns the same one.
pub async fn create(pool: &PgPool, viewer: &Viewer, job_offer_id: i64) -> AppResult<FavoriteRow> {
    let candidate_id = viewer.candidate()?;
    let offer = read::offer_by_id(pool, job_offer_id).await?;
    if !offer.is_some_and(|o| o.is_public(Utc::now())) {
        return Err(AppError::NotFound);
    }
    let mut tx = pool.begin().await?;
    // Serialises a candidate's additions so the cap holds under concurrent clicks.
    sqlx::query!(
        "SELECT 1 AS one FROM candidates WHERE id = $1 FOR UPDATE",
        candidate_id
    )
    .fetch_optional(&mut *tx)
    .await?;
    let existing: Option<FavoriteRow> = sqlx::query_as!(
        FavoriteRow,
        "SELECT id, job_offer_id, created_at FROM favorites WHERE candidate_id = $1 AND job_offer_id = $2",
        candidate_id,
        job_offer_id
    )
    .fetch_optional(&mut *tx)
    .await?;
    if let Some(favorite) = existing {
        return Ok(favorite);
    }
    let count: i64 = sqlx::query_scalar!(
        r#"SELECT count(*) AS "count!" FROM favorites WHERE candidate_id = $1"#,
        candidate_id
    )
    .fetch_one(&mut *tx)
    .await?;
    if count >= MAX_FAVORITES {
        return Err(AppError::invalid(
            ErrorCode::TooManyFavorites,
            format!("Vous avez atteint le nombre maximal de favoris ({MAX_FAVORITES}). Retirez-en avant d'en ajouter."),
        ));
    }
    let favorite = sqlx::query_as!(
        FavoriteRow,
        "INSERT INTO favorites (candidate_id, job_offer_id) VALUES ($1, $2)
         RETURNING id, job_offer_id, created_at",
        candidate_id,
        job_offer_id
    )
    .fetch_one(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(favorite)
}

/// Removes one of the candidate's favourites; anyone else's id is `NotFound`.
pub async fn delete(pool: &PgPool, viewer: &Viewer, id: i64) -> AppResult<()> {
    let candidate_id = viewer.candidate()?;
    let deleted = sqlx::query!(
        "DELETE FROM favorites WHERE id = $1 AND candidate_id = $2",
        id,
        candidate_id
    )
    .execute(pool)
    .await?;
    if deleted.rows_affected() == 0 {
        return Err(AppError::NotFound);
    }
    Ok(())
}

/// The candidate's favourites, newest first, after the id `after`; and their number.
pub async fn list(
    pool: &PgPool,
    viewer: &Viewer,
    first: i64,
    after: Option<i64>,
) -> AppResult<(Vec<FavoriteRow>, i64)> {
    let candidate_id = viewer.candidate()?;
    // `o.status <> -2`: `offers::read::NOT_DELETED`.
    let rows = sqlx::query_as!(
        FavoriteRow,
        "SELECT f.id, f.job_offer_id, f.created_at FROM favorites f
         JOIN job_offers o ON o.id = f.job_offer_id
         WHERE f.candidate_id = $1 AND o.status <> -2 AND ($2::bigint IS NULL OR f.id < $2)
         ORDER BY f.id DESC LIMIT $3",
        candidate_id,
        after,
        first,
    )
    .fetch_all(pool);
    let total = sqlx::query_scalar!(
        r#"SELECT count(*) AS "count!" FROM favorites f JOIN job_offers o ON o.id = f.job_offer_id
         WHERE f.candidate_id = $1 AND o.status <> -2"#,
        candidate_id,
    )
    .fetch_one(pool);
    Ok(tokio::try_join!(rows, total)?)
}
