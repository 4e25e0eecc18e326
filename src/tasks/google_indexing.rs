//! Tells Google's Indexing API of the offers published, changed and removed since it was last
//! told, within the day's quota (`google_indexing`). Nothing to do while it is off.

use super::{Context, Lock, Schedule, Task};

pub const TASK: Task = Task {
    name: "google-indexing",
    summary: "signale à Google les offres publiées, modifiées ou retirées (API Indexing)",
    counted: "adresse(s) acceptée(s) par Google",
    schedule: Schedule::Cron("0 */10 * * * *", chrono_tz::UTC),
    lock: Lock::Advisory(0x676f_6f67_6c65),
    run: |context| Box::pin(run(context)),
};

async fn run(context: Context) -> anyhow::Result<u64> {
    let Some(client) = &context.google_indexing else {
        return Ok(0);
    };
    let run =
        crate::google_indexing::notify(&context.pool, client, &context.public_base_url).await?;
    if run.failed > 0 {
        tracing::warn!(
            failed = run.failed,
            "Google's Indexing API: notices to try again"
        );
    }
    Ok(run.accepted)
}
