//! The home page's showcase: partner logos and testimonials, in the database so the
//! back-office edits them (demo content seeds a few, docs/content.md).

use sqlx::PgPool;

use crate::error::AppResult;

#[derive(Clone, Debug, sqlx::FromRow)]
pub struct Partner {
    pub id: i64,
    pub name: String,
    pub logo_path: String,
    pub url: Option<String>,
}

#[derive(Clone, Debug, sqlx::FromRow)]
pub struct Testimonial {
    pub id: i64,
    pub author: String,
    pub role: String,
    pub quote: String,
}

/// Lists stay small (a carousel), but a bound keeps any request cheap.
pub const MAX_ITEMS: i64 = 50;

pub async fn partners(pool: &PgPool) -> AppResult<Vec<Partner>> {
    Ok(sqlx::query_as(
        "SELECT id, name, logo_path, url FROM partners ORDER BY position, id LIMIT $1",
    )
    .bind(MAX_ITEMS)
    .fetch_all(pool)
    .await?)
}

pub async fn testimonials(pool: &PgPool) -> AppResult<Vec<Testimonial>> {
    Ok(sqlx::query_as(
        "SELECT id, author, role, quote FROM testimonials ORDER BY position, id LIMIT $1",
    )
    .bind(MAX_ITEMS)
    .fetch_all(pool)
    .await?)
}
