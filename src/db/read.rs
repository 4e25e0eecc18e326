//! Reads that may come from a streaming replica (`DATABASE_READ_URL`, docs/operations.md,
//! "Read replica"). A function that tolerates a second of lag takes a [`ReadPool`]; every
//! other takes the primary's `PgPool`, so the choice is made by type where the function is
//! written, not remembered where it is called. A `ReadPool` hands out no `PgPool`: it is an
//! executor of its own, which sends each statement to the replica while the replica is fresh
//! and to the primary otherwise (no replica set, replica unreachable, lagging, or not a
//! replica of this primary).

use std::{
    collections::VecDeque,
    str::FromStr,
    sync::{
        atomic::{AtomicBool, Ordering},
        Arc, Weak,
    },
    time::{Duration, Instant},
};

use anyhow::Context;
use futures_util::{future::BoxFuture, stream::BoxStream};
use sqlx::{
    postgres::{PgConnectOptions, PgPoolOptions},
    Describe, Either, Execute, Executor, PgPool, Postgres,
};

use crate::config::ReadReplica;

/// How often the replica's position is compared with the primary's.
const WATCH_EVERY: Duration = Duration::from_millis(250);
/// The longest a check of either server may take; past it, the replica is not fresh.
const CHECK_TIMEOUT: Duration = Duration::from_secs(2);

/// Where the reads that tolerate a second of lag go (see the module's comment).
#[derive(Clone)]
pub struct ReadPool {
    primary: PgPool,
    replica: Option<Arc<Replica>>,
}

struct Replica {
    pool: PgPool,
    /// Set by the watcher: whether reads go to the replica now.
    fresh: AtomicBool,
}

impl std::fmt::Debug for ReadPool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ReadPool")
            .field("on_replica", &self.on_replica())
            .finish_non_exhaustive()
    }
}

impl ReadPool {
    /// These reads from the primary: no replica is set, or the caller must see what was just
    /// written (a signed-in request, `http::graphql`).
    pub fn primary(pool: PgPool) -> Self {
        Self {
            primary: pool,
            replica: None,
        }
    }

    /// The same reads, from the primary only.
    pub fn on_primary_only(&self) -> Self {
        Self::primary(self.primary.clone())
    }

    /// Whether a statement sent now goes to the replica.
    pub fn on_replica(&self) -> bool {
        self.replica
            .as_ref()
            .is_some_and(|replica| replica.fresh.load(Ordering::Relaxed))
    }

    fn current(&self) -> &PgPool {
        match &self.replica {
            Some(replica) if replica.fresh.load(Ordering::Relaxed) => &replica.pool,
            _ => &self.primary,
        }
    }

    /// The read pool of a server: `primary` alone without a replica; else a pool of the
    /// replica (opened lazily: a replica down at start does not stop the server, whose reads
    /// then stay on the primary) and its watcher, which has checked it once on return.
    pub async fn connect(primary: &PgPool, settings: Option<&ReadReplica>) -> anyhow::Result<Self> {
        let Some(settings) = settings else {
            return Ok(Self::primary(primary.clone()));
        };
        let options = PgConnectOptions::from_str(&settings.url)
            .context("DATABASE_READ_URL must be a PostgreSQL URL")?;
        let pool = PgPoolOptions::new()
            .max_connections(settings.max_connections)
            .acquire_timeout(CHECK_TIMEOUT)
            .connect_lazy_with(options);
        let replica = Arc::new(Replica {
            pool,
            fresh: AtomicBool::new(false),
        });
        let mut watcher = Watcher {
            primary: primary.clone(),
            replica: Arc::downgrade(&replica),
            max_lag: settings.max_lag,
            samples: VecDeque::new(),
            caught_up_at: Instant::now(),
            said: None,
        };
        watcher.check(&replica).await;
        tokio::spawn(watcher.run());
        Ok(Self {
            primary: primary.clone(),
            replica: Some(replica),
        })
    }
}

/// What the watcher last said in the log, so a state is logged once, when it begins.
#[derive(Clone, PartialEq, Eq)]
enum State {
    Fresh,
    Lagging,
    Unreachable(String),
    Foreign,
}

/// Compares the replica's replayed position with the primary's, every `WATCH_EVERY`.
struct Watcher {
    primary: PgPool,
    /// Weak: the watcher ends with the last `ReadPool` of its server.
    replica: Weak<Replica>,
    max_lag: Duration,
    /// The primary's WAL positions and when they were read, oldest first: the replica is as
    /// old as the newest one it has replayed.
    samples: VecDeque<(Instant, u64)>,
    caught_up_at: Instant,
    said: Option<State>,
}

impl Watcher {
    async fn run(mut self) {
        let mut every = tokio::time::interval(WATCH_EVERY);
        every.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        loop {
            every.tick().await;
            let Some(replica) = self.replica.upgrade() else {
                return;
            };
            self.check(&replica).await;
        }
    }

    async fn check(&mut self, replica: &Replica) {
        let state = match tokio::time::timeout(CHECK_TIMEOUT, self.state(&replica.pool)).await {
            Ok(Ok(state)) => state,
            Ok(Err(error)) => State::Unreachable(error.to_string()),
            Err(_) => State::Unreachable("no answer within 2 s".to_owned()),
        };
        replica
            .fresh
            .store(state == State::Fresh, Ordering::Relaxed);
        if self.said.as_ref() != Some(&state) {
            let max_lag_ms = self.max_lag.as_millis() as u64;
            match &state {
                State::Fresh => tracing::info!("reads that tolerate lag go to the read replica"),
                State::Lagging => tracing::warn!(
                    max_lag_ms,
                    "the read replica lags: its reads go to the primary until it catches up"
                ),
                State::Unreachable(error) => tracing::warn!(
                    %error,
                    "the read replica is unreachable: its reads go to the primary"
                ),
                State::Foreign => tracing::error!(
                    "DATABASE_READ_URL is not a streaming replica of DATABASE_URL: its reads go \
                     to the primary"
                ),
            }
            self.said = Some(state);
        }
    }

    async fn state(&mut self, replica: &PgPool) -> sqlx::Result<State> {
        let primary = sqlx::query!(
            r#"SELECT pg_current_wal_lsn()::text AS "lsn!",
                      (SELECT system_identifier FROM pg_control_system()) AS "system!""#
        )
        .fetch_one(&self.primary)
        .await?;
        let now = Instant::now();
        self.samples
            .push_back((now, lsn(&primary.lsn).unwrap_or(u64::MAX)));
        // A replica replaying nothing for minutes leaves it lagging whatever the samples.
        while self.samples.len() > 4 * 60 * 4 {
            self.samples.pop_front();
        }
        let standby = sqlx::query!(
            r#"SELECT pg_is_in_recovery() AS "recovery!",
                      pg_last_wal_replay_lsn()::text AS replayed,
                      (SELECT system_identifier FROM pg_control_system()) AS "system!""#
        )
        .fetch_one(replica)
        .await?;
        // The same system identifier: a physical copy of this primary (or the primary itself).
        if standby.system != primary.system {
            return Ok(State::Foreign);
        }
        let replayed = if standby.recovery {
            standby.replayed.as_deref().and_then(lsn).unwrap_or(0)
        } else {
            u64::MAX
        };
        while let Some(&(at, position)) = self.samples.front() {
            if position > replayed {
                break;
            }
            self.caught_up_at = at;
            self.samples.pop_front();
        }
        Ok(
            if Instant::now().duration_since(self.caught_up_at) <= self.max_lag {
                State::Fresh
            } else {
                State::Lagging
            },
        )
    }
}

/// A WAL position as PostgreSQL writes it (`16/B374D848`) as a number.
fn lsn(text: &str) -> Option<u64> {
    let (high, low) = text.split_once('/')?;
    let high = u64::from_str_radix(high, 16).ok()?;
    let low = u64::from_str_radix(low, 16).ok()?;
    Some((high << 32) | low)
}

/// Each statement goes where [`ReadPool::current`] says when it is sent.
impl<'p> Executor<'p> for &'_ ReadPool {
    type Database = Postgres;

    fn fetch_many<'e, 'q: 'e, E>(
        self,
        query: E,
    ) -> BoxStream<'e, sqlx::Result<Either<sqlx::postgres::PgQueryResult, sqlx::postgres::PgRow>>>
    where
        E: 'q + Execute<'q, Postgres>,
    {
        self.current().fetch_many(query)
    }

    fn fetch_optional<'e, 'q: 'e, E>(
        self,
        query: E,
    ) -> BoxFuture<'e, sqlx::Result<Option<sqlx::postgres::PgRow>>>
    where
        E: 'q + Execute<'q, Postgres>,
    {
        self.current().fetch_optional(query)
    }

    fn prepare_with<'e, 'q: 'e>(
        self,
        sql: &'q str,
        parameters: &'e [sqlx::postgres::PgTypeInfo],
    ) -> BoxFuture<'e, sqlx::Result<sqlx::postgres::PgStatement<'q>>> {
        self.current().prepare_with(sql, parameters)
    }

    fn describe<'e, 'q: 'e>(self, sql: &'q str) -> BoxFuture<'e, sqlx::Result<Describe<Postgres>>> {
        self.current().describe(sql)
    }
}

#[cfg(test)]
mod tests {
    use super::lsn;

    #[test]
    fn a_wal_position_reads_as_a_number() {
        assert_eq!(lsn("0/0"), Some(0));
        assert_eq!(lsn("16/B374D848"), Some((0x16 << 32) | 0xB374_D848));
        assert!(lsn("16/B374D848") > lsn("15/FFFFFFFF"));
        assert_eq!(lsn("nowhere"), None);
    }
}
