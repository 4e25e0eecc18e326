//! Craft labels (issue 54, item 5; docs/labels.md): « Entreprise du Patrimoine Vivant »
//! (the company's, five years), « Meilleur Ouvrier de France » and « Maître d'art » (a named
//! person of the team, for life). A company declares one with its proof (a PDF, checked like
//! every uploaded document); staff approve or refuse it (audit-logged, the company mailed);
//! only an approved label whose expiry has not passed is public. At most [`MAX_LABELS`]
//! standing declarations per company and one per title and holder (PostgreSQL: trigger
//! `company_labels_per_company`, unique index `company_labels_once`).

use chrono::NaiveDate;
use sqlx::{PgConnection, PgPool};

use crate::{
    access::{Staff, Viewer},
    audit::{self, Change},
    error::{AppError, AppResult, ErrorCode},
    files::{check, FileKind, Storage},
    mail::{
        templates::{self, LabelDecision},
        Mailer,
    },
    text::{LabelHolder, ReviewReason, Text},
};

/// Standing (pending or approved) labels a company may have; the trigger
/// `company_labels_per_company` holds the same number.
pub const MAX_LABELS: i64 = 6;
/// An EPV is granted for five years: its expiry is at most this far from its declaration.
pub const EPV_YEARS: i32 = 5;
/// A company's list shows its latest labels up to this many (refused ones included).
pub const LISTED: i64 = 50;
/// The back-office's queue shows the oldest pending labels up to this many.
pub const LISTED_PENDING: i64 = 200;

pub const TOO_MANY: &str =
    "Une entreprise peut déclarer 6 labels au plus. Retirez-en un avant d'en déclarer un autre.";
pub const ALREADY: &str = "Ce label est déjà déclaré pour votre entreprise.";
pub const PROOF_TOO_LARGE: &str = "Le justificatif a une taille supérieure à 5MB.";

/// A title a company may declare.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// « Entreprise du Patrimoine Vivant »: the company's, granted for five years.
    Epv,
    /// « Meilleur Ouvrier de France »: a person's, for life.
    Mof,
    /// « Maître d'art »: a person's, for life.
    MaitreArt,
}

impl Kind {
    pub const ALL: [Kind; 3] = [Self::Epv, Self::Mof, Self::MaitreArt];

    pub fn code(self) -> &'static str {
        match self {
            Self::Epv => "EPV",
            Self::Mof => "MOF",
            Self::MaitreArt => "MAITRE_ART",
        }
    }

    /// Its name as the badge shows it.
    pub fn label(self) -> &'static str {
        match self {
            Self::Epv => "Entreprise du Patrimoine Vivant",
            Self::Mof => "Meilleur Ouvrier de France",
            Self::MaitreArt => "Maître d'art",
        }
    }

    pub fn parse(code: &str) -> AppResult<Self> {
        Self::ALL
            .into_iter()
            .find(|kind| kind.code().eq_ignore_ascii_case(code.trim()))
            .ok_or_else(|| {
                AppError::invalid(
                    ErrorCode::InvalidLabel,
                    "Choisissez un des labels proposés.",
                )
            })
    }

    /// A person's title (a named holder, no expiry) rather than the company's.
    pub fn is_personal(self) -> bool {
        self != Self::Epv
    }
}

/// What a company declares: the title, its holder (personal titles), its expiry (EPV).
pub struct Declaration {
    pub kind: Kind,
    pub holder_name: Option<String>,
    pub expires_on: Option<NaiveDate>,
}

impl Declaration {
    /// Reads the form's fields (`expires_on` as `YYYY-MM-DD`) against `today`: a personal
    /// title needs its holder and has no expiry; an EPV has no holder and expires after today
    /// and within five years.
    pub fn parse(kind: &str, holder: &str, expires_on: &str, today: NaiveDate) -> AppResult<Self> {
        let kind = Kind::parse(kind)?;
        let invalid = |message: &str| AppError::invalid(ErrorCode::InvalidLabel, message);
        if kind.is_personal() {
            let holder = Text::<LabelHolder>::parse(holder)?.into_string();
            if holder.is_empty() {
                return Err(invalid(
                    "Indiquez le nom de la personne qui détient ce titre.",
                ));
            }
            return Ok(Self {
                kind,
                holder_name: Some(holder),
                expires_on: None,
            });
        }
        let expires_on = NaiveDate::parse_from_str(expires_on.trim(), "%Y-%m-%d")
            .map_err(|_| invalid("Indiquez la date de fin de validité du label."))?;
        let latest = today
            .checked_add_months(chrono::Months::new(12 * EPV_YEARS as u32))
            .unwrap_or(today);
        if expires_on <= today {
            return Err(invalid("La date de fin de validité est passée."));
        }
        if expires_on > latest {
            return Err(invalid(
                "Le label Entreprise du Patrimoine Vivant est attribué pour 5 ans : la date de fin de validité est trop lointaine.",
            ));
        }
        Ok(Self {
            kind,
            holder_name: None,
            expires_on: Some(expires_on),
        })
    }
}

/// A label as its company and staff read it.
#[derive(Clone, Debug)]
pub struct Label {
    pub id: i64,
    pub company_id: i64,
    pub company_name: String,
    pub kind: Kind,
    pub holder_name: Option<String>,
    pub expires_on: Option<NaiveDate>,
    /// `pending`, `approved` or `refused`.
    pub status: String,
    pub refusal_reason: Option<String>,
    pub declared_at: chrono::DateTime<chrono::Utc>,
}

impl Label {
    /// « Meilleur Ouvrier de France — Jeanne Martin », « Entreprise du Patrimoine Vivant ».
    pub fn title(&self) -> String {
        match &self.holder_name {
            Some(holder) => format!("{} — {holder}", self.kind.label()),
            None => self.kind.label().to_owned(),
        }
    }

    /// The proof's address, for its company's members and staff.
    pub fn proof_path(&self) -> String {
        format!("/api/company-labels/{}/proof", self.id)
    }
}

/// A public badge: an approved label whose expiry has not passed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Badge {
    pub kind: Kind,
    pub holder_name: Option<String>,
}

struct LabelRecord {
    id: i64,
    company_id: i64,
    company_name: String,
    kind: String,
    holder_name: Option<String>,
    expires_on: Option<NaiveDate>,
    status: String,
    refusal_reason: Option<String>,
    declared_at: chrono::DateTime<chrono::Utc>,
}

impl From<LabelRecord> for Label {
    fn from(r: LabelRecord) -> Self {
        Self {
            id: r.id,
            company_id: r.company_id,
            company_name: r.company_name,
            kind: Kind::parse(&r.kind).unwrap_or(Kind::Epv),
            holder_name: r.holder_name,
            expires_on: r.expires_on,
            status: r.status,
            refusal_reason: r.refusal_reason,
            declared_at: r.declared_at,
        }
    }
}

macro_rules! select_labels {
    ($rest:literal $(, $arg:expr)* $(,)?) => {
        sqlx::query_as!(
            LabelRecord,
            "SELECT l.id, l.company_id, c.name AS company_name, l.kind, l.holder_name,
                    l.expires_on, l.status, l.refusal_reason, l.declared_at
             FROM company_labels l JOIN companies c ON c.id = l.company_id "
                + $rest
            $(, $arg)*
        )
    };
}

/// The company of the viewer's client (the one a member acts for), if any.
async fn viewer_company(pool: &PgPool, viewer: &Viewer) -> AppResult<i64> {
    let (_, client_id) = viewer.company()?;
    sqlx::query_scalar!(
        "SELECT id FROM companies WHERE pro_client_id = $1 ORDER BY id LIMIT 1",
        client_id
    )
    .fetch_optional(pool)
    .await?
    .ok_or(AppError::Forbidden)
}

/// A trigger's or an index's refusal as the French error it means.
fn refused(error: sqlx::Error) -> AppError {
    if let sqlx::Error::Database(db) = &error {
        match db.constraint() {
            Some("company_labels_per_company") => {
                return AppError::invalid(ErrorCode::TooManyLabels, TOO_MANY)
            }
            Some("company_labels_once") => {
                return AppError::invalid(ErrorCode::InvalidLabel, ALREADY)
            }
            _ => {}
        }
    }
    AppError::from(error)
}

/// Declares a label for the viewer's company with its proof (`file_name`, `bytes`: a whole
/// PDF of 5 MB at most); it waits for staff (status `pending`).
pub async fn declare(
    pool: &PgPool,
    storage: &Storage,
    viewer: &Viewer,
    declaration: Declaration,
    file_name: &str,
    bytes: &[u8],
) -> AppResult<Label> {
    let company_id = viewer_company(pool, viewer).await?;
    if bytes.len() > check::MAX_DOCUMENT_BYTES {
        return Err(AppError::TooLarge(PROOF_TOO_LARGE.to_owned()));
    }
    check::pdf(file_name, bytes)?;
    let proof = storage.save(FileKind::LabelProof, bytes, "pdf").await?;
    let inserted = sqlx::query_scalar!(
        "INSERT INTO company_labels (company_id, kind, holder_name, proof_name, expires_on, declared_by)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING id",
        company_id,
        declaration.kind.code(),
        declaration.holder_name,
        &proof,
        declaration.expires_on,
        viewer.user_id
    )
    .fetch_one(pool)
    .await;
    let id = match inserted {
        Ok(id) => id,
        Err(error) => {
            storage.delete(FileKind::LabelProof, &proof).await;
            return Err(refused(error));
        }
    };
    by_id(pool, id).await
}

async fn by_id(pool: &PgPool, id: i64) -> AppResult<Label> {
    Ok(select_labels!("WHERE l.id = $1", id)
        .fetch_one(pool)
        .await?
        .into())
}

/// The viewer's company's labels, newest first, whatever their status.
pub async fn mine(pool: &PgPool, viewer: &Viewer) -> AppResult<Vec<Label>> {
    let company_id = viewer_company(pool, viewer).await?;
    Ok(select_labels!(
        "WHERE l.company_id = $1 ORDER BY l.declared_at DESC, l.id DESC LIMIT $2",
        company_id,
        LISTED
    )
    .fetch_all(pool)
    .await?
    .into_iter()
    .map(Label::from)
    .collect())
}

/// The public badges of a company: approved, not expired (through their expiry date).
pub async fn badges(pool: &PgPool, company_id: i64) -> AppResult<Vec<Badge>> {
    let rows = sqlx::query!(
        "SELECT kind, holder_name FROM company_labels
         WHERE company_id = $1 AND status = 'approved'
           AND (expires_on IS NULL OR expires_on >= CURRENT_DATE)
         ORDER BY kind, holder_name, id LIMIT $2",
        company_id,
        MAX_LABELS
    )
    .fetch_all(pool)
    .await?;
    Ok(rows
        .into_iter()
        .filter_map(|row| {
            Some(Badge {
                kind: Kind::parse(&row.kind).ok()?,
                holder_name: row.holder_name,
            })
        })
        .collect())
}

/// The stored name of a label's proof, for a member of its company or staff; anyone else,
/// and an unknown id, gets the same 404.
pub async fn proof(pool: &PgPool, viewer: &Viewer, id: i64) -> AppResult<String> {
    let row = sqlx::query!(
        "SELECT l.proof_name, c.pro_client_id FROM company_labels l
         JOIN companies c ON c.id = l.company_id WHERE l.id = $1",
        id
    )
    .fetch_optional(pool)
    .await?
    .ok_or(AppError::NotFound)?;
    let member = viewer
        .company()
        .is_ok_and(|(_, client)| client == row.pro_client_id);
    if member || viewer.is_staff {
        Ok(row.proof_name)
    } else {
        Err(AppError::NotFound)
    }
}

/// A member of the company withdraws one of its labels, whatever its status: the row and its
/// proof are deleted (the outbox trigger takes the badge off its offers and the search), and
/// the step is in the audit log (`company_label.withdraw`). Another company's label, or an
/// unknown id, is the same 404.
pub async fn withdraw(pool: &PgPool, storage: &Storage, viewer: &Viewer, id: i64) -> AppResult<()> {
    let company_id = viewer_company(pool, viewer).await?;
    let mut tx = pool.begin().await?;
    let withdrawn = sqlx::query!(
        "DELETE FROM company_labels WHERE id = $1 AND company_id = $2
         RETURNING kind, holder_name, status, proof_name",
        id,
        company_id
    )
    .fetch_optional(&mut *tx)
    .await?
    .ok_or(AppError::NotFound)?;
    let change =
        Change::new("company_label.withdraw", "company_label", id).before(&serde_json::json!({
            "company_id": company_id,
            "kind": withdrawn.kind,
            "holder_name": withdrawn.holder_name,
            "status": withdrawn.status,
        }));
    let actor = crate::access::Actor::Outside {
        user_id: Some(viewer.user_id),
        email: &viewer.email,
    };
    audit::record(&mut tx, actor, change).await?;
    tx.commit().await?;
    // After the commit: a failed delete leaves an unread file, never a label without its proof.
    storage
        .delete(FileKind::LabelProof, &withdrawn.proof_name)
        .await;
    Ok(())
}

/// The labels waiting for staff, oldest first.
pub async fn pending(pool: &PgPool, _staff: &Staff) -> AppResult<Vec<Label>> {
    Ok(select_labels!(
        "WHERE l.status = 'pending' ORDER BY l.declared_at, l.id LIMIT $1",
        LISTED_PENDING
    )
    .fetch_all(pool)
    .await?
    .into_iter()
    .map(Label::from)
    .collect())
}

/// The approved labels, latest decided first (the back-office's « Labels validés », where
/// staff may revoke one).
pub async fn approved(pool: &PgPool, _staff: &Staff) -> AppResult<Vec<Label>> {
    Ok(select_labels!(
        "WHERE l.status = 'approved' ORDER BY l.decided_at DESC, l.id DESC LIMIT $1",
        LISTED_PENDING
    )
    .fetch_all(pool)
    .await?
    .into_iter()
    .map(Label::from)
    .collect())
}

/// Staff's reason, required for a refusal or a revocation.
fn required_reason(reason: Option<&str>, missing: &'static str) -> AppResult<String> {
    match reason.map(Text::<ReviewReason>::parse).transpose()? {
        Some(reason) if !reason.as_str().is_empty() => Ok(reason.into_string()),
        _ => Err(AppError::invalid(ErrorCode::InvalidReason, missing)),
    }
}

/// Locks the label `id` and checks it stands at `expected` (`pending` to decide, `approved` to
/// revoke); `NOT_FOUND` if it is gone.
async fn lock_at(tx: &mut PgConnection, id: i64, expected: &str) -> AppResult<()> {
    let status: Option<String> = sqlx::query_scalar!(
        "SELECT status FROM company_labels WHERE id = $1 FOR UPDATE",
        id
    )
    .fetch_optional(&mut *tx)
    .await?;
    match status.as_deref() {
        None => Err(AppError::NotFound),
        Some(status) if status == expected => Ok(()),
        Some(_) if expected == "pending" => Err(AppError::invalid(
            ErrorCode::InvalidLabel,
            "Ce label a déjà été examiné.",
        )),
        Some(_) => Err(AppError::invalid(
            ErrorCode::InvalidLabel,
            "Ce label n'est pas validé : il n'y a rien à retirer.",
        )),
    }
}

/// Writes staff's decision on the locked label `id`, mails the company's contact (the member
/// who declared it, or the company's first account, at a proven address: `mail::CONFIRMED`)
/// and logs `action`, all in `tx`.
async fn write_decision(
    tx: &mut PgConnection,
    mailer: &Mailer,
    staff: &Staff,
    id: i64,
    decision: LabelDecision<'_>,
    action: &'static str,
    before: &str,
) -> AppResult<Label> {
    let (status, reason) = match decision {
        LabelDecision::Approved => ("approved", None),
        LabelDecision::Refused(reason) | LabelDecision::Revoked(reason) => {
            ("refused", Some(reason))
        }
    };
    sqlx::query!(
        "UPDATE company_labels SET status = $2, refusal_reason = $3, decided_by = $4, decided_at = now()
         WHERE id = $1",
        id,
        status,
        reason,
        staff.user_id()
    )
    .execute(&mut *tx)
    .await?;
    let label: Label = select_labels!("WHERE l.id = $1", id)
        .fetch_one(&mut *tx)
        .await?
        .into();
    let recipient = sqlx::query!(
        "SELECT u.email, u.firstname FROM users u
         JOIN pro_accounts pa ON pa.user_id = u.id
         JOIN companies c ON c.pro_client_id = pa.pro_client_id
         WHERE c.id = $1 AND u.confirmation_token IS NULL
         ORDER BY (u.id = (SELECT declared_by FROM company_labels WHERE id = $2)) DESC, u.id
         LIMIT 1",
        label.company_id,
        id
    )
    .fetch_optional(&mut *tx)
    .await?;
    if let Some(to) = &recipient {
        let link = mailer.link("/dashboard/company#labels-et-distinctions");
        let mail =
            templates::label_decided(&to.email, &to.firstname, &label.title(), decision, &link);
        mailer.queue(&mut *tx, mail).await?;
    }
    let change = Change::new(action, "company_label", id)
        .before(&serde_json::json!({ "status": before }))
        .after(&serde_json::json!({
            "company_id": label.company_id,
            "kind": label.kind.code(),
            "holder_name": label.holder_name,
            "status": status,
            "reason": reason,
            "mailed_to": recipient.as_ref().map(|to| to.email.clone()),
        }));
    audit::record(tx, crate::access::Actor::Staff(staff), change).await?;
    Ok(label)
}

/// Staff approve a pending label, or refuse it with `reason` (required): written with the
/// decision's author, audit-logged (`company_label.approve` / `company_label.refuse`), and
/// the company's contact mailed, in one transaction. A label already decided is refused.
pub async fn decide(
    pool: &PgPool,
    mailer: &Mailer,
    staff: &Staff,
    id: i64,
    approve: bool,
    reason: Option<&str>,
) -> AppResult<Label> {
    let reason = if approve {
        None
    } else {
        Some(required_reason(reason, "Indiquez le motif du refus.")?)
    };
    let (decision, action) = match &reason {
        None => (LabelDecision::Approved, "company_label.approve"),
        Some(reason) => (
            LabelDecision::Refused(reason.as_str()),
            "company_label.refuse",
        ),
    };
    let mut tx = pool.begin().await?;
    lock_at(&mut tx, id, "pending").await?;
    let label = write_decision(&mut tx, mailer, staff, id, decision, action, "pending").await?;
    tx.commit().await?;
    Ok(label)
}

/// Staff take back an approved label with `reason` (required: a proof found false, a title
/// lost): it stops showing at once (the outbox trigger `company_labels_outbox` refreshes the
/// cards and the search), the company is mailed « Votre label a été retiré » with the reason,
/// and the step is logged (`company_label.revoke`). It stays in the company's list as
/// refused, with the reason, and may be declared again with a new proof.
pub async fn revoke(
    pool: &PgPool,
    mailer: &Mailer,
    staff: &Staff,
    id: i64,
    reason: Option<&str>,
) -> AppResult<Label> {
    let reason = required_reason(reason, "Indiquez le motif du retrait.")?;
    let mut tx = pool.begin().await?;
    lock_at(&mut tx, id, "approved").await?;
    let label = write_decision(
        &mut tx,
        mailer,
        staff,
        id,
        LabelDecision::Revoked(&reason),
        "company_label.revoke",
        "approved",
    )
    .await?;
    tx.commit().await?;
    Ok(label)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn day(text: &str) -> NaiveDate {
        NaiveDate::parse_from_str(text, "%Y-%m-%d").expect("date")
    }

    #[test]
    fn a_personal_title_needs_its_holder_and_an_epv_its_expiry_within_five_years() {
        let today = day("2026-12-04");
        let mof = Declaration::parse("MOF", " Jeanne Martin ", "2030-01-01", today).expect("mof");
        assert_eq!(mof.holder_name.as_deref(), Some("Jeanne Martin"));
        assert_eq!(mof.expires_on, None, "a personal title is for life");
        assert!(Declaration::parse("MAITRE_ART", "  ", "", today).is_err());
        let epv = Declaration::parse("epv", "ignored", "2031-12-04", today).expect("epv");
        assert_eq!(
            (epv.holder_name, epv.expires_on),
            (None, Some(day("2031-12-04")))
        );
        assert!(Declaration::parse("EPV", "", "2031-12-05", today).is_err());
        assert!(Declaration::parse("EPV", "", "2026-12-04", today).is_err());
        assert!(Declaration::parse("EPV", "", "", today).is_err());
        assert!(Declaration::parse("LABEL_ROUGE", "", "", today).is_err());
    }
}
