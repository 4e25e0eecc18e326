//! Who handled an application, for its company (docs/accounts.md, "Teams"): the member who
//! triaged it last (its interview status) and the one who sent its last answer.

use sqlx::PgPool;

use crate::error::AppResult;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ApplicationAuthors {
    /// « Claire Dubois » (the address when the account has no name).
    pub triaged_by: Option<String>,
    pub answered_by: Option<String>,
}

/// The members who handled the application `id`. Callers show them to its company only.
pub async fn of_application(pool: &PgPool, id: i64) -> AppResult<ApplicationAuthors> {
    let row = sqlx::query!(
        r#"SELECT (SELECT coalesce(nullif(btrim(u.firstname || ' ' || u.lastname), ''), u.email)
                   FROM users u WHERE u.id = a.triaged_by_user_id) AS triaged_by,
                  (SELECT coalesce(nullif(btrim(u.firstname || ' ' || u.lastname), ''), u.email)
                   FROM application_answers an JOIN users u ON u.id = an.answered_by_user_id
                   WHERE an.application_id = a.id ORDER BY an.sent_at DESC, an.id DESC LIMIT 1) AS answered_by
         FROM job_offer_applications a WHERE a.id = $1"#,
        id
    )
    .fetch_optional(pool)
    .await?;
    Ok(row
        .map(|row| ApplicationAuthors {
            triaged_by: row.triaged_by,
            answered_by: row.answered_by,
        })
        .unwrap_or_default())
}
