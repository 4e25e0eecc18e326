//! Every morning, the members who chose the digest hear of their candidates' unread messages.

use super::{failed, Context, Lock, Schedule, Task};
use crate::applications::messages::digest::send_digests;

pub const TASK: Task = Task {
    name: "message-digests",
    summary: "récapitulatifs des messages des candidats aux recruteurs qui les ont choisis",
    counted: "récapitulatif(s) mis en file",
    schedule: Schedule::Cron("0 0 8 * * *", chrono_tz::Europe::Paris),
    lock: Lock::Advisory(0x6d73_6764_6967),
    run: |context| Box::pin(run(context)),
};

async fn run(context: Context) -> anyhow::Result<u64> {
    let sent = send_digests(&context.pool, &context.mailer)
        .await
        .map_err(failed)?;
    Ok(sent as u64)
}
