//! Promotion codes: a percentage or an amount off, validity dates, a total and a per-company
//! use limit, optionally restricted to some pricings. Created with `ensemblier promo create`
//! until the back-office has a screen (docs/billing.md).

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgPool};

use super::amounts::Discount;
use crate::error::{AppError, AppResult, ErrorCode};

pub const UNKNOWN: &str = "Ce code promotionnel n'existe pas.";
pub const EXPIRED: &str = "Ce code promotionnel a expiré.";
pub const NOT_YET: &str = "Ce code promotionnel n'est pas encore valable.";
pub const USED_UP: &str = "Ce code promotionnel a atteint sa limite d'utilisation.";
pub const OTHER_PRODUCT: &str = "Ce code promotionnel ne s'applique pas à ce produit.";

/// Longest code a client may send (codes are short words such as `BIENVENUE10`).
pub const MAX_CODE_CHARS: usize = 40;

#[derive(Clone, Debug, sqlx::FromRow)]
pub struct DiscountCode {
    pub id: i64,
    pub code: String,
    pub percent_off: Option<i16>,
    pub amount_off: Option<i32>,
    pub valid_from: Option<DateTime<Utc>>,
    pub valid_until: Option<DateTime<Utc>>,
    pub max_uses: Option<i32>,
    pub max_uses_per_client: Option<i32>,
    pub pricing_ids: Vec<i64>,
}

impl DiscountCode {
    pub fn discount(&self) -> Discount {
        match (self.percent_off, self.amount_off) {
            (Some(pct), _) => Discount::Percent(i32::from(pct)),
            (None, Some(cents)) => Discount::Amount(cents),
            (None, None) => Discount::Amount(0),
        }
    }
}

fn refused(message: &str) -> AppError {
    AppError::invalid(ErrorCode::InvalidDiscountCode, message)
}

/// The code `text` if it may be used now by `client_id` for `pricing_id`, else the French
/// reason. Uses count paid orders only: an abandoned card form does not use a code up.
pub async fn usable(
    conn: &mut PgConnection,
    text: &str,
    pricing_id: i64,
    client_id: i64,
    now: DateTime<Utc>,
) -> AppResult<DiscountCode> {
    let text = text.trim();
    if text.is_empty() || text.chars().count() > MAX_CODE_CHARS {
        return Err(refused(UNKNOWN));
    }
    let code: DiscountCode = sqlx::query_as(
        "SELECT id, code, percent_off, amount_off, valid_from, valid_until, max_uses,
                max_uses_per_client, pricing_ids
         FROM discount_codes WHERE upper(code) = upper($1)",
    )
    .bind(text)
    .fetch_optional(&mut *conn)
    .await?
    .ok_or_else(|| refused(UNKNOWN))?;
    if code.valid_until.is_some_and(|end| end <= now) {
        return Err(refused(EXPIRED));
    }
    if code.valid_from.is_some_and(|start| start > now) {
        return Err(refused(NOT_YET));
    }
    if !code.pricing_ids.is_empty() && !code.pricing_ids.contains(&pricing_id) {
        return Err(refused(OTHER_PRODUCT));
    }
    if code.max_uses.is_some() || code.max_uses_per_client.is_some() {
        let (total, mine): (i64, i64) = sqlx::query_as(
            "SELECT count(*), count(*) FILTER (WHERE pro_client_id = $2)
             FROM orders WHERE discount_code_id = $1 AND status = 'paid'",
        )
        .bind(code.id)
        .bind(client_id)
        .fetch_one(&mut *conn)
        .await?;
        let over = |limit: Option<i32>, used: i64| limit.is_some_and(|l| used >= i64::from(l));
        if over(code.max_uses, total) || over(code.max_uses_per_client, mine) {
            return Err(refused(USED_UP));
        }
    }
    Ok(code)
}

/// What `ensemblier promo create` asks for.
#[derive(Clone, Debug, Default)]
pub struct NewCode {
    pub code: String,
    pub percent_off: Option<i16>,
    pub amount_off_cents: Option<i32>,
    pub valid_from: Option<DateTime<Utc>>,
    pub valid_until: Option<DateTime<Utc>>,
    pub max_uses: Option<i32>,
    pub max_uses_per_client: Option<i32>,
    pub pricing_ids: Vec<i64>,
}

/// `49.90` or `50` euros → cents.
pub fn parse_euros(text: &str) -> anyhow::Result<i32> {
    let text = text.trim().replace(',', ".");
    let (euros, cents) = text.split_once('.').unwrap_or((&text, "0"));
    anyhow::ensure!(cents.len() <= 2, "at most two decimals: {text}");
    let euros: i32 = euros.parse()?;
    let cents: i32 = format!("{cents:0<2}").parse()?;
    Ok(euros * 100 + cents)
}

/// Midnight in Paris of `day` (YYYY-MM-DD) plus `plus_days`: a code valid "until the 31st"
/// ends at midnight after it.
pub fn paris_day_start(day: &str, plus_days: i64) -> anyhow::Result<DateTime<Utc>> {
    use chrono::TimeZone;
    let date = chrono::NaiveDate::parse_from_str(day.trim(), "%Y-%m-%d")?
        + chrono::Duration::days(plus_days);
    let local = chrono_tz::Europe::Paris
        .from_local_datetime(&date.and_time(chrono::NaiveTime::MIN))
        .earliest()
        .ok_or_else(|| anyhow::anyhow!("no midnight on {date} in Paris"))?;
    Ok(local.with_timezone(&Utc))
}

pub async fn create(pool: &PgPool, new: &NewCode) -> anyhow::Result<i64> {
    let code = new.code.trim();
    anyhow::ensure!(
        !code.is_empty()
            && code.chars().count() <= MAX_CODE_CHARS
            && code
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'),
        "a code is 1 to {MAX_CODE_CHARS} letters, digits, '-' or '_'"
    );
    anyhow::ensure!(
        new.percent_off.is_some() != new.amount_off_cents.is_some(),
        "give either --percent or --amount"
    );
    if let Some(pct) = new.percent_off {
        anyhow::ensure!((1..=100).contains(&pct), "--percent is 1 to 100");
    }
    if let Some(cents) = new.amount_off_cents {
        anyhow::ensure!(cents > 0, "--amount must be positive");
    }
    let id = sqlx::query_scalar(
        "INSERT INTO discount_codes (code, percent_off, amount_off, valid_from, valid_until,
                                     max_uses, max_uses_per_client, pricing_ids)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
    )
    .bind(code)
    .bind(new.percent_off)
    .bind(new.amount_off_cents)
    .bind(new.valid_from)
    .bind(new.valid_until)
    .bind(new.max_uses)
    .bind(new.max_uses_per_client)
    .bind(&new.pricing_ids)
    .fetch_one(pool)
    .await?;
    Ok(id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn euros_are_read_to_the_cent() {
        assert_eq!(parse_euros("50").ok(), Some(5000));
        assert_eq!(parse_euros("49.9").ok(), Some(4990));
        assert_eq!(parse_euros("49,95").ok(), Some(4995));
        assert!(parse_euros("1.234").is_err());
    }

    #[test]
    fn a_day_starts_at_midnight_in_paris() {
        let start = paris_day_start("2026-07-01", 0).expect("day");
        assert_eq!(start.to_rfc3339(), "2026-06-30T22:00:00+00:00");
    }
}
