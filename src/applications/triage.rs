//! What each side does with sent applications: the candidate lists their own; the offer's
//! company lists them per offer, marks them read, notes an interview status and mails the
//! candidates it selected.

use sqlx::PgPool;

use super::{
    answers::{self, Answer},
    apply::find,
    mail_limits, select_applications,
    templates::{fill, Fills},
    ApplicationRow, Audience,
};
use crate::{
    access::{Area, Viewer},
    error::{AppError, AppResult, ErrorCode},
    files::FileKind,
    mail::{templates, Mailer},
};

/// Sent applications the viewer may list, newest first (by id, so pages are stable): a candidate's own, or those to a
/// company's offers; `job_offer_id` narrows to one offer (a company must own it).
pub async fn list(
    pool: &PgPool,
    viewer: &Viewer,
    job_offer_id: Option<i64>,
    interview: Option<&str>,
    first: i64,
    after_id: Option<i64>,
) -> AppResult<(Vec<ApplicationRow>, i64)> {
    let interview = interview_filter(interview)?;
    let (candidate_id, client_id) = match (viewer.candidate_id, viewer.pro_client_id) {
        (Some(candidate_id), _) => (Some(candidate_id), None),
        (None, Some(client_id)) => (None, Some(client_id)),
        (None, None) => return Err(AppError::Forbidden),
    };
    if let (Some(offer), Some(client)) = (job_offer_id, client_id) {
        let owner: Option<i64> = sqlx::query_scalar!(
            "SELECT pa.pro_client_id FROM job_offers o
             JOIN pro_accounts pa ON pa.id = o.contact_account_id WHERE o.id = $1",
            offer
        )
        .fetch_optional(pool)
        .await?;
        if owner != Some(client) {
            return Err(AppError::NotFound);
        }
    }
    // The same filter in both statements.
    let rows = select_applications!(
        "WHERE a.submitted_at IS NOT NULL
           AND ($1::bigint IS NULL OR a.candidate_id = $1)
           AND ($2::bigint IS NULL OR pa.pro_client_id = $2)
           AND ($3::bigint IS NULL OR a.job_offer_id = $3)
           AND ($4::text IS NULL OR a.interview_status = $4
                OR ($4 = 'none' AND a.interview_status IS NULL))
           AND ($5::bigint IS NULL OR a.id < $5) ORDER BY a.id DESC LIMIT $6",
        candidate_id,
        client_id,
        job_offer_id,
        interview,
        after_id,
        first,
    )
    .fetch_all(pool);
    let total = sqlx::query_scalar!(
        r#"SELECT count(*) AS "count!" FROM job_offer_applications a
         JOIN job_offers o ON o.id = a.job_offer_id
         JOIN pro_accounts pa ON pa.id = o.contact_account_id
         WHERE a.submitted_at IS NOT NULL
           AND ($1::bigint IS NULL OR a.candidate_id = $1)
           AND ($2::bigint IS NULL OR pa.pro_client_id = $2)
           AND ($3::bigint IS NULL OR a.job_offer_id = $3)
           AND ($4::text IS NULL OR a.interview_status = $4
                OR ($4 = 'none' AND a.interview_status IS NULL))"#,
        candidate_id,
        client_id,
        job_offer_id,
        interview,
    )
    .fetch_one(pool);
    Ok(tokio::try_join!(rows, total)?)
}

/// The triage's filter as given (`yes`, `maybe`, `no`, or `none` not noted yet; empty for
/// all), or a French refusal.
pub fn interview_filter(interview: Option<&str>) -> AppResult<Option<&str>> {
    let interview = interview.map(str::trim).filter(|s| !s.is_empty());
    if interview.is_some_and(|s| s != NOT_NOTED && !INTERVIEW_STATUSES.contains(&s)) {
        return Err(AppError::invalid(
            ErrorCode::InvalidInterviewStatus,
            "Le statut d'entretien doit être : oui (yes), peut-être (maybe), non (no) ou pas encore noté (none).",
        ));
    }
    Ok(interview)
}

/// One application and how the viewer sees it; anyone else gets `NotFound`, as for an id
/// that does not exist.
pub async fn one(pool: &PgPool, viewer: &Viewer, id: i64) -> AppResult<(ApplicationRow, Audience)> {
    let row = find(pool, id).await?.ok_or(AppError::NotFound)?;
    let audience = row.audience(viewer).ok_or(AppError::NotFound)?;
    Ok((row, audience))
}

async fn company_one(pool: &PgPool, viewer: &Viewer, id: i64) -> AppResult<ApplicationRow> {
    match one(pool, viewer, id).await? {
        (row, Audience::Company) => Ok(row),
        (_, Audience::Candidate) => Err(AppError::Forbidden),
    }
}

pub const INTERVIEW_STATUSES: [&str; 3] = ["yes", "maybe", "no"];
/// The triage filter's value for applications not noted yet.
pub const NOT_NOTED: &str = "none";

/// The company's triage: `read` marks it read (the first opening's time is kept; `false`
/// marks it unread again), `interview_status` is yes, maybe or no.
pub async fn update(
    pool: &PgPool,
    viewer: &Viewer,
    id: i64,
    read: Option<bool>,
    interview_status: Option<String>,
) -> AppResult<ApplicationRow> {
    company_one(pool, viewer, id).await?;
    let status = interview_status.map(|s| s.trim().to_owned());
    if status
        .as_deref()
        .is_some_and(|s| !INTERVIEW_STATUSES.contains(&s))
    {
        return Err(AppError::invalid(
            ErrorCode::InvalidInterviewStatus,
            "Le statut d'entretien doit être : oui (yes), peut-être (maybe) ou non (no).",
        ));
    }
    sqlx::query!(
        "UPDATE job_offer_applications SET
             read_at = CASE WHEN $2::boolean IS NULL THEN read_at
                            WHEN $2 THEN coalesce(read_at, now())
                            ELSE NULL END,
             interview_status = coalesce($3::text, interview_status),
             triaged_by_user_id = CASE WHEN $3::text IS NULL THEN triaged_by_user_id ELSE $4 END,
             last_contact_at = CASE WHEN $3::text IS NULL THEN last_contact_at ELSE now() END
         WHERE id = $1",
        id,
        read,
        status,
        viewer.user_id
    )
    .execute(pool)
    .await?;
    find(pool, id).await?.ok_or(AppError::NotFound)
}

/// Notes the company's applications `ids` at once (yes, maybe or no), as `update` notes one:
/// for a member whose role may act on applications, at most `MAX_RECIPIENTS` at a time, like
/// the other actions on a selection. Any id that is not the company's refuses the whole batch
/// (nothing is noted). Returns the applications noted.
pub async fn note_many(
    pool: &PgPool,
    viewer: &Viewer,
    ids: &[i64],
    interview_status: &str,
) -> AppResult<Vec<i64>> {
    let (_, client_id) = viewer.company_for(Area::Applications)?;
    let status = interview_status.trim();
    if !INTERVIEW_STATUSES.contains(&status) {
        return Err(AppError::invalid(
            ErrorCode::InvalidInterviewStatus,
            "Le statut d'entretien doit être : oui (yes), peut-être (maybe) ou non (no).",
        ));
    }
    if ids.is_empty() || ids.len() > MAX_RECIPIENTS {
        return Err(AppError::invalid(
            ErrorCode::Recipients,
            format!("Sélectionnez entre 1 et {MAX_RECIPIENTS} candidatures."),
        ));
    }
    let mut ids = ids.to_vec();
    ids.sort_unstable();
    ids.dedup();
    let mut tx = pool.begin().await?;
    // The rows locked in id order first, so two batches over the same applications wait for
    // each other instead of deadlocking.
    let mine: Vec<i64> = sqlx::query_scalar!(
        "SELECT a.id FROM job_offer_applications a
         JOIN job_offers o ON o.id = a.job_offer_id
         JOIN pro_accounts pa ON pa.id = o.contact_account_id
         WHERE a.id = ANY($1) AND pa.pro_client_id = $2 AND a.submitted_at IS NOT NULL
         ORDER BY a.id FOR UPDATE OF a",
        &ids,
        client_id
    )
    .fetch_all(&mut *tx)
    .await?;
    if mine.len() != ids.len() {
        return Err(AppError::NotFound);
    }
    sqlx::query!(
        "UPDATE job_offer_applications SET interview_status = $2, triaged_by_user_id = $3,
                last_contact_at = now()
         WHERE id = ANY($1)",
        &mine,
        status,
        viewer.user_id
    )
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(ids)
}

/// The file behind a document link and the candidate's name, for its candidate or the offer's
/// company only.
pub async fn document(
    pool: &PgPool,
    viewer: &Viewer,
    uuid: uuid::Uuid,
    kind: FileKind,
) -> AppResult<(String, String)> {
    let row: Option<ApplicationRow> = select_applications!("WHERE a.uuid = $1", uuid)
        .fetch_optional(pool)
        .await?;
    let row = row
        .filter(|r| r.audience(viewer).is_some())
        .ok_or(AppError::NotFound)?;
    let name = match kind {
        FileKind::Cv => row.cv_path,
        FileKind::CoverLetter => row.cover_letter_path,
        FileKind::BookPdf => row.portfolio_pdf_name,
        FileKind::Logo
        | FileKind::Banner
        | FileKind::Image
        | FileKind::LabelProof
        | FileKind::BookImage
        | FileKind::MessageAttachment
        | FileKind::CompanyWork => None,
    }
    .ok_or(AppError::NotFound)?;
    Ok((name, row.candidate_name))
}

pub const MAX_RECIPIENTS: usize = 100;

/// Mails `message` to the candidates of the company's applications `ids`; returns how many
/// were mailed (anonymised applications of deleted accounts and withdrawn ones have no
/// address). With `answer`, it is also recorded as the applications' answer (`answers`). Any
/// id that is not the company's, or a batch over the company's mail limits (`mail_limits`),
/// refuses the whole batch.
pub async fn mail_applicants(
    pool: &PgPool,
    mailer: &Mailer,
    viewer: &Viewer,
    ids: &[i64],
    subject: &str,
    message: &str,
    answer: Option<Answer>,
) -> AppResult<usize> {
    let (_, client_id) = viewer.company()?;
    let (subject, message) = (subject.trim(), message.trim());
    if subject.is_empty() {
        return Err(AppError::missing("Objet"));
    }
    if message.is_empty() {
        return Err(AppError::missing("Message"));
    }
    if subject.chars().count() > 200 || message.chars().count() > 10_000 {
        return Err(AppError::invalid(
            ErrorCode::TooLong,
            "L'objet est limité à 200 caractères et le message à 10 000.",
        ));
    }
    if ids.is_empty() || ids.len() > MAX_RECIPIENTS {
        return Err(AppError::invalid(
            ErrorCode::Recipients,
            format!("Sélectionnez entre 1 et {MAX_RECIPIENTS} candidatures."),
        ));
    }
    let mut ids = ids.to_vec();
    ids.sort_unstable();
    ids.dedup();
    // The candidate's address, only while her account proves it: the message is the
    // recruiter's text (an unconfirmed candidate is skipped and not counted).
    // `cu.confirmation_token IS NULL`: `mail::CONFIRMED`.
    let recipients: Vec<(String, String, String, String, String)> = sqlx::query!(
        r#"SELECT CASE WHEN a.withdrawn_at IS NULL AND EXISTS (SELECT 1 FROM candidates ca JOIN users cu ON cu.id = ca.user_id
                                  WHERE ca.id = a.candidate_id AND cu.confirmation_token IS NULL
                                    AND lower(cu.email) = lower(a.candidate_email))
                     THEN a.candidate_email ELSE '' END AS "address!",
                a.candidate_name, o.title, c.name,
                coalesce(nullif(c.email, ''), u.email) AS "reply_to!"
         FROM job_offer_applications a
         JOIN job_offers o ON o.id = a.job_offer_id
         JOIN pro_accounts pa ON pa.id = o.contact_account_id
         JOIN users u ON u.id = pa.user_id
         JOIN localized_companies lc ON lc.id = o.localized_company_id
         JOIN companies c ON c.id = lc.company_id
         WHERE a.id = ANY($1) AND pa.pro_client_id = $2 AND a.submitted_at IS NOT NULL"#,
        &ids,
        client_id,
    )
    .map(|row| {
        (
            row.address,
            row.candidate_name,
            row.title,
            row.name,
            row.reply_to,
        )
    })
    .fetch_all(pool)
    .await?;
    if recipients.len() != ids.len() {
        return Err(AppError::NotFound);
    }
    let recipients: Vec<_> = recipients.iter().filter(|r| !r.0.is_empty()).collect();
    // The member who writes signs it.
    let writer: String = sqlx::query_scalar!(
        r#"SELECT btrim(firstname || ' ' || lastname) AS "name!" FROM users WHERE id = $1"#,
        viewer.user_id
    )
    .fetch_one(pool)
    .await?;
    let mut tx = pool.begin().await?;
    let addressed: Vec<(&str, &str)> = recipients
        .iter()
        .map(|(to, name, ..)| (to.as_str(), name.as_str()))
        .collect();
    mail_limits::record(&mut tx, client_id, &addressed).await?;
    for (to, name, title, company, reply_to) in &recipients {
        let from = templates::Writer {
            name: &writer,
            company,
            reply_to,
        };
        // The placeholders of the company's templates, filled for each candidate.
        let fills = Fills {
            candidate_name: name,
            offer_title: title,
            company_name: company,
        };
        let (subject, message) = (fill(subject, &fills), fill(message, &fills));
        let mail = templates::recruiter_message(to, name, title, &from, &subject, &message);
        mailer.queue(&mut tx, mail).await?;
    }
    if let Some(answer) = answer {
        answers::record(&mut tx, &ids, answer, viewer.user_id).await?;
    }
    // The last contact starts the two-year retention once the offer closes (retention.rs);
    // a mail is an answer for the answer time (`answer_time`).
    sqlx::query!(
        "UPDATE job_offer_applications
         SET last_contact_at = now(), first_answered_at = coalesce(first_answered_at, now())
         WHERE id = ANY($1) AND submitted_at IS NOT NULL",
        &ids
    )
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(recipients.len())
}
