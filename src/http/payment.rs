//! REST endpoints of payment (spec section 7): `/api/payment/create-intent`,
//! `/api/payment/apply-code`, bank transfer orders, and the local test provider's confirm
//! call. Amounts are the server's; see `billing::checkout`.

use axum::{
    extract::{rejection::JsonRejection, Path, State},
    routing::post,
    Json, Router,
};
use serde::Deserialize;

use super::{auth::SignedIn, AppState};
use crate::{
    billing::{
        checkout::{self, PaymentIntentAnswer, PurchaseRequest},
        orders::{self, PaymentMethod},
        provider::{local::TestCard, IntentStatus},
    },
    error::{AppError, AppResult, ErrorCode},
};

pub fn router() -> Router<AppState> {
    Router::new()
        .route("/payment/create-intent", post(create_intent))
        .route("/payment/apply-code", post(apply_code))
        .route("/payment/transfer", post(transfer))
        .route("/payment/orders/{uuid}/sync", post(sync))
        .route("/payment/local/confirm", post(local_confirm))
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
    let answer = checkout::start(
        &state.pool,
        &state.payments,
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
    if request.code.as_deref().is_none_or(|c| c.trim().is_empty()) {
        return Err(AppError::missing("code promotionnel"));
    }
    let answer = checkout::start(
        &state.pool,
        &state.payments,
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
    let answer = checkout::start(
        &state.pool,
        &state.payments,
        &viewer,
        &request,
        PaymentMethod::Transfer,
    )
    .await?;
    Ok(Json(answer))
}

async fn sync(
    State(state): State<AppState>,
    SignedIn(viewer): SignedIn,
    Path(uuid): Path<String>,
) -> AppResult<Json<serde_json::Value>> {
    let uuid = uuid::Uuid::parse_str(&uuid).map_err(|_| AppError::NotFound)?;
    let order = checkout::sync(&state.pool, &state.payments, &viewer, uuid).await?;
    Ok(Json(serde_json::json!({
        "id": order.uuid,
        "reference": order.reference,
        "status": order.status,
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
/// Stripe. On success the order is paid here, as Stripe's webhook would.
async fn local_confirm(
    State(state): State<AppState>,
    request: Result<Json<LocalConfirm>, JsonRejection>,
) -> AppResult<Json<serde_json::Value>> {
    let local = state.payments.as_local().ok_or(AppError::NotFound)?;
    let request = body(request)?;
    let intent = match local.confirm(&request.client_secret, &request.card).await {
        Ok(intent) => intent,
        Err(error) => {
            if let Some(id) = request.client_secret.split("_secret_").next() {
                orders::set_last_error(&state.pool, id, &error.message()).await?;
            }
            return Err(error);
        }
    };
    if intent.status == IntentStatus::Succeeded {
        orders::complete_by_intent(&state.pool, &intent.id).await?;
    }
    Ok(Json(serde_json::json!({
        "id": intent.id,
        "status": intent.status,
        "amount": intent.amount,
    })))
}
