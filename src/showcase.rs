//! The home page's showcase: partner logos and testimonials, in the database so the
//! back-office edits them (demo content seeds a few, docs/content.md).

use serde::Serialize;
use sqlx::{PgConnection, PgPool};

use crate::{
    access::Staff,
    admin::{checked_text as text, images},
    audit::{self, Change},
    error::{AppError, AppResult, ErrorCode},
    files::Storage,
};

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
    /// A site path to the author's photo, if any.
    pub photo_path: Option<String>,
}

/// Lists stay small (a carousel), but a bound keeps any request cheap.
pub const MAX_ITEMS: i64 = 50;

pub async fn partners(pool: &PgPool) -> AppResult<Vec<Partner>> {
    Ok(sqlx::query_as!(
        Partner,
        "SELECT id, name, logo_path, url FROM partners ORDER BY position, id LIMIT $1",
        MAX_ITEMS
    )
    .fetch_all(pool)
    .await?)
}

pub async fn testimonials(pool: &PgPool) -> AppResult<Vec<Testimonial>> {
    Ok(sqlx::query_as!(
        Testimonial,
        "SELECT id, author, role, quote, photo_path FROM testimonials ORDER BY position, id LIMIT $1",
        MAX_ITEMS
    )
    .fetch_all(pool)
    .await?)
}

// ------------------------------------------------------------------ the back-office's edits

/// A partner as staff edit it (and as the audit log keeps it).
#[derive(Clone, Debug, Serialize, sqlx::FromRow)]
pub struct EditedPartner {
    pub id: i64,
    pub name: String,
    pub logo_path: String,
    pub url: Option<String>,
    pub position: i32,
}

/// A testimonial as staff edit it.
#[derive(Clone, Debug, Serialize, sqlx::FromRow)]
pub struct EditedTestimonial {
    pub id: i64,
    pub author: String,
    pub role: String,
    pub quote: String,
    pub photo_path: Option<String>,
    pub position: i32,
}

/// The partner form: `logo_path` is the partner's current logo or an uploaded image.
#[derive(Clone, Debug, Default)]
pub struct PartnerInput {
    pub name: String,
    pub logo_path: String,
    /// Empty: no link.
    pub url: String,
}

#[derive(Clone, Debug, Default)]
pub struct TestimonialInput {
    pub author: String,
    pub role: String,
    pub quote: String,
    /// Empty: no photo.
    pub photo_path: String,
}

pub const MAX_NAME_CHARS: usize = 100;
pub const MAX_ROLE_CHARS: usize = 150;
pub const MAX_QUOTE_CHARS: usize = 600;
pub const BAD_PARTNER_LINK: &str =
    "Le lien du partenaire doit être une adresse web complète commençant par http:// ou https://.";

/// Which list a move or a deletion is about (the table name comes from here only).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Showcase {
    Partners,
    Testimonials,
}

impl Showcase {
    /// Locks its table against a concurrent change of the order, to the end of the
    /// transaction.
    async fn lock_table(self, conn: &mut PgConnection) -> sqlx::Result<()> {
        match self {
            Self::Partners => {
                sqlx::query!("LOCK TABLE partners IN SHARE ROW EXCLUSIVE MODE")
                    .execute(conn)
                    .await?
            }
            Self::Testimonials => {
                sqlx::query!("LOCK TABLE testimonials IN SHARE ROW EXCLUSIVE MODE")
                    .execute(conn)
                    .await?
            }
        };
        Ok(())
    }

    /// Its ids in display order.
    async fn order(self, conn: &mut PgConnection) -> sqlx::Result<Vec<i64>> {
        match self {
            Self::Partners => {
                sqlx::query_scalar!("SELECT id FROM partners ORDER BY position, id")
                    .fetch_all(conn)
                    .await
            }
            Self::Testimonials => {
                sqlx::query_scalar!("SELECT id FROM testimonials ORDER BY position, id")
                    .fetch_all(conn)
                    .await
            }
        }
    }

    fn full(self) -> String {
        match self {
            Self::Partners => {
                format!("Il y a déjà {MAX_ITEMS} partenaires : supprimez-en un d'abord.")
            }
            Self::Testimonials => {
                format!("Il y a déjà {MAX_ITEMS} témoignages : supprimez-en un d'abord.")
            }
        }
    }
}

/// Up or down one place in the display order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    Up,
    Down,
}

async fn checked_partner(
    storage: &Storage,
    input: &PartnerInput,
    current: Option<&EditedPartner>,
) -> AppResult<(String, String, Option<String>)> {
    let name = text(&input.name, "Nom", MAX_NAME_CHARS, true)?;
    let logo = images::checked_path(
        storage,
        Some(&input.logo_path),
        current.map(|p| p.logo_path.as_str()),
    )
    .await?
    .ok_or_else(|| AppError::missing("Logo"))?;
    let url = match input.url.trim() {
        "" => None,
        url => Some(
            crate::banners::web_link(url)
                .ok_or_else(|| AppError::invalid(ErrorCode::InvalidUrl, BAD_PARTNER_LINK))?,
        ),
    };
    Ok((name, logo, url))
}

async fn checked_testimonial(
    storage: &Storage,
    input: &TestimonialInput,
    current: Option<&EditedTestimonial>,
) -> AppResult<(String, String, String, Option<String>)> {
    let author = text(&input.author, "Nom", MAX_NAME_CHARS, true)?;
    let role = text(&input.role, "Rôle", MAX_ROLE_CHARS, false)?;
    let quote = text(&input.quote, "Témoignage", MAX_QUOTE_CHARS, true)?;
    let photo = images::checked_path(
        storage,
        Some(&input.photo_path),
        current.and_then(|t| t.photo_path.as_deref()),
    )
    .await?;
    Ok((author, role, quote, photo))
}

/// Every partner in display order (at most [`MAX_ITEMS`]).
pub async fn edited_partners(pool: &PgPool, _staff: &Staff) -> AppResult<Vec<EditedPartner>> {
    Ok(sqlx::query_as!(
        EditedPartner,
        "SELECT id, name, logo_path, url, position FROM partners ORDER BY position, id LIMIT $1",
        MAX_ITEMS
    )
    .fetch_all(pool)
    .await?)
}

/// Every testimonial in display order (at most [`MAX_ITEMS`]).
pub async fn edited_testimonials(
    pool: &PgPool,
    _staff: &Staff,
) -> AppResult<Vec<EditedTestimonial>> {
    Ok(sqlx::query_as!(
        EditedTestimonial,
        "SELECT id, author, role, quote, photo_path, position FROM testimonials ORDER BY position, id LIMIT $1",
        MAX_ITEMS
    )
    .fetch_all(pool)
    .await?)
}

/// The next position at the end of the list, or a French refusal when it is full. Locks
/// the table against a concurrent addition.
async fn next_position(conn: &mut PgConnection, showcase: Showcase) -> AppResult<i32> {
    showcase.lock_table(&mut *conn).await?;
    let (count, last): (i64, Option<i32>) = match showcase {
        Showcase::Partners => {
            sqlx::query!(r#"SELECT count(*) AS "count!", max(position) AS last FROM partners"#)
                .map(|row| (row.count, row.last))
                .fetch_one(&mut *conn)
                .await?
        }
        Showcase::Testimonials => {
            sqlx::query!(r#"SELECT count(*) AS "count!", max(position) AS last FROM testimonials"#)
                .map(|row| (row.count, row.last))
                .fetch_one(&mut *conn)
                .await?
        }
    };
    if count >= MAX_ITEMS {
        return Err(AppError::invalid(ErrorCode::TooMany, showcase.full()));
    }
    Ok(last.unwrap_or(0) + 1)
}

async fn lock_partner(conn: &mut PgConnection, id: i64) -> AppResult<EditedPartner> {
    sqlx::query_as!(
        EditedPartner,
        "SELECT id, name, logo_path, url, position FROM partners WHERE id = $1 FOR UPDATE",
        id
    )
    .fetch_optional(conn)
    .await?
    .ok_or(AppError::NotFound)
}

async fn lock_testimonial(conn: &mut PgConnection, id: i64) -> AppResult<EditedTestimonial> {
    sqlx::query_as!(
        EditedTestimonial,
        "SELECT id, author, role, quote, photo_path, position FROM testimonials WHERE id = $1 FOR UPDATE",
        id
    )
    .fetch_optional(conn)
    .await?
    .ok_or(AppError::NotFound)
}

/// Adds a partner at the end of the carousel.
pub async fn create_partner(
    pool: &PgPool,
    storage: &Storage,
    staff: &Staff,
    input: &PartnerInput,
) -> AppResult<EditedPartner> {
    let (name, logo, url) = checked_partner(storage, input, None).await?;
    let mut tx = pool.begin().await?;
    let position = next_position(&mut tx, Showcase::Partners).await?;
    let created: EditedPartner = sqlx::query_as!(
        EditedPartner,
        "INSERT INTO partners (name, logo_path, url, position) VALUES ($1, $2, $3, $4)
         RETURNING id, name, logo_path, url, position",
        name,
        logo,
        url,
        position
    )
    .fetch_one(&mut *tx)
    .await?;
    let change = Change::new("partner.create", "partner", created.id).after(&created);
    audit::record(&mut tx, staff.into(), change).await?;
    tx.commit().await?;
    Ok(created)
}

pub async fn update_partner(
    pool: &PgPool,
    storage: &Storage,
    staff: &Staff,
    id: i64,
    input: &PartnerInput,
) -> AppResult<EditedPartner> {
    let mut tx = pool.begin().await?;
    let before = lock_partner(&mut tx, id).await?;
    let (name, logo, url) = checked_partner(storage, input, Some(&before)).await?;
    let after: EditedPartner = sqlx::query_as!(
        EditedPartner,
        "UPDATE partners SET name = $2, logo_path = $3, url = $4 WHERE id = $1
         RETURNING id, name, logo_path, url, position",
        id,
        name,
        logo,
        url
    )
    .fetch_one(&mut *tx)
    .await?;
    let change = Change::new("partner.update", "partner", id)
        .before(&before)
        .after(&after);
    audit::record(&mut tx, staff.into(), change).await?;
    tx.commit().await?;
    Ok(after)
}

/// Adds a testimonial at the end of the carousel.
pub async fn create_testimonial(
    pool: &PgPool,
    storage: &Storage,
    staff: &Staff,
    input: &TestimonialInput,
) -> AppResult<EditedTestimonial> {
    let (author, role, quote, photo) = checked_testimonial(storage, input, None).await?;
    let mut tx = pool.begin().await?;
    let position = next_position(&mut tx, Showcase::Testimonials).await?;
    let created: EditedTestimonial = sqlx::query_as!(
        EditedTestimonial,
        "INSERT INTO testimonials (author, role, quote, photo_path, position)
         VALUES ($1, $2, $3, $4, $5) RETURNING id, author, role, quote, photo_path, position",
        author,
        role,
        quote,
        photo,
        position
    )
    .fetch_one(&mut *tx)
    .await?;
    let change = Change::new("testimonial.create", "testimonial", created.id).after(&created);
    audit::record(&mut tx, staff.into(), change).await?;
    tx.commit().await?;
    Ok(created)
}

pub async fn update_testimonial(
    pool: &PgPool,
    storage: &Storage,
    staff: &Staff,
    id: i64,
    input: &TestimonialInput,
) -> AppResult<EditedTestimonial> {
    let mut tx = pool.begin().await?;
    let before = lock_testimonial(&mut tx, id).await?;
    let (author, role, quote, photo) = checked_testimonial(storage, input, Some(&before)).await?;
    let after: EditedTestimonial = sqlx::query_as!(
        EditedTestimonial,
        "UPDATE testimonials SET author = $2, role = $3, quote = $4, photo_path = $5
         WHERE id = $1 RETURNING id, author, role, quote, photo_path, position",
        id,
        author,
        role,
        quote,
        photo
    )
    .fetch_one(&mut *tx)
    .await?;
    let change = Change::new("testimonial.update", "testimonial", id)
        .before(&before)
        .after(&after);
    audit::record(&mut tx, staff.into(), change).await?;
    tx.commit().await?;
    Ok(after)
}

/// Removes a partner or a testimonial (its uploaded image stays: an audit row names it).
pub async fn delete(pool: &PgPool, staff: &Staff, showcase: Showcase, id: i64) -> AppResult<()> {
    let mut tx = pool.begin().await?;
    let change = match showcase {
        Showcase::Partners => {
            let before = lock_partner(&mut tx, id).await?;
            sqlx::query!("DELETE FROM partners WHERE id = $1", id)
                .execute(&mut *tx)
                .await?;
            Change::new("partner.delete", "partner", id).before(&before)
        }
        Showcase::Testimonials => {
            let before = lock_testimonial(&mut tx, id).await?;
            sqlx::query!("DELETE FROM testimonials WHERE id = $1", id)
                .execute(&mut *tx)
                .await?;
            Change::new("testimonial.delete", "testimonial", id).before(&before)
        }
    };
    audit::record(&mut tx, staff.into(), change).await?;
    tx.commit().await?;
    Ok(())
}

/// Moves a row one place up or down in its carousel (the first stays first when moved up).
/// The positions are renumbered 1..n on the way, so equal positions cannot block a move.
/// The audit row keeps the list's order (ids) before and after.
pub async fn move_item(
    pool: &PgPool,
    staff: &Staff,
    showcase: Showcase,
    id: i64,
    direction: Direction,
) -> AppResult<()> {
    let mut tx = pool.begin().await?;
    showcase.lock_table(&mut tx).await?;
    let before = showcase.order(&mut tx).await?;
    let at = before
        .iter()
        .position(|&i| i == id)
        .ok_or(AppError::NotFound)?;
    let to = match direction {
        Direction::Up => at.checked_sub(1),
        Direction::Down => (at + 1 < before.len()).then_some(at + 1),
    };
    let Some(to) = to else {
        return Ok(());
    };
    let mut after = before.clone();
    after.swap(at, to);
    match showcase {
        Showcase::Partners => {
            sqlx::query!(
                "UPDATE partners t SET position = o.n
             FROM unnest($1::bigint[]) WITH ORDINALITY AS o(id, n) WHERE t.id = o.id",
                &after
            )
            .execute(&mut *tx)
            .await?
        }
        Showcase::Testimonials => {
            sqlx::query!(
                "UPDATE testimonials t SET position = o.n
             FROM unnest($1::bigint[]) WITH ORDINALITY AS o(id, n) WHERE t.id = o.id",
                &after
            )
            .execute(&mut *tx)
            .await?
        }
    };
    let (action, subject) = match showcase {
        Showcase::Partners => ("partner.move", "partner"),
        Showcase::Testimonials => ("testimonial.move", "testimonial"),
    };
    let change = Change::new(action, subject, id)
        .before(&serde_json::json!({ "order": before }))
        .after(&serde_json::json!({ "order": after }));
    audit::record(&mut tx, staff.into(), change).await?;
    tx.commit().await?;
    Ok(())
}
