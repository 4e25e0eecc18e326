//! What `/api/login_check` answers and the UI keeps in local storage:
//! `{token, roles, user}`.

use serde::Serialize;
use sqlx::PgPool;

use crate::error::{AppError, AppResult};

#[derive(Debug, Serialize)]
pub struct SessionData {
    pub token: String,
    pub roles: Vec<&'static str>,
    pub user: SessionUser,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SessionUser {
    pub id: String,
    #[serde(rename = "_id")]
    pub numeric_id: i64,
    pub email: String,
    pub firstname: String,
    pub lastname: String,
    /// `null` once the e-mail is confirmed. While it is not, a marker (never the secret
    /// token itself, which only the mail carries).
    pub confirmation_token: Option<&'static str>,
    pub pro_account: Option<ProAccountRef>,
    pub candidate: Option<IdRef>,
    /// `owner` or `recruiter` in the user's company (`companies::Role`); null for anyone
    /// else. The UI hides what the role may not do; the server decides.
    pub team_role: Option<&'static str>,
}

#[derive(Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ProAccountRef {
    pub id: String,
    pub pro_client: IdRef,
}

#[derive(Debug, Serialize)]
pub struct IdRef {
    pub id: String,
}

pub const ROLE_CANDIDATE: &str = "ROLE_CANDIDATE";
pub const ROLE_COMPANY: &str = "ROLE_PRO";
/// A member of the team: the UI shows `/admin`; the server checks it again on every admin
/// field (`access::Staff::require`).
pub const ROLE_STAFF: &str = "ROLE_STAFF";

#[derive(sqlx::FromRow)]
struct Row {
    id: i64,
    email: String,
    firstname: String,
    lastname: String,
    confirmed: bool,
    candidate_id: Option<i64>,
    pro_account_id: Option<i64>,
    pro_client_id: Option<i64>,
    team_role: Option<String>,
    is_staff: bool,
}

pub async fn session_data(pool: &PgPool, user_id: i64, token: String) -> AppResult<SessionData> {
    let row: Row = sqlx::query_as!(
        Row,
        r#"SELECT u.id, u.email, u.firstname, u.lastname, u.confirmation_token IS NULL AS "confirmed!",
                c.id AS "candidate_id?", p.id AS "pro_account_id?", co.pro_client_id AS "pro_client_id?",
                m.role AS "team_role?", u.is_staff
         FROM users u
         LEFT JOIN candidates c ON c.user_id = u.id
         LEFT JOIN pro_accounts p ON p.user_id = u.id
         LEFT JOIN company_members m ON m.user_id = u.id
         LEFT JOIN companies co ON co.id = m.company_id
         WHERE u.id = $1"#,
        user_id
    )
    .fetch_optional(pool)
    .await?
    .ok_or(AppError::Unauthenticated)?;
    let mut roles = vec!["ROLE_USER"];
    roles.extend(row.candidate_id.map(|_| ROLE_CANDIDATE));
    // A recruiter account removed from its company is no company any more.
    let pro_account = row.pro_account_id.zip(row.pro_client_id);
    roles.extend(pro_account.map(|_| ROLE_COMPANY));
    let team_role = row
        .team_role
        .as_deref()
        .map(crate::access::Role::parse)
        .transpose()?
        .map(crate::access::Role::as_str);
    roles.extend(row.is_staff.then_some(ROLE_STAFF));
    Ok(SessionData {
        token,
        roles,
        user: SessionUser {
            id: format!("/api/users/{}", row.id),
            numeric_id: row.id,
            email: row.email,
            firstname: row.firstname,
            lastname: row.lastname,
            confirmation_token: (!row.confirmed).then_some("pending"),
            pro_account: pro_account.map(|(account, client)| ProAccountRef {
                id: format!("/api/pro-accounts/{account}"),
                pro_client: IdRef {
                    id: format!("/api/pro-clients/{client}"),
                },
            }),
            candidate: row.candidate_id.map(|id| IdRef {
                id: format!("/api/candidates/{id}"),
            }),
            team_role,
        },
    })
}
