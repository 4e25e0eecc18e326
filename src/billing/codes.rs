//! Promotion codes: a percentage or an amount off, validity dates, a total and a per-company
//! use limit, optionally restricted to some pricings. Created with `ensemblier promo create`
//! or the back-office's « Codes promo » (one function, [`create`]), disabled there
//! (docs/billing.md, docs/admin.md).

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgPool};

use super::amounts::Discount;
use crate::{
    access::{Actor, Staff},
    audit::{self, Change},
    error::{on_unique_violation, AppError, AppResult, ErrorCode},
};

pub const UNKNOWN: &str = "Ce code promotionnel n'existe pas.";
pub const EXPIRED: &str = "Ce code promotionnel a expiré.";
pub const NOT_YET: &str = "Ce code promotionnel n'est pas encore valable.";
pub const USED_UP: &str = "Ce code promotionnel a atteint sa limite d'utilisation.";
pub const OTHER_PRODUCT: &str = "Ce code promotionnel ne s'applique pas à ce produit.";
pub const DISABLED: &str = "Ce code promotionnel n'est plus valable.";
/// A payment of an order whose hold lapsed while the code's last use went to another order.
pub const LAPSED: &str = "Cette commande n'a pas été réglée à temps et son code promotionnel a \
     atteint depuis sa limite d'utilisation : elle ne peut plus être payée à ce prix.";

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
    pub disabled_at: Option<DateTime<Utc>>,
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

/// How long a pending order holds a use of its code (issue 59: three accounts applying a
/// 3-use code and leaving kept a paying company out for 2 hours, or 7 days by transfer). A
/// card form is filled in minutes, and applying a code only prices the card form, so a card
/// order holds its use for half an hour; a bank transfer takes days, so an order the buyer
/// confirmed as a transfer (`/api/payment/transfer`, from a confirmed address with a billing
/// identity, as every order) holds it for a week. A company holds one use of a code at a time: its new order with the code, or
/// the payment of one of its orders, releases its other pending ones ([`release_others`]).
/// Past its hold an order no longer counts against the code's limits; paid later, it must
/// find a use free then ([`check_late_payment`]; docs/billing.md).
pub const CARD_HOLD_MINUTES: i32 = 30;
pub const TRANSFER_HOLD_DAYS: i32 = 7;

/// The end of the hold of an order made now to be paid by `method`.
pub async fn held_until(
    conn: &mut PgConnection,
    method: super::payment_method::PaymentMethod,
) -> AppResult<DateTime<Utc>> {
    let minutes = match method {
        super::payment_method::PaymentMethod::Transfer => TRANSFER_HOLD_DAYS * 24 * 60,
        super::payment_method::PaymentMethod::Card => CARD_HOLD_MINUTES,
    };
    // The database's clock, as `created_at` and the uses' counts read it.
    let until = sqlx::query_scalar!(
        r#"SELECT now() + make_interval(mins => $1) AS "until!""#,
        minutes
    )
    .fetch_one(conn)
    .await?;
    Ok(until)
}

/// The code `text` if it may be used now by `client_id` for `pricing_id`, else the French
/// reason. The code's row stays locked to the end of the caller's transaction, so the order
/// inserted in that transaction takes the use this check saw free: two buyers at once are
/// counted one after the other. Uses are paid orders and pending ones within their hold; the
/// company's own pending ones do not count, since its new order releases them.
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
    let code: DiscountCode = sqlx::query_as!(
        DiscountCode,
        "SELECT id, code, percent_off, amount_off, valid_from, valid_until, max_uses,
                max_uses_per_client, pricing_ids, disabled_at
         FROM discount_codes WHERE upper(code) = upper($1) FOR UPDATE",
        text
    )
    .fetch_optional(&mut *conn)
    .await?
    .ok_or_else(|| refused(UNKNOWN))?;
    if code.disabled_at.is_some() {
        return Err(refused(DISABLED));
    }
    if code.valid_until.is_some_and(|end| end <= now) {
        return Err(refused(EXPIRED));
    }
    if code.valid_from.is_some_and(|start| start > now) {
        return Err(refused(NOT_YET));
    }
    if !code.pricing_ids.is_empty() && !code.pricing_ids.contains(&pricing_id) {
        return Err(refused(OTHER_PRODUCT));
    }
    let uses = uses(conn, code.id, client_id, None).await?;
    if uses.total_over(code.max_uses) || uses.mine_over(code.max_uses_per_client) {
        return Err(refused(USED_UP));
    }
    Ok(code)
}

/// The uses of a code, counted after its row was locked (a statement of its own, so it sees
/// every order committed before the lock was granted).
struct Uses {
    total: i64,
    mine: i64,
}

impl Uses {
    fn total_over(&self, limit: Option<i32>) -> bool {
        limit.is_some_and(|l| self.total >= i64::from(l))
    }

    fn mine_over(&self, limit: Option<i32>) -> bool {
        limit.is_some_and(|l| self.mine >= i64::from(l))
    }
}

/// The uses of `code_id` that count against a new use by `client_id` (or the payment of its
/// order `except_order`): paid orders, and other companies' pending orders within their hold.
/// The one definition of a use, for both limits.
async fn uses(
    conn: &mut PgConnection,
    code_id: i64,
    client_id: i64,
    except_order: Option<i64>,
) -> AppResult<Uses> {
    let (total, mine): (i64, i64) = sqlx::query!(
        r#"SELECT count(*) AS "total!", count(*) FILTER (WHERE o.pro_client_id = $2) AS "mine!"
         FROM orders o
         WHERE o.discount_code_id = $1 AND o.id IS DISTINCT FROM $3
           AND (o.status = 'paid'
                OR (o.status = 'pending' AND o.pro_client_id <> $2 AND o.code_held_until > now()))"#,
        code_id,
        client_id,
        except_order,
    )
    .map(|row| (row.total, row.mine))
    .fetch_one(&mut *conn)
    .await?;
    Ok(Uses { total, mine })
}

/// Ends the holds of `client_id`'s pending orders with `code_id` other than `order_id`: a
/// company holds one use of a code at a time (its newest order, or the one it pays).
pub async fn release_others(
    conn: &mut PgConnection,
    code_id: i64,
    client_id: i64,
    order_id: i64,
) -> AppResult<()> {
    sqlx::query!(
        "UPDATE orders SET code_held_until = now()
         WHERE discount_code_id = $1 AND pro_client_id = $2 AND id <> $3
           AND status = 'pending' AND code_held_until > now()",
        code_id,
        client_id,
        order_id
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// Before an order with a code is paid: locks the code and checks that a use is still there
/// for it. An order within its hold always finds its own; one paid after its hold lapsed
/// (a late transfer, a card form left open) finds a use only if nobody took it meanwhile,
/// else it is refused with [`LAPSED`] and nothing is credited. So a code never gives more
/// than its limits, whatever the timing. Dates and a staff disabling are not rechecked:
/// they held when the order was made. The company's other pending orders with the code are
/// released: this one takes their use.
pub async fn check_late_payment(conn: &mut PgConnection, order_id: i64) -> AppResult<()> {
    let code: Option<(i64, Option<i32>, Option<i32>, i64)> = sqlx::query!(
        "SELECT d.id, d.max_uses, d.max_uses_per_client, o.pro_client_id
         FROM orders o JOIN discount_codes d ON d.id = o.discount_code_id
         WHERE o.id = $1 AND o.status = 'pending'
         FOR UPDATE OF d",
        order_id
    )
    .map(|row| {
        (
            row.id,
            row.max_uses,
            row.max_uses_per_client,
            row.pro_client_id,
        )
    })
    .fetch_optional(&mut *conn)
    .await?;
    let Some((code_id, max_uses, max_per_client, client_id)) = code else {
        return Ok(());
    };
    let others = uses(conn, code_id, client_id, Some(order_id)).await?;
    if others.total_over(max_uses) || others.mine_over(max_per_client) {
        return Err(refused(LAPSED));
    }
    release_others(conn, code_id, client_id, order_id).await
}

/// A new code as `ensemblier promo create` and the back-office's form give it: texts as
/// typed (euros, Paris days), checked by [`create`], the one home of the rules.
#[derive(Clone, Debug, Default)]
pub struct NewCode {
    pub code: String,
    pub percent_off: Option<i32>,
    /// Euros excl. tax, `50` or `49,90`.
    pub amount_off: Option<String>,
    /// First valid day, `YYYY-MM-DD` (Paris time).
    pub valid_from: Option<String>,
    /// Last valid day, included, `YYYY-MM-DD` (Paris time).
    pub valid_until: Option<String>,
    pub max_uses: Option<i32>,
    pub max_uses_per_client: Option<i32>,
    pub pricing_ids: Vec<i64>,
}

pub const BAD_CODE: &str =
    "Le code compte 1 à 40 caractères : lettres sans accent, chiffres, « - » ou « _ ».";
pub const ONE_KIND: &str = "Indiquez soit un pourcentage, soit un montant de remise.";
pub const BAD_PERCENT: &str = "Le pourcentage de remise est un nombre entier de 1 à 100.";
pub const BAD_AMOUNT: &str =
    "Le montant de remise est un nombre d'euros positif, avec deux décimales au plus (ex. 49,90).";
pub const BAD_DAY: &str = "Les dates de validité s'écrivent AAAA-MM-JJ.";
pub const DAYS_REVERSED: &str = "La date de fin de validité précède la date de début.";
pub const BAD_LIMIT: &str = "Les limites d'utilisation sont des nombres entiers positifs.";
pub const UNKNOWN_PRICING: &str = "Un des tarifs choisis n'existe pas.";
pub const TAKEN: &str = "Un code promotionnel porte déjà ce nom.";
/// Pricings one code may be restricted to.
pub const MAX_PRICINGS: usize = 20;

fn bad(message: &str) -> AppError {
    AppError::invalid(ErrorCode::InvalidNewDiscountCode, message)
}

/// `49.90`, `49,9` or `50` euros → cents; `None` when it is not such an amount.
pub fn parse_euros(text: &str) -> Option<i32> {
    let text = text.trim().replace(',', ".");
    let (euros, cents) = text.split_once('.').unwrap_or((&text, ""));
    let digits = |s: &str| s.chars().all(|c| c.is_ascii_digit());
    if euros.is_empty() || euros.len() > 7 || cents.len() > 2 || !digits(euros) || !digits(cents) {
        return None;
    }
    let euros: i32 = euros.parse().ok()?;
    let cents: i32 = format!("{cents:0<2}").parse().ok()?;
    Some(euros * 100 + cents)
}

/// Midnight in Paris of `day` (YYYY-MM-DD) plus `plus_days`: a code valid "until the 31st"
/// ends at midnight after it.
pub fn paris_day_start(day: &str, plus_days: i64) -> Option<DateTime<Utc>> {
    use chrono::TimeZone;
    let date = chrono::NaiveDate::parse_from_str(day.trim(), "%Y-%m-%d").ok()?
        + chrono::Duration::days(plus_days);
    let local = chrono_tz::Europe::Paris
        .from_local_datetime(&date.and_time(chrono::NaiveTime::MIN))
        .earliest()?;
    Some(local.with_timezone(&Utc))
}

/// A code as staff list it: its rules and its paid uses so far.
#[derive(Clone, Debug, serde::Serialize, sqlx::FromRow)]
pub struct ListedCode {
    pub id: i64,
    pub code: String,
    pub percent_off: Option<i16>,
    pub amount_off: Option<i32>,
    pub valid_from: Option<DateTime<Utc>>,
    pub valid_until: Option<DateTime<Utc>>,
    pub max_uses: Option<i32>,
    pub max_uses_per_client: Option<i32>,
    pub pricing_ids: Vec<i64>,
    pub created_at: DateTime<Utc>,
    pub disabled_at: Option<DateTime<Utc>>,
    /// Paid orders that used it.
    pub uses: i64,
}

/// `sqlx::query_as!` reading [`ListedCode`]s (`d` the code), then `$rest` (a literal:
/// `WHERE …`) and its arguments.
macro_rules! select_codes {
    ($rest:literal $(, $arg:expr)* $(,)?) => {
        sqlx::query_as!(
            ListedCode,
            r#"SELECT d.id, d.code, d.percent_off, d.amount_off, d.valid_from, d.valid_until,
                 d.max_uses, d.max_uses_per_client, d.pricing_ids, d.created_at, d.disabled_at,
                 (SELECT count(*) FROM orders o
                  WHERE o.discount_code_id = d.id AND o.status = 'paid') AS "uses!"
               FROM discount_codes d "#
                + $rest
            $(, $arg)*
        )
    };
}

async fn listed(conn: &mut PgConnection, id: i64, lock: bool) -> AppResult<ListedCode> {
    let found = if lock {
        select_codes!("WHERE d.id = $1 FOR UPDATE OF d", id)
            .fetch_optional(conn)
            .await?
    } else {
        select_codes!("WHERE d.id = $1", id)
            .fetch_optional(conn)
            .await?
    };
    found.ok_or(AppError::NotFound)
}

/// Creates a code (the command line and the back-office): every rule checked with a French
/// message, the creation audit-logged in its transaction.
pub async fn create(pool: &PgPool, actor: Actor<'_>, new: &NewCode) -> AppResult<ListedCode> {
    let code = new.code.trim();
    if code.is_empty()
        || code.chars().count() > MAX_CODE_CHARS
        || !code
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    {
        return Err(bad(BAD_CODE));
    }
    let amount = new
        .amount_off
        .as_deref()
        .map(str::trim)
        .filter(|a| !a.is_empty());
    let (percent_off, amount_off) = match (new.percent_off, amount) {
        (Some(pct), None) => {
            let pct = i16::try_from(pct)
                .ok()
                .filter(|p| (1..=100).contains(p))
                .ok_or_else(|| bad(BAD_PERCENT))?;
            (Some(pct), None)
        }
        (None, Some(amount)) => {
            let cents = parse_euros(amount)
                .filter(|c| *c > 0)
                .ok_or_else(|| bad(BAD_AMOUNT))?;
            (None, Some(cents))
        }
        _ => return Err(bad(ONE_KIND)),
    };
    let day = |text: &Option<String>, plus: i64| -> AppResult<Option<DateTime<Utc>>> {
        match text.as_deref().map(str::trim).filter(|t| !t.is_empty()) {
            None => Ok(None),
            Some(t) => paris_day_start(t, plus)
                .map(Some)
                .ok_or_else(|| bad(BAD_DAY)),
        }
    };
    let valid_from = day(&new.valid_from, 0)?;
    let valid_until = day(&new.valid_until, 1)?;
    if let (Some(from), Some(until)) = (valid_from, valid_until) {
        if until <= from {
            return Err(bad(DAYS_REVERSED));
        }
    }
    if [new.max_uses, new.max_uses_per_client]
        .iter()
        .any(|l| l.is_some_and(|l| l < 1))
    {
        return Err(bad(BAD_LIMIT));
    }
    let mut pricing_ids = new.pricing_ids.clone();
    pricing_ids.sort_unstable();
    pricing_ids.dedup();
    if pricing_ids.len() > MAX_PRICINGS {
        return Err(bad(UNKNOWN_PRICING));
    }
    let mut tx = pool.begin().await?;
    let known: i64 = sqlx::query_scalar!(
        r#"SELECT count(*) AS "count!" FROM pricings WHERE id = ANY($1)"#,
        &pricing_ids
    )
    .fetch_one(&mut *tx)
    .await?;
    if known != pricing_ids.len() as i64 {
        return Err(bad(UNKNOWN_PRICING));
    }
    let id: i64 = sqlx::query_scalar!(
        "INSERT INTO discount_codes (code, percent_off, amount_off, valid_from, valid_until,
                                     max_uses, max_uses_per_client, pricing_ids)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id",
        code,
        percent_off,
        amount_off,
        valid_from,
        valid_until,
        new.max_uses,
        new.max_uses_per_client,
        &pricing_ids
    )
    .fetch_one(&mut *tx)
    .await
    .map_err(|e| on_unique_violation(e, ErrorCode::DiscountCodeTaken, TAKEN))?;
    let created = listed(&mut tx, id, false).await?;
    let change = Change::new("discount_code.create", "discount_code", id).after(&created);
    audit::record(&mut tx, actor, change).await?;
    tx.commit().await?;
    Ok(created)
}

/// Disables a code: it can no longer be used; orders that used it keep it. Disabling it
/// again changes nothing and logs nothing.
pub async fn disable(pool: &PgPool, staff: &Staff, id: i64) -> AppResult<ListedCode> {
    let mut tx = pool.begin().await?;
    let before = listed(&mut tx, id, true).await?;
    if before.disabled_at.is_some() {
        return Ok(before);
    }
    sqlx::query!(
        "UPDATE discount_codes SET disabled_at = now() WHERE id = $1",
        id
    )
    .execute(&mut *tx)
    .await?;
    let after = listed(&mut tx, id, false).await?;
    let change = Change::new("discount_code.disable", "discount_code", id)
        .before(&before)
        .after(&after);
    audit::record(&mut tx, staff.into(), change).await?;
    tx.commit().await?;
    Ok(after)
}

/// A page of codes, newest first, with their uses; and how many there are.
pub async fn list(
    pool: &PgPool,
    _staff: &Staff,
    limit: i64,
    before_id: Option<i64>,
) -> AppResult<(Vec<ListedCode>, i64)> {
    let rows = select_codes!(
        "WHERE $1::bigint IS NULL OR d.id < $1 ORDER BY d.id DESC LIMIT $2",
        before_id,
        limit
    )
    .fetch_all(pool)
    .await?;
    let total = sqlx::query_scalar!(r#"SELECT count(*) AS "count!" FROM discount_codes"#)
        .fetch_one(pool)
        .await?;
    Ok((rows, total))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn euros_are_read_to_the_cent() {
        assert_eq!(parse_euros("50"), Some(5000));
        assert_eq!(parse_euros("49.9"), Some(4990));
        assert_eq!(parse_euros(" 49,95 "), Some(4995));
        for bad in ["1.234", "", "-5", "1e3", "abc", ",5", "12345678"] {
            assert_eq!(parse_euros(bad), None, "{bad}");
        }
    }

    #[test]
    fn a_day_starts_at_midnight_in_paris() {
        let start = paris_day_start("2026-07-01", 0).expect("day");
        assert_eq!(start.to_rfc3339(), "2026-06-30T22:00:00+00:00");
    }
}
