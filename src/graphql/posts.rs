//! HR-trend posts in GraphQL (spec section 7): the `posts` connection, `lastPosts` and one
//! `post`; only published posts exist for the API.

use crate::{
    access::{iri, parse_iri},
    text::{Cursor, Text},
};
use async_graphql::{Context, Object, ID};
use chrono::{DateTime, Utc};

use crate::db::ReadPool;

use super::connection::{connection, decode_after, page_size, CountedConnection, Keyset};
use crate::{
    error::{AppError, AppResult},
    posts::{self, html::sanitize, After},
};

pub struct Post(posts::Post);

#[Object]
impl Post {
    /// The post's IRI (`/api/posts/12`).
    async fn id(&self) -> ID {
        iri("posts", self.0.id)
    }
    #[graphql(name = "_id")]
    async fn numeric_id(&self) -> i64 {
        self.0.id
    }
    async fn uuid(&self) -> String {
        self.0.uuid.to_string()
    }
    async fn slug(&self) -> &str {
        &self.0.slug
    }
    async fn title(&self) -> &str {
        &self.0.title
    }
    async fn subtitle(&self) -> &str {
        &self.0.subtitle
    }
    async fn intro(&self) -> &str {
        &self.0.intro
    }
    /// Sanitised HTML: article tags and links only.
    async fn content(&self) -> String {
        sanitize(&self.0.content)
    }
    /// A site path (`/images/posts/….svg`), or null.
    async fn featured_image_path(&self) -> Option<&str> {
        self.0.featured_image_path.as_deref()
    }
    async fn published_at(&self) -> DateTime<Utc> {
        self.0.published_at
    }
}

const MAX_PAGE: i32 = 50;

fn keyset(post: &Post) -> Keyset {
    Keyset {
        key: post.0.published_at.timestamp_micros(),
        id: post.0.id,
    }
}

#[derive(Default)]
pub struct PostsQuery;

#[Object]
impl PostsQuery {
    /// Published posts, newest first, 10 a page.
    async fn posts(
        &self,
        ctx: &Context<'_>,
        first: Option<i32>,
        after: Option<Text<Cursor>>,
    ) -> AppResult<CountedConnection<Post>> {
        let first = page_size(first, 10, MAX_PAGE)?;
        let after = decode_after(after.as_deref().filter(|a| !a.is_empty()))?;
        let resume = after
            .map(|k| {
                DateTime::from_timestamp_micros(k.key)
                    .map(|published_at| After {
                        published_at,
                        id: k.id,
                    })
                    .ok_or_else(AppError::invalid_cursor)
            })
            .transpose()?;
        let (rows, total) =
            posts::published(ctx.data_unchecked::<ReadPool>(), first as i64 + 1, resume).await?;
        let rows = rows.into_iter().map(Post).collect();
        Ok(connection(rows, first, total, after.is_some(), keyset))
    }

    /// The newest published posts (5 by default, 4 on the home page).
    async fn last_posts(
        &self,
        ctx: &Context<'_>,
        #[graphql(name = "nb_items", default = 5)] nb_items: i32,
    ) -> AppResult<Vec<Post>> {
        if !(1..=MAX_PAGE).contains(&nb_items) {
            return Err(AppError::out_of_range("nb_items", 1, i64::from(MAX_PAGE)));
        }
        let (rows, _) =
            posts::published(ctx.data_unchecked::<ReadPool>(), i64::from(nb_items), None).await?;
        Ok(rows.into_iter().map(Post).collect())
    }

    /// One published post by IRI or id; null when unknown or not yet published.
    async fn post(&self, ctx: &Context<'_>, id: ID) -> AppResult<Option<Post>> {
        let id = parse_iri("posts", &id)?;
        Ok(posts::published_by_id(ctx.data_unchecked::<ReadPool>(), id)
            .await?
            .map(Post))
    }
}
