//! The audit log of the back-office and the command line: who did what to which record, when, with the record before and after.
//!
//! Every admin action writes its row with [`record`] on the connection of its own
//! transaction, so the row exists exactly when the change does. The table is append-only: the
//! database refuses UPDATE, DELETE and TRUNCATE on it (migration 20261124300001), and this
//! module has no function that would try. Staff read it with [`entries`].

use chrono::{DateTime, Utc};
use serde::Serialize;
use serde_json::Value;
use sqlx::{PgConnection, PgPool};

use crate::{
    access::{Actor, Staff},
    error::{AppError, AppResult, ErrorCode},
};

/// What the command line is recorded as, in place of an e-mail.
pub const COMMAND_LINE: &str = "ligne de commande";

/// One action on one record. `action` is `<subject>.<verb>` (`post.publish`,
/// `order.mark_paid`…), `subject_type` the kind of record (`post`, `order`…).
#[derive(Debug)]
pub struct Change {
    action: &'static str,
    subject_type: &'static str,
    subject_id: String,
    before: Option<Value>,
    after: Option<Value>,
}

impl Change {
    pub fn new(
        action: &'static str,
        subject_type: &'static str,
        subject_id: impl ToString,
    ) -> Self {
        Self {
            action,
            subject_type,
            subject_id: subject_id.to_string(),
            before: None,
            after: None,
        }
    }

    /// The record as it was (leave out when the action creates it).
    pub fn before(mut self, record: &impl Serialize) -> Self {
        self.before = Some(snapshot(record));
        self
    }

    /// The record as it is now (leave out when the action deletes it).
    pub fn after(mut self, record: &impl Serialize) -> Self {
        self.after = Some(snapshot(record));
        self
    }
}

fn snapshot(record: &impl Serialize) -> Value {
    serde_json::to_value(record).unwrap_or_else(|error| {
        // Serialising our own plain structs does not fail; if it ever does, keep the action.
        tracing::error!(%error, "audit: cannot serialise a record");
        Value::Null
    })
}

/// Writes the row of `change`. Call it on the transaction of the change itself.
pub async fn record(conn: &mut PgConnection, actor: Actor<'_>, change: Change) -> AppResult<()> {
    let (user_id, email) = match actor {
        Actor::Staff(staff) => (actor.user_id(), staff.email()),
        Actor::CommandLine => (None, COMMAND_LINE),
        Actor::Outside { user_id, email } => (user_id, email),
    };
    sqlx::query!(
        "INSERT INTO audit_log (actor_user_id, actor_email, action, subject_type, subject_id,
                                before, after)
         VALUES ($1, $2, $3, $4, $5, $6, $7)",
        user_id,
        email,
        change.action,
        change.subject_type,
        &change.subject_id,
        change.before.as_ref(),
        change.after.as_ref()
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// One row of the log, as staff read it.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct Entry {
    pub id: i64,
    pub at: DateTime<Utc>,
    pub actor_email: String,
    pub action: String,
    pub subject_type: String,
    pub subject_id: String,
    pub before: Option<Value>,
    pub after: Option<Value>,
}

/// What the log page filters on; every part optional.
#[derive(Debug, Default)]
pub struct Filter {
    /// Exact kind of record (`post`).
    pub subject_type: Option<String>,
    /// Exact id of the record (with `subject_type`: its whole history).
    pub subject_id: Option<String>,
    /// Part of the actor's e-mail or of the action's name.
    pub search: Option<String>,
}

/// Longest filter value, in characters.
pub const MAX_FILTER_CHARS: usize = 100;

impl Filter {
    fn checked(self) -> AppResult<Self> {
        let clean = |value: Option<String>| -> AppResult<Option<String>> {
            let value = value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty());
            match value {
                Some(v) if v.chars().count() > MAX_FILTER_CHARS => Err(AppError::invalid(
                    ErrorCode::TooLong,
                    format!("Un filtre du journal compte {MAX_FILTER_CHARS} caractères au plus."),
                )),
                other => Ok(other),
            }
        };
        Ok(Self {
            subject_type: clean(self.subject_type)?,
            subject_id: clean(self.subject_id)?,
            search: clean(self.search)?,
        })
    }
}

/// A page of the log, newest first: up to `limit` rows older than the row `before_id` (if
/// given), and how many rows match in all.
pub async fn entries(
    pool: &PgPool,
    _staff: &Staff,
    filter: Filter,
    limit: i64,
    before_id: Option<i64>,
) -> AppResult<(Vec<Entry>, i64)> {
    let filter = filter.checked()?;
    let search = filter.search.as_deref().map(crate::db::contains_pattern);
    // The same filter in both statements.
    let rows: Vec<Entry> = sqlx::query_as!(
        Entry,
        "SELECT id, at, actor_email, action, subject_type, subject_id, before, after
         FROM audit_log
         WHERE ($1::text IS NULL OR subject_type = $1)
         AND ($2::text IS NULL OR subject_id = $2)
         AND ($3::text IS NULL OR actor_email ILIKE $3 OR action ILIKE $3) AND ($4::bigint IS NULL OR id < $4)
         ORDER BY id DESC LIMIT $5",
        filter.subject_type.as_deref(),
        filter.subject_id.as_deref(),
        search.as_deref(),
        before_id,
        limit
    )
    .fetch_all(pool)
    .await?;
    let total: i64 = sqlx::query_scalar!(
        r#"SELECT count(*) AS "count!" FROM audit_log WHERE ($1::text IS NULL OR subject_type = $1)
         AND ($2::text IS NULL OR subject_id = $2)
         AND ($3::text IS NULL OR actor_email ILIKE $3 OR action ILIKE $3)"#,
        filter.subject_type.as_deref(),
        filter.subject_id.as_deref(),
        search.as_deref()
    )
    .fetch_one(pool)
    .await?;
    Ok((rows, total))
}

/// The French name of a logged action, for staff's journal (issue 58: `post.publish` is not
/// a sentence); an action without one is named by its code.
pub fn action_label(action: &str) -> String {
    let label = match action {
        "banner.approve" => "Bannière validée",
        "banner.reject" => "Bannière refusée",
        "company.suspend" => "Entreprise suspendue",
        "company.unsuspend" => "Entreprise rétablie",
        "company_label.approve" => "Label d'entreprise validé",
        "company_label.refuse" => "Label d'entreprise refusé",
        "company_label.revoke" => "Label d'entreprise retiré par l'équipe",
        "company_label.withdraw" => "Label d'entreprise retiré par l'entreprise",
        "contact_message.mark_handled" => "Message de contact traité",
        "contact_message.reply" => "Réponse à un message de contact",
        "discount_code.create" => "Code promotionnel créé",
        "discount_code.disable" => "Code promotionnel désactivé",
        "invoice.credit_note" => "Avoir émis",
        "job_offer.approve" => "Offre validée",
        "job_offer.remove" => "Offre retirée",
        "notice.confirm" => "Signalement confirmé",
        "notice.contest" => "Décision contestée",
        "notice.contest_decide" => "Contestation tranchée",
        "notice.decide" => "Signalement tranché",
        "notice.detect" => "Signalement automatique",
        "order.mark_paid" => "Commande marquée payée",
        "partner.create" => "Partenaire ajouté",
        "partner.delete" => "Partenaire supprimé",
        "partner.move" => "Partenaire déplacé",
        "partner.update" => "Partenaire modifié",
        "post.create" => "Article créé",
        "post.update" => "Article modifié",
        "post.unpublish" => "Article dépublié",
        "pricing.update" => "Tarif modifié",
        "staff.grant" => "Accès à l'administration donné",
        "staff.revoke" => "Accès à l'administration retiré",
        "testimonial.create" => "Témoignage ajouté",
        "testimonial.delete" => "Témoignage supprimé",
        "testimonial.move" => "Témoignage déplacé",
        "testimonial.update" => "Témoignage modifié",
        _ => return format!("Action {action}"),
    };
    label.to_owned()
}

/// The French name of a field of a logged record; a field without one keeps its key.
pub fn field_label(key: &str) -> String {
    let label = match key {
        "id" => "Numéro",
        "status" => "Statut",
        "title" => "Titre",
        "name" => "Nom",
        "slug" => "Adresse (slug)",
        "reference" => "Référence",
        "reason" => "Motif",
        "note" => "Note",
        "email" => "E-mail",
        "code" => "Code",
        "price" | "price_excl" | "priceExcl" => "Prix HT",
        "price_incl" | "priceIncl" => "Prix TTC",
        "discount" => "Remise",
        "vat" => "TVA",
        "percent" => "Pourcentage",
        "amount" => "Montant",
        "paid_at" | "paidAt" => "Payée le",
        "created_at" | "createdAt" => "Créé le",
        "updated_at" | "updatedAt" => "Modifié le",
        "published_at" | "publishedAt" => "Publié le",
        "starts_at" | "startsAt" | "valid_from" | "validFrom" => "Début",
        "ends_at" | "endsAt" | "valid_until" | "validUntil" => "Fin",
        "max_uses" | "maxUses" => "Utilisations au plus",
        "max_uses_per_company" | "maxUsesPerCompany" => "Utilisations par entreprise au plus",
        "disabled_at" | "disabledAt" => "Désactivé le",
        "suspended" | "suspended_at" | "suspendedAt" => "Suspendue",
        "is_staff" | "isStaff" => "Équipe",
        "position" | "sort_order" | "sortOrder" => "Rang",
        "content" => "Contenu",
        "intro" => "Chapeau",
        "subtitle" => "Sous-titre",
        "author" => "Auteur",
        "role" => "Rôle",
        "quote" => "Citation",
        "url" => "Lien",
        "logo_path" | "logoPath" => "Logo",
        "outcome" => "Issue",
        "ground" => "Fondement",
        "decision" => "Décision",
        "message" => "Message",
        "reply" => "Réponse",
        "subject" => "Objet",
        "handled_at" | "handledAt" => "Traité le",
        "invoice" => "Facture",
        "credit_note" | "creditNote" => "Avoir",
        "quantity" => "Quantité",
        "description" => "Description",
        "kind" => "Type",
        "holder_name" | "holderName" => "Titulaire",
        "company_id" | "companyId" => "Entreprise",
        "job_offer_id" | "jobOfferId" => "Offre",
        _ => return key.to_owned(),
    };
    label.to_owned()
}

/// One field a logged action changed: its French name and its values before and after, as
/// JSON text (empty when the field is absent on that side).
#[derive(Debug, PartialEq, Eq)]
pub struct FieldChange {
    pub label: String,
    pub before: String,
    pub after: String,
}

/// The changed fields a journal entry shows at most (the whole records stay in the log).
pub const MAX_CHANGES: usize = 12;

/// The fields that differ between a record's two states (every field of the one side when
/// the other is absent; a null and an absent field are the same), in the order of the
/// record's keys, at most [`MAX_CHANGES`].
pub fn field_changes(before: Option<&Value>, after: Option<&Value>) -> Vec<FieldChange> {
    let empty = serde_json::Map::new();
    let before_fields = before.and_then(Value::as_object).unwrap_or(&empty);
    let after_fields = after.and_then(Value::as_object).unwrap_or(&empty);
    let shown = |value: Option<&Value>| match value {
        None | Some(Value::Null) => String::new(),
        Some(Value::String(text)) => text.clone(),
        Some(other) => other.to_string(),
    };
    let mut keys: Vec<&String> = before_fields.keys().collect();
    keys.extend(
        after_fields
            .keys()
            .filter(|key| !before_fields.contains_key(*key)),
    );
    keys.into_iter()
        .map(|key| FieldChange {
            label: field_label(key),
            before: shown(before_fields.get(key)),
            after: shown(after_fields.get(key)),
        })
        .filter(|change| change.before != change.after)
        .take(MAX_CHANGES)
        .collect()
}

#[cfg(test)]
mod label_tests {
    use super::*;

    #[test]
    fn the_journal_reads_in_french() {
        assert_eq!(action_label("order.mark_paid"), "Commande marquée payée");
        assert_eq!(action_label("x.y"), "Action x.y");
        let changes = field_changes(
            Some(&serde_json::json!({ "status": "pending", "reference": "ENS-1", "note": null })),
            Some(
                &serde_json::json!({ "status": "paid", "reference": "ENS-1", "paid_at": "2026-12-03" }),
            ),
        );
        assert_eq!(
            changes,
            [
                FieldChange {
                    label: "Statut".to_owned(),
                    before: "pending".to_owned(),
                    after: "paid".to_owned()
                },
                FieldChange {
                    label: "Payée le".to_owned(),
                    before: String::new(),
                    after: "2026-12-03".to_owned()
                },
            ]
        );
    }

    /// Every action the domains log has its French name.
    #[test]
    fn every_logged_action_is_named() {
        for action in [
            "banner.approve",
            "banner.reject",
            "company.suspend",
            "company.unsuspend",
            "company_label.approve",
            "company_label.refuse",
            "company_label.revoke",
            "company_label.withdraw",
            "contact_message.mark_handled",
            "contact_message.reply",
            "discount_code.create",
            "discount_code.disable",
            "invoice.credit_note",
            "job_offer.approve",
            "job_offer.remove",
            "notice.confirm",
            "notice.contest",
            "notice.contest_decide",
            "notice.decide",
            "notice.detect",
            "order.mark_paid",
            "partner.create",
            "partner.delete",
            "partner.move",
            "partner.update",
            "post.create",
            "post.update",
            "post.unpublish",
            "pricing.update",
            "staff.grant",
            "staff.revoke",
            "testimonial.create",
            "testimonial.delete",
            "testimonial.move",
            "testimonial.update",
        ] {
            assert!(!action_label(action).starts_with("Action "), "{action}");
        }
    }
}
