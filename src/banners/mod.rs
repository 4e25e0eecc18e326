//! Home-page banners (pricings 4 and 5): the creative a company uploads, the banner its order
//! buys, the days its payment reserves, the staff's review, the rotation on the home page and
//! the daily counts the buyer reads. docs/billing.md ("Banners") has the rules.

use chrono::{DateTime, NaiveDate, Utc};
use chrono_tz::Europe::Paris;
use serde::{Deserialize, Serialize};
use sqlx::{PgConnection, PgPool};

use crate::{
    access::{Actor, Viewer},
    audit::{self, Change},
    error::{AppError, AppResult, ErrorCode},
    files::{
        check::{self, ImageRule},
        FileKind, Storage,
    },
};

pub mod preview;
pub mod rotation;

pub const MAX_ALT_CHARS: usize = 150;
pub const MAX_LINK_CHARS: usize = 500;
pub const MAX_REASON_CHARS: usize = 500;
/// How far ahead a start date may be chosen.
pub const MAX_DAYS_AHEAD: i64 = 180;
/// Creatives a company may upload per 24 hours (each is a stored file).
pub const MAX_CREATIVES_PER_DAY: i64 = 20;
/// The advisory lock namespace of a company's creative uploads (`db::lock_key`).
const CREATIVE_LOCKS: i32 = 0x6372_6561;
/// Banners the status page lists (newest first), and days of counts per banner.
pub const LISTED_BANNERS: i64 = 20;
pub const LISTED_DAYS: usize = 62;

/// The creative: PNG, JPEG, GIF or WebP up to 2 MB, in the block's 4:1 format.
pub const IMAGE: ImageRule = ImageRule {
    what: "La bannière",
    max_bytes: check::MAX_LOGO_BYTES,
    max_label: "2MB",
    dimensions: |w, h| w == 4 * h && (800..=2400).contains(&w),
    dimensions_message: "La bannière doit être au format 4:1, de 800 à 2400 pixels de large (1200 × 300 pixels conseillés).",
};

pub const INCOMPLETE: &str =
    "Ajoutez l'image de la bannière, son lien, son texte alternatif et sa date de début.";
pub const NO_CREATIVE: &str = "Envoyez d'abord l'image de la bannière.";
pub const BAD_LINK: &str =
    "Le lien de la bannière doit être une adresse web complète commençant par http:// ou https://.";
pub const ALT_REQUIRED: &str = "Le texte alternatif de la bannière est obligatoire.";
pub const ALT_TOO_LONG: &str =
    "Le texte alternatif de la bannière ne doit pas dépasser 150 caractères.";
pub const BAD_DATE: &str = "La date de début de la bannière est invalide.";
pub const DATE_IN_PAST: &str = "La date de début de la bannière ne peut pas être passée.";
pub const DATE_TOO_FAR: &str =
    "La date de début de la bannière doit être dans les 180 prochains jours.";
pub const TOO_MANY_CREATIVES: &str =
    "Vous avez envoyé trop d'images de bannière aujourd'hui. Réessayez demain.";

/// Today in France: banner days are Paris days.
pub fn paris_today() -> NaiveDate {
    Utc::now().with_timezone(&Paris).date_naive()
}

/// The SQL of Paris' today, for the queries that compare days.
pub const SQL_TODAY: &str = "(now() AT TIME ZONE 'Europe/Paris')::date";

fn invalid(message: &str) -> AppError {
    AppError::invalid(ErrorCode::InvalidBanner, message)
}

/// A stored creative: its name (what the purchase names) and where the page shows it.
#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Creative {
    pub creative: String,
    pub image_url: String,
    pub width: u32,
    pub height: u32,
}

pub fn image_url(name: &str) -> String {
    format!("/uploads/banners/{name}")
}

/// Checks and stores a creative for the viewer's company.
pub async fn upload_creative(
    pool: &PgPool,
    storage: &Storage,
    viewer: &Viewer,
    bytes: &[u8],
) -> AppResult<Creative> {
    let (_, client_id) = viewer.company_for(crate::access::Area::Banners)?;
    let image = check::checked_image(bytes, &IMAGE)?;
    let mut tx = pool.begin().await?;
    // The company's uploads one at a time, to the commit: the count sees every creative
    // stored before, so parallel uploads store the limit exactly.
    crate::db::lock_key(&mut tx, CREATIVE_LOCKS, &client_id.to_string()).await?;
    let recent: i64 = sqlx::query_scalar!(
        r#"SELECT count(*) AS "count!" FROM banner_creatives
         WHERE pro_client_id = $1 AND created_at > now() - interval '1 day'"#,
        client_id
    )
    .fetch_one(&mut *tx)
    .await?;
    if recent >= MAX_CREATIVES_PER_DAY {
        return Err(AppError::invalid(
            ErrorCode::RateLimited,
            TOO_MANY_CREATIVES,
        ));
    }
    let name = storage
        .save(FileKind::Banner, bytes, image.extension)
        .await?;
    sqlx::query!(
        "INSERT INTO banner_creatives (pro_client_id, image_name, width, height)
         VALUES ($1, $2, $3, $4)",
        client_id,
        &name,
        image.width as i32,
        image.height as i32
    )
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(Creative {
        image_url: image_url(&name),
        creative: name,
        width: image.width,
        height: image.height,
    })
}

/// The banner part of a purchase: `banner: {creative, link, alt, startDate}`.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct BannerRequest {
    #[serde(default)]
    pub creative: String,
    #[serde(default)]
    pub link: String,
    #[serde(default)]
    pub alt: String,
    #[serde(default)]
    pub start_date: String,
}

/// A checked banner, before its order exists.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draft {
    pub image_name: String,
    pub link: String,
    pub alt: String,
    pub start_on: NaiveDate,
}

/// An absolute http(s) link without credentials, as parsed (normalised) by `url`.
pub fn parse_link(text: &str) -> AppResult<String> {
    web_link(text).ok_or_else(|| invalid(BAD_LINK))
}

/// The one check of a public web link (banners, partners): an absolute http(s) address
/// with a host and without credentials, normalised by `url`, at most 500 characters.
pub fn web_link(text: &str) -> Option<String> {
    let text = text.trim();
    if text.is_empty() || text.chars().count() > MAX_LINK_CHARS {
        return None;
    }
    let url = url::Url::parse(text).ok()?;
    let web = matches!(url.scheme(), "http" | "https");
    let host = url.host_str().is_some_and(|h| !h.is_empty());
    let credentials = !url.username().is_empty() || url.password().is_some();
    let link = url.to_string();
    (web && host && !credentials && link.len() <= MAX_LINK_CHARS).then_some(link)
}

pub fn parse_alt(text: &str) -> AppResult<String> {
    let alt: String = text
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .chars()
        .filter(|c| !c.is_control())
        .collect();
    if alt.is_empty() {
        return Err(invalid(ALT_REQUIRED));
    }
    if alt.chars().count() > MAX_ALT_CHARS {
        return Err(invalid(ALT_TOO_LONG));
    }
    Ok(alt)
}

pub fn parse_start(text: &str, today: NaiveDate) -> AppResult<NaiveDate> {
    let day = NaiveDate::parse_from_str(text.trim(), "%Y-%m-%d").map_err(|_| invalid(BAD_DATE))?;
    if day < today {
        return Err(invalid(DATE_IN_PAST));
    }
    if (day - today).num_days() > MAX_DAYS_AHEAD {
        return Err(invalid(DATE_TOO_FAR));
    }
    Ok(day)
}

/// The one check of a banner purchase: every part present and valid, the creative the
/// buyer's own.
pub async fn check_draft(
    conn: &mut PgConnection,
    client_id: i64,
    request: Option<&BannerRequest>,
) -> AppResult<Draft> {
    let request = request.ok_or_else(|| invalid(INCOMPLETE))?;
    let creative = request.creative.trim();
    let owned: bool = !creative.is_empty()
        && sqlx::query_scalar!(
            r#"SELECT EXISTS (SELECT 1 FROM banner_creatives
                             WHERE image_name = $1 AND pro_client_id = $2) AS "exists!""#,
            creative,
            client_id
        )
        .fetch_one(&mut *conn)
        .await?;
    if !owned {
        return Err(invalid(NO_CREATIVE));
    }
    Ok(Draft {
        image_name: creative.to_owned(),
        link: parse_link(&request.link)?,
        alt: parse_alt(&request.alt)?,
        start_on: parse_start(&request.start_date, paris_today())?,
    })
}

/// The banner an order buys (it runs only once the order is paid and staff approved it).
pub async fn create_for_order(
    conn: &mut PgConnection,
    order_id: i64,
    client_id: i64,
    draft: &Draft,
    days: i32,
) -> AppResult<i64> {
    Ok(sqlx::query_scalar!(
        "INSERT INTO banners (order_id, pro_client_id, image_name, link, alt, start_on, days)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id",
        order_id,
        client_id,
        &draft.image_name,
        &draft.link,
        &draft.alt,
        draft.start_on,
        days
    )
    .fetch_one(conn)
    .await?)
}

/// In the transaction that pays the order: reserves the banner's days, from the chosen day
/// or from today if that day has passed (a transfer paid late): the buyer gets every day.
pub async fn reserve(conn: &mut PgConnection, order_id: i64) -> AppResult<()> {
    let reserved = sqlx::query!(
        "UPDATE banners SET runs_from = GREATEST(start_on, (now() AT TIME ZONE 'Europe/Paris')::date),
                            runs_until = GREATEST(start_on, (now() AT TIME ZONE 'Europe/Paris')::date) + days - 1
         WHERE order_id = $1",
        order_id
    )
    .execute(conn)
    .await?;
    if reserved.rows_affected() != 1 {
        return Err(AppError::internal(anyhow::anyhow!(
            "banner order {order_id} has no banner"
        )));
    }
    Ok(())
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decision {
    Approve,
    Reject,
}

/// A banner as staff and its buyer see it.
#[derive(Clone, Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct Banner {
    pub id: i64,
    pub pro_client_id: i64,
    pub company_name: Option<String>,
    pub product_name: String,
    pub order_reference: String,
    pub order_status: String,
    pub image_name: String,
    pub link: String,
    pub alt: String,
    pub start_on: NaiveDate,
    pub days: i32,
    pub runs_from: Option<NaiveDate>,
    pub runs_until: Option<NaiveDate>,
    pub review: String,
    pub review_reason: Option<String>,
    pub reviewed_at: Option<DateTime<Utc>>,
}

/// `sqlx::query_as!` reading [`Banner`]s (`b` the banner, `o` its order, `p` its product),
/// then `$rest` (a literal: `WHERE …`) and its arguments.
macro_rules! select_banners {
    ($rest:literal $(, $arg:expr)* $(,)?) => {
        sqlx::query_as!(
            Banner,
            r#"SELECT b.id, b.pro_client_id,
                 (SELECT name FROM companies c WHERE c.pro_client_id = b.pro_client_id
                  ORDER BY c.id LIMIT 1) AS company_name,
                 p.name AS product_name, o.reference AS order_reference, o.status AS order_status,
                 b.image_name, b.link, b.alt, b.start_on, b.days, b.runs_from, b.runs_until,
                 b.review, b.review_reason, b.reviewed_at
               FROM banners b JOIN orders o ON o.id = b.order_id
               JOIN pricings p ON p.id = o.pricing_id "#
                + $rest
            $(, $arg)*
        )
    };
}

pub async fn by_id(pool: &PgPool, id: i64) -> AppResult<Banner> {
    let mut conn = pool.acquire().await?;
    read(&mut conn, id, false).await
}

async fn read(conn: &mut PgConnection, id: i64, lock: bool) -> AppResult<Banner> {
    let found = if lock {
        select_banners!("WHERE b.id = $1 FOR UPDATE OF b", id)
            .fetch_optional(conn)
            .await?
    } else {
        select_banners!("WHERE b.id = $1", id)
            .fetch_optional(conn)
            .await?
    };
    found.ok_or(AppError::NotFound)
}

pub const REASON_TOO_LONG: &str = "Le motif ne doit pas dépasser 500 caractères.";
pub const REASON_REQUIRED: &str = "Indiquez le motif du refus : l'entreprise le lira.";

/// Staff approve or reject a banner (the CLI, the back-office): the one home of a review,
/// audit-logged in its transaction. A rejection needs a reason. A banner approved after its
/// first day has passed gets its days from today, so the buyer loses none waiting for the
/// review. The same decision with the same reason again changes nothing and logs nothing.
pub async fn review(
    pool: &PgPool,
    actor: Actor<'_>,
    id: i64,
    decision: Decision,
    reason: Option<&str>,
) -> AppResult<Banner> {
    let reason = reason.map(str::trim).filter(|r| !r.is_empty());
    if reason.is_some_and(|r| r.chars().count() > MAX_REASON_CHARS) {
        return Err(invalid(REASON_TOO_LONG));
    }
    let review = match decision {
        Decision::Approve => "approved",
        Decision::Reject => {
            if reason.is_none() {
                return Err(invalid(REASON_REQUIRED));
            }
            "rejected"
        }
    };
    let mut tx = pool.begin().await?;
    let before = read(&mut tx, id, true).await?;
    if before.review == review && before.review_reason.as_deref() == reason {
        return Ok(before);
    }
    // An approval moves days already passed to today (`SQL_TODAY`); a rejection does not.
    sqlx::query!(
        "UPDATE banners SET
           runs_from = CASE WHEN $4 AND runs_from < (now() AT TIME ZONE 'Europe/Paris')::date
                            THEN (now() AT TIME ZONE 'Europe/Paris')::date ELSE runs_from END,
           runs_until = CASE WHEN $4 AND runs_from < (now() AT TIME ZONE 'Europe/Paris')::date
                             THEN (now() AT TIME ZONE 'Europe/Paris')::date + days - 1
                             ELSE runs_until END,
           review = $2, review_reason = $3, reviewed_at = now()
         WHERE id = $1",
        id,
        review,
        reason,
        decision == Decision::Approve,
    )
    .execute(&mut *tx)
    .await?;
    let after = read(&mut tx, id, false).await?;
    let action = match decision {
        Decision::Approve => "banner.approve",
        Decision::Reject => "banner.reject",
    };
    let change = Change::new(action, "banner", id)
        .before(&before)
        .after(&after);
    audit::record(&mut tx, actor, change).await?;
    tx.commit().await?;
    Ok(after)
}

/// Paid banners waiting for the staff's review, oldest first.
pub async fn awaiting_review(pool: &PgPool, limit: i64) -> AppResult<Vec<Banner>> {
    Ok(select_banners!(
        "WHERE b.review = 'pending' AND o.status = 'paid' ORDER BY b.id LIMIT $1",
        limit
    )
    .fetch_all(pool)
    .await?)
}

/// One day of a banner's counts.
#[derive(Clone, Debug, Serialize, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct DayCount {
    pub day: NaiveDate,
    pub impressions: i32,
    pub clicks: i32,
}

#[derive(Clone, Debug, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BannerWithCounts {
    #[serde(flatten)]
    pub banner: Banner,
    pub image_url: String,
    pub days_counted: Vec<DayCount>,
}

/// The viewer's company's paid banners and their counts per day: its own only.
pub async fn of_viewer(pool: &PgPool, viewer: &Viewer) -> AppResult<Vec<BannerWithCounts>> {
    let (_, client_id) = viewer.company_for(crate::access::Area::Banners)?;
    let banners: Vec<Banner> = select_banners!(
        "WHERE b.pro_client_id = $1 AND o.status = 'paid' ORDER BY b.id DESC LIMIT $2",
        client_id,
        LISTED_BANNERS
    )
    .fetch_all(pool)
    .await?;
    let ids: Vec<i64> = banners.iter().map(|b| b.id).collect();
    let counts: Vec<(i64, NaiveDate, i32, i32)> = sqlx::query!(
        "SELECT banner_id, day, impressions, clicks FROM banner_daily_stats
         WHERE banner_id = ANY($1) ORDER BY banner_id, day",
        &ids
    )
    .map(|row| (row.banner_id, row.day, row.impressions, row.clicks))
    .fetch_all(pool)
    .await?;
    Ok(banners
        .into_iter()
        .map(|banner| {
            let mut days: Vec<DayCount> = counts
                .iter()
                .filter(|(id, ..)| *id == banner.id)
                .map(|&(_, day, impressions, clicks)| DayCount {
                    day,
                    impressions,
                    clicks,
                })
                .collect();
            let skip = days.len().saturating_sub(LISTED_DAYS);
            days.drain(..skip);
            BannerWithCounts {
                image_url: image_url(&banner.image_name),
                banner,
                days_counted: days,
            }
        })
        .collect())
}

/// The invoice's words for a banner order: what runs and when.
pub async fn invoice_detail(conn: &mut PgConnection, order_id: i64) -> AppResult<Option<String>> {
    let row: Option<(String, Option<NaiveDate>, Option<NaiveDate>)> = sqlx::query!(
        "SELECT alt, runs_from, runs_until FROM banners WHERE order_id = $1",
        order_id
    )
    .map(|row| (row.alt, row.runs_from, row.runs_until))
    .fetch_optional(conn)
    .await?;
    Ok(row.map(|(alt, from, until)| match (from, until) {
        (Some(from), Some(until)) => format!(
            "Bannière « {alt} », diffusée du {} au {}",
            from.format("%d/%m/%Y"),
            until.format("%d/%m/%Y")
        ),
        _ => format!("Bannière « {alt} »"),
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn links_are_absolute_web_addresses_without_credentials() {
        assert_eq!(
            parse_link(" https://atelier.example/offres?x=1 ")
                .ok()
                .as_deref(),
            Some("https://atelier.example/offres?x=1")
        );
        assert!(parse_link("http://atelier.example").is_ok());
        for bad in [
            "",
            "javascript:alert(1)",
            "data:text/html,hi",
            "//atelier.example",
            "atelier.example",
            "ftp://atelier.example",
            "https://user:pw@atelier.example",
            &format!("https://a.example/{}", "x".repeat(500)),
        ] {
            assert_eq!(
                parse_link(bad).err().map(|e| e.message()).as_deref(),
                Some(BAD_LINK),
                "{bad}"
            );
        }
    }

    #[test]
    fn the_alt_text_is_required_and_bounded() {
        assert_eq!(
            parse_alt("  Atelier\n Dupont ").ok().as_deref(),
            Some("Atelier Dupont")
        );
        assert_eq!(
            parse_alt("  ").err().map(|e| e.message()).as_deref(),
            Some(ALT_REQUIRED)
        );
        assert!(parse_alt(&"é".repeat(150)).is_ok());
        assert_eq!(
            parse_alt(&"é".repeat(151))
                .err()
                .map(|e| e.message())
                .as_deref(),
            Some(ALT_TOO_LONG)
        );
    }

    #[test]
    fn the_start_date_is_not_past_and_not_too_far() {
        let today = NaiveDate::from_ymd_opt(2026, 11, 24).expect("date");
        assert_eq!(parse_start("2026-11-24", today).ok(), Some(today));
        let msg = |t: &str| parse_start(t, today).err().map(|e| e.message());
        assert_eq!(msg("2026-11-23").as_deref(), Some(DATE_IN_PAST));
        assert_eq!(msg("2027-05-24").as_deref(), Some(DATE_TOO_FAR));
        assert!(parse_start("2027-05-23", today).is_ok());
        assert_eq!(msg("24/11/2026").as_deref(), Some(BAD_DATE));
    }

    #[test]
    fn the_creative_is_in_the_blocks_four_to_one_format() {
        use crate::files::check::{checked_image, tests::png_header};
        assert!(checked_image(&png_header(1200, 300), &IMAGE).is_ok());
        assert!(checked_image(&png_header(2400, 600), &IMAGE).is_ok());
        for (w, h) in [(1200, 400), (400, 100), (4000, 1000)] {
            assert_eq!(
                checked_image(&png_header(w, h), &IMAGE)
                    .err()
                    .map(|e| e.code()),
                Some(ErrorCode::ImageDimensions),
                "{w}×{h}"
            );
        }
    }
}
