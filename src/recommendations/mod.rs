//! « Offres pour vous » (issue 56, items 1, 2 and 4; docs/recommendations.md): the offers a
//! candidate may want, from the index, with why in French.
//!
//! First the hard vetoes (an offer under her pay floor, outside her radius, of a contract she
//! did not choose, one she applied to or turned down is never shown), then likeness to what
//! she told us (her trades, the offers she applied to and saved), then freshness: the
//! index's `recommend` (`index/src/recommend.rs`). Nothing here ranks or filters candidates
//! for recruiters: it reads one candidate's own rows for herself.

use std::{collections::HashMap, sync::Arc};

use chrono::{DateTime, Utc};
use ensemblier_index::{Liking, LikingSource, Near, RecommendationQuery, Recommended};
use sqlx::PgPool;

use crate::{
    access::Viewer,
    error::{AppError, AppResult},
    filters::JobFilters,
    offers::read::OfferCard,
    places::Places,
    search::Search,
};

pub mod dismissals;
pub mod mailing;
pub mod preferences;
pub mod reasons;
pub mod unsubscribe;

pub use preferences::{Preferences, PreferencesInput};

/// Cards shown on the dashboard and in the weekly mail.
pub const SHOWN: usize = 6;
/// The latest applications and favourites whose offers describe her (older ones say less).
const RECENT_LIKINGS: i64 = 50;

/// One recommended offer and why.
pub struct Recommendation {
    pub card: Arc<OfferCard>,
    /// At least two, in French (« tapissier », « à 12 km de Lyon »…).
    pub reasons: Vec<String>,
}

/// Up to `first` offers for the candidate `candidate_id` at `now`; none when she turned
/// recommendations off.
pub async fn for_candidate(
    pool: &PgPool,
    search: &Search,
    filters: &JobFilters,
    places: &Places,
    candidate_id: i64,
    first: usize,
    now: DateTime<Utc>,
) -> AppResult<Vec<Recommendation>> {
    for_candidate_excluding(pool, search, filters, places, candidate_id, &[], first, now).await
}

/// [`for_candidate`], leaving out the offers `also_excluded` besides her vetoes (the weekly
/// mail: those mailed before).
#[allow(clippy::too_many_arguments)]
pub async fn for_candidate_excluding(
    pool: &PgPool,
    search: &Search,
    filters: &JobFilters,
    places: &Places,
    candidate_id: i64,
    also_excluded: &[i64],
    first: usize,
    now: DateTime<Utc>,
) -> AppResult<Vec<Recommendation>> {
    let preferences = preferences::of_candidate(pool, candidate_id).await?;
    if !preferences.recommendations_enabled {
        return Ok(Vec::new());
    }
    let liked = sqlx::query!(
        r#"(SELECT a.job_offer_id AS "id!", o.title AS "title!", p.name AS "position!", 1 AS "source!"
            FROM job_offer_applications a JOIN job_offers o ON o.id = a.job_offer_id
            JOIN job_positions p ON p.id = o.job_position_id
            WHERE a.candidate_id = $1 ORDER BY a.id DESC LIMIT $2)
           UNION ALL
           (SELECT f.job_offer_id, o.title, p.name, 2
            FROM favorites f JOIN job_offers o ON o.id = f.job_offer_id
            JOIN job_positions p ON p.id = o.job_position_id
            WHERE f.candidate_id = $1 ORDER BY f.id DESC LIMIT $2)"#,
        candidate_id,
        RECENT_LIKINGS,
    )
    .fetch_all(pool)
    .await?;
    let mut excluded: Vec<i64> = sqlx::query_scalar!(
        r#"SELECT job_offer_id AS "id!" FROM job_offer_applications WHERE candidate_id = $1
         UNION SELECT job_offer_id FROM recommendation_dismissals WHERE candidate_id = $1"#,
        candidate_id
    )
    .fetch_all(pool)
    .await?;
    excluded.extend_from_slice(also_excluded);
    let towns: HashMap<i64, String> = sqlx::query!(
        "SELECT id, name FROM localities WHERE id = ANY($1)",
        &preferences.locality_ids
    )
    .fetch_all(pool)
    .await?
    .into_iter()
    .map(|row| (row.id, row.name))
    .collect();

    let mut likings: Vec<Liking> = preferences
        .position_ids
        .iter()
        .filter_map(|&id| filters.position(id))
        .map(|position| Liking {
            text: position.name.clone(),
            source: LikingSource::Trades,
        })
        .collect();
    likings.extend(liked.iter().map(|row| Liking {
        text: format!("{} {}", row.title, row.position),
        source: if row.source == 1 {
            LikingSource::Applications
        } else {
            LikingSource::Favorites
        },
    }));
    let radius = u32::try_from(preferences.radius_km).unwrap_or_default();
    let circles: Vec<(i64, Near)> = preferences
        .locality_ids
        .iter()
        .filter_map(|&id| {
            let (latitude, longitude) = places.centre(id)?;
            Some((id, Near::new(latitude, longitude, radius)))
        })
        .collect();
    let to_u64 = |ids: &[i64]| -> Vec<u64> {
        ids.iter()
            .filter_map(|&id| u64::try_from(id).ok())
            .collect()
    };
    let query = RecommendationQuery {
        likings,
        positions: to_u64(&preferences.position_ids),
        min_pay: preferences
            .pay_floor
            .map(|floor| u32::try_from(floor.annual_euros()).unwrap_or(u32::MAX)),
        circles: circles.iter().map(|&(_, near)| near).collect(),
        contracts: to_u64(&preferences.contract_ids),
        excluded: to_u64(&excluded),
        available_month: preferences
            .available_from
            .map(crate::offers::training::month_number),
        // A few more than shown: an offer may have left the site since the index saw it.
        first: first + 4,
    };
    let live = Arc::clone(&search.live);
    let timestamp = now.timestamp();
    let found: Vec<Recommended> =
        tokio::task::spawn_blocking(move || live.recommend(&query, timestamp))
            .await
            .map_err(AppError::internal)?
            .map_err(AppError::internal)?;
    let ids: Vec<i64> = found
        .iter()
        .map(|r| i64::try_from(r.id).unwrap_or_default())
        .collect();
    let cards = search.cards.get(pool, &ids).await?;
    let words = reasons::Words {
        filters,
        preferences: &preferences,
        towns: &circles
            .iter()
            .map(|&(id, _)| towns.get(&id).cloned().unwrap_or_default())
            .collect::<Vec<_>>(),
        now,
    };
    Ok(found
        .iter()
        .zip(cards)
        .filter_map(|(found, card)| {
            let card = card.filter(|card| card.is_public(now))?;
            Some(Recommendation {
                reasons: words.of(found, &card),
                card,
            })
        })
        .take(first)
        .collect())
}

/// [`for_candidate`] for the signed-in candidate.
pub async fn mine(
    pool: &PgPool,
    search: &Search,
    filters: &JobFilters,
    places: &Places,
    viewer: &Viewer,
    now: DateTime<Utc>,
) -> AppResult<Vec<Recommendation>> {
    let candidate_id = viewer.candidate()?;
    for_candidate(pool, search, filters, places, candidate_id, SHOWN, now).await
}
