//! The public book (issue 52, item 4; docs/book.md "The public page"): private by default, a
//! candidate publishes hers at `/book/<slug>` and takes it down at once. The page, its images
//! and its PDF are read through `published` only, which finds a book by its slug *and* its
//! being public: a private book, or one taken down, is the same 404 as a slug nobody has.

use sqlx::PgPool;

use super::{book, Book};
use crate::{
    access::Viewer,
    error::{AppError, AppResult, ErrorCode},
};

/// A slug's length once cleaned (`CHECK books_public_slug_form`).
pub const SLUG_CHARS: std::ops::RangeInclusive<usize> = 3..=40;

pub const BAD_SLUG: &str = "L'adresse de votre book doit compter de 3 à 40 caractères : \
     lettres sans accents, chiffres et tirets (par exemple « marie-dupont »).";
pub const SLUG_TAKEN: &str =
    "Cette adresse est déjà prise par un autre book : choisissez-en une autre.";
pub const EMPTY_BOOK: &str = "Ajoutez au moins un projet à votre book avant de le publier.";

/// What she chose about publishing her book.
#[derive(Clone, Debug, Default)]
pub struct Publication {
    /// Kept while the book is private again (her shared links never open someone else's).
    pub slug: Option<String>,
    pub public: bool,
    /// « Visible par les moteurs de recherche »: the page is `noindex` otherwise.
    pub indexed: bool,
}

/// A typed address cleaned into a slug (« Marie Dupont » → `marie-dupont`), or the French
/// refusal when what is left is too short or too long.
pub fn clean_slug(typed: &str) -> AppResult<String> {
    let slug = ensemblier_index::text::slug(typed);
    if SLUG_CHARS.contains(&slug.len()) {
        Ok(slug)
    } else {
        Err(AppError::invalid(ErrorCode::InvalidBookSlug, BAD_SLUG))
    }
}

/// The slug proposed the first time: her name, cut to the bound.
fn suggested(name: &str) -> String {
    let slug: String = ensemblier_index::text::slug(name)
        .chars()
        .take(*SLUG_CHARS.end())
        .collect();
    let slug = slug.trim_end_matches('-');
    if slug.len() < *SLUG_CHARS.start() {
        "mon-book".to_owned()
    } else {
        slug.to_owned()
    }
}

/// Her choice, and the slug proposed when she has none yet.
pub async fn publication(pool: &PgPool, candidate_id: i64) -> AppResult<(Publication, String)> {
    let row = sqlx::query!(
        r#"SELECT b.public_slug AS "slug?", coalesce(b.public, false) AS "public!",
                  coalesce(b.public_indexed, false) AS "indexed!",
                  btrim(u.firstname || ' ' || u.lastname) AS "name!"
           FROM candidates c JOIN users u ON u.id = c.user_id
           LEFT JOIN books b ON b.candidate_id = c.id
           WHERE c.id = $1"#,
        candidate_id
    )
    .fetch_one(pool)
    .await?;
    let suggestion = row.slug.clone().unwrap_or_else(|| suggested(&row.name));
    Ok((
        Publication {
            slug: row.slug,
            public: row.public,
            indexed: row.indexed,
        },
        suggestion,
    ))
}

/// Publishes her book at `slug` (cleaned), indexed or not; or changes either. Refused for a
/// book without a project, or a slug another book holds (`UNIQUE`, read back in French).
pub async fn publish(pool: &PgPool, viewer: &Viewer, typed: &str, indexed: bool) -> AppResult<()> {
    let candidate_id = viewer.candidate()?;
    let slug = clean_slug(typed)?;
    let updated = sqlx::query!(
        "UPDATE books SET public_slug = $2, public = true, public_indexed = $3,
                published_at = CASE WHEN public THEN published_at ELSE now() END
         WHERE candidate_id = $1 AND projects > 0",
        candidate_id,
        &slug,
        indexed
    )
    .execute(pool)
    .await
    .map_err(|error| {
        crate::error::on_unique_violation(error, ErrorCode::BookSlugTaken, SLUG_TAKEN)
    })?;
    if updated.rows_affected() == 0 {
        return Err(AppError::invalid(ErrorCode::InvalidBookSlug, EMPTY_BOOK));
    }
    Ok(())
}

/// Takes her book down at once: the page, its images and its PDF answer 404 from now on.
pub async fn unpublish(pool: &PgPool, viewer: &Viewer) -> AppResult<()> {
    let candidate_id = viewer.candidate()?;
    sqlx::query!(
        "UPDATE books SET public = false, published_at = NULL WHERE candidate_id = $1",
        candidate_id
    )
    .execute(pool)
    .await?;
    Ok(())
}

/// A published book as its page shows it: her name (never her e-mail, phone or CV).
#[derive(Clone, Debug)]
pub struct PublicBook {
    pub slug: String,
    pub name: String,
    pub indexed: bool,
    pub book: Book,
}

/// The book published at `slug`, if it is public now.
pub async fn published(pool: &PgPool, slug: &str) -> AppResult<Option<PublicBook>> {
    let row = sqlx::query!(
        r#"SELECT b.candidate_id, b.public_indexed,
                  btrim(u.firstname || ' ' || u.lastname) AS "name!"
           FROM books b JOIN candidates c ON c.id = b.candidate_id JOIN users u ON u.id = c.user_id
           WHERE b.public_slug = $1 AND b.public"#,
        slug
    )
    .fetch_optional(pool)
    .await?;
    let Some(row) = row else {
        return Ok(None);
    };
    Ok(Some(PublicBook {
        slug: slug.to_owned(),
        name: row.name,
        indexed: row.public_indexed,
        book: book(pool, row.candidate_id).await?,
    }))
}

/// Whether the book public at `slug` holds an image of that stem with that width.
pub async fn rendition_published(
    pool: &PgPool,
    slug: &str,
    stem: &str,
    width: i32,
) -> AppResult<bool> {
    Ok(sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM books b JOIN book_images i ON i.candidate_id = b.candidate_id
                          WHERE b.public_slug = $1 AND b.public AND i.stem = $2
                            AND $3 = ANY (i.widths)) AS "exists!""#,
        slug,
        stem,
        width
    )
    .fetch_one(pool)
    .await?)
}

/// The PDF of the book public at `slug` (its stored name, and her name for the download).
pub async fn published_pdf(pool: &PgPool, slug: &str) -> AppResult<Option<(String, String)>> {
    let row = sqlx::query!(
        r#"SELECT b.pdf_name AS "pdf_name!", btrim(u.firstname || ' ' || u.lastname) AS "name!"
           FROM books b JOIN candidates c ON c.id = b.candidate_id JOIN users u ON u.id = c.user_id
           WHERE b.public_slug = $1 AND b.public AND b.pdf_name IS NOT NULL"#,
        slug
    )
    .fetch_optional(pool)
    .await?;
    Ok(row.map(|row| (row.pdf_name, row.name)))
}

/// The books public *and* indexed, for the sitemap (a `noindex` page is never listed), with
/// when they were published.
pub async fn indexed_links(
    pool: &crate::db::ReadPool,
) -> AppResult<Vec<(String, chrono::DateTime<chrono::Utc>)>> {
    Ok(sqlx::query!(
        r#"SELECT public_slug AS "slug!", published_at AS "published_at!" FROM books
           WHERE public AND public_indexed AND public_slug IS NOT NULL
             AND published_at IS NOT NULL
           ORDER BY public_slug"#
    )
    .map(|row| (row.slug, row.published_at))
    .fetch_all(pool)
    .await?)
}

/// The page's address of a book published at `slug`.
pub fn path(slug: &str) -> String {
    format!("/book/{slug}")
}

/// A rendition's public address: `/book/<slug>/images/<stem>w<width>.<ext>`.
pub fn image_path(slug: &str, stem: &str, width: u32, extension: &str) -> String {
    format!("/book/{slug}/images/{stem}w{width}.{extension}")
}

/// The PDF's public address.
pub fn pdf_path(slug: &str) -> String {
    format!("/book/{slug}/book.pdf")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_typed_address_is_cleaned_into_a_bounded_slug() {
        assert_eq!(
            clean_slug("  Marie Dupont ").ok().as_deref(),
            Some("marie-dupont")
        );
        assert_eq!(
            clean_slug("Élodie_Ébéniste!").ok().as_deref(),
            Some("elodie-ebeniste")
        );
        assert!(clean_slug("é").is_err());
        assert!(clean_slug(&"a".repeat(41)).is_err());
        assert_eq!(suggested("Jo"), "mon-book");
        assert_eq!(suggested("Léa Martin"), "lea-martin");
        assert!(suggested(&"Anne-Marie ".repeat(10)).len() <= 40);
    }
}
