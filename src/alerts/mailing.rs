//! Mailing the pairs found: each candidate gets one mail per run grouping the new offers of
//! all her alerts of the recurrence (a section per alert, 10 offers each, then « et N autres
//! offres »), no more than one `1d` mail an hour. The pairs a mail holds are marked mailed in
//! the transaction that queues it: a run killed at any moment neither loses nor repeats a
//! mail, and a pair is mailed once, ever, only while its offer is public.

use std::collections::{BTreeMap, HashMap, HashSet};

use sqlx::PgPool;

use super::{unsubscribe, AlertRow, Recurrence, SELECT};
use crate::{
    error::AppResult,
    filters::JobFilters,
    mail::{
        templates::{self, AlertMailOffer, AlertMailSection, ALERT_MAIL_OFFERS},
        Mailer,
    },
    offers::read::{self, OfferRow},
    places::Places,
};

/// Candidates mailed per transaction.
const BATCH: usize = 200;

impl Recurrence {
    /// The least time between two mails of this recurrence to one candidate, in minutes.
    pub fn min_gap_minutes(self) -> i32 {
        match self {
            Self::Daily => 60,
            Self::Weekly => 0,
        }
    }
}

/// What mailing needs besides the database.
pub struct Mailing<'a> {
    pub pool: &'a PgPool,
    pub mailer: &'a Mailer,
    pub filters: &'a JobFilters,
    pub places: &'a Places,
    /// Signs the unsubscribe links.
    pub secret: &'a str,
}

/// The pending pairs of enabled alerts of `recurrence` whose candidate may be mailed now
/// (`c` names the candidates to look at; `$1` recurrence, `$2` days, `$3` minutes).
const PENDING: &str = "
FROM job_offer_alert_matches m JOIN job_offer_alerts a ON a.id = m.alert_id
WHERE m.mailed_at IS NULL AND a.enabled AND a.recurrence = $1
  AND m.matched_at > now() - make_interval(days => $2)
  AND NOT EXISTS (SELECT 1 FROM job_offer_alert_mails s
                  WHERE s.candidate_id = a.candidate_id AND s.recurrence = $1
                    AND s.last_sent_at > now() - make_interval(mins => $3))";

#[derive(sqlx::FromRow)]
struct Recipient {
    id: i64,
    email: String,
    firstname: String,
}

/// Mails every candidate with pending pairs; returns the mails queued.
pub async fn mail_matches(mailing: &Mailing<'_>, recurrence: Recurrence) -> AppResult<u64> {
    let candidates: Vec<i64> = sqlx::query_scalar(&format!(
        "SELECT DISTINCT a.candidate_id {PENDING} ORDER BY 1"
    ))
    .bind(recurrence.as_str())
    .bind(recurrence.lookback_days())
    .bind(recurrence.min_gap_minutes())
    .fetch_all(mailing.pool)
    .await?;
    let started = std::time::Instant::now();
    let mut sent = 0;
    let mut offers = OfferCache::default();
    for batch in candidates.chunks(BATCH) {
        sent += mail_batch(mailing, recurrence, batch, &mut offers).await?;
    }
    tracing::info!(
        recurrence = recurrence.as_str(),
        mails = sent,
        ms = started.elapsed().as_millis(),
        "alert mailing"
    );
    Ok(sent)
}

/// The offers a run has read, public or not: the batches of a run mostly mail the same new
/// offers, read once (a thousand offers were read again by each of 140 batches).
#[derive(Default)]
struct OfferCache {
    public: HashMap<i64, OfferRow>,
    read: HashSet<i64>,
}

impl OfferCache {
    /// Reads those of `ids` not read yet this run.
    async fn read(&mut self, pool: &PgPool, ids: &[i64]) -> AppResult<()> {
        let missing: Vec<i64> = ids
            .iter()
            .copied()
            .filter(|id| !self.read.contains(id))
            .collect();
        if missing.is_empty() {
            return Ok(());
        }
        for offer in read::public_offers_among(pool, &missing).await? {
            self.public.insert(offer.id, offer);
        }
        self.read.extend(missing);
        Ok(())
    }
}

async fn mail_batch(
    mailing: &Mailing<'_>,
    recurrence: Recurrence,
    candidates: &[i64],
    cache: &mut OfferCache,
) -> AppResult<u64> {
    // What the mails show is read first (the job's connections are few); the pairs are then
    // claimed in the transaction that queues the mails.
    let pending = format!(
        "SELECT a.candidate_id, m.alert_id, m.job_offer_id {PENDING} AND a.candidate_id = ANY($4)
         ORDER BY 1, 2, 3"
    );
    let pairs: Vec<(i64, i64, i64)> = sqlx::query_as(&pending)
        .bind(recurrence.as_str())
        .bind(recurrence.lookback_days())
        .bind(recurrence.min_gap_minutes())
        .bind(candidates)
        .fetch_all(mailing.pool)
        .await?;
    let mut offer_ids: Vec<i64> = pairs.iter().map(|p| p.2).collect();
    offer_ids.sort_unstable();
    offer_ids.dedup();
    // Only public offers are mailed; the others' pairs wait (and go if the offer comes back).
    // Public as of the run's first batch that needed the offer: a run lasts seconds, and an
    // offer withdrawn meanwhile is the same race as one withdrawn between read and claim.
    cache.read(mailing.pool, &offer_ids).await?;
    let offers = &cache.public;
    let mut alert_ids: Vec<i64> = pairs.iter().map(|p| p.1).collect();
    alert_ids.sort_unstable();
    alert_ids.dedup();
    let alerts: HashMap<i64, AlertRow> =
        sqlx::query_as::<_, AlertRow>(&format!("{SELECT} WHERE a.id = ANY($1)"))
            .bind(&alert_ids)
            .fetch_all(mailing.pool)
            .await?
            .into_iter()
            .map(|a| (a.id, a))
            .collect();
    let locality_ids: Vec<i64> = alerts
        .values()
        .flat_map(|a| a.cities.iter().chain(&a.districts).copied())
        .collect();
    let labels: HashMap<i64, String> = super::locality_labels(mailing.pool, &locality_ids)
        .await?
        .into_iter()
        .collect();
    let recipients: HashMap<i64, Recipient> = sqlx::query_as::<_, Recipient>(
        "SELECT c.id, u.email, u.firstname FROM candidates c JOIN users u ON u.id = c.user_id
         WHERE c.id = ANY($1)",
    )
    .bind(candidates)
    .fetch_all(mailing.pool)
    .await?
    .into_iter()
    .map(|r| (r.id, r))
    .collect();

    let mut tx = mailing.pool.begin().await?;
    let claimed: Vec<(i64, i64, i64)> =
        sqlx::query_as(&format!("{pending} FOR UPDATE OF m SKIP LOCKED"))
            .bind(recurrence.as_str())
            .bind(recurrence.lookback_days())
            .bind(recurrence.min_gap_minutes())
            .bind(candidates)
            .fetch_all(&mut *tx)
            .await?;

    // candidate → alert → its public offers, newest first.
    let mut grouped: BTreeMap<i64, BTreeMap<i64, Vec<&OfferRow>>> = BTreeMap::new();
    for &(candidate, alert, offer) in &claimed {
        if let Some(offer) = offers.get(&offer) {
            grouped
                .entry(candidate)
                .or_default()
                .entry(alert)
                .or_default()
                .push(offer);
        }
    }
    // Every mail of the batch, its pairs and its candidates, written in three statements.
    let mut mails = Vec::new();
    let mut mailed_alerts = Vec::new();
    let mut mailed_offers = Vec::new();
    let mut mailed_candidates = Vec::new();
    for (candidate, by_alert) in grouped {
        let Some(recipient) = recipients.get(&candidate) else {
            continue;
        };
        let mut sections = Vec::new();
        let mut its_alerts = Vec::new();
        for (alert_id, mut found) in by_alert {
            let Some(alert) = alerts.get(&alert_id) else {
                continue;
            };
            found.sort_by(|a, b| b.starts_at.cmp(&a.starts_at).then(b.id.cmp(&a.id)));
            for offer in &found {
                mailed_alerts.push(alert_id);
                mailed_offers.push(offer.id);
            }
            its_alerts.push(alert_id);
            sections.push(section(mailing, alert, &found, &labels)?);
        }
        if sections.is_empty() {
            continue;
        }
        let all = unsubscribe::token(&its_alerts, mailing.secret)?;
        mails.push(templates::job_alert(
            &recipient.email,
            &recipient.firstname,
            &sections,
            &mailing.mailer.link("/dashboard/alerts"),
            &mailing
                .mailer
                .link(&format!("/api/alerts/unsubscribe?token={all}")),
        ));
        mailed_candidates.push(candidate);
    }
    let sent = mails.len() as u64;
    mailing.mailer.queue_all(&mut tx, mails).await?;
    sqlx::query(
        "UPDATE job_offer_alert_matches m SET mailed_at = now()
         FROM unnest($1::bigint[], $2::bigint[]) AS p(alert_id, job_offer_id)
         WHERE m.alert_id = p.alert_id AND m.job_offer_id = p.job_offer_id",
    )
    .bind(&mailed_alerts)
    .bind(&mailed_offers)
    .execute(&mut *tx)
    .await?;
    sqlx::query(
        "INSERT INTO job_offer_alert_mails (candidate_id, recurrence, last_sent_at)
         SELECT unnest($1::bigint[]), $2, now()
         ON CONFLICT (candidate_id, recurrence) DO UPDATE SET last_sent_at = now()",
    )
    .bind(&mailed_candidates)
    .bind(recurrence.as_str())
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(sent)
}

fn section(
    mailing: &Mailing<'_>,
    alert: &AlertRow,
    found: &[&OfferRow],
    labels: &HashMap<i64, String>,
) -> AppResult<AlertMailSection> {
    let criteria = alert.criteria();
    let query = criteria.search_query();
    let search = if query.is_empty() {
        "/emploi".to_owned()
    } else {
        format!("/emploi?{query}")
    };
    let token = unsubscribe::token(&[alert.id], mailing.secret)?;
    Ok(AlertMailSection {
        summary: criteria.sentence(mailing.places, mailing.filters, &|id| {
            labels.get(&id).cloned()
        }),
        offers: found
            .iter()
            .take(ALERT_MAIL_OFFERS)
            .map(|offer| AlertMailOffer {
                title: offer.title.clone(),
                company: offer.company_name.clone(),
                place: format!("{} ({})", offer.locality_name, offer.postal_code),
                contract: mailing
                    .filters
                    .contract(offer.job_contract_id)
                    .map(|c| c.name.clone())
                    .unwrap_or_default(),
                link: mailing
                    .mailer
                    .link(&format!("/emploi/{}/{}", offer.id, offer.slug)),
            })
            .collect(),
        more: found.len().saturating_sub(ALERT_MAIL_OFFERS),
        search_link: mailing.mailer.link(&search),
        unsubscribe_link: mailing
            .mailer
            .link(&format!("/alertes/desinscription?token={token}")),
    })
}
