//! The designer's book (docs/book.md): a candidate's projects, each with images, and one
//! optional PDF book. Private to her: images are served through signed links (`links`) that
//! only her own requests are given. The counts and sizes are bounded by PostgreSQL
//! (migration `20261207100001_book.sql`): the constraint that refused is read back here as
//! its French message.

use sqlx::{PgPool, Postgres, Transaction};

use crate::{
    access::Viewer,
    error::{AppError, AppResult, ErrorCode},
    files::{check, images, FileKind, Storage},
};

pub mod links;
pub mod public;

pub const MAX_PROJECTS: u64 = 30;
pub const MAX_IMAGES: u64 = 200;
pub const MAX_IMAGES_PER_PROJECT: u64 = 12;
/// 300 MB of stored renditions and PDF, per candidate.
pub const MAX_STORED_BYTES: u64 = 300 * 1024 * 1024;
/// The PDF book.
pub const MAX_PDF_BYTES: usize = 20 * 1024 * 1024;
pub const YEARS: std::ops::RangeInclusive<i32> = 1900..=2100;

pub const TOO_MANY_PROJECTS: &str = "Votre book compte déjà 30 projets, le maximum.";
pub const TOO_MANY_IMAGES: &str = "Votre book compte déjà 200 images, le maximum.";
pub const TOO_MANY_PROJECT_IMAGES: &str = "Ce projet compte déjà 12 images, le maximum.";
pub const BOOK_FULL: &str =
    "Votre book occupe déjà 300 Mo, le maximum : retirez des images avant d'en ajouter.";
pub const PDF_TOO_LARGE: &str = "Le book PDF a une taille supérieure à 20MB.";
pub const BAD_YEAR: &str = "L'année du projet doit être comprise entre 1900 et 2100.";

/// A project's texts, cleaned and bounded at the boundary (`text::Book*`).
#[derive(Clone, Debug, Default)]
pub struct ProjectFields {
    pub title: String,
    pub year: Option<i32>,
    pub role: String,
    pub techniques: String,
    pub place: String,
    pub description: String,
}

#[derive(Clone, Debug)]
pub struct Project {
    pub id: i64,
    pub position: i32,
    pub title: String,
    pub year: Option<i32>,
    pub role: String,
    pub techniques: String,
    pub place: String,
    pub description: String,
    pub images: Vec<Image>,
}

#[derive(Clone, Debug)]
pub struct Image {
    pub id: i64,
    pub project_id: i64,
    pub stem: String,
    pub widths: Vec<i32>,
    pub width: i32,
    pub height: i32,
    pub position: i32,
    pub alt_text: String,
    pub caption: String,
}

#[derive(Clone, Debug, Default)]
pub struct Book {
    pub pdf_name: Option<String>,
    pub pdf_bytes: i64,
    pub image_count: i64,
    pub stored_bytes: i64,
    pub projects: Vec<Project>,
    /// What she sent with her last application, ticked again by default.
    pub last_sent_projects: Vec<i64>,
    pub last_sent_pdf: bool,
}

/// A bound of the migration, by the constraint that refused, as the French error it means.
fn refused(error: sqlx::Error) -> AppError {
    if let sqlx::Error::Database(db) = &error {
        let message = match db.constraint() {
            Some("books_at_most_30_projects") => Some(TOO_MANY_PROJECTS),
            Some("books_at_most_200_images") => Some(TOO_MANY_IMAGES),
            Some("book_projects_at_most_12_images") => Some(TOO_MANY_PROJECT_IMAGES),
            Some("books_at_most_300_mb") => Some(BOOK_FULL),
            _ => None,
        };
        if let Some(message) = message {
            return AppError::invalid(ErrorCode::BookFull, message);
        }
    }
    AppError::from(error)
}

/// The candidate's book row, made on first use and locked for this transaction: the
/// positions given next are then the candidate's own, one writer at a time.
async fn lock_book(tx: &mut Transaction<'_, Postgres>, candidate_id: i64) -> AppResult<()> {
    sqlx::query!(
        "INSERT INTO books (candidate_id) VALUES ($1) ON CONFLICT DO NOTHING",
        candidate_id
    )
    .execute(&mut **tx)
    .await?;
    sqlx::query!(
        "SELECT 1 AS locked FROM books WHERE candidate_id = $1 FOR UPDATE",
        candidate_id
    )
    .fetch_one(&mut **tx)
    .await?;
    Ok(())
}

/// The whole book of `candidate_id`, projects and images in their order.
pub async fn book(pool: &PgPool, candidate_id: i64) -> AppResult<Book> {
    let head = sqlx::query!(
        r#"SELECT pdf_name, pdf_bytes, images::bigint AS "image_count!", image_bytes,
                  last_sent_projects, last_sent_pdf
           FROM books WHERE candidate_id = $1"#,
        candidate_id
    )
    .fetch_optional(pool)
    .await?;
    let Some(head) = head else {
        return Ok(Book::default());
    };
    let (pdf_name, pdf_bytes, image_count, image_bytes) = (
        head.pdf_name,
        head.pdf_bytes,
        head.image_count,
        head.image_bytes,
    );
    let mut projects: Vec<Project> = sqlx::query!(
        "SELECT id, position, title, year, role, techniques, place, description
         FROM book_projects WHERE candidate_id = $1 ORDER BY position, id",
        candidate_id
    )
    .map(|row| Project {
        id: row.id,
        position: row.position,
        title: row.title,
        year: row.year,
        role: row.role,
        techniques: row.techniques,
        place: row.place,
        description: row.description,
        images: Vec::new(),
    })
    .fetch_all(pool)
    .await?;
    let images: Vec<Image> = sqlx::query_as!(
        Image,
        "SELECT id, project_id, stem, widths, width, height, position, alt_text, caption
         FROM book_images WHERE candidate_id = $1 ORDER BY position, id",
        candidate_id
    )
    .fetch_all(pool)
    .await?;
    for image in images {
        if let Some(project) = projects.iter_mut().find(|p| p.id == image.project_id) {
            project.images.push(image);
        }
    }
    Ok(Book {
        pdf_bytes,
        image_count,
        stored_bytes: pdf_bytes + image_bytes,
        // A project deleted since is not ticked.
        last_sent_projects: head
            .last_sent_projects
            .into_iter()
            .filter(|id| projects.iter().any(|p| p.id == *id))
            .collect(),
        last_sent_pdf: head.last_sent_pdf && pdf_name.is_some(),
        projects,
        pdf_name,
    })
}

fn checked(fields: &ProjectFields) -> AppResult<()> {
    if fields.title.is_empty() {
        return Err(AppError::missing("Titre du projet"));
    }
    if fields.year.is_some_and(|year| !YEARS.contains(&year)) {
        return Err(AppError::invalid(ErrorCode::InvalidBookProject, BAD_YEAR));
    }
    Ok(())
}

/// Adds a project at the end of the book; its id.
pub async fn create_project(
    pool: &PgPool,
    viewer: &Viewer,
    fields: &ProjectFields,
) -> AppResult<i64> {
    let candidate_id = viewer.candidate()?;
    checked(fields)?;
    let mut tx = pool.begin().await?;
    lock_book(&mut tx, candidate_id).await?;
    let id = sqlx::query_scalar!(
        r#"INSERT INTO book_projects (candidate_id, position, title, year, role, techniques,
                                      place, description)
           SELECT $1, coalesce(max(position) + 1, 0), $2, $3, $4, $5, $6, $7
           FROM book_projects WHERE candidate_id = $1
           RETURNING id"#,
        candidate_id,
        &fields.title,
        fields.year,
        &fields.role,
        &fields.techniques,
        &fields.place,
        &fields.description
    )
    .fetch_one(&mut *tx)
    .await
    .map_err(refused)?;
    tx.commit().await?;
    Ok(id)
}

/// Changes a project's texts; another candidate's project is not found.
pub async fn update_project(
    pool: &PgPool,
    viewer: &Viewer,
    id: i64,
    fields: &ProjectFields,
) -> AppResult<()> {
    let candidate_id = viewer.candidate()?;
    checked(fields)?;
    let updated = sqlx::query!(
        "UPDATE book_projects SET title = $3, year = $4, role = $5, techniques = $6, place = $7,
                description = $8, updated_at = now()
         WHERE id = $1 AND candidate_id = $2",
        id,
        candidate_id,
        &fields.title,
        fields.year,
        &fields.role,
        &fields.techniques,
        &fields.place,
        &fields.description
    )
    .execute(pool)
    .await?;
    found(updated.rows_affected())
}

fn found(rows: u64) -> AppResult<()> {
    if rows == 0 {
        Err(AppError::NotFound)
    } else {
        Ok(())
    }
}

/// Stored files whose rows went (a book's, an application's): removed by [`release`] once
/// nothing names them any more.
#[derive(Debug, Default)]
pub struct Released {
    /// Images' stems and widths.
    pub images: Vec<(String, Vec<i32>)>,
    /// PDF books' stored names.
    pub pdfs: Vec<String>,
}

impl Released {
    pub fn extend(&mut self, other: Released) {
        self.images.extend(other.images);
        self.pdfs.extend(other.pdfs);
    }
}

/// Deletes the files of `released` that no book and no application names any more, after
/// the commit that removed their rows. The renditions of an image are shared by the book and
/// every application it was sent with (no copy of the files); a stem gains no new holder once
/// its book row is gone (an application copies only a row of the book, under the book's
/// lock), so a stem found unnamed here stays unnamed.
pub async fn release(pool: &PgPool, storage: &Storage, released: Released) -> AppResult<()> {
    if !released.images.is_empty() {
        let stems: Vec<String> = released.images.iter().map(|(s, _)| s.clone()).collect();
        let unnamed = sqlx::query_scalar!(
            r#"SELECT s.stem AS "stem!" FROM unnest($1::text[]) AS s(stem)
               WHERE NOT EXISTS (SELECT 1 FROM book_images i WHERE i.stem = s.stem)
                 AND NOT EXISTS (SELECT 1 FROM application_project_images i WHERE i.stem = s.stem)"#,
            &stems
        )
        .fetch_all(pool)
        .await?;
        let gone: Vec<(String, Vec<i32>)> = released
            .images
            .into_iter()
            .filter(|(stem, _)| unnamed.contains(stem))
            .collect();
        delete_renditions(storage, &gone).await;
    }
    if !released.pdfs.is_empty() {
        let unnamed = sqlx::query_scalar!(
            r#"SELECT s.name AS "name!" FROM unnest($1::text[]) AS s(name)
               WHERE NOT EXISTS (SELECT 1 FROM books b WHERE b.pdf_name = s.name)
                 AND NOT EXISTS (SELECT 1 FROM job_offer_applications a
                                 WHERE a.portfolio_pdf_name = s.name)"#,
            &released.pdfs
        )
        .fetch_all(pool)
        .await?;
        for name in unnamed {
            storage.delete(FileKind::BookPdf, &name).await;
        }
    }
    Ok(())
}

/// Removes the stored renditions of images nothing names (see [`release`]).
async fn delete_renditions(storage: &Storage, images: &[(String, Vec<i32>)]) {
    for (stem, widths) in images {
        images::delete_renditions(storage, FileKind::BookImage, stem, widths).await;
    }
}

/// Deletes a project and its images (rows, then files).
pub async fn delete_project(
    pool: &PgPool,
    storage: &Storage,
    viewer: &Viewer,
    id: i64,
) -> AppResult<()> {
    let candidate_id = viewer.candidate()?;
    let mut tx = pool.begin().await?;
    let gone: Vec<(String, Vec<i32>)> = sqlx::query!(
        "DELETE FROM book_images WHERE project_id = $1 AND candidate_id = $2
         RETURNING stem, widths",
        id,
        candidate_id
    )
    .map(|row| (row.stem, row.widths))
    .fetch_all(&mut *tx)
    .await?;
    let deleted = sqlx::query!(
        "DELETE FROM book_projects WHERE id = $1 AND candidate_id = $2",
        id,
        candidate_id
    )
    .execute(&mut *tx)
    .await?;
    found(deleted.rows_affected())?;
    tx.commit().await?;
    release(
        pool,
        storage,
        Released {
            images: gone,
            pdfs: Vec::new(),
        },
    )
    .await
}

/// Which way an item moves in its list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
    Up,
    Down,
}

/// `ids` in their order with `id` moved one place; `None` when `id` is not there.
fn moved(mut ids: Vec<i64>, id: i64, direction: Direction) -> Option<Vec<i64>> {
    let at = ids.iter().position(|i| *i == id)?;
    match direction {
        Direction::Up if at > 0 => ids.swap(at, at - 1),
        Direction::Down if at + 1 < ids.len() => ids.swap(at, at + 1),
        _ => {}
    }
    Some(ids)
}

/// Processes an uploaded image (never kept), stores its renditions and adds it at the end
/// of the project; its id. Over a bound, the stored renditions are removed again.
pub async fn add_image(
    pool: &PgPool,
    storage: &Storage,
    viewer: &Viewer,
    project_id: i64,
    alt_text: &str,
    caption: &str,
    bytes: Vec<u8>,
) -> AppResult<i64> {
    let candidate_id = viewer.candidate()?;
    if alt_text.is_empty() {
        return Err(AppError::missing("Texte alternatif"));
    }
    let owned = sqlx::query_scalar!(
        "SELECT id FROM book_projects WHERE id = $1 AND candidate_id = $2",
        project_id,
        candidate_id
    )
    .fetch_optional(pool)
    .await?;
    owned.ok_or(AppError::NotFound)?;
    let image = images::store(storage, FileKind::BookImage, bytes).await?;
    let inserted = async {
        let mut tx = pool.begin().await?;
        let id = sqlx::query_scalar!(
            r#"INSERT INTO book_images (project_id, candidate_id, stem, widths, width, height,
                                        bytes, position, alt_text, caption)
               SELECT $1, $2, $3, $4, $5, $6, $7, coalesce(max(position) + 1, 0), $8, $9
               FROM book_images WHERE project_id = $1
               RETURNING id"#,
            project_id,
            candidate_id,
            &image.stem,
            &image.widths,
            image.width,
            image.height,
            image.bytes,
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
        images::delete_renditions(storage, FileKind::BookImage, &image.stem, &image.widths).await;
    }
    inserted
}

/// Changes an image's alternative text and caption.
pub async fn update_image(
    pool: &PgPool,
    viewer: &Viewer,
    id: i64,
    alt_text: &str,
    caption: &str,
) -> AppResult<()> {
    let candidate_id = viewer.candidate()?;
    if alt_text.is_empty() {
        return Err(AppError::missing("Texte alternatif"));
    }
    let updated = sqlx::query!(
        "UPDATE book_images SET alt_text = $3, caption = $4 WHERE id = $1 AND candidate_id = $2",
        id,
        candidate_id,
        alt_text,
        caption
    )
    .execute(pool)
    .await?;
    found(updated.rows_affected())
}

pub async fn delete_image(
    pool: &PgPool,
    storage: &Storage,
    viewer: &Viewer,
    id: i64,
) -> AppResult<()> {
    let candidate_id = viewer.candidate()?;
    let gone = sqlx::query!(
        "DELETE FROM book_images WHERE id = $1 AND candidate_id = $2 RETURNING stem, widths",
        id,
        candidate_id
    )
    .map(|row| (row.stem, row.widths))
    .fetch_optional(pool)
    .await?;
    let gone = gone.ok_or(AppError::NotFound)?;
    release(
        pool,
        storage,
        Released {
            images: vec![gone],
            pdfs: Vec::new(),
        },
    )
    .await
}

/// What moves: a project in the book, or an image in its project.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Item {
    Project(i64),
    Image(i64),
}

/// Moves a project up or down the book, or an image up or down its project (the first
/// stays first): the list is read and renumbered under the book's lock.
pub async fn move_item(
    pool: &PgPool,
    viewer: &Viewer,
    item: Item,
    direction: Direction,
) -> AppResult<()> {
    let candidate_id = viewer.candidate()?;
    let mut tx = pool.begin().await?;
    lock_book(&mut tx, candidate_id).await?;
    // The list the item is in, in its order (empty when the item is not hers).
    let (id, ids) = match item {
        Item::Project(id) => (
            id,
            sqlx::query_scalar!(
                "SELECT id FROM book_projects WHERE candidate_id = $1 ORDER BY position, id",
                candidate_id
            )
            .fetch_all(&mut *tx)
            .await?,
        ),
        Item::Image(id) => (
            id,
            sqlx::query_scalar!(
                "SELECT i.id FROM book_images i
                 JOIN book_images moved ON moved.project_id = i.project_id
                 WHERE moved.id = $1 AND moved.candidate_id = $2
                 ORDER BY i.position, i.id",
                id,
                candidate_id
            )
            .fetch_all(&mut *tx)
            .await?,
        ),
    };
    let order = moved(ids, id, direction).ok_or(AppError::NotFound)?;
    match item {
        Item::Project(_) => {
            sqlx::query!(
                "UPDATE book_projects p SET position = t.ord - 1
             FROM unnest($1::bigint[]) WITH ORDINALITY AS t(id, ord)
             WHERE p.id = t.id AND p.candidate_id = $2",
                &order,
                candidate_id
            )
            .execute(&mut *tx)
            .await?
        }
        Item::Image(_) => {
            sqlx::query!(
                "UPDATE book_images i SET position = t.ord - 1
             FROM unnest($1::bigint[]) WITH ORDINALITY AS t(id, ord)
             WHERE i.id = t.id AND i.candidate_id = $2",
                &order,
                candidate_id
            )
            .execute(&mut *tx)
            .await?
        }
    };
    tx.commit().await?;
    Ok(())
}

/// Replaces the PDF book with a checked PDF (as a CV is checked); the old file goes.
pub async fn set_pdf(
    pool: &PgPool,
    storage: &Storage,
    viewer: &Viewer,
    file_name: &str,
    bytes: &[u8],
) -> AppResult<String> {
    let candidate_id = viewer.candidate()?;
    if bytes.len() > MAX_PDF_BYTES {
        return Err(AppError::TooLarge(PDF_TOO_LARGE.to_owned()));
    }
    check::pdf(file_name, bytes)?;
    let name = storage.save(FileKind::BookPdf, bytes, "pdf").await?;
    let replaced = async {
        let mut tx = pool.begin().await?;
        lock_book(&mut tx, candidate_id).await?;
        let old = sqlx::query_scalar!(
            "SELECT pdf_name FROM books WHERE candidate_id = $1",
            candidate_id
        )
        .fetch_one(&mut *tx)
        .await?;
        sqlx::query!(
            "UPDATE books SET pdf_name = $2, pdf_bytes = $3 WHERE candidate_id = $1",
            candidate_id,
            &name,
            i64::try_from(bytes.len()).unwrap_or(i64::MAX)
        )
        .execute(&mut *tx)
        .await
        .map_err(refused)?;
        tx.commit().await?;
        Ok::<_, AppError>(old)
    }
    .await;
    match replaced {
        Ok(old) => {
            let pdfs = old.into_iter().collect();
            release(
                pool,
                storage,
                Released {
                    images: Vec::new(),
                    pdfs,
                },
            )
            .await?;
            Ok(name)
        }
        Err(error) => {
            storage.delete(FileKind::BookPdf, &name).await;
            Err(error)
        }
    }
}

pub async fn delete_pdf(pool: &PgPool, storage: &Storage, viewer: &Viewer) -> AppResult<()> {
    let candidate_id = viewer.candidate()?;
    let old = sqlx::query_scalar!(
        "UPDATE books b SET pdf_name = NULL, pdf_bytes = 0
         FROM books old WHERE b.candidate_id = $1 AND old.candidate_id = b.candidate_id
         RETURNING old.pdf_name",
        candidate_id
    )
    .fetch_optional(pool)
    .await?;
    release(
        pool,
        storage,
        Released {
            images: Vec::new(),
            pdfs: old.flatten().into_iter().collect(),
        },
    )
    .await
}

/// The PDF book `name`, for its candidate only: her name for the download, `None` for
/// anyone else.
pub async fn may_read_pdf(pool: &PgPool, viewer: &Viewer, name: &str) -> AppResult<Option<String>> {
    Ok(sqlx::query_scalar!(
        r#"SELECT btrim(u.firstname || ' ' || u.lastname) AS "name!"
           FROM books b JOIN candidates c ON c.id = b.candidate_id JOIN users u ON u.id = c.user_id
           WHERE b.pdf_name = $1 AND c.user_id = $2"#,
        name,
        viewer.user_id
    )
    .fetch_optional(pool)
    .await?)
}

/// Whether an image of that stem is still in a book with that width (a link signed before
/// its deletion opens nothing).
pub async fn rendition_exists(pool: &PgPool, stem: &str, width: i32) -> AppResult<bool> {
    Ok(sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM book_images WHERE stem = $1 AND $2 = ANY (widths))
             AS "exists!""#,
        stem,
        width
    )
    .fetch_one(pool)
    .await?)
}

/// Every stored file of a candidate's book, for the account's deletion (read before the
/// rows go with the account, released after).
pub async fn files_of(
    tx: &mut Transaction<'_, Postgres>,
    candidate_id: i64,
) -> AppResult<Released> {
    let images: Vec<(String, Vec<i32>)> = sqlx::query!(
        "SELECT stem, widths FROM book_images WHERE candidate_id = $1",
        candidate_id
    )
    .map(|row| (row.stem, row.widths))
    .fetch_all(&mut **tx)
    .await?;
    let pdf = sqlx::query_scalar!(
        "SELECT pdf_name FROM books WHERE candidate_id = $1",
        candidate_id
    )
    .fetch_optional(&mut **tx)
    .await?;
    Ok(Released {
        images,
        pdfs: pdf.flatten().into_iter().collect(),
    })
}

/// Erases what was sent with `applications` (withdrawal, the account's deletion, the
/// retention job); the files to release once the transaction commits.
pub async fn erase_sent(
    tx: &mut Transaction<'_, Postgres>,
    applications: &[i64],
) -> AppResult<Released> {
    let images = sqlx::query!(
        "DELETE FROM application_project_images WHERE application_id = ANY($1)
         RETURNING stem, widths",
        applications
    )
    .map(|row| (row.stem, row.widths))
    .fetch_all(&mut **tx)
    .await?;
    sqlx::query!(
        "DELETE FROM application_projects WHERE application_id = ANY($1)",
        applications
    )
    .execute(&mut **tx)
    .await?;
    let pdfs = sqlx::query_scalar!(
        r#"UPDATE job_offer_applications a SET portfolio_pdf_name = NULL
           FROM job_offer_applications old
           WHERE a.id = ANY($1) AND old.id = a.id AND old.portfolio_pdf_name IS NOT NULL
           RETURNING old.portfolio_pdf_name AS "name!""#,
        applications
    )
    .fetch_all(&mut **tx)
    .await?;
    Ok(Released { images, pdfs })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_item_moves_one_place_and_the_ends_stay() {
        assert_eq!(moved(vec![1, 2, 3], 2, Direction::Up), Some(vec![2, 1, 3]));
        assert_eq!(
            moved(vec![1, 2, 3], 2, Direction::Down),
            Some(vec![1, 3, 2])
        );
        assert_eq!(moved(vec![1, 2, 3], 1, Direction::Up), Some(vec![1, 2, 3]));
        assert_eq!(
            moved(vec![1, 2, 3], 3, Direction::Down),
            Some(vec![1, 2, 3])
        );
        assert_eq!(moved(vec![1, 2, 3], 4, Direction::Up), None);
    }
}
