//! The applications of one offer as a CSV file, as French Excel opens it (issue 38,
//! docs/applications.md "Export"): UTF-8 with a byte-order mark, semicolons, CRLF lines; and
//! as a ZIP of that file and each application's documents. For the offer's company (owners
//! and recruiters). Bounded: `MAX_ROWS` applications; at most `CONCURRENT_EXPORTS` CSV files
//! built at once on a server (each is held in memory while built); the ZIP is an archive of
//! `accounts::export`, within its size budget and sharing its places with the RGPD exports.

use std::sync::LazyLock;

use chrono_tz::Europe::Paris;
use sqlx::PgPool;
use tokio::sync::Semaphore;

use super::{portfolio, triage, ApplicationRow};
use crate::{
    access::{Area, Viewer},
    accounts::{
        export::{project_folder, Archive, Entry, Exporter, Notes},
        profile::phone_for_display,
    },
    error::{AppError, AppResult},
    files::{images::rendition_name, FileKind},
};

/// The most applications one export holds.
pub const MAX_ROWS: i64 = 5_000;
/// Exports built at once on one server.
pub const CONCURRENT_EXPORTS: usize = 2;

pub const BUSY: &str = "Beaucoup d'exports sont en cours. Merci de réessayer dans une minute.";
pub const TOO_MANY: &str = "Cette offre a reçu plus de 5 000 candidatures : l'export \
     les limite à ce nombre. Filtrez-les depuis le tableau de bord.";

static EXPORTS: LazyLock<Semaphore> = LazyLock::new(|| Semaphore::new(CONCURRENT_EXPORTS));

const HEADER: [&str; 10] = [
    "Date d'envoi",
    "Candidat",
    "E-mail",
    "Téléphone",
    "LinkedIn",
    "Entretien",
    "Lue le",
    "Réponse",
    "Lettre de motivation",
    "Réponse aux questions",
];

/// The CSV of the offer `offer_id`'s applications, newest first.
pub async fn csv(pool: &PgPool, viewer: &Viewer, offer_id: i64) -> AppResult<String> {
    viewer.company_for(Area::Applications)?;
    let _permit = EXPORTS
        .try_acquire()
        .map_err(|_| AppError::RateLimited(BUSY.to_owned()))?;
    // `list` checks that the offer is the company's (NOT_FOUND otherwise).
    let (rows, total) = triage::list(pool, viewer, Some(offer_id), None, MAX_ROWS, None).await?;
    if total > MAX_ROWS {
        return Err(AppError::TooLarge(TOO_MANY.to_owned()));
    }
    Ok(render(&rows))
}

/// The ZIP of the offer `offer_id`'s applications: the CSV, and a folder per application
/// holding its CV and cover letter (`2026-11-28-lea-martin-41/cv.pdf`) and the book sent with
/// it (`book.pdf`, `book/projets.txt`, `book/1-salon-haussmannien/1.jpg`: the widest JPEG of
/// each image, in her order); documents past the archive's budget are listed in
/// `documents-non-inclus.txt`.
pub async fn archive(
    exporter: &Exporter,
    pool: &PgPool,
    viewer: &Viewer,
    offer_id: i64,
) -> AppResult<Archive> {
    viewer.company_for(Area::Applications)?;
    let (rows, total) = triage::list(pool, viewer, Some(offer_id), None, MAX_ROWS, None).await?;
    if total > MAX_ROWS {
        return Err(AppError::TooLarge(TOO_MANY.to_owned()));
    }
    let ids: Vec<i64> = rows.iter().map(|r| r.id).collect();
    let mut portfolios = portfolio::of_applications(pool, &ids).await?;
    let turn = exporter.turn(viewer.user_id).await?;
    let staging = turn.staging();
    let mut entries = vec![Entry::Text {
        path: csv_name(offer_id),
        text: render(&rows),
    }];
    for row in &rows {
        let folder = folder(row);
        let documents = [
            (&row.cv_path, FileKind::Cv, "cv"),
            (
                &row.cover_letter_path,
                FileKind::CoverLetter,
                "lettre-de-motivation",
            ),
            (&row.portfolio_pdf_name, FileKind::BookPdf, "book"),
        ];
        for (name, kind, label) in documents {
            let Some(name) = name.as_deref() else {
                continue;
            };
            let copy = format!("{}-{label}.pdf", row.id);
            let path = format!("{folder}/{label}.pdf");
            entries.extend(staging.document(kind, name, &copy, path).await?);
        }
        let projects = portfolios.remove(&row.id).unwrap_or_default();
        if !projects.is_empty() {
            entries.push(Entry::Text {
                path: format!("{folder}/book/projets.txt"),
                text: projects_text(&projects),
            });
        }
        for (n, project) in projects.iter().enumerate() {
            let dir = format!("{folder}/book/{}", project_folder(n + 1, &project.title));
            for (m, image) in project.images.iter().enumerate() {
                let name = rendition_name(&image.stem, image.widest(), "jpg");
                let copy = format!("{}-{}-{}.jpg", row.id, n + 1, m + 1);
                let path = format!("{dir}/{}.jpg", m + 1);
                entries.extend(
                    staging
                        .document(FileKind::BookImage, &name, &copy, path)
                        .await?,
                );
            }
        }
    }
    let notes = Notes {
        readme: format!(
            "Candidatures reçues pour votre offre n° {offer_id}\n\n\
             - {} : une ligne par candidature (s'ouvre dans Excel) ;\n\
             - un dossier par candidature (date d'envoi, nom du candidat) avec le CV et la lettre \
             de motivation envoyés, et le book joint s'il y en a un (book.pdf, et dans book/ un \
             dossier par projet, dans l'ordre choisi, décrit dans projets.txt).\n\n\
             Ces documents sont des données personnelles : ne les gardez que le temps du recrutement.\n",
            csv_name(offer_id)
        ),
        left_out: "Ces documents dépassent la taille d'une archive ; téléchargez-les un par un \
                   depuis la page des candidatures :",
    };
    turn.finish(entries, notes).await
}

/// The projects sent, as the candidate described them, each image's caption by its file.
fn projects_text(projects: &[portfolio::Project]) -> String {
    let mut out = String::new();
    for (n, project) in projects.iter().enumerate() {
        out.push_str(&format!("{}. {}\n", n + 1, project.title));
        let facts = [
            project.year.map(|y| y.to_string()).unwrap_or_default(),
            project.role.clone(),
            project.techniques.clone(),
            project.place.clone(),
        ];
        let facts: Vec<&str> = facts
            .iter()
            .map(String::as_str)
            .filter(|f| !f.is_empty())
            .collect();
        if !facts.is_empty() {
            out.push_str(&format!("   {}\n", facts.join(" · ")));
        }
        if !project.description.is_empty() {
            out.push_str(&format!(
                "   {}\n",
                project.description.replace('\n', "\n   ")
            ));
        }
        let dir = project_folder(n + 1, &project.title);
        for (m, image) in project.images.iter().enumerate() {
            let text = if image.caption.is_empty() {
                &image.alt_text
            } else {
                &image.caption
            };
            out.push_str(&format!("   {dir}/{}.jpg : {text}\n", m + 1));
        }
        out.push('\n');
    }
    out
}

pub fn csv_name(offer_id: i64) -> String {
    format!("candidatures-{offer_id}.csv")
}

pub fn archive_name(offer_id: i64) -> String {
    format!("candidatures-{offer_id}.zip")
}

/// An application's folder in the archive: its day, its candidate's name as a slug (no
/// separator or dot a path could misuse), its id (two namesakes the same day stay apart).
fn folder(row: &ApplicationRow) -> String {
    let day = row.sent_at.with_timezone(&Paris).format("%Y-%m-%d");
    let slug = ensemblier_index::text::slug(&row.candidate_name);
    let name: String = slug.chars().take(60).collect();
    let name = match name.trim_end_matches('-') {
        "" => "candidat",
        name => name,
    };
    format!("{day}-{name}-{}", row.id)
}

fn render(rows: &[ApplicationRow]) -> String {
    let mut out = String::from("\u{feff}");
    line(&mut out, HEADER.iter().map(|h| (*h).to_owned()));
    for row in rows {
        let phone = if row.candidate_tel.is_empty() {
            &row.phone
        } else {
            &row.candidate_tel
        };
        line(
            &mut out,
            [
                paris(row.sent_at),
                row.candidate_name.clone(),
                row.candidate_email.clone(),
                phone_for_display(phone),
                row.linkedin_url.clone(),
                interview(row.interview_status.as_deref()).to_owned(),
                row.read_at.map(paris).unwrap_or_default(),
                answer(row.answers.last().map(String::as_str)).to_owned(),
                row.cover_letter_message.clone(),
                row.questions_answer_message.clone(),
            ],
        );
    }
    out
}

fn paris(at: chrono::DateTime<chrono::Utc>) -> String {
    at.with_timezone(&Paris)
        .format("%d/%m/%Y %H:%M")
        .to_string()
}

fn interview(status: Option<&str>) -> &'static str {
    match status {
        Some("yes") => "Oui",
        Some("maybe") => "Peut-être",
        Some("no") => "Non",
        _ => "",
    }
}

fn answer(answer: Option<&str>) -> &'static str {
    match answer {
        Some("invited") => "Invitation à un entretien",
        Some("refused") => "Refus",
        _ => "",
    }
}

fn line(out: &mut String, cells: impl IntoIterator<Item = String>) {
    let cells: Vec<String> = cells.into_iter().map(|cell| field(&cell)).collect();
    out.push_str(&cells.join(";"));
    out.push_str("\r\n");
}

/// One cell: quoted when it holds a separator, a quote or a line break; a cell a spreadsheet
/// would read as a formula (`=`, `+`, `-`, `@`) starts with an apostrophe (OWASP's advice).
fn field(value: &str) -> String {
    let value = if value.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{value}")
    } else {
        value.to_owned()
    };
    if value.contains([';', '"', '\n', '\r']) {
        format!("\"{}\"", value.replace('"', "\"\""))
    } else {
        value
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_quoted_and_formulas_defused() {
        assert_eq!(field("Léa Martin"), "Léa Martin");
        assert_eq!(field("a;b"), "\"a;b\"");
        assert_eq!(field("dit \"oui\""), "\"dit \"\"oui\"\"\"");
        assert_eq!(field("ligne\nsuivante"), "\"ligne\nsuivante\"");
        assert_eq!(field("=HYPERLINK(\"x\")"), "\"'=HYPERLINK(\"\"x\"\")\"");
        assert_eq!(field("+33 6 12"), "'+33 6 12");
    }

    #[test]
    fn the_file_starts_with_a_bom_and_its_header() {
        let csv = render(&[]);
        assert!(csv.starts_with("\u{feff}Date d'envoi;Candidat;E-mail;"));
        assert!(csv.ends_with("Réponse aux questions\r\n"));
    }
}
