//! The back-office's money screens (docs/admin.md): pricings staff edit, and every order with
//! its invoice. Promotion codes ([`crate::billing::codes`]), marking a transfer paid
//! ([`crate::billing::orders::mark_paid`]) and banner reviews ([`crate::banners::review`])
//! live with their tables and are shared with the command line.

use chrono::{DateTime, Utc};
use serde::Serialize;
use sqlx::{PgConnection, PgPool};

use crate::{
    access::Staff,
    audit::{self, Change},
    billing::{codes::parse_euros, including_vat},
    error::{AppError, AppResult, ErrorCode},
};

/// A pricing as staff read and edit it.
#[derive(Clone, Debug, Serialize, sqlx::FromRow)]
pub struct StaffPricing {
    pub id: i64,
    pub name: String,
    /// Cents excl. tax.
    pub price: i32,
    /// Cents incl. 20 % VAT, always computed from `price`.
    pub price_incl: i32,
    /// Ads of a pack; its days for a banner (the Urgent option's: `billing::URGENT_DAYS`).
    pub job_offer_ads_amount: Option<i32>,
    pub banner_days: Option<i32>,
    pub description: String,
    pub display_group: i16,
    pub sort_order: i32,
    /// Set once staff changed it: the reference seeding leaves it alone from then on.
    pub edited_by_staff_at: Option<DateTime<Utc>>,
}

/// Highest price staff may set, in cents excl. tax (100 000 €).
pub const MAX_PRICE_CENTS: i32 = 10_000_000;
/// Points of a pricing's description, and characters per point.
pub const MAX_POINTS: usize = 10;
pub const MAX_POINT_CHARS: usize = 200;

pub const BAD_PRICE: &str =
    "Le prix HT est un nombre d'euros, avec deux décimales au plus (ex. 190 ou 49,90).";
pub const PRICE_RANGE: &str = "Le prix HT d'un tarif payant est compris entre 0,01 € et 100 000 €.";
pub const STAYS_FREE: &str = "Un tarif gratuit reste gratuit : son prix ne peut pas changer.";
pub const NO_POINTS: &str = "La description compte au moins un point.";
pub const TOO_MANY_POINTS: &str = "La description compte 10 points au plus.";
pub const POINT_TOO_LONG: &str = "Chaque point de la description compte 200 caractères au plus.";

fn bad(message: &str) -> AppError {
    AppError::invalid(ErrorCode::InvalidPricing, message)
}

/// Every pricing, in display order (a handful: the list is not paged).
pub async fn pricings(pool: &PgPool, _staff: &Staff) -> AppResult<Vec<StaffPricing>> {
    Ok(sqlx::query_as!(
        StaffPricing,
        "SELECT id, name, price, price_incl, job_offer_ads_amount, banner_days, description,
    display_group, sort_order, edited_by_staff_at FROM pricings ORDER BY display_group, sort_order, id LIMIT 100"
    )
    .fetch_all(pool)
    .await?)
}

async fn pricing(conn: &mut PgConnection, id: i64, lock: bool) -> AppResult<StaffPricing> {
    let found = if lock {
        sqlx::query_as!(
            StaffPricing,
            "SELECT id, name, price, price_incl, job_offer_ads_amount, banner_days, description,
               display_group, sort_order, edited_by_staff_at
             FROM pricings WHERE id = $1 FOR UPDATE",
            id
        )
        .fetch_optional(conn)
        .await?
    } else {
        sqlx::query_as!(
            StaffPricing,
            "SELECT id, name, price, price_incl, job_offer_ads_amount, banner_days, description,
               display_group, sort_order, edited_by_staff_at
             FROM pricings WHERE id = $1",
            id
        )
        .fetch_optional(conn)
        .await?
    };
    found.ok_or(AppError::NotFound)
}

/// The description's points, as the form edits them: the texts of its `<li>` items (or its
/// whole text when it has none).
pub fn description_points(html: &str) -> Vec<String> {
    let text_of = |fragment: &str| -> String {
        let mut out = String::new();
        let mut in_tag = false;
        for c in fragment.chars() {
            match c {
                '<' => in_tag = true,
                '>' => in_tag = false,
                c if !in_tag => out.push(c),
                _ => {}
            }
        }
        out.replace("&lt;", "<")
            .replace("&gt;", ">")
            .replace("&quot;", "\"")
            .replace("&#39;", "'")
            .replace("&amp;", "&")
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    let items: Vec<String> = html
        .split("<li>")
        .skip(1)
        .map(|item| text_of(item.split("</li>").next().unwrap_or_default()))
        .filter(|t| !t.is_empty())
        .collect();
    if items.is_empty() {
        let whole = text_of(html);
        return if whole.is_empty() {
            vec![]
        } else {
            vec![whole]
        };
    }
    items
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Checked points → the list the pricing page shows (texts escaped: staff write text, not
/// HTML).
pub fn description_html(points: &[String]) -> AppResult<String> {
    let points: Vec<String> = points
        .iter()
        .map(|p| p.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|p| !p.is_empty())
        .collect();
    if points.is_empty() {
        return Err(bad(NO_POINTS));
    }
    if points.len() > MAX_POINTS {
        return Err(bad(TOO_MANY_POINTS));
    }
    if points.iter().any(|p| p.chars().count() > MAX_POINT_CHARS) {
        return Err(bad(POINT_TOO_LONG));
    }
    let items: String = points
        .iter()
        .map(|p| format!("<li>{}</li>", escape(p)))
        .collect();
    Ok(format!("<ul>{items}</ul>"))
}

/// What staff change in a pricing: its price excl. tax in euros as typed, its description's
/// points.
#[derive(Clone, Debug, Default)]
pub struct PricingChange {
    pub price: String,
    pub description_points: Vec<String>,
}

/// Changes a pricing's price (the VAT-inclusive price follows) and description; marks it
/// changed by staff so that the reference seeding keeps it. The public pricing page and the
/// checkout read the new price at once (amounts are always the server's).
pub async fn update_pricing(
    pool: &PgPool,
    staff: &Staff,
    id: i64,
    change: &PricingChange,
) -> AppResult<StaffPricing> {
    if change.price.trim().chars().count() > 20 {
        return Err(bad(BAD_PRICE));
    }
    let price = parse_euros(&change.price).ok_or_else(|| bad(BAD_PRICE))?;
    let description = description_html(&change.description_points)?;
    let mut tx = pool.begin().await?;
    let before = pricing(&mut tx, id, true).await?;
    if (before.price == 0) != (price == 0) {
        return Err(if before.price == 0 {
            bad(STAYS_FREE)
        } else {
            bad(PRICE_RANGE)
        });
    }
    if price > MAX_PRICE_CENTS {
        return Err(bad(PRICE_RANGE));
    }
    if before.price == price && before.description == description {
        return Ok(before);
    }
    sqlx::query!(
        "UPDATE pricings SET price = $2, price_incl = $3, description = $4,
                             edited_by_staff_at = now()
         WHERE id = $1",
        id,
        price,
        including_vat(price),
        &description
    )
    .execute(&mut *tx)
    .await?;
    let after = pricing(&mut tx, id, false).await?;
    let change = Change::new("pricing.update", "pricing", id)
        .before(&before)
        .after(&after);
    audit::record(&mut tx, staff.into(), change).await?;
    tx.commit().await?;
    Ok(after)
}

/// The states the order list filters on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OrderState {
    /// Pending, to be paid by bank transfer: the « Virements » screen.
    AwaitingTransfer,
    /// Pending, a card form opened and not paid (yet).
    AwaitingCard,
    Paid,
    Failed,
    Cancelled,
}

impl OrderState {
    /// Its name in the order list's query, which holds each state's condition.
    fn key(self) -> &'static str {
        match self {
            Self::AwaitingTransfer => "awaiting_transfer",
            Self::AwaitingCard => "awaiting_card",
            Self::Paid => "paid",
            Self::Failed => "failed",
            Self::Cancelled => "cancelled",
        }
    }
}

/// An order as the staff's list shows it, with its company and invoice.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct StaffOrder {
    pub id: i64,
    pub reference: String,
    pub status: String,
    pub payment_method: String,
    pub company_name: Option<String>,
    pub account_email: Option<String>,
    pub product_name: String,
    /// Cents excl. tax after any discount.
    pub net: i32,
    pub discount: i32,
    pub price_incl: i32,
    pub created_at: DateTime<Utc>,
    pub paid_at: Option<DateTime<Utc>>,
    pub invoice_uuid: Option<uuid::Uuid>,
    pub invoice_reference: Option<String>,
    pub credit_note_uuid: Option<uuid::Uuid>,
    pub credit_note_reference: Option<String>,
}

impl StaffOrder {
    /// The state as the billing page says it.
    pub fn state_label(&self) -> &'static str {
        crate::billing::orders::state_label(&self.status, &self.payment_method)
    }

    pub fn provider_label(&self) -> &'static str {
        if self.payment_method == "transfer" {
            "Virement"
        } else {
            "Carte bancaire"
        }
    }
}

/// Longest search text, in characters.
pub const MAX_SEARCH_CHARS: usize = 100;
pub const SEARCH_TOO_LONG: &str = "La recherche compte 100 caractères au plus.";

/// A page of orders, newest first: of one state when given, whose reference, company name or
/// account e-mail contains `search`; and how many match in all.
pub async fn orders(
    pool: &PgPool,
    _staff: &Staff,
    state: Option<OrderState>,
    search: Option<&str>,
    limit: i64,
    before_id: Option<i64>,
) -> AppResult<(Vec<StaffOrder>, i64)> {
    let search = search.map(str::trim).filter(|s| !s.is_empty());
    if search.is_some_and(|s| s.chars().count() > MAX_SEARCH_CHARS) {
        return Err(AppError::invalid(ErrorCode::TooLong, SEARCH_TOO_LONG));
    }
    let pattern = search.map(crate::db::contains_pattern);
    let state = state.map(OrderState::key);
    // The same `FROM` and `WHERE` in both statements; `$4` is the state's key.
    let rows = sqlx::query_as!(
        StaffOrder,
        r#"SELECT o.id, o.reference, o.status, o.payment_method, c.name AS "company_name?",
                u.email AS "account_email?", p.name AS product_name,
                o.price - o.discount AS "net!", o.discount, o.price_incl, o.created_at, o.paid_at,
                i.uuid AS "invoice_uuid?", i.reference AS "invoice_reference?",
                n.uuid AS "credit_note_uuid?", n.reference AS "credit_note_reference?"
         FROM orders o
         JOIN pricings p ON p.id = o.pricing_id
         LEFT JOIN users u ON u.id = o.user_id
         LEFT JOIN LATERAL (SELECT name FROM companies c
                            WHERE c.pro_client_id = o.pro_client_id ORDER BY c.id LIMIT 1) c ON true
         LEFT JOIN order_invoices i ON i.order_id = o.id
         LEFT JOIN credit_notes n ON n.invoice_id = i.id
         WHERE CASE $4::text
                 WHEN 'awaiting_transfer' THEN o.status = 'pending' AND o.payment_method = 'transfer'
                 WHEN 'awaiting_card' THEN o.status = 'pending' AND o.payment_method <> 'transfer'
                 WHEN 'paid' THEN o.status = 'paid'
                 WHEN 'failed' THEN o.status = 'failed'
                 WHEN 'cancelled' THEN o.status = 'cancelled'
                 ELSE true
               END
           AND ($1::text IS NULL OR o.reference ILIKE $1 OR c.name ILIKE $1 OR u.email ILIKE $1)
           AND ($2::bigint IS NULL OR o.id < $2)
         ORDER BY o.id DESC LIMIT $3"#,
        pattern.as_deref(),
        before_id,
        limit,
        state,
    )
    .fetch_all(pool)
    .await?;
    let total = sqlx::query_scalar!(
        r#"SELECT count(*) AS "count!"
         FROM orders o
         JOIN pricings p ON p.id = o.pricing_id
         LEFT JOIN users u ON u.id = o.user_id
         LEFT JOIN LATERAL (SELECT name FROM companies c
                            WHERE c.pro_client_id = o.pro_client_id ORDER BY c.id LIMIT 1) c ON true
         LEFT JOIN order_invoices i ON i.order_id = o.id
         WHERE CASE $2::text
                 WHEN 'awaiting_transfer' THEN o.status = 'pending' AND o.payment_method = 'transfer'
                 WHEN 'awaiting_card' THEN o.status = 'pending' AND o.payment_method <> 'transfer'
                 WHEN 'paid' THEN o.status = 'paid'
                 WHEN 'failed' THEN o.status = 'failed'
                 WHEN 'cancelled' THEN o.status = 'cancelled'
                 ELSE true
               END
           AND ($1::text IS NULL OR o.reference ILIKE $1 OR c.name ILIKE $1 OR u.email ILIKE $1)"#,
        pattern.as_deref(),
        state,
    )
    .fetch_one(pool)
    .await?;
    Ok((rows, total))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_description_is_edited_as_points_and_written_back_escaped() {
        let seeded =
            "<ul><li>1 annonce publiée 30 jours</li><li>Candidatures  illimitées</li></ul>";
        assert_eq!(
            description_points(seeded),
            ["1 annonce publiée 30 jours", "Candidatures illimitées"]
        );
        let html = description_html(&["Prix <b>bas</b> & clair".into(), "  ".into()]);
        assert_eq!(
            html.ok().as_deref(),
            Some("<ul><li>Prix &lt;b&gt;bas&lt;/b&gt; &amp; clair</li></ul>")
        );
        assert_eq!(
            description_points("<ul><li>Prix &lt;b&gt;bas&lt;/b&gt; &amp; clair</li></ul>"),
            ["Prix <b>bas</b> & clair"]
        );
        assert_eq!(description_points("Texte seul"), ["Texte seul"]);
        let message = |points: Vec<String>| description_html(&points).err().map(|e| e.message());
        assert_eq!(message(vec![]).as_deref(), Some(NO_POINTS));
        assert_eq!(
            message(vec!["a".into(); 11]).as_deref(),
            Some(TOO_MANY_POINTS)
        );
        assert_eq!(
            message(vec!["é".repeat(201)]).as_deref(),
            Some(POINT_TOO_LONG)
        );
    }
}
