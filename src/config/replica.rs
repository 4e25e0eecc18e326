//! The read replica (`DATABASE_READ_*`): a PostgreSQL streaming replica of `DATABASE_URL`
//! serving the public reads that tolerate a second of lag (`db::read`, docs/operations.md,
//! "Read replica").

use std::{str::FromStr, time::Duration};

use anyhow::Context;

/// The most connections a server opens to the replica (`DATABASE_READ_MAX_CONNECTIONS`).
pub const MAX_READ_CONNECTIONS: u32 = 100;
/// The longest lag `DATABASE_READ_MAX_LAG_SECONDS` may allow.
pub const MAX_READ_LAG_SECONDS: u64 = 3600;

#[derive(Clone, PartialEq, Eq)]
pub struct ReadReplica {
    /// `DATABASE_READ_URL`: the replica's URL, checked as a PostgreSQL URL at start.
    pub url: String,
    /// `DATABASE_READ_MAX_CONNECTIONS` (1 to 100). Default: `DATABASE_MAX_CONNECTIONS`.
    pub max_connections: u32,
    /// `DATABASE_READ_MAX_LAG_SECONDS` (1 to 3600). Default 1: a replica further behind the
    /// primary than this serves nothing until it catches up.
    pub max_lag: Duration,
}

/// The URL may hold a password: it stays out of logs and panics.
impl std::fmt::Debug for ReadReplica {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ReadReplica")
            .field("max_connections", &self.max_connections)
            .field("max_lag", &self.max_lag)
            .finish_non_exhaustive()
    }
}

impl ReadReplica {
    /// The replica, if `DATABASE_READ_URL` is set; `primary_connections` is
    /// `DATABASE_MAX_CONNECTIONS`, the default size of its pool.
    pub(super) fn from_environment(
        var: impl Fn(&str) -> Option<String>,
        primary_connections: u32,
    ) -> anyhow::Result<Option<Self>> {
        let Some(url) = var("DATABASE_READ_URL").map(|url| url.trim().to_owned()) else {
            anyhow::ensure!(
                var("DATABASE_READ_MAX_CONNECTIONS").is_none()
                    && var("DATABASE_READ_MAX_LAG_SECONDS").is_none(),
                "DATABASE_READ_MAX_CONNECTIONS or DATABASE_READ_MAX_LAG_SECONDS is set without \
                 DATABASE_READ_URL"
            );
            return Ok(None);
        };
        // The URL itself is not repeated: it may hold the replica's password.
        let postgres = ["postgres://", "postgresql://"]
            .iter()
            .any(|scheme| url.starts_with(scheme));
        anyhow::ensure!(
            postgres && sqlx::postgres::PgConnectOptions::from_str(&url).is_ok(),
            "DATABASE_READ_URL must be a PostgreSQL URL, e.g. postgres://user@replica:5432/ensemblier"
        );
        let max_connections = match var("DATABASE_READ_MAX_CONNECTIONS") {
            Some(n) => n
                .trim()
                .parse()
                .ok()
                .filter(|n| (1..=MAX_READ_CONNECTIONS).contains(n))
                .with_context(|| {
                    format!("DATABASE_READ_MAX_CONNECTIONS must be a number from 1 to {MAX_READ_CONNECTIONS}")
                })?,
            None => primary_connections.clamp(1, MAX_READ_CONNECTIONS),
        };
        let max_lag = match var("DATABASE_READ_MAX_LAG_SECONDS") {
            Some(n) => n
                .trim()
                .parse()
                .ok()
                .filter(|n| (1..=MAX_READ_LAG_SECONDS).contains(n))
                .map(Duration::from_secs)
                .with_context(|| {
                    format!("DATABASE_READ_MAX_LAG_SECONDS must be a number of seconds from 1 to {MAX_READ_LAG_SECONDS}")
                })?,
            None => Duration::from_secs(1),
        };
        Ok(Some(Self {
            url,
            max_connections,
            max_lag,
        }))
    }
}
