//! Credit notes (avoirs, type 381): staff cancel a paid order's invoice whole, when the order
//! was refunded or cancelled. An invoice is never changed or deleted (French law): the credit
//! note is a document of its own, in its own gapless series per civil year (`A2026-000001`,
//! numbered as invoices are: a counter row locked until the transaction commits), that names
//! the invoice it cancels (Factur-X BT-25 / BT-26). One per invoice; issuing it again gives
//! back the same one. The back-office's « Émettre un avoir » and `ensemblier orders
//! credit-note` are this one function, audited in its transaction.
//!
//! Money is not moved here: staff refund the card or the transfer as they do today; what the
//! order bought (ads, days) is left as it is, for staff to take back by hand if they must.

use chrono::{DateTime, Utc};
use serde::Serialize;
use sqlx::PgPool;

use super::invoices::invoice_year;
use crate::{
    access::Actor,
    audit::{self, Change},
    error::{AppError, AppResult, ErrorCode},
};

/// Why an invoice is cancelled: the order was refunded, or cancelled before it ran.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reason {
    Refund,
    Cancellation,
}

impl Reason {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Refund => "refund",
            Self::Cancellation => "cancellation",
        }
    }

    pub fn parse(text: &str) -> AppResult<Self> {
        match text.trim() {
            "refund" | "remboursement" => Ok(Self::Refund),
            "cancellation" | "annulation" => Ok(Self::Cancellation),
            _ => Err(AppError::invalid(
                ErrorCode::BadRequest,
                "Le motif d'un avoir est « remboursement » ou « annulation ».",
            )),
        }
    }
}

#[derive(Clone, Debug, Serialize)]
pub struct CreditNote {
    pub id: i64,
    pub uuid: uuid::Uuid,
    pub reference: String,
    pub invoice_id: i64,
    pub invoice_reference: String,
    pub reason: String,
    pub created_at: DateTime<Utc>,
}

/// `A2026-000001`.
pub fn reference(year: i32, number: i32) -> String {
    format!("A{year}-{number:06}")
}

/// `SELECT … FROM` a credit note with its invoice's number, then `$rest` (`WHERE …`).
macro_rules! select_credit_notes {
    ($rest:literal $(, $arg:expr)* $(,)?) => {
        sqlx::query_as!(
            CreditNote,
            "SELECT n.id, n.uuid, n.reference, n.invoice_id, i.reference AS invoice_reference,
                    n.reason, n.created_at
             FROM credit_notes n JOIN order_invoices i ON i.id = n.invoice_id "
                + $rest
            $(, $arg)*
        )
    };
}

pub const NO_INVOICE: &str = "Aucune facture ne porte ce numéro.";

/// Issues the credit note of the invoice `invoice_reference` (`F2026-000042`): the credit
/// note, and whether this call made it (`false`: it existed, nothing changed or was logged).
pub async fn issue(
    pool: &PgPool,
    actor: Actor<'_>,
    invoice_reference: &str,
    reason: Reason,
) -> AppResult<(CreditNote, bool)> {
    let invoice_reference = invoice_reference.trim().to_uppercase();
    if invoice_reference.is_empty() || invoice_reference.chars().count() > 40 {
        return Err(AppError::invalid(ErrorCode::NotFound, NO_INVOICE));
    }
    let mut tx = pool.begin().await?;
    // The invoice's row lock: two staff issuing at once make one credit note.
    let invoice: Option<i64> = sqlx::query_scalar!(
        "SELECT id FROM order_invoices WHERE reference = $1 FOR UPDATE",
        &invoice_reference
    )
    .fetch_optional(&mut *tx)
    .await?;
    let invoice_id = invoice.ok_or_else(|| AppError::invalid(ErrorCode::NotFound, NO_INVOICE))?;
    let existing: Option<CreditNote> = select_credit_notes!("WHERE n.invoice_id = $1", invoice_id)
        .fetch_optional(&mut *tx)
        .await?;
    if let Some(existing) = existing {
        return Ok((existing, false));
    }
    let year = invoice_year(Utc::now());
    let number: i32 = sqlx::query_scalar!(
        "INSERT INTO credit_note_counters (year, last) VALUES ($1, 1)
         ON CONFLICT (year) DO UPDATE SET last = credit_note_counters.last + 1
         RETURNING last",
        year
    )
    .fetch_one(&mut *tx)
    .await?;
    let id: i64 = sqlx::query_scalar!(
        "INSERT INTO credit_notes (reference, invoice_id, year, number, reason)
         VALUES ($1, $2, $3, $4, $5) RETURNING id",
        reference(year, number),
        invoice_id,
        year,
        number,
        reason.as_str()
    )
    .fetch_one(&mut *tx)
    .await?;
    let note: CreditNote = select_credit_notes!("WHERE n.id = $1", id)
        .fetch_one(&mut *tx)
        .await?;
    let change = Change::new("invoice.credit_note", "invoice", invoice_id).after(&note);
    audit::record(&mut tx, actor, change).await?;
    tx.commit().await?;
    Ok((note, true))
}

/// The credit note of an invoice, if any.
pub async fn of_invoice(pool: &PgPool, invoice_id: i64) -> AppResult<Option<CreditNote>> {
    Ok(select_credit_notes!("WHERE n.invoice_id = $1", invoice_id)
        .fetch_optional(pool)
        .await?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn credit_notes_have_their_own_series() {
        assert_eq!(reference(2026, 7), "A2026-000007");
        assert_ne!(
            reference(2026, 7),
            super::super::invoices::reference(2026, 7)
        );
    }

    #[test]
    fn a_reason_reads_in_english_or_french() {
        assert_eq!(Reason::parse("annulation").ok(), Some(Reason::Cancellation));
        assert_eq!(Reason::parse("refund").ok(), Some(Reason::Refund));
        assert!(Reason::parse("cadeau").is_err());
    }
}
