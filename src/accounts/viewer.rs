//! Loads the [`Viewer`] fresh from the database for each authenticated request (a deleted
//! account, a signed-out session, or a password reset after the token was issued ends the
//! session).

use sqlx::PgPool;

use super::session::Claims;
use crate::{
    access::{Role, Viewer},
    error::{AppError, AppResult},
};

#[derive(sqlx::FromRow)]
struct ViewerRow {
    user_id: i64,
    email: String,
    candidate_id: Option<i64>,
    pro_account_id: Option<i64>,
    pro_client_id: Option<i64>,
    company_id: Option<i64>,
    company_role: Option<String>,
    email_confirmed: bool,
    is_staff: bool,
    session_version: i32,
}

impl Viewer {
    /// The viewer of the session `claims` names, or `Unauthenticated`.
    pub async fn load(pool: &PgPool, claims: &Claims) -> AppResult<Self> {
        let row: Option<ViewerRow> = sqlx::query_as!(
            ViewerRow,
            r#"SELECT u.id AS user_id, u.email, c.id AS "candidate_id?", p.id AS "pro_account_id?",
                    co.pro_client_id AS "pro_client_id?", m.company_id AS "company_id?",
                    m.role AS "company_role?", u.confirmation_token IS NULL AS "email_confirmed!",
                    u.is_staff, u.session_version
             FROM users u
             JOIN sessions s ON s.user_id = u.id AND s.id = $2 AND s.expires_at > now()
             LEFT JOIN candidates c ON c.user_id = u.id
             LEFT JOIN pro_accounts p ON p.user_id = u.id
             LEFT JOIN company_members m ON m.user_id = u.id
             LEFT JOIN companies co ON co.id = m.company_id
             WHERE u.id = $1"#,
            claims.sub,
            claims.sid
        )
        .fetch_optional(pool)
        .await?;
        match row {
            Some(row) if claims.ver == row.session_version => Ok(Self {
                user_id: row.user_id,
                email: row.email,
                candidate_id: row.candidate_id,
                pro_account_id: row.pro_account_id,
                pro_client_id: row.pro_client_id,
                company_id: row.company_id,
                company_role: row.company_role.as_deref().map(Role::parse).transpose()?,
                email_confirmed: row.email_confirmed,
                is_staff: row.is_staff,
                session_id: claims.sid,
            }),
            _ => Err(AppError::Unauthenticated),
        }
    }
}
