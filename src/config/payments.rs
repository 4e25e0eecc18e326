//! How buyers pay (`PAYMENT_METHODS`, `STRIPE_*`).

use anyhow::Context;

/// How buyers pay, from `PAYMENT_METHODS` (`card,transfer`, the default, or `transfer`) and
/// the Stripe keys (docs/settings.md).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Payments {
    /// Cards through Stripe, and bank transfers.
    Stripe(StripeSettings),
    /// `PAYMENT_METHODS=transfer`: bank transfers only; the payment page has no card form.
    TransferOnly,
    /// Cards through the local test provider (Stripe's test cards, no money moves), and
    /// transfers. Development and tests only: the environment gives it only with
    /// `ENSEMBLIER_DEVELOPMENT=1`, and `serve` refuses it otherwise.
    LocalTest,
    /// Outside development, cards asked for without Stripe keys: the commands that take no
    /// payment run; `serve` refuses to start.
    Unconfigured,
}

impl Payments {
    pub(super) fn from_environment(
        var: impl Fn(&str) -> Option<String>,
        development: bool,
    ) -> anyhow::Result<Self> {
        let stripe = StripeSettings::from_environment(&var)?;
        let methods = var("PAYMENT_METHODS");
        let methods: Vec<&str> = methods
            .as_deref()
            .unwrap_or("card,transfer")
            .split(',')
            .map(str::trim)
            .collect();
        Ok(match (methods.as_slice(), stripe) {
            (["transfer"], None) => Self::TransferOnly,
            (["transfer"], Some(_)) => anyhow::bail!(
                "PAYMENT_METHODS=transfer turns card payments off, yet STRIPE_SECRET_KEY is set: \
                 unset the STRIPE_* keys or set PAYMENT_METHODS=card,transfer"
            ),
            (["card", "transfer"] | ["transfer", "card"], Some(stripe)) => Self::Stripe(stripe),
            (["card", "transfer"] | ["transfer", "card"], None) if development => Self::LocalTest,
            (["card", "transfer"] | ["transfer", "card"], None) => Self::Unconfigured,
            _ => anyhow::bail!(
                "PAYMENT_METHODS must be `card,transfer` (the default) or `transfer` (bank \
                 transfers only)"
            ),
        })
    }

    /// Why a server outside development cannot take payments with these settings, naming
    /// what to set.
    pub(super) fn refusal_outside_development(&self) -> Option<String> {
        match self {
            Self::Stripe(_) | Self::TransferOnly => None,
            Self::LocalTest => Some(
                "the local test payment provider takes test cards as payments: it serves only \
                 with ENSEMBLIER_DEVELOPMENT=1"
                    .to_owned(),
            ),
            Self::Unconfigured => Some(
                "no payment configuration: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and \
                 STRIPE_WEBHOOK_SECRET for card payments, or PAYMENT_METHODS=transfer for bank \
                 transfers only"
                    .to_owned(),
            ),
        }
    }
}

/// Stripe's keys. `STRIPE_SECRET_KEY` turns Stripe on; then `STRIPE_PUBLISHABLE_KEY` and
/// `STRIPE_WEBHOOK_SECRET` are required too (docs/billing.md).
#[derive(Clone, PartialEq, Eq)]
pub struct StripeSettings {
    /// `STRIPE_SECRET_KEY` (`sk_…` or a restricted `rk_…`): the server's calls to the API.
    pub secret_key: String,
    /// `STRIPE_PUBLISHABLE_KEY` (`pk_…`): the card form's, written in the page.
    pub publishable_key: String,
    /// `STRIPE_WEBHOOK_SECRET` (`whsec_…`): checks the `Stripe-Signature` of notifications.
    pub webhook_secret: String,
    /// `STRIPE_API_BASE`: the API's address, `https://api.stripe.com` unless a test sets it.
    pub api_base: String,
}

/// Keys stay out of logs and panics.
impl std::fmt::Debug for StripeSettings {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("StripeSettings")
            .field("publishable_key", &self.publishable_key)
            .field("api_base", &self.api_base)
            .finish_non_exhaustive()
    }
}

pub const STRIPE_API_BASE: &str = "https://api.stripe.com";

impl StripeSettings {
    pub(super) fn from_environment(
        var: &impl Fn(&str) -> Option<String>,
    ) -> anyhow::Result<Option<Self>> {
        let Some(secret_key) = var("STRIPE_SECRET_KEY") else {
            anyhow::ensure!(
                var("STRIPE_PUBLISHABLE_KEY").is_none() && var("STRIPE_WEBHOOK_SECRET").is_none(),
                "STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are set without STRIPE_SECRET_KEY"
            );
            return Ok(None);
        };
        let required = |name: &str| {
            var(name).with_context(|| format!("STRIPE_SECRET_KEY is set: {name} must be set too"))
        };
        Ok(Some(Self {
            secret_key: secret_key.trim().to_owned(),
            publishable_key: required("STRIPE_PUBLISHABLE_KEY")?.trim().to_owned(),
            webhook_secret: required("STRIPE_WEBHOOK_SECRET")?.trim().to_owned(),
            api_base: var("STRIPE_API_BASE")
                .unwrap_or_else(|| STRIPE_API_BASE.to_owned())
                .trim_end_matches('/')
                .to_owned(),
        }))
    }
}
