//! Sends La bonne alternance the apprenticeship and professionalisation offers published,
//! changed and withdrawn since it was last told, and reads how it publishes them
//! (`la_bonne_alternance`). Nothing to do while it is off.

use super::{Context, Lock, Schedule, Task};

pub const TASK: Task = Task {
    name: "la-bonne-alternance",
    summary: "publie les offres d'alternance sur La bonne alternance, les met à jour ou les retire",
    counted: "offre(s) envoyée(s), retirée(s) ou relue(s)",
    // Every minute, at most `CALLS_PER_RUN` calls: within the API's 30 writes a minute.
    schedule: Schedule::Cron("30 * * * * *", chrono_tz::UTC),
    lock: Lock::Advisory(0x6c62_615f_6f66),
    run: |context| Box::pin(run(context)),
};

async fn run(context: Context) -> anyhow::Result<u64> {
    let Some(client) = &context.la_bonne_alternance else {
        return Ok(0);
    };
    let run =
        crate::la_bonne_alternance::sync(&context.pool, client, &context.public_base_url).await?;
    if run.failed > 0 {
        tracing::warn!(
            failed = run.failed,
            "La bonne alternance: calls to try again"
        );
    }
    Ok(run.sent + run.withdrawn + run.checked)
}
