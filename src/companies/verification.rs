//! Verified employers (issue 54, item 4; docs/accounts.md, "Verified employers"): a company
//! gives its SIRET, the State's company directory (`directory`) says whether the
//! establishment exists and is active, and what it says fills the company's verification
//! and its billing identity. Publishing and buying need a verified SIRET (`require`), or one
//! the directory did not answer for, given less than a day ago; `retry_pending` (the task
//! `company-verifications`) asks again until it answers.

use chrono::{DateTime, Utc};
use serde::Serialize;
use sqlx::{PgConnection, PgPool};

use super::{
    billing_identity::french_vat_number,
    directory::{Directory, Establishment, Lookup},
    ownership,
    siret::Siret,
    Ownership,
};
use crate::{
    access::{Actor, Area, Staff, Viewer},
    audit::{self, Change},
    error::{AppError, AppResult, ErrorCode},
    text::{Siret as SiretBound, Text},
};

/// Lookups a company may ask in 24 hours (the directory is the State's, shared by all).
/// Keep the trigger `siret_lookups_per_day` equal.
pub const LOOKUPS_PER_DAY: i64 = 10;
/// How long a SIRET the directory did not answer for lets the company publish.
pub const GRACE_HOURS: i64 = 24;
/// Pending lookups the task retries per run (the API takes 7 a second).
pub const RETRIES_PER_RUN: i64 = 20;
/// Pending companies the back-office lists at most.
pub const LISTED_PENDING: i64 = 200;

/// What the audit log names for the retries of the task `company-verifications`.
const BY_THE_TASK: Actor<'static> = Actor::Outside {
    user_id: None,
    email: "tâche company-verifications",
};

pub const UNKNOWN: &str = "Ce SIRET est introuvable dans l'annuaire des entreprises de l'État. Vérifiez-le sur votre extrait Kbis ou votre avis de situation Insee.";
pub const CLOSED: &str = "Cet établissement est fermé selon l'annuaire des entreprises de l'État : indiquez le SIRET d'un établissement actif de votre entreprise.";
pub const TOO_MANY: &str = "Vous avez vérifié 10 SIRET aujourd'hui : réessayez demain.";
pub const STILL_VERIFIED: &str = "L'annuaire des entreprises ne répond pas pour le moment : votre SIRET déjà vérifié reste enregistré. Réessayez le nouveau plus tard.";
pub const REQUIRED: &str = "Avant de publier une offre ou d'acheter, indiquez le SIRET de votre entreprise dans « Mon entreprise » : nous le vérifions dans l'annuaire des entreprises de l'État.";
pub const PENDING_TOO_LONG: &str = "Votre SIRET n'a pas encore pu être vérifié : l'annuaire des entreprises ne répond pas depuis plus d'un jour. Nous réessayons régulièrement ; vous pourrez publier dès qu'il sera vérifié.";
pub const REFUSED: &str = "Le SIRET de votre entreprise n'a pas été vérifié : indiquez dans « Mon entreprise » celui d'un établissement actif.";

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, async_graphql::Enum)]
#[serde(rename_all = "lowercase")]
#[graphql(name = "SiretStatus")]
pub enum Status {
    /// The directory did not answer yet: publishing is allowed for a day.
    Pending,
    Verified,
    /// A pending lookup the directory answered later: closed or unknown.
    Refused,
}

impl Status {
    fn of(code: &str) -> Self {
        match code {
            "verified" => Self::Verified,
            "refused" => Self::Refused,
            _ => Self::Pending,
        }
    }
}

/// A company's SIRET and what the directory said of it.
#[derive(Clone, Debug, Serialize)]
pub struct Verification {
    pub company_id: i64,
    pub siret: String,
    pub status: Status,
    /// `closed` or `unknown`, for a refused one.
    pub refusal: Option<String>,
    pub legal_name: Option<String>,
    pub street: String,
    pub postcode: String,
    pub city: String,
    pub naf: String,
    pub size_code: String,
    pub given_at: DateTime<Utc>,
    pub verified_at: Option<DateTime<Utc>>,
}

impl Verification {
    /// Whether it lets its company publish and buy at `now`.
    pub fn allows(&self, now: DateTime<Utc>) -> bool {
        match self.status {
            Status::Verified => true,
            Status::Pending => now - self.given_at < chrono::Duration::hours(GRACE_HOURS),
            Status::Refused => false,
        }
    }

    /// The refusal a company without an allowing verification reads.
    fn refusal_message(&self) -> &'static str {
        match self.status {
            Status::Pending => PENDING_TOO_LONG,
            _ => REFUSED,
        }
    }
}

macro_rules! select_verification {
    ($rest:literal $(, $arg:expr)*) => {
        sqlx::query_as!(
            Row,
            "SELECT company_id, siret, status, refusal, legal_name, street, postcode, city, naf,
                    size_code, given_at, verified_at
             FROM company_verifications "
                + $rest
            $(, $arg)*
        )
    };
}

struct Row {
    company_id: i64,
    siret: String,
    status: String,
    refusal: Option<String>,
    legal_name: Option<String>,
    street: String,
    postcode: String,
    city: String,
    naf: String,
    size_code: String,
    given_at: DateTime<Utc>,
    verified_at: Option<DateTime<Utc>>,
}

impl From<Row> for Verification {
    fn from(r: Row) -> Self {
        Self {
            company_id: r.company_id,
            siret: r.siret,
            status: Status::of(&r.status),
            refusal: r.refusal,
            legal_name: r.legal_name,
            street: r.street,
            postcode: r.postcode,
            city: r.city,
            naf: r.naf,
            size_code: r.size_code,
            given_at: r.given_at,
            verified_at: r.verified_at,
        }
    }
}

pub async fn of_company(
    conn: &mut PgConnection,
    company_id: i64,
) -> AppResult<Option<Verification>> {
    Ok(select_verification!("WHERE company_id = $1", company_id)
        .fetch_optional(conn)
        .await?
        .map(Verification::from))
}

/// The company's verification for its own members (any role reads it: publishing needs it).
pub async fn mine(
    pool: &PgPool,
    viewer: &Viewer,
    company_id: i64,
) -> AppResult<Option<Verification>> {
    let (_, client_id) = viewer.company()?;
    own(pool, client_id, company_id).await?;
    of_company(&mut *pool.acquire().await?, company_id).await
}

async fn own(pool: &PgPool, client_id: i64, company_id: i64) -> AppResult<()> {
    match ownership(pool, company_id, client_id).await? {
        Ownership::Mine => Ok(()),
        Ownership::Theirs => Err(AppError::Forbidden),
        Ownership::Missing => Err(AppError::NotFound),
    }
}

/// Gives the company's SIRET (its owner, who keeps its billing identity) and looks it up:
/// verified when the directory finds it active, refused in French when it is closed or
/// unknown (nothing stored), pending when the directory does not answer (unless a SIRET is
/// verified already: it stays, `STILL_VERIFIED`).
pub async fn give(
    pool: &PgPool,
    directory: &Directory,
    viewer: &Viewer,
    company_id: i64,
    typed: &Text<SiretBound>,
) -> AppResult<Verification> {
    let (_, client_id) = viewer.company_for(Area::Billing)?;
    own(pool, client_id, company_id).await?;
    let siret = Siret::parse(typed)?;
    sqlx::query!(
        "INSERT INTO siret_lookups (company_id) VALUES ($1)",
        company_id
    )
    .execute(pool)
    .await
    .map_err(|error| match &error {
        sqlx::Error::Database(db) if db.constraint() == Some("siret_lookups_per_day") => {
            AppError::RateLimited(TOO_MANY.to_owned())
        }
        _ => AppError::from(error),
    })?;
    let answer = directory.lookup(&siret).await;
    let mut tx = pool.begin().await?;
    let before = of_company(&mut tx, company_id).await?;
    let actor = Actor::Outside {
        user_id: Some(viewer.user_id),
        email: &viewer.email,
    };
    let after = match answer {
        Lookup::Found(establishment) => {
            verified(&mut tx, company_id, Some(viewer.user_id), &establishment).await?
        }
        Lookup::Closed => return Err(AppError::invalid(ErrorCode::ClosedSiret, CLOSED)),
        Lookup::Unknown => return Err(AppError::invalid(ErrorCode::UnknownSiret, UNKNOWN)),
        Lookup::Unavailable(_) => {
            if before
                .as_ref()
                .is_some_and(|v| v.status == Status::Verified)
            {
                return Err(AppError::invalid(
                    ErrorCode::DirectoryUnavailable,
                    STILL_VERIFIED,
                ));
            }
            sqlx::query!(
                "INSERT INTO company_verifications (company_id, siret, status, given_by)
                 VALUES ($1, $2, 'pending', $3)
                 ON CONFLICT (company_id) DO UPDATE
                 SET siret = EXCLUDED.siret, status = 'pending', refusal = NULL,
                     legal_name = NULL, street = '', postcode = '', city = '', naf = '',
                     size_code = '', given_by = EXCLUDED.given_by, given_at = now(),
                     verified_at = NULL, tried_at = now(), tries = 1",
                company_id,
                siret.as_str(),
                viewer.user_id
            )
            .execute(&mut *tx)
            .await?;
            of_company(&mut tx, company_id)
                .await?
                .ok_or(AppError::NotFound)?
        }
    };
    let mut change = Change::new("company.siret", "company", company_id).after(&after);
    if let Some(before) = &before {
        change = change.before(before);
    }
    audit::record(&mut tx, actor, change).await?;
    tx.commit().await?;
    Ok(after)
}

/// Stores what the directory found and fills the company's billing identity with it (the
/// establishment's address, its SIREN and the VAT number derived from it).
async fn verified(
    conn: &mut PgConnection,
    company_id: i64,
    given_by: Option<i64>,
    e: &Establishment,
) -> AppResult<Verification> {
    sqlx::query!(
        "INSERT INTO company_verifications (company_id, siret, status, legal_name, street,
             postcode, city, naf, size_code, given_by, verified_at)
         VALUES ($1, $2, 'verified', $3, $4, $5, $6, $7, $8, $9, now())
         ON CONFLICT (company_id) DO UPDATE
         SET siret = EXCLUDED.siret, status = 'verified', refusal = NULL,
             legal_name = EXCLUDED.legal_name, street = EXCLUDED.street,
             postcode = EXCLUDED.postcode, city = EXCLUDED.city, naf = EXCLUDED.naf,
             size_code = EXCLUDED.size_code,
             given_by = coalesce(EXCLUDED.given_by, company_verifications.given_by),
             given_at = CASE WHEN EXCLUDED.given_by IS NULL THEN company_verifications.given_at
                             ELSE now() END,
             verified_at = now(), tried_at = now()",
        company_id,
        &e.siret,
        &e.legal_name,
        &e.street,
        &e.postcode,
        &e.city,
        &e.naf,
        &e.size_code,
        given_by
    )
    .execute(&mut *conn)
    .await?;
    let siren = &e.siret[..9];
    sqlx::query!(
        "UPDATE companies SET billing_address = CASE WHEN $2 = '' THEN billing_address ELSE $2 END,
             billing_postcode = CASE WHEN $3 = '' THEN billing_postcode ELSE $3 END,
             billing_city = CASE WHEN $4 = '' THEN billing_city ELSE $4 END,
             billing_country = 'FR', siren = $5, vat_number = $6, updated_at = now()
         WHERE id = $1",
        company_id,
        &e.street,
        &e.postcode,
        &e.city,
        siren,
        french_vat_number(siren).unwrap_or_default()
    )
    .execute(&mut *conn)
    .await?;
    of_company(conn, company_id)
        .await?
        .ok_or(AppError::NotFound)
}

/// The gate of publishing and buying: the company's SIRET verified, or pending since less
/// than a day. A company established in another EU state (its billing identity has a foreign
/// VAT number, checked) has no SIRET and is identified by that number.
pub async fn require(conn: &mut PgConnection, company_id: i64) -> AppResult<()> {
    let foreign = sqlx::query_scalar!(
        r#"SELECT (billing_country NOT IN ('', 'FR') AND vat_number <> '') AS "foreign!"
           FROM companies WHERE id = $1"#,
        company_id
    )
    .fetch_optional(&mut *conn)
    .await?
    .unwrap_or(false);
    if foreign {
        return Ok(());
    }
    match of_company(conn, company_id).await? {
        Some(v) if v.allows(Utc::now()) => Ok(()),
        Some(v) => Err(AppError::invalid(
            ErrorCode::SiretRequired,
            v.refusal_message(),
        )),
        None => Err(AppError::invalid(ErrorCode::SiretRequired, REQUIRED)),
    }
}

/// The same gate for a client's purchases: its invoiced company (its first).
pub async fn require_for_client(conn: &mut PgConnection, client_id: i64) -> AppResult<()> {
    let company_id = sqlx::query_scalar!(
        "SELECT id FROM companies WHERE pro_client_id = $1 ORDER BY id LIMIT 1",
        client_id
    )
    .fetch_optional(&mut *conn)
    .await?
    .ok_or(AppError::Forbidden)?;
    require(conn, company_id).await
}

/// Asks the directory again for the pending lookups, oldest try first; each answered one is
/// verified (and fills the billing identity) or refused. Returns how many were answered.
pub async fn retry_pending(pool: &PgPool, directory: &Directory) -> AppResult<u64> {
    let pending = sqlx::query!(
        "SELECT company_id, siret FROM company_verifications
         WHERE status = 'pending' ORDER BY tried_at LIMIT $1",
        RETRIES_PER_RUN
    )
    .fetch_all(pool)
    .await?;
    let mut answered = 0;
    for row in pending {
        let Ok(typed) = Text::<SiretBound>::parse(&row.siret) else {
            continue;
        };
        let siret = Siret::parse(&typed)?;
        let answer = directory.lookup(&siret).await;
        let mut tx = pool.begin().await?;
        // Still the same pending SIRET: the company may have given another meanwhile.
        let still = sqlx::query_scalar!(
            "SELECT 1 AS one FROM company_verifications
             WHERE company_id = $1 AND siret = $2 AND status = 'pending' FOR UPDATE",
            row.company_id,
            &row.siret
        )
        .fetch_optional(&mut *tx)
        .await?
        .is_some();
        if !still {
            continue;
        }
        let refusal = match answer {
            Lookup::Found(establishment) => {
                let after = verified(&mut tx, row.company_id, None, &establishment).await?;
                let change =
                    Change::new("company.siret_verified", "company", row.company_id).after(&after);
                audit::record(&mut tx, BY_THE_TASK, change).await?;
                tx.commit().await?;
                answered += 1;
                continue;
            }
            Lookup::Closed => "closed",
            Lookup::Unknown => "unknown",
            Lookup::Unavailable(_) => {
                sqlx::query!(
                    "UPDATE company_verifications SET tried_at = now(), tries = tries + 1
                     WHERE company_id = $1",
                    row.company_id
                )
                .execute(&mut *tx)
                .await?;
                tx.commit().await?;
                continue;
            }
        };
        sqlx::query!(
            "UPDATE company_verifications SET status = 'refused', refusal = $2, tried_at = now(),
                 tries = tries + 1
             WHERE company_id = $1",
            row.company_id,
            refusal
        )
        .execute(&mut *tx)
        .await?;
        let change = Change::new("company.siret_refused", "company", row.company_id)
            .after(&serde_json::json!({ "siret": row.siret, "refusal": refusal }));
        audit::record(&mut tx, BY_THE_TASK, change).await?;
        tx.commit().await?;
        answered += 1;
    }
    Ok(answered)
}

/// Seeds a demo company as verified with a fictive SIRET of its own (a development or
/// test server's demo content: `seed::demo`), as if the directory had found it.
pub async fn seed_demo(
    conn: &mut PgConnection,
    company_id: i64,
    legal_name: &str,
    billing_address: &str,
) -> AppResult<()> {
    // « 38 rue Amelot, 75011 Paris »: the street, then the postcode and the town.
    let (street, town) = billing_address
        .rsplit_once(", ")
        .unwrap_or((billing_address, ""));
    let (postcode, city) = town.split_once(' ').unwrap_or(("", town));
    let siren = super::siret::with_key(&format!("9{company_id:07}"));
    let establishment = Establishment {
        siret: super::siret::with_key(&format!("{siren}0001")),
        legal_name: legal_name.to_uppercase(),
        street: street.to_owned(),
        postcode: postcode.to_owned(),
        city: city.to_owned(),
        naf: "74.10Z".to_owned(),
        size_code: "03".to_owned(),
    };
    verified(conn, company_id, None, &establishment).await?;
    Ok(())
}

/// A company whose SIRET waits for the directory, as the back-office lists it.
#[derive(Clone, Debug)]
pub struct PendingCompany {
    pub company_id: i64,
    pub company_name: String,
    pub siret: String,
    pub given_at: DateTime<Utc>,
    pub tried_at: DateTime<Utc>,
    pub tries: i32,
}

/// The pending lookups, oldest first (staff see who publishes unverified, and for how long).
pub async fn pending(pool: &PgPool, _staff: &Staff) -> AppResult<Vec<PendingCompany>> {
    Ok(sqlx::query_as!(
        PendingCompany,
        "SELECT v.company_id, c.name AS company_name, v.siret, v.given_at, v.tried_at, v.tries
         FROM company_verifications v JOIN companies c ON c.id = v.company_id
         WHERE v.status = 'pending' ORDER BY v.given_at LIMIT $1",
        LISTED_PENDING
    )
    .fetch_all(pool)
    .await?)
}
