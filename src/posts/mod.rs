//! HR-trend posts (Tendances RH): only published posts (`published_at` in the past) are
//! public; they are read newest first, paged by a keyset on (published_at, id).

use chrono::{DateTime, Utc};

use crate::db::ReadPool;
use uuid::Uuid;

use crate::error::AppResult;

pub mod edit;
pub mod html;

// The one rule of what the public sees, in SQL: `published_at <= now()` (each query below).

#[derive(Clone, Debug, sqlx::FromRow)]
pub struct Post {
    pub id: i64,
    pub uuid: Uuid,
    pub slug: String,
    pub title: String,
    pub subtitle: String,
    pub intro: String,
    /// As stored; readers get `html::sanitize` of it.
    pub content: String,
    pub featured_image_path: Option<String>,
    pub published_at: DateTime<Utc>,
}

/// Where a page resumes: after the post with this publication time and id.
#[derive(Clone, Copy, Debug)]
pub struct After {
    pub published_at: DateTime<Utc>,
    pub id: i64,
}

/// Up to `limit` published posts after `after`, newest first, and how many are published.
pub async fn published(
    pool: &ReadPool,
    limit: i64,
    after: Option<After>,
) -> AppResult<(Vec<Post>, i64)> {
    let rows = sqlx::query_as!(
        Post,
        r#"SELECT id, uuid, slug, title, subtitle, intro, content, featured_image_path, published_at AS "published_at!" FROM posts
         WHERE published_at <= now()
           AND ($2::timestamptz IS NULL OR (published_at, id) < ($2, $3::bigint))
         ORDER BY published_at DESC, id DESC
         LIMIT $1"#,
        limit,
        after.map(|a| a.published_at),
        after.map(|a| a.id)
    )
    .fetch_all(pool)
    .await?;
    let total: i64 = sqlx::query_scalar!(
        r#"SELECT count(*) AS "count!" FROM posts WHERE published_at <= now()"#
    )
    .fetch_one(pool)
    .await?;
    Ok((rows, total))
}

/// A published post by id; `None` for an unknown or not yet published one.
pub async fn published_by_id(pool: &ReadPool, id: i64) -> AppResult<Option<Post>> {
    Ok(sqlx::query_as!(
        Post,
        r#"SELECT id, uuid, slug, title, subtitle, intro, content, featured_image_path, published_at AS "published_at!" FROM posts WHERE id = $1 AND published_at <= now()"#,
        id
    )
    .fetch_optional(pool)
    .await?)
}

/// Every published post's id, slug and publication time, for the sitemap.
pub async fn published_links(pool: &ReadPool) -> AppResult<Vec<(i64, String, DateTime<Utc>)>> {
    Ok(sqlx::query!(
        r#"SELECT id, slug, published_at AS "published_at!" FROM posts WHERE published_at <= now() ORDER BY id"#
    )
    .map(|row| (row.id, row.slug, row.published_at))
    .fetch_all(pool)
    .await?)
}
