//! A candidate's favourites in GraphQL.

use crate::{
    access::{iri, parse_iri},
    text::{ClientMutationId, Cursor, Plain, Text},
};
use std::collections::HashMap;

use async_graphql::{Context, InputObject, Object, SimpleObject, ID};
use chrono::{DateTime, Utc};
use sqlx::PgPool;

use super::{
    applications::check_candidate,
    caller::viewer,
    connection::{connection, decode_after, page_size, CountedConnection, Keyset},
    job_offer::JobOffer,
};
use crate::{
    access::signed_in,
    error::{AppError, AppResult},
    favorites::{self, FavoriteRow},
    offers::read,
};

pub struct Favorite {
    row: FavoriteRow,
    offer: JobOffer,
}

#[Object]
impl Favorite {
    async fn id(&self) -> ID {
        iri("favorites", self.row.id)
    }
    #[graphql(name = "_id")]
    async fn numeric_id(&self) -> i64 {
        self.row.id
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.row.created_at
    }
    async fn job_offer(&self) -> &JobOffer {
        &self.offer
    }
}

async fn with_offers(pool: &PgPool, rows: Vec<FavoriteRow>) -> AppResult<Vec<Favorite>> {
    let ids: Vec<i64> = rows.iter().map(|r| r.job_offer_id).collect();
    let mut offers: HashMap<i64, JobOffer> = JobOffer::list(read::cards_by_ids(pool, &ids).await?)
        .into_iter()
        .map(|offer| (offer.offer_id(), offer))
        .collect();
    Ok(rows
        .into_iter()
        .filter_map(|row| {
            let offer = offers.remove(&row.job_offer_id)?;
            Some(Favorite { row, offer })
        })
        .collect())
}

#[derive(Default)]
pub struct FavoritesQuery;

#[Object]
impl FavoritesQuery {
    /// The candidate's favourite offers, newest first (deleted offers leave the list).
    async fn favorites(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<Text<Cursor>>,
    ) -> AppResult<CountedConnection<Favorite>> {
        let viewer = signed_in(viewer(ctx))?;
        let pool = ctx.data_unchecked::<PgPool>();
        let first = page_size(first, 30, 100)?;
        let after = decode_after(after.as_deref().filter(|a| !a.is_empty()))?;
        let (rows, total) =
            favorites::list(pool, viewer, first as i64 + 1, after.map(|k| k.id)).await?;
        let favorites = with_offers(pool, rows).await?;
        Ok(connection(favorites, first, total, after.is_some(), |f| {
            Keyset {
                key: f.row.id,
                id: f.row.id,
            }
        }))
    }
}

#[derive(InputObject)]
pub struct CreateFavoriteInput {
    /// The offer (IRI or id).
    job_offer: ID,
    /// The candidate (IRI or id); when sent, it must be the caller.
    candidate: Option<ID>,
    client_mutation_id: Option<Text<ClientMutationId>>,
}

#[derive(SimpleObject)]
pub struct CreateFavoritePayload {
    favorite: Favorite,
    client_mutation_id: Option<String>,
}

#[derive(InputObject)]
pub struct DeleteFavoriteInput {
    id: ID,
    client_mutation_id: Option<Text<ClientMutationId>>,
}

#[derive(SimpleObject)]
pub struct DeleteFavoritePayload {
    /// The removed favourite's IRI.
    id: ID,
    client_mutation_id: Option<String>,
}

#[derive(Default)]
pub struct FavoritesMutation;

#[Object]
impl FavoritesMutation {
    /// Adds a public offer to the candidate's favourites (again: the same favourite).
    async fn create_favorite(
        &self,
        ctx: &Context<'_>,
        input: CreateFavoriteInput,
    ) -> AppResult<CreateFavoritePayload> {
        let viewer = signed_in(viewer(ctx))?;
        check_candidate(input.candidate.as_ref(), viewer.candidate()?)?;
        let pool = ctx.data_unchecked::<PgPool>();
        let row =
            favorites::create(pool, viewer, parse_iri("job_offers", &input.job_offer)?).await?;
        let favorite = with_offers(pool, vec![row])
            .await?
            .pop()
            .ok_or(AppError::NotFound)?;
        Ok(CreateFavoritePayload {
            favorite,
            client_mutation_id: input.client_mutation_id.plain(),
        })
    }

    async fn delete_favorite(
        &self,
        ctx: &Context<'_>,
        input: DeleteFavoriteInput,
    ) -> AppResult<DeleteFavoritePayload> {
        let viewer = signed_in(viewer(ctx))?;
        favorites::delete(
            ctx.data_unchecked::<PgPool>(),
            viewer,
            parse_iri("favorites", &input.id)?,
        )
        .await?;
        Ok(DeleteFavoritePayload {
            id: input.id,
            client_mutation_id: input.client_mutation_id.plain(),
        })
    }
}
