//! Every hour, candidates whose applications a closed offer left unanswered for a week are
//! told, once, in one mail each (`applications::closed_notice`).

use super::{failed, Context, Lock, Schedule, Task};
use crate::applications::closed_notice::send_notices;

pub const TASK: Task = Task {
    name: "closed-offer-notices",
    summary: "avis aux candidats des offres closes sans réponse depuis 7 jours (un courriel par candidat)",
    counted: "avis mis en file",
    schedule: Schedule::Cron("0 40 * * * *", chrono_tz::Europe::Paris),
    lock: Lock::Advisory(0x636c_6f73_6564),
    run: |context| Box::pin(run(context)),
};

async fn run(context: Context) -> anyhow::Result<u64> {
    let queued = send_notices(&context.pool, &context.mailer)
        .await
        .map_err(failed)?;
    Ok(queued as u64)
}
