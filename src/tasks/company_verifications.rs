//! Asks the State's company directory again for the SIRET it did not answer for (timeout,
//! `429`): each is verified or refused once it answers (`companies::verification`).

use super::{failed, Context, Lock, Schedule, Task};
use crate::companies::verification::retry_pending;

pub const TASK: Task = Task {
    name: "company-verifications",
    summary: "vérifie à nouveau dans l'annuaire des entreprises les SIRET restés en attente",
    counted: "SIRET vérifié(s) ou refusé(s)",
    schedule: Schedule::Cron("0 */10 * * * *", chrono_tz::UTC),
    lock: Lock::Advisory(0x7369_7265_7421),
    run: |context| Box::pin(run(context)),
};

async fn run(context: Context) -> anyhow::Result<u64> {
    retry_pending(&context.pool, &context.directory)
        .await
        .map_err(failed)
}
