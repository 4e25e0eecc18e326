//! Every five minutes: offers published since the last run are matched against the `1d`
//! alerts, and each candidate gets one mail grouping her new matches (at most one an hour).

use super::{failed, Context, Lock, Schedule, Task};
use crate::alerts::Recurrence;

pub const TASK: Task = Task {
    name: "job-alerts-1d",
    summary: "alertes emploi « dès qu'une offre paraît » : nouvelles offres envoyées aux candidats",
    counted: "mail(s) d'alerte mis en file",
    schedule: Schedule::Cron("0 */5 * * * *", chrono_tz::Europe::Paris),
    lock: Lock::Advisory(0x616c_6572_7431),
    run: |context| Box::pin(async move { context.run_alerts(Recurrence::Daily).await }),
};

impl Context {
    /// Matches the new offers against the alerts of `recurrence`, then mails the pairs found.
    pub(super) async fn run_alerts(&self, recurrence: Recurrence) -> anyhow::Result<u64> {
        let places = self.places().await?;
        crate::alerts::matching::match_new_offers(&self.pool, &self.filters, places, recurrence)
            .await
            .map_err(failed)?;
        let mailing = crate::alerts::mailing::Mailing {
            pool: &self.pool,
            mailer: &self.mailer,
            filters: &self.filters,
            places,
            secret: &self.signing_secret,
        };
        crate::alerts::mailing::mail_matches(&mailing, recurrence)
            .await
            .map_err(failed)
    }
}
