//! A company's team (docs/accounts.md, "Teams"): its members, the owner's invitations by mail
//! (a single-use link valid 7 days, of which only the SHA-256 is kept), role changes and
//! removals, and the log of every change, which the owners read on « Équipe ».
//!
//! The database holds the rules a race could break: one company per user (`company_members`'
//! unique `user_id`), the last owner stays (trigger `company_members_keep_an_owner`), an
//! invitation is used once (the `UPDATE … WHERE used_at IS NULL` below, and a trigger that
//! refuses any change to a spent one) and at most `MAX_INVITATIONS_PER_DAY` a day per company
//! and per sender, `MAX_INVITATIONS_PER_RECIPIENT` a day to one address across companies and
//! `MAX_INVITATIONS_IN_ALL` a day across the site (trigger `company_invitations_per_day`):
//! the invitation is the one mail that goes to addresses with no account. Only an owner
//! whose own address is confirmed invites, so a throwaway account sends none (issue 59).

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgPool};

use crate::{
    access::{Area, Role, Viewer},
    accounts::{email::Email, password::NewPassword, token},
    error::{AppError, AppResult, ErrorCode},
    mail::{templates, Mailer},
};

pub const INVITATION_VALID_DAYS: i32 = 7;
/// Equal to the trigger `company_invitations_per_day` (migration `20261202200002`).
pub const MAX_INVITATIONS_PER_DAY: i64 = 20;
pub const MAX_INVITATIONS_PER_RECIPIENT: i64 = 3;
pub const MAX_INVITATIONS_IN_ALL: i64 = 500;

pub const INVALID_INVITATION: &str =
    "Cette invitation est invalide, a expiré ou a déjà servi. Demandez-en une nouvelle.";
pub const TOO_MANY_INVITATIONS: &str =
    "Votre entreprise a envoyé 20 invitations en 24 heures. Merci de réessayer demain.";
pub const RECIPIENT_INVITED_TODAY: &str =
    "Cette adresse a déjà reçu plusieurs invitations aujourd'hui. Merci de réessayer demain.";
pub const INVITATIONS_PAUSED: &str =
    "Les invitations sont momentanément suspendues. Merci de réessayer plus tard.";
pub const CONFIRM_BEFORE_INVITING: &str = "Confirmez d'abord votre adresse e-mail : cliquez sur \
     le lien du mail reçu à l'inscription, ou demandez-en un nouveau. Vous pourrez ensuite \
     inviter votre équipe.";
pub const LAST_OWNER: &str =
    "L'entreprise doit garder au moins un propriétaire : nommez-en un autre d'abord.";
pub const OTHER_COMPANY: &str = "Cette adresse appartient au compte d'une autre entreprise : \
     une personne ne peut faire partie que d'une entreprise à la fois.";
pub const ALREADY_IN_TEAM: &str = "Cette personne fait déjà partie de votre équipe.";
pub const CANDIDATE_ACCOUNT: &str = "Cette adresse est celle d'un compte candidat : un compte \
     candidat ne peut pas rejoindre une entreprise. Utilisez une autre adresse.";
pub const EMAIL_TAKEN: &str =
    "Un compte existe déjà avec cette adresse : connectez-vous pour accepter l'invitation.";

#[derive(Clone, Debug)]
pub struct Member {
    pub user_id: i64,
    pub firstname: String,
    pub lastname: String,
    pub email: String,
    pub role: Role,
    pub joined_at: DateTime<Utc>,
}

#[derive(Clone, Debug)]
pub struct PendingInvitation {
    pub id: i64,
    pub email: String,
    pub role: Role,
    pub created_at: DateTime<Utc>,
    pub expires_at: DateTime<Utc>,
}

/// One change of the team, as its owners read it.
#[derive(Clone, Debug)]
pub struct LogEntry {
    pub id: i64,
    pub at: DateTime<Utc>,
    pub actor_email: String,
    /// `invitation.send`, `invitation.revoke`, `member.join`, `member.role`, `member.remove`,
    /// `member.leave`; the ATS hand-off's `webhook.set`, `webhook.secret`, `webhook.remove`,
    /// `api_token.create`, `api_token.revoke` (`subject_email` then names the webhook's host
    /// or the token's first characters).
    pub action: String,
    pub subject_email: String,
    pub role: Option<String>,
}

/// The log rows and waiting invitations an owner reads at most (newest first; `LIMIT 100` in
/// their statements).
pub const LISTED_ROWS: i64 = 100;
/// The members listed at most (`LIMIT` in the statement; a team grows by invitations, 20 a day
/// at most).
pub const MAX_MEMBERS: i64 = 200;

/// The owner's company id, or `Forbidden` for anyone else (recruiters included).
fn owned_company(viewer: &Viewer) -> AppResult<i64> {
    viewer.company_for(Area::Members)?;
    viewer.company_id.ok_or(AppError::Forbidden)
}

/// The members of the viewer's company, for any member (a recruiter reads the list, an owner
/// manages it); never another company's.
pub async fn members(pool: &PgPool, viewer: &Viewer) -> AppResult<Vec<Member>> {
    viewer.company_for(Area::Roster)?;
    let company_id = viewer.company_id.ok_or(AppError::Forbidden)?;
    let rows = sqlx::query!(
        "SELECT u.id, u.firstname, u.lastname, u.email, m.role, m.joined_at
         FROM company_members m JOIN users u ON u.id = m.user_id
         WHERE m.company_id = $1 ORDER BY m.role, m.joined_at, u.id LIMIT $2",
        company_id,
        MAX_MEMBERS
    )
    .fetch_all(pool)
    .await?;
    rows.into_iter()
        .map(|row| {
            Ok(Member {
                user_id: row.id,
                firstname: row.firstname,
                lastname: row.lastname,
                email: row.email,
                role: Role::parse(&row.role)?,
                joined_at: row.joined_at,
            })
        })
        .collect()
}

/// The invitations still waiting (unused, unrevoked, unexpired), newest first.
pub async fn pending_invitations(
    pool: &PgPool,
    viewer: &Viewer,
) -> AppResult<Vec<PendingInvitation>> {
    let company_id = owned_company(viewer)?;
    let rows = sqlx::query!(
        "SELECT id, email, role, created_at, expires_at FROM company_invitations
         WHERE company_id = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()
         ORDER BY created_at DESC, id DESC LIMIT 100",
        company_id
    )
    .fetch_all(pool)
    .await?;
    rows.into_iter()
        .map(|row| {
            Ok(PendingInvitation {
                id: row.id,
                email: row.email,
                role: Role::parse(&row.role)?,
                created_at: row.created_at,
                expires_at: row.expires_at,
            })
        })
        .collect()
}

pub async fn log(pool: &PgPool, viewer: &Viewer) -> AppResult<Vec<LogEntry>> {
    let company_id = owned_company(viewer)?;
    Ok(sqlx::query_as!(
        LogEntry,
        "SELECT id, at, actor_email, action, subject_email, role FROM company_team_log
         WHERE company_id = $1 ORDER BY at DESC, id DESC LIMIT $2",
        company_id,
        LISTED_ROWS
    )
    .fetch_all(pool)
    .await?)
}

/// Writes one row of the team's log, in the transaction of the change.
pub(crate) async fn record(
    conn: &mut PgConnection,
    company_id: i64,
    actor: &Viewer,
    action: &str,
    subject_email: &str,
    role: Option<Role>,
) -> AppResult<()> {
    sqlx::query!(
        "INSERT INTO company_team_log (company_id, actor_user_id, actor_email, action, subject_email, role)
         VALUES ($1, $2, $3, $4, $5, $6)",
        company_id,
        actor.user_id,
        &actor.email,
        action,
        subject_email,
        role.map(Role::as_str)
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// A trigger's refusal, by the constraint name it raises, as the French error it means.
fn refused(error: sqlx::Error) -> AppError {
    if let sqlx::Error::Database(db) = &error {
        match db.constraint() {
            Some("company_members_last_owner") => {
                return AppError::invalid(ErrorCode::LastOwner, LAST_OWNER)
            }
            Some("company_invitations_per_day") => {
                return AppError::RateLimited(TOO_MANY_INVITATIONS.to_owned())
            }
            Some("company_invitations_per_recipient") => {
                return AppError::RateLimited(RECIPIENT_INVITED_TODAY.to_owned())
            }
            Some("company_invitations_in_all") => {
                return AppError::RateLimited(INVITATIONS_PAUSED.to_owned())
            }
            Some("company_invitations_used_once") => {
                return AppError::invalid(ErrorCode::InvalidToken, INVALID_INVITATION)
            }
            _ if db.is_unique_violation() => {
                return AppError::invalid(ErrorCode::AlreadyMember, OTHER_COMPANY)
            }
            _ => {}
        }
    }
    AppError::from(error)
}

/// The owner invites `email` as `role`: one mail with a link valid 7 days. Inviting an
/// address again revokes its earlier link. Refused for a member of any company and for a
/// candidate's address (one company per user, docs/accounts.md).
pub async fn invite(
    pool: &PgPool,
    mailer: &Mailer,
    viewer: &Viewer,
    email: &str,
    role: Role,
) -> AppResult<PendingInvitation> {
    let company_id = owned_company(viewer)?;
    if !viewer.email_confirmed {
        return Err(AppError::invalid(
            ErrorCode::EmailUnconfirmed,
            CONFIRM_BEFORE_INVITING,
        ));
    }
    let email = Email::parse(email)?;
    let account = sqlx::query!(
        r#"SELECT m.company_id AS "company_id?", c.id AS "candidate_id?", p.id AS "pro_account_id?"
         FROM users u
         LEFT JOIN company_members m ON m.user_id = u.id
         LEFT JOIN candidates c ON c.user_id = u.id
         LEFT JOIN pro_accounts p ON p.user_id = u.id
         WHERE lower(u.email) = lower($1)"#,
        email.as_str()
    )
    .fetch_optional(pool)
    .await?;
    if let Some(account) = account {
        match account.company_id {
            Some(id) if id == company_id => {
                return Err(AppError::invalid(ErrorCode::AlreadyMember, ALREADY_IN_TEAM))
            }
            Some(_) => return Err(AppError::invalid(ErrorCode::AlreadyMember, OTHER_COMPANY)),
            None => {}
        }
        if account.candidate_id.is_some() {
            return Err(AppError::invalid(
                ErrorCode::InvalidAccountType,
                CANDIDATE_ACCOUNT,
            ));
        }
    }
    let secret = token::new_token();
    let mut tx = pool.begin().await?;
    sqlx::query!(
        "UPDATE company_invitations SET revoked_at = now()
         WHERE company_id = $1 AND lower(email) = lower($2) AND used_at IS NULL AND revoked_at IS NULL",
        company_id,
        email.as_str()
    )
    .execute(&mut *tx)
    .await?;
    let row = sqlx::query!(
        "INSERT INTO company_invitations (company_id, email, role, token_hash, invited_by, expires_at)
         VALUES ($1, $2, $3, $4, $5, now() + make_interval(days => $6))
         RETURNING id, created_at, expires_at",
        company_id,
        email.as_str(),
        role.as_str(),
        token::hash_token(&secret),
        viewer.user_id,
        INVITATION_VALID_DAYS
    )
    .fetch_one(&mut *tx)
    .await
    .map_err(refused)?;
    let names = sqlx::query!(
        "SELECT u.firstname, u.lastname, c.name AS company
         FROM users u, companies c WHERE u.id = $1 AND c.id = $2",
        viewer.user_id,
        company_id
    )
    .fetch_one(&mut *tx)
    .await?;
    let inviter = format!("{} {}", names.firstname, names.lastname)
        .trim()
        .to_owned();
    let inviter = if inviter.is_empty() {
        viewer.email.clone()
    } else {
        inviter
    };
    let link = mailer.link(&format!("/equipe/invitation/{secret}"));
    mailer
        .queue(
            &mut tx,
            templates::team_invitation(
                email.as_str(),
                &inviter,
                &names.company,
                role.label(),
                row.expires_at,
                &link,
            ),
        )
        .await?;
    record(
        &mut tx,
        company_id,
        viewer,
        "invitation.send",
        email.as_str(),
        Some(role),
    )
    .await?;
    tx.commit().await?;
    Ok(PendingInvitation {
        id: row.id,
        email: email.as_str().to_owned(),
        role,
        created_at: row.created_at,
        expires_at: row.expires_at,
    })
}

/// The owner withdraws a waiting invitation: its link stops working.
pub async fn revoke(pool: &PgPool, viewer: &Viewer, invitation_id: i64) -> AppResult<()> {
    let company_id = owned_company(viewer)?;
    let mut tx = pool.begin().await?;
    let email: Option<String> = sqlx::query_scalar!(
        "UPDATE company_invitations SET revoked_at = now()
         WHERE id = $1 AND company_id = $2 AND used_at IS NULL AND revoked_at IS NULL
         RETURNING email",
        invitation_id,
        company_id
    )
    .fetch_optional(&mut *tx)
    .await
    .map_err(refused)?;
    let email = email.ok_or(AppError::NotFound)?;
    record(
        &mut tx,
        company_id,
        viewer,
        "invitation.revoke",
        &email,
        None,
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

/// An owner changes a member's role (her own too, if another owner stays).
pub async fn set_role(pool: &PgPool, viewer: &Viewer, user_id: i64, role: Role) -> AppResult<()> {
    let company_id = owned_company(viewer)?;
    let mut tx = pool.begin().await?;
    let email: Option<String> = sqlx::query_scalar!(
        "UPDATE company_members m SET role = $3 FROM users u
         WHERE m.company_id = $1 AND m.user_id = $2 AND u.id = m.user_id
         RETURNING u.email",
        company_id,
        user_id,
        role.as_str()
    )
    .fetch_optional(&mut *tx)
    .await
    .map_err(refused)?;
    let email = email.ok_or(AppError::NotFound)?;
    record(
        &mut tx,
        company_id,
        viewer,
        "member.role",
        &email,
        Some(role),
    )
    .await?;
    tx.commit().await?;
    Ok(())
}

/// An owner removes a member: her next request for the company is refused (the `Viewer` reads
/// the membership on every request). The offers she wrote stay the company's.
pub async fn remove(pool: &PgPool, viewer: &Viewer, user_id: i64) -> AppResult<()> {
    let company_id = owned_company(viewer)?;
    let action = if user_id == viewer.user_id {
        "member.leave"
    } else {
        "member.remove"
    };
    delete_member(pool, viewer, company_id, user_id, action).await
}

/// A member leaves the company (an owner only if another owner stays).
pub async fn leave(pool: &PgPool, viewer: &Viewer) -> AppResult<()> {
    viewer.company()?;
    let company_id = viewer.company_id.ok_or(AppError::Forbidden)?;
    delete_member(pool, viewer, company_id, viewer.user_id, "member.leave").await
}

async fn delete_member(
    pool: &PgPool,
    viewer: &Viewer,
    company_id: i64,
    user_id: i64,
    action: &str,
) -> AppResult<()> {
    let mut tx = pool.begin().await?;
    let email: Option<String> = sqlx::query_scalar!(
        "DELETE FROM company_members m USING users u
         WHERE m.company_id = $1 AND m.user_id = $2 AND u.id = m.user_id
         RETURNING u.email",
        company_id,
        user_id
    )
    .fetch_optional(&mut *tx)
    .await
    .map_err(refused)?;
    let email = email.ok_or(AppError::NotFound)?;
    record(&mut tx, company_id, viewer, action, &email, None).await?;
    tx.commit().await?;
    Ok(())
}

/// What the invitation page shows before the invitee signs in or registers.
#[derive(Clone, Debug)]
pub struct InvitationView {
    pub company_name: String,
    pub email: String,
    pub role: Role,
    pub expires_at: DateTime<Utc>,
}

fn invalid_invitation() -> AppError {
    AppError::invalid(ErrorCode::InvalidToken, INVALID_INVITATION)
}

/// The invitation of a link, while it can still be accepted.
pub async fn invitation(pool: &PgPool, secret: &str) -> AppResult<InvitationView> {
    let row = sqlx::query!(
        "SELECT c.name, i.email, i.role, i.expires_at
         FROM company_invitations i JOIN companies c ON c.id = i.company_id
         WHERE i.token_hash = $1 AND i.used_at IS NULL AND i.revoked_at IS NULL
           AND i.expires_at > now()",
        token::hash_token(secret)
    )
    .fetch_optional(pool)
    .await?
    .ok_or_else(invalid_invitation)?;
    Ok(InvitationView {
        company_name: row.name,
        email: row.email,
        role: Role::parse(&row.role)?,
        expires_at: row.expires_at,
    })
}

/// Spends the invitation of `secret` for `user_id`: of many accepts at once, one gets the
/// row (its lock), the others find it used. Returns (company id, address, role).
async fn spend(
    tx: &mut PgConnection,
    secret: &str,
    user_id: i64,
) -> AppResult<(i64, String, Role)> {
    let row = sqlx::query!(
        "UPDATE company_invitations SET used_at = now(), used_by = $2
         WHERE token_hash = $1 AND used_at IS NULL AND revoked_at IS NULL AND expires_at > now()
         RETURNING company_id, email, role",
        token::hash_token(secret),
        user_id
    )
    .fetch_optional(&mut *tx)
    .await
    .map_err(refused)?
    .ok_or_else(invalid_invitation)?;
    Ok((row.company_id, row.email, Role::parse(&row.role)?))
}

/// Makes `user_id` (already holding the client's recruiter account) a member, and logs it.
async fn join(
    tx: &mut PgConnection,
    company_id: i64,
    user_id: i64,
    email: &str,
    role: Role,
) -> AppResult<()> {
    sqlx::query!(
        "INSERT INTO company_members (company_id, user_id, role) VALUES ($1, $2, $3)",
        company_id,
        user_id,
        role.as_str()
    )
    .execute(&mut *tx)
    .await
    .map_err(refused)?;
    // Following the mailed link proves the address.
    sqlx::query!(
        "UPDATE users SET confirmation_token = NULL WHERE id = $1",
        user_id
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query!(
        "INSERT INTO company_team_log (company_id, actor_user_id, actor_email, action, subject_email, role)
         VALUES ($1, $2, $3, 'member.join', $3, $4)",
        company_id,
        user_id,
        email,
        role.as_str()
    )
    .execute(&mut *tx)
    .await?;
    Ok(())
}

/// A signed-in user accepts the invitation sent to her address. She may hold no company yet:
/// a recruiter account of another company (even one she left: its offers stay there) or a
/// candidate's account is refused.
pub async fn accept(pool: &PgPool, viewer: &Viewer, secret: &str) -> AppResult<()> {
    let mut tx = pool.begin().await?;
    let (company_id, email, role) = spend(&mut tx, secret, viewer.user_id).await?;
    if !email.eq_ignore_ascii_case(&viewer.email) {
        return Err(AppError::invalid(
            ErrorCode::OtherAddress,
            format!(
                "Cette invitation a été envoyée à {email} : connectez-vous avec cette adresse \
                 pour l'accepter."
            ),
        ));
    }
    if viewer.candidate_id.is_some() {
        return Err(AppError::invalid(
            ErrorCode::InvalidAccountType,
            CANDIDATE_ACCOUNT,
        ));
    }
    match viewer.company_id {
        Some(id) if id == company_id => {
            return Err(AppError::invalid(ErrorCode::AlreadyMember, ALREADY_IN_TEAM))
        }
        Some(_) => return Err(AppError::invalid(ErrorCode::AlreadyMember, OTHER_COMPANY)),
        None => {}
    }
    let client_id: i64 = sqlx::query_scalar!(
        "SELECT pro_client_id FROM companies WHERE id = $1",
        company_id
    )
    .fetch_one(&mut *tx)
    .await?;
    let account_client: Option<i64> = sqlx::query_scalar!(
        "SELECT pro_client_id FROM pro_accounts WHERE user_id = $1 FOR UPDATE",
        viewer.user_id
    )
    .fetch_optional(&mut *tx)
    .await?;
    match account_client {
        Some(client) if client != client_id => {
            return Err(AppError::invalid(ErrorCode::AlreadyMember, OTHER_COMPANY))
        }
        Some(_) => {}
        None => {
            sqlx::query!(
                "INSERT INTO pro_accounts (user_id, pro_client_id) VALUES ($1, $2)",
                viewer.user_id,
                client_id
            )
            .execute(&mut *tx)
            .await
            .map_err(refused)?;
        }
    }
    join(&mut tx, company_id, viewer.user_id, &viewer.email, role).await?;
    tx.commit().await?;
    Ok(())
}

/// Someone without an account registers from the invitation: the account takes the
/// invitation's address (proven by the link) and joins the company. Returns the address, to
/// sign in with.
pub async fn register_and_accept(
    pool: &PgPool,
    secret: &str,
    firstname: &str,
    lastname: &str,
    password: &str,
) -> AppResult<String> {
    if firstname.is_empty() {
        return Err(AppError::missing("Prénom"));
    }
    if lastname.is_empty() {
        return Err(AppError::missing("Nom"));
    }
    let password = NewPassword::parse(password, "Mot de passe")?;
    // The link first (one indexed read), the costly hash only for a valid one.
    let view = invitation(pool, secret).await?;
    let hash = password.hash().await?;
    let mut tx = pool.begin().await?;
    let user_id: i64 = sqlx::query_scalar!(
        "INSERT INTO users (email, password_hash, firstname, lastname) VALUES ($1, $2, $3, $4)
         RETURNING id",
        &view.email,
        hash,
        firstname,
        lastname
    )
    .fetch_one(&mut *tx)
    .await
    .map_err(|e| crate::error::on_unique_violation(e, ErrorCode::EmailTaken, EMAIL_TAKEN))?;
    let (company_id, email, role) = spend(&mut tx, secret, user_id).await?;
    sqlx::query!(
        "INSERT INTO pro_accounts (user_id, pro_client_id)
         SELECT $1, pro_client_id FROM companies WHERE id = $2",
        user_id,
        company_id
    )
    .execute(&mut *tx)
    .await?;
    join(&mut tx, company_id, user_id, &email, role).await?;
    tx.commit().await?;
    Ok(email)
}
