//! Applications started but left awaiting their documents for a day are deleted.

use super::{failed, Context, Lock, Schedule, Task};
use crate::applications::apply::purge_abandoned;

pub const TASK: Task = Task {
    name: "purge-abandoned-applications",
    summary: "supprime les candidatures restées sans leurs documents depuis un jour",
    counted: "candidature(s) abandonnée(s) supprimée(s)",
    schedule: Schedule::Cron("0 */5 * * * *", chrono_tz::UTC),
    lock: Lock::Advisory(0x7075_7267_6561),
    run: |context| Box::pin(run(context)),
};

async fn run(context: Context) -> anyhow::Result<u64> {
    purge_abandoned(&context.pool).await.map_err(failed)
}
