//! Writing posts in the back-office (docs/admin.md, « Posts »): drafts, editing, publishing
//! now or at a date, unpublishing. The public side needs no job for a scheduled post: it
//! compares `published_at` with now() (`PUBLISHED`). Every change is audited in its own
//! transaction; the HTML is stored as `html::sanitize` leaves it.

use chrono::{DateTime, Utc};
use serde::Serialize;
use sqlx::{PgConnection, PgPool};
use uuid::Uuid;

use super::html;
use crate::{
    access::Staff,
    admin::{checked_text as line, images, too_long},
    audit::{self, Change},
    error::{AppError, AppResult, ErrorCode},
    files::Storage,
};

/// A post as staff see it: drafts (no publication time) and scheduled ones included.
#[derive(Clone, Debug, Serialize, sqlx::FromRow)]
pub struct EditedPost {
    pub id: i64,
    pub uuid: Uuid,
    pub slug: String,
    pub title: String,
    pub subtitle: String,
    pub intro: String,
    pub content: String,
    pub featured_image_path: Option<String>,
    pub published_at: Option<DateTime<Utc>>,
}

/// Where a post stands for the public.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PostState {
    /// Never published, or unpublished.
    Draft,
    /// Published at a time still to come.
    Scheduled,
    Published,
}

impl EditedPost {
    pub fn state(&self, now: DateTime<Utc>) -> PostState {
        match self.published_at {
            None => PostState::Draft,
            Some(at) if at > now => PostState::Scheduled,
            Some(_) => PostState::Published,
        }
    }
}

/// What the editor sends.
#[derive(Clone, Debug, Default)]
pub struct PostInput {
    pub title: String,
    pub subtitle: String,
    pub intro: String,
    /// HTML from the editor; stored sanitised.
    pub content: String,
    /// Empty: derived from the title.
    pub slug: String,
    /// A site path (`/uploads/images/…`, or the post's current path), or empty for none.
    pub featured_image_path: String,
}

pub const MAX_TITLE_CHARS: usize = 200;
pub const MAX_SUBTITLE_CHARS: usize = 300;
pub const MAX_INTRO_CHARS: usize = 1_000;
/// About 60 printed pages: a post is far shorter; the GraphQL body limit (1 MB) is above.
pub const MAX_CONTENT_CHARS: usize = 200_000;
pub const MAX_SLUG_CHARS: usize = 120;

pub const BAD_SLUG: &str = "Le lien de l'article (slug) ne peut contenir que des lettres minuscules sans accent, des chiffres et des tirets.";
pub const SLUG_TAKEN: &str =
    "Ce lien (slug) est déjà celui d'un autre article : choisissez-en un autre.";

/// The slug asked for, or the title's; lowercase ascii words joined by single hyphens.
pub fn checked_slug(asked: &str, title: &str) -> AppResult<String> {
    let asked = asked.trim();
    let slug = if asked.is_empty() {
        ensemblier_index::text::slug(title)
            .chars()
            .take(MAX_SLUG_CHARS)
            .collect::<String>()
            .trim_end_matches('-')
            .to_owned()
    } else {
        asked.to_owned()
    };
    let words = slug.split('-').all(|w| {
        !w.is_empty()
            && w.chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
    });
    if !words || slug.len() > MAX_SLUG_CHARS {
        return Err(AppError::invalid(ErrorCode::InvalidSlug, BAD_SLUG));
    }
    Ok(slug)
}

/// The checked columns of a post (`current`: the post being edited, if any).
struct Checked {
    title: String,
    subtitle: String,
    intro: String,
    content: String,
    slug: String,
    featured_image_path: Option<String>,
}

async fn check(
    storage: &Storage,
    input: &PostInput,
    current: Option<&EditedPost>,
) -> AppResult<Checked> {
    let title = line(&input.title, "Titre", MAX_TITLE_CHARS, true)?;
    let subtitle = line(&input.subtitle, "Sous-titre", MAX_SUBTITLE_CHARS, false)?;
    let intro = line(&input.intro, "Chapeau", MAX_INTRO_CHARS, false)?;
    if input.content.chars().count() > MAX_CONTENT_CHARS {
        return Err(too_long("Contenu", MAX_CONTENT_CHARS));
    }
    let content = html::sanitize(&input.content);
    if content.trim().is_empty() {
        return Err(AppError::missing("Contenu"));
    }
    let slug = checked_slug(&input.slug, &title)?;
    let featured_image_path = images::checked_path(
        storage,
        Some(&input.featured_image_path),
        current.and_then(|p| p.featured_image_path.as_deref()),
    )
    .await?;
    Ok(Checked {
        title,
        subtitle,
        intro,
        content,
        slug,
        featured_image_path,
    })
}

async fn ensure_slug_free(conn: &mut PgConnection, slug: &str, id: Option<i64>) -> AppResult<()> {
    let taken: bool = sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM posts WHERE slug = $1 AND id IS DISTINCT FROM $2) AS "exists!""#,
        slug,
        id
    )
    .fetch_one(conn)
    .await?;
    if taken {
        return Err(AppError::invalid(ErrorCode::SlugTaken, SLUG_TAKEN));
    }
    Ok(())
}

/// The unique index answers a clash that raced past [`ensure_slug_free`].
fn slug_clash(error: sqlx::Error) -> AppError {
    match &error {
        sqlx::Error::Database(db) if db.constraint() == Some("posts_slug_key") => {
            AppError::invalid(ErrorCode::SlugTaken, SLUG_TAKEN)
        }
        _ => error.into(),
    }
}

/// A page of posts, newest written first: up to `limit` older than `before_id`; and how
/// many there are.
pub async fn list(
    pool: &PgPool,
    _staff: &Staff,
    limit: i64,
    before_id: Option<i64>,
) -> AppResult<(Vec<EditedPost>, i64)> {
    let rows = sqlx::query_as!(
        EditedPost,
        "SELECT id, uuid, slug, title, subtitle, intro, content, featured_image_path, published_at FROM posts WHERE ($1::bigint IS NULL OR id < $1)
         ORDER BY id DESC LIMIT $2",
        before_id,
        limit
    )
    .fetch_all(pool)
    .await?;
    let total = sqlx::query_scalar!(r#"SELECT count(*) AS "count!" FROM posts"#)
        .fetch_one(pool)
        .await?;
    Ok((rows, total))
}

/// One post, whatever its state (the editor and the preview).
pub async fn get(pool: &PgPool, _staff: &Staff, id: i64) -> AppResult<EditedPost> {
    sqlx::query_as!(
        EditedPost,
        "SELECT id, uuid, slug, title, subtitle, intro, content, featured_image_path, published_at FROM posts WHERE id = $1",
        id
    )
        .fetch_optional(pool)
        .await?
        .ok_or(AppError::NotFound)
}

async fn lock(conn: &mut PgConnection, id: i64) -> AppResult<EditedPost> {
    sqlx::query_as!(
        EditedPost,
        "SELECT id, uuid, slug, title, subtitle, intro, content, featured_image_path, published_at FROM posts WHERE id = $1 FOR UPDATE",
        id
    )
    .fetch_optional(conn)
    .await?
    .ok_or(AppError::NotFound)
}

/// A new draft (published later with [`publish`]).
pub async fn create(
    pool: &PgPool,
    storage: &Storage,
    staff: &Staff,
    input: &PostInput,
) -> AppResult<EditedPost> {
    let post = check(storage, input, None).await?;
    let mut tx = pool.begin().await?;
    ensure_slug_free(&mut tx, &post.slug, None).await?;
    let created: EditedPost = sqlx::query_as!(
        EditedPost,
        "INSERT INTO posts (slug, title, subtitle, intro, content, featured_image_path, published_at)
         VALUES ($1, $2, $3, $4, $5, $6, NULL) RETURNING id, uuid, slug, title, subtitle, intro, content, featured_image_path, published_at",
        &post.slug,
        &post.title,
        &post.subtitle,
        &post.intro,
        &post.content,
        post.featured_image_path.as_deref()
    )
    .fetch_one(&mut *tx)
    .await
    .map_err(slug_clash)?;
    let change = Change::new("post.create", "post", created.id).after(&created);
    audit::record(&mut tx, staff.into(), change).await?;
    tx.commit().await?;
    Ok(created)
}

/// Saves the editor's fields; the publication time stays as it is.
pub async fn update(
    pool: &PgPool,
    storage: &Storage,
    staff: &Staff,
    id: i64,
    input: &PostInput,
) -> AppResult<EditedPost> {
    let mut tx = pool.begin().await?;
    let before = lock(&mut tx, id).await?;
    let post = check(storage, input, Some(&before)).await?;
    ensure_slug_free(&mut tx, &post.slug, Some(id)).await?;
    let after: EditedPost = sqlx::query_as!(
        EditedPost,
        "UPDATE posts SET slug = $2, title = $3, subtitle = $4, intro = $5, content = $6,
                          featured_image_path = $7
         WHERE id = $1 RETURNING id, uuid, slug, title, subtitle, intro, content, featured_image_path, published_at",
        id,
        &post.slug,
        &post.title,
        &post.subtitle,
        &post.intro,
        &post.content,
        post.featured_image_path.as_deref()
    )
    .fetch_one(&mut *tx)
    .await
    .map_err(slug_clash)?;
    let change = Change::new("post.update", "post", id)
        .before(&before)
        .after(&after);
    audit::record(&mut tx, staff.into(), change).await?;
    tx.commit().await?;
    Ok(after)
}

/// Latest publication date staff may choose: a year ahead.
const MAX_SCHEDULE_DAYS: i64 = 366;

/// Publishes now (`at` absent) or at `at` (scheduled when in the future: the post appears on
/// the site, the home page and the sitemap from that moment).
pub async fn publish(
    pool: &PgPool,
    staff: &Staff,
    id: i64,
    at: Option<DateTime<Utc>>,
) -> AppResult<EditedPost> {
    if at.is_some_and(|at| at > Utc::now() + chrono::Duration::days(MAX_SCHEDULE_DAYS)) {
        return Err(AppError::invalid(
            ErrorCode::OutOfRange,
            "La date de publication doit être dans les douze prochains mois.",
        ));
    }
    set_published_at(
        pool,
        staff,
        id,
        Some(at.unwrap_or_else(Utc::now)),
        "post.publish",
    )
    .await
}

/// Takes the post off the site (back to a draft).
pub async fn unpublish(pool: &PgPool, staff: &Staff, id: i64) -> AppResult<EditedPost> {
    set_published_at(pool, staff, id, None, "post.unpublish").await
}

async fn set_published_at(
    pool: &PgPool,
    staff: &Staff,
    id: i64,
    at: Option<DateTime<Utc>>,
    action: &'static str,
) -> AppResult<EditedPost> {
    let mut tx = pool.begin().await?;
    let before = lock(&mut tx, id).await?;
    if before.published_at.is_none() && at.is_none() {
        return Ok(before);
    }
    let after: EditedPost = sqlx::query_as!(
        EditedPost,
        "UPDATE posts SET published_at = $2 WHERE id = $1 RETURNING id, uuid, slug, title, subtitle, intro, content, featured_image_path, published_at",
        id,
        at
    )
    .fetch_one(&mut *tx)
    .await?;
    let change = Change::new(action, "post", id)
        .before(&before)
        .after(&after);
    audit::record(&mut tx, staff.into(), change).await?;
    tx.commit().await?;
    Ok(after)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_slug_is_the_titles_unless_one_is_given_and_then_it_must_be_clean() {
        assert_eq!(
            checked_slug("", "Salaires 2026 : où en est-on ?")
                .ok()
                .as_deref(),
            Some("salaires-2026-ou-en-est-on")
        );
        assert_eq!(
            checked_slug(" mon-article ", "x").ok().as_deref(),
            Some("mon-article")
        );
        for bad in ["Mon-Article", "été", "a--b", "-a", "a b", "a/b"] {
            assert!(checked_slug(bad, "x").is_err(), "{bad}");
        }
        assert!(checked_slug("", "!!!").is_err(), "a title without letters");
    }
}
