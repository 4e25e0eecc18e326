//! Every hour, each company's answer time and reading recounted (docs/answer-time.md): the
//! offer and company pages read the row instead of counting applications at each view.

use super::{failed, Context, Lock, Schedule, Task};
use crate::applications::answer_time::compute;

pub const TASK: Task = Task {
    name: "answer-times",
    summary: "recalcule le délai de réponse des entreprises et leur lecture des candidatures",
    counted: "entreprise(s)",
    // Hourly: « Consulte activement » follows the week's readings closely enough.
    schedule: Schedule::Cron("0 25 * * * *", chrono_tz::Europe::Paris),
    lock: Lock::Advisory(0x616e_7377_7469),
    run: |context| Box::pin(run(context)),
};

async fn run(context: Context) -> anyhow::Result<u64> {
    compute(&context.pool).await.map_err(failed)
}
