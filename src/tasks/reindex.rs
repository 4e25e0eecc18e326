//! The search index is rebuilt from the database every night and swapped in, so whatever
//! the outbox follower may have missed is set right. Each instance rebuilds its own index;
//! then, with snapshots on, one instance publishes its index to the store for the instances
//! that start later (`search::snapshot`): the advisory lock lets one publish at a time, and
//! the ones that get it after skip a snapshot published less than 20 hours ago.

use super::{exclusively, failed, Context, Lock, Schedule, Task};

/// Held while a snapshot is published.
const PUBLISH_LOCK: i64 = 0x696e_6465_7873_6e70;

pub const TASK: Task = Task {
    name: "reindex",
    summary: "reconstruit l'index de recherche de cette instance depuis la base (et le publie pour les nouvelles instances)",
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
    if context.index_snapshots {
        let published = exclusively(&context.pool, PUBLISH_LOCK, async {
            search.publish_snapshot(&context.storage, false).await
        })
        .await;
        match published {
            Ok(Some(Some(manifest))) => tracing::info!(
                offers = manifest.offers,
                size = manifest.size,
                position = %manifest.position,
                "search index snapshot published"
            ),
            Ok(_) => {}
            // The rebuild itself succeeded: the next night publishes again.
            Err(error) => tracing::error!(
                error = format!("{error:#}"),
                "search index: the snapshot could not be published"
            ),
        }
    }
    Ok(count as u64)
}
