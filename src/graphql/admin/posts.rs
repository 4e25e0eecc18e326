//! `admin { posts, post }` and `admin { createPost, updatePost, publishPost, unpublishPost }`:
//! the posts editor (docs/admin.md, « Posts »). Rules in `posts::edit`.

use crate::text::{
    Cursor, ImagePath, Plain, PostContent, PostIntro, PostSubtitle, PostTitle, Slug, Text,
};
use async_graphql::{Context, Enum, InputObject, Object};
use chrono::{DateTime, Utc};
use sqlx::PgPool;

use super::{id_keyset, resume, staff};
use crate::{
    error::AppResult,
    files::Storage,
    graphql::connection::{connection, page_size, CountedConnection},
    posts::{
        edit::{self, EditedPost, PostInput, PostState},
        html::sanitize,
    },
};

/// Where a post stands for the public.
#[derive(Enum, Clone, Copy, PartialEq, Eq)]
#[graphql(name = "AdminPostState")]
pub enum State {
    /// Not on the site (never published, or unpublished).
    Draft,
    /// On the site from `publishedAt`, still to come.
    Scheduled,
    Published,
}

impl From<PostState> for State {
    fn from(state: PostState) -> Self {
        match state {
            PostState::Draft => Self::Draft,
            PostState::Scheduled => Self::Scheduled,
            PostState::Published => Self::Published,
        }
    }
}

pub struct AdminPost(EditedPost);

#[Object]
impl AdminPost {
    async fn id(&self) -> i64 {
        self.0.id
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
    /// Sanitised HTML, as the public page shows it.
    async fn content(&self) -> String {
        sanitize(&self.0.content)
    }
    async fn featured_image_path(&self) -> Option<&str> {
        self.0.featured_image_path.as_deref()
    }
    /// Null for a draft.
    async fn published_at(&self) -> Option<DateTime<Utc>> {
        self.0.published_at
    }
    async fn state(&self) -> State {
        self.0.state(Utc::now()).into()
    }
}

/// The editor's fields.
#[derive(InputObject)]
#[graphql(name = "AdminPostInput")]
pub struct Input {
    title: Text<PostTitle>,
    #[graphql(default)]
    subtitle: Text<PostSubtitle>,
    #[graphql(default)]
    intro: Text<PostIntro>,
    content: Text<PostContent>,
    /// Empty: derived from the title.
    #[graphql(default)]
    slug: Text<Slug>,
    /// `/uploads/images/…` (from `/api/admin/upload/image`), the post's current path, or
    /// empty for none.
    #[graphql(default)]
    featured_image_path: Text<ImagePath>,
}

impl From<Input> for PostInput {
    fn from(i: Input) -> Self {
        Self {
            title: i.title.plain(),
            subtitle: i.subtitle.plain(),
            intro: i.intro.plain(),
            content: i.content.plain(),
            slug: i.slug.plain(),
            featured_image_path: i.featured_image_path.plain(),
        }
    }
}

const MAX_PAGE: i32 = 50;

#[derive(Default)]
pub struct PostsAdminQuery;

#[Object]
impl PostsAdminQuery {
    /// Every post, drafts and scheduled ones included, newest written first.
    async fn posts(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 20)] first: Option<i32>,
        after: Option<Text<Cursor>>,
    ) -> AppResult<CountedConnection<AdminPost>> {
        let staff = staff(ctx)?;
        let first = page_size(first, 20, MAX_PAGE)?;
        let before_id = resume(after.as_deref())?;
        let (rows, total) = edit::list(
            ctx.data_unchecked::<PgPool>(),
            &staff,
            first as i64 + 1,
            before_id,
        )
        .await?;
        let rows = rows.into_iter().map(AdminPost).collect();
        Ok(connection(rows, first, total, before_id.is_some(), |p| {
            id_keyset(p.0.id)
        }))
    }

    /// One post, whatever its state (editor, preview).
    async fn post(&self, ctx: &Context<'_>, id: i64) -> AppResult<AdminPost> {
        let staff = staff(ctx)?;
        edit::get(ctx.data_unchecked::<PgPool>(), &staff, id)
            .await
            .map(AdminPost)
    }
}

#[derive(Default)]
pub struct PostsAdminMutation;

#[Object]
impl PostsAdminMutation {
    /// A new draft.
    async fn create_post(&self, ctx: &Context<'_>, input: Input) -> AppResult<AdminPost> {
        let staff = staff(ctx)?;
        edit::create(
            ctx.data_unchecked::<PgPool>(),
            ctx.data_unchecked::<Storage>(),
            &staff,
            &input.into(),
        )
        .await
        .map(AdminPost)
    }

    /// Saves the editor's fields (the publication time stays).
    async fn update_post(&self, ctx: &Context<'_>, id: i64, input: Input) -> AppResult<AdminPost> {
        let staff = staff(ctx)?;
        edit::update(
            ctx.data_unchecked::<PgPool>(),
            ctx.data_unchecked::<Storage>(),
            &staff,
            id,
            &input.into(),
        )
        .await
        .map(AdminPost)
    }

    /// Publishes now, or at `at` (scheduled).
    async fn publish_post(
        &self,
        ctx: &Context<'_>,
        id: i64,
        at: Option<DateTime<Utc>>,
    ) -> AppResult<AdminPost> {
        let staff = staff(ctx)?;
        edit::publish(ctx.data_unchecked::<PgPool>(), &staff, id, at)
            .await
            .map(AdminPost)
    }

    /// Takes the post off the site (back to a draft).
    async fn unpublish_post(&self, ctx: &Context<'_>, id: i64) -> AppResult<AdminPost> {
        let staff = staff(ctx)?;
        edit::unpublish(ctx.data_unchecked::<PgPool>(), &staff, id)
            .await
            .map(AdminPost)
    }
}
