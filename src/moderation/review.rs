//! Approving an ad held for a staff review (published over the wording checker's warnings,
//! docs/moderation.md): it goes public, its ad period starting again from now so the days of
//! the review are not lost. Refusing one is removing it (`removal`).

use sqlx::{PgConnection, PgPool};

use crate::{
    access::Actor,
    audit::{self, Change},
    error::{AppError, AppResult},
    offers::status::OfferStatus,
};

/// Makes the held offer `offer_id` public; its title. Anything but a held offer is NOT_FOUND.
pub async fn approve_offer(pool: &PgPool, offer_id: i64, actor: Actor<'_>) -> AppResult<String> {
    let mut tx = pool.begin().await?;
    let title = approve_offer_in(&mut tx, offer_id, actor).await?;
    tx.commit().await?;
    Ok(title)
}

/// [`approve_offer`] in the caller's transaction (a notice decided « maintenue »).
pub async fn approve_offer_in(
    tx: &mut PgConnection,
    offer_id: i64,
    actor: Actor<'_>,
) -> AppResult<String> {
    let title: Option<String> = sqlx::query_scalar!(
        "UPDATE job_offers SET status = $2, updated_at = now() WHERE id = $1 AND status = $3
         RETURNING title",
        offer_id,
        OfferStatus::Published.code(),
        OfferStatus::Held.code()
    )
    .fetch_optional(&mut *tx)
    .await?;
    let Some(title) = title else {
        return Err(AppError::NotFound);
    };
    sqlx::query!(
        "UPDATE job_offer_ads SET starts_at = now(), ends_at = now() + (ends_at - starts_at)
         WHERE job_offer_id = $1 AND starts_at IS NOT NULL",
        offer_id
    )
    .execute(&mut *tx)
    .await?;
    let change = Change::new("job_offer.approve", "job_offer", offer_id)
        .before(&serde_json::json!({ "title": title, "status": OfferStatus::Held.code() }))
        .after(&serde_json::json!({ "title": title, "status": OfferStatus::Published.code() }));
    audit::record(&mut *tx, actor, change).await?;
    Ok(title)
}
