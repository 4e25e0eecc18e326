//! Invoices: made in the transaction that pays the order, numbered per civil year without
//! gaps. The counter row of the year is locked until that transaction commits, so numbers
//! follow the commit order and a rolled-back payment gives its number back.

use chrono::{DateTime, Utc};
use sqlx::{PgConnection, PgPool};

use super::orders::invoice_year;
use crate::error::AppResult;

/// `F2026-000042`: the year and the number in it.
pub fn reference(year: i32, number: i32) -> String {
    format!("F{year}-{number:06}")
}

pub async fn number(conn: &mut PgConnection, order_id: i64) -> AppResult<String> {
    let year = invoice_year(Utc::now());
    let number: i32 = sqlx::query_scalar(
        "INSERT INTO invoice_counters (year, last) VALUES ($1, 1)
         ON CONFLICT (year) DO UPDATE SET last = invoice_counters.last + 1
         RETURNING last",
    )
    .bind(year)
    .fetch_one(&mut *conn)
    .await?;
    let reference = reference(year, number);
    // clock_timestamp(), read after the counter's lock: dates grow with numbers.
    sqlx::query(
        "INSERT INTO order_invoices (reference, order_id, year, number, created_at)
         VALUES ($1, $2, $3, $4, clock_timestamp())",
    )
    .bind(&reference)
    .bind(order_id)
    .bind(year)
    .bind(number)
    .execute(conn)
    .await?;
    Ok(reference)
}

#[derive(Clone, Debug, sqlx::FromRow)]
pub struct Invoice {
    pub id: i64,
    pub uuid: uuid::Uuid,
    pub reference: String,
    pub created_at: DateTime<Utc>,
    pub order_id: i64,
    pub order_uuid: uuid::Uuid,
    pub order_reference: String,
    pub price_incl: i32,
}

/// The invoice of an order, if it is paid.
pub async fn of_order(pool: &PgPool, order_id: i64) -> AppResult<Option<Invoice>> {
    Ok(sqlx::query_as(
        "SELECT i.id, i.uuid, i.reference, i.created_at, o.id AS order_id, o.uuid AS order_uuid,
                o.reference AS order_reference, o.price_incl
         FROM order_invoices i JOIN orders o ON o.id = i.order_id WHERE o.id = $1",
    )
    .bind(order_id)
    .fetch_optional(pool)
    .await?)
}

/// The invoices of one paying client, newest first.
pub async fn of_client(pool: &PgPool, client_id: i64, limit: i64) -> AppResult<Vec<Invoice>> {
    Ok(sqlx::query_as(
        "SELECT i.id, i.uuid, i.reference, i.created_at, o.id AS order_id, o.uuid AS order_uuid,
                o.reference AS order_reference, o.price_incl
         FROM order_invoices i JOIN orders o ON o.id = i.order_id
         WHERE o.pro_client_id = $1 ORDER BY i.id DESC LIMIT $2",
    )
    .bind(client_id)
    .bind(limit)
    .fetch_all(pool)
    .await?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn references_sort_as_numbers_within_a_year() {
        assert_eq!(reference(2026, 42), "F2026-000042");
        assert!(reference(2026, 9) < reference(2026, 10));
    }
}
