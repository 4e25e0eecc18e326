//! What a live offer may change (docs/offers.md, "What a live offer may change").
//!
//! An offer is live while its ad period runs (published, or suspended within the period). A
//! credit buys one ad for one job, so a live offer keeps what makes it that job: its
//! position, its place and its company. Its texts, salary, types and contract may be
//! corrected; a contract that turns a free ad (internship, apprenticeship) into a paid one
//! spends a credit at once when the offer is published (a new, paid period starts), or when
//! it is resumed if suspended. Another job is another ad: duplicate and publish the copy.

use sqlx::PgConnection;

use super::{
    lifecycle::{running_period, start_period},
    status::OfferStatus,
};
use crate::{
    access::Viewer,
    error::{AppError, AppResult, ErrorCode},
};

pub const LOCKED: &str = "Le métier, le lieu et l'entreprise d'une annonce en ligne ne peuvent pas être modifiés. Pour une autre annonce, dupliquez celle-ci puis publiez la copie.";
pub const PAID_CONTRACT_NO_CREDIT: &str = "La modification a échoué\u{a0}: ce contrat demande un crédit d’annonce et vous n’avez pas de crédit. Achetez des crédits, ou gardez un contrat publié gratuitement.";

/// What makes an offer the job it advertises, and its contract.
#[derive(Clone, Copy, Debug, PartialEq, Eq, sqlx::FromRow)]
pub struct Identity {
    pub job_position_id: i64,
    pub locality_id: i64,
    pub company_id: i64,
    pub job_contract_id: i64,
}

impl Identity {
    fn same_job(&self, other: &Self) -> bool {
        self.job_position_id == other.job_position_id
            && self.locality_id == other.locality_id
            && self.company_id == other.company_id
    }
}

/// Checks an update of the caller's offer (locked by `own_offer`) against the rule above,
/// and spends the credit a paid contract needs; call it in the update's transaction, before
/// writing. `next_contract_is_free`: the new contract publishes without a credit.
pub async fn check_update(
    conn: &mut PgConnection,
    viewer: &Viewer,
    offer_id: i64,
    status: OfferStatus,
    next: &Identity,
    next_contract_is_free: bool,
) -> AppResult<()> {
    let Some(period) = running_period(conn, offer_id).await? else {
        // A draft never published, or an expired ad: anything may change (publishing
        // again starts a new period).
        return Ok(());
    };
    let current: Identity = sqlx::query_as!(
        Identity,
        "SELECT o.job_position_id, a.locality_id, lc.company_id, o.job_contract_id
         FROM job_offers o
         JOIN localized_companies lc ON lc.id = o.localized_company_id
         JOIN addresses a ON a.id = lc.address_id
         WHERE o.id = $1",
        offer_id
    )
    .fetch_one(&mut *conn)
    .await?;
    if !current.same_job(next) {
        return Err(AppError::invalid(ErrorCode::LiveOfferLocked, LOCKED));
    }
    let becomes_paid =
        current.job_contract_id != next.job_contract_id && !next_contract_is_free && !period.paid;
    if becomes_paid && status == OfferStatus::Published {
        start_period(conn, viewer, offer_id, false, PAID_CONTRACT_NO_CREDIT).await?;
    }
    Ok(())
}
