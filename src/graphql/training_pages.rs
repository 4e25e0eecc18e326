//! The landing pages of training offers (`/alternance…`, `/stage…`; `training_pages`): public,
//! read from the live offers. The server writes their first screen from these very queries.

use std::sync::Arc;

use async_graphql::{Context, Object, SimpleObject};

use super::job_offer::JobOffer;
use crate::{
    db::ReadPool,
    error::AppResult,
    filters::JobFilters,
    offers::read::public_training_cards,
    text::{Slug, Text},
    training_pages::{self, read, Page, TrainingKind, INDEX_LINKS, PAGE_OFFERS, RELATED_LINKS},
};

/// A landing page as a link: its title, its address and its live offers.
#[derive(SimpleObject)]
pub struct TrainingPageLink {
    /// « Alternance ébéniste — CAP ».
    title: String,
    path: String,
    offers: i32,
}

fn link(page: &Page<'_>, offers: i64) -> TrainingPageLink {
    TrainingPageLink {
        title: page.title(),
        path: page.path(),
        offers: i32::try_from(offers).unwrap_or(i32::MAX),
    }
}

/// A landing page: a trade's live offers of one kind (and one diploma for an apprenticeship).
#[derive(SimpleObject)]
pub struct TrainingPage {
    kind: TrainingKind,
    /// « Alternance ébéniste — CAP ».
    title: String,
    /// The page's summary (its head's description too).
    description: String,
    path: String,
    /// The kind's index (`/alternance`, `/stage`).
    index_path: String,
    /// The same offers on `/emploi`, newest first (a path with its query string).
    search_path: String,
    /// Its live offers (`offers` shows the newest 30).
    total_count: i32,
    offers: Vec<JobOffer>,
    /// The other pages of its trade with live offers (the trade's, its diplomas').
    related: Vec<TrainingPageLink>,
}

#[derive(Default)]
pub struct TrainingPagesQuery;

#[Object]
impl TrainingPagesQuery {
    /// The landing page of `trade` (a position's code) for `kind`, and of `diploma` (a
    /// diploma's code; apprenticeships only); null for an unknown one.
    async fn training_page(
        &self,
        ctx: &Context<'_>,
        kind: TrainingKind,
        trade: Text<Slug>,
        diploma: Option<Text<Slug>>,
    ) -> AppResult<Option<TrainingPage>> {
        let pool = ctx.data_unchecked::<ReadPool>();
        let filters = ctx.data_unchecked::<Arc<JobFilters>>();
        let Some(page) = training_pages::find(filters, kind, &trade, diploma.as_deref()) else {
            return Ok(None);
        };
        let contracts = kind.contract_ids(filters);
        let counts = read::counts(pool, &contracts).await?;
        let pages = training_pages::pages_with_offers(filters, kind, &counts);
        let path = page.path();
        let total = pages
            .iter()
            .find(|(other, _)| other.path() == path)
            .map_or(0, |(_, offers)| *offers);
        let cards = public_training_cards(
            pool,
            &contracts,
            page.trade.id,
            page.diploma.map(|d| d.id),
            PAGE_OFFERS as i64,
        )
        .await?;
        Ok(Some(TrainingPage {
            kind,
            title: page.title(),
            description: page.description(total),
            index_path: kind.index_path(),
            search_path: format!("/emploi?{}", page.search_query(filters)),
            total_count: i32::try_from(total).unwrap_or(i32::MAX),
            offers: JobOffer::list(cards),
            related: pages
                .iter()
                .filter(|(other, _)| other.trade.id == page.trade.id && other.path() != path)
                .take(RELATED_LINKS)
                .map(|(other, offers)| link(other, *offers))
                .collect(),
            path,
        }))
    }

    /// Every landing page of `kind` with live offers: each trade's, then its diplomas'.
    async fn training_pages(
        &self,
        ctx: &Context<'_>,
        kind: TrainingKind,
    ) -> AppResult<Vec<TrainingPageLink>> {
        let filters = ctx.data_unchecked::<Arc<JobFilters>>();
        let counts = read::counts(
            ctx.data_unchecked::<ReadPool>(),
            &kind.contract_ids(filters),
        )
        .await?;
        Ok(training_pages::pages_with_offers(filters, kind, &counts)
            .iter()
            .take(INDEX_LINKS)
            .map(|(page, offers)| link(page, *offers))
            .collect())
    }
}
