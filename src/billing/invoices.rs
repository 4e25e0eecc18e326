//! Invoices: made in the transaction that pays the order, numbered per civil year without
//! gaps. The counter row of the year is locked until that transaction commits, so numbers
//! follow the commit order and a rolled-back payment gives its number back.

use chrono::{DateTime, Datelike, Utc};
use sqlx::{PgConnection, PgPool};

use super::amounts::Amounts;
use crate::error::{AppError, AppResult};

/// The mentions French law requires on a B2B invoice (Code de commerce, L441-10 and D441-5),
/// one per Factur-X note subject (BR-FR-05: PMD, PMT, AAB).
pub const PENALTIES: &str = "En cas de retard de paiement, pénalités exigibles au taux de trois fois le taux d'intérêt légal (art. L441-10 du Code de commerce).";
pub const RECOVERY_INDEMNITY: &str = "Indemnité forfaitaire pour frais de recouvrement : 40 €, due en cas de retard de paiement (art. D441-5 du Code de commerce).";
pub const NO_DISCOUNT: &str = "Pas d'escompte pour paiement anticipé.";
/// A service sold to a company of another EU member state (art. 242 nonies A, I-13° of
/// annex II to the CGI).
pub const REVERSE_CHARGE: &str = "Autoliquidation : TVA due par le preneur (art. 196 de la directive 2006/112/CE, art. 283-2 du CGI).";

/// `F2026-000042`: the year and the number in it.
pub fn reference(year: i32, number: i32) -> String {
    format!("F{year}-{number:06}")
}

pub async fn number(conn: &mut PgConnection, order_id: i64) -> AppResult<String> {
    let year = invoice_year(Utc::now());
    let number: i32 = sqlx::query_scalar!(
        "INSERT INTO invoice_counters (year, last) VALUES ($1, 1)
         ON CONFLICT (year) DO UPDATE SET last = invoice_counters.last + 1
         RETURNING last",
        year
    )
    .fetch_one(&mut *conn)
    .await?;
    let reference = reference(year, number);
    // clock_timestamp(), read after the counter's lock: dates grow with numbers. The buyer is
    // copied as it is now: a company that moves later does not change its past invoices.
    sqlx::query!(
        "INSERT INTO order_invoices (reference, order_id, year, number, created_at, buyer_name,
                                     buyer_street, buyer_postcode, buyer_city, buyer_country,
                                     buyer_siren, buyer_vat_number, buyer_email)
         SELECT $1, o.id, $3, $4, clock_timestamp(), coalesce(c.name, ''),
                coalesce(c.billing_address, ''), coalesce(c.billing_postcode, ''),
                coalesce(c.billing_city, ''), coalesce(c.billing_country, ''),
                coalesce(c.siren, ''), coalesce(c.vat_number, ''), coalesce(u.email, '')
         FROM orders o
         LEFT JOIN users u ON u.id = o.user_id
         LEFT JOIN LATERAL (SELECT * FROM companies WHERE pro_client_id = o.pro_client_id
                            ORDER BY id LIMIT 1) c ON true
         WHERE o.id = $2",
        &reference,
        order_id,
        year,
        number
    )
    .execute(conn)
    .await?;
    Ok(reference)
}

#[derive(Clone, Debug, sqlx::FromRow)]
pub struct Invoice {
    pub id: i64,
    pub uuid: uuid::Uuid,
    pub reference: String,
    pub created_at: DateTime<Utc>,
    pub order_id: i64,
    pub order_uuid: uuid::Uuid,
    pub order_reference: String,
    pub price_incl: i32,
}

/// The invoice of an order, if it is paid.
pub async fn of_order(pool: &PgPool, order_id: i64) -> AppResult<Option<Invoice>> {
    Ok(sqlx::query_as!(
        Invoice,
        "SELECT i.id, i.uuid, i.reference, i.created_at, o.id AS order_id, o.uuid AS order_uuid,
                o.reference AS order_reference, o.price_incl
         FROM order_invoices i JOIN orders o ON o.id = i.order_id WHERE o.id = $1",
        order_id
    )
    .fetch_optional(pool)
    .await?)
}

/// The invoices of one paying client, newest first.
pub async fn of_client(pool: &PgPool, client_id: i64, limit: i64) -> AppResult<Vec<Invoice>> {
    Ok(sqlx::query_as!(
        Invoice,
        "SELECT i.id, i.uuid, i.reference, i.created_at, o.id AS order_id, o.uuid AS order_uuid,
                o.reference AS order_reference, o.price_incl
         FROM order_invoices i JOIN orders o ON o.id = i.order_id
         WHERE o.pro_client_id = $1 ORDER BY i.id DESC LIMIT $2",
        client_id,
        limit
    )
    .fetch_all(pool)
    .await?)
}

/// The buyer as the invoice names it (copied when the invoice was made).
#[derive(Clone, Debug, Default)]
pub struct Buyer {
    pub name: String,
    pub street: String,
    pub postcode: String,
    pub city: String,
    /// ISO 3166 alpha-2; empty on invoices made before issue 34 (France).
    pub country: String,
    pub siren: String,
    pub vat_number: String,
    pub email: String,
}

/// An invoice, or the credit note that cancels one.
#[derive(Clone, Debug)]
pub enum Document {
    Invoice,
    CreditNote {
        invoice_reference: String,
        invoice_date: DateTime<Utc>,
        /// `refund` or `cancellation`.
        reason: String,
    },
}

/// Everything an invoice (or a credit note) shows, read once.
#[derive(Clone, Debug)]
pub struct InvoiceData {
    pub document: Document,
    /// The invoice's number, or the credit note's.
    pub reference: String,
    pub created_at: DateTime<Utc>,
    pub order_reference: String,
    pub product_name: String,
    /// What the line is about beyond the product: a banner and its days.
    pub detail: Option<String>,
    /// Ads of a pack or days of an option.
    pub quantity: i32,
    pub is_pack: bool,
    pub amounts: Amounts,
    pub code: Option<String>,
    pub payment_method: String,
    pub paid_at: DateTime<Utc>,
    pub buyer: Buyer,
}

fn means(method: &str) -> &'static str {
    if method == "transfer" {
        "virement bancaire"
    } else {
        "carte bancaire"
    }
}

impl InvoiceData {
    /// How it was (or will be) settled: the invoice's payment, the credit note's refund.
    pub fn payment_line(&self) -> String {
        match &self.document {
            Document::Invoice => format!(
                "Payée le {} par {}.",
                paris_day(self.paid_at),
                means(&self.payment_method)
            ),
            Document::CreditNote {
                invoice_reference, ..
            } => format!(
                "Échéance : {}. Montant remboursé par {} (moyen de paiement de la facture {invoice_reference}).",
                paris_day(self.created_at),
                means(&self.payment_method)
            ),
        }
    }

    /// Sold to a company of another EU member state without French VAT (reverse charge):
    /// category AE in the XML, « Autoliquidation » on the PDF.
    pub fn is_reverse_charged(&self) -> bool {
        !self.buyer.country.is_empty() && self.buyer.country != "FR" && self.amounts.vat == 0
    }

    pub fn is_credit_note(&self) -> bool {
        matches!(self.document, Document::CreditNote { .. })
    }
}

struct InvoiceRow {
    order_id: i64,
    reference: String,
    created_at: DateTime<Utc>,
    order_reference: String,
    product_name: String,
    display_group: i16,
    job_offer_ads_amount: Option<i32>,
    banner_days: Option<i32>,
    is_pack: bool,
    price: i32,
    discount: i32,
    vat: i32,
    price_incl: i32,
    code: Option<String>,
    payment_method: String,
    paid_at: Option<DateTime<Utc>>,
    buyer_name: Option<String>,
    buyer_street: Option<String>,
    buyer_postcode: Option<String>,
    buyer_city: Option<String>,
    buyer_country: Option<String>,
    buyer_siren: Option<String>,
    buyer_vat_number: Option<String>,
    buyer_email: Option<String>,
    credit_reference: Option<String>,
    credit_created_at: Option<DateTime<Utc>>,
    credit_reason: Option<String>,
}

/// Who asks for an invoice's PDF.
#[derive(Clone, Copy, Debug)]
pub enum Reader<'a> {
    /// The paying client: its own invoices only.
    Client(i64),
    /// A staff member (the back-office's orders): any invoice.
    Staff(&'a crate::access::Staff),
}

/// The invoice `uuid` if it belongs to `client_id`.
pub async fn for_client(pool: &PgPool, client_id: i64, uuid: uuid::Uuid) -> AppResult<InvoiceData> {
    for_reader(pool, Reader::Client(client_id), uuid).await
}

/// The invoice `uuid` if `reader` may read it: the one rule of who may read an invoice (its
/// company, and staff).
pub async fn for_reader(
    pool: &PgPool,
    reader: Reader<'_>,
    uuid: uuid::Uuid,
) -> AppResult<InvoiceData> {
    read(pool, reader, uuid, false).await
}

/// The credit note `uuid` if `reader` may read it (the same rule as its invoice's).
pub async fn credit_note_for_reader(
    pool: &PgPool,
    reader: Reader<'_>,
    uuid: uuid::Uuid,
) -> AppResult<InvoiceData> {
    read(pool, reader, uuid, true).await
}

async fn read(
    pool: &PgPool,
    reader: Reader<'_>,
    uuid: uuid::Uuid,
    credit_note: bool,
) -> AppResult<InvoiceData> {
    let client_id = match reader {
        Reader::Client(id) => Some(id),
        Reader::Staff(_) => None,
    };
    // Invoices made before issue 34 kept no buyer: they show the company as it is now.
    let row: InvoiceRow = sqlx::query_as!(
        InvoiceRow,
        r#"SELECT o.id AS order_id, i.reference, i.created_at, o.reference AS order_reference,
                p.name AS product_name,
                p.display_group, p.job_offer_ads_amount, p.banner_days, p.is_pack, o.price, o.discount, o.vat,
                o.price_incl, d.code AS "code?", o.payment_method, o.paid_at,
                CASE WHEN i.buyer_name = '' THEN c.name ELSE i.buyer_name END AS "buyer_name?",
                CASE WHEN i.buyer_name = '' THEN c.billing_address ELSE i.buyer_street END AS "buyer_street?",
                CASE WHEN i.buyer_name = '' THEN c.billing_postcode ELSE i.buyer_postcode END AS "buyer_postcode?",
                CASE WHEN i.buyer_name = '' THEN c.billing_city ELSE i.buyer_city END AS "buyer_city?",
                CASE WHEN i.buyer_name = '' THEN c.billing_country ELSE i.buyer_country END AS "buyer_country?",
                CASE WHEN i.buyer_name = '' THEN c.siren ELSE i.buyer_siren END AS "buyer_siren?",
                CASE WHEN i.buyer_name = '' THEN c.vat_number ELSE i.buyer_vat_number END AS "buyer_vat_number?",
                CASE WHEN i.buyer_name = '' THEN u.email ELSE i.buyer_email END AS "buyer_email?",
                n.reference AS "credit_reference?", n.created_at AS "credit_created_at?",
                n.reason AS "credit_reason?"
         FROM order_invoices i
         JOIN orders o ON o.id = i.order_id
         JOIN pricings p ON p.id = o.pricing_id
         LEFT JOIN credit_notes n ON n.invoice_id = i.id
         LEFT JOIN discount_codes d ON d.id = o.discount_code_id
         LEFT JOIN users u ON u.id = o.user_id
         LEFT JOIN LATERAL (SELECT * FROM companies
                            WHERE pro_client_id = o.pro_client_id ORDER BY id LIMIT 1) c ON true
         WHERE CASE WHEN $3::boolean THEN n.uuid = $1 ELSE i.uuid = $1 END
           AND ($2::bigint IS NULL OR o.pro_client_id = $2)"#,
        uuid,
        client_id,
        credit_note
    )
    .fetch_optional(pool)
    .await?
    .ok_or(AppError::NotFound)?;
    let mut conn = pool.acquire().await?;
    let detail = crate::banners::invoice_detail(&mut conn, row.order_id).await?;
    let (document, reference, created_at) = match (
        credit_note,
        row.credit_reference,
        row.credit_created_at,
        row.credit_reason,
    ) {
        (true, Some(reference), Some(created_at), Some(reason)) => (
            Document::CreditNote {
                invoice_reference: row.reference,
                invoice_date: row.created_at,
                reason,
            },
            reference,
            created_at,
        ),
        (true, ..) => return Err(AppError::NotFound),
        (false, ..) => (Document::Invoice, row.reference, row.created_at),
    };
    Ok(InvoiceData {
        document,
        reference,
        created_at,
        order_reference: row.order_reference,
        product_name: row.product_name,
        detail,
        quantity: super::PricingGroup::of(row.display_group)
            .quantity(row.job_offer_ads_amount, row.banner_days),
        is_pack: row.is_pack,
        amounts: Amounts {
            price: row.price,
            discount: row.discount,
            net: row.price - row.discount,
            vat: row.vat,
            total: row.price_incl,
        },
        code: row.code,
        payment_method: row.payment_method,
        paid_at: row.paid_at.unwrap_or(row.created_at),
        buyer: Buyer {
            name: row.buyer_name.unwrap_or_default(),
            street: row.buyer_street.unwrap_or_default(),
            postcode: row.buyer_postcode.unwrap_or_default(),
            city: row.buyer_city.unwrap_or_default(),
            country: row.buyer_country.unwrap_or_default(),
            siren: row.buyer_siren.unwrap_or_default(),
            vat_number: row.buyer_vat_number.unwrap_or_default(),
            email: row.buyer_email.unwrap_or_default(),
        },
    })
}

/// The civil year of an invoice date, in France.
pub fn invoice_year(at: DateTime<Utc>) -> i32 {
    at.with_timezone(&chrono_tz::Europe::Paris).year()
}

pub fn paris_day(at: DateTime<Utc>) -> String {
    at.with_timezone(&chrono_tz::Europe::Paris)
        .format("%d/%m/%Y")
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn references_sort_as_numbers_within_a_year() {
        assert_eq!(reference(2026, 42), "F2026-000042");
        assert!(reference(2026, 9) < reference(2026, 10));
    }
}
