//! Invoices: made in the transaction that pays the order, numbered per civil year without
//! gaps. The counter row of the year is locked until that transaction commits, so numbers
//! follow the commit order and a rolled-back payment gives its number back.

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgPool};

use super::{
    amounts::Amounts,
    facturx,
    orders::invoice_year,
    pdf::{self, euros, Attachment, Cell, PdfDocument, Row},
};
use crate::{
    config::Seller,
    error::{AppError, AppResult},
};

/// The late-payment mentions French law requires on a B2B invoice (Code de commerce,
/// L441-10 and D441-5).
pub const PENALTIES: &str = "En cas de retard de paiement : pénalités au taux de trois fois le taux d'intérêt légal, et indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 et D441-5 du Code de commerce). Pas d'escompte pour paiement anticipé.";

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
    // clock_timestamp(), read after the counter's lock: dates grow with numbers.
    sqlx::query!(
        "INSERT INTO order_invoices (reference, order_id, year, number, created_at)
         VALUES ($1, $2, $3, $4, clock_timestamp())",
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

/// Everything an invoice shows, read once.
#[derive(Clone, Debug)]
pub struct InvoiceData {
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
    pub buyer_name: String,
    pub buyer_address: String,
    pub buyer_email: String,
}

impl InvoiceData {
    pub fn payment_line(&self) -> String {
        let means = if self.payment_method == "transfer" {
            "virement bancaire"
        } else {
            "carte bancaire"
        };
        format!(
            "Payée le {} par {means}.",
            self.paid_at
                .with_timezone(&chrono_tz::Europe::Paris)
                .format("%d/%m/%Y")
        )
    }
}

#[derive(sqlx::FromRow)]
struct InvoiceRow {
    order_id: i64,
    reference: String,
    created_at: DateTime<Utc>,
    order_reference: String,
    product_name: String,
    quantity: i32,
    is_pack: bool,
    price: i32,
    discount: i32,
    vat: i32,
    price_incl: i32,
    code: Option<String>,
    payment_method: String,
    paid_at: Option<DateTime<Utc>>,
    buyer_name: Option<String>,
    buyer_address: Option<String>,
    buyer_email: Option<String>,
}

/// Who asks for an invoice's PDF.
#[derive(Clone, Copy, Debug)]
pub enum Reader<'a> {
    /// The paying client: its own invoices only.
    Client(i64),
    /// A staff member (the back-office's orders): any invoice.
    Staff(&'a crate::admin::Staff),
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
    let client_id = match reader {
        Reader::Client(id) => Some(id),
        Reader::Staff(_) => None,
    };
    let row: InvoiceRow = sqlx::query_as!(
        InvoiceRow,
        "SELECT o.id AS order_id, i.reference, i.created_at, o.reference AS order_reference,
                p.name AS product_name,
                p.job_offer_ads_amount AS quantity, p.is_pack, o.price, o.discount, o.vat,
                o.price_incl, d.code, o.payment_method, o.paid_at,
                c.name AS buyer_name, c.billing_address AS buyer_address, u.email AS buyer_email
         FROM order_invoices i
         JOIN orders o ON o.id = i.order_id
         JOIN pricings p ON p.id = o.pricing_id
         LEFT JOIN discount_codes d ON d.id = o.discount_code_id
         LEFT JOIN users u ON u.id = o.user_id
         LEFT JOIN LATERAL (SELECT name, billing_address FROM companies
                            WHERE pro_client_id = o.pro_client_id ORDER BY id LIMIT 1) c ON true
         WHERE i.uuid = $1 AND ($2::bigint IS NULL OR o.pro_client_id = $2)",
        uuid,
        client_id
    )
    .fetch_optional(pool)
    .await?
    .ok_or(AppError::NotFound)?;
    let mut conn = pool.acquire().await?;
    let detail = crate::banners::invoice_detail(&mut conn, row.order_id).await?;
    Ok(InvoiceData {
        reference: row.reference,
        created_at: row.created_at,
        order_reference: row.order_reference,
        product_name: row.product_name,
        detail,
        quantity: row.quantity,
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
        buyer_name: row.buyer_name.unwrap_or_default(),
        buyer_address: row.buyer_address.unwrap_or_default(),
        buyer_email: row.buyer_email.unwrap_or_default(),
    })
}

fn paris_day(at: DateTime<Utc>) -> String {
    at.with_timezone(&chrono_tz::Europe::Paris)
        .format("%d/%m/%Y")
        .to_string()
}

/// The invoice as a Factur-X PDF: PDF/A-3b with its EN 16931 `factur-x.xml` attached.
pub fn render(invoice: &InvoiceData, seller: &Seller) -> AppResult<Vec<u8>> {
    let a = invoice.amounts;
    let mut rows = vec![
        Row::bold(20.0, format!("Facture {}", invoice.reference)),
        Row::text(
            10.0,
            format!("Date de facture : {}", paris_day(invoice.created_at)),
        ),
        Row::text(
            10.0,
            format!("Date de la prestation : {}", paris_day(invoice.paid_at)),
        ),
        Row::text(10.0, format!("Commande : {}", invoice.order_reference)),
        Row::gap(10.0),
        Row::cells(
            10.0,
            vec![
                Cell::left(0.0, "Vendeur").bold(),
                Cell::left(260.0, "Client").bold(),
            ],
        ),
    ];
    let buyer_lines: Vec<String> = std::iter::once(invoice.buyer_name.clone())
        .chain(pdf::wrap(&invoice.buyer_address, 10.0, 230.0))
        .chain(pdf::wrap(&invoice.buyer_email, 10.0, 230.0))
        .filter(|l| !l.trim().is_empty())
        .collect();
    let seller_lines = [
        seller.name.clone(),
        seller.address.clone(),
        format!("{} {}", seller.postcode, seller.city),
        format!("SIREN {}", seller.siren),
        format!("TVA intracommunautaire {}", seller.vat_number),
        format!("Capital {}", seller.capital),
    ];
    for i in 0..seller_lines.len().max(buyer_lines.len()) {
        let mut cells = Vec::new();
        if let Some(line) = seller_lines.get(i) {
            cells.push(Cell::left(0.0, line.clone()));
        }
        if let Some(line) = buyer_lines.get(i) {
            cells.push(Cell::left(260.0, line.clone()));
        }
        rows.push(Row::cells(10.0, cells));
    }
    let what = if invoice.is_pack {
        format!(
            "{} {}",
            invoice.quantity,
            if invoice.quantity > 1 {
                "annonces"
            } else {
                "annonce"
            }
        )
    } else {
        format!("{} jours", invoice.quantity)
    };
    rows.extend([
        Row::gap(12.0),
        Row::cells(
            9.5,
            vec![
                Cell::left(0.0, "Désignation").bold(),
                Cell::right(270.0, "Qté").bold(),
                Cell::right(350.0, "Prix unit. HT").bold(),
                Cell::right(420.0, "Remise").bold(),
                Cell::right(495.0, "Total HT").bold(),
            ],
        ),
        Row::cells(
            9.5,
            vec![
                Cell::left(0.0, format!("{} ({what})", invoice.product_name)),
                Cell::right(270.0, "1"),
                Cell::right(350.0, euros(a.price)),
                Cell::right(420.0, euros(a.discount)),
                Cell::right(495.0, euros(a.net)),
            ],
        ),
    ]);
    if let Some(detail) = &invoice.detail {
        rows.push(Row::text(9.0, detail.clone()));
    }
    if let (Some(code), true) = (&invoice.code, a.discount > 0) {
        rows.push(Row::text(9.0, format!("Remise : code promotionnel {code}")));
    }
    rows.extend([
        Row::gap(12.0),
        Row::cells(
            10.0,
            vec![
                Cell::left(300.0, "Total HT"),
                Cell::right(495.0, euros(a.net)),
            ],
        ),
        Row::cells(
            10.0,
            vec![
                Cell::left(300.0, "TVA 20 %"),
                Cell::right(495.0, euros(a.vat)),
            ],
        ),
        Row::cells(
            11.0,
            vec![
                Cell::left(300.0, "Total TTC").bold(),
                Cell::right(495.0, euros(a.total)).bold(),
            ],
        ),
        Row::gap(12.0),
        Row::text(10.0, invoice.payment_line()),
    ]);
    rows.extend(
        pdf::wrap(PENALTIES, 8.5, 495.0)
            .into_iter()
            .map(|l| Row::text(8.5, l)),
    );
    let xml = facturx::xml(invoice, seller);
    Ok(pdf::render(PdfDocument {
        title: &format!("Facture {}", invoice.reference),
        author: &seller.name,
        created: invoice.created_at,
        rows: &rows,
        attachment: Some(Attachment {
            name: "factur-x.xml".to_owned(),
            description: "Factur-X EN 16931".to_owned(),
            mime: "text/xml",
            data: xml.into_bytes(),
        }),
    })?)
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
