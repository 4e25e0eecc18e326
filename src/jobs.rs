//! Background work of a server: the mail sender, the index outbox follower and the
//! scheduled jobs (nightly reindex). Each is idempotent and claims its work in the
//! database or in this instance's own index, so restarting any of them is harmless.

use std::sync::Arc;

use anyhow::Context;
use sqlx::PgPool;
use tokio::task::JoinHandle;
use tokio_cron_scheduler::{Job, JobScheduler};

use crate::{config::Settings, filters::JobFilters, mail, search::Search};

/// Every night at 03:30 (server time) the index is rebuilt from the database and swapped in.
pub const NIGHTLY_REINDEX: &str = "0 30 3 * * *";

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
