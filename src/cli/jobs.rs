//! `ensemblier job`: the scheduled work a server runs, listed or run once under its lock.

use std::sync::Arc;

use clap::{builder::PossibleValuesParser, Subcommand};
use ensemblier::{
    filters::JobFilters,
    jobs::{self, Outcome},
    mail::Mailer,
};

use super::Ready;

#[derive(Subcommand)]
pub enum JobAction {
    /// List the jobs: name, schedule, how instances share them.
    List,
    /// Run one job once, now, under its lock, as the scheduler would.
    Run {
        #[arg(value_parser = PossibleValuesParser::new(jobs::ALL.iter().map(|job| job.name)))]
        name: String,
    },
}

pub async fn run(action: JobAction) -> anyhow::Result<()> {
    match action {
        JobAction::List => {
            for job in jobs::ALL {
                println!(
                    "{}\n  {}\n  {} ; {}",
                    job.name, job.summary, job.schedule, job.lock
                );
            }
            Ok(())
        }
        JobAction::Run { name } => run_once(&name).await,
    }
}

/// Runs one job once through `jobs::run_once`, as the scheduler does.
async fn run_once(name: &str) -> anyhow::Result<()> {
    let job = jobs::find(name).ok_or_else(|| anyhow::anyhow!("no job called {name}"))?;
    // One connection holds the job's advisory lock; the alert mailing writes two batches at once.
    let Ready { settings, pool } = Ready::connect(3).await?;
    let filters = Arc::new(JobFilters::load(&pool).await?);
    let mailer = Mailer::new(&settings.public_base_url);
    let context = jobs::Context::new(&settings, pool, mailer, filters, None)?;
    match jobs::run_once(job, &context).await? {
        Outcome::Done(count) => println!("{name} : {count} {}.", job.counted),
        Outcome::Skipped => {
            println!("{name} : déjà en cours sur une autre instance, rien n'a été fait.");
        }
    }
    Ok(())
}
