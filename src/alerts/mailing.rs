//! Mailing what the matching found: each candidate gets one mail per run grouping the new
//! offers of all her alerts of the recurrence (a section per alert, 10 offers each, then « et
//! N autres offres »), no more than one `1d` mail an hour. The pending rows are read once;
//! the rows a mail holds are claimed and marked in the transaction that queues it (500
//! candidates a transaction): a run killed at any moment neither loses nor repeats a mail, and
//! a pair is mailed once, ever, only while its offer is public.

use std::collections::{HashMap, HashSet};

use futures_util::future::try_join;
use sqlx::PgPool;

use super::{unsubscribe, AlertRow, Recurrence};
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
const BATCH: usize = 500;

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

/// The pending rows (one per alert and run, `f`) of enabled alerts of `recurrence` whose
/// candidate may be mailed now (`$1` recurrence, `$2` days, `$3` minutes). A candidate whose
/// address is not confirmed yet is not mailed: her rows wait (within the lookback) for the
/// first run after she confirms (`u.confirmation_token IS NULL`, `mail::CONFIRMED`).
///
/// `pending!(query_macro, "SELECT …", "AND …", args…)`: the static statement
/// `SELECT … <the pending rows> AND …` through `sqlx::query_macro!`.
macro_rules! pending {
    ($query:ident, $select:literal, $rest:literal $(, $arg:expr)* $(,)?) => {
        sqlx::$query!(
            $select
                + "
FROM job_offer_alert_found f JOIN job_offer_alerts a ON a.id = f.alert_id
WHERE f.mailed_at IS NULL AND a.enabled AND a.recurrence = $1
  AND f.matched_at > now() - make_interval(days => $2)
  AND NOT EXISTS (SELECT 1 FROM job_offer_alert_mails s
                  WHERE s.candidate_id = a.candidate_id AND s.recurrence = $1
                    AND s.last_sent_at > now() - make_interval(mins => $3))
  AND EXISTS (SELECT 1 FROM candidates c JOIN users u ON u.id = c.user_id
              WHERE c.id = a.candidate_id AND u.confirmation_token IS NULL) "
                + $rest
            $(, $arg)*
        )
    };
}

struct Recipient {
    id: i64,
    email: String,
    firstname: String,
}

/// A pending row: what a run found for an alert, and the alert.
struct Found {
    found_id: i64,
    offer_ids: Vec<i64>,
    alert: AlertRow,
}

/// What every mail of a run shows, read once before the first batch.
struct Shown {
    /// The public offers among the pending rows' (public as of the run's start: a run lasts
    /// seconds, and an offer withdrawn meanwhile is the same race as one withdrawn between
    /// this read and the claim).
    offers: HashMap<i64, OfferRow>,
    alerts: HashMap<i64, AlertRow>,
    labels: HashMap<i64, String>,
    recipients: HashMap<i64, Recipient>,
}

/// Mails every candidate with pending offers; returns the mails queued.
pub async fn mail_matches(mailing: &Mailing<'_>, recurrence: Recurrence) -> AppResult<u64> {
    let started = std::time::Instant::now();
    let found: Vec<Found> = pending!(
        query,
        "SELECT f.id AS found_id, f.offer_ids,
           a.id, a.candidate_id, a.enabled, a.recurrence, a.terms, a.created_at, a.regions,
           a.departments, a.cities, a.districts, a.contracts, a.types, a.salaries, a.positions, a.min_pay,
           a.sort, a.radius_km, a.labelled, a.diplomas, a.start",
        "ORDER BY a.candidate_id, a.id, f.id",
        recurrence.as_str(),
        recurrence.lookback_days(),
        recurrence.min_gap_minutes(),
    )
    .map(|row| Found {
        found_id: row.found_id,
        offer_ids: row.offer_ids,
        alert: AlertRow {
            id: row.id,
            candidate_id: row.candidate_id,
            enabled: row.enabled,
            recurrence: row.recurrence,
            terms: row.terms,
            created_at: row.created_at,
            regions: row.regions,
            departments: row.departments,
            cities: row.cities,
            districts: row.districts,
            contracts: row.contracts,
            types: row.types,
            salaries: row.salaries,
            positions: row.positions,
            min_pay: row.min_pay,
            sort: row.sort,
            radius_km: row.radius_km,
            labelled: row.labelled,
            diplomas: row.diplomas,
            start: row.start,
        },
    })
    .fetch_all(mailing.pool)
    .await?;
    if found.is_empty() {
        return Ok(0);
    }
    let shown = shown(mailing.pool, &found).await?;
    let read = started.elapsed();
    let mut sent = 0;
    // Two batches at a time, each in its own transaction: while one renders its mails (the
    // job's CPU), PostgreSQL writes the other's (its CPU), so the two cores both work.
    for pair in batches(&found).chunks(2) {
        sent += match pair {
            [a, b] => {
                let (a, b) = try_join(
                    mail_batch(mailing, recurrence, &shown, a),
                    mail_batch(mailing, recurrence, &shown, b),
                )
                .await?;
                a + b
            }
            [a] => mail_batch(mailing, recurrence, &shown, a).await?,
            _ => 0,
        };
    }
    tracing::info!(
        recurrence = recurrence.as_str(),
        mails = sent,
        read_ms = read.as_millis(),
        ms = started.elapsed().as_millis(),
        "alert mailing"
    );
    Ok(sent)
}

/// The rows cut into batches of `BATCH` candidates (rows are ordered by candidate, and a
/// candidate's rows never straddle two batches: her one mail holds all of them).
fn batches(found: &[Found]) -> Vec<&[Found]> {
    let mut batches = Vec::new();
    let mut start = 0;
    let mut candidates = 0;
    for (i, row) in found.iter().enumerate() {
        let last_of_candidate = found
            .get(i + 1)
            .is_none_or(|next| next.alert.candidate_id != row.alert.candidate_id);
        if last_of_candidate {
            candidates += 1;
            if candidates == BATCH || i + 1 == found.len() {
                batches.push(&found[start..=i]);
                start = i + 1;
                candidates = 0;
            }
        }
    }
    batches
}

/// Reads the offers, place labels and recipients the pending rows need, in three statements.
async fn shown(pool: &PgPool, found: &[Found]) -> AppResult<Shown> {
    let distinct = |ids: &mut Vec<i64>| {
        ids.sort_unstable();
        ids.dedup();
    };
    let mut offer_ids: Vec<i64> = found
        .iter()
        .flat_map(|f| f.offer_ids.iter().copied())
        .collect();
    distinct(&mut offer_ids);
    let offers = read::public_offers_among(pool, &offer_ids)
        .await?
        .into_iter()
        .map(|o| (o.id, o))
        .collect();
    let mut alerts: HashMap<i64, AlertRow> = HashMap::new();
    for row in found {
        alerts
            .entry(row.alert.id)
            .or_insert_with(|| row.alert.clone());
    }
    let mut locality_ids: Vec<i64> = alerts
        .values()
        .flat_map(|a| a.cities.iter().chain(&a.districts).copied())
        .collect();
    distinct(&mut locality_ids);
    let labels = super::locality_labels(pool, &locality_ids)
        .await?
        .into_iter()
        .collect();
    let mut candidate_ids: Vec<i64> = found.iter().map(|f| f.alert.candidate_id).collect();
    distinct(&mut candidate_ids);
    let recipients = sqlx::query_as!(
        Recipient,
        "SELECT c.id, u.email, u.firstname FROM candidates c JOIN users u ON u.id = c.user_id
         WHERE c.id = ANY($1)",
        &candidate_ids
    )
    .fetch_all(pool)
    .await?
    .into_iter()
    .map(|r| (r.id, r))
    .collect();
    Ok(Shown {
        offers,
        alerts,
        labels,
        recipients,
    })
}

/// Claims the rows of `batch` still pending, queues their candidates' mails, marks the rows
/// and stamps the candidates, in one transaction and a handful of statements.
async fn mail_batch(
    mailing: &Mailing<'_>,
    recurrence: Recurrence,
    shown: &Shown,
    batch: &[Found],
) -> AppResult<u64> {
    let ids: Vec<i64> = batch.iter().map(|f| f.found_id).collect();
    let mut tx = mailing.pool.begin().await?;
    let claimed: HashSet<i64> = pending!(
        query_scalar,
        "SELECT f.id",
        "AND f.id = ANY($4) FOR UPDATE OF f SKIP LOCKED",
        recurrence.as_str(),
        recurrence.lookback_days(),
        recurrence.min_gap_minutes(),
        &ids,
    )
    .fetch_all(&mut *tx)
    .await?
    .into_iter()
    .collect();

    let mut mails = Vec::new();
    // Rows mailed whole; rows mailed in part (their offers not public wait in a new row).
    let mut mailed_rows = Vec::new();
    let mut split = Vec::new();
    let mut mailed_candidates = Vec::new();
    for rows in batch.chunk_by(|a, b| a.alert.candidate_id == b.alert.candidate_id) {
        let candidate = rows[0].alert.candidate_id;
        let Some(recipient) = shown.recipients.get(&candidate) else {
            continue;
        };
        // Alert → its public offers, newest first (a candidate's rows are by alert).
        let mut sections = Vec::new();
        let mut its_alerts = Vec::new();
        for alert_rows in rows.chunk_by(|a, b| a.alert.id == b.alert.id) {
            let alert_id = alert_rows[0].alert.id;
            let Some(alert) = shown.alerts.get(&alert_id) else {
                continue;
            };
            let mut found: Vec<&OfferRow> = Vec::new();
            for row in alert_rows.iter().filter(|r| claimed.contains(&r.found_id)) {
                let before = found.len();
                let mut waiting = Vec::new();
                for id in &row.offer_ids {
                    match shown.offers.get(id) {
                        Some(offer) => found.push(offer),
                        None => waiting.push(*id),
                    }
                }
                if found.len() == before {
                    continue;
                }
                if waiting.is_empty() {
                    mailed_rows.push(row.found_id);
                } else {
                    split.push((
                        row.found_id,
                        found[before..].iter().map(|o| o.id).collect::<Vec<_>>(),
                        waiting,
                    ));
                }
            }
            if found.is_empty() {
                continue;
            }
            found.sort_by(|a, b| b.starts_at.cmp(&a.starts_at).then(b.id.cmp(&a.id)));
            found.dedup_by_key(|o| o.id);
            its_alerts.push(alert_id);
            sections.push(section(mailing, alert, &found, &shown.labels)?);
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
    sqlx::query!(
        "UPDATE job_offer_alert_found SET mailed_at = now() WHERE id = ANY($1)",
        &mailed_rows
    )
    .execute(&mut *tx)
    .await?;
    // Rare: a row with offers withdrawn since the match keeps those in a new pending row.
    for (id, mailed, waiting) in split {
        sqlx::query!(
            "WITH old AS (UPDATE job_offer_alert_found SET offer_ids = $2, mailed_at = now()
                          WHERE id = $1 RETURNING run_id, alert_id, matched_at)
             INSERT INTO job_offer_alert_found (run_id, alert_id, offer_ids, matched_at)
             SELECT run_id, alert_id, $3, matched_at FROM old",
            id,
            &mailed,
            &waiting
        )
        .execute(&mut *tx)
        .await?;
    }
    sqlx::query!(
        "INSERT INTO job_offer_alert_mails (candidate_id, recurrence, last_sent_at)
         SELECT unnest($1::bigint[]), $2, now()
         ON CONFLICT (candidate_id, recurrence) DO UPDATE SET last_sent_at = now()",
        &mailed_candidates,
        recurrence.as_str()
    )
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
                pay: crate::offers::read::shown_pay(offer, mailing.filters).unwrap_or_default(),
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
