//! Per-offer numbers for its company (docs/moderation.md, "Per-offer numbers"): views of the
//! offer page and clicks on « Postuler », counted server-side in one row per offer and day,
//! one upsert per event. No visitor data is kept: no address, no cookie, no user id.

use sqlx::PgPool;

use crate::{accounts::Viewer, error::AppResult};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Event {
    View,
    ApplyClick,
}

/// The caller's User-Agent header, for the bot filter.
#[derive(Clone, Debug, Default)]
pub struct UserAgent(pub String);

/// Markers of robots in a User-Agent (lowercased); an empty one is a robot too. Cheap: a few
/// substring scans of a header the HTTP layer already bounds.
const BOT_MARKERS: [&str; 12] = [
    "bot",
    "crawl",
    "spider",
    "slurp",
    "preview",
    "facebookexternalhit",
    "curl",
    "wget",
    "python",
    "java/",
    "go-http-client",
    "monitor",
];

pub fn is_bot(user_agent: &str) -> bool {
    let agent = user_agent.to_ascii_lowercase();
    agent.trim().is_empty() || BOT_MARKERS.iter().any(|marker| agent.contains(marker))
}

/// Counts one event on a public offer; a robot's, its own company's, or one on an offer not
/// public is not counted. Returns whether it was.
pub async fn record(
    pool: &PgPool,
    viewer: Option<&Viewer>,
    user_agent: &str,
    offer_id: i64,
    event: Event,
) -> AppResult<bool> {
    if is_bot(user_agent) {
        return Ok(false);
    }
    // One counter is 1, the other 0.
    let (views, apply_clicks) = match event {
        Event::View => (1, 0),
        Event::ApplyClick => (0, 1),
    };
    let viewer_client = viewer.and_then(|viewer| viewer.pro_client_id);
    let counted = sqlx::query!(
        "INSERT INTO offer_daily_stats (job_offer_id, day, views, apply_clicks)
         SELECT o.id, (now() AT TIME ZONE 'Europe/Paris')::date, $3, $4
         FROM job_offers o
         JOIN job_offer_ads ad ON ad.job_offer_id = o.id
         JOIN pro_accounts pa ON pa.id = o.contact_account_id
         WHERE o.id = $1 AND o.status = 2 AND ad.starts_at <= now() AND ad.ends_at > now()
           AND pa.pro_client_id IS DISTINCT FROM $2
         ON CONFLICT (job_offer_id, day) DO UPDATE
         SET views = offer_daily_stats.views + excluded.views,
             apply_clicks = offer_daily_stats.apply_clicks + excluded.apply_clicks",
        offer_id,
        viewer_client,
        views,
        apply_clicks,
    )
    .execute(pool)
    .await?
    .rows_affected();
    Ok(counted > 0)
}

/// An offer's totals since it was created.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, sqlx::FromRow)]
pub struct Totals {
    pub views: i64,
    pub apply_clicks: i64,
}

/// The totals of `offer_id` for its own company (`owner_client`); None for anyone else.
pub async fn totals(
    pool: &PgPool,
    viewer: Option<&Viewer>,
    offer_id: i64,
    owner_client: i64,
) -> AppResult<Option<Totals>> {
    if viewer.and_then(|viewer| viewer.pro_client_id) != Some(owner_client) {
        return Ok(None);
    }
    Ok(Some(
        sqlx::query_as!(
            Totals,
            r#"SELECT coalesce(sum(views), 0)::bigint AS "views!",
                    coalesce(sum(apply_clicks), 0)::bigint AS "apply_clicks!"
             FROM offer_daily_stats WHERE job_offer_id = $1"#,
            offer_id
        )
        .fetch_one(pool)
        .await?,
    ))
}

#[cfg(test)]
mod tests {
    use super::is_bot;

    #[test]
    fn robots_are_told_apart_cheaply() {
        assert!(is_bot(""));
        assert!(is_bot(
            "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"
        ));
        assert!(is_bot("facebookexternalhit/1.1"));
        assert!(is_bot("curl/8.5.0"));
        assert!(!is_bot(
            "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36"
        ));
    }
}
