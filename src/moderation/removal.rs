//! Removing an offer for one of the terms' reasons, or moderation's own (outside the site's
//! trades, a duplicate, another one written out): hidden at once, the company mailed, the
//! action audit-logged, nothing refunded.

use sqlx::{PgConnection, PgPool};

use crate::{
    access::Actor,
    audit::{self, Change},
    error::{AppError, AppResult, ErrorCode},
    mail::{templates, Mailer},
    offers::status::OfferStatus,
};

/// Why staff remove an ad: the terms' four (spec, Terms), then moderation's own (issue 35).
/// Nothing is refunded. The one list: the back-office reads it (`removalReasons`), the CLI
/// and the database's CHECK (`migrations/20261128300001_removal_reasons.sql`) take its codes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    DiscriminatingContent,
    UnidentifiedCompany,
    PersonalEmail,
    Scam,
    /// Outside the trades the site serves (decoration, interior architecture, decorative arts).
    OffTopic,
    /// The same ad as one already online.
    Duplicate,
    /// Illegal under a law other than the terms' (DSA article 3 (h)): a ground of a notice's
    /// decision (issue 54).
    IllegalContent,
    /// Another reason, which staff write out (`needs_note`).
    Other,
}

impl Reason {
    pub const ALL: [Reason; 8] = [
        Self::DiscriminatingContent,
        Self::UnidentifiedCompany,
        Self::PersonalEmail,
        Self::Scam,
        Self::OffTopic,
        Self::Duplicate,
        Self::IllegalContent,
        Self::Other,
    ];

    pub fn code(self) -> &'static str {
        match self {
            Self::DiscriminatingContent => "DISCRIMINATING_CONTENT",
            Self::UnidentifiedCompany => "UNIDENTIFIED_COMPANY",
            Self::PersonalEmail => "PERSONAL_EMAIL",
            Self::Scam => "SCAM",
            Self::OffTopic => "OFF_TOPIC",
            Self::Duplicate => "DUPLICATE",
            Self::IllegalContent => "ILLEGAL_CONTENT",
            Self::Other => "OTHER",
        }
    }

    /// The reason as staff choose it and the company reads it (for `Other`, the note).
    pub fn label(self) -> &'static str {
        match self {
            Self::DiscriminatingContent => "contenu discriminatoire",
            Self::UnidentifiedCompany => "entreprise non identifiée",
            Self::PersonalEmail => "adresse e-mail personnelle sur le compte",
            Self::Scam => "arnaque ou demande d'avance d'argent",
            Self::OffTopic => "hors secteur",
            Self::Duplicate => "doublon",
            Self::IllegalContent => "contenu illicite",
            Self::Other => "autre",
        }
    }

    /// The clause of the terms or the law the decision rests on, as the statement of reasons
    /// (DSA article 17 (3)(d)) names it.
    pub fn ground(self) -> &'static str {
        match self {
            Self::DiscriminatingContent => "Conditions générales d'utilisation (contenus discriminatoires refusés) ; Code du travail, article L1132-1 ; Code pénal, articles 225-1 et 225-2",
            Self::UnidentifiedCompany => "Conditions générales d'utilisation (entreprises non identifiées refusées)",
            Self::PersonalEmail => "Conditions générales d'utilisation (adresse e-mail personnelle sur le compte refusée)",
            Self::Scam => "Conditions générales d'utilisation (arnaques et demandes d'avance d'argent refusées) ; Code du travail, articles L5331-3 et L5334-1",
            Self::OffTopic => "Conditions générales d'utilisation (annonces hors des métiers du site retirées)",
            Self::Duplicate => "Conditions générales d'utilisation (une même annonce une fois par période de 30 jours)",
            Self::IllegalContent => "Règlement (UE) 2022/2065, article 3, point h) (contenu illicite au regard du droit applicable)",
            Self::Other => "Conditions générales d'utilisation",
        }
    }

    /// Staff must say which (« autre » alone tells the company nothing).
    pub fn needs_note(self) -> bool {
        self == Self::Other
    }

    /// What the company reads: the label, or the note staff wrote for « autre ».
    pub fn mailed(self, note: Option<&str>) -> &str {
        match note {
            Some(note) if self.needs_note() => note,
            _ => self.label(),
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

    /// The note that goes with this reason: required for « autre » (trimmed, not empty),
    /// dropped for the others.
    pub fn note(self, note: Option<&str>) -> AppResult<Option<String>> {
        let note = note.map(str::trim).filter(|note| !note.is_empty());
        match note {
            None if self.needs_note() => Err(AppError::invalid(
                ErrorCode::InvalidReason,
                "Précisez le motif du retrait.",
            )),
            Some(note) if self.needs_note() => Ok(Some(note.to_owned())),
            _ => Ok(None),
        }
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

/// Removes an offer for `reason` (`note`: what `Reason::note` returned): deleted at once (the outbox takes it out of the index in
/// the same transaction), the reason kept, the company mailed, the action audit-logged; no
/// credit comes back. `actor`: a staff member, or the command line.
pub async fn remove_offer(
    pool: &PgPool,
    mailer: &Mailer,
    offer_id: i64,
    reason: Reason,
    note: Option<&str>,
    actor: Actor<'_>,
) -> AppResult<Removal> {
    let mut tx = pool.begin().await?;
    let removal = remove_offer_in(&mut tx, Some(mailer), offer_id, reason, note, actor).await?;
    tx.commit().await?;
    Ok(removal)
}

/// [`remove_offer`] in the caller's transaction; `mailer`: None when the caller mails the
/// company itself (a notice's decision sends the statement of reasons instead).
pub async fn remove_offer_in(
    tx: &mut PgConnection,
    mailer: Option<&Mailer>,
    offer_id: i64,
    reason: Reason,
    note: Option<&str>,
    actor: Actor<'_>,
) -> AppResult<Removal> {
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
        "INSERT INTO offer_removals (job_offer_id, reason, note, removed_by) VALUES ($1, $2, $3, $4)
         ON CONFLICT (job_offer_id)
         DO UPDATE SET reason = $2, note = $3, removed_by = $4, removed_at = now()",
        offer_id,
        reason.code(),
        note,
        actor.user_id()
    )
    .execute(&mut *tx)
    .await?;
    // Only to a proven address (a published offer's recruiter has confirmed hers).
    if let (true, Some(mailer)) = (confirmed, mailer) {
        let terms = mailer.link("/conditions");
        mailer
            .queue(
                &mut *tx,
                templates::offer_removed(&email, &firstname, &title, reason.mailed(note), &terms),
            )
            .await?;
    }
    let change = Change::new("job_offer.remove", "job_offer", offer_id)
        .before(&serde_json::json!({ "title": title, "status": status }))
        .after(&serde_json::json!({
            "title": title,
            "status": OfferStatus::Deleted.code(),
            "reason": reason.code(),
            "note": note,
            "mailed_to": email,
        }));
    audit::record(&mut *tx, actor, change).await?;
    Ok(Removal {
        offer_id,
        title,
        status_before: status,
        mailed_to: email,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moderations_own_reasons_follow_the_terms_four() {
        let labels: Vec<_> = Reason::ALL.iter().map(|r| r.label()).collect();
        assert_eq!(
            &labels[4..],
            ["hors secteur", "doublon", "contenu illicite", "autre"]
        );
        assert_eq!(
            Reason::parse("off_topic").expect("a reason"),
            Reason::OffTopic
        );
        assert_eq!(
            Reason::parse("Doublon").expect("a reason"),
            Reason::Duplicate
        );
    }

    #[test]
    fn autre_needs_a_note_which_the_company_reads() {
        assert!(Reason::Other.note(None).is_err());
        assert!(Reason::Other.note(Some("   ")).is_err());
        let note = Reason::Other
            .note(Some(" Annonce de formation payante "))
            .expect("a note");
        assert_eq!(note.as_deref(), Some("Annonce de formation payante"));
        assert_eq!(
            Reason::Other.mailed(note.as_deref()),
            "Annonce de formation payante"
        );
        // The other reasons keep no note: the label is what is mailed.
        assert_eq!(
            Reason::Duplicate.note(Some("vu")).expect("no note needed"),
            None
        );
        assert_eq!(Reason::Duplicate.mailed(None), "doublon");
    }
}
