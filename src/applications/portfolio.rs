//! The book sent with an application (issue 52 item 3, docs/book.md "Sent with an
//! application"): the candidate ticks up to `MAX_PROJECTS` projects of her book, and her PDF
//! book, in her order; sending the application copies those rows (`attach`, in the sending
//! transaction), so a project edited or deleted later changes nothing the recruiter reads.
//! The copies name the book's stored renditions by their stem; `book::release` removes a
//! file only once nothing names it. Read by the offer's company and the candidate (GraphQL),
//! the ZIP export and the ATS; erased with the application (`erase`).

use std::collections::HashMap;

use sqlx::{PgPool, Postgres, Transaction};

use crate::{
    access::parse_iri,
    error::{AppError, AppResult, ErrorCode},
};

/// Equal to the constraint `application_projects_at_most_6`.
pub const MAX_PROJECTS: usize = 6;

pub const TOO_MANY: &str = "Vous pouvez joindre au plus 6 projets de votre book à une candidature.";
pub const PROJECT_GONE: &str = "Un des projets choisis n'est plus dans votre book : rechargez \
     la page et choisissez-les à nouveau.";
pub const NO_PDF: &str = "Votre book n'a pas de PDF à joindre : ajoutez-le dans « Mon book » \
     ou décochez « Mon book PDF ».";

/// What she ticked: book projects in her order, and whether her PDF book goes too.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Choice {
    pub projects: Vec<i64>,
    pub pdf: bool,
}

impl Choice {
    /// The form's `portfolio` (project IRIs or ids, comma-separated, in her order; a project
    /// ticked twice counts once) and `bookPdf` (« 1 »).
    pub fn parse(projects: &str, pdf: bool) -> AppResult<Self> {
        let mut ids: Vec<i64> = Vec::new();
        for reference in projects.split(',').map(str::trim).filter(|r| !r.is_empty()) {
            let id = match reference.parse::<i64>() {
                Ok(id) => id,
                Err(_) => parse_iri("book_projects", reference)?,
            };
            if !ids.contains(&id) {
                ids.push(id);
            }
        }
        if ids.len() > MAX_PROJECTS {
            return Err(too_many());
        }
        Ok(Self { projects: ids, pdf })
    }
}

fn too_many() -> AppError {
    AppError::invalid(ErrorCode::InvalidPortfolio, TOO_MANY)
}

/// A project as it was sent.
#[derive(Clone, Debug)]
pub struct Project {
    pub id: i64,
    pub application_id: i64,
    pub title: String,
    pub year: Option<i32>,
    pub role: String,
    pub techniques: String,
    pub place: String,
    pub description: String,
    pub images: Vec<Image>,
}

/// An image as it was sent (its renditions are the book's files).
#[derive(Clone, Debug)]
pub struct Image {
    pub project_id: i64,
    pub stem: String,
    pub widths: Vec<i32>,
    pub width: i32,
    pub height: i32,
    pub alt_text: String,
    pub caption: String,
}

impl Image {
    pub fn widest(&self) -> u32 {
        u32::try_from(self.widths.last().copied().unwrap_or_default()).unwrap_or_default()
    }
}

/// Copies what `choice` names of `candidate_id`'s book into the application being sent, in
/// the sending transaction, and keeps it as her next default. The book's row is locked
/// first: a deletion of the book waits for this copy (or this copy reads the book after it),
/// so no file is released while a copy names it.
pub async fn attach(
    tx: &mut Transaction<'_, Postgres>,
    candidate_id: i64,
    application_id: i64,
    choice: &Choice,
) -> AppResult<()> {
    if choice.projects.len() > MAX_PROJECTS {
        return Err(too_many());
    }
    let book = sqlx::query!(
        "UPDATE books SET last_sent_projects = $2, last_sent_pdf = $3 WHERE candidate_id = $1
         RETURNING pdf_name",
        candidate_id,
        &choice.projects,
        choice.pdf
    )
    .fetch_optional(&mut **tx)
    .await
    .map_err(refused)?;
    let Some(book) = book else {
        // No book: nothing can have been ticked.
        if choice.projects.is_empty() && !choice.pdf {
            return Ok(());
        }
        return Err(AppError::invalid(ErrorCode::InvalidPortfolio, PROJECT_GONE));
    };
    if choice.pdf {
        let Some(pdf) = book.pdf_name else {
            return Err(AppError::invalid(ErrorCode::InvalidPortfolio, NO_PDF));
        };
        sqlx::query!(
            "UPDATE job_offer_applications SET portfolio_pdf_name = $2 WHERE id = $1",
            application_id,
            pdf
        )
        .execute(&mut **tx)
        .await?;
    }
    if choice.projects.is_empty() {
        return Ok(());
    }
    let copied = sqlx::query!(
        "INSERT INTO application_projects (application_id, position, book_project_id, title,
                                           year, role, techniques, place, description)
         SELECT $1, t.ord - 1, p.id, p.title, p.year, p.role, p.techniques, p.place,
                p.description
         FROM unnest($3::bigint[]) WITH ORDINALITY AS t(id, ord)
         JOIN book_projects p ON p.id = t.id AND p.candidate_id = $2
         RETURNING id, book_project_id",
        application_id,
        candidate_id,
        &choice.projects
    )
    .fetch_all(&mut **tx)
    .await
    .map_err(refused)?;
    if copied.len() != choice.projects.len() {
        return Err(AppError::invalid(ErrorCode::InvalidPortfolio, PROJECT_GONE));
    }
    let (copies, sources): (Vec<i64>, Vec<i64>) = copied
        .into_iter()
        .map(|r| (r.id, r.book_project_id))
        .unzip();
    sqlx::query!(
        "INSERT INTO application_project_images (project_id, application_id, stem, widths, width,
                                                 height, position, alt_text, caption)
         SELECT c.copy, $1, i.stem, i.widths, i.width, i.height,
                row_number() OVER (PARTITION BY i.project_id ORDER BY i.position, i.id) - 1,
                i.alt_text, i.caption
         FROM unnest($2::bigint[], $3::bigint[]) AS c(copy, source)
         JOIN book_images i ON i.project_id = c.source",
        application_id,
        &copies,
        &sources
    )
    .execute(&mut **tx)
    .await
    .map_err(refused)?;
    Ok(())
}

/// The bound of the migration as its French refusal.
fn refused(error: sqlx::Error) -> AppError {
    match &error {
        sqlx::Error::Database(db)
            if matches!(
                db.constraint(),
                Some("application_projects_at_most_6" | "books_last_sent_projects_check")
            ) =>
        {
            too_many()
        }
        _ => AppError::from(error),
    }
}

/// The projects sent with each of `applications`, in the candidate's order, their images in
/// theirs.
pub async fn of_applications(
    pool: &PgPool,
    applications: &[i64],
) -> AppResult<HashMap<i64, Vec<Project>>> {
    let mut projects: Vec<Project> = sqlx::query!(
        "SELECT id, application_id, title, year, role, techniques, place, description
         FROM application_projects WHERE application_id = ANY($1)
         ORDER BY application_id, position",
        applications
    )
    .map(|row| Project {
        id: row.id,
        application_id: row.application_id,
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
    let images = sqlx::query_as!(
        Image,
        "SELECT project_id, stem, widths, width, height, alt_text, caption
         FROM application_project_images WHERE application_id = ANY($1)
         ORDER BY project_id, position",
        applications
    )
    .fetch_all(pool)
    .await?;
    for image in images {
        if let Some(project) = projects.iter_mut().find(|p| p.id == image.project_id) {
            project.images.push(image);
        }
    }
    let mut by_application: HashMap<i64, Vec<Project>> = HashMap::new();
    for project in projects {
        by_application
            .entry(project.application_id)
            .or_default()
            .push(project);
    }
    Ok(by_application)
}

/// The projects sent with one application.
pub async fn of_application(pool: &PgPool, application: i64) -> AppResult<Vec<Project>> {
    Ok(of_applications(pool, &[application])
        .await?
        .remove(&application)
        .unwrap_or_default())
}

/// Whether `application` still holds a copy of that image with that width (a link signed
/// before the application was erased or withdrawn opens nothing).
pub async fn rendition_exists(
    pool: &PgPool,
    application: i64,
    stem: &str,
    width: i32,
) -> AppResult<bool> {
    Ok(sqlx::query_scalar!(
        r#"SELECT EXISTS (SELECT 1 FROM application_project_images
                          WHERE application_id = $1 AND stem = $2 AND $3 = ANY (widths))
             AS "exists!""#,
        application,
        stem,
        width
    )
    .fetch_one(pool)
    .await?)
}

/// What the applications sent of a book, erased (it lives in `book`, below `accounts`,
/// whose deletion calls it too).
pub use crate::book::erase_sent as erase;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_choice_keeps_her_order_counts_a_project_once_and_stops_at_six() {
        let choice =
            Choice::parse("/api/book_projects/12, 7,/api/book_projects/12", true).expect("valid");
        assert_eq!(choice.projects, vec![12, 7]);
        assert!(choice.pdf);
        assert_eq!(Choice::parse("", false).expect("empty"), Choice::default());
        assert!(Choice::parse("1,2,3,4,5,6", false).is_ok());
        let refused = Choice::parse("1,2,3,4,5,6,7", false).expect_err("seven");
        assert_eq!(refused.message(), TOO_MANY);
        assert!(Choice::parse("/api/users/3", false).is_err());
    }
}
