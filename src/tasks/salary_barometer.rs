//! The salary barometer recomputed from the live and recent ads (docs/salaries.md).

use super::{failed, Context, Lock, Schedule, Task};
use crate::salaries::compute::compute;

pub const TASK: Task = Task {
    name: "salary-barometer",
    summary: "recalcule le baromètre des salaires à partir des annonces en ligne et récentes",
    counted: "case(s) du baromètre",
    // At night, after the day's publications and before the morning's visitors.
    schedule: Schedule::Cron("0 40 3 * * *", chrono_tz::Europe::Paris),
    lock: Lock::Advisory(0x7361_6c61_7279),
    run: |context| Box::pin(run(context)),
};

async fn run(context: Context) -> anyhow::Result<u64> {
    compute(&context.pool).await.map_err(failed)
}
