//! The hand-off to a company's applicant-tracking system (issue 38, docs/api.md "ATS"): a
//! webhook announcing each new application, signed and retried for a day (`webhook`,
//! `delivery`, `signature`, `address`), and a read-only API token with a rate limit
//! (`token`) over the company's offers and applications (`read`), whose documents are signed
//! links (`links`). Owners manage both on « Intégrations »; each change is in the team's log.

use sqlx::PgConnection;

use crate::{
    access::{Area, Viewer},
    error::{AppError, AppResult},
};

pub mod address;
pub mod delivery;
pub mod links;
pub mod read;
pub mod signature;
pub mod token;
pub mod webhook;

/// The owner's company id; `Forbidden` for anyone else (recruiters included).
fn owned_company(viewer: &Viewer) -> AppResult<i64> {
    viewer.company_for(Area::Integrations)?;
    viewer.company_id.ok_or(AppError::Forbidden)
}

/// One row of the team's log (`companies::team`), in the transaction of the change.
async fn record(
    conn: &mut PgConnection,
    company_id: i64,
    actor: &Viewer,
    action: &str,
    subject: &str,
) -> AppResult<()> {
    crate::companies::team::record(conn, company_id, actor, action, subject, None).await
}
