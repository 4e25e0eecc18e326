//! Mondays at 09:00 (Paris), after the weekly alerts: « Offres pour vous » by mail to the
//! candidates who asked for it (`recommendations::mailing`), from this instance's index.

use super::{failed, Context, Lock, Schedule, Task};
use crate::recommendations::mailing::{self, Weekly};

pub const TASK: Task = Task {
    name: "offers-for-you-weekly",
    summary: "« Offres pour vous » par mail, le lundi à 9 h, aux candidats qui l'ont demandé",
    counted: "mail(s) « Offres pour vous » mis en file",
    schedule: Schedule::Cron("0 0 9 * * Mon", chrono_tz::Europe::Paris),
    lock: Lock::Advisory(0x666f_7279_6f75),
    run: |context| Box::pin(run(context)),
};

async fn run(context: Context) -> anyhow::Result<u64> {
    let places = context.places().await?;
    let search = context.search().await?;
    // The server's index is current; one opened by `ensemblier task run` follows the outbox
    // first.
    search
        .catch_up(&context.pool, &context.filters)
        .await
        .map_err(failed)?;
    let weekly = Weekly {
        pool: &context.pool,
        search,
        filters: &context.filters,
        places,
        mailer: &context.mailer,
        secret: &context.signing_secret,
    };
    mailing::run(&weekly, chrono::Utc::now())
        .await
        .map_err(failed)
}
