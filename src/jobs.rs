//! Background work of a server: the mail sender, the index outbox follower and the
//! scheduled jobs (nightly reindex). Each is idempotent and claims its work in the
//! database or in this instance's own index, so restarting any of them is harmless.

use std::sync::Arc;

use anyhow::Context;
use chrono::Datelike;
use sqlx::PgPool;
use tokio::task::JoinHandle;
use tokio_cron_scheduler::{Job, JobScheduler};

use crate::{
    applications::{
        apply::purge_abandoned,
        digest::{send_digests, Frequency},
    },
    config::Settings,
    filters::JobFilters,
    mail::{self, Mailer},
    offers,
    search::Search,
};

/// Every night at 03:30 (server time) the index is rebuilt from the database and swapped in.
pub const NIGHTLY_REINDEX: &str = "0 30 3 * * *";
/// Every five minutes, offers whose period is over are marked expired.
pub const EXPIRY: &str = "0 */5 * * * *";

/// Every morning at 8:00 in Paris, companies get their digest of new applications (weekly
/// ones on Mondays).
pub const DIGESTS: &str = "0 0 8 * * *";

/// Advisory lock keys: with several instances, one runs each shared job at a time.
const EXPIRY_LOCK: i64 = 0x6578_7069_7279;
const DIGEST_LOCK: i64 = 0x6469_6765_7374;

/// Runs `job` if no other instance holds `key`; the lock lives as long as one connection.
async fn exclusively<F, T>(pool: &PgPool, key: i64, job: F) -> anyhow::Result<Option<T>>
where
    F: std::future::Future<Output = anyhow::Result<T>>,
{
    let mut conn = pool.acquire().await?;
    let locked: bool = sqlx::query_scalar("SELECT pg_try_advisory_lock($1)")
        .bind(key)
        .fetch_one(&mut *conn)
        .await?;
    if !locked {
        return Ok(None);
    }
    let outcome = job.await;
    sqlx::query("SELECT pg_advisory_unlock($1)")
        .bind(key)
        .execute(&mut *conn)
        .await?;
    outcome.map(Some)
}

pub struct Background {
    tasks: Vec<JoinHandle<()>>,
    scheduler: JobScheduler,
}

impl Background {
    pub async fn start(
        settings: &Settings,
        pool: &PgPool,
        search: &Search,
        filters: &Arc<JobFilters>,
        mailer: &Mailer,
    ) -> anyhow::Result<Self> {
        let transport =
            mail::sender::Transport::new(settings.smtp_url.as_deref(), &settings.data_dir)?;
        let from = settings
            .mail_from
            .parse()
            .context("MAIL_FROM is not a mail address")?;
        let tasks = vec![
            tokio::spawn(mail::sender::run(pool.clone(), transport, from)),
            tokio::spawn(search.clone().follow_outbox(pool.clone(), filters.clone())),
        ];

        let scheduler = JobScheduler::new()
            .await
            .context("starting the scheduler")?;
        let pool_for_expiry = pool.clone();
        let (digest_pool, digest_mailer) = (pool.clone(), mailer.clone());
        let (pool, search, filters) = (pool.clone(), search.clone(), filters.clone());
        scheduler
            .add(Job::new_async(NIGHTLY_REINDEX, move |_, _| {
                let (pool, search, filters) = (pool.clone(), search.clone(), filters.clone());
                Box::pin(async move {
                    match search.reindex(&pool, &filters).await {
                        Ok(count) => tracing::info!(count, "nightly reindex done"),
                        Err(error) => tracing::error!(error = ?error, "nightly reindex failed"),
                    }
                })
            })?)
            .await?;
        let expiry_pool = pool_for_expiry;
        scheduler
            .add(Job::new_async(EXPIRY, move |_, _| {
                let pool = expiry_pool.clone();
                Box::pin(async move {
                    let run = exclusively(&pool, EXPIRY_LOCK, async {
                        if let Err(error) = purge_abandoned(&pool).await {
                            tracing::warn!(error = ?error, "purging abandoned applications failed");
                        }
                        offers::lifecycle::expire_ended_offers(&pool)
                            .await
                            .map_err(|e| anyhow::anyhow!("{e:?}"))
                    });
                    match run.await {
                        Ok(Some(count)) if count > 0 => tracing::info!(count, "offers expired"),
                        Ok(_) => {}
                        Err(error) => tracing::error!(error = ?error, "offer expiry failed"),
                    }
                })
            })?)
            .await?;
        scheduler
            .add(Job::new_async_tz(
                DIGESTS,
                chrono_tz::Europe::Paris,
                move |_, _| {
                    let (pool, mailer) = (digest_pool.clone(), digest_mailer.clone());
                    Box::pin(async move {
                        let run = exclusively(&pool, DIGEST_LOCK, async {
                            let monday = chrono::Utc::now()
                                .with_timezone(&chrono_tz::Europe::Paris)
                                .weekday()
                                == chrono::Weekday::Mon;
                            let mut sent = send_digests(&pool, &mailer, Frequency::Daily).await;
                            if monday {
                                sent =
                                    sent.and(send_digests(&pool, &mailer, Frequency::Weekly).await);
                            }
                            sent.map_err(|e| anyhow::anyhow!("{e:?}"))
                        });
                        if let Err(error) = run.await {
                            tracing::error!(error = ?error, "application digests failed");
                        }
                    })
                },
            )?)
            .await?;
        scheduler.start().await.context("starting the scheduler")?;
        Ok(Self { tasks, scheduler })
    }

    /// Stops the tasks; queued mails and outbox rows stay in PostgreSQL for the next start.
    pub async fn stop(mut self) {
        for task in &self.tasks {
            task.abort();
        }
        if let Err(error) = self.scheduler.shutdown().await {
            tracing::warn!(%error, "scheduler did not stop cleanly");
        }
    }
}
