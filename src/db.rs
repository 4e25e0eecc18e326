//! The PostgreSQL pool: the database is created when missing and migrated at start.

use std::str::FromStr;

use anyhow::Context;
use sqlx::{
    migrate::Migrator,
    postgres::{PgConnectOptions, PgPoolOptions},
    Connection, Executor, PgConnection, PgPool,
};

mod read;
pub use read::ReadPool;

pub static MIGRATOR: Migrator = sqlx::migrate!("./migrations");

/// An `ILIKE` pattern matching any text that contains `text` literally (its `%`, `_` and `\`
/// escaped).
pub fn contains_pattern(text: &str) -> String {
    format!(
        "%{}%",
        text.replace('\\', "\\\\")
            .replace('%', "\\%")
            .replace('_', "\\_")
    )
}

/// Holds, to the end of the caller's transaction, the advisory lock of `key` in `namespace`
/// (one constant per kind of limit). A limit counted then inserted under it holds under a
/// race: the next caller waits here, then its count (a later statement) sees the row the
/// first one committed. Two keys hashing alike only wait for each other.
pub async fn lock_key(conn: &mut PgConnection, namespace: i32, key: &str) -> sqlx::Result<()> {
    sqlx::query!(
        "SELECT pg_advisory_xact_lock($1, hashtext($2))",
        namespace,
        key
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// A pooled connection idle this long is pinged before it is used (`connect`).
const PING_IF_IDLE_FOR: std::time::Duration = std::time::Duration::from_secs(1);

/// Connects to `database_url`, creating the database first if the server lacks it.
pub async fn connect(database_url: &str, max_connections: u32) -> anyhow::Result<PgPool> {
    let options = PgConnectOptions::from_str(database_url)
        .with_context(|| format!("DATABASE_URL is not a PostgreSQL URL: {database_url}"))?;
    create_database_if_missing(&options).await?;
    PgPoolOptions::new()
        .max_connections(max_connections)
        // sqlx pings a connection on its way back to the pool; its default ping on the way
        // out as well made three round trips of one query (that one was ~4 % of an offer
        // page's server CPU). Only a connection idle long enough to have been cut unwatched
        // (a restart of PostgreSQL) is pinged before use.
        .test_before_acquire(false)
        .before_acquire(|connection, meta| {
            Box::pin(async move {
                if meta.idle_for >= PING_IF_IDLE_FOR {
                    connection.ping().await?;
                }
                Ok(true)
            })
        })
        .connect_with(options)
        .await
        .context("cannot connect to PostgreSQL (is it running? see README.md)")
}

pub async fn migrate(pool: &PgPool) -> anyhow::Result<()> {
    MIGRATOR
        .run(pool)
        .await
        .context("database migration failed")
}

async fn create_database_if_missing(options: &PgConnectOptions) -> anyhow::Result<()> {
    let name = options.get_database().unwrap_or("postgres").to_owned();
    let mut server = PgConnection::connect_with(&options.clone().database("postgres"))
        .await
        .context("PostgreSQL est injoignable (est-il démarré ? voir README.md)")?;
    let exists: bool = sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM pg_database WHERE datname = $1) AS "exists!""#,
        &name
    )
    .fetch_one(&mut server)
    .await?;
    if !exists {
        tracing::info!(database = %name, "creating the database");
        // An identifier cannot be a bound parameter: the one statement built at run time
        // outside the dynamic places (`static_sql`), quoted here.
        server
            .execute(format!("CREATE DATABASE \"{}\"", name.replace('"', "\"\"")).as_str())
            .await?;
    }
    Ok(())
}

#[cfg(test)]
mod static_sql;

#[cfg(test)]
mod pattern_tests {
    use super::contains_pattern;

    #[test]
    fn a_search_text_matches_literally() {
        assert_eq!(contains_pattern("ENS-AB"), "%ENS-AB%");
        assert_eq!(contains_pattern(r"50%_a\b"), r"%50\%\_a\\b%");
    }
}
