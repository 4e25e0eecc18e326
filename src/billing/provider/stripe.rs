//! The Stripe adapter: PaymentIntents over Stripe's HTTP API (form-encoded bodies, the secret
//! key as bearer, an `Idempotency-Key` per order), and its notifications (`POST
//! /api/payment/stripe/webhook`) checked by their `Stripe-Signature` before anything is read.
//! It translates what Stripe says into a `ProviderEvent`; it never touches an order.
//! docs/billing.md, "Stripe".

use std::time::Duration;

use anyhow::Context;
use reqwest::StatusCode;
use serde::Deserialize;

use super::{Intent, IntentStatus, NewIntent, ProviderEvent};
use crate::{
    config::StripeSettings,
    error::{AppError, AppResult, ErrorCode},
};

pub mod signature;

/// What the buyer reads when Stripe cannot be reached or refuses the server's call (its own
/// message is logged: it is written for the developer, in English).
pub const UNAVAILABLE: &str = "Le paiement par carte est momentanément indisponible. \
     Réessayez dans quelques instants ou choisissez le virement bancaire.";

/// What the buyer reads when Stripe refuses a payment without a message.
pub const REFUSED: &str = "Votre paiement a été refusé.";

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

    /// The refusal Stripe reports on the intent (`last_payment_error`), if any.
    fn refusal(&self) -> Option<String> {
        self.last_payment_error
            .as_ref()
            .map(|error| error.message.clone().unwrap_or_else(|| REFUSED.to_owned()))
    }

    /// What the intent's state says: paid once it succeeded (in euros), refused while it
    /// waits for another card after a refusal, else nothing yet.
    fn into_event(self) -> AppResult<ProviderEvent> {
        let refusal = match self.status.as_str() {
            "requires_payment_method" => self.refusal(),
            _ => None,
        };
        let intent = self.into_intent()?;
        Ok(match (intent.status, refusal) {
            (IntentStatus::Succeeded, _) => ProviderEvent::of_intent(&intent),
            (IntentStatus::RequiresPaymentMethod, Some(reason)) => ProviderEvent::Failed {
                intent_id: intent.id,
                reason,
            },
            _ => ProviderEvent::Ignored,
        })
    }
}

/// A Stripe id as it may appear in a URL path: `pi_` and letters, digits or underscores.
fn is_intent_id(id: &str) -> bool {
    id.starts_with("pi_")
        && id.len() <= 255
        && id.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
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
        self.call(request).await?.into_intent()
    }

    /// What happened to the intent, from `GET /v1/payment_intents/{id}`.
    pub async fn check(&self, id: &str) -> AppResult<ProviderEvent> {
        if !is_intent_id(id) {
            return Err(AppError::NotFound);
        }
        let request = self
            .client
            .get(format!("{}/v1/payment_intents/{id}", self.api_base))
            .bearer_auth(&self.secret_key);
        self.call(request).await?.into_event()
    }

    async fn call(&self, request: reqwest::RequestBuilder) -> AppResult<StripeIntent> {
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
        serde_json::from_slice(&body).map_err(|error| {
            tracing::error!(%error, "Stripe answer is not a PaymentIntent");
            unavailable()
        })
    }

    /// A notification: its signature checked (400 and nothing read otherwise), then what it
    /// says: `payment_intent.succeeded` a payment, `payment_intent.payment_failed` a refusal
    /// with Stripe's message; anything else is ignored.
    pub fn receive(
        &self,
        signature_header: Option<&str>,
        payload: &[u8],
        now: i64,
    ) -> AppResult<ProviderEvent> {
        signature::verify(&self.webhook_secret, signature_header, payload, now).map_err(
            |refusal| {
                tracing::warn!(?refusal, "Stripe notification refused");
                AppError::invalid(ErrorCode::InvalidSignature, signature::REFUSED)
            },
        )?;
        let event: Event = serde_json::from_slice(payload).map_err(|_| {
            AppError::invalid(ErrorCode::BadRequest, "La notification est illisible.")
        })?;
        let intent = serde_json::from_value::<StripeIntent>(event.data.object).ok();
        let said = match (event.kind.as_str(), intent) {
            ("payment_intent.succeeded", Some(intent)) => intent.into_event()?,
            ("payment_intent.payment_failed", Some(intent)) => ProviderEvent::Failed {
                reason: intent.refusal().unwrap_or_else(|| REFUSED.to_owned()),
                intent_id: intent.id,
            },
            _ => ProviderEvent::Ignored,
        };
        tracing::debug!(event = %event.id, ?said, "Stripe notification");
        Ok(said)
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

    fn intent(status: &str, currency: &str, refusal: Option<&str>) -> StripeIntent {
        StripeIntent {
            id: "pi_1".into(),
            client_secret: None,
            amount: 58800,
            currency: currency.into(),
            status: status.into(),
            last_payment_error: refusal.map(|message| PaymentError {
                message: Some(message.into()),
            }),
        }
    }

    #[test]
    fn an_intent_says_paid_refused_or_nothing_yet() {
        let said = |i: StripeIntent| i.into_event().expect("event");
        assert_eq!(
            said(intent("succeeded", "eur", None)),
            ProviderEvent::Paid {
                intent_id: "pi_1".into(),
                amount: 58800
            }
        );
        assert_eq!(
            said(intent("requires_payment_method", "eur", Some("Refusée."))),
            ProviderEvent::Failed {
                intent_id: "pi_1".into(),
                reason: "Refusée.".into()
            }
        );
        assert_eq!(
            said(intent("requires_payment_method", "eur", None)),
            ProviderEvent::Ignored
        );
        assert_eq!(
            said(intent("processing", "eur", Some("old"))),
            ProviderEvent::Ignored
        );
        assert_eq!(
            said(intent("succeeded", "usd", None)),
            ProviderEvent::Ignored,
            "only euros pay an order"
        );
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
