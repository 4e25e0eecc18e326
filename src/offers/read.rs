//! Reading offers: one row shape (a card and its long texts), used for pages, the index and
//! GraphQL alike.

use std::collections::HashMap;

use chrono::{DateTime, NaiveDate, Utc};
use sqlx::PgPool;

use crate::db::ReadPool;

use super::{html::stored_html, pay::PayRange, status::OfferStatus, training::Training};
use crate::{
    companies::labels::Kind,
    error::{AppError, AppResult},
    filters::JobFilters,
};

/// An offer as a list shows it: everything but its long texts. Search keeps the card of every
/// public offer in memory (`search::cards`), so a result page needs no database round trip.
#[derive(Clone, Debug)]
pub struct OfferCard {
    pub id: i64,
    pub uuid: uuid::Uuid,
    pub slug: String,
    pub title: String,
    /// The start of the description as plain text: the list preview and the extract of a
    /// search with keywords are read from it.
    pub description_start: DescriptionStart,
    pub status: i16,
    pub contact_account_id: i64,
    pub pro_client_id: i64,
    pub job_salary_id: i64,
    pub job_position_id: i64,
    pub job_contract_id: i64,
    pub type_ids: Vec<i64>,
    pub created_at: DateTime<Utc>,
    pub updated_at: DateTime<Utc>,
    pub ad_id: Option<i64>,
    pub starts_at: Option<DateTime<Utc>>,
    pub ends_at: Option<DateTime<Utc>>,
    pub urgent: bool,
    pub urgent_until: Option<DateTime<Utc>>,
    pub localized_company_id: i64,
    pub address_id: i64,
    pub address1: String,
    pub locality_id: i64,
    pub locality_name: String,
    pub postal_code: String,
    pub city_id: Option<i64>,
    pub city_name: Option<String>,
    pub department_id: i64,
    pub region_id: i64,
    /// The locality's position: searches within a radius, and the distance a result shows.
    pub latitude: f64,
    pub longitude: f64,
    pub company_id: i64,
    pub company_name: String,
    pub logo_name: Option<String>,
    /// Its company is suspended by staff: it leaves the site (docs/moderation.md).
    pub company_suspended: bool,
    /// Its company's approved craft labels and the last day of each (`companies::labels`):
    /// the badges are those still valid when shown ([`OfferCard::badges`]).
    pub labels: Vec<(Kind, NaiveDate)>,
    /// The gross pay range; `None` for an offer published before ranges (issue 36).
    pub pay: Option<PayRange>,
    /// What a training offer trains for (`offers::training`); `None` for other offers.
    pub training: Option<Training>,
}

/// The long texts of an offer: sanitised HTML for the offer's three texts, plain text for the
/// company's own presentation (its profile, written in a plain text field).
#[derive(Clone, Debug, Default)]
pub struct OfferTexts {
    pub description: String,
    pub perfect_candidate_description: String,
    /// HTML like the descriptions, whatever was stored (see `OfferTexts::read_as_html`).
    pub company_presentation: String,
    /// The company's own presentation (its profile), beside the offer's.
    pub company_text: String,
}

impl OfferTexts {
    /// The offer's company presentation as HTML, like its descriptions, whatever was stored
    /// (older demo data is plain text): pages render it, the head and JSON-LD take its text.
    fn read_as_html(mut self) -> Self {
        self.company_presentation = stored_html(std::mem::take(&mut self.company_presentation));
        for html in [
            &mut self.description,
            &mut self.perfect_candidate_description,
            &mut self.company_presentation,
        ] {
            *html = closed_if_cut(std::mem::take(html));
        }
        self
    }
}

/// A text read cut to [`MAX_TEXT_CHARS`] may end in the middle of a tag: sanitised again, its
/// open tags are closed and a cut tag dropped (only texts stored before the bound reach it).
fn closed_if_cut(html: String) -> String {
    if html.len() >= MAX_TEXT_CHARS && html.chars().count() >= MAX_TEXT_CHARS {
        super::html::sanitize(&html)
    } else {
        html
    }
}

/// An offer whole: its card and its texts. It reads as its card (`row.title`).
#[derive(Clone, Debug)]
pub struct OfferRow {
    pub card: OfferCard,
    pub texts: OfferTexts,
}

impl std::ops::Deref for OfferRow {
    type Target = OfferCard;

    fn deref(&self) -> &OfferCard {
        &self.card
    }
}

/// The characters of a description's plain text a card keeps: its list preview (50) and, in
/// a search with keywords, the extract around the words found there (issue 39) are read from
/// them. About 300 bytes a public offer in memory (30 MB at 100,000 offers).
pub const START_CHARS: usize = 320;
/// The characters of the list preview (spec section 2), before its « … ».
const PREVIEW_CHARS: usize = 50;

/// The start of an offer's description, as its card keeps it: plain text, spaces collapsed,
/// cut after [`START_CHARS`] characters at a word.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DescriptionStart {
    pub text: Box<str>,
    /// Whether the description goes on after `text`.
    pub cut: bool,
}

impl DescriptionStart {
    /// Read from the description's first [`PREVIEW_SOURCE`] characters of HTML
    /// (`description_head`), so a card never needs the whole text.
    pub fn of(html_head: &str) -> Self {
        let text = ensemblier_index::strip_html(html_head)
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        let Some((end, _)) = text.char_indices().nth(START_CHARS) else {
            let cut = html_head.chars().count() >= PREVIEW_SOURCE;
            return Self {
                text: text.into(),
                cut,
            };
        };
        // At the last space, unless a long word would leave no more than the preview.
        let end = text[..end]
            .rfind(' ')
            .filter(|&space| text[..space].chars().count() > PREVIEW_CHARS)
            .unwrap_or(end);
        Self {
            text: text[..end].into(),
            cut: true,
        }
    }

    /// The list preview (spec section 2): at most 50 characters, then « … », ended at a word
    /// (issue 58, minor 30: « compagnons, l'Ate… »), unless one word fills them.
    pub fn preview(&self) -> String {
        let Some((end, _)) = self.text.char_indices().nth(PREVIEW_CHARS) else {
            return self.text.to_string();
        };
        let head = &self.text[..end];
        let words = if self.text[end..].starts_with(' ') {
            head
        } else {
            head.rfind(' ').map_or(head, |space| &head[..space])
        };
        let words =
            words.trim_end_matches(|c: char| c.is_whitespace() || matches!(c, ',' | ';' | ':'));
        format!("{}…", if words.is_empty() { head } else { words })
    }
}

/// The longest title and long text (description, presentations) an offer may be written
/// with (`offers::write`, `offers::wording`).
pub const MAX_TITLE: usize = 150;
pub const MAX_TEXT: usize = 20_000;

/// The most characters of each long text of an offer ([`MAX_TEXT`]), and of its company's
/// presentation. A text stored before the bounds (issue 32) is read cut to it, so what one
/// offer weighs in memory and in an answer is bounded whatever the table holds.
pub const MAX_TEXT_CHARS: usize = MAX_TEXT;

/// A card is a summary: its short texts are read cut to these (issue 32; the input bounds are
/// lower, so only texts stored before them are cut, with « … »). The result cards of every
/// public offer are kept in memory, and a page of results or the home page writes eight to
/// fifty of them twice (its markup and its data): their size is bounded by construction.
pub const CARD_TITLE_CHARS: usize = MAX_TITLE;
pub const CARD_NAME_CHARS: usize = 150;
pub const CARD_ADDRESS_CHARS: usize = 200;
/// Characters of the description's HTML the preview is read from.
pub const PREVIEW_SOURCE: usize = 2_000;

/// `sqlx::query_as!` reading offers: `SELECT` a card's columns (`OfferCard` and
/// `description_head`, short texts cut; see `CARD_TITLE_CHARS`…), then `$texts` (`""`, or
/// the long texts' columns), the joins every read of an offer makes (`o` the offer, `ad` its
/// ad, `c` its company…), then `$rest` (a literal: `WHERE …`) and its arguments. A number
/// here is a constant of this module (the test `the_sql_cuts_at_the_constants` pins them).
macro_rules! select_offers {
    ($record:path, $texts:literal, $rest:literal $(, $arg:expr)* $(,)?) => {
        sqlx::query_as!(
            $record,
            r#"SELECT o.id, o.uuid, left(o.slug, 150) AS "slug!",
                 CASE WHEN char_length(o.title) > 150 THEN left(o.title, 149) || '…'
                      ELSE o.title END AS "title!",
                 o.status, o.contact_account_id, pa.pro_client_id, o.job_salary_id,
                 o.job_position_id, o.job_contract_id,
                 ARRAY(SELECT t.job_type_id FROM job_offer_types t WHERE t.job_offer_id = o.id
                       ORDER BY t.job_type_id) AS "type_ids!",
                 o.created_at, o.updated_at,
                 ad.id AS "ad_id?", ad.starts_at AS "starts_at?", ad.ends_at AS "ends_at?",
                 coalesce(ad.urgent, false) AS "urgent!", ad.urgent_until AS "urgent_until?",
                 lc.id AS localized_company_id, a.id AS address_id,
                 CASE WHEN char_length(a.address1) > 200 THEN left(a.address1, 199) || '…'
                      ELSE a.address1 END AS "address1!",
                 l.id AS locality_id, l.name AS locality_name, l.postal_code,
                 l.city_id, city.name AS "city_name?",
                 l.department_id, d.region_id, l.latitude, l.longitude,
                 c.id AS company_id,
                 CASE WHEN char_length(c.name) > 150 THEN left(c.name, 149) || '…'
                      ELSE c.name END AS "company_name!",
                 c.logo_name, c.suspended_at IS NOT NULL AS "company_suspended!",
                 ARRAY(SELECT cl.kind FROM company_labels cl
                       WHERE cl.company_id = c.id AND cl.status = 'approved'
                       ORDER BY cl.kind, cl.id) AS "label_kinds!",
                 ARRAY(SELECT coalesce(cl.expires_on, DATE '9999-12-31') FROM company_labels cl
                       WHERE cl.company_id = c.id AND cl.status = 'approved'
                       ORDER BY cl.kind, cl.id) AS "label_until!",
                 o.pay_min_cents, o.pay_max_cents, o.pay_period, o.pay_variable, o.pay_spread_reason,
                 o.diploma_id, o.training_school, o.training_rhythm, o.training_months,
                 o.training_starts_on,
                 left(o.description, 2000) AS "description_head!""#
                + $texts
                + "
               FROM job_offers o
               JOIN pro_accounts pa ON pa.id = o.contact_account_id
               JOIN localized_companies lc ON lc.id = o.localized_company_id
               JOIN companies c ON c.id = lc.company_id
               JOIN addresses a ON a.id = lc.address_id
               JOIN localities l ON l.id = a.locality_id
               LEFT JOIN localities city ON city.id = l.city_id
               JOIN departments d ON d.id = l.department_id
               LEFT JOIN job_offer_ads ad ON ad.job_offer_id = o.id "
                + $rest
            $(, $arg)*
        )
    };
}

/// `select_offers!` of whole offers ([`OfferRow`]s): their cards and their texts.
macro_rules! select_whole_offers {
    ($rest:literal $(, $arg:expr)* $(,)?) => {
        select_offers!(
            OfferRecord,
            r#",
                 left(o.company_presentation, 20000) AS "company_presentation!",
                 left(o.description, 20000) AS "description!",
                 left(o.perfect_candidate_description, 20000) AS "perfect_candidate_description!",
                 left(c.presentation, 20000) AS "company_text!""#,
            $rest
            $(, $arg)*
        )
        .map(OfferRow::from)
    };
}

/// `select_offers!` of offers' cards only ([`OfferCard`]s): what lists read (their texts, if
/// asked, with `PageTexts`).
macro_rules! select_cards {
    ($rest:literal $(, $arg:expr)* $(,)?) => {
        select_offers!(CardRecord, "", $rest $(, $arg)*).map(OfferCard::from)
    };
}

/// A card as read (`select_cards!`): its columns and the head of its description.
struct CardRecord {
    id: i64,
    uuid: uuid::Uuid,
    slug: String,
    title: String,
    status: i16,
    contact_account_id: i64,
    pro_client_id: i64,
    job_salary_id: i64,
    job_position_id: i64,
    job_contract_id: i64,
    type_ids: Vec<i64>,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
    ad_id: Option<i64>,
    starts_at: Option<DateTime<Utc>>,
    ends_at: Option<DateTime<Utc>>,
    urgent: bool,
    urgent_until: Option<DateTime<Utc>>,
    localized_company_id: i64,
    address_id: i64,
    address1: String,
    locality_id: i64,
    locality_name: String,
    postal_code: String,
    city_id: Option<i64>,
    city_name: Option<String>,
    department_id: i64,
    region_id: i64,
    latitude: f64,
    longitude: f64,
    company_id: i64,
    company_name: String,
    logo_name: Option<String>,
    company_suspended: bool,
    label_kinds: Vec<String>,
    label_until: Vec<NaiveDate>,
    pay_min_cents: Option<i32>,
    pay_max_cents: Option<i32>,
    pay_period: Option<String>,
    pay_variable: String,
    pay_spread_reason: String,
    diploma_id: Option<i64>,
    training_school: String,
    training_rhythm: String,
    training_months: Option<i16>,
    training_starts_on: Option<NaiveDate>,
    description_head: String,
}

/// An offer as read whole (`select_whole_offers!`): its card's columns and its texts.
struct OfferRecord {
    id: i64,
    uuid: uuid::Uuid,
    slug: String,
    title: String,
    status: i16,
    contact_account_id: i64,
    pro_client_id: i64,
    job_salary_id: i64,
    job_position_id: i64,
    job_contract_id: i64,
    type_ids: Vec<i64>,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
    ad_id: Option<i64>,
    starts_at: Option<DateTime<Utc>>,
    ends_at: Option<DateTime<Utc>>,
    urgent: bool,
    urgent_until: Option<DateTime<Utc>>,
    localized_company_id: i64,
    address_id: i64,
    address1: String,
    locality_id: i64,
    locality_name: String,
    postal_code: String,
    city_id: Option<i64>,
    city_name: Option<String>,
    department_id: i64,
    region_id: i64,
    latitude: f64,
    longitude: f64,
    company_id: i64,
    company_name: String,
    logo_name: Option<String>,
    company_suspended: bool,
    label_kinds: Vec<String>,
    label_until: Vec<NaiveDate>,
    pay_min_cents: Option<i32>,
    pay_max_cents: Option<i32>,
    pay_period: Option<String>,
    pay_variable: String,
    pay_spread_reason: String,
    diploma_id: Option<i64>,
    training_school: String,
    training_rhythm: String,
    training_months: Option<i16>,
    training_starts_on: Option<NaiveDate>,
    description_head: String,
    company_presentation: String,
    description: String,
    perfect_candidate_description: String,
    company_text: String,
}

impl From<CardRecord> for OfferCard {
    fn from(r: CardRecord) -> Self {
        Self {
            id: r.id,
            uuid: r.uuid,
            slug: r.slug,
            title: r.title,
            description_start: DescriptionStart::of(&r.description_head),
            status: r.status,
            contact_account_id: r.contact_account_id,
            pro_client_id: r.pro_client_id,
            job_salary_id: r.job_salary_id,
            job_position_id: r.job_position_id,
            job_contract_id: r.job_contract_id,
            type_ids: r.type_ids,
            created_at: r.created_at,
            updated_at: r.updated_at,
            ad_id: r.ad_id,
            starts_at: r.starts_at,
            ends_at: r.ends_at,
            urgent: r.urgent,
            urgent_until: r.urgent_until,
            localized_company_id: r.localized_company_id,
            address_id: r.address_id,
            address1: r.address1,
            locality_id: r.locality_id,
            locality_name: r.locality_name,
            postal_code: r.postal_code,
            city_id: r.city_id,
            city_name: r.city_name,
            department_id: r.department_id,
            region_id: r.region_id,
            latitude: r.latitude,
            longitude: r.longitude,
            company_id: r.company_id,
            company_name: r.company_name,
            logo_name: r.logo_name,
            company_suspended: r.company_suspended,
            labels: r
                .label_kinds
                .iter()
                .zip(r.label_until)
                .filter_map(|(kind, until)| Some((Kind::parse(kind).ok()?, until)))
                .collect(),
            pay: PayRange::from_columns(
                r.pay_min_cents,
                r.pay_max_cents,
                r.pay_period.as_deref(),
                r.pay_variable,
                r.pay_spread_reason,
            ),
            training: Training::from_columns(
                r.diploma_id,
                r.training_school,
                r.training_rhythm,
                r.training_months,
                r.training_starts_on,
            ),
        }
    }
}

impl From<OfferRecord> for OfferRow {
    fn from(r: OfferRecord) -> Self {
        let texts = OfferTexts {
            description: r.description,
            perfect_candidate_description: r.perfect_candidate_description,
            company_presentation: r.company_presentation,
            company_text: r.company_text,
        }
        .read_as_html();
        let card = OfferCard::from(CardRecord {
            id: r.id,
            uuid: r.uuid,
            slug: r.slug,
            title: r.title,
            status: r.status,
            contact_account_id: r.contact_account_id,
            pro_client_id: r.pro_client_id,
            job_salary_id: r.job_salary_id,
            job_position_id: r.job_position_id,
            job_contract_id: r.job_contract_id,
            type_ids: r.type_ids,
            created_at: r.created_at,
            updated_at: r.updated_at,
            ad_id: r.ad_id,
            starts_at: r.starts_at,
            ends_at: r.ends_at,
            urgent: r.urgent,
            urgent_until: r.urgent_until,
            localized_company_id: r.localized_company_id,
            address_id: r.address_id,
            address1: r.address1,
            locality_id: r.locality_id,
            locality_name: r.locality_name,
            postal_code: r.postal_code,
            city_id: r.city_id,
            city_name: r.city_name,
            department_id: r.department_id,
            region_id: r.region_id,
            latitude: r.latitude,
            longitude: r.longitude,
            company_id: r.company_id,
            company_name: r.company_name,
            logo_name: r.logo_name,
            company_suspended: r.company_suspended,
            label_kinds: r.label_kinds,
            label_until: r.label_until,
            pay_min_cents: r.pay_min_cents,
            pay_max_cents: r.pay_max_cents,
            pay_period: r.pay_period,
            pay_variable: r.pay_variable,
            pay_spread_reason: r.pay_spread_reason,
            diploma_id: r.diploma_id,
            training_school: r.training_school,
            training_rhythm: r.training_rhythm,
            training_months: r.training_months,
            training_starts_on: r.training_starts_on,
            description_head: r.description_head,
        });
        Self { card, texts }
    }
}

/// What the public may see: published, within its ad period (`OfferCard::is_public` in SQL;
/// `o` is the offer, `ad` its ad).
/// A suspended company's offers are not public (`c` is the company).
pub const PUBLIC: &str =
    "o.status = 2 AND ad.starts_at <= now() AND ad.ends_at > now() AND c.suspended_at IS NULL";

/// Every offer but deleted ones (`o` is the offer): what its company and its candidates list.
pub const NOT_DELETED: &str = "o.status <> -2";

impl OfferCard {
    /// The craft labels its company holds on `today` (approved, not past their last day),
    /// each title once.
    pub fn badges(&self, today: NaiveDate) -> Vec<Kind> {
        let mut kinds: Vec<Kind> = Vec::new();
        for &(kind, until) in &self.labels {
            if until >= today && !kinds.contains(&kind) {
                kinds.push(kind);
            }
        }
        kinds
    }

    pub fn offer_status(&self) -> OfferStatus {
        OfferStatus::try_from(self.status).unwrap_or(OfferStatus::Draft)
    }

    /// Published and within its ad period.
    pub fn is_public(&self, now: DateTime<Utc>) -> bool {
        self.offer_status() == OfferStatus::Published
            && !self.company_suspended
            && self.starts_at.is_some_and(|s| s <= now)
            && self.ends_at.is_some_and(|e| e > now)
    }

    /// Its ad period is over (or it was marked expired).
    pub fn is_expired(&self, now: DateTime<Utc>) -> bool {
        self.offer_status() == OfferStatus::Expired
            || (self.offer_status() == OfferStatus::Published
                && self.ends_at.is_some_and(|e| e <= now))
    }

    /// Who may see this offer, the one rule of its page and of the API: published or expired
    /// offers for everyone; a draft, suspended or not yet started offer only for its company
    /// (`viewer_client`, the viewer's pro client if any), as one held for a staff review; a
    /// deleted one for nobody.
    pub fn is_visible_to(&self, viewer_client: Option<i64>, now: DateTime<Utc>) -> bool {
        let owner = viewer_client == Some(self.pro_client_id);
        match self.offer_status() {
            OfferStatus::Deleted => false,
            OfferStatus::Published | OfferStatus::Expired => {
                owner || self.is_public(now) || (self.is_expired(now) && !self.company_suspended)
            }
            OfferStatus::Draft | OfferStatus::Held => owner,
        }
    }

    pub fn is_urgent(&self, now: DateTime<Utc>) -> bool {
        self.urgent && self.urgent_until.is_some_and(|u| u > now)
    }
}

/// The cards of offers by id, in the order of `ids`; ids not found are skipped. Their texts,
/// if asked, are read with [`PageTexts`].
pub async fn cards_by_ids(pool: &PgPool, ids: &[i64]) -> AppResult<Vec<OfferCard>> {
    let rows = select_cards!("WHERE o.id = ANY($1)", ids)
        .fetch_all(pool)
        .await?;
    let mut cards: HashMap<i64, OfferCard> = rows.into_iter().map(|card| (card.id, card)).collect();
    Ok(ids.iter().filter_map(|id| cards.remove(id)).collect())
}

/// The long texts of a page of results, read in one query when a result first needs them,
/// and at most once.
pub struct PageTexts {
    ids: Vec<i64>,
    texts: tokio::sync::OnceCell<HashMap<i64, OfferTexts>>,
}

impl PageTexts {
    pub fn new(ids: Vec<i64>) -> Self {
        Self {
            ids,
            texts: tokio::sync::OnceCell::new(),
        }
    }

    /// The texts of the offer `id`, one of the page's.
    pub async fn of(&self, pool: &PgPool, id: i64) -> AppResult<&OfferTexts> {
        self.texts
            .get_or_try_init(|| offer_texts(pool, &self.ids))
            .await?
            .get(&id)
            .ok_or(AppError::NotFound)
    }
}

/// `SELECT` of offers' long texts, each cut to [`MAX_TEXT_CHARS`] (`company_text` is the
/// company's own presentation), then `$rest`: `(id, OfferTexts)` rows.
macro_rules! select_texts {
    ($rest:literal, $arg:expr) => {
        sqlx::query!(
            r#"SELECT o.id,
                 left(o.company_presentation, 20000) AS "company_presentation!",
                 left(o.description, 20000) AS "description!",
                 left(o.perfect_candidate_description, 20000) AS "perfect_candidate_description!",
                 left(c.presentation, 20000) AS "company_text!"
               FROM job_offers o
               JOIN localized_companies lc ON lc.id = o.localized_company_id
               JOIN companies c ON c.id = lc.company_id "#
                + $rest,
            $arg
        )
        .map(|row| {
            let texts = OfferTexts {
                description: row.description,
                perfect_candidate_description: row.perfect_candidate_description,
                company_presentation: row.company_presentation,
                company_text: row.company_text,
            };
            (row.id, texts.read_as_html())
        })
    };
}

/// The long texts of the offers among `ids`, by id (for result cards asked for more).
pub async fn offer_texts(pool: &PgPool, ids: &[i64]) -> AppResult<HashMap<i64, OfferTexts>> {
    Ok(select_texts!("WHERE o.id = ANY($1)", ids)
        .fetch_all(pool)
        .await?
        .into_iter()
        .collect())
}

/// The long texts of the offer `id`. Not `offer_texts` of one id: PostgreSQL plans a statement
/// on an array anew at each run (a generic plan cannot know the array's length), which made it
/// dearer to the offer's page than the whole read it replaces (`search::cards`).
pub async fn texts_of(pool: &ReadPool, id: i64) -> AppResult<Option<OfferTexts>> {
    Ok(select_texts!("WHERE o.id = $1", id)
        .fetch_optional(pool)
        .await?
        .map(|(_, texts)| texts))
}

pub async fn offer_by_id(
    executor: impl sqlx::PgExecutor<'_>,
    id: i64,
) -> AppResult<Option<OfferRow>> {
    Ok(select_whole_offers!("WHERE o.id = $1", id)
        .fetch_optional(executor)
        .await?)
}

// `PUBLIC`, word for word, follows `WHERE` in the statements of public offers below.

/// The public offers among `ids` (for the indexer: the others leave the index).
pub async fn public_offers_among(pool: &PgPool, ids: &[i64]) -> AppResult<Vec<OfferRow>> {
    Ok(select_whole_offers!(
        "WHERE o.status = 2 AND ad.starts_at <= now() AND ad.ends_at > now() AND c.suspended_at IS NULL
           AND o.id = ANY($1)",
        ids
    )
    .fetch_all(pool)
    .await?)
}

/// Public offers whose ad started within the last `days` days, by id: the new offers the
/// alert jobs examine.
pub async fn public_offers_started_within(pool: &PgPool, days: i32) -> AppResult<Vec<OfferRow>> {
    Ok(select_whole_offers!(
        "WHERE o.status = 2 AND ad.starts_at <= now() AND ad.ends_at > now() AND c.suspended_at IS NULL
           AND ad.starts_at > now() - make_interval(days => $1) ORDER BY o.id",
        days
    )
    .fetch_all(pool)
    .await?)
}

/// The company's public offers, newest ad first, at most `limit` (its page, `companies::public`).
pub async fn public_cards_of_company(
    pool: &PgPool,
    company_id: i64,
    limit: i64,
) -> AppResult<Vec<OfferCard>> {
    Ok(select_cards!(
        "WHERE o.status = 2 AND ad.starts_at <= now() AND ad.ends_at > now() AND c.suspended_at IS NULL
           AND c.id = $1 ORDER BY ad.starts_at DESC, o.id DESC LIMIT $2",
        company_id,
        limit
    )
    .fetch_all(pool)
    .await?)
}

/// The companies with a public offer, by id: (id, name) (the sitemap's company pages).
pub async fn companies_with_public_offers(pool: &ReadPool) -> AppResult<Vec<(i64, String)>> {
    Ok(sqlx::query!(
        r#"SELECT DISTINCT c.id, c.name FROM companies c
         JOIN localized_companies lc ON lc.company_id = c.id
         JOIN job_offers o ON o.localized_company_id = lc.id
         JOIN job_offer_ads ad ON ad.job_offer_id = o.id
         WHERE o.status = 2 AND ad.starts_at <= now() AND ad.ends_at > now() AND c.suspended_at IS NULL
         ORDER BY c.id"#
    )
    .map(|row| (row.id, row.name))
    .fetch_all(pool)
    .await?)
}

/// Up to `limit` public offers of ids above `after`, by id (pages of a walk over them all).
pub async fn public_offers_after(
    pool: &PgPool,
    after: i64,
    limit: i64,
) -> AppResult<Vec<OfferRow>> {
    Ok(select_whole_offers!(
        "WHERE o.status = 2 AND ad.starts_at <= now() AND ad.ends_at > now() AND c.suspended_at IS NULL
           AND o.id > $1 ORDER BY o.id LIMIT $2",
        after,
        limit
    )
    .fetch_all(pool)
    .await?)
}

/// Calls `each` with every public offer, by id, reading them `chunk` at a time (rebuilds,
/// loading the result cards): whole rows never all sit in memory.
pub async fn for_each_public_offer(
    pool: &PgPool,
    chunk: i64,
    mut each: impl FnMut(OfferRow),
) -> AppResult<()> {
    let mut after = 0;
    loop {
        let rows = public_offers_after(pool, after, chunk).await?;
        let Some(last) = rows.last() else {
            return Ok(());
        };
        after = last.id;
        rows.into_iter().for_each(&mut each);
    }
}

/// Every public offer's address and last change, by id (the sitemap).
pub async fn public_offer_links(pool: &ReadPool) -> AppResult<Vec<(i64, String, DateTime<Utc>)>> {
    Ok(sqlx::query!(
        "SELECT o.id, o.slug, o.updated_at
         FROM job_offers o JOIN job_offer_ads ad ON ad.job_offer_id = o.id
         JOIN localized_companies lc ON lc.id = o.localized_company_id
         JOIN companies c ON c.id = lc.company_id
         WHERE o.status = 2 AND ad.starts_at <= now() AND ad.ends_at > now() AND c.suspended_at IS NULL ORDER BY o.id"
    )
    .map(|row| (row.id, row.slug, row.updated_at))
    .fetch_all(pool)
    .await?)
}

/// The cards of the newest public offers (home page, 8; elsewhere 5).
pub async fn latest_public_cards(pool: &PgPool, first: i64) -> AppResult<Vec<OfferCard>> {
    Ok(select_cards!(
        "WHERE o.status = 2 AND ad.starts_at <= now() AND ad.ends_at > now() AND c.suspended_at IS NULL
         ORDER BY ad.starts_at DESC, o.id DESC LIMIT $1",
        first
    )
    .fetch_all(pool)
    .await?)
}

/// The cards of the newest public offers of a trade among `contracts`, and of one diploma if
/// given: a landing page of training offers (`training_pages`).
pub async fn public_training_cards(
    pool: &ReadPool,
    contracts: &[i64],
    position_id: i64,
    diploma_id: Option<i64>,
    first: i64,
) -> AppResult<Vec<OfferCard>> {
    Ok(select_cards!(
        "WHERE o.status = 2 AND ad.starts_at <= now() AND ad.ends_at > now() AND c.suspended_at IS NULL
           AND o.job_contract_id = ANY($1) AND o.job_position_id = $2
           AND ($3::bigint IS NULL OR o.diploma_id = $3)
         ORDER BY ad.starts_at DESC, o.id DESC LIMIT $4",
        contracts,
        position_id,
        diploma_id,
        first
    )
    .fetch_all(pool)
    .await?)
}

/// Up to `first` offers whose ad has started, newest publication first, after the offer
/// published at `after.0` with id `after.1`: the moderation queue (docs/moderation.md).
/// Also how many there are in all. Both statements list the offers published or held for a
/// staff review (whose ad has started): `o.status IN (1, 2) AND ad.starts_at IS NOT NULL`.
pub async fn newest_published_offers(
    pool: &PgPool,
    first: i64,
    after: Option<(DateTime<Utc>, i64)>,
) -> AppResult<(Vec<OfferRow>, i64)> {
    let rows = select_whole_offers!(
        "WHERE o.status IN (1, 2) AND ad.starts_at IS NOT NULL
           AND ($2::timestamptz IS NULL OR (ad.starts_at, o.id) < ($2, $3))
         ORDER BY ad.starts_at DESC, o.id DESC LIMIT $1",
        first,
        after.map(|(at, _)| at),
        after.map_or(0, |(_, id)| id),
    )
    .fetch_all(pool);
    let total = sqlx::query_scalar!(
        r#"SELECT count(*) AS "count!" FROM job_offers o JOIN job_offer_ads ad ON ad.job_offer_id = o.id
         WHERE o.status IN (1, 2) AND ad.starts_at IS NOT NULL"#
    )
    .fetch_one(pool);
    Ok(tokio::try_join!(rows, total)?)
}

/// The cards of a company client's offers but deleted ones (`NOT_DELETED`), newest first,
/// after the id `after`.
pub async fn client_offers(
    pool: &PgPool,
    client_id: i64,
    first: i64,
    after: Option<i64>,
) -> AppResult<(Vec<OfferCard>, i64)> {
    let rows = select_cards!(
        "WHERE pa.pro_client_id = $1 AND o.status <> -2 AND ($2::bigint IS NULL OR o.id < $2)
         ORDER BY o.id DESC LIMIT $3",
        client_id,
        after,
        first,
    )
    .fetch_all(pool);
    let total = sqlx::query_scalar!(
        r#"SELECT count(*) AS "count!" FROM job_offers o
         JOIN pro_accounts pa ON pa.id = o.contact_account_id
         WHERE pa.pro_client_id = $1 AND o.status <> -2"#,
        client_id
    )
    .fetch_one(pool);
    Ok(tokio::try_join!(rows, total)?)
}

/// Sent applications to an offer; with `unread_only`, those its company has not opened;
/// with `interview`, only those of the triage's filter (a checked one of
/// `applications::triage::interview_filter`: yes, maybe, no, or `none` not noted yet).
pub async fn application_count(
    pool: &PgPool,
    offer_id: i64,
    unread_only: bool,
    interview: Option<&str>,
) -> AppResult<i64> {
    Ok(sqlx::query_scalar!(
        r#"SELECT count(*) AS "count!" FROM job_offer_applications a
         WHERE a.job_offer_id = $1 AND a.submitted_at IS NOT NULL AND (NOT $2 OR a.read_at IS NULL)
           AND ($3::text IS NULL OR a.interview_status = $3
                OR ($3 = 'none' AND a.interview_status IS NULL))"#,
        offer_id,
        unread_only,
        interview
    )
    .fetch_one(pool)
    .await?)
}

/// What a candidate reads of an offer's pay wherever the server writes it (feeds, mails, the
/// first screen): its range (« 32–38 k€ brut/an », and « + variable » in words), or, for an
/// offer published before ranges, its bracket's label.
pub fn shown_pay(card: &OfferCard, filters: &JobFilters) -> Option<String> {
    match &card.pay {
        Some(pay) if pay.variable.is_empty() => Some(pay.label()),
        Some(pay) => Some(format!("{} + {}", pay.label(), pay.variable)),
        None if card.training.is_some() => {
            let contract = filters.contract(card.job_contract_id)?;
            let legal = super::training::LegalPay::of(
                contract,
                card.training.as_ref(),
                filters,
                crate::filters::today(),
            );
            legal.as_ref().map(super::training::LegalPay::label)
        }
        None => filters
            .salary(card.job_salary_id)
            .map(|s| s.interval_label.clone()),
    }
}

#[cfg(test)]
mod tests {
    use super::{
        DescriptionStart, CARD_ADDRESS_CHARS, CARD_NAME_CHARS, CARD_TITLE_CHARS, MAX_TEXT_CHARS,
        NOT_DELETED, PREVIEW_SOURCE, PUBLIC,
    };
    use crate::offers::status::OfferStatus;

    /// The statements of this module, as written (`select_offers!` holds numbers).
    const SOURCE: &str = include_str!("read.rs");

    #[test]
    fn the_sql_cuts_at_the_constants() {
        let cut = |column: &str, max: usize| {
            format!(
                "CASE WHEN char_length({column}) > {max} THEN left({column}, {}) || '…'",
                max - 1
            )
        };
        for expected in [
            format!("left(o.slug, {CARD_TITLE_CHARS}) AS"),
            cut("o.title", CARD_TITLE_CHARS),
            cut("a.address1", CARD_ADDRESS_CHARS),
            cut("c.name", CARD_NAME_CHARS),
            format!("left(o.description, {PREVIEW_SOURCE}) AS"),
            format!("left(o.description, {MAX_TEXT_CHARS}) AS"),
            format!("left(o.company_presentation, {MAX_TEXT_CHARS}) AS"),
            format!("left(o.perfect_candidate_description, {MAX_TEXT_CHARS}) AS"),
            format!("left(c.presentation, {MAX_TEXT_CHARS}) AS"),
        ] {
            assert!(
                SOURCE.contains(&expected),
                "no `{expected}` in offers/read.rs"
            );
        }
    }

    #[test]
    fn the_static_sql_writes_the_public_rule_whole() {
        // Every statement of public offers names the rule's last condition; each one must
        // hold the rule whole.
        let last = PUBLIC.rsplit(" AND ").next().unwrap_or(PUBLIC);
        let whole = SOURCE.matches(PUBLIC).count();
        let named = SOURCE.matches(&format!("AND {last}")).count();
        assert!(whole >= 5, "{whole}");
        assert_eq!(whole, named, "a statement writes part of `PUBLIC` only");
    }

    #[test]
    fn the_sql_rules_name_the_status_codes() {
        assert!(PUBLIC.starts_with(&format!("o.status = {} ", OfferStatus::Published.code())));
        assert_eq!(
            NOT_DELETED,
            format!("o.status <> {}", OfferStatus::Deleted.code())
        );
    }

    fn preview(html: &str) -> String {
        DescriptionStart::of(html).preview()
    }

    #[test]
    fn a_card_keeps_the_start_of_the_text_in_whole_words() {
        let words = "tapissier ".repeat(100);
        let start = DescriptionStart::of(&format!("<p>{words}</p>"));
        assert!(start.cut);
        assert!(start.text.chars().count() <= super::START_CHARS);
        assert!(start.text.ends_with("tapissier"), "{}", start.text);
        // One long word: cut inside it, the preview unchanged.
        let long = "a".repeat(1_000);
        let start = DescriptionStart::of(&long);
        assert_eq!(start.text.chars().count(), super::START_CHARS);
        assert_eq!(start.preview(), format!("{}…", "a".repeat(50)));
        // Short: whole, not cut; cut when its HTML was read cut.
        assert_eq!(
            DescriptionStart::of("<p>Doreur</p>"),
            DescriptionStart {
                text: "Doreur".into(),
                cut: false
            }
        );
        let markup = format!("<p>Doreur</p>{}", "<br>".repeat(PREVIEW_SOURCE));
        assert!(DescriptionStart::of(&markup[..PREVIEW_SOURCE]).cut);
    }

    #[test]
    fn the_preview_is_the_text_of_the_html() {
        assert_eq!(
            preview(
                "<p>Atelier <strong>Berthelin</strong>&nbsp;: tapissier</p><ul><li>garnitures</li></ul>"
            ),
            "Atelier Berthelin : tapissier garnitures"
        );
        assert_eq!(preview("<p>a &amp; b<br>c</p>"), "a & b c");
    }

    #[test]
    fn the_preview_is_cut_at_50_characters_with_an_ellipsis() {
        assert_eq!(
            preview(
                "<p>À la suite du départ à la retraite de l'un de nos compagnons, l'Atelier recrute.</p>"
            ),
            "À la suite du départ à la retraite de l'un de nos…",
            "the space ending the 50 characters is dropped before the ellipsis"
        );
        assert_eq!(
            preview("<p>Notre atelier de tapisserie, fondé en 1962, recrute un compagnon.</p>"),
            "Notre atelier de tapisserie, fondé en 1962…",
            "never a word cut (« recr… »), nor a comma before the ellipsis"
        );
        assert_eq!(
            preview("<p>Poste à pourvoir tout de suite.</p>"),
            "Poste à pourvoir tout de suite."
        );
        let fifty = "é".repeat(50);
        assert_eq!(preview(&fifty), fifty, "exactly 50 stays whole");
        assert_eq!(preview(&format!("{fifty}y")), format!("{fifty}…"));
        assert_eq!(
            preview(&format!("{}😀😀", "a".repeat(49))),
            format!("{}😀…", "a".repeat(49)),
            "characters, not bytes"
        );
    }
}
