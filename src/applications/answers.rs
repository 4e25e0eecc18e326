//! The recruiter's answers: from triage, an invitation to an interview or a refusal, to one
//! or many applications at once. An answer is the recruiter's mail (`triage::mail_applicants`:
//! the company's limits, its `Reply-To`) plus a dated row the candidate's story shows
//! (`story`); it also notes the triage (invited: yes, refused: no). The default texts the
//! dialog offers, which the recruiter edits before sending, are the UI's
//! (`features/applications/triage/messages.ts`).

use sqlx::PgConnection;

use crate::error::AppResult;

/// What an answer tells the candidate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, async_graphql::Enum)]
pub enum Answer {
    /// Retenue pour un entretien.
    Invited,
    /// Non retenue.
    Refused,
}

impl Answer {
    /// As stored in `application_answers.answer`.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Invited => "invited",
            Self::Refused => "refused",
        }
    }

    /// The triage note the answer implies.
    pub fn interview_status(self) -> &'static str {
        match self {
            Self::Invited => "yes",
            Self::Refused => "no",
        }
    }
}

/// Records `answer` to the applications `ids` (the company's, checked by the caller) in the
/// caller's transaction; withdrawn ones are left alone.
/// `user_id` is the member who answered (and so triaged).
pub async fn record(
    tx: &mut PgConnection,
    ids: &[i64],
    answer: Answer,
    user_id: i64,
) -> AppResult<()> {
    sqlx::query!(
        "WITH answered AS (
             UPDATE job_offer_applications SET interview_status = $3, triaged_by_user_id = $4
             WHERE id = ANY($1) AND withdrawn_at IS NULL RETURNING id)
         INSERT INTO application_answers (application_id, answer, answered_by_user_id)
         SELECT id, $2, $4 FROM answered",
        ids,
        answer.as_str(),
        answer.interview_status(),
        user_id
    )
    .execute(&mut *tx)
    .await?;
    Ok(())
}

/// Applications to the offer neither answered, nor told of its closing, nor withdrawn: the
/// candidates still waiting for a word (for the offer's company).
pub async fn waiting_count(pool: &sqlx::PgPool, offer_id: i64) -> AppResult<i64> {
    Ok(sqlx::query_scalar!(
        r#"SELECT count(*) AS "count!" FROM job_offer_applications a
         WHERE a.job_offer_id = $1 AND a.submitted_at IS NOT NULL AND a.withdrawn_at IS NULL
           AND a.closed_notice_at IS NULL
           AND NOT EXISTS (SELECT 1 FROM application_answers s WHERE s.application_id = a.id)"#,
        offer_id
    )
    .fetch_one(pool)
    .await?)
}
