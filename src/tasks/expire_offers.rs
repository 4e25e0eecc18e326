//! Published offers whose paid period is over are marked expired (-1).

use super::{failed, Context, Lock, Schedule, Task};
use crate::offers::lifecycle::expire_ended_offers;

pub const TASK: Task = Task {
    name: "expire-offers",
    summary: "marque expirées les offres publiées dont la période est finie",
    counted: "offre(s) expirée(s)",
    schedule: Schedule::Cron("0 */5 * * * *", chrono_tz::UTC),
    lock: Lock::Advisory(0x6578_7069_7279),
    run: |context| Box::pin(run(context)),
};

async fn run(context: Context) -> anyhow::Result<u64> {
    expire_ended_offers(&context.pool).await.map_err(failed)
}
