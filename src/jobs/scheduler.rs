//! Runs the jobs inside `serve`, beside the outbox follower that keeps this instance's index
//! true. Every job goes through `run_once`, as `ensemblier job run` does.

use std::sync::Arc;

use anyhow::Context as _;
use sqlx::PgPool;
use tokio::task::JoinHandle;
use tokio_cron_scheduler::JobScheduler;

use super::{run_once, Context, Job, Outcome, Schedule, ALL};
use crate::{config::Settings, filters::JobFilters, mail::Mailer, search::Search};

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
        let context = Context::new(
            settings,
            pool.clone(),
            mailer.clone(),
            filters.clone(),
            Some(search.clone()),
        )?;
        let mut tasks = vec![tokio::spawn(
            search.clone().follow_outbox(pool.clone(), filters.clone()),
        )];
        let scheduler = JobScheduler::new()
            .await
            .context("starting the scheduler")?;
        for job in ALL {
            match job.schedule {
                Schedule::Cron(expression, zone) => {
                    let context = context.clone();
                    // JOBS_EVERY_SECONDS (tests): every few seconds, on every instance at once.
                    let expression = match settings.jobs_every_seconds {
                        Some(seconds) => format!("*/{seconds} * * * * *"),
                        None => expression.to_owned(),
                    };
                    let cron =
                        tokio_cron_scheduler::Job::new_async_tz(expression, zone, move |_, _| {
                            let context = context.clone();
                            Box::pin(async move { log(job, run_once(job, &context).await) })
                        })
                        .with_context(|| format!("scheduling {}", job.name))?;
                    scheduler.add(cron).await?;
                }
                Schedule::Continuously(pause) => {
                    let context = context.clone();
                    tasks.push(tokio::spawn(async move {
                        loop {
                            log(job, run_once(job, &context).await);
                            tokio::time::sleep(pause).await;
                        }
                    }));
                }
            }
        }
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

fn log(job: &Job, outcome: anyhow::Result<Outcome>) {
    match outcome {
        Ok(Outcome::Done(0)) => {}
        Ok(Outcome::Done(count)) => tracing::info!(job = job.name, count, "job done"),
        Ok(Outcome::Skipped) => {
            tracing::debug!(job = job.name, "job running on another instance")
        }
        Err(error) => tracing::error!(job = job.name, error = ?error, "job failed"),
    }
}
