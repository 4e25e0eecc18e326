//! Every minute, companies that hear of each application (`each`, the default) get a mail
//! for their new ones: those arriving within a minute of the first gathered in one mail.

use super::{failed, Context, Lock, Schedule, Task};
use crate::applications::digest::{send_digests, Frequency};

pub const TASK: Task = Task {
    name: "application-notices",
    summary: "avis de nouvelles candidatures aux entreprises (à chaque candidature, regroupées sur une minute)",
    counted: "avis mis en file",
    schedule: Schedule::Cron("30 * * * * *", chrono_tz::Europe::Paris),
    lock: Lock::Advisory(0x6e6f_7469_6365),
    run: |context| Box::pin(run(context)),
};

async fn run(context: Context) -> anyhow::Result<u64> {
    let sent = send_digests(&context.pool, &context.mailer, Frequency::Each)
        .await
        .map_err(failed)?;
    Ok(sent as u64)
}
