//! Removing an offer for one of the terms' reasons: hidden at once, the company mailed, the
//! action audit-logged, nothing refunded.

use sqlx::PgPool;

use crate::{
    admin::audit::{self, Actor, Change},
    error::{AppError, AppResult, ErrorCode},
    mail::{templates, Mailer},
    offers::status::OfferStatus,
};

/// The terms' reasons to remove an ad (spec, Terms): nothing is refunded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    DiscriminatingContent,
    UnidentifiedCompany,
    PersonalEmail,
    Scam,
}

impl Reason {
    pub const ALL: [Reason; 4] = [
        Self::DiscriminatingContent,
        Self::UnidentifiedCompany,
        Self::PersonalEmail,
        Self::Scam,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Self::DiscriminatingContent => "DISCRIMINATING_CONTENT",
            Self::UnidentifiedCompany => "UNIDENTIFIED_COMPANY",
            Self::PersonalEmail => "PERSONAL_EMAIL",
            Self::Scam => "SCAM",
        }
    }

    /// The reason as the company reads it.
    pub fn label(self) -> &'static str {
        match self {
            Self::DiscriminatingContent => "contenu discriminatoire",
            Self::UnidentifiedCompany => "entreprise non identifiée",
            Self::PersonalEmail => "adresse e-mail personnelle sur le compte",
            Self::Scam => "arnaque ou demande d'avance d'argent",
        }
    }

    /// Reads a code (`DISCRIMINATING_CONTENT`) or a label (« contenu discriminatoire »).
    pub fn parse(value: &str) -> AppResult<Self> {
        let value = value.trim();
        Self::ALL
            .into_iter()
            .find(|reason| {
                reason.code().eq_ignore_ascii_case(value) || reason.label() == value.to_lowercase()
            })
            .ok_or_else(|| {
                AppError::invalid(
                    ErrorCode::InvalidReason,
                    "Choisissez un des motifs des conditions générales.",
                )
            })
    }
}

/// What a removal changed (for the audit log and the CLI).
#[derive(Clone, Debug)]
pub struct Removal {
    pub offer_id: i64,
    pub title: String,
    pub status_before: i16,
    pub mailed_to: String,
}

/// Removes an offer for `reason`: deleted at once (the outbox takes it out of the index in
/// the same transaction), the reason kept, the company mailed, the action audit-logged; no
/// credit comes back. `actor`: a staff member, or the command line.
pub async fn remove_offer(
    pool: &PgPool,
    mailer: &Mailer,
    offer_id: i64,
    reason: Reason,
    actor: Actor<'_>,
) -> AppResult<Removal> {
    let mut tx = pool.begin().await?;
    // `confirmed`: `mail::CONFIRMED`, the proven address.
    let found: Option<(String, i16, String, String, bool)> = sqlx::query!(
        r#"SELECT o.title, o.status, u.email, u.firstname,
             u.confirmation_token IS NULL AS "confirmed!"
         FROM job_offers o
         JOIN pro_accounts pa ON pa.id = o.contact_account_id
         JOIN users u ON u.id = pa.user_id
         WHERE o.id = $1 FOR UPDATE OF o"#,
        offer_id
    )
    .map(|row| {
        (
            row.title,
            row.status,
            row.email,
            row.firstname,
            row.confirmed,
        )
    })
    .fetch_optional(&mut *tx)
    .await?;
    let Some((title, status, email, firstname, confirmed)) = found else {
        return Err(AppError::NotFound);
    };
    if status == OfferStatus::Deleted.code() {
        return Err(AppError::NotFound);
    }
    sqlx::query!(
        "UPDATE job_offers SET status = $2, updated_at = now() WHERE id = $1",
        offer_id,
        OfferStatus::Deleted.code()
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query!(
        "INSERT INTO offer_removals (job_offer_id, reason, removed_by) VALUES ($1, $2, $3)
         ON CONFLICT (job_offer_id) DO UPDATE SET reason = $2, removed_by = $3, removed_at = now()",
        offer_id,
        reason.code(),
        actor.user_id()
    )
    .execute(&mut *tx)
    .await?;
    // Only to a proven address (a published offer's recruiter has confirmed hers).
    if confirmed {
        let terms = mailer.link("/conditions");
        mailer
            .queue(
                &mut tx,
                templates::offer_removed(&email, &firstname, &title, reason.label(), &terms),
            )
            .await?;
    }
    let change = Change::new("job_offer.remove", "job_offer", offer_id)
        .before(&serde_json::json!({ "title": title, "status": status }))
        .after(&serde_json::json!({
            "title": title,
            "status": OfferStatus::Deleted.code(),
            "reason": reason.code(),
            "mailed_to": email,
        }));
    audit::record(&mut tx, actor, change).await?;
    tx.commit().await?;
    Ok(Removal {
        offer_id,
        title,
        status_before: status,
        mailed_to: email,
    })
}
