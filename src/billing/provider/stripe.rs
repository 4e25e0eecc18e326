//! The Stripe adapter: PaymentIntents over Stripe's HTTP API (form-encoded bodies, the secret
//! key as bearer, an `Idempotency-Key` per order), and its notifications (`POST
//! /api/payment/stripe/webhook`) checked by their `Stripe-Signature` before anything is done.
//! docs/billing.md, "Stripe".

use std::time::Duration;

use anyhow::Context;
use reqwest::StatusCode;
use serde::Deserialize;
use sqlx::PgPool;

use super::{Intent, IntentStatus, NewIntent};
use crate::{
    billing::orders,
    config::StripeSettings,
    error::{AppError, AppResult, ErrorCode},
};

pub mod signature;

/// What the buyer reads when Stripe cannot be reached or refuses the server's call (its own
/// message is logged: it is written for the developer, in English).
pub const UNAVAILABLE: &str = "Le paiement par carte est momentanément indisponible. \
     Réessayez dans quelques instants ou choisissez le virement bancaire.";

/// The longest provider message kept on an order (a notification is not trusted for size).
pub const MAX_ERROR_CHARS: usize = 300;

#[derive(Clone)]
pub struct StripeProvider {
    client: reqwest::Client,
    api_base: String,
    secret_key: String,
    publishable_key: String,
    webhook_secret: String,
}

/// A PaymentIntent as Stripe answers it (the fields this server reads).
#[derive(Debug, Deserialize)]
struct StripeIntent {
    id: String,
    #[serde(default)]
    client_secret: Option<String>,
    amount: i64,
    #[serde(default)]
    currency: String,
    status: String,
    #[serde(default)]
    last_payment_error: Option<PaymentError>,
}

#[derive(Debug, Deserialize)]
struct PaymentError {
    #[serde(default)]
    message: Option<String>,
}

/// Stripe's error body: `{"error": {"type", "code", "message"}}`.
#[derive(Debug, Deserialize)]
struct ErrorBody {
    error: ErrorDetail,
}

#[derive(Debug, Deserialize)]
struct ErrorDetail {
    #[serde(default, rename = "type")]
    kind: String,
    #[serde(default)]
    code: Option<String>,
    #[serde(default)]
    message: Option<String>,
}

impl StripeIntent {
    fn into_intent(self) -> AppResult<Intent> {
        // This server only ever asks for euros: an intent in another currency is not one of
        // its orders' (and is never taken as paid).
        let status = if self.currency.eq_ignore_ascii_case("eur") {
            IntentStatus::parse(&self.status)
        } else {
            IntentStatus::Other
        };
        Ok(Intent {
            amount: i32::try_from(self.amount)
                .map_err(|_| AppError::internal(anyhow::anyhow!("Stripe amount out of range")))?,
            client_secret: self.client_secret.unwrap_or_default(),
            id: self.id,
            status,
        })
    }
}

/// A Stripe id as it may appear in a URL path: `pi_` and letters, digits or underscores.
fn is_intent_id(id: &str) -> bool {
    id.starts_with("pi_")
        && id.len() <= 255
        && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// What a verified notification did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WebhookOutcome {
    /// `payment_intent.succeeded` paid its order now.
    Paid,
    /// Nothing changed: the order was paid before (a replay, or the page's sync came first),
    /// or the intent's amount is not the order's (logged).
    Unchanged,
    /// `payment_intent.payment_failed`: the provider's message is on the order.
    FailureRecorded,
    /// Another event type, or an intent that is not one of our orders': acknowledged only.
    Ignored,
}

/// The part of an event this server reads.
#[derive(Debug, Deserialize)]
struct Event {
    #[serde(default)]
    id: String,
    #[serde(rename = "type")]
    kind: String,
    data: EventData,
}

#[derive(Debug, Deserialize)]
struct EventData {
    object: serde_json::Value,
}

impl StripeProvider {
    pub fn new(settings: &StripeSettings) -> anyhow::Result<Self> {
        let client = reqwest::Client::builder()
            .connect_timeout(Duration::from_secs(10))
            .timeout(Duration::from_secs(30))
            .user_agent(concat!("ensemblier/", env!("CARGO_PKG_VERSION")))
            .build()
            .context("cannot build the Stripe HTTP client")?;
        Ok(Self {
            client,
            api_base: settings.api_base.clone(),
            secret_key: settings.secret_key.clone(),
            publishable_key: settings.publishable_key.clone(),
            webhook_secret: settings.webhook_secret.clone(),
        })
    }

    pub fn publishable_key(&self) -> &str {
        &self.publishable_key
    }

    /// `POST /v1/payment_intents`. The key `order-<uuid>` makes a retried call (a timeout, a
    /// double click) give back the same intent instead of a second one.
    pub async fn create_intent(&self, new: &NewIntent) -> AppResult<Intent> {
        let form = [
            ("amount", new.amount.to_string()),
            ("currency", "eur".to_owned()),
            ("description", new.description.clone()),
            ("receipt_email", new.receipt_email.clone()),
            ("payment_method_types[]", "card".to_owned()),
            ("metadata[order_uuid]", new.order_uuid.to_string()),
            ("metadata[order_reference]", new.order_reference.clone()),
            ("metadata[product_name]", new.product_name.clone()),
        ];
        let request = self
            .client
            .post(format!("{}/v1/payment_intents", self.api_base))
            .bearer_auth(&self.secret_key)
            .header("Idempotency-Key", format!("order-{}", new.order_uuid))
            .form(&form);
        self.call(request).await
    }

    /// `GET /v1/payment_intents/{id}`.
    pub async fn retrieve_intent(&self, id: &str) -> AppResult<Intent> {
        if !is_intent_id(id) {
            return Err(AppError::NotFound);
        }
        let request = self
            .client
            .get(format!("{}/v1/payment_intents/{id}", self.api_base))
            .bearer_auth(&self.secret_key);
        self.call(request).await
    }

    async fn call(&self, request: reqwest::RequestBuilder) -> AppResult<Intent> {
        let unavailable = || AppError::invalid(ErrorCode::PaymentUnavailable, UNAVAILABLE);
        let response = request.send().await.map_err(|error| {
            tracing::error!(%error, "Stripe unreachable");
            unavailable()
        })?;
        let status = response.status();
        let body = response.bytes().await.map_err(|error| {
            tracing::error!(%error, "Stripe answer unreadable");
            unavailable()
        })?;
        if status == StatusCode::NOT_FOUND {
            return Err(AppError::NotFound);
        }
        if !status.is_success() {
            match serde_json::from_slice::<ErrorBody>(&body) {
                Ok(ErrorBody { error }) => tracing::error!(
                    %status, kind = %error.kind, code = ?error.code, message = ?error.message,
                    "Stripe refused a call"
                ),
                Err(_) => tracing::error!(%status, "Stripe refused a call"),
            }
            return Err(unavailable());
        }
        let intent: StripeIntent = serde_json::from_slice(&body).map_err(|error| {
            tracing::error!(%error, "Stripe answer is not a PaymentIntent");
            unavailable()
        })?;
        intent.into_intent()
    }

    /// A notification: its signature checked (400 and nothing done otherwise), then
    /// `payment_intent.succeeded` pays the order through `orders::complete` (once, whatever
    /// the replays) and `payment_intent.payment_failed` records Stripe's message on it.
    pub async fn receive(
        &self,
        pool: &PgPool,
        signature_header: Option<&str>,
        payload: &[u8],
        now: i64,
    ) -> AppResult<WebhookOutcome> {
        signature::verify(&self.webhook_secret, signature_header, payload, now).map_err(
            |refusal| {
                tracing::warn!(?refusal, "Stripe notification refused");
                AppError::invalid(ErrorCode::InvalidSignature, signature::REFUSED)
            },
        )?;
        let event: Event = serde_json::from_slice(payload).map_err(|_| {
            AppError::invalid(ErrorCode::BadRequest, "La notification est illisible.")
        })?;
        match event.kind.as_str() {
            "payment_intent.succeeded" => {
                let intent = match serde_json::from_value::<StripeIntent>(event.data.object) {
                    Ok(intent) => intent.into_intent()?,
                    Err(_) => return Ok(WebhookOutcome::Ignored),
                };
                match orders::complete_by_intent(pool, &intent).await {
                    Ok(true) => Ok(WebhookOutcome::Paid),
                    Ok(false) => Ok(WebhookOutcome::Unchanged),
                    Err(AppError::NotFound) => {
                        tracing::info!(event = %event.id, intent = %intent.id, "not one of our orders");
                        Ok(WebhookOutcome::Ignored)
                    }
                    Err(error) => Err(error),
                }
            }
            "payment_intent.payment_failed" => {
                let Ok(intent) = serde_json::from_value::<StripeIntent>(event.data.object) else {
                    return Ok(WebhookOutcome::Ignored);
                };
                let message: String = intent
                    .last_payment_error
                    .and_then(|e| e.message)
                    .unwrap_or_else(|| "Votre paiement a été refusé.".to_owned())
                    .chars()
                    .take(MAX_ERROR_CHARS)
                    .collect();
                match orders::set_last_error(pool, &intent.id, &message).await? {
                    true => Ok(WebhookOutcome::FailureRecorded),
                    false => Ok(WebhookOutcome::Ignored),
                }
            }
            _ => Ok(WebhookOutcome::Ignored),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_intent_ids_go_into_a_path() {
        assert!(is_intent_id("pi_3MtwBwLkdIwHu7ix28a3tqPa"));
        assert!(!is_intent_id("pi_../../v1/charges"));
        assert!(!is_intent_id("ch_123"));
        assert!(!is_intent_id("pi_1?expand=x"));
    }

    #[test]
    fn an_intent_in_another_currency_is_never_paid() {
        let intent = StripeIntent {
            id: "pi_1".into(),
            client_secret: None,
            amount: 100,
            currency: "usd".into(),
            status: "succeeded".into(),
            last_payment_error: None,
        };
        assert_eq!(
            intent.into_intent().expect("intent").status,
            IntentStatus::Other
        );
    }
}
