//! What a payment provider's word does to an order: billing's one decision, whichever provider
//! spoke (Stripe's signed notification, its API's answer to the page's sync, the local test
//! provider's confirmation). Providers only say what happened (`ProviderEvent`); an order is
//! paid or given a refusal here, so a second provider adds no rule.

use sqlx::PgPool;

use super::{orders, provider::ProviderEvent};
use crate::error::{AppError, AppResult};

/// The longest provider message kept on an order (a provider is not trusted for size).
pub const MAX_ERROR_CHARS: usize = 300;

/// What an event did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EventOutcome {
    /// A payment paid its order now: credited, invoiced.
    Paid,
    /// Nothing changed: the order was paid before (a replay, or the page's sync came first),
    /// or the amount paid is not the order's total (logged).
    Unchanged,
    /// A refusal: the provider's message is on the order, which stays pending.
    FailureRecorded,
    /// An intent of no pending order, or nothing to do: acknowledged only.
    Ignored,
}

/// Applies what the provider said to the order of its intent.
pub async fn apply(pool: &PgPool, event: &ProviderEvent) -> AppResult<EventOutcome> {
    match event {
        ProviderEvent::Paid { intent_id, amount } => {
            match orders::complete_by_intent(pool, intent_id, *amount).await {
                Ok(true) => Ok(EventOutcome::Paid),
                Ok(false) => Ok(EventOutcome::Unchanged),
                Err(AppError::NotFound) => {
                    tracing::info!(intent = %intent_id, "a payment of none of our orders");
                    Ok(EventOutcome::Ignored)
                }
                Err(error) => Err(error),
            }
        }
        ProviderEvent::Failed { intent_id, reason } => {
            let reason: String = reason.chars().take(MAX_ERROR_CHARS).collect();
            Ok(
                match orders::set_last_error(pool, intent_id, &reason).await? {
                    true => EventOutcome::FailureRecorded,
                    false => EventOutcome::Ignored,
                },
            )
        }
        ProviderEvent::Ignored => Ok(EventOutcome::Ignored),
    }
}
