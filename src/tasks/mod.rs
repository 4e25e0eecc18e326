//! Scheduled tasks (what crates.io's `src/worker/jobs/` calls jobs: here a "job" is an offer),
//! one file each: its name, when it runs, how several instances share it and an idempotent
//! `run`. `Background::start` registers every task of `ALL`; `ensemblier task run <name>` runs
//! one once through the same `run_once`, lock included.
//!
//! Adding a task: a file here declaring `pub const TASK: Task`, its `mod` line and its line in
//! `ALL`.

use std::{fmt, future::Future, pin::Pin, time::Duration};

use chrono_tz::Tz;
use sqlx::PgPool;

mod alert_mails_daily;
mod alert_mails_weekly;
mod answer_times;
mod application_digests;
mod application_notices;
mod closed_offer_notices;
mod company_verifications;
mod context;
mod expire_offers;
mod google_indexing;
mod interview_reminders;
mod la_bonne_alternance;
mod mail_queue;
mod message_digests;
mod offers_for_you_weekly;
mod purge_abandoned_applications;
mod reindex;
mod retention;
mod salary_barometer;
mod scheduler;
mod webhook_deliveries;

pub use context::Context;
pub use scheduler::Background;

/// Every job, in the order `ensemblier job list` shows them.
pub const ALL: &[&Task] = &[
    &reindex::TASK,
    &expire_offers::TASK,
    &purge_abandoned_applications::TASK,
    &application_digests::TASK,
    &application_notices::TASK,
    &closed_offer_notices::TASK,
    &message_digests::TASK,
    &alert_mails_daily::TASK,
    &alert_mails_weekly::TASK,
    &offers_for_you_weekly::TASK,
    &mail_queue::TASK,
    &webhook_deliveries::TASK,
    &company_verifications::TASK,
    &retention::TASK,
    &salary_barometer::TASK,
    &google_indexing::TASK,
    &interview_reminders::TASK,
    &answer_times::TASK,
    &la_bonne_alternance::TASK,
];

/// What a run returns: how many things it handled (offers, mails…).
pub type TaskFuture = Pin<Box<dyn Future<Output = anyhow::Result<u64>> + Send>>;

pub struct Task {
    /// Its name in logs and for `ensemblier job run`.
    pub name: &'static str,
    /// What it does, in French, for `ensemblier job list`.
    pub summary: &'static str,
    /// What `run` counts, in French, for `ensemblier job run`.
    pub counted: &'static str,
    pub schedule: Schedule,
    pub lock: Lock,
    /// Does the work once. Must be harmless to rerun: a run may be cut short by a restart.
    pub run: fn(Context) -> TaskFuture,
}

#[derive(Clone, Copy, Debug)]
pub enum Schedule {
    /// A cron expression with seconds (`sec min hour day month weekday`) in a time zone.
    Cron(&'static str, Tz),
    /// Again and again while the server runs, pausing this long after each run.
    Continuously(Duration),
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Lock {
    /// Shared work: one instance at a time runs it, holding this PostgreSQL advisory lock.
    Advisory(i64),
    /// The job claims its rows itself (`FOR UPDATE SKIP LOCKED`): instances run it side by
    /// side and never handle one row twice.
    Rows,
    /// The job works on this instance's own files (its index): every instance runs it.
    PerInstance,
}

#[derive(Debug, PartialEq)]
pub enum Outcome {
    /// It ran and handled this many things.
    Done(u64),
    /// Another instance holds its advisory lock: the job runs there.
    Skipped,
}

/// The job called `name`.
pub fn find(name: &str) -> Option<&'static Task> {
    ALL.iter().copied().find(|job| job.name == name)
}

/// Runs `job` once, under its lock: what the scheduler and `ensemblier job run` both call.
pub async fn run_once(job: &Task, context: &Context) -> anyhow::Result<Outcome> {
    let run = (job.run)(context.clone());
    match job.lock {
        Lock::Advisory(key) => Ok(exclusively(&context.pool, key, run)
            .await?
            .map_or(Outcome::Skipped, Outcome::Done)),
        Lock::Rows | Lock::PerInstance => run.await.map(Outcome::Done),
    }
}

/// Jobs under an advisory lock running at once in this process. Each holds one pooled
/// connection for its lock and takes another for its queries: at a tick where six of them are
/// due (every ten minutes), a pool of five was all locks and every job waited for a second
/// connection until the pool's timeout, requests with them (`BUSY`). Two leave the pool free.
static LOCKED_JOBS: tokio::sync::Semaphore = tokio::sync::Semaphore::const_new(2);

/// Runs `job` if no other session holds `key`; the lock lives as long as one connection.
async fn exclusively<F, T>(pool: &PgPool, key: i64, job: F) -> anyhow::Result<Option<T>>
where
    F: Future<Output = anyhow::Result<T>>,
{
    let _turn = LOCKED_JOBS.acquire().await?;
    let mut conn = pool.acquire().await?;
    // A session lock outlives the run if the run is cut (a shutdown, an aborted task) and the
    // connection goes back to the pool: closed instead, the lock goes with it.
    conn.close_on_drop();
    let locked: bool = sqlx::query_scalar!(r#"SELECT pg_try_advisory_lock($1) AS "locked!""#, key)
        .fetch_one(&mut *conn)
        .await?;
    if !locked {
        return Ok(None);
    }
    let outcome = job.await;
    sqlx::query!("SELECT pg_advisory_unlock($1) AS unlocked", key)
        .fetch_one(&mut *conn)
        .await?;
    outcome.map(Some)
}

/// Domain errors carry no `Display` (see `error.rs`); a job logs their whole debug form.
fn failed(error: crate::error::AppError) -> anyhow::Error {
    anyhow::anyhow!("{error:?}")
}

impl fmt::Display for Schedule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Cron(expression, zone) => write!(f, "cron « {expression} » ({zone})"),
            Self::Continuously(pause) => {
                write!(f, "en continu (pause de {} ms)", pause.as_millis())
            }
        }
    }
}

impl fmt::Display for Lock {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Advisory(key) => write!(f, "une instance à la fois (verrou {key:#x})"),
            Self::Rows => f.write_str("lignes réservées (SKIP LOCKED)"),
            Self::PerInstance => f.write_str("chaque instance"),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;

    #[test]
    fn names_and_lock_keys_are_unique() {
        let names: HashSet<_> = ALL.iter().map(|job| job.name).collect();
        assert_eq!(names.len(), ALL.len(), "two jobs share a name");
        let keys: Vec<i64> = ALL
            .iter()
            .filter_map(|job| match job.lock {
                Lock::Advisory(key) => Some(key),
                _ => None,
            })
            .collect();
        let unique: HashSet<_> = keys.iter().collect();
        assert_eq!(unique.len(), keys.len(), "two jobs share an advisory lock");
    }

    #[test]
    fn every_cron_expression_parses() {
        for job in ALL {
            if let Schedule::Cron(expression, zone) = job.schedule {
                assert!(
                    tokio_cron_scheduler::Job::new_async_tz(expression, zone, |_, _| {
                        Box::pin(async {})
                    })
                    .is_ok(),
                    "{}: {expression}",
                    job.name
                );
            }
        }
    }

    #[test]
    fn a_job_is_found_by_its_name() {
        assert_eq!(
            find("expire-offers").map(|job| job.name),
            Some("expire-offers")
        );
        assert!(find("nope").is_none());
    }
}
