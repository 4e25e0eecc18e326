//! Whose a company is. What each member may do in it is `access::Role::may`.

use crate::error::AppResult;

/// Whose a company is, as seen by a recruiter's client.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ownership {
    Mine,
    /// Another client's: `Forbidden`.
    Theirs,
    /// No company has this id; each caller says it in its own words.
    Missing,
}

/// Whether `company_id` belongs to the client `client_id`, which callers take from
/// `Viewer::company_for` (a member's company's client).
pub async fn ownership(
    executor: impl sqlx::PgExecutor<'_>,
    company_id: i64,
    client_id: i64,
) -> AppResult<Ownership> {
    let owner: Option<i64> = sqlx::query_scalar!(
        "SELECT pro_client_id FROM companies WHERE id = $1",
        company_id
    )
    .fetch_optional(executor)
    .await?;
    Ok(match owner {
        None => Ownership::Missing,
        Some(owner) if owner == client_id => Ownership::Mine,
        Some(_) => Ownership::Theirs,
    })
}
