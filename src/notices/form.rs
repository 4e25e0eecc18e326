//! The notice form (DSA article 16 (2)): a reason from the list, an explanation, the reporter's
//! name and address and the good-faith statement. A signed-in reporter with a proven address
//! is known: the notice counts at once. Anyone else confirms by a mailed link
//! (`confirmation`), so the form cannot be used to mail strangers. One open notice per
//! reporter and offer (or company), and the rate limits, are PostgreSQL's (migration
//! `20261204100001_notices.sql`).

use sqlx::{PgConnection, PgPool};

use crate::{
    access::{Actor, Viewer},
    accounts::{email::Email, token},
    audit::{self, Change},
    error::{AppError, AppResult, ErrorCode},
    mail::{templates, Mailer},
    moderation::Reason,
};

/// Notices one client address may send per hour (trigger `notices_per_hour`).
pub const MAX_PER_ADDRESS_PER_HOUR: i64 = 20;
/// Notices one e-mail address may send per hour (trigger `notices_per_hour`).
pub const MAX_PER_EMAIL_PER_HOUR: i64 = 5;
/// How long the mailed confirmation link works.
pub const CONFIRMATION_HOURS: i32 = 48;

/// The good-faith statement of DSA article 16 (2)(d), as the form shows it.
pub const GOOD_FAITH: &str = "Je déclare de bonne foi que les informations et allégations de ce signalement sont exactes et complètes.";

pub const ALREADY_REPORTED_OFFER: &str = "Vous avez déjà signalé cette offre.";
pub const ALREADY_REPORTED_COMPANY: &str = "Vous avez déjà signalé cette entreprise.";
pub const TOO_MANY_FROM_ADDRESS: &str =
    "Trop de signalements envoyés depuis votre connexion. Merci de réessayer dans une heure.";
pub const TOO_MANY_FROM_EMAIL: &str =
    "Vous avez envoyé plusieurs signalements en peu de temps. Merci de réessayer dans une heure.";

/// What a reporter says is wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoticeReason {
    Discriminatory,
    Scam,
    OffTopic,
    FakeCompany,
    Illegal,
    /// Written out (`reason_other`).
    Other,
}

impl NoticeReason {
    pub const ALL: [NoticeReason; 6] = [
        Self::Discriminatory,
        Self::Scam,
        Self::OffTopic,
        Self::FakeCompany,
        Self::Illegal,
        Self::Other,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Self::Discriminatory => "DISCRIMINATORY",
            Self::Scam => "SCAM",
            Self::OffTopic => "OFF_TOPIC",
            Self::FakeCompany => "FAKE_COMPANY",
            Self::Illegal => "ILLEGAL",
            Self::Other => "OTHER",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Self::Discriminatory => "discriminatoire",
            Self::Scam => "arnaque ou demande d'argent",
            Self::OffTopic => "hors secteur",
            Self::FakeCompany => "entreprise inexistante ou usurpée",
            Self::Illegal => "contenu illicite",
            Self::Other => "autre",
        }
    }

    /// Staff's queue lists these first.
    pub fn urgent(self) -> bool {
        matches!(self, Self::Discriminatory | Self::Scam | Self::Illegal)
    }

    /// The ground staff's decision form proposes (one list: `moderation::Reason`).
    pub fn ground(self) -> Reason {
        match self {
            Self::Discriminatory => Reason::DiscriminatingContent,
            Self::Scam => Reason::Scam,
            Self::OffTopic => Reason::OffTopic,
            Self::FakeCompany => Reason::UnidentifiedCompany,
            Self::Illegal => Reason::IllegalContent,
            Self::Other => Reason::Other,
        }
    }

    pub fn parse(value: &str) -> AppResult<Self> {
        let value = value.trim();
        Self::ALL
            .into_iter()
            .find(|reason| reason.code().eq_ignore_ascii_case(value))
            .ok_or_else(|| {
                AppError::invalid(
                    ErrorCode::InvalidReason,
                    "Choisissez le motif du signalement dans la liste.",
                )
            })
    }

    /// Reads a stored code (the CHECK holds the list).
    pub fn stored(value: &str) -> Self {
        Self::parse(value).unwrap_or(Self::Other)
    }
}

/// What a notice is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    Offer(i64),
    Company(i64),
}

impl Target {
    pub fn offer_id(self) -> Option<i64> {
        match self {
            Self::Offer(id) => Some(id),
            Self::Company(_) => None,
        }
    }

    pub fn company_id(self) -> Option<i64> {
        match self {
            Self::Company(id) => Some(id),
            Self::Offer(_) => None,
        }
    }

    /// From the two columns of a row (the CHECK makes one of them set).
    pub fn of(offer_id: Option<i64>, company_id: Option<i64>) -> Self {
        match offer_id {
            Some(id) => Self::Offer(id),
            None => Self::Company(company_id.unwrap_or_default()),
        }
    }

    fn already(self) -> &'static str {
        match self {
            Self::Offer(_) => ALREADY_REPORTED_OFFER,
            Self::Company(_) => ALREADY_REPORTED_COMPANY,
        }
    }
}

/// The form's fields, each already bounded by its `Text<…>` at the boundary.
#[derive(Debug)]
pub struct NoticeForm {
    pub target: Target,
    pub reason: NoticeReason,
    /// Required for « autre ».
    pub reason_other: Option<String>,
    pub explanation: String,
    /// An anonymous reporter's; a signed-in one's come from the account.
    pub name: Option<String>,
    pub email: Option<String>,
    pub good_faith: bool,
}

/// What a submission did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reported {
    /// Counted at once (signed in with a proven address).
    Open,
    /// Waiting for the mailed link.
    AwaitingConfirmation,
}

/// The reporter as the notice records them.
struct Reporter {
    user_id: Option<i64>,
    name: String,
    email: String,
    known: bool,
}

fn reporter(
    conn_name: Option<(String, String)>,
    viewer: Option<&Viewer>,
    form: &NoticeForm,
) -> AppResult<Reporter> {
    if let (Some(viewer), Some((first, last))) = (viewer, conn_name) {
        let name = format!("{first} {last}").trim().to_owned();
        return Ok(Reporter {
            user_id: Some(viewer.user_id),
            name: if name.is_empty() {
                viewer.email.clone()
            } else {
                name
            },
            email: viewer.email.clone(),
            known: viewer.email_confirmed,
        });
    }
    let name = form
        .name
        .as_deref()
        .map(str::trim)
        .filter(|name| !name.is_empty())
        .ok_or_else(|| AppError::missing("Nom"))?;
    let email = form
        .email
        .as_deref()
        .filter(|email| !email.trim().is_empty())
        .ok_or_else(|| AppError::missing("Adresse e-mail"))?;
    let email = Email::parse(email)?;
    Ok(Reporter {
        user_id: None,
        name: name.to_owned(),
        email: email.as_str().to_owned(),
        known: false,
    })
}

/// The target's words in mails (« l'offre « Tapissier » ») and its company; NotFound unless
/// it is public (an offer online, a company not suspended).
pub(super) async fn describe(conn: &mut PgConnection, target: Target) -> AppResult<(String, i64)> {
    let found: Option<(String, i64)> = match target {
        Target::Offer(id) => {
            sqlx::query!(
                "SELECT o.title, lc.company_id FROM job_offers o
             JOIN localized_companies lc ON lc.id = o.localized_company_id
             WHERE o.id = $1 AND o.status IN (1, 2)",
                id
            )
            .map(|row| {
                (
                    format!("l'offre {}", templates::quoted(&row.title)),
                    row.company_id,
                )
            })
            .fetch_optional(&mut *conn)
            .await?
        }
        Target::Company(id) => {
            sqlx::query!(
                "SELECT name FROM companies WHERE id = $1 AND suspended_at IS NULL",
                id
            )
            .map(|row| (format!("l'entreprise {}", templates::quoted(&row.name)), id))
            .fetch_optional(&mut *conn)
            .await?
        }
    };
    found.ok_or(AppError::NotFound)
}

/// A trigger's or an index's refusal as the French error it means.
fn refused(error: sqlx::Error, target: Target) -> AppError {
    if let sqlx::Error::Database(db) = &error {
        match db.constraint() {
            Some("notices_per_address") => {
                return AppError::RateLimited(TOO_MANY_FROM_ADDRESS.to_owned())
            }
            Some("notices_per_email") => {
                return AppError::RateLimited(TOO_MANY_FROM_EMAIL.to_owned())
            }
            _ if db.is_unique_violation() => {
                return AppError::invalid(ErrorCode::AlreadyReported, target.already())
            }
            _ => {}
        }
    }
    AppError::from(error)
}

/// Files a notice from `viewer` (None: a visitor) at `address`. A known reporter's counts at
/// once (audit-logged, acknowledged by mail); anyone else's waits for the mailed link.
pub async fn report(
    pool: &PgPool,
    mailer: &Mailer,
    viewer: Option<&Viewer>,
    address: Option<std::net::IpAddr>,
    form: NoticeForm,
) -> AppResult<Reported> {
    if !form.good_faith {
        return Err(AppError::invalid(
            ErrorCode::GoodFaithRequired,
            "Cochez la déclaration de bonne foi pour envoyer le signalement.",
        ));
    }
    if form.explanation.trim().is_empty() {
        return Err(AppError::missing("Explication"));
    }
    let reason_other = form
        .reason_other
        .as_deref()
        .map(str::trim)
        .filter(|other| !other.is_empty());
    let reason_other = match (form.reason, reason_other) {
        (NoticeReason::Other, None) => {
            return Err(AppError::invalid(
                ErrorCode::InvalidReason,
                "Précisez le motif du signalement.",
            ))
        }
        (NoticeReason::Other, Some(other)) => Some(other.to_owned()),
        _ => None,
    };
    let mut tx = pool.begin().await?;
    let names = match viewer {
        Some(viewer) => {
            sqlx::query!(
                "SELECT firstname, lastname FROM users WHERE id = $1",
                viewer.user_id
            )
            .map(|row| (row.firstname, row.lastname))
            .fetch_optional(&mut *tx)
            .await?
        }
        None => None,
    };
    let reporter = reporter(names, viewer, &form)?;
    let (what, _) = describe(&mut tx, form.target).await?;
    // An expired, unconfirmed notice of the same reporter no longer holds the place.
    sqlx::query!(
        "DELETE FROM notices WHERE status = 'unconfirmed' AND token_expires_at < now()
         AND lower(reporter_email) = lower($1)
         AND job_offer_id IS NOT DISTINCT FROM $2 AND company_id IS NOT DISTINCT FROM $3",
        &reporter.email,
        form.target.offer_id(),
        form.target.company_id()
    )
    .execute(&mut *tx)
    .await?;
    let secret = (!reporter.known).then(token::new_token);
    let id: i64 = sqlx::query_scalar!(
        "INSERT INTO notices (job_offer_id, company_id, reason, reason_other, explanation,
                              reporter_user_id, reporter_name, reporter_email, good_faith,
                              client_ip, token_hash, token_expires_at, status, confirmed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true, $9::text::inet, $10,
                 CASE WHEN $10::text IS NULL THEN NULL
                      ELSE now() + make_interval(hours => $11) END,
                 CASE WHEN $10::text IS NULL THEN 'open' ELSE 'unconfirmed' END,
                 CASE WHEN $10::text IS NULL THEN now() END)
         RETURNING id",
        form.target.offer_id(),
        form.target.company_id(),
        form.reason.code(),
        reason_other.as_deref(),
        form.explanation.trim(),
        reporter.user_id,
        &reporter.name,
        &reporter.email,
        address.map(|a| a.to_string()),
        secret.as_deref().map(token::hash_token),
        CONFIRMATION_HOURS
    )
    .fetch_one(&mut *tx)
    .await
    .map_err(|error| refused(error, form.target))?;
    let reported = match secret {
        Some(secret) => {
            let link = mailer.link(&format!("/signalement/confirmer/{secret}"));
            mailer
                .queue(
                    &mut tx,
                    templates::notice_confirm(&reporter.email, &reporter.name, &what, &link),
                )
                .await?;
            Reported::AwaitingConfirmation
        }
        None => {
            opened(
                &mut tx,
                mailer,
                id,
                &reporter.name,
                &reporter.email,
                &what,
                reporter.user_id,
            )
            .await?;
            Reported::Open
        }
    };
    tx.commit().await?;
    Ok(reported)
}

/// A notice that now counts: the audit row and the reporter's acknowledgement.
pub(super) async fn opened(
    conn: &mut PgConnection,
    mailer: &Mailer,
    id: i64,
    name: &str,
    email: &str,
    what: &str,
    user_id: Option<i64>,
) -> AppResult<()> {
    let row = sqlx::query!(
        "SELECT job_offer_id, company_id, reason FROM notices WHERE id = $1",
        id
    )
    .fetch_one(&mut *conn)
    .await?;
    let change = Change::new("notice.confirm", "notice", id).after(&serde_json::json!({
        "job_offer_id": row.job_offer_id,
        "company_id": row.company_id,
        "reason": row.reason,
        "reporter": email,
    }));
    audit::record(&mut *conn, Actor::Outside { user_id, email }, change).await?;
    mailer
        .queue(&mut *conn, templates::notice_received(email, name, what))
        .await?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_urgent_reasons_are_scams_discrimination_and_illegal_content() {
        let urgent: Vec<_> = NoticeReason::ALL
            .into_iter()
            .filter(|r| r.urgent())
            .map(NoticeReason::label)
            .collect();
        assert_eq!(
            urgent,
            [
                "discriminatoire",
                "arnaque ou demande d'argent",
                "contenu illicite"
            ]
        );
        for reason in NoticeReason::ALL {
            assert_eq!(NoticeReason::parse(reason.code()).ok(), Some(reason));
        }
        assert!(NoticeReason::parse("spam").is_err());
    }
}
