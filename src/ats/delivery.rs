//! Sends the webhook deliveries (the `webhook-deliveries` task runs it; docs/api.md
//! "Webhooks"). Due deliveries are claimed with `FOR UPDATE SKIP LOCKED` (several servers
//! never send one twice) and sent side by side, each to its company's webhook as it is now,
//! signed with its secret (`signature`), to the address checked by `address`. Anything but a
//! 2xx answer within `TIMEOUT` is retried with a growing delay until the delivery's
//! `retry_until` (a day), then it is `failed`: kept, shown to the owner, sent again on her
//! request. The receiver's answer is not read beyond its status.

use std::time::Duration;

use chrono::Utc;
use futures_util::future::join_all;
use serde_json::json;
use sqlx::PgPool;

use super::{
    address::{self, Reach},
    links::DocumentLinks,
    read, signature,
};
// The mail queue's backoff: 30 s, 1 min, 2 min… then hourly, 30 tries in the day.
use crate::mail::sender::retry_delay_seconds;

/// Deliveries claimed at once.
const BATCH: i64 = 10;
/// How long a receiver has to answer.
pub const TIMEOUT: Duration = Duration::from_secs(10);

pub const NO_WEBHOOK: &str = "Aucune adresse de webhook n'est enregistrée.";
pub const NO_APPLICATION: &str = "La candidature n'existe plus.";
pub const NO_MESSAGE: &str = "Le message n'existe plus.";
pub const NO_INTERVIEW: &str = "L'entretien n'existe plus.";
pub const OUR_FAILURE: &str = "Erreur de notre côté : l'envoi sera réessayé.";

/// What sending needs: who may be reached, and how documents are linked.
#[derive(Clone)]
pub struct Deliverer {
    pub reach: Reach,
    pub links: DocumentLinks,
}

struct Due {
    id: i64,
    company_id: i64,
    event: String,
    application_id: Option<i64>,
    message_id: Option<i64>,
    interview_id: Option<i64>,
    interview_state: Option<String>,
    attempts: i32,
    created_at: chrono::DateTime<Utc>,
    url: Option<String>,
    secret: Option<String>,
}

/// How one try ended.
enum Outcome {
    Delivered {
        status: u16,
    },
    /// Worth another try later: the receiver's status if it answered, and why.
    Failed {
        status: Option<u16>,
        error: String,
    },
    /// Nothing to send to, or nothing to send: failed at once.
    Impossible(&'static str),
}

/// One pass over the due deliveries; returns how many were handled.
pub async fn deliver_due(pool: &PgPool, deliverer: &Deliverer) -> anyhow::Result<usize> {
    let mut tx = pool.begin().await?;
    let due = sqlx::query_as!(
        Due,
        "SELECT d.id, d.company_id, d.event, d.application_id, d.message_id, d.interview_id,
             d.interview_state, d.attempts, d.created_at,
             w.url AS \"url?\", w.secret AS \"secret?\"
         FROM webhook_deliveries d LEFT JOIN company_webhooks w ON w.company_id = d.company_id
         WHERE d.status = 'pending' AND d.next_attempt_at <= now()
         ORDER BY d.next_attempt_at, d.id LIMIT $1 FOR UPDATE OF d SKIP LOCKED",
        BATCH
    )
    .fetch_all(&mut *tx)
    .await?;
    // The bodies one at a time on the pool (the claim holds a connection), then the sends side
    // by side.
    let mut ready = Vec::with_capacity(due.len());
    for delivery in &due {
        ready.push(prepare(pool, deliverer, delivery).await);
    }
    let sends = due.iter().zip(ready).map(|(delivery, ready)| async move {
        match ready {
            Ready::Send { url, secret, body } => {
                post(deliverer.reach, url, secret, delivery, body).await
            }
            Ready::Done(outcome) => outcome,
        }
    });
    let outcomes = join_all(sends).await;
    for (delivery, outcome) in due.iter().zip(outcomes) {
        record(&mut tx, delivery, outcome).await?;
    }
    tx.commit().await?;
    Ok(due.len())
}

/// A delivery ready to send, or already settled.
enum Ready<'a> {
    Send {
        url: &'a str,
        secret: &'a str,
        body: String,
    },
    Done(Outcome),
}

async fn prepare<'a>(pool: &PgPool, deliverer: &Deliverer, delivery: &'a Due) -> Ready<'a> {
    let (Some(url), Some(secret)) = (&delivery.url, &delivery.secret) else {
        return Ready::Done(Outcome::Impossible(NO_WEBHOOK));
    };
    let data = match data(pool, deliverer, delivery).await {
        Ok(Ok(data)) => data,
        Ok(Err(gone)) => return Ready::Done(Outcome::Impossible(gone)),
        Err(error) => {
            // The cause is logged; the owner reads that it will be tried again.
            tracing::error!(delivery = delivery.id, ?error, "webhook body not read");
            return Ready::Done(Outcome::Failed {
                status: None,
                error: OUR_FAILURE.to_owned(),
            });
        }
    };
    let body = json!({
        "id": delivery.id,
        "event": delivery.event,
        "createdAt": delivery.created_at,
        "data": data,
    })
    .to_string();
    Ready::Send { url, secret, body }
}

/// The delivery's `data`: the application (read now, as the API gives it) and, for a
/// message or an interview, that one, the interview with the state its event carries
/// (`proposed`, `scheduled`, `moved`, `cancelled`). What is gone is `Err(reason)`.
async fn data(
    pool: &PgPool,
    deliverer: &Deliverer,
    delivery: &Due,
) -> crate::error::AppResult<Result<serde_json::Value, &'static str>> {
    let company = delivery.company_id;
    let Some(id) = delivery.application_id else {
        return Ok(Ok(json!({})));
    };
    let Some(application) = read::application_of(pool, &deliverer.links, company, id).await? else {
        return Ok(Err(NO_APPLICATION));
    };
    let mut data = json!({ "application": application });
    if let Some(message) = delivery.message_id {
        let Some(message) = read::message_of(pool, &deliverer.links, company, id, message).await?
        else {
            return Ok(Err(NO_MESSAGE));
        };
        data["message"] = json!(message);
    }
    if let Some(interview) = delivery.interview_id {
        let Some(interview) = read::interview_of(pool, company, id, interview).await? else {
            return Ok(Err(NO_INTERVIEW));
        };
        data["interview"] = json!(interview);
        data["interview"]["state"] = json!(delivery.interview_state);
    }
    Ok(Ok(data))
}

async fn post(reach: Reach, url: &str, secret: &str, delivery: &Due, body: String) -> Outcome {
    let refused = |error: crate::error::AppError| Outcome::Failed {
        status: None,
        error: error.message(),
    };
    let url = match address::parse(url, reach) {
        Ok(url) => url,
        Err(error) => return refused(error),
    };
    // Connect to the address just checked, not to a second lookup's answer.
    let target = match address::resolve(&url, reach).await {
        Ok(target) => target,
        Err(error) => return refused(error),
    };
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .timeout(TIMEOUT)
        .resolve(url.host_str().unwrap_or_default(), target)
        .build();
    let client = match client {
        Ok(client) => client,
        Err(error) => {
            tracing::error!(delivery = delivery.id, %error, "webhook client not built");
            return Outcome::Failed {
                status: None,
                error: OUR_FAILURE.to_owned(),
            };
        }
    };
    let sent = client
        .post(url)
        .header("Content-Type", "application/json")
        .header("User-Agent", "Ensemblier-Webhooks/1.0")
        .header("Ensemblier-Event", &delivery.event)
        .header("Ensemblier-Delivery", delivery.id.to_string())
        .header(
            signature::HEADER,
            signature::sign(secret, Utc::now().timestamp(), body.as_bytes()),
        )
        .body(body)
        .send()
        .await;
    match sent {
        Ok(response) if response.status().is_success() => Outcome::Delivered {
            status: response.status().as_u16(),
        },
        Ok(response) => Outcome::Failed {
            status: Some(response.status().as_u16()),
            error: format!("Réponse HTTP {}", response.status().as_u16()),
        },
        Err(error) if error.is_timeout() => Outcome::Failed {
            status: None,
            error: format!("Pas de réponse en {} secondes.", TIMEOUT.as_secs()),
        },
        Err(error) => Outcome::Failed {
            status: None,
            error: format!("Connexion impossible : {}", root_cause(&error)),
        },
    }
}

/// The deepest cause of a client error (« Connection refused (os error 111) »).
fn root_cause(error: &(dyn std::error::Error + 'static)) -> String {
    let mut cause = error;
    while let Some(source) = cause.source() {
        cause = source;
    }
    cause.to_string()
}

async fn record(
    tx: &mut sqlx::PgConnection,
    delivery: &Due,
    outcome: Outcome,
) -> anyhow::Result<()> {
    match outcome {
        Outcome::Delivered { status } => {
            sqlx::query!(
                "UPDATE webhook_deliveries SET status = 'delivered', delivered_at = now(),
                     attempts = attempts + 1, last_attempt_at = now(), last_status = $2,
                     last_error = NULL
                 WHERE id = $1",
                delivery.id,
                i16::try_from(status).ok()
            )
            .execute(tx)
            .await?;
        }
        Outcome::Failed { status, error } => {
            tracing::warn!(delivery = delivery.id, attempts = delivery.attempts + 1, %error, "webhook not delivered, will retry");
            // Past its day, the delivery has failed; until then it waits its turn.
            sqlx::query!(
                "UPDATE webhook_deliveries SET attempts = attempts + 1, last_attempt_at = now(),
                     last_status = $2, last_error = left($3, 500),
                     next_attempt_at = now() + make_interval(secs => $4),
                     status = CASE WHEN now() + make_interval(secs => $4) > retry_until
                                   THEN 'failed' ELSE 'pending' END
                 WHERE id = $1",
                delivery.id,
                status.and_then(|s| i16::try_from(s).ok()),
                error,
                retry_delay_seconds(delivery.attempts + 1) as f64
            )
            .execute(tx)
            .await?;
        }
        Outcome::Impossible(reason) => {
            sqlx::query!(
                "UPDATE webhook_deliveries SET status = 'failed', attempts = attempts + 1,
                     last_attempt_at = now(), last_status = NULL, last_error = $2
                 WHERE id = $1",
                delivery.id,
                reason
            )
            .execute(tx)
            .await?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_day_of_retries_is_thirty_tries() {
        let mut elapsed = 0;
        let tries = (1..)
            .take_while(|&n| {
                elapsed += retry_delay_seconds(n);
                elapsed <= 24 * 3600
            })
            .count();
        assert_eq!(tries + 1, 30, "tries in a day, the first included");
    }
}
