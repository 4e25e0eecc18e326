//! Buying, from the payment page to the provider: who may buy, what is bought, what it costs
//! (always computed here, never taken from the client), and the order that waits for the
//! payment. REST handlers call these and nothing else.

use chrono::Utc;
use serde::{Deserialize, Serialize};
use sqlx::{PgConnection, PgPool};

use super::{
    amounts::Amounts,
    codes::{self, DiscountCode},
    orders::{self, NewOrder, Order},
    payment_method::PaymentMethod,
    pricing_by_key,
    provider::{NewIntent, PaymentProvider},
    Pricing, PricingGroup,
};
use crate::{
    access::{parse_iri, Viewer},
    error::{AppError, AppResult, ErrorCode},
    offers::status::OfferStatus,
};

pub const EMAIL_NOT_CONFIRMED: &str = "Vous devez d'abord confirmer votre adresse email.";
pub const NOT_FOR_SALE: &str = "Ce produit ne s'achète pas en ligne.";
pub const CHOOSE_OFFER: &str = "Choisissez l'annonce publiée à mettre en avant.";
pub const NOT_A_PUBLISHED_OFFER: &str =
    "Seule une annonce publiée de votre entreprise peut passer en Urgent.";

/// An id as clients send it: a number, a numeric text or an IRI.
#[derive(Clone, Debug, Deserialize)]
#[serde(untagged)]
pub enum IdValue {
    Number(i64),
    Text(String),
}

impl IdValue {
    fn text(&self) -> String {
        match self {
            Self::Number(n) => n.to_string(),
            Self::Text(t) => t.trim().to_owned(),
        }
    }

    fn numeric(&self, resource: &str) -> AppResult<i64> {
        match self {
            Self::Number(n) => Ok(*n),
            Self::Text(t) => parse_iri(resource, t.trim()),
        }
    }
}

/// The body of `/api/payment/create-intent`, `/api/payment/apply-code` and
/// `/api/payment/transfer`: the spec's `id, userId, optional jobOfferId, optional code`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PurchaseRequest {
    pub id: Option<IdValue>,
    pub user_id: Option<IdValue>,
    pub job_offer_id: Option<IdValue>,
    pub code: Option<String>,
    /// Pricings 4 and 5: the banner bought (`banners::BannerRequest`).
    pub banner: Option<crate::banners::BannerRequest>,
}

/// What the buyer is about to pay, before any order exists.
pub struct Quote {
    pub pricing: Pricing,
    pub job_offer_id: Option<i64>,
    pub code: Option<DiscountCode>,
    pub amounts: Amounts,
    /// The checked banner of a banner pricing.
    pub banner: Option<crate::banners::Draft>,
}

/// Who may buy: a company whose e-mail is confirmed, calling for itself.
fn buyer(viewer: &Viewer, request: &PurchaseRequest) -> AppResult<i64> {
    let (_, client_id) = viewer.company_for(crate::access::Area::Billing)?;
    if let Some(user_id) = &request.user_id {
        if user_id.numeric("users")? != viewer.user_id {
            return Err(AppError::Forbidden);
        }
    }
    if !viewer.email_confirmed {
        return Err(AppError::invalid(
            ErrorCode::EmailUnconfirmed,
            EMAIL_NOT_CONFIRMED,
        ));
    }
    Ok(client_id)
}

pub async fn quote(
    conn: &mut PgConnection,
    viewer: &Viewer,
    request: &PurchaseRequest,
) -> AppResult<Quote> {
    let client_id = buyer(viewer, request)?;
    let key = request
        .id
        .as_ref()
        .map(IdValue::text)
        .ok_or_else(|| AppError::missing("id"))?;
    let pricing = pricing_by_key(&mut *conn, &key)
        .await?
        .ok_or(AppError::NotFound)?;
    // Free pricings publish without credit.
    if pricing.price == 0 {
        return Err(AppError::invalid(ErrorCode::NotForSale, NOT_FOR_SALE));
    }
    // Every invoice names the buyer as a legal entity (issue 34): no order without it.
    let buyer = crate::companies::billing_identity::require(&mut *conn, client_id).await?;
    // A real employer (issue 54): no purchase before its SIRET is verified.
    crate::companies::verification::require_for_client(&mut *conn, client_id).await?;
    let job_offer_id = match &request.job_offer_id {
        Some(id) => Some(id.numeric("job_offers")?),
        None => None,
    };
    if pricing.group() == PricingGroup::Urgent {
        let offer = job_offer_id
            .ok_or_else(|| AppError::invalid(ErrorCode::OfferRequired, CHOOSE_OFFER))?;
        if !is_published_offer_of(&mut *conn, client_id, offer).await? {
            return Err(AppError::invalid(
                ErrorCode::OfferRequired,
                NOT_A_PUBLISHED_OFFER,
            ));
        }
    }
    let banner = match pricing.group() {
        PricingGroup::Banners => {
            Some(crate::banners::check_draft(&mut *conn, client_id, request.banner.as_ref()).await?)
        }
        _ => None,
    };
    let code = match request.code.as_deref().map(str::trim) {
        Some(text) if !text.is_empty() => {
            Some(codes::usable(&mut *conn, text, pricing.id, client_id, Utc::now()).await?)
        }
        _ => None,
    };
    let amounts = Amounts::compute(pricing.price, code.as_ref().map(DiscountCode::discount));
    let amounts = if buyer.is_reverse_charged() {
        amounts.reverse_charged()
    } else {
        amounts
    };
    Ok(Quote {
        pricing,
        job_offer_id,
        code,
        amounts,
        banner,
    })
}

async fn is_published_offer_of(
    conn: &mut PgConnection,
    client_id: i64,
    offer_id: i64,
) -> AppResult<bool> {
    Ok(sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM job_offers o
             JOIN localized_companies lc ON lc.id = o.localized_company_id
             JOIN companies c ON c.id = lc.company_id
             WHERE o.id = $1 AND c.pro_client_id = $2 AND o.status = $3) AS "exists!""#,
        offer_id,
        client_id,
        OfferStatus::Published.code()
    )
    .fetch_one(conn)
    .await?)
}

/// The spec's payment intent, with the order the page shows (amounts to the cent).
#[derive(Clone, Debug, Serialize)]
pub struct PaymentIntentAnswer {
    /// The provider's intent id; none when nothing is to be paid by card.
    pub id: Option<String>,
    pub amount: i32,
    pub description: String,
    pub metadata: Metadata,
    pub client_secret: Option<String>,
    pub user_name: String,
    pub user_email_address: String,
    /// `requires_payment_method`, `succeeded` (paid, or free), or `awaiting_transfer`.
    pub status: &'static str,
    pub order: OrderView,
}

#[derive(Clone, Debug, Serialize)]
pub struct Metadata {
    pub product_name: String,
    pub order_reference: String,
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OrderView {
    pub id: uuid::Uuid,
    pub reference: String,
    pub status: String,
    pub payment_method: String,
    pub pricing_id: i64,
    pub product_name: String,
    /// Ads of a pack, or days of an option.
    pub quantity: i32,
    pub job_offer_id: Option<i64>,
    pub code: Option<String>,
    #[serde(flatten)]
    pub amounts: Amounts,
}

impl OrderView {
    fn new(order: &Order, quote: &Quote) -> Self {
        Self {
            id: order.uuid,
            reference: order.reference.clone(),
            status: order.status.clone(),
            payment_method: order.payment_method.clone(),
            pricing_id: quote.pricing.id,
            product_name: quote.pricing.name.clone(),
            quantity: quote.pricing.quantity(),
            job_offer_id: quote.job_offer_id,
            code: quote.code.as_ref().map(|c| c.code.clone()),
            amounts: order.amounts(),
        }
    }
}

async fn user_name(pool: &PgPool, user_id: i64) -> AppResult<String> {
    Ok(sqlx::query_scalar!(
        r#"SELECT btrim(firstname || ' ' || lastname) AS "name!" FROM users WHERE id = $1"#,
        user_id
    )
    .fetch_one(pool)
    .await?)
}

/// What an order's mails need: the mailer and the seller's bank account.
pub struct OrderDesk<'a> {
    pub mailer: &'a crate::mail::Mailer,
    pub seller: &'a crate::config::Seller,
}

/// Creates the order and, unless it is free, its payment intent (card) or its transfer
/// reference. A free order (a 100 % code) is paid at once.
pub async fn start(
    pool: &PgPool,
    provider: &PaymentProvider,
    desk: &OrderDesk<'_>,
    viewer: &Viewer,
    request: &PurchaseRequest,
    method: PaymentMethod,
) -> AppResult<PaymentIntentAnswer> {
    let (_, client_id) = viewer.company_for(crate::access::Area::Billing)?;
    let mut tx = pool.begin().await?;
    let quote = quote(&mut tx, viewer, request).await?;
    let code_held_until = match &quote.code {
        Some(_) => Some(codes::held_until(&mut tx, method).await?),
        None => None,
    };
    let mut order = orders::create(
        &mut tx,
        NewOrder {
            client_id,
            user_id: viewer.user_id,
            pricing: &quote.pricing,
            job_offer_id: quote.job_offer_id,
            discount_code_id: quote.code.as_ref().map(|c| c.id),
            code_held_until,
            amounts: quote.amounts,
            method,
        },
    )
    .await?;
    if let Some(code) = &quote.code {
        codes::release_others(&mut tx, code.id, client_id, order.id).await?;
    }
    if let Some(banner) = &quote.banner {
        crate::banners::create_for_order(
            &mut tx,
            order.id,
            client_id,
            banner,
            quote.pricing.quantity(),
        )
        .await?;
    }
    // A free order (a 100 % code) is paid in the transaction that makes it: it is never seen
    // pending, and its use of the code is a paid one from its commit.
    if quote.amounts.is_free() {
        orders::complete_in(&mut tx, order.id).await?;
    } else if method == PaymentMethod::Transfer {
        super::transfer::mail_instructions(&mut tx, desk.mailer, desk.seller, viewer, &order)
            .await?;
    }
    tx.commit().await?;
    let description = format!("{} – commande {}", quote.pricing.name, order.reference);
    let mut intent = None;
    let status = if quote.amounts.is_free() {
        "succeeded"
    } else if method == PaymentMethod::Transfer {
        "awaiting_transfer"
    } else if !provider.takes_cards() {
        // Transfers only: this order is the page's quote, with no intent to pay it by card.
        "requires_payment_method"
    } else {
        let created = provider
            .create_intent(&NewIntent {
                order_uuid: order.uuid,
                amount: quote.amounts.total,
                description: description.clone(),
                product_name: quote.pricing.name.clone(),
                order_reference: order.reference.clone(),
                receipt_email: viewer.email.clone(),
            })
            .await?;
        orders::set_intent(pool, order.id, &created.id).await?;
        intent = Some(created);
        "requires_payment_method"
    };
    // Its connection is returned before `user_name` takes one: requests holding one each while
    // waiting for a second emptied the pool (20 buyers at once, issue 59).
    order = orders::by_id(&mut *pool.acquire().await?, order.id).await?;
    Ok(PaymentIntentAnswer {
        id: intent.as_ref().map(|i| i.id.clone()),
        amount: quote.amounts.total,
        description,
        metadata: Metadata {
            product_name: quote.pricing.name.clone(),
            order_reference: order.reference.clone(),
        },
        client_secret: intent.map(|i| i.client_secret),
        user_name: user_name(pool, viewer.user_id).await?,
        user_email_address: viewer.email.clone(),
        status,
        order: OrderView::new(&order, &quote),
    })
}

/// An order after the page asked the provider: paid or not, and why the last card failed.
pub struct SyncedOrder {
    pub order: Order,
    /// The provider's message of the last refused payment (`None` once paid).
    pub last_error: Option<String>,
}

/// After the card form says the payment went through: asks the provider (never the client)
/// what happened, and billing applies it (paid, or the provider's refusal recorded).
/// Harmless to repeat.
pub async fn sync(
    pool: &PgPool,
    provider: &PaymentProvider,
    viewer: &Viewer,
    order_uuid: uuid::Uuid,
) -> AppResult<SyncedOrder> {
    let (_, client_id) = viewer.company_for(crate::access::Area::Billing)?;
    let order = orders::of_client(pool, client_id, order_uuid).await?;
    if let (false, Some(intent_id)) = (order.is_paid(), order.payment_intent_id.as_deref()) {
        let event = provider.check(intent_id).await?;
        super::payment_events::apply(pool, &event).await?;
    }
    let order = orders::of_client(pool, client_id, order_uuid).await?;
    let last_error = match order.is_paid() {
        true => None,
        false => orders::last_error(pool, order.id).await?,
    };
    Ok(SyncedOrder { order, last_error })
}
