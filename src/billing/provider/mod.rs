//! The payment provider behind one interface: Stripe PaymentIntents over HTTP when keys are
//! set; in development and tests, the local test provider, which behaves like Stripe's test
//! mode and is served by this same server so a purchase runs end to end; or none, when only
//! bank transfers are taken (docs/billing.md).
//!
//! A provider says what happened to an intent (`ProviderEvent`), from its own verified word;
//! what that does to an order is billing's decision alone (`billing::payment_events`).

use serde::Serialize;
use sqlx::PgPool;

use crate::{
    config::Payments,
    error::{AppError, AppResult, ErrorCode},
};

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

#[derive(Clone, Copy, Debug, Serialize, PartialEq, Eq)]
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

/// What a provider says happened to one of its intents, read from its own verified word: a
/// signed notification, its API's answer, or (local provider) its own confirmation of a card
/// sent with the intent's client secret. Never built from an id a client sent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProviderEvent {
    /// The intent succeeded: `amount` cents, in euros, were paid.
    Paid { intent_id: String, amount: i32 },
    /// A payment of the intent was refused; `reason` is the provider's message for the buyer.
    Failed { intent_id: String, reason: String },
    /// Nothing an order needs to know (an intent still waiting, another kind of event).
    Ignored,
}

impl ProviderEvent {
    /// What an intent's state says: paid once it succeeded, else nothing yet.
    fn of_intent(intent: &Intent) -> Self {
        match intent.status {
            IntentStatus::Succeeded => Self::Paid {
                intent_id: intent.id.clone(),
                amount: intent.amount,
            },
            _ => Self::Ignored,
        }
    }
}

/// What the buyer reads when card payments are off (`PAYMENT_METHODS=transfer`).
pub const CARDS_OFF: &str =
    "Le paiement par carte n'est pas proposé : choisissez le virement bancaire.";

/// The one interface the billing domain talks to.
#[derive(Clone)]
pub enum PaymentProvider {
    /// No card payments: bank transfers only.
    TransferOnly,
    /// The local test provider: development and tests only (`config::Payments::LocalTest`).
    Local(local::LocalProvider),
    Stripe(Box<stripe::StripeProvider>),
}

impl PaymentProvider {
    /// The provider the settings name. Settings without a payment configuration have none:
    /// `serve` refuses them before this, and this refuses them again rather than take cards
    /// through the test provider.
    pub fn from_settings(pool: PgPool, payments: &Payments) -> anyhow::Result<Self> {
        Ok(match payments {
            Payments::Stripe(settings) => {
                Self::Stripe(Box::new(stripe::StripeProvider::new(settings)?))
            }
            Payments::TransferOnly => Self::TransferOnly,
            Payments::LocalTest => Self::Local(local::LocalProvider::new(pool)),
            Payments::Unconfigured => anyhow::bail!(
                "no payment configuration: set the STRIPE_* keys or PAYMENT_METHODS=transfer"
            ),
        })
    }

    /// Whether buyers may pay by card (the payment page shows the card form).
    pub fn takes_cards(&self) -> bool {
        !matches!(self, Self::TransferOnly)
    }

    pub async fn create_intent(&self, new: &NewIntent) -> AppResult<Intent> {
        match self {
            Self::TransferOnly => Err(AppError::invalid(ErrorCode::PaymentUnavailable, CARDS_OFF)),
            Self::Local(local) => local.create_intent(new).await,
            Self::Stripe(stripe) => stripe.create_intent(new).await,
        }
    }

    /// What happened to the intent, asked of the provider (never of the client).
    pub async fn check(&self, intent_id: &str) -> AppResult<ProviderEvent> {
        match self {
            Self::TransferOnly => Ok(ProviderEvent::Ignored),
            Self::Local(local) => Ok(ProviderEvent::of_intent(
                &local.retrieve_intent(intent_id).await?,
            )),
            Self::Stripe(stripe) => stripe.check(intent_id).await,
        }
    }

    /// The local provider, which confirms cards itself (`None` otherwise).
    pub fn as_local(&self) -> Option<&local::LocalProvider> {
        match self {
            Self::Local(local) => Some(local),
            _ => None,
        }
    }

    /// Stripe, which notifies payments to its webhook (`None` otherwise).
    pub fn as_stripe(&self) -> Option<&stripe::StripeProvider> {
        match self {
            Self::Stripe(stripe) => Some(stripe),
            _ => None,
        }
    }

    /// The key the card form needs in the page (`None`: the local provider's form, or no
    /// card form).
    pub fn publishable_key(&self) -> Option<&str> {
        self.as_stripe()
            .map(stripe::StripeProvider::publishable_key)
    }
}
