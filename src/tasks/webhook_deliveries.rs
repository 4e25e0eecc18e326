//! Sends the due webhook deliveries (see `ats::delivery`): claimed row by row, so instances
//! send side by side and never one delivery twice.

use std::time::Duration;

use super::{Context, Lock, Schedule, Task};
use crate::ats::delivery::deliver_due;

pub const TASK: Task = Task {
    name: "webhook-deliveries",
    summary: "envoie aux ATS des entreprises les webhooks dont l'heure est venue",
    counted: "webhook(s) traité(s)",
    schedule: Schedule::Continuously(Duration::from_secs(1)),
    lock: Lock::Rows,
    run: |context| Box::pin(run(context)),
};

/// Sends batches until none is due: a delivery that fails is put off, so this ends.
async fn run(context: Context) -> anyhow::Result<u64> {
    let mut handled = 0;
    loop {
        match deliver_due(&context.pool, &context.deliverer).await? {
            0 => return Ok(handled),
            batch => handled += batch as u64,
        }
    }
}
