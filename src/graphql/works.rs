//! A company's « Réalisations » and cover photo in GraphQL (docs/company-works.md): the
//! `works` and `cover` of `PublicCompany`, of the recruiter's `Company` and (the first four)
//! of an offer's company; the team's mutations. Uploads are REST
//! (`/api/upload/company-work`, `/api/upload/company-cover`).

use async_graphql::{Context, Object, ID};
use sqlx::PgPool;

use super::{book::BookDirection, caller::viewer};
use crate::{
    access::{iri, parse_iri, signed_in},
    companies::works::{self, Picture, Work},
    error::AppResult,
    files::Storage,
    text::{AltText, ImageCaption, Text},
};

/// A stored picture's renditions: `src` (the widest JPEG), `srcsetWebp`, `srcsetJpeg`, public.
pub struct CompanyPicture(pub Picture);

#[Object]
impl CompanyPicture {
    /// The widest rendition's size.
    async fn width(&self) -> i32 {
        self.0.width
    }
    async fn height(&self) -> i32 {
        self.0.height
    }
    async fn src(&self) -> String {
        self.0.src()
    }
    async fn srcset_webp(&self) -> String {
        self.0.srcset("webp")
    }
    async fn srcset_jpeg(&self) -> String {
        self.0.srcset("jpg")
    }
}

/// One of « Réalisations »: its picture, alternative text and caption, in the team's order.
pub struct CompanyWork(pub Work);

#[Object]
impl CompanyWork {
    async fn id(&self) -> ID {
        iri("company_works", self.0.id)
    }
    async fn alt_text(&self) -> &str {
        &self.0.alt_text
    }
    async fn caption(&self) -> &str {
        &self.0.caption
    }
    async fn width(&self) -> i32 {
        self.0.picture.width
    }
    async fn height(&self) -> i32 {
        self.0.picture.height
    }
    async fn src(&self) -> String {
        self.0.picture.src()
    }
    async fn srcset_webp(&self) -> String {
        self.0.picture.srcset("webp")
    }
    async fn srcset_jpeg(&self) -> String {
        self.0.picture.srcset("jpg")
    }
}

/// The works of `company_id`, at most `limit`, as GraphQL answers them.
pub async fn works_of(
    ctx: &Context<'_>,
    company_id: i64,
    limit: i64,
) -> AppResult<Vec<CompanyWork>> {
    Ok(
        works::works(ctx.data_unchecked::<PgPool>(), company_id, limit)
            .await?
            .into_iter()
            .map(CompanyWork)
            .collect(),
    )
}

pub async fn cover_of(ctx: &Context<'_>, company_id: i64) -> AppResult<Option<CompanyPicture>> {
    Ok(works::cover(ctx.data_unchecked::<PgPool>(), company_id)
        .await?
        .map(CompanyPicture))
}

/// What a mutation answers: the company's works in their new order.
async fn answer(ctx: &Context<'_>, company_id: i64) -> AppResult<Vec<CompanyWork>> {
    works_of(ctx, company_id, works::MAX_WORKS as i64).await
}

#[derive(Default)]
pub struct WorksMutation;

#[Object]
impl WorksMutation {
    /// Changes a work's alternative text (required) and caption; the company's works.
    async fn update_company_work(
        &self,
        ctx: &Context<'_>,
        id: ID,
        alt_text: Text<AltText>,
        caption: Option<Text<ImageCaption>>,
    ) -> AppResult<Vec<CompanyWork>> {
        let viewer = signed_in(viewer(ctx))?;
        let id = parse_iri("company_works", &id)?;
        let company_id = works::update(
            ctx.data_unchecked::<PgPool>(),
            viewer,
            id,
            &alt_text,
            caption.as_deref().unwrap_or_default(),
        )
        .await?;
        answer(ctx, company_id).await
    }

    /// Deletes a work and its stored files; the company's works.
    async fn delete_company_work(&self, ctx: &Context<'_>, id: ID) -> AppResult<Vec<CompanyWork>> {
        let viewer = signed_in(viewer(ctx))?;
        let id = parse_iri("company_works", &id)?;
        let company_id = works::delete(
            ctx.data_unchecked::<PgPool>(),
            ctx.data_unchecked::<Storage>(),
            viewer,
            id,
        )
        .await?;
        answer(ctx, company_id).await
    }

    /// « Monter » / « Descendre »: one place up or down; the company's works.
    async fn move_company_work(
        &self,
        ctx: &Context<'_>,
        id: ID,
        direction: BookDirection,
    ) -> AppResult<Vec<CompanyWork>> {
        let viewer = signed_in(viewer(ctx))?;
        let id = parse_iri("company_works", &id)?;
        let company_id = works::move_work(
            ctx.data_unchecked::<PgPool>(),
            viewer,
            id,
            direction == BookDirection::Up,
        )
        .await?;
        answer(ctx, company_id).await
    }

    /// Removes the company's cover photo and its files.
    async fn remove_company_cover(&self, ctx: &Context<'_>, company_id: ID) -> AppResult<bool> {
        let viewer = signed_in(viewer(ctx))?;
        let company_id = parse_iri("companies", &company_id)?;
        works::remove_cover(
            ctx.data_unchecked::<PgPool>(),
            ctx.data_unchecked::<Storage>(),
            viewer,
            company_id,
        )
        .await?;
        Ok(true)
    }
}
