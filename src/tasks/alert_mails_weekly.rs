//! Mondays at 08:00 (Paris): the week's new offers still online, matched against the `7d`
//! alerts, one mail per candidate.

use super::{Lock, Schedule, Task};
use crate::alerts::Recurrence;

pub const TASK: Task = Task {
    name: "job-alerts-7d",
    summary: "alertes emploi hebdomadaires : les offres de la semaine, le lundi à 8 h",
    counted: "mail(s) d'alerte mis en file",
    schedule: Schedule::Cron("0 0 8 * * Mon", chrono_tz::Europe::Paris),
    lock: Lock::Advisory(0x616c_6572_7437),
    run: |context| Box::pin(async move { context.run_alerts(Recurrence::Weekly).await }),
};
