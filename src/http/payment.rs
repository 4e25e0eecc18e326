//! REST endpoints of payment (spec section 7): `/api/payment/create-intent`,
//! `/api/payment/apply-code`, bank transfer orders, and the local test provider's confirm
//! call. Amounts are the server's; see `billing::checkout`.

use axum::{
    body::Bytes,
    extract::{rejection::JsonRejection, Path, State},
    http::{HeaderMap, StatusCode},
    response::{IntoResponse, Response},
    routing::{get, post},
    Json, Router,
};
use serde::Deserialize;
use tower_http::limit::RequestBodyLimitLayer;

use super::{auth::SignedIn, fields, AppState};
use crate::{
    billing::{
        checkout::{self, IdValue, PaymentIntentAnswer, PurchaseRequest},
        payment_events,
        payment_method::PaymentMethod,
        provider::{local::TestCard, ProviderEvent},
    },
    companies::billing_identity,
    error::{AppError, AppResult, ErrorCode},
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/payment/create-intent", post(create_intent))
        .route("/payment/apply-code", post(apply_code))
        .route("/payment/transfer", post(transfer))
        .route(
            "/payment/billing-identity",
            get(read_billing_identity).post(save_billing_identity),
        )
        .route("/payment/orders/{uuid}/sync", post(sync))
        .route("/payment/local/confirm", post(local_confirm))
        .route(
            "/payment/stripe/webhook",
            post(stripe_webhook).layer(RequestBodyLimitLayer::new(MAX_WEBHOOK_BYTES)),
        )
}

/// Largest notification read: a PaymentIntent event is a few kilobytes.
pub const MAX_WEBHOOK_BYTES: usize = 64 * 1024;

/// A purchase's texts against their bounds (`http::fields`), before anything is read.
fn check_purchase(path: &str, request: &PurchaseRequest) -> AppResult<()> {
    let id = |value: &Option<IdValue>| match value {
        Some(IdValue::Text(text)) => Some(text.clone()),
        _ => None,
    };
    fields::check(path, "id", id(&request.id).as_deref())?;
    fields::check(path, "userId", id(&request.user_id).as_deref())?;
    fields::check(path, "jobOfferId", id(&request.job_offer_id).as_deref())?;
    fields::check(path, "code", request.code.as_deref())?;
    if let Some(banner) = &request.banner {
        fields::check(path, "banner.creative", Some(&banner.creative))?;
        fields::check(path, "banner.link", Some(&banner.link))?;
        fields::check(path, "banner.alt", Some(&banner.alt))?;
        fields::check(path, "banner.startDate", Some(&banner.start_date))?;
    }
    Ok(())
}

fn body<T>(json: Result<Json<T>, JsonRejection>) -> AppResult<T> {
    json.map(|Json(t)| t).map_err(|_| {
        AppError::invalid(
            ErrorCode::BadRequest,
            "La demande de paiement est illisible.",
        )
    })
}

async fn create_intent(
    State(state): State<AppState>,
    SignedIn(viewer): SignedIn,
    request: Result<Json<PurchaseRequest>, JsonRejection>,
) -> AppResult<Json<PaymentIntentAnswer>> {
    let request = body(request)?;
    check_purchase("/api/payment/create-intent", &request)?;
    let answer = checkout::start(
        &state.pool,
        &state.payments,
        &checkout::OrderDesk {
            mailer: &state.mailer,
            seller: &state.settings.seller,
        },
        &viewer,
        &request,
        PaymentMethod::Card,
    )
    .await?;
    Ok(Json(answer))
}

/// The same intent with a promotion code: a new order at the new amounts (the previous one
/// stays pending and unpaid).
async fn apply_code(
    State(state): State<AppState>,
    SignedIn(viewer): SignedIn,
    request: Result<Json<PurchaseRequest>, JsonRejection>,
) -> AppResult<Json<PaymentIntentAnswer>> {
    let request = body(request)?;
    check_purchase("/api/payment/apply-code", &request)?;
    if request.code.as_deref().is_none_or(|c| c.trim().is_empty()) {
        return Err(AppError::missing("code promotionnel"));
    }
    let answer = checkout::start(
        &state.pool,
        &state.payments,
        &checkout::OrderDesk {
            mailer: &state.mailer,
            seller: &state.settings.seller,
        },
        &viewer,
        &request,
        PaymentMethod::Card,
    )
    .await?;
    Ok(Json(answer))
}

async fn transfer(
    State(state): State<AppState>,
    SignedIn(viewer): SignedIn,
    request: Result<Json<PurchaseRequest>, JsonRejection>,
) -> AppResult<Json<PaymentIntentAnswer>> {
    let request = body(request)?;
    check_purchase("/api/payment/transfer", &request)?;
    let answer = checkout::start(
        &state.pool,
        &state.payments,
        &checkout::OrderDesk {
            mailer: &state.mailer,
            seller: &state.settings.seller,
        },
        &viewer,
        &request,
        PaymentMethod::Transfer,
    )
    .await?;
    Ok(Json(answer))
}

/// The company's billing identity (`companies::billing_identity`), with `complete`: the
/// payment page asks for it when it is not.
async fn read_billing_identity(
    State(state): State<AppState>,
    SignedIn(viewer): SignedIn,
) -> AppResult<Json<serde_json::Value>> {
    let identity = billing_identity::mine(&state.pool, &viewer).await?;
    Ok(Json(identity_answer(&identity)))
}

fn identity_answer(identity: &billing_identity::BillingIdentity) -> serde_json::Value {
    serde_json::json!({
        "street": identity.street,
        "postcode": identity.postcode,
        "city": identity.city,
        "country": identity.country,
        "siren": identity.siren,
        "vatNumber": identity.vat_number,
        "complete": identity.is_complete(),
    })
}

async fn save_billing_identity(
    State(state): State<AppState>,
    SignedIn(viewer): SignedIn,
    request: Result<Json<billing_identity::IdentityInput>, JsonRejection>,
) -> AppResult<Json<serde_json::Value>> {
    let input = body(request)?;
    for (name, value) in [
        ("street", &input.street),
        ("postcode", &input.postcode),
        ("city", &input.city),
        ("country", &input.country),
        ("siren", &input.siren),
        ("vatNumber", &input.vat_number),
    ] {
        fields::check("/api/payment/billing-identity", name, value.as_deref())?;
    }
    let identity = billing_identity::save(&state.pool, &viewer, &input).await?;
    Ok(Json(identity_answer(&identity)))
}

async fn sync(
    State(state): State<AppState>,
    SignedIn(viewer): SignedIn,
    Path(uuid): Path<String>,
) -> AppResult<Json<serde_json::Value>> {
    let uuid = uuid::Uuid::parse_str(&uuid).map_err(|_| AppError::NotFound)?;
    let synced = checkout::sync(&state.pool, &state.payments, &viewer, uuid).await?;
    Ok(Json(serde_json::json!({
        "id": synced.order.uuid,
        "reference": synced.order.reference,
        "status": synced.order.status,
        "lastError": synced.last_error,
    })))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct LocalConfirm {
    #[serde(default)]
    client_secret: String,
    #[serde(default)]
    card: TestCard,
}

/// The local provider's `confirmCardPayment`: the client secret is the capability, as with
/// Stripe (an unknown one is 404 and changes nothing). What the provider says is applied to
/// the order here, as Stripe's webhook would: paid, or its refusal recorded and answered.
async fn local_confirm(
    State(state): State<AppState>,
    request: Result<Json<LocalConfirm>, JsonRejection>,
) -> AppResult<Json<serde_json::Value>> {
    let local = state.payments.as_local().ok_or(AppError::NotFound)?;
    let request = body(request)?;
    fields::check(
        "/api/payment/local/confirm",
        "clientSecret",
        Some(&request.client_secret),
    )?;
    let event = local.confirm(&request.client_secret, &request.card).await?;
    payment_events::apply(&state.pool, &event).await?;
    match event {
        ProviderEvent::Paid { intent_id, amount } => Ok(Json(serde_json::json!({
            "id": intent_id,
            "status": "succeeded",
            "amount": amount,
        }))),
        ProviderEvent::Failed { reason, .. } => {
            Err(AppError::invalid(ErrorCode::PaymentDeclined, reason))
        }
        ProviderEvent::Ignored => Err(AppError::NotFound),
    }
}

/// Stripe's notifications: the raw body and its `Stripe-Signature`, checked before anything
/// is read. A refused signature is 400 (Stripe retries, nothing changes); a verified event
/// is 200 whatever it did, so Stripe stops resending it.
async fn stripe_webhook(
    State(state): State<AppState>,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let Some(stripe) = state.payments.as_stripe() else {
        return AppError::NotFound.into_response();
    };
    let signature = headers
        .get("stripe-signature")
        .and_then(|value| value.to_str().ok());
    let now = chrono::Utc::now().timestamp();
    let outcome = match stripe.receive(signature, &body, now) {
        Ok(event) => payment_events::apply(&state.pool, &event).await,
        Err(error) => Err(error),
    };
    match outcome {
        Ok(outcome) => {
            Json(serde_json::json!({ "received": true, "outcome": format!("{outcome:?}") }))
                .into_response()
        }
        Err(error)
            if error.code() == ErrorCode::InvalidSignature
                || error.code() == ErrorCode::BadRequest =>
        {
            let mut response = error.into_response();
            *response.status_mut() = StatusCode::BAD_REQUEST;
            response
        }
        Err(error) => error.into_response(),
    }
}
