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

pub fn paris_day(at: DateTime<Utc>) -> String {
    at.with_timezone(&chrono_tz::Europe::Paris)
        .format("%d/%m/%Y")
        .to_string()
}

/// `123456789` as printed: `123 456 789`.
fn spaced_siren(siren: &str) -> String {
    let digits: String = siren.chars().filter(|c| !c.is_whitespace()).collect();
    if digits.len() == 9 {
        format!("{} {} {}", &digits[..3], &digits[3..6], &digits[6..])
    } else {
        digits
    }
}

/// An IBAN in groups of four, as a bank prints it.
pub fn spaced_iban(iban: &str) -> String {
    let compact: Vec<char> = iban
        .chars()
        .filter(|c| !c.is_whitespace())
        .flat_map(char::to_uppercase)
        .collect();
    compact
        .chunks(4)
        .map(|c| c.iter().collect::<String>())
        .collect::<Vec<_>>()
        .join(" ")
}

fn country_line(code: &str) -> String {
    let code = if code.is_empty() { "FR" } else { code };
    crate::companies::billing_identity::country_name(code)
        .map(str::to_owned)
        .unwrap_or_else(|| code.to_owned())
}

/// The invoice (or credit note) as a Factur-X PDF: PDF/A-3b with its EN 16931
/// `factur-x.xml` attached and the Factur-X XMP (`billing::xmp`).
pub fn render(invoice: &InvoiceData, seller: &Seller) -> AppResult<Vec<u8>> {
    let a = invoice.amounts;
    let credit = invoice.is_credit_note();
    let title = if credit { "Avoir" } else { "Facture" };
    let mut rows = vec![Row::cells(
        20.0,
        vec![
            Cell::left(0.0, title.to_uppercase()).bold(),
            Cell::right(495.0, format!("N° {}", invoice.reference)).bold(),
        ],
    )];
    rows.push(Row::gap(6.0));
    match &invoice.document {
        Document::Invoice => rows.extend([
            Row::text(
                10.0,
                format!("Date de facture : {}", paris_day(invoice.created_at)),
            ),
            Row::text(
                10.0,
                format!("Date de la prestation : {}", paris_day(invoice.paid_at)),
            ),
        ]),
        Document::CreditNote {
            invoice_reference,
            invoice_date,
            reason,
        } => rows.extend([
            Row::text(10.0, format!("Date : {}", paris_day(invoice.created_at))),
            Row::text(
                10.0,
                format!(
                    "Avoir sur la facture n° {invoice_reference} du {}",
                    paris_day(*invoice_date)
                ),
            ),
            Row::text(
                10.0,
                format!(
                    "Motif : {}",
                    if reason == "cancellation" {
                        "annulation de la commande"
                    } else {
                        "remboursement de la commande"
                    }
                ),
            ),
            Row::text(
                10.0,
                format!("Date de la prestation : {}", paris_day(invoice.paid_at)),
            ),
        ]),
    }
    rows.extend([
        Row::text(10.0, format!("Commande : {}", invoice.order_reference)),
        Row::gap(14.0),
        Row::cells(
            10.0,
            vec![
                Cell::left(0.0, "Vendeur").bold(),
                Cell::left(260.0, "Client").bold(),
            ],
        ),
    ]);
    let b = &invoice.buyer;
    let mut buyer_lines = vec![b.name.clone()];
    for line in b.street.lines() {
        buyer_lines.extend(pdf::wrap(line, 10.0, 230.0));
    }
    buyer_lines.push(format!("{} {}", b.postcode, b.city).trim().to_owned());
    buyer_lines.push(country_line(&b.country));
    if !b.siren.is_empty() {
        buyer_lines.push(format!("SIREN {}", spaced_siren(&b.siren)));
    }
    if !b.vat_number.is_empty() {
        buyer_lines.push(format!("TVA intracommunautaire {}", b.vat_number));
    }
    buyer_lines.extend(pdf::wrap(&b.email, 10.0, 230.0));
    let buyer_lines: Vec<String> = buyer_lines
        .into_iter()
        .filter(|l| !l.trim().is_empty())
        .collect();
    let seller_lines = [
        seller.name.clone(),
        seller.address.clone(),
        format!("{} {}", seller.postcode, seller.city),
        "France".to_owned(),
        format!("SIREN {}", spaced_siren(&seller.siren)),
        format!("TVA intracommunautaire {}", seller.vat_number),
        format!("Capital social de {}", seller.capital),
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
    let plural = |n: i32, one: &str, many: &str| {
        if n > 1 {
            format!("{n} {many}")
        } else {
            format!("{n} {one}")
        }
    };
    let what = if invoice.is_pack {
        plural(invoice.quantity, "annonce", "annonces")
    } else {
        plural(invoice.quantity, "jour", "jours")
    };
    // « Pack 3 annonces » says its quantity already.
    let designation = if invoice.product_name.contains(&what) {
        invoice.product_name.clone()
    } else {
        format!("{} ({what})", invoice.product_name)
    };
    rows.extend([
        Row::gap(16.0),
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
        Row::rule(),
        Row::cells(
            9.5,
            vec![
                Cell::left(0.0, designation),
                Cell::right(270.0, "1"),
                Cell::right(350.0, euros(a.price)),
                Cell::right(420.0, euros(a.discount)),
                Cell::right(495.0, euros(a.net)),
            ],
        ),
    ]);
    if let Some(detail) = &invoice.detail {
        rows.extend(
            pdf::wrap(detail, 9.0, 240.0)
                .into_iter()
                .map(|l| Row::text(9.0, l)),
        );
    }
    if let (Some(code), true) = (&invoice.code, a.discount > 0) {
        rows.push(Row::text(
            9.0,
            format!("Remise : code promotionnel {code}, {}", euros(a.discount)),
        ));
    }
    rows.push(Row::rule());
    let total_row = |label: &str, cents: i32| {
        Row::cells(
            10.0,
            vec![
                Cell::left(300.0, label.to_owned()),
                Cell::right(495.0, euros(cents)),
            ],
        )
    };
    rows.extend([
        Row::gap(4.0),
        total_row("Total HT", a.net),
        if invoice.is_reverse_charged() {
            total_row("TVA 0 % (autoliquidation)", a.vat)
        } else {
            total_row("TVA 20 %", a.vat)
        },
        Row::cells(
            11.0,
            vec![
                Cell::left(300.0, "Total TTC").bold(),
                Cell::right(495.0, euros(a.total)).bold(),
            ],
        ),
    ]);
    if credit {
        rows.push(total_row("Montant à rembourser", a.total));
    } else {
        rows.extend([
            total_row("Déjà payé", a.total),
            total_row("Reste à payer", 0),
        ]);
    }
    rows.extend([
        Row::gap(14.0),
        Row::bold(
            10.0,
            if credit {
                "Remboursement"
            } else {
                "Règlement"
            },
        ),
    ]);
    rows.extend(
        pdf::wrap(&invoice.payment_line(), 10.0, 495.0)
            .into_iter()
            .map(|l| Row::text(10.0, l)),
    );
    if invoice.payment_method == "transfer" {
        rows.extend([
            Row::text(
                10.0,
                format!(
                    "Virement sur le compte de {} — {}",
                    seller.name, seller.bank
                ),
            ),
            Row::text(
                10.0,
                format!(
                    "IBAN {}   BIC {}",
                    spaced_iban(&seller.iban),
                    seller.bic.replace(' ', "").to_uppercase()
                ),
            ),
            Row::text(
                10.0,
                format!("Référence du virement : {}", invoice.order_reference),
            ),
        ]);
    }
    rows.extend([Row::gap(14.0), Row::bold(9.0, "Conditions")]);
    let vat_mention = if invoice.is_reverse_charged() {
        REVERSE_CHARGE
    } else {
        "TVA acquittée sur les encaissements."
    };
    for mention in [PENALTIES, RECOVERY_INDEMNITY, NO_DISCOUNT, vat_mention] {
        rows.extend(
            pdf::wrap(mention, 8.5, 495.0)
                .into_iter()
                .map(|l| Row::text(8.5, l)),
        );
    }
    let xml = facturx::xml(invoice, seller);
    let pdf = pdf::render(PdfDocument {
        title: &format!("{title} {}", invoice.reference),
        author: &seller.name,
        created: invoice.created_at,
        rows: &rows,
        attachment: Some(Attachment {
            name: "factur-x.xml".to_owned(),
            description: "Factur-X EN 16931".to_owned(),
            mime: "text/xml",
            data: xml.into_bytes(),
        }),
    })?;
    Ok(super::xmp::with_facturx_xmp(&pdf, "EN 16931")?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn references_sort_as_numbers_within_a_year() {
        assert_eq!(reference(2026, 42), "F2026-000042");
        assert!(reference(2026, 9) < reference(2026, 10));
    }

    #[test]
    fn sirens_and_ibans_are_printed_in_groups() {
        assert_eq!(spaced_siren("732829320"), "732 829 320");
        assert_eq!(
            spaced_iban("fr7630006000011234567890189"),
            "FR76 3000 6000 0112 3456 7890 189"
        );
    }
}
