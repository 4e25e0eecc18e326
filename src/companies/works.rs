//! A company's « Réalisations » (issue 52, item 5; docs/company-works.md): up to 24 images of
//! what the workshop makes, each with a required alternative text and a caption, in the order
//! its team chose, and one cover photo. Every image goes through the book's pipeline
//! (`files::images::process`: decoded under limits, upright, three widths in WebP and JPEG,
//! the original never kept). The works are public, as the company's page is: their
//! renditions are served by name at `/uploads/works/<stem>w<width>.<ext>` (a random 128-bit
//! stem, never reused). The bound of 24 is held by PostgreSQL (migration
//! `20261209300001_company_works.sql`).

use sqlx::PgPool;

use crate::{
    access::Viewer,
    error::{AppError, AppResult, ErrorCode},
    files::{images, FileKind, Storage},
};

pub const MAX_WORKS: u64 = 24;
/// The works the offer page shows under the company card.
pub const ON_OFFER: i64 = 4;
pub const TOO_MANY_WORKS: &str =
    "Vos réalisations comptent déjà 24 images, le maximum : retirez-en une avant d'en ajouter.";
/// Where the renditions are served (public, cached for good).
pub const PATH_PREFIX: &str = "/uploads/works/";

/// A stored image: a work or the cover.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picture {
    pub stem: String,
    pub widths: Vec<i32>,
    pub width: i32,
    pub height: i32,
}

impl Picture {
    /// `/uploads/works/<stem>w<width>.<ext>`.
    pub fn path(&self, width: i32, extension: &str) -> String {
        let width = u32::try_from(width).unwrap_or_default();
        format!(
            "{PATH_PREFIX}{}",
            images::rendition_name(&self.stem, width, extension)
        )
    }

    /// The widest JPEG: the `src` of the `<img>`, and the JSON-LD's image.
    pub fn src(&self) -> String {
        self.path(self.widths.last().copied().unwrap_or(self.width), "jpg")
    }

    /// `… 480w, … 960w` in `extension`.
    pub fn srcset(&self, extension: &str) -> String {
        self.widths
            .iter()
            .map(|w| format!("{} {w}w", self.path(*w, extension)))
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// The height of the picture shown at `width`, as stored.
    pub fn height_at(&self, width: i32) -> i32 {
        if self.width == 0 {
            return 0;
        }
        let scaled = i64::from(self.height) * i64::from(width) / i64::from(self.width);
        i32::try_from(scaled.max(1)).unwrap_or(i32::MAX)
    }
}

#[derive(Clone, Debug)]
pub struct Work {
    pub id: i64,
    pub position: i32,
    pub picture: Picture,
    pub alt_text: String,
    pub caption: String,
}

/// A bound of the migration as its French error.
fn refused(error: sqlx::Error) -> AppError {
    if let sqlx::Error::Database(db) = &error {
        if db.constraint() == Some("companies_at_most_24_works") {
            return AppError::invalid(ErrorCode::CompanyWorksFull, TOO_MANY_WORKS);
        }
    }
    AppError::from(error)
}

/// The company the viewer may edit the page of: a member whose role may act on offers (the
/// company's profile, `Area::Offers`: owners and recruiters); another company's is
/// `Forbidden`, an unknown one `NotFound`.
async fn editable(pool: &PgPool, viewer: &Viewer, company_id: i64) -> AppResult<()> {
    super::my_company(pool, viewer, company_id)
        .await
        .map(|_| ())
}

/// The works of `company_id` in their order, at most `limit`.
pub async fn works(pool: &PgPool, company_id: i64, limit: i64) -> AppResult<Vec<Work>> {
    Ok(sqlx::query!(
        "SELECT id, position, stem, widths, width, height, alt_text, caption
         FROM company_works WHERE company_id = $1 ORDER BY position, id LIMIT $2",
        company_id,
        limit
    )
    .map(|row| Work {
        id: row.id,
        position: row.position,
        picture: Picture {
            stem: row.stem,
            widths: row.widths,
            width: row.width,
            height: row.height,
        },
        alt_text: row.alt_text,
        caption: row.caption,
    })
    .fetch_all(pool)
    .await?)
}

/// The cover photo of `company_id`, if it has one.
pub async fn cover(pool: &PgPool, company_id: i64) -> AppResult<Option<Picture>> {
    Ok(sqlx::query!(
        r#"SELECT cover_stem AS "stem!", cover_widths AS "widths!", cover_width AS "width!",
                  cover_height AS "height!"
           FROM companies WHERE id = $1 AND cover_stem IS NOT NULL"#,
        company_id
    )
    .map(|row| Picture {
        stem: row.stem,
        widths: row.widths,
        width: row.width,
        height: row.height,
    })
    .fetch_optional(pool)
    .await?)
}

/// The stored renditions of a processed upload, under a new stem; on a failure, what was
/// stored is removed again.
async fn store(storage: &Storage, bytes: Vec<u8>) -> AppResult<(Picture, i64)> {
    let stored = images::store(storage, FileKind::CompanyWork, bytes).await?;
    let picture = Picture {
        stem: stored.stem,
        widths: stored.widths,
        width: stored.width,
        height: stored.height,
    };
    Ok((picture, stored.bytes))
}

/// Removes the stored renditions of `pictures` (their rows are gone).
pub async fn delete_files(storage: &Storage, pictures: &[Picture]) {
    for picture in pictures {
        images::delete_renditions(
            storage,
            FileKind::CompanyWork,
            &picture.stem,
            &picture.widths,
        )
        .await;
    }
}

/// Processes an uploaded image and adds it at the end of the company's works; its id. The
/// 25th is refused by PostgreSQL, and its renditions removed again.
pub async fn add(
    pool: &PgPool,
    storage: &Storage,
    viewer: &Viewer,
    company_id: i64,
    alt_text: &str,
    caption: &str,
    bytes: Vec<u8>,
) -> AppResult<i64> {
    editable(pool, viewer, company_id).await?;
    if alt_text.is_empty() {
        return Err(AppError::missing("Texte alternatif"));
    }
    let (picture, total) = store(storage, bytes).await?;
    let inserted = async {
        let mut tx = pool.begin().await?;
        // The company's row first: parallel uploads queue on it, and the positions given
        // next are then this upload's own.
        sqlx::query!(
            "SELECT 1 AS locked FROM companies WHERE id = $1 FOR UPDATE",
            company_id
        )
        .fetch_one(&mut *tx)
        .await?;
        let id = sqlx::query_scalar!(
            r#"INSERT INTO company_works (company_id, position, stem, widths, width, height, bytes,
                                          alt_text, caption)
               SELECT $1, coalesce(max(position) + 1, 0), $2, $3, $4, $5, $6, $7, $8
               FROM company_works WHERE company_id = $1
               RETURNING id"#,
            company_id,
            &picture.stem,
            &picture.widths,
            picture.width,
            picture.height,
            total,
            alt_text,
            caption
        )
        .fetch_one(&mut *tx)
        .await
        .map_err(refused)?;
        tx.commit().await?;
        Ok::<_, AppError>(id)
    }
    .await;
    if inserted.is_err() {
        delete_files(storage, std::slice::from_ref(&picture)).await;
    }
    inserted
}

/// Changes a work's alternative text and caption.
pub async fn update(
    pool: &PgPool,
    viewer: &Viewer,
    id: i64,
    alt_text: &str,
    caption: &str,
) -> AppResult<i64> {
    let company_id = company_of(pool, id).await?;
    editable(pool, viewer, company_id).await?;
    if alt_text.is_empty() {
        return Err(AppError::missing("Texte alternatif"));
    }
    sqlx::query!(
        "UPDATE company_works SET alt_text = $2, caption = $3 WHERE id = $1",
        id,
        alt_text,
        caption
    )
    .execute(pool)
    .await?;
    Ok(company_id)
}

/// The company of a work; `NotFound` for an unknown one.
async fn company_of(pool: &PgPool, id: i64) -> AppResult<i64> {
    sqlx::query_scalar!("SELECT company_id FROM company_works WHERE id = $1", id)
        .fetch_optional(pool)
        .await?
        .ok_or(AppError::NotFound)
}

/// Deletes a work and its stored files.
pub async fn delete(pool: &PgPool, storage: &Storage, viewer: &Viewer, id: i64) -> AppResult<i64> {
    let company_id = company_of(pool, id).await?;
    editable(pool, viewer, company_id).await?;
    let gone = sqlx::query!(
        "DELETE FROM company_works WHERE id = $1 AND company_id = $2
         RETURNING stem, widths, width, height",
        id,
        company_id
    )
    .map(|row| Picture {
        stem: row.stem,
        widths: row.widths,
        width: row.width,
        height: row.height,
    })
    .fetch_optional(pool)
    .await?
    .ok_or(AppError::NotFound)?;
    delete_files(storage, &[gone]).await;
    Ok(company_id)
}

/// Moves a work one place up or down (the first stays first), under the company's row lock.
pub async fn move_work(pool: &PgPool, viewer: &Viewer, id: i64, up: bool) -> AppResult<i64> {
    let company_id = company_of(pool, id).await?;
    editable(pool, viewer, company_id).await?;
    let mut tx = pool.begin().await?;
    sqlx::query!(
        "SELECT 1 AS locked FROM companies WHERE id = $1 FOR UPDATE",
        company_id
    )
    .fetch_one(&mut *tx)
    .await?;
    let mut ids = sqlx::query_scalar!(
        "SELECT id FROM company_works WHERE company_id = $1 ORDER BY position, id",
        company_id
    )
    .fetch_all(&mut *tx)
    .await?;
    let at = ids
        .iter()
        .position(|i| *i == id)
        .ok_or(AppError::NotFound)?;
    if up && at > 0 {
        ids.swap(at, at - 1);
    } else if !up && at + 1 < ids.len() {
        ids.swap(at, at + 1);
    }
    sqlx::query!(
        "UPDATE company_works w SET position = t.ord - 1
         FROM unnest($1::bigint[]) WITH ORDINALITY AS t(id, ord)
         WHERE w.id = t.id AND w.company_id = $2",
        &ids,
        company_id
    )
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    Ok(company_id)
}

/// Sets the company's cover photo (through the pipeline), replacing and deleting the old one.
pub async fn set_cover(
    pool: &PgPool,
    storage: &Storage,
    viewer: &Viewer,
    company_id: i64,
    bytes: Vec<u8>,
) -> AppResult<Picture> {
    editable(pool, viewer, company_id).await?;
    let (picture, total) = store(storage, bytes).await?;
    let replaced = async {
        let mut tx = pool.begin().await?;
        let old = cover_locked(&mut tx, company_id).await?;
        sqlx::query!(
            "UPDATE companies SET cover_stem = $2, cover_widths = $3, cover_width = $4,
                 cover_height = $5, cover_bytes = $6, updated_at = now()
             WHERE id = $1",
            company_id,
            &picture.stem,
            &picture.widths,
            picture.width,
            picture.height,
            total
        )
        .execute(&mut *tx)
        .await?;
        tx.commit().await?;
        Ok::<_, AppError>(old)
    }
    .await;
    match replaced {
        Ok(old) => {
            delete_files(storage, &old.into_iter().collect::<Vec<_>>()).await;
            Ok(picture)
        }
        Err(error) => {
            delete_files(storage, std::slice::from_ref(&picture)).await;
            Err(error)
        }
    }
}

/// The cover of `company_id`, its row locked.
async fn cover_locked(
    tx: &mut sqlx::Transaction<'_, sqlx::Postgres>,
    company_id: i64,
) -> AppResult<Option<Picture>> {
    let row = sqlx::query!(
        "SELECT cover_stem, cover_widths, cover_width, cover_height
         FROM companies WHERE id = $1 FOR UPDATE",
        company_id
    )
    .fetch_one(&mut **tx)
    .await?;
    Ok(match (row.cover_stem, row.cover_widths) {
        (Some(stem), Some(widths)) => Some(Picture {
            stem,
            widths,
            width: row.cover_width.unwrap_or_default(),
            height: row.cover_height.unwrap_or_default(),
        }),
        _ => None,
    })
}

/// Removes the company's cover photo and its files.
pub async fn remove_cover(
    pool: &PgPool,
    storage: &Storage,
    viewer: &Viewer,
    company_id: i64,
) -> AppResult<()> {
    editable(pool, viewer, company_id).await?;
    let mut tx = pool.begin().await?;
    let old = cover_locked(&mut tx, company_id).await?;
    sqlx::query!(
        "UPDATE companies SET cover_stem = NULL, cover_widths = NULL, cover_width = NULL,
             cover_height = NULL, cover_bytes = NULL, updated_at = now()
         WHERE id = $1",
        company_id
    )
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    delete_files(storage, &old.into_iter().collect::<Vec<_>>()).await;
    Ok(())
}

/// Erases every work and the cover of `company_id`, rows and files: for whatever deletes a
/// company (its rows would go by `ON DELETE CASCADE`, its files would stay), called before
/// the company's row is deleted. Returns the number of pictures erased.
pub async fn erase(pool: &PgPool, storage: &Storage, company_id: i64) -> AppResult<usize> {
    let mut tx = pool.begin().await?;
    let mut gone: Vec<Picture> = cover_locked(&mut tx, company_id)
        .await?
        .into_iter()
        .collect();
    let works = sqlx::query!(
        "DELETE FROM company_works WHERE company_id = $1 RETURNING stem, widths, width, height",
        company_id
    )
    .map(|row| Picture {
        stem: row.stem,
        widths: row.widths,
        width: row.width,
        height: row.height,
    })
    .fetch_all(&mut *tx)
    .await?;
    gone.extend(works);
    sqlx::query!(
        "UPDATE companies SET cover_stem = NULL, cover_widths = NULL, cover_width = NULL,
             cover_height = NULL, cover_bytes = NULL
         WHERE id = $1",
        company_id
    )
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    delete_files(storage, &gone).await;
    Ok(gone.len())
}

/// Whether `<stem>w<width>` is a rendition of a work or a cover still held: the public
/// route serves nothing else (a deleted work's files are gone too, this is the belt).
pub async fn rendition_exists(pool: &PgPool, stem: &str, width: i32) -> AppResult<bool> {
    Ok(sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM company_works WHERE stem = $1 AND $2 = ANY (widths))
               OR EXISTS (SELECT 1 FROM companies WHERE cover_stem = $1 AND $2 = ANY (cover_widths))
           AS "held!""#,
        stem,
        width
    )
    .fetch_one(pool)
    .await?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_picture_names_its_renditions_and_their_srcset() {
        let picture = Picture {
            stem: "ab".repeat(16),
            widths: vec![480, 800],
            width: 800,
            height: 600,
        };
        let stem = "ab".repeat(16);
        assert_eq!(picture.src(), format!("/uploads/works/{stem}w800.jpg"));
        assert_eq!(
            picture.srcset("webp"),
            format!("/uploads/works/{stem}w480.webp 480w, /uploads/works/{stem}w800.webp 800w")
        );
        assert_eq!(picture.height_at(480), 360);
    }

    #[test]
    fn the_bound_is_the_migrations() {
        let migration = include_str!("../../migrations/20261209300001_company_works.sql");
        assert!(migration.contains(&format!("works BETWEEN 0 AND {MAX_WORKS}")));
    }
}
