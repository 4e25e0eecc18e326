//! Sends the due mails of the queue (see `mail::sender`): claimed row by row, so instances
//! send side by side and never one mail twice.

use std::time::Duration;

use super::{Context, Lock, Schedule, Task};
use crate::mail::sender::send_due;

pub const TASK: Task = Task {
    name: "mail-queue",
    summary: "envoie les mails en attente dont l'heure est venue",
    counted: "mail(s) traité(s)",
    schedule: Schedule::Continuously(Duration::from_millis(500)),
    lock: Lock::Rows,
    run: |context| Box::pin(run(context)),
};

/// Sends batches until none is due: a mail that fails is put off, so this ends.
async fn run(context: Context) -> anyhow::Result<u64> {
    let mut handled = 0;
    loop {
        match send_due(&context.pool, &context.transport, &context.from).await? {
            0 => return Ok(handled),
            batch => handled += batch as u64,
        }
    }
}
