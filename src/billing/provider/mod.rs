//! The payment provider behind one interface: Stripe PaymentIntents over HTTP when keys are
//! set, otherwise the local test provider, which behaves like Stripe's test mode and is served
//! by this same server so a purchase runs end to end (docs/billing.md).

use serde::Serialize;
use sqlx::PgPool;

use crate::error::AppResult;

pub mod local;
pub mod stripe;

/// What an order asks the provider for. `amount` is in cents incl. tax, computed by the server.
#[derive(Clone, Debug)]
pub struct NewIntent {
    /// The order's uuid: in the intent's metadata and its idempotency key.
    pub order_uuid: uuid::Uuid,
    pub amount: i32,
    pub description: String,
    pub product_name: String,
    pub order_reference: String,
    pub receipt_email: String,
}

/// A payment intent as the provider reports it.
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct Intent {
    pub id: String,
    pub client_secret: String,
    pub amount: i32,
    pub status: IntentStatus,
}

#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum IntentStatus {
    RequiresPaymentMethod,
    Processing,
    Succeeded,
    /// Any other state of Stripe's (requires_action, canceled…): not paid.
    Other,
}

impl IntentStatus {
    pub fn parse(status: &str) -> Self {
        match status {
            "requires_payment_method" => Self::RequiresPaymentMethod,
            "processing" => Self::Processing,
            "succeeded" => Self::Succeeded,
            _ => Self::Other,
        }
    }
}

/// The one interface the billing domain talks to.
#[derive(Clone)]
pub enum PaymentProvider {
    Local(local::LocalProvider),
    Stripe(Box<stripe::StripeProvider>),
}

impl PaymentProvider {
    pub fn local(pool: PgPool) -> Self {
        Self::Local(local::LocalProvider::new(pool))
    }

    /// Stripe when its keys are set, else the local provider.
    pub fn from_settings(
        pool: PgPool,
        stripe: Option<&crate::config::StripeSettings>,
    ) -> anyhow::Result<Self> {
        Ok(match stripe {
            Some(settings) => Self::Stripe(Box::new(stripe::StripeProvider::new(settings)?)),
            None => Self::local(pool),
        })
    }

    pub async fn create_intent(&self, new: &NewIntent) -> AppResult<Intent> {
        match self {
            Self::Local(local) => local.create_intent(new).await,
            Self::Stripe(stripe) => stripe.create_intent(new).await,
        }
    }

    pub async fn retrieve_intent(&self, id: &str) -> AppResult<Intent> {
        match self {
            Self::Local(local) => local.retrieve_intent(id).await,
            Self::Stripe(stripe) => stripe.retrieve_intent(id).await,
        }
    }

    /// The local provider, which confirms cards itself (`None` with Stripe).
    pub fn as_local(&self) -> Option<&local::LocalProvider> {
        match self {
            Self::Local(local) => Some(local),
            Self::Stripe(_) => None,
        }
    }

    /// Stripe, which notifies payments to its webhook (`None` with the local provider).
    pub fn as_stripe(&self) -> Option<&stripe::StripeProvider> {
        match self {
            Self::Local(_) => None,
            Self::Stripe(stripe) => Some(stripe),
        }
    }

    /// The key the card form needs in the page (`None`: the local provider's form).
    pub fn publishable_key(&self) -> Option<&str> {
        match self {
            Self::Local(_) => None,
            Self::Stripe(stripe) => Some(stripe.publishable_key()),
        }
    }
}
