//! Who may see an application's interview, and what each side reads of it.

use sqlx::{PgConnection, PgPool};

use super::{Interview, Mode, Slot, Status};
use crate::{
    access::{Audience, Viewer},
    error::{AppError, AppResult},
};

/// A sent application as the interviews need it.
pub(super) struct Application {
    pub id: i64,
    pub candidate_id: Option<i64>,
    pub pro_client_id: i64,
    pub withdrawn: bool,
}

/// The application `id` and how `viewer` sees it; `NotFound` when she may not (another
/// company's, another candidate's, or not sent yet): nobody learns it exists.
pub(super) async fn application(
    conn: &mut PgConnection,
    viewer: &Viewer,
    id: i64,
) -> AppResult<(Application, Audience)> {
    let row = sqlx::query_as!(
        Application,
        r#"SELECT a.id, a.candidate_id, pa.pro_client_id, a.withdrawn_at IS NOT NULL AS "withdrawn!"
           FROM job_offer_applications a
           JOIN job_offers o ON o.id = a.job_offer_id
           JOIN pro_accounts pa ON pa.id = o.contact_account_id
          WHERE a.id = $1 AND a.submitted_at IS NOT NULL"#,
        id
    )
    .fetch_optional(&mut *conn)
    .await?
    .ok_or(AppError::NotFound)?;
    let audience = viewer
        .audience(row.candidate_id, row.pro_client_id)
        .ok_or(AppError::NotFound)?;
    Ok((row, audience))
}

/// The application of the interview `id`, for `viewer`, and the interview's application id.
pub(super) async fn of_interview(
    conn: &mut PgConnection,
    viewer: &Viewer,
    id: i64,
) -> AppResult<(Application, Audience)> {
    let application_id: i64 =
        sqlx::query_scalar!("SELECT application_id FROM interviews WHERE id = $1", id)
            .fetch_optional(&mut *conn)
            .await?
            .ok_or(AppError::NotFound)?;
    application(conn, viewer, application_id).await
}

/// The latest interview of the application `application_id` (under way, or the last
/// cancelled one), for its candidate and its company.
pub async fn for_application(
    pool: &PgPool,
    viewer: &Viewer,
    application_id: i64,
) -> AppResult<Option<Interview>> {
    let mut conn = pool.acquire().await?;
    application(&mut conn, viewer, application_id).await?;
    let id = sqlx::query_scalar!(
        "SELECT id FROM interviews WHERE application_id = $1 ORDER BY id DESC LIMIT 1",
        application_id
    )
    .fetch_optional(&mut *conn)
    .await?;
    match id {
        Some(id) => Ok(Some(load(&mut conn, id).await?)),
        None => Ok(None),
    }
}

/// The interview `id` with its slots; a slot is taken when it is past or when it overlaps
/// another scheduled interview of the same member.
pub(super) async fn load(conn: &mut PgConnection, id: i64) -> AppResult<Interview> {
    let row = sqlx::query!(
        r#"SELECT i.id, i.application_id, i.mode, i.place, i.status, i.starts_at, i.ends_at,
                  i.sequence, i.cancelled_by,
                  btrim(u.firstname || ' ' || u.lastname) AS "recruiter_name!"
             FROM interviews i JOIN users u ON u.id = i.recruiter_user_id
            WHERE i.id = $1"#,
        id
    )
    .fetch_one(&mut *conn)
    .await?;
    let slots = sqlx::query!(
        r#"SELECT s.id, s.starts_at, s.minutes,
                  (s.starts_at <= now() OR EXISTS (
                      SELECT 1 FROM interviews o
                       WHERE o.recruiter_user_id = i.recruiter_user_id AND o.id <> i.id
                         AND o.status = 'scheduled'
                         AND tstzrange(o.starts_at, o.ends_at)
                             && tstzrange(s.starts_at, s.starts_at + make_interval(mins => s.minutes))
                  )) AS "taken!"
             FROM interview_slots s JOIN interviews i ON i.id = s.interview_id
            WHERE s.interview_id = $1
            ORDER BY s.starts_at"#,
        id
    )
    .fetch_all(&mut *conn)
    .await?
    .into_iter()
    .map(|s| Slot {
        id: s.id,
        starts_at: s.starts_at,
        minutes: s.minutes,
        taken: s.taken,
    })
    .collect();
    Ok(Interview {
        id: row.id,
        application_id: row.application_id,
        mode: Mode::parse(&row.mode),
        place: row.place,
        status: Status::parse(&row.status),
        starts_at: row.starts_at,
        ends_at: row.ends_at,
        sequence: row.sequence,
        cancelled_by: row.cancelled_by,
        slots,
        recruiter_name: row.recruiter_name,
    })
}
