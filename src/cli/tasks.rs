//! `ensemblier task`: the scheduled tasks a server runs, listed or run once under its lock.

use std::sync::Arc;

use clap::{builder::PossibleValuesParser, Subcommand};
use ensemblier::{
    filters::JobFilters,
    mail::Mailer,
    tasks::{self, Outcome},
};

use super::Ready;

#[derive(Subcommand)]
pub enum TaskAction {
    /// Liste les tâches : nom, horaire, partage entre instances.
    List,
    /// Lance une tâche une fois, maintenant, sous son verrou, comme le planificateur.
    Run {
        #[arg(value_parser = PossibleValuesParser::new(tasks::ALL.iter().map(|job| job.name)))]
        name: String,
    },
}

pub async fn run(action: TaskAction) -> anyhow::Result<()> {
    match action {
        TaskAction::List => {
            for job in tasks::ALL {
                println!(
                    "{}\n  {}\n  {} ; {}",
                    job.name, job.summary, job.schedule, job.lock
                );
            }
            Ok(())
        }
        TaskAction::Run { name } => run_once(&name).await,
    }
}

/// Runs one job once through `tasks::run_once`, as the scheduler does.
async fn run_once(name: &str) -> anyhow::Result<()> {
    let job = tasks::find(name).ok_or_else(|| {
        anyhow::anyhow!("aucune tâche ne s'appelle {name} (`ensemblier task list`)")
    })?;
    // One connection holds the job's advisory lock; the alert mailing writes two batches at once.
    let Ready { settings, pool } = Ready::signing("task run", 3).await?;
    let filters = Arc::new(JobFilters::load(&pool).await?);
    let mailer = Mailer::new(&settings.public_base_url)
        .with_replies(&settings.jwt_secret, &settings.mail_from);
    let context = tasks::Context::new(&settings, pool, mailer, filters, None)?;
    match tasks::run_once(job, &context).await? {
        Outcome::Done(count) => println!("{name} : {count} {}.", job.counted),
        Outcome::Skipped => {
            println!("{name} : déjà en cours sur une autre instance, rien n'a été fait.");
        }
    }
    Ok(())
}
