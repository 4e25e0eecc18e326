//! The home page's advertising block: the banners running today (paid, approved, within
//! their days), read at most once a minute per instance, served in turn (round robin: over
//! any stretch of requests each running banner is shown as often as the others, ±1), and
//! their impressions and clicks counted per day in one UPDATE each (no row per request, no
//! personal data).

use std::{
    sync::{
        atomic::{AtomicUsize, Ordering},
        Arc, Mutex,
    },
    time::{Duration, Instant},
};

use serde::Serialize;
use sqlx::PgPool;

use super::image_url;
use crate::error::{AppError, AppResult};

/// How long the list of running banners is reused.
pub const CACHE_FOR: Duration = Duration::from_secs(60);
/// At most this many banners rotate at once (bounds the cached list).
pub const MAX_RUNNING: i64 = 50;

/// A banner as the block shows it; `href` is the counting redirect, never the raw link.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct RunningBanner {
    pub id: i64,
    #[serde(skip)]
    pub image_name: String,
    pub alt: String,
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ShownBanner {
    pub id: i64,
    pub image_url: String,
    pub alt: String,
    pub href: String,
}

impl From<&RunningBanner> for ShownBanner {
    fn from(b: &RunningBanner) -> Self {
        Self {
            id: b.id,
            image_url: image_url(&b.image_name),
            alt: b.alt.clone(),
            href: format!("/api/banners/{}/click", b.id),
        }
    }
}

// Which banners run, in SQL (in `running` and `click`): paid, approved, today within their
// reserved days: `b.review = 'approved' AND o.status = 'paid' AND b.runs_from <= <today>
// AND b.runs_until >= <today>`, today in Paris.

pub async fn running(pool: &PgPool) -> AppResult<Vec<RunningBanner>> {
    Ok(sqlx::query_as!(
        RunningBanner,
        "SELECT b.id, b.image_name, b.alt FROM banners b JOIN orders o ON o.id = b.order_id
         WHERE b.review = 'approved' AND o.status = 'paid'
    AND b.runs_from <= (now() AT TIME ZONE 'Europe/Paris')::date
    AND b.runs_until >= (now() AT TIME ZONE 'Europe/Paris')::date ORDER BY b.id LIMIT $1",
        MAX_RUNNING
    )
    .fetch_all(pool)
    .await?)
}

/// The running banners as read at an instant.
type ReadAt = (Instant, Arc<Vec<RunningBanner>>);

/// Per-instance state of the block: the cached list and the turn.
#[derive(Clone, Default)]
pub struct Rotation {
    cached: Arc<Mutex<Option<ReadAt>>>,
    turn: Arc<AtomicUsize>,
}

impl Rotation {
    async fn banners(&self, pool: &PgPool) -> AppResult<Arc<Vec<RunningBanner>>> {
        if let Some((at, list)) = self.cached.lock().expect("rotation cache").as_ref() {
            if at.elapsed() < CACHE_FOR {
                return Ok(list.clone());
            }
        }
        let list = Arc::new(running(pool).await?);
        *self.cached.lock().expect("rotation cache") = Some((Instant::now(), list.clone()));
        Ok(list)
    }

    /// Forgets the cached list (after a review made in this process).
    pub fn invalidate(&self) {
        *self.cached.lock().expect("rotation cache") = None;
    }

    /// The banner whose turn it is, its impression counted; `None` when none runs (the block
    /// shows the house ad).
    pub async fn next(&self, pool: &PgPool) -> AppResult<Option<ShownBanner>> {
        let banners = self.banners(pool).await?;
        if banners.is_empty() {
            return Ok(None);
        }
        let banner = &banners[self.turn.fetch_add(1, Ordering::Relaxed) % banners.len()];
        count(pool, banner.id, Counter::Impression).await?;
        Ok(Some(banner.into()))
    }
}

#[derive(Clone, Copy, Debug)]
enum Counter {
    Impression,
    Click,
}

/// One upsert of the day's counter row.
async fn count(pool: &PgPool, banner_id: i64, counter: Counter) -> AppResult<()> {
    let (impressions, clicks) = match counter {
        Counter::Impression => (1, 0),
        Counter::Click => (0, 1),
    };
    sqlx::query!(
        "INSERT INTO banner_daily_stats (banner_id, day, impressions, clicks)
         VALUES ($1, (now() AT TIME ZONE 'Europe/Paris')::date, $2, $3)
         ON CONFLICT (banner_id, day) DO UPDATE
         SET impressions = banner_daily_stats.impressions + EXCLUDED.impressions,
             clicks = banner_daily_stats.clicks + EXCLUDED.clicks",
        banner_id,
        impressions,
        clicks,
    )
    .execute(pool)
    .await?;
    Ok(())
}

/// A click on the block: counted if the banner runs today, and answered with the banner's
/// own stored link. A banner that is not paid and approved redirects nowhere (404): the
/// route is never an open redirect.
pub async fn click(pool: &PgPool, banner_id: i64) -> AppResult<String> {
    let row: Option<(String, bool)> = sqlx::query!(
        r#"SELECT b.link, (b.review = 'approved' AND o.status = 'paid'
    AND b.runs_from <= (now() AT TIME ZONE 'Europe/Paris')::date
    AND b.runs_until >= (now() AT TIME ZONE 'Europe/Paris')::date) AS "runs!" FROM banners b JOIN orders o ON o.id = b.order_id
         WHERE b.id = $1 AND b.review = 'approved' AND o.status = 'paid'"#,
        banner_id
    )
    .map(|row| (row.link, row.runs))
    .fetch_optional(pool)
    .await?;
    let (link, runs) = row.ok_or(AppError::NotFound)?;
    if runs {
        count(pool, banner_id, Counter::Click).await?;
    }
    Ok(link)
}
