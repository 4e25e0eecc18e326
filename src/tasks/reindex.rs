//! The search index is rebuilt from the database every night and swapped in, so whatever
//! the outbox follower may have missed is set right. Each instance rebuilds its own index.

use super::{failed, Context, Lock, Schedule, Task};

pub const TASK: Task = Task {
    name: "reindex",
    summary: "reconstruit l'index de recherche de cette instance depuis la base",
    counted: "offre(s) indexée(s)",
    schedule: Schedule::Cron("0 30 3 * * *", chrono_tz::UTC),
    lock: Lock::PerInstance,
    run: |context| Box::pin(run(context)),
};

async fn run(context: Context) -> anyhow::Result<u64> {
    let search = context.search().await?;
    let count = search
        .reindex(&context.pool, &context.filters)
        .await
        .map_err(failed)?;
    Ok(count as u64)
}
