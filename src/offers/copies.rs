//! The terms: « Une même annonce ne peut être publiée qu’une seule fois par période de 30
//! jours. » A copy of an ad — the same company, the same texts (title, presentation,
//! descriptions; case, spacing and a « (copie) » suffix aside) and the same place — cannot
//! start an ad period within 30 days of the start of another's. Checked when a period starts
//! (`lifecycle::start_period`), under a transaction-scoped advisory lock on the ad's
//! fingerprint, so copies published at the same moment are counted one after the other: one
//! goes, the others are refused (docs/offers.md, "Copies of an ad").

use chrono::{DateTime, Duration, Utc};
use chrono_tz::Europe::Paris;
use sqlx::PgConnection;

use super::AD_DURATION_DAYS;
use crate::error::{AppError, AppResult, ErrorCode};

/// The class of the two-key advisory locks of fingerprints ('ad' + 'copy'): the two-key space
/// does not meet the one-key locks of the scheduled tasks.
const LOCK_CLASS: i32 = 0x6164_6370;

/// `sqlx::$query!` of `$head`, an offer's fingerprint, then `$tail` (literals), with its
/// arguments. The fingerprint is SQL over `o` (job_offers), `lc` (its localized company) and
/// `a` (its address): what makes two offers "the same ad".
macro_rules! with_fingerprint {
    ($query:ident, $head:literal, $tail:literal $(, $arg:expr)* $(,)?) => {
        sqlx::$query!(
            $head
                + "md5(concat_ws(chr(31),
        lc.company_id::text,
        regexp_replace(lower(btrim(regexp_replace(o.title, '\\s+', ' ', 'g'))), '(\\s*\\(copie\\))+$', ''),
        lower(btrim(regexp_replace(o.company_presentation, '\\s+', ' ', 'g'))),
        lower(btrim(regexp_replace(o.description, '\\s+', ' ', 'g'))),
        lower(btrim(regexp_replace(o.perfect_candidate_description, '\\s+', ' ', 'g'))),
        a.locality_id::text,
        lower(btrim(regexp_replace(a.address1, '\\s+', ' ', 'g')))))"
                + $tail
            $(, $arg)*
        )
    };
}

/// Refuses, in French, to start a period for `offer_id` while a copy of it started one less
/// than 30 days ago. Takes the fingerprint's lock until the transaction ends: a concurrent
/// copy waits, then sees this one's period.
pub async fn refuse_a_recent_copy(conn: &mut PgConnection, offer_id: i64) -> AppResult<()> {
    let (fingerprint, company_id): (String, i64) = with_fingerprint!(
        query,
        "SELECT ",
        r#" AS "fingerprint!", lc.company_id
         FROM job_offers o
         JOIN localized_companies lc ON lc.id = o.localized_company_id
         JOIN addresses a ON a.id = lc.address_id
         WHERE o.id = $1"#,
        offer_id
    )
    .map(|row| (row.fingerprint, row.company_id))
    .fetch_one(&mut *conn)
    .await?;
    sqlx::query!(
        "SELECT pg_advisory_xact_lock($1, hashtext($2))",
        LOCK_CLASS,
        &fingerprint
    )
    .execute(&mut *conn)
    .await?;
    // A statement of its own, after the lock: it sees what the copy before committed.
    let last: Option<DateTime<Utc>> = with_fingerprint!(
        query_scalar,
        "SELECT max(ad.starts_at)
         FROM job_offers o
         JOIN localized_companies lc ON lc.id = o.localized_company_id
         JOIN addresses a ON a.id = lc.address_id
         JOIN job_offer_ads ad ON ad.job_offer_id = o.id
         WHERE lc.company_id = $1 AND o.id <> $2
           AND ad.starts_at > now() - make_interval(days => $3)
           AND ",
        " = $4",
        company_id,
        offer_id,
        AD_DURATION_DAYS as i32,
        &fingerprint,
    )
    .fetch_one(&mut *conn)
    .await?;
    match last {
        Some(published) => Err(AppError::invalid(
            ErrorCode::DuplicateAd,
            refusal(published),
        )),
        None => Ok(()),
    }
}

/// The French refusal: when the copy was published and from when this one may be.
fn refusal(published: DateTime<Utc>) -> String {
    let day = |at: DateTime<Utc>| at.with_timezone(&Paris).format("%d/%m/%Y").to_string();
    format!(
        "La publication a échoué\u{a0}: une même annonce ne peut être publiée qu’une seule fois par \
         période de 30 jours. Une annonce identique (mêmes textes, même lieu) a été publiée le {} ; \
         celle-ci pourra l’être à partir du {}, ou dès maintenant si vous la modifiez.",
        day(published),
        day(published + Duration::days(AD_DURATION_DAYS)),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_refusal_names_both_days_in_paris_time() {
        let published = "2026-11-01T23:30:00Z".parse().expect("a time");
        let said = refusal(published);
        assert!(said.contains("publiée le 02/11/2026"), "{said}");
        assert!(said.contains("à partir du 02/12/2026"), "{said}");
    }
}
