//! Nightly, erases the personal data past its retention (docs/privacy.md,
//! `crate::retention`): old applications of closed offers with their documents, year-old
//! addresses, sent mails and their `.eml` files after 30 days, expired sessions, the API's past
//! request counts.

use super::{failed, Context, Lock, Schedule, Task};
use crate::{accounts::session, ats::token, retention};

pub const TASK: Task = Task {
    name: "retention",
    summary: "efface les données personnelles dont la durée de conservation est passée",
    counted: "donnée(s) effacée(s)",
    schedule: Schedule::Cron("0 30 3 * * *", chrono_tz::Europe::Paris),
    lock: Lock::Advisory(0x7265_7465_6e74),
    run: |context| Box::pin(run(context)),
};

async fn run(context: Context) -> anyhow::Result<u64> {
    let erased = retention::apply(
        &context.pool,
        &context.storage,
        &context.data_dir().join("mail"),
    )
    .await
    .map_err(failed)?;
    tracing::info!(?erased, "retention applied");
    let sessions = session::purge_expired(&context.pool)
        .await
        .map_err(failed)?;
    let minutes = token::forget_past_minutes(&context.pool)
        .await
        .map_err(failed)?;
    Ok(erased.total() + sessions + minutes)
}
