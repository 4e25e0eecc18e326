//! E-mail confirmation: a mail with a single link; following it clears the user's
//! confirmation token (null means confirmed). Only the token's hash is stored.

use sqlx::{PgConnection, PgPool};

use super::token;
use crate::{
    access::Viewer,
    error::{AppError, AppResult, ErrorCode},
    mail::{templates, Mailer},
};

pub const RESEND_DELAY_SECONDS: i64 = 60;

/// Sets a fresh confirmation token and queues the mail carrying it.
pub async fn start_confirmation(
    conn: &mut PgConnection,
    mailer: &Mailer,
    user_id: i64,
) -> AppResult<()> {
    let secret = token::new_token();
    let (email, firstname): (String, String) = sqlx::query!(
        "UPDATE users SET confirmation_token = $2, confirmation_sent_at = now()
         WHERE id = $1 RETURNING email, firstname",
        user_id,
        token::hash_token(&secret)
    )
    .map(|row| (row.email, row.firstname))
    .fetch_one(&mut *conn)
    .await?;
    let link = mailer.link(&format!("/api/confirm-email/{secret}"));
    mailer
        .queue(conn, templates::confirm_email(&email, &firstname, &link))
        .await
}

/// Confirms the e-mail whose link carried `secret`.
pub async fn confirm_email(pool: &PgPool, secret: &str) -> AppResult<()> {
    let confirmed = sqlx::query!(
        "UPDATE users SET confirmation_token = NULL, updated_at = now() WHERE confirmation_token = $1",
        token::hash_token(secret)
    )
    .execute(pool)
    .await?;
    if confirmed.rows_affected() == 1 {
        Ok(())
    } else {
        Err(AppError::invalid(
            ErrorCode::InvalidToken,
            "Ce lien de confirmation est invalide ou a déjà été utilisé.",
        ))
    }
}

/// Sends the confirmation mail again, at most once a minute; nothing to do once confirmed.
pub async fn resend(pool: &PgPool, mailer: &Mailer, viewer: &Viewer) -> AppResult<()> {
    if viewer.email_confirmed {
        return Ok(());
    }
    let mut tx = pool.begin().await?;
    // The row lock serialises the user's requests; the time of the last mail is read after
    // it, in a statement of its own, so it is the one the request before just wrote.
    sqlx::query!(
        "SELECT 1 AS one FROM users WHERE id = $1 FOR UPDATE",
        viewer.user_id
    )
    .fetch_optional(&mut *tx)
    .await?;
    let recent: bool = sqlx::query_scalar!(
        r#"SELECT coalesce(confirmation_sent_at > statement_timestamp() - make_interval(secs => $2), false) AS "recent!"
         FROM users WHERE id = $1"#,
        viewer.user_id,
        RESEND_DELAY_SECONDS as f64
    )
    .fetch_one(&mut *tx)
    .await?;
    if recent {
        return Err(AppError::RateLimited(
            "Un e-mail de confirmation vient d'être envoyé. Patientez une minute avant d'en demander un autre.".to_owned(),
        ));
    }
    start_confirmation(&mut tx, mailer, viewer.user_id).await?;
    tx.commit().await?;
    Ok(())
}
