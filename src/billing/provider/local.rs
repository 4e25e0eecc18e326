//! The local test provider: Stripe's test mode without Stripe. Its intents live in their own
//! table as Stripe keeps its own; the card form posts the card to `/api/payment/local/confirm`
//! and the test cards behave as Stripe documents them.

use rand::{distr::Alphanumeric, Rng};
use serde::Serialize;
use sqlx::PgPool;

use super::{Intent, IntentStatus, NewIntent, ProviderEvent};
use crate::error::{AppError, AppResult};

#[derive(Clone)]
pub struct LocalProvider {
    pool: PgPool,
}

/// A refused card, as Stripe's card errors say it (`code`, `decline_code`, French message).
#[derive(Clone, Debug, Serialize, PartialEq, Eq)]
pub struct CardError {
    pub code: &'static str,
    pub decline_code: Option<&'static str>,
    pub message: &'static str,
}

/// The card the local form sends.
#[derive(Clone, Debug, Default, serde::Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct TestCard {
    #[serde(default)]
    pub number: String,
    /// `MM/AA` or `MM/AAAA`.
    #[serde(default)]
    pub expiry: String,
    #[serde(default)]
    pub cvc: String,
}

const DECLINED: CardError = CardError {
    code: "card_declined",
    decline_code: Some("generic_decline"),
    message: "Votre carte a été refusée.",
};
const INSUFFICIENT_FUNDS: CardError = CardError {
    code: "card_declined",
    decline_code: Some("insufficient_funds"),
    message: "Les fonds de votre carte sont insuffisants.",
};
const EXPIRED: CardError = CardError {
    code: "expired_card",
    decline_code: None,
    message: "Votre carte a expiré.",
};
const INCORRECT_CVC: CardError = CardError {
    code: "incorrect_cvc",
    decline_code: None,
    message: "Le code de sécurité de votre carte est incorrect.",
};
const INVALID_NUMBER: CardError = CardError {
    code: "invalid_number",
    decline_code: None,
    message: "Le numéro de votre carte est invalide.",
};
const INVALID_EXPIRY: CardError = CardError {
    code: "invalid_expiry_year",
    decline_code: None,
    message: "La date d'expiration de votre carte est invalide.",
};
const INVALID_CVC: CardError = CardError {
    code: "invalid_cvc",
    decline_code: None,
    message: "Le code de sécurité de votre carte est invalide.",
};

/// What Stripe's test mode does with a card, at `today` (year, month).
pub fn outcome(card: &TestCard, today: (i32, u32)) -> Result<(), CardError> {
    let number: String = card.number.chars().filter(|c| !c.is_whitespace()).collect();
    if !(12..=19).contains(&number.len())
        || !number.chars().all(|c| c.is_ascii_digit())
        || !luhn(&number)
    {
        return Err(INVALID_NUMBER);
    }
    let (month, year) = parse_expiry(&card.expiry).ok_or(INVALID_EXPIRY)?;
    if (year, month) < today {
        return Err(EXPIRED);
    }
    let cvc = card.cvc.trim();
    if !(3..=4).contains(&cvc.len()) || !cvc.chars().all(|c| c.is_ascii_digit()) {
        return Err(INVALID_CVC);
    }
    match number.as_str() {
        "4242424242424242" | "4000056655665556" | "5555555555554444" => Ok(()),
        "4000000000009995" => Err(INSUFFICIENT_FUNDS),
        "4000000000000069" => Err(EXPIRED),
        "4000000000000127" => Err(INCORRECT_CVC),
        // 4000 0000 0000 0002 and any card that is not a test card: declined, as in test mode.
        _ => Err(DECLINED),
    }
}

fn luhn(number: &str) -> bool {
    let sum: u32 = number
        .chars()
        .rev()
        .filter_map(|c| c.to_digit(10))
        .enumerate()
        .map(|(i, d)| match (i % 2, d * 2) {
            (0, _) => d,
            (_, doubled) if doubled > 9 => doubled - 9,
            (_, doubled) => doubled,
        })
        .sum();
    sum.is_multiple_of(10)
}

/// `MM/AA` or `MM/AAAA` → (month, year).
fn parse_expiry(text: &str) -> Option<(u32, i32)> {
    let (month, year) = text.trim().split_once('/')?;
    let month: u32 = month.trim().parse().ok()?;
    let year = year.trim();
    let year: i32 = match year.len() {
        2 => 2000 + year.parse::<i32>().ok()?,
        4 => year.parse().ok()?,
        _ => return None,
    };
    (1..=12).contains(&month).then_some((month, year))
}

fn random(len: usize) -> String {
    rand::rng()
        .sample_iter(&Alphanumeric)
        .take(len)
        .map(char::from)
        .collect()
}

#[derive(sqlx::FromRow)]
struct IntentRow {
    id: String,
    client_secret: String,
    amount: i32,
    status: String,
}

impl From<IntentRow> for Intent {
    fn from(row: IntentRow) -> Self {
        Intent {
            id: row.id,
            client_secret: row.client_secret,
            amount: row.amount,
            status: IntentStatus::parse(&row.status),
        }
    }
}

impl LocalProvider {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }

    pub async fn create_intent(&self, new: &NewIntent) -> AppResult<Intent> {
        // Shaped like Stripe's: `pi_…` and `pi_…_secret_…`.
        let id = format!("pi_local_{}", random(24));
        let client_secret = format!("{id}_secret_{}", random(24));
        let metadata = serde_json::json!({
            "product_name": new.product_name,
            "order_reference": new.order_reference,
        });
        let row: IntentRow = sqlx::query_as!(
            IntentRow,
            "INSERT INTO local_payment_intents (id, client_secret, amount, description, metadata)
             VALUES ($1, $2, $3, $4, $5) RETURNING id, client_secret, amount, status",
            &id,
            &client_secret,
            new.amount,
            &new.description,
            metadata
        )
        .fetch_one(&self.pool)
        .await?;
        Ok(row.into())
    }

    pub async fn retrieve_intent(&self, id: &str) -> AppResult<Intent> {
        let row: IntentRow = sqlx::query_as!(
            IntentRow,
            "SELECT id, client_secret, amount, status FROM local_payment_intents WHERE id = $1",
            id
        )
        .fetch_optional(&self.pool)
        .await?
        .ok_or(AppError::NotFound)?;
        Ok(row.into())
    }

    /// Confirms the intent of `client_secret` with `card`, as `stripe.confirmCardPayment`
    /// does, and says what happened. The client secret is the capability: an unknown one is
    /// `NotFound` and changes nothing anywhere. Confirming an intent that already succeeded
    /// says it is paid again (a double click).
    pub async fn confirm(&self, client_secret: &str, card: &TestCard) -> AppResult<ProviderEvent> {
        let intent: Intent = sqlx::query_as!(
            IntentRow,
            "SELECT id, client_secret, amount, status FROM local_payment_intents
             WHERE client_secret = $1",
            client_secret
        )
        .fetch_optional(&self.pool)
        .await?
        .ok_or(AppError::NotFound)?
        .into();
        if intent.status == IntentStatus::Succeeded {
            return Ok(ProviderEvent::of_intent(&intent));
        }
        let today = chrono::Utc::now().date_naive();
        use chrono::Datelike;
        if let Err(refusal) = outcome(card, (today.year(), today.month())) {
            sqlx::query!(
                "UPDATE local_payment_intents SET last_error = $2 WHERE id = $1",
                &intent.id,
                refusal.code
            )
            .execute(&self.pool)
            .await?;
            return Ok(ProviderEvent::Failed {
                intent_id: intent.id,
                reason: refusal.message.to_owned(),
            });
        }
        let row: IntentRow = sqlx::query_as!(
            IntentRow,
            "UPDATE local_payment_intents SET status = 'succeeded', last_error = NULL
             WHERE id = $1 RETURNING id, client_secret, amount, status",
            &intent.id
        )
        .fetch_one(&self.pool)
        .await?;
        Ok(ProviderEvent::of_intent(&row.into()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn card(number: &str) -> TestCard {
        TestCard {
            number: number.to_owned(),
            expiry: "12/34".to_owned(),
            cvc: "123".to_owned(),
        }
    }

    const TODAY: (i32, u32) = (2026, 11);

    #[test]
    fn the_test_cards_behave_as_in_stripe_test_mode() {
        assert_eq!(outcome(&card("4242 4242 4242 4242"), TODAY), Ok(()));
        assert_eq!(outcome(&card("4000 0000 0000 0002"), TODAY), Err(DECLINED));
        assert_eq!(
            outcome(&card("4000 0000 0000 9995"), TODAY),
            Err(INSUFFICIENT_FUNDS)
        );
        assert_eq!(outcome(&card("4000 0000 0000 0069"), TODAY), Err(EXPIRED));
    }

    #[test]
    fn a_mistyped_card_is_refused_before_the_bank() {
        assert_eq!(
            outcome(&card("4242 4242 4242 4241"), TODAY),
            Err(INVALID_NUMBER)
        );
        let past = TestCard {
            expiry: "10/26".to_owned(),
            ..card("4242424242424242")
        };
        assert_eq!(outcome(&past, TODAY), Err(EXPIRED));
        let bad_expiry = TestCard {
            expiry: "13/30".to_owned(),
            ..card("4242424242424242")
        };
        assert_eq!(outcome(&bad_expiry, TODAY), Err(INVALID_EXPIRY));
        let no_cvc = TestCard {
            cvc: String::new(),
            ..card("4242424242424242")
        };
        assert_eq!(outcome(&no_cvc, TODAY), Err(INVALID_CVC));
    }
}
