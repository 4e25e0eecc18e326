//! What each side does with an interview: the company proposes, moves and cancels; the
//! candidate picks a slot and may cancel. Each change and its mails are one transaction.

use chrono::Utc;
use sqlx::PgPool;

use super::{
    notify, read, slot_taken,
    slots::{self, When},
    state, Interview, Mode,
};
use crate::{
    access::{Area, Audience, Viewer},
    applications::mail_limits,
    error::{AppError, AppResult, ErrorCode},
    mail::Mailer,
};

/// The SQLSTATE of an exclusion constraint's refusal (`interviews_recruiter_free`).
const EXCLUSION_VIOLATION: &str = "23P01";

fn is_violation(error: &sqlx::Error, code: &str) -> bool {
    matches!(error, sqlx::Error::Database(db) if db.code().as_deref() == Some(code))
}

/// What the company proposes.
pub struct Proposal {
    pub mode: Mode,
    /// The video link (`Mode::Video` only).
    pub link: Option<String>,
    pub slots: Vec<When>,
}

/// The video link: an absolute https address.
fn video_link(link: Option<&str>) -> AppResult<String> {
    let link = link.map(str::trim).unwrap_or_default();
    match url::Url::parse(link) {
        Ok(url) if url.scheme() == "https" && url.host().is_some() => Ok(link.to_owned()),
        _ => Err(AppError::invalid(
            ErrorCode::InvalidSlots,
            "Indiquez le lien de la visio (une adresse https://…).",
        )),
    }
}

/// A member of the company (whose role may act on applications) for this application.
fn as_company(
    viewer: &Viewer,
    application: &read::Application,
    audience: Audience,
) -> AppResult<i64> {
    let (_, client_id) = viewer.company_for(Area::Applications)?;
    if audience != Audience::Company || client_id != application.pro_client_id {
        return Err(AppError::NotFound);
    }
    Ok(client_id)
}

/// The company proposes `proposal`'s slots for the application `application_id`; the
/// candidate is mailed them (a recruiter's mail: the company's limits).
pub async fn propose(
    pool: &PgPool,
    mailer: &Mailer,
    viewer: &Viewer,
    application_id: i64,
    proposal: Proposal,
) -> AppResult<Interview> {
    slots::check_all(&proposal.slots)?;
    let mut tx = pool.begin().await?;
    let (application, audience) = read::application(&mut tx, viewer, application_id).await?;
    let client_id = as_company(viewer, &application, audience)?;
    if application.withdrawn {
        return Err(state("Cette candidature a été retirée."));
    }
    let place = match proposal.mode {
        Mode::Video => video_link(proposal.link.as_deref())?,
        Mode::Phone => String::new(),
        // The offer's address, as its page shows it.
        Mode::Workshop => {
            sqlx::query_scalar!(
                r#"SELECT left(btrim(concat_ws(', ', nullif(btrim(ad.address1), ''),
                                 l.postal_code || ' ' || l.name)), 500) AS "place!"
                 FROM job_offer_applications a
                 JOIN job_offers o ON o.id = a.job_offer_id
                 JOIN localized_companies lc ON lc.id = o.localized_company_id
                 JOIN addresses ad ON ad.id = lc.address_id
                 JOIN localities l ON l.id = ad.locality_id
                WHERE a.id = $1"#,
                application.id
            )
            .fetch_one(&mut *tx)
            .await?
        }
    };
    let inserted = sqlx::query_scalar!(
        "INSERT INTO interviews (application_id, recruiter_user_id, mode, place)
         VALUES ($1, $2, $3, $4) RETURNING id",
        application.id,
        viewer.user_id,
        proposal.mode.as_str(),
        place
    )
    .fetch_one(&mut *tx)
    .await;
    let id = match inserted {
        Ok(id) => id,
        Err(error) if is_violation(&error, "23505") => {
            return Err(state(
                "Un entretien est déjà en cours pour cette candidature : déplacez-le ou \
                 annulez-le d'abord.",
            ))
        }
        Err(error) => return Err(error.into()),
    };
    let starts: Vec<_> = proposal.slots.iter().map(|s| s.starts_at).collect();
    let minutes: Vec<i32> = proposal.slots.iter().map(|s| s.minutes).collect();
    sqlx::query!(
        "INSERT INTO interview_slots (interview_id, starts_at, minutes)
         SELECT $1, s, m FROM unnest($2::timestamptz[], $3::int[]) AS t(s, m)",
        id,
        &starts,
        &minutes
    )
    .execute(&mut *tx)
    .await?;
    let party = notify::party(&mut tx, mailer, id).await?;
    if !party.candidate_email.is_empty() {
        mail_limits::record(
            &mut tx,
            client_id,
            &[(
                party.candidate_email.as_str(),
                party.candidate_name.as_str(),
            )],
        )
        .await?;
    }
    notify::proposed(&mut tx, mailer, &party, notify::slot_words(&proposal.slots)).await?;
    let interview = read::load(&mut tx, id).await?;
    tx.commit().await?;
    Ok(interview)
}

/// The candidate picks the slot `slot_id`: the interview is set, both get the invitation.
/// Of two candidates of one recruiter taking the same time, the second gets `SLOT_TAKEN`.
pub async fn pick(
    pool: &PgPool,
    mailer: &Mailer,
    viewer: &Viewer,
    slot_id: i64,
) -> AppResult<Interview> {
    let candidate_id = viewer.candidate()?;
    let mut tx = pool.begin().await?;
    let slot = sqlx::query!(
        r#"SELECT i.id, i.status, s.starts_at, s.minutes, a.withdrawn_at IS NOT NULL AS "withdrawn!"
             FROM interview_slots s
             JOIN interviews i ON i.id = s.interview_id
             JOIN job_offer_applications a ON a.id = i.application_id
            WHERE s.id = $1 AND a.candidate_id = $2
              FOR UPDATE OF i"#,
        slot_id,
        candidate_id
    )
    .fetch_optional(&mut *tx)
    .await?
    .ok_or(AppError::NotFound)?;
    if slot.status != "proposed" || slot.withdrawn {
        return Err(state("Cet entretien n'attend plus de choix de créneau."));
    }
    if slot.starts_at <= Utc::now() {
        return Err(slot_taken());
    }
    let when = When {
        starts_at: slot.starts_at,
        minutes: slot.minutes,
    };
    let updated = sqlx::query!(
        "UPDATE interviews SET status = 'scheduled', starts_at = $2, ends_at = $3,
                scheduled_at = now(), sequence = 0
          WHERE id = $1",
        slot.id,
        when.starts_at,
        when.ends_at()
    )
    .execute(&mut *tx)
    .await;
    match updated {
        Ok(_) => {}
        Err(error) if is_violation(&error, EXCLUSION_VIOLATION) => return Err(slot_taken()),
        Err(error) => return Err(error.into()),
    }
    let party = notify::party(&mut tx, mailer, slot.id).await?;
    notify::invitation(&mut tx, mailer, &party, false).await?;
    let interview = read::load(&mut tx, slot.id).await?;
    tx.commit().await?;
    Ok(interview)
}

/// The company moves the scheduled interview `id` to `when`: a new `SEQUENCE`, a new
/// invitation to both, and the reminder again.
pub async fn reschedule(
    pool: &PgPool,
    mailer: &Mailer,
    viewer: &Viewer,
    id: i64,
    when: When,
) -> AppResult<Interview> {
    let mut tx = pool.begin().await?;
    let (application, audience) = read::of_interview(&mut tx, viewer, id).await?;
    let client_id = as_company(viewer, &application, audience)?;
    let status: String =
        sqlx::query_scalar!("SELECT status FROM interviews WHERE id = $1 FOR UPDATE", id)
            .fetch_one(&mut *tx)
            .await?;
    if status != "scheduled" || application.withdrawn {
        return Err(state(
            "Seul un entretien fixé peut être déplacé : annulez la proposition et proposez \
             d'autres créneaux.",
        ));
    }
    let updated = sqlx::query!(
        "UPDATE interviews SET starts_at = $2, ends_at = $3, sequence = sequence + 1,
                scheduled_at = now(), reminded_at = NULL
          WHERE id = $1",
        id,
        when.starts_at,
        when.ends_at()
    )
    .execute(&mut *tx)
    .await;
    match updated {
        Ok(_) => {}
        Err(error) if is_violation(&error, EXCLUSION_VIOLATION) => {
            return Err(AppError::invalid(
                ErrorCode::SlotTaken,
                "Un autre entretien est déjà fixé à ce moment-là.",
            ))
        }
        Err(error) => return Err(error.into()),
    }
    let party = notify::party(&mut tx, mailer, id).await?;
    if !party.candidate_email.is_empty() {
        mail_limits::record(
            &mut tx,
            client_id,
            &[(
                party.candidate_email.as_str(),
                party.candidate_name.as_str(),
            )],
        )
        .await?;
    }
    notify::invitation(&mut tx, mailer, &party, true).await?;
    let interview = read::load(&mut tx, id).await?;
    tx.commit().await?;
    Ok(interview)
}

/// Either side cancels the interview `id` (proposed or scheduled); both are told, with the
/// cancelling `.ics` when a time was set. Cancelling twice is harmless.
pub async fn cancel(
    pool: &PgPool,
    mailer: &Mailer,
    viewer: &Viewer,
    id: i64,
) -> AppResult<Interview> {
    let mut tx = pool.begin().await?;
    let (application, audience) = read::of_interview(&mut tx, viewer, id).await?;
    if audience == Audience::Company {
        as_company(viewer, &application, audience)?;
    }
    let status: String =
        sqlx::query_scalar!("SELECT status FROM interviews WHERE id = $1 FOR UPDATE", id)
            .fetch_one(&mut *tx)
            .await?;
    if status == "cancelled" {
        let interview = read::load(&mut tx, id).await?;
        tx.commit().await?;
        return Ok(interview);
    }
    let was_scheduled = status == "scheduled";
    let by = match audience {
        Audience::Candidate => "candidate",
        Audience::Company => "company",
    };
    sqlx::query!(
        "UPDATE interviews SET status = 'cancelled', cancelled_at = now(), cancelled_by = $2,
                sequence = sequence + CASE WHEN status = 'scheduled' THEN 1 ELSE 0 END
          WHERE id = $1",
        id,
        by
    )
    .execute(&mut *tx)
    .await?;
    let party = notify::party(&mut tx, mailer, id).await?;
    let who = match audience {
        Audience::Candidate => party.candidate_name.clone(),
        Audience::Company => party.company.clone(),
    };
    notify::cancelled(&mut tx, mailer, &party, &who, was_scheduled).await?;
    let interview = read::load(&mut tx, id).await?;
    tx.commit().await?;
    Ok(interview)
}
