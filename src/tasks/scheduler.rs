//! Runs the jobs inside `serve`, beside the outbox follower that keeps this instance's index
//! true. Every job goes through `run_once`, as `ensemblier job run` does.
//!
//! Stopping (`Background::stop`, at the start of a shutdown) cuts the runs in progress: what
//! they held is let go at once (an advisory lock's connection is closed, a mail-queue batch's
//! transaction rolled back), so another instance takes the jobs over. Every job is harmless
//! to rerun, and the follower records its position only after its index commit.

use std::{sync::Arc, time::Instant};

use anyhow::Context as _;
use sqlx::PgPool;
use tokio::task::JoinHandle;
use tokio_cron_scheduler::JobScheduler;
use tokio_util::sync::CancellationToken;

use super::{run_once, Context, Outcome, Schedule, Task, ALL};
use crate::{
    config::Settings,
    filters::JobFilters,
    mail::Mailer,
    metrics::{JobOutcome, Metrics},
    places::Places,
    search::Search,
};

pub struct Background {
    tasks: Vec<JoinHandle<()>>,
    scheduler: JobScheduler,
    /// Cancelled by `stop`: every run in progress ends at its next await.
    stopping: CancellationToken,
}

impl Background {
    pub async fn start(
        settings: &Settings,
        pool: &PgPool,
        search: &Search,
        places: &Arc<Places>,
        filters: &Arc<JobFilters>,
        mailer: &Mailer,
        metrics: &Metrics,
    ) -> anyhow::Result<Self> {
        let stopping = CancellationToken::new();
        let context = Context::new(
            settings,
            pool.clone(),
            mailer.clone(),
            filters.clone(),
            Some(search.clone()),
        )?
        .with_places(places.clone());
        let mut tasks = vec![tokio::spawn(search.clone().follow_outbox(
            pool.clone(),
            filters.clone(),
            context.index_snapshots.then(|| context.storage.clone()),
        ))];
        let scheduler = JobScheduler::new()
            .await
            .context("starting the scheduler")?;
        for job in ALL {
            match job.schedule {
                Schedule::Cron(expression, zone) => {
                    // JOBS_EVERY_SECONDS (tests): every few seconds, on every instance at once.
                    let expression = match settings.jobs_every_seconds {
                        Some(seconds) => format!("*/{seconds} * * * * *"),
                        None => expression.to_owned(),
                    };
                    let run = Run {
                        job,
                        context: context.clone(),
                        metrics: metrics.clone(),
                        stopping: stopping.clone(),
                    };
                    let cron =
                        tokio_cron_scheduler::Job::new_async_tz(expression, zone, move |_, _| {
                            let run = run.clone();
                            Box::pin(async move { run.once().await })
                        })
                        .with_context(|| format!("scheduling {}", job.name))?;
                    scheduler.add(cron).await?;
                }
                Schedule::Continuously(pause) => {
                    let run = Run {
                        job,
                        context: context.clone(),
                        metrics: metrics.clone(),
                        stopping: stopping.clone(),
                    };
                    tasks.push(tokio::spawn(async move {
                        while !run.stopping.is_cancelled() {
                            run.once().await;
                            tokio::select! {
                                () = tokio::time::sleep(pause) => {}
                                () = run.stopping.cancelled() => {}
                            }
                        }
                    }));
                }
            }
        }
        scheduler.start().await.context("starting the scheduler")?;
        Ok(Self {
            tasks,
            scheduler,
            stopping,
        })
    }

    /// Stops scheduling, cuts the runs in progress and the outbox follower, and returns once
    /// they have let go of what they held; queued mails and outbox rows stay in PostgreSQL
    /// for another instance or the next start.
    pub async fn stop(mut self) {
        self.stopping.cancel();
        if let Err(error) = self.scheduler.shutdown().await {
            tracing::warn!(%error, "scheduler did not stop cleanly");
        }
        for task in &self.tasks {
            task.abort();
        }
        for task in self.tasks {
            let _ = task.await;
        }
    }
}

/// One job as the scheduler runs it: under its lock, measured, cut short by `stop`.
#[derive(Clone)]
struct Run {
    job: &'static Task,
    context: Context,
    metrics: Metrics,
    stopping: CancellationToken,
}

impl Run {
    async fn once(&self) {
        if self.stopping.is_cancelled() {
            return;
        }
        let started = Instant::now();
        let outcome = tokio::select! {
            outcome = run_once(self.job, &self.context) => outcome,
            () = self.stopping.cancelled() => {
                tracing::info!(job = self.job.name, "job cut short by the shutdown");
                self.metrics.job_ran(self.job.name, JobOutcome::Stopped, started.elapsed());
                return;
            }
        };
        let measured = match &outcome {
            Ok(Outcome::Done(_)) => JobOutcome::Done,
            Ok(Outcome::Skipped) => JobOutcome::Skipped,
            Err(_) => JobOutcome::Failed,
        };
        self.metrics
            .job_ran(self.job.name, measured, started.elapsed());
        log(self.job, outcome);
    }
}

fn log(job: &Task, outcome: anyhow::Result<Outcome>) {
    match outcome {
        Ok(Outcome::Done(0)) => {}
        Ok(Outcome::Done(count)) => tracing::info!(job = job.name, count, "job done"),
        Ok(Outcome::Skipped) => {
            tracing::debug!(job = job.name, "job running on another instance");
        }
        Err(error) => tracing::error!(job = job.name, error = ?error, "job failed"),
    }
}
