//! Every morning, companies get their digest of new applications: `daily` ones every day,
//! `weekly` ones on Mondays (in Paris).

use chrono::Datelike;

use super::{failed, Context, Lock, Schedule, Task};
use crate::applications::digest::{send_digests, Frequency};

pub const TASK: Task = Task {
    name: "application-digests",
    summary: "récapitulatifs des nouvelles candidatures aux entreprises (quotidiens ; hebdomadaires le lundi)",
    counted: "récapitulatif(s) mis en file",
    schedule: Schedule::Cron("0 0 8 * * *", chrono_tz::Europe::Paris),
    lock: Lock::Advisory(0x6469_6765_7374),
    run: |context| Box::pin(run(context)),
};

async fn run(context: Context) -> anyhow::Result<u64> {
    let monday = chrono::Utc::now()
        .with_timezone(&chrono_tz::Europe::Paris)
        .weekday()
        == chrono::Weekday::Mon;
    // The weekly digests go out even when the daily ones failed.
    let daily = send_digests(&context.pool, &context.mailer, Frequency::Daily).await;
    let weekly = if monday {
        send_digests(&context.pool, &context.mailer, Frequency::Weekly).await
    } else {
        Ok(0)
    };
    Ok((daily.map_err(failed)? + weekly.map_err(failed)?) as u64)
}
