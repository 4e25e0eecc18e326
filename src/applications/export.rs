//! The applications of one offer as a CSV file, as French Excel opens it (issue 38,
//! docs/applications.md "Export"): UTF-8 with a byte-order mark, semicolons, CRLF lines. For
//! the offer's company (owners and recruiters). Bounded: `MAX_ROWS` applications, and at most
//! `CONCURRENT_EXPORTS` built at once on a server (each is held in memory while built).

use std::sync::LazyLock;

use chrono_tz::Europe::Paris;
use sqlx::PgPool;
use tokio::sync::Semaphore;

use super::{triage, ApplicationRow};
use crate::{
    accounts::Viewer,
    companies::Area,
    error::{AppError, AppResult},
};

/// The most applications one export holds.
pub const MAX_ROWS: i64 = 5_000;
/// Exports built at once on one server.
pub const CONCURRENT_EXPORTS: usize = 2;

pub const BUSY: &str = "Beaucoup d'exports sont en cours. Merci de réessayer dans une minute.";
pub const TOO_MANY: &str = "Cette offre a reçu plus de 5 000 candidatures : l'export \
     les limite à ce nombre. Filtrez-les depuis le tableau de bord.";

static EXPORTS: LazyLock<Semaphore> = LazyLock::new(|| Semaphore::new(CONCURRENT_EXPORTS));

const HEADER: [&str; 9] = [
    "Date d'envoi",
    "Candidat",
    "E-mail",
    "Téléphone",
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
                phone.clone(),
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
