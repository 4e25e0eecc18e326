//! Every 5 minutes, the interviews starting within 24 hours are reminded to both sides, once
//! (`interviews::reminders`).

use super::{failed, Context, Lock, Schedule, Task};
use crate::interviews::reminders::send_due;

pub const TASK: Task = Task {
    name: "interview-reminders",
    summary: "rappels d'entretien, 24 heures avant, au candidat et au recruteur",
    counted: "entretiens rappelés",
    schedule: Schedule::Cron("0 */5 * * * *", chrono_tz::Europe::Paris),
    lock: Lock::Advisory(0x696e_7465_7276),
    run: |context| Box::pin(run(context)),
};

async fn run(context: Context) -> anyhow::Result<u64> {
    send_due(&context.pool, &context.mailer)
        .await
        .map_err(failed)
}
