//! Passwords: the forgotten-password reset by mail, and the change from the dashboard.

use std::net::IpAddr;

use sqlx::PgPool;

use super::{
    email::Email,
    login,
    password::{self, NewPassword},
    session, token,
};
use crate::{
    access::Viewer,
    error::{AppError, AppResult, ErrorCode},
    mail::{templates, Mailer},
};

pub const RESET_VALID_MINUTES: i32 = 60;
/// Reset mails sent to one account per hour at most; more requests are answered the same
/// way but send nothing.
const MAX_RESETS_PER_HOUR: i64 = 3;

pub const INVALID_RESET_LINK: &str = "Ce lien de réinitialisation est invalide ou a expiré.";

/// Queues a reset mail if the address has an account. The answer is the same either way,
/// so the form tells nobody which addresses are registered.
pub async fn request_reset(pool: &PgPool, mailer: &Mailer, email: &str) -> AppResult<()> {
    let email = Email::parse(email)?;
    let mut tx = pool.begin().await?;
    // The account's row lock serialises its requests; the count is a statement of its own,
    // taken after the lock, so it sees the tokens of every request that went before (counted
    // in the locking statement, it would read the snapshot taken before the wait).
    let user: Option<(i64, String)> = sqlx::query!(
        "SELECT id, email FROM users WHERE lower(email) = lower($1) FOR UPDATE",
        email.as_str()
    )
    .map(|row| (row.id, row.email))
    .fetch_optional(&mut *tx)
    .await?;
    let Some((user_id, address)) = user else {
        return Ok(());
    };
    let recent: i64 = sqlx::query_scalar!(
        r#"SELECT count(*) AS "count!" FROM password_reset_tokens
         WHERE user_id = $1 AND created_at > now() - interval '1 hour'"#,
        user_id
    )
    .fetch_one(&mut *tx)
    .await?;
    if recent >= MAX_RESETS_PER_HOUR {
        return Ok(());
    }
    let secret = token::new_token();
    sqlx::query!(
        "INSERT INTO password_reset_tokens (user_id, token_hash, expires_at)
         VALUES ($1, $2, now() + make_interval(mins => $3))",
        user_id,
        token::hash_token(&secret),
        RESET_VALID_MINUTES
    )
    .execute(&mut *tx)
    .await?;
    let link = mailer.link(&format!("/password-reset/{secret}"));
    mailer
        .queue(&mut tx, templates::reset_password(&address, &link))
        .await?;
    tx.commit().await?;
    Ok(())
}

/// Whether a reset link can still set a password (unused, unexpired): the page asks when it
/// opens, so a used or expired link is refused before the new password is typed.
pub async fn check_reset_link(pool: &PgPool, secret: &str) -> AppResult<()> {
    let valid: bool = sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM password_reset_tokens
                        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()) AS "exists!""#,
        token::hash_token(secret)
    )
    .fetch_one(pool)
    .await?;
    if valid {
        Ok(())
    } else {
        Err(AppError::invalid(
            ErrorCode::InvalidToken,
            INVALID_RESET_LINK,
        ))
    }
}

/// Where a mail about a password change sends whoever did not make it.
pub struct ChangeNotice<'a> {
    pub mailer: &'a Mailer,
    pub contact_email: &'a str,
}

impl ChangeNotice<'_> {
    /// Queues « Votre mot de passe a été modifié » to the account, if its address is proven
    /// (the mail, like all but the proving ones, goes to confirmed addresses only).
    async fn queue(&self, tx: &mut sqlx::PgConnection, user_id: i64) -> AppResult<()> {
        // `users.confirmation_token IS NULL`: `mail::CONFIRMED`.
        let account: Option<(String, String)> = sqlx::query!(
            "SELECT email, firstname FROM users WHERE id = $1 AND users.confirmation_token IS NULL",
            user_id
        )
        .map(|row| (row.email, row.firstname))
        .fetch_optional(&mut *tx)
        .await?;
        if let Some((email, firstname)) = account {
            let link = self.mailer.link("/password-reset");
            let notice = templates::password_changed(&email, &firstname, &link, self.contact_email);
            self.mailer.queue(tx, notice).await?;
        }
        Ok(())
    }
}

/// Sets a new password with a reset link's secret: single use, expiring. It also confirms
/// the e-mail (the mailbox was just proven), ends every open session and tells the user.
pub async fn reset_password(
    pool: &PgPool,
    notice: &ChangeNotice<'_>,
    secret: &str,
    new: &str,
    confirmation: &str,
) -> AppResult<()> {
    let password = NewPassword::parse_confirmed(new, confirmation)?;
    let invalid = || AppError::invalid(ErrorCode::InvalidToken, INVALID_RESET_LINK);
    let token_hash = token::hash_token(secret);
    // The link first (one indexed read), the costly hash only for a valid one.
    check_reset_link(pool, secret).await?;
    let hash = password.hash().await?;
    let mut tx = pool.begin().await?;
    // Used once: of two resets with one link, only the first to get here sets its password.
    let user_id: Option<i64> = sqlx::query_scalar!(
        "UPDATE password_reset_tokens SET used_at = now()
         WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
         RETURNING user_id",
        &token_hash
    )
    .fetch_optional(&mut *tx)
    .await?;
    let user_id = user_id.ok_or_else(invalid)?;
    sqlx::query!(
        "UPDATE users SET password_hash = $2, session_version = session_version + 1, confirmation_token = NULL,
                          updated_at = now()
         WHERE id = $1",
        user_id,
        hash
    )
    .execute(&mut *tx)
    .await?;
    notice.queue(&mut tx, user_id).await?;
    tx.commit().await?;
    Ok(())
}

/// Changes the signed-in user's password after checking the old one. Open sessions stay
/// open (unlike a reset, this is the user at their own keyboard).
pub async fn update_password(
    pool: &PgPool,
    notice: &ChangeNotice<'_>,
    viewer: &Viewer,
    address: IpAddr,
    old: &str,
    new: &str,
    confirmation: &str,
) -> AppResult<()> {
    if old.is_empty() {
        return Err(AppError::missing("Ancien mot de passe"));
    }
    let password = NewPassword::parse_confirmed(new, confirmation)?;
    // Counted before the check, like a sign-in: a stolen session cannot guess the old
    // password to take the account over.
    let attempt = login::Attempt::old_password(viewer.user_id, address)
        .count(pool)
        .await?;
    let hash: Option<String> = sqlx::query_scalar!(
        "SELECT password_hash FROM users WHERE id = $1",
        viewer.user_id
    )
    .fetch_one(pool)
    .await?;
    if !password::verify(hash, old.to_owned()).await? {
        return Err(AppError::invalid(
            ErrorCode::WrongPassword,
            "L'ancien mot de passe est incorrect.",
        ));
    }
    attempt.succeeded(pool).await?;
    let hash = password.hash().await?;
    let mut tx = pool.begin().await?;
    sqlx::query!(
        "UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1",
        viewer.user_id,
        hash
    )
    .execute(&mut *tx)
    .await?;
    // Whoever else holds a session (a stolen token, a forgotten computer) is signed out;
    // the user at their keyboard keeps theirs.
    session::end_others(&mut *tx, viewer).await?;
    notice.queue(&mut tx, viewer.user_id).await?;
    tx.commit().await?;
    Ok(())
}
