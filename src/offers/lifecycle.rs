//! The status machine of an offer, in one place: publish, suspend, delete, expire, and the
//! ad credits publishing costs. See docs/offers.md for the rules where the spec is silent.

use chrono::{DateTime, Datelike, Duration, Utc};
use chrono_tz::Europe::Paris;
use sqlx::{PgConnection, PgPool};

use super::{
    copies,
    read::{self, OfferRow},
    status::OfferStatus,
    wording, AD_DURATION_DAYS,
};
use crate::{
    access::Viewer,
    error::{AppError, AppResult, ErrorCode},
};

/// Ads whose period starts in July or August stay online 21 more days (the FAQ's summer
/// extension: recruiting slows down in the holidays).
pub const SUMMER_EXTENSION_DAYS: i64 = 21;

pub const NO_CREDIT: &str = "La publication a échoué\u{a0}: Vous n’avez pas de crédit pour publier votre annonce. Celle-ci a été enregistrée en Brouillon. Achetez des crédits pour pouvoir la diffuser.";
pub const UNCONFIRMED: &str = "La publication a échoué\u{a0}: Vous devez d'abord confirmer votre adresse email. Cliquez sur le lien du mail reçu à l'inscription, ou demandez-en un nouveau.";
pub const PAY_REQUIRED_TO_PUBLISH: &str = "La publication a échoué\u{a0}: indiquez d'abord le salaire brut proposé (un minimum et un maximum) en modifiant l'annonce. Celle-ci a été enregistrée en Brouillon.";
pub const NOT_ALLOWED: &str = "Cette action n'est pas possible pour cette annonce.";

/// When an ad starting at `start` ends: 30 days, plus the summer extension.
pub fn ad_end(start: DateTime<Utc>) -> DateTime<Utc> {
    let month = start.with_timezone(&Paris).month();
    let extension = if month == 7 || month == 8 {
        SUMMER_EXTENSION_DAYS
    } else {
        0
    };
    start + Duration::days(AD_DURATION_DAYS + extension)
}

/// What a status change asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Transition {
    Publish,
    Suspend,
    Delete,
}

impl Transition {
    /// The target status number of `updateStatusJobOffer`; -1 (expired) is the scheduler's.
    pub fn from_status(code: i16) -> AppResult<Self> {
        match OfferStatus::try_from(code) {
            Ok(OfferStatus::Published) => Ok(Self::Publish),
            Ok(OfferStatus::Draft) => Ok(Self::Suspend),
            Ok(OfferStatus::Deleted) => Ok(Self::Delete),
            _ => Err(AppError::invalid(ErrorCode::InvalidStatus, NOT_ALLOWED)),
        }
    }
}

pub async fn change_status(
    pool: &PgPool,
    viewer: &Viewer,
    offer_id: i64,
    transition: Transition,
) -> AppResult<OfferRow> {
    let mut tx = pool.begin().await?;
    let (_, status) = own_offer(&mut tx, viewer, offer_id).await?;
    match (transition, status) {
        (Transition::Publish, OfferStatus::Published | OfferStatus::Held) => {}
        (Transition::Publish, OfferStatus::Draft | OfferStatus::Expired) => {
            // The texts as they are now, read in the transaction that locks the row (an edit
            // waits for this publication; a second connection per publication would drain
            // the pool when twenty publish at once).
            let offer = read::offer_by_id(&mut *tx, offer_id)
                .await?
                .ok_or(AppError::NotFound)?;
            let flags = wording::check_offer(&offer);
            // Offences are refused; an ad over warnings waits for staff (docs/moderation.md).
            if let Some(refusal) = wording::refusal(&flags) {
                return Err(refusal);
            }
            let to = if flags.is_empty() {
                OfferStatus::Published
            } else {
                OfferStatus::Held
            };
            publish(&mut tx, viewer, offer_id, to).await?;
        }
        (Transition::Suspend, OfferStatus::Published | OfferStatus::Draft | OfferStatus::Held) => {
            set_status(&mut tx, offer_id, OfferStatus::Draft).await?;
        }
        (Transition::Delete, _) => set_status(&mut tx, offer_id, OfferStatus::Deleted).await?,
        _ => return Err(AppError::invalid(ErrorCode::InvalidStatus, NOT_ALLOWED)),
    }
    tx.commit().await?;
    read::offer_by_id(pool, offer_id)
        .await?
        .ok_or(AppError::NotFound)
}

async fn set_status(conn: &mut PgConnection, offer_id: i64, status: OfferStatus) -> AppResult<()> {
    sqlx::query!(
        "UPDATE job_offers SET status = $2, updated_at = now() WHERE id = $1",
        offer_id,
        status.code()
    )
    .execute(conn)
    .await?;
    Ok(())
}

/// The ad period an offer is in, if it has not ended.
pub(super) struct RunningPeriod {
    /// A credit paid for it (a free contract's period is not paid).
    pub paid: bool,
}

/// The offer's running ad period, if any.
pub(super) async fn running_period(
    conn: &mut PgConnection,
    offer_id: i64,
) -> AppResult<Option<RunningPeriod>> {
    let paid: Option<bool> = sqlx::query_scalar!(
        "SELECT paid FROM job_offer_ads
         WHERE job_offer_id = $1 AND starts_at IS NOT NULL AND ends_at > now()",
        offer_id
    )
    .fetch_optional(&mut *conn)
    .await?;
    Ok(paid.map(|paid| RunningPeriod { paid }))
}

/// Whether the offer's contract publishes without a credit (internships, apprenticeships).
pub(super) async fn contract_is_free(conn: &mut PgConnection, offer_id: i64) -> AppResult<bool> {
    Ok(sqlx::query_scalar!(
        "SELECT c.free_publication FROM job_offers o JOIN job_contracts c ON c.id = o.job_contract_id WHERE o.id = $1",
        offer_id
    )
    .fetch_one(&mut *conn)
    .await?)
}

/// Resumes an ad within its period for free when the period was paid for or the contract is
/// free; otherwise starts a new 30-day period, which costs one ad credit unless the contract
/// publishes free. So a free internship's period never carries a paid contract for nothing.
/// The company's e-mail must be confirmed and its SIRET verified (the terms refuse
/// unidentified companies, `companies::verification::require`). `to`:
/// published, or held for a staff review (its period and credit as a publication's; the
/// review's days are given back when staff approve it, `moderation::approve_offer`).
async fn publish(
    conn: &mut PgConnection,
    viewer: &Viewer,
    offer_id: i64,
    to: OfferStatus,
) -> AppResult<()> {
    if !viewer.email_confirmed {
        return Err(AppError::invalid(ErrorCode::EmailUnconfirmed, UNCONFIRMED));
    }
    // A real employer (issue 54): its SIRET verified, or given less than a day ago.
    let company_id = sqlx::query_scalar!(
        "SELECT lc.company_id FROM job_offers o
         JOIN localized_companies lc ON lc.id = o.localized_company_id WHERE o.id = $1",
        offer_id
    )
    .fetch_one(&mut *conn)
    .await?;
    crate::companies::verification::require(&mut *conn, company_id).await?;
    let free = contract_is_free(conn, offer_id).await?;
    let running = running_period(conn, offer_id).await?;
    // A new period is a new publication: it states its pay (issue 36). Resuming an ad within
    // its period is the offer already live going on.
    if running.is_none() && !has_pay_range(conn, offer_id).await? {
        return Err(AppError::invalid(
            ErrorCode::PayRangeRequired,
            PAY_REQUIRED_TO_PUBLISH,
        ));
    }
    match running {
        Some(period) if period.paid || free => {}
        _ => start_period(conn, viewer, offer_id, free, NO_CREDIT).await?,
    }
    // Who published it last: the team sees it (docs/accounts.md, "Teams").
    sqlx::query!(
        "UPDATE job_offers SET status = $2, published_by_user_id = $3, updated_at = now() WHERE id = $1",
        offer_id,
        to.code(),
        viewer.user_id
    )
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// Whether the offer states its gross pay range.
async fn has_pay_range(conn: &mut PgConnection, offer_id: i64) -> AppResult<bool> {
    let range = sqlx::query_scalar!(
        r#"SELECT pay_min_cents IS NOT NULL AS "has!" FROM job_offers WHERE id = $1"#,
        offer_id
    )
    .fetch_one(&mut *conn)
    .await?;
    // A training offer's pay is the law's (`offers::training`): it needs no range.
    Ok(range
        || super::read::offer_by_id(&mut *conn, offer_id)
            .await?
            .is_some_and(|offer| offer.training.is_some()))
}

/// Starts a new ad period from now, spending a credit unless `free`; without a credit,
/// fails with `no_credit` and spends nothing.
pub(super) async fn start_period(
    conn: &mut PgConnection,
    viewer: &Viewer,
    offer_id: i64,
    free: bool,
    no_credit: &str,
) -> AppResult<()> {
    let (_, client_id) = viewer.company()?;
    copies::refuse_a_recent_copy(&mut *conn, offer_id).await?;
    if !free {
        let spent = sqlx::query!(
            "UPDATE wallets SET job_offer_ads_remaining = job_offer_ads_remaining - 1,
                                job_offer_ads_consumed = job_offer_ads_consumed + 1
             WHERE pro_client_id = $1 AND job_offer_ads_remaining > 0",
            client_id
        )
        .execute(&mut *conn)
        .await?;
        if spent.rows_affected() == 0 {
            return Err(AppError::invalid(ErrorCode::NoCredit, no_credit));
        }
    }
    let now = Utc::now();
    sqlx::query!(
        "INSERT INTO job_offer_ads (job_offer_id, starts_at, ends_at, paid) VALUES ($1, $2, $3, $4)
         ON CONFLICT (job_offer_id) DO UPDATE
         SET starts_at = EXCLUDED.starts_at, ends_at = EXCLUDED.ends_at, paid = EXCLUDED.paid",
        offer_id,
        now,
        ad_end(now),
        !free
    )
    .execute(&mut *conn)
    .await?;
    Ok(())
}

/// Marks published offers whose period is over as expired (-1); returns how many. Run by
/// the scheduler; harmless to rerun.
pub async fn expire_ended_offers(pool: &PgPool) -> AppResult<u64> {
    let expired = sqlx::query!(
        "UPDATE job_offers o SET status = $1, updated_at = now() FROM job_offer_ads a
         WHERE a.job_offer_id = o.id AND o.status = $2 AND a.ends_at <= now()",
        OfferStatus::Expired.code(),
        OfferStatus::Published.code()
    )
    .execute(pool)
    .await?;
    Ok(expired.rows_affected())
}

/// Adds ad credits to a company's wallet (until billing sells them: `ensemblier credits`).
pub async fn grant_credits(pool: &PgPool, company_id: i64, ads: i32) -> AppResult<i32> {
    sqlx::query_scalar!(
        "UPDATE wallets w SET job_offer_ads_remaining = job_offer_ads_remaining + $2
         FROM companies c WHERE c.id = $1 AND w.pro_client_id = c.pro_client_id
         RETURNING w.job_offer_ads_remaining",
        company_id,
        ads
    )
    .fetch_optional(pool)
    .await?
    .ok_or(AppError::NotFound)
}

/// One of the caller's company's offers, locked for a change; deleted ones are gone.
pub(super) async fn own_offer(
    conn: &mut PgConnection,
    viewer: &Viewer,
    offer_id: i64,
) -> AppResult<(i64, OfferStatus)> {
    let (_, client_id) = viewer.company()?;
    let found: Option<(i64, i16)> = sqlx::query!(
        "SELECT p.pro_client_id, o.status FROM job_offers o JOIN pro_accounts p ON p.id = o.contact_account_id
         WHERE o.id = $1 FOR UPDATE OF o",
        offer_id
    )
    .map(|row| (row.pro_client_id, row.status))
    .fetch_optional(&mut *conn)
    .await?;
    match found {
        None => Err(AppError::NotFound),
        Some((owner, _)) if owner != client_id => Err(AppError::Forbidden),
        Some((_, status)) => match OfferStatus::try_from(status).map_err(AppError::internal)? {
            OfferStatus::Deleted => Err(AppError::NotFound),
            status => Ok((offer_id, status)),
        },
    }
}

#[cfg(test)]
mod tests {
    use chrono::TimeZone;

    use super::*;

    #[test]
    fn an_ad_lasts_thirty_days_and_twenty_one_more_in_summer() {
        let march = Utc
            .with_ymd_and_hms(2026, 3, 10, 9, 0, 0)
            .single()
            .expect("date");
        assert_eq!(ad_end(march) - march, Duration::days(30));
        let july = Utc
            .with_ymd_and_hms(2026, 7, 1, 9, 0, 0)
            .single()
            .expect("date");
        assert_eq!(ad_end(july) - july, Duration::days(51));
        // 31 August 23:30 UTC is already September in Paris.
        let late = Utc
            .with_ymd_and_hms(2026, 8, 31, 23, 30, 0)
            .single()
            .expect("date");
        assert_eq!(ad_end(late) - late, Duration::days(30));
    }

    #[test]
    fn only_publish_suspend_and_delete_are_asked_for() {
        assert_eq!(Transition::from_status(2).ok(), Some(Transition::Publish));
        assert_eq!(Transition::from_status(0).ok(), Some(Transition::Suspend));
        assert_eq!(Transition::from_status(-2).ok(), Some(Transition::Delete));
        assert!(Transition::from_status(-1).is_err());
        assert!(Transition::from_status(7).is_err());
    }
}
