//! Orders: created pending with the server's amounts, then paid exactly once. Paying is one
//! conditional UPDATE (`pending` → `paid`) whose transaction also credits what was bought and
//! numbers the invoice: a replayed notification, a double click or two tabs find the order
//! already paid and change nothing.

use chrono::{DateTime, Utc};
use rand::Rng;
use sqlx::{PgConnection, PgPool};

use super::{amounts::Amounts, payment_method::PaymentMethod, Pricing, PricingGroup};
use crate::{
    access::Actor,
    audit::{self, Change},
    error::{AppError, AppResult, ErrorCode},
    mail::{
        templates::{self, OrderSummary},
        Mailer,
    },
};

/// Where an order's mails send the buyer: « Mes factures ».
pub const INVOICES_PAGE: &str = "/dashboard/billing";

#[derive(Clone, Debug, serde::Serialize, sqlx::FromRow)]
pub struct Order {
    pub id: i64,
    pub uuid: uuid::Uuid,
    pub reference: String,
    pub pro_client_id: i64,
    pub pricing_id: i64,
    pub pricing_name: String,
    pub job_offer_id: Option<i64>,
    pub price: i32,
    pub discount: i32,
    pub vat: i32,
    pub price_incl: i32,
    pub payment_method: String,
    pub payment_intent_id: Option<String>,
    pub status: String,
    pub created_at: DateTime<Utc>,
    pub paid_at: Option<DateTime<Utc>>,
}

impl Order {
    pub fn amounts(&self) -> Amounts {
        Amounts {
            price: self.price,
            discount: self.discount,
            net: self.price - self.discount,
            vat: self.vat,
            total: self.price_incl,
        }
    }

    /// The order as its mails name it.
    pub fn summary(&self) -> OrderSummary<'_> {
        OrderSummary {
            reference: &self.reference,
            product: &self.pricing_name,
            total: super::pdf::euros(self.price_incl),
        }
    }

    pub fn is_paid(&self) -> bool {
        self.status == "paid"
    }

    /// The state as the billing page says it.
    pub fn state_label(&self) -> &'static str {
        state_label(&self.status, &self.payment_method)
    }
}

/// An order's state in words, from its status and payment method (the billing page, the
/// back-office).
pub fn state_label(status: &str, payment_method: &str) -> &'static str {
    match (status, payment_method) {
        ("paid", _) => "Payée",
        ("pending", "transfer") => "En attente de virement",
        ("pending", _) => "En attente de paiement",
        ("failed", _) => "Échouée",
        _ => "Annulée",
    }
}

/// The client's orders the billing page lists, newest first: paid ones and transfers (a
/// card form opened and left is not an order the buyer made).
pub async fn listed_for_client(pool: &PgPool, client_id: i64, limit: i64) -> AppResult<Vec<Order>> {
    Ok(sqlx::query_as!(
        Order,
        "SELECT o.id, o.uuid, o.reference, o.pro_client_id, o.pricing_id,
    p.name AS pricing_name, o.job_offer_id, o.price, o.discount, o.vat, o.price_incl,
    o.payment_method, o.payment_intent_id, o.status, o.created_at, o.paid_at FROM orders o JOIN pricings p ON p.id = o.pricing_id
         WHERE o.pro_client_id = $1 AND (o.status = 'paid' OR o.payment_method = 'transfer')
         ORDER BY o.id DESC LIMIT $2",
        client_id,
        limit
    )
    .fetch_all(pool)
    .await?)
}

pub const ORDER_COLUMNS: &str = "o.id, o.uuid, o.reference, o.pro_client_id, o.pricing_id,
    p.name AS pricing_name, o.job_offer_id, o.price, o.discount, o.vat, o.price_incl,
    o.payment_method, o.payment_intent_id, o.status, o.created_at, o.paid_at";

/// A reference a person can copy on a bank transfer: `ENS-` and 8 letters or digits, without
/// the ones that read alike (0/O, 1/I).
fn new_reference() -> String {
    const ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    let mut rng = rand::rng();
    let code: String = (0..8)
        .map(|_| char::from(ALPHABET[rng.random_range(0..ALPHABET.len())]))
        .collect();
    format!("ENS-{code}")
}

pub struct NewOrder<'a> {
    pub client_id: i64,
    pub user_id: i64,
    pub pricing: &'a Pricing,
    pub job_offer_id: Option<i64>,
    pub discount_code_id: Option<i64>,
    /// The end of its hold on a use of its code (`codes::held_until`).
    pub code_held_until: Option<chrono::DateTime<chrono::Utc>>,
    pub amounts: Amounts,
    pub method: PaymentMethod,
}

pub async fn create(conn: &mut PgConnection, new: NewOrder<'_>) -> AppResult<Order> {
    let id: i64 = sqlx::query_scalar!(
        "INSERT INTO orders (pro_client_id, user_id, pricing_id, job_offer_id, discount_code_id,
                             price, discount, vat, price_incl, payment_method, reference,
                             code_held_until)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id",
        new.client_id,
        new.user_id,
        new.pricing.id,
        new.job_offer_id,
        new.discount_code_id,
        new.amounts.price,
        new.amounts.discount,
        new.amounts.vat,
        new.amounts.total,
        new.method.as_str(),
        new_reference(),
        new.code_held_until
    )
    .fetch_one(&mut *conn)
    .await?;
    by_id(&mut *conn, id).await
}

pub async fn by_id(conn: &mut PgConnection, id: i64) -> AppResult<Order> {
    sqlx::query_as!(
        Order,
        "SELECT o.id, o.uuid, o.reference, o.pro_client_id, o.pricing_id,
    p.name AS pricing_name, o.job_offer_id, o.price, o.discount, o.vat, o.price_incl,
    o.payment_method, o.payment_intent_id, o.status, o.created_at, o.paid_at FROM orders o JOIN pricings p ON p.id = o.pricing_id WHERE o.id = $1",
        id
    )
    .fetch_optional(conn)
    .await?
    .ok_or(AppError::NotFound)
}

/// The caller's order by its uuid; another company's is not found.
pub async fn of_client(pool: &PgPool, client_id: i64, uuid: uuid::Uuid) -> AppResult<Order> {
    sqlx::query_as!(
        Order,
        "SELECT o.id, o.uuid, o.reference, o.pro_client_id, o.pricing_id,
    p.name AS pricing_name, o.job_offer_id, o.price, o.discount, o.vat, o.price_incl,
    o.payment_method, o.payment_intent_id, o.status, o.created_at, o.paid_at FROM orders o JOIN pricings p ON p.id = o.pricing_id
         WHERE o.uuid = $1 AND o.pro_client_id = $2",
        uuid,
        client_id
    )
    .fetch_optional(pool)
    .await?
    .ok_or(AppError::NotFound)
}

pub async fn by_reference(conn: &mut PgConnection, reference: &str) -> AppResult<Option<Order>> {
    Ok(sqlx::query_as!(
        Order,
        "SELECT o.id, o.uuid, o.reference, o.pro_client_id, o.pricing_id,
    p.name AS pricing_name, o.job_offer_id, o.price, o.discount, o.vat, o.price_incl,
    o.payment_method, o.payment_intent_id, o.status, o.created_at, o.paid_at FROM orders o JOIN pricings p ON p.id = o.pricing_id
         WHERE o.reference = $1",
        reference.trim().to_uppercase()
    )
    .fetch_optional(conn)
    .await?)
}

pub async fn set_intent(pool: &PgPool, order_id: i64, intent_id: &str) -> AppResult<()> {
    sqlx::query!(
        "UPDATE orders SET payment_intent_id = $2 WHERE id = $1",
        order_id,
        intent_id
    )
    .execute(pool)
    .await?;
    Ok(())
}

/// Records why a card was refused (the order stays pending: another card may pay it). A paid
/// order keeps no error (a late failure notice changes nothing); `false`: no pending order
/// has this intent. Only `billing::payment_events` calls it, with a provider's verified word:
/// never an intent id a client sent.
pub(super) async fn set_last_error(pool: &PgPool, intent_id: &str, error: &str) -> AppResult<bool> {
    let updated = sqlx::query!(
        "UPDATE orders SET last_error = left($2, 300) WHERE payment_intent_id = $1 AND status = 'pending'",
        intent_id,
        error
    )
    .execute(pool)
    .await?;
    Ok(updated.rows_affected() > 0)
}

/// Why the order's last card payment failed, as the provider said it (`None` once paid).
pub async fn last_error(pool: &PgPool, order_id: i64) -> AppResult<Option<String>> {
    Ok(
        sqlx::query_scalar!("SELECT last_error FROM orders WHERE id = $1", order_id)
            .fetch_optional(pool)
            .await?
            .flatten(),
    )
}

/// Pays the order: credits what it bought and makes its invoice, all or nothing. `Ok(false)`
/// when it was already paid (or cancelled): nothing changes.
pub async fn complete(pool: &PgPool, order_id: i64) -> AppResult<bool> {
    let mut tx = pool.begin().await?;
    let paid = complete_in(&mut tx, order_id).await?;
    tx.commit().await?;
    Ok(paid)
}

/// [`complete`] on the caller's transaction (the payment's effects commit with it).
pub(super) async fn complete_in(tx: &mut PgConnection, order_id: i64) -> AppResult<bool> {
    // The code's lock first, as an order's creation takes it: no two payments wait on each
    // other in a circle.
    super::codes::check_late_payment(&mut *tx, order_id).await?;
    // The row lock this UPDATE takes makes a concurrent second payment wait, then find the
    // order no longer pending.
    let paid: Option<(i64, i64, Option<i64>)> = sqlx::query!(
        "UPDATE orders SET status = 'paid', paid_at = now(), last_error = NULL
         WHERE id = $1 AND status = 'pending'
         RETURNING pro_client_id, pricing_id, job_offer_id",
        order_id
    )
    .map(|row| (row.pro_client_id, row.pricing_id, row.job_offer_id))
    .fetch_optional(&mut *tx)
    .await?;
    let Some((client_id, pricing_id, job_offer_id)) = paid else {
        return Ok(false);
    };
    let pricing = super::pricing_by_id(&mut *tx, pricing_id)
        .await?
        .ok_or(AppError::NotFound)?;
    match pricing.group() {
        PricingGroup::AdPacks => {
            credit_ads(&mut *tx, client_id, pricing.quantity()).await?;
        }
        PricingGroup::Urgent => {
            let offer = job_offer_id.ok_or_else(|| {
                AppError::internal(anyhow::anyhow!("Urgent order {order_id} without an offer"))
            })?;
            make_urgent(&mut *tx, offer, super::URGENT_DAYS).await?;
        }
        PricingGroup::Banners => crate::banners::reserve(&mut *tx, order_id).await?,
    }
    super::invoices::number(&mut *tx, order_id).await?;
    Ok(true)
}

/// Pays the order of a payment intent the provider reports paid for `amount` cents, if that
/// is the order's total (`billing::payment_events`, for the page's sync, the local provider's
/// confirm and Stripe's webhook alike). `Ok(false)`: not paid now (another amount, or paid
/// before); an intent of no order: `NotFound`.
pub(super) async fn complete_by_intent(
    pool: &PgPool,
    intent_id: &str,
    amount: i32,
) -> AppResult<bool> {
    let order: Option<(i64, i32)> = sqlx::query!(
        "SELECT id, price_incl FROM orders WHERE payment_intent_id = $1",
        intent_id
    )
    .map(|row| (row.id, row.price_incl))
    .fetch_optional(pool)
    .await?;
    let (order_id, total) = order.ok_or(AppError::NotFound)?;
    if amount != total {
        tracing::error!(
            order_id, intent = %intent_id, paid = amount, total,
            "a payment intent succeeded for another amount than its order's: not credited"
        );
        return Ok(false);
    }
    match complete(pool, order_id).await {
        // Only the code's late check refuses a payment with this code.
        Err(AppError::Invalid {
            code: ErrorCode::InvalidDiscountCode,
            ..
        }) => {
            tracing::error!(
                order_id, intent = %intent_id,
                "a payment succeeded after its order's hold lapsed and its code was used up: \
                 not credited, refund by hand"
            );
            Ok(false)
        }
        paid => paid,
    }
}

/// A bank transfer has arrived: `ensemblier orders mark-paid <reference>` and the
/// back-office's « Marquer payé », one path. Pays the order exactly as a card would
/// ([`complete`]) and writes the audit row in the same transaction; the order as it is now,
/// and whether this call paid it (`false`: it was paid before, nothing changed, nothing
/// logged). The buyer is mailed « votre facture est disponible » in the same transaction: a
/// transfer's payment happens out of her sight.
pub async fn mark_paid(
    pool: &PgPool,
    mailer: &Mailer,
    actor: Actor<'_>,
    reference: &str,
) -> AppResult<(Order, bool)> {
    let reference = reference.trim().to_uppercase();
    if reference.is_empty() || reference.chars().count() > 40 {
        return Err(AppError::NotFound);
    }
    let mut tx = pool.begin().await?;
    let before = by_reference(&mut tx, &reference)
        .await?
        .ok_or(AppError::NotFound)?;
    let paid = complete_in(&mut tx, before.id).await?;
    let after = by_id(&mut tx, before.id).await?;
    if paid {
        let change = Change::new("order.mark_paid", "order", after.id)
            .before(&before)
            .after(&after);
        audit::record(&mut tx, actor, change).await?;
        mail_invoice(&mut tx, mailer, &after).await?;
    }
    tx.commit().await?;
    Ok((after, paid))
}

/// « Votre facture … est disponible » to the member who ordered, while her address is proven
/// (an order needs one, but she may have changed it since).
async fn mail_invoice(tx: &mut PgConnection, mailer: &Mailer, order: &Order) -> AppResult<()> {
    let buyer = sqlx::query!(
        "SELECT u.email, u.firstname, i.reference AS invoice
         FROM orders o
         JOIN users u ON u.id = o.user_id
         JOIN order_invoices i ON i.order_id = o.id
         WHERE o.id = $1 AND u.confirmation_token IS NULL",
        order.id
    )
    .fetch_optional(&mut *tx)
    .await?;
    let Some(buyer) = buyer else {
        return Ok(());
    };
    let mail = templates::invoice_available(
        &buyer.email,
        &buyer.firstname,
        &order.summary(),
        &buyer.invoice,
        &mailer.link(INVOICES_PAGE),
    );
    mailer.queue(tx, mail).await
}

async fn credit_ads(conn: &mut PgConnection, client_id: i64, ads: i32) -> AppResult<()> {
    sqlx::query!(
        "INSERT INTO wallets (pro_client_id, job_offer_ads_remaining) VALUES ($1, $2)
         ON CONFLICT (pro_client_id) DO UPDATE
         SET job_offer_ads_remaining = wallets.job_offer_ads_remaining + EXCLUDED.job_offer_ads_remaining",
        client_id,
        ads
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Urgent for `days` from now, or `days` more after a running Urgent period.
async fn make_urgent(conn: &mut PgConnection, offer_id: i64, days: i32) -> AppResult<()> {
    sqlx::query!(
        "INSERT INTO job_offer_ads (job_offer_id, urgent, urgent_until)
         VALUES ($1, true, now() + make_interval(days => $2))
         ON CONFLICT (job_offer_id) DO UPDATE SET urgent = true, urgent_until =
             CASE WHEN job_offer_ads.urgent AND job_offer_ads.urgent_until > now()
                  THEN job_offer_ads.urgent_until ELSE now() END + make_interval(days => $2)",
        offer_id,
        days
    )
    .execute(conn)
    .await?;
    Ok(())
}
