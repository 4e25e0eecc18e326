//! The home page's partners and testimonials in GraphQL.

use async_graphql::{Context, Object, SimpleObject, ID};
use sqlx::PgPool;

use crate::{access::iri, error::AppResult, showcase};

#[derive(SimpleObject)]
pub struct Partner {
    id: ID,
    name: String,
    /// A site path to the logo.
    logo_path: String,
    /// The partner's site, if any.
    url: Option<String>,
}

#[derive(SimpleObject)]
pub struct Testimonial {
    id: ID,
    author: String,
    /// What the author does (« Tapissière décoratrice, Lyon »).
    role: String,
    quote: String,
    /// A site path to the author's photo, if any.
    photo_path: Option<String>,
}

#[derive(Default)]
pub struct ShowcaseQuery;

#[Object]
impl ShowcaseQuery {
    /// The partners shown on the home page, in display order.
    async fn partners(&self, ctx: &Context<'_>) -> AppResult<Vec<Partner>> {
        let rows = showcase::partners(ctx.data_unchecked::<PgPool>()).await?;
        Ok(rows
            .into_iter()
            .map(|p| Partner {
                id: iri("partners", p.id),
                name: p.name,
                logo_path: p.logo_path,
                url: p.url,
            })
            .collect())
    }

    /// The testimonials shown on the home page, in display order.
    async fn testimonials(&self, ctx: &Context<'_>) -> AppResult<Vec<Testimonial>> {
        let rows = showcase::testimonials(ctx.data_unchecked::<PgPool>()).await?;
        Ok(rows
            .into_iter()
            .map(|t| Testimonial {
                id: iri("testimonials", t.id),
                author: t.author,
                role: t.role,
                quote: t.quote,
                photo_path: t.photo_path,
            })
            .collect())
    }
}
