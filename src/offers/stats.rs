//! Per-offer numbers for its company (docs/moderation.md, "Per-offer numbers"): views of the
//! offer page and clicks on « Postuler », counted server-side in one row per offer and day,
//! once per visitor and day (issue 59: twenty aliased events in one request counted twenty
//! views). No address, cookie or user id is kept: a visitor is a 16-byte mark ([`Visitor`])
//! that changes every day and is erased after two (`retention::forget_offer_visitors`).

use sqlx::PgPool;

use crate::{access::Viewer, error::AppResult};

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

/// The key of the visitors' marks (the server's signing secret), for the GraphQL context.
#[derive(Clone, Debug)]
pub struct VisitorKey(pub std::sync::Arc<str>);

/// Who sends an event, as the count tells visitors apart for one day: the signed-in user,
/// else the address and User-Agent; hashed with the server's secret and the day, so the mark
/// names nobody and tomorrow's differs.
pub struct Visitor<'a> {
    pub secret: &'a str,
    pub viewer: Option<&'a Viewer>,
    pub address: Option<std::net::IpAddr>,
    pub user_agent: &'a str,
}

impl Visitor<'_> {
    fn mark(&self, day: chrono::NaiveDate) -> [u8; 16] {
        use sha2::{Digest, Sha256};
        let who = match (self.viewer, self.address) {
            (Some(viewer), _) => format!("user:{}", viewer.user_id),
            (None, Some(address)) => format!("address:{address}:{}", self.user_agent),
            (None, None) => format!("agent:{}", self.user_agent),
        };
        let digest = Sha256::new()
            .chain_update(self.secret)
            .chain_update([0])
            .chain_update(day.to_string())
            .chain_update([0])
            .chain_update(who)
            .finalize();
        let mut mark = [0; 16];
        mark.copy_from_slice(&digest[..16]);
        mark
    }
}

/// Counts one event on a public offer, once per visitor and day; a robot's, its own
/// company's, or one on an offer not public is not counted. Returns whether it was.
pub async fn record(
    pool: &PgPool,
    visitor: &Visitor<'_>,
    offer_id: i64,
    event: Event,
) -> AppResult<bool> {
    if is_bot(visitor.user_agent) {
        return Ok(false);
    }
    // One counter is 1, the other 0.
    let (views, apply_clicks, name) = match event {
        Event::View => (1, 0, "view"),
        Event::ApplyClick => (0, 1, "apply_click"),
    };
    let day = chrono::Utc::now()
        .with_timezone(&chrono_tz::Europe::Paris)
        .date_naive();
    let viewer_client = visitor.viewer.and_then(|viewer| viewer.pro_client_id);
    let counted = sqlx::query!(
        "WITH fresh AS (
             INSERT INTO offer_event_visitors (job_offer_id, day, event, visitor)
             SELECT o.id, $5, $6, $7
             FROM job_offers o
             JOIN job_offer_ads ad ON ad.job_offer_id = o.id
             JOIN pro_accounts pa ON pa.id = o.contact_account_id
             WHERE o.id = $1 AND o.status = 2 AND ad.starts_at <= now() AND ad.ends_at > now()
               AND pa.pro_client_id IS DISTINCT FROM $2
             ON CONFLICT DO NOTHING
             RETURNING job_offer_id)
         INSERT INTO offer_daily_stats (job_offer_id, day, views, apply_clicks)
         SELECT job_offer_id, $5, $3, $4 FROM fresh
         ON CONFLICT (job_offer_id, day) DO UPDATE
         SET views = offer_daily_stats.views + excluded.views,
             apply_clicks = offer_daily_stats.apply_clicks + excluded.apply_clicks",
        offer_id,
        viewer_client,
        views,
        apply_clicks,
        day,
        name,
        &visitor.mark(day)[..],
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
