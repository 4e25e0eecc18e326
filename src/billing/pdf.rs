//! PDF documents of billing (invoices, transfer instructions), written with krilla as
//! PDF/A-3b: fonts embedded (DejaVu Sans, shipped in `assets/fonts/`), XMP metadata, and
//! for an invoice its Factur-X XML attached. A document is a list of rows of text cells laid
//! out top-down on A4 pages.

use krilla::{
    color::luma,
    configure::{Configuration, Validator},
    embed::{AssociationKind, EmbeddedFile, MimeType},
    geom::{PathBuilder, Point, Rect},
    metadata::{DateTime, Metadata},
    page::PageSettings,
    paint::Fill,
    text::{Font, TextDirection},
    Document, SerializeSettings,
};

static REGULAR: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans.ttf");
static BOLD: &[u8] = include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf");

const PAGE_WIDTH: f32 = 595.0;
const PAGE_HEIGHT: f32 = 842.0;
const MARGIN: f32 = 50.0;

/// One cell: text at a horizontal position (points from the left margin).
#[derive(Clone, Debug)]
pub struct Cell {
    pub x: f32,
    pub text: String,
    pub bold: bool,
    /// Right-aligned at `x` (amounts).
    pub right: bool,
    /// Drawn smaller than its row (an e-mail address kept on one line), in points.
    pub size: Option<f32>,
}

/// One line of the page: cells at one height, or an empty gap.
#[derive(Clone, Debug)]
pub struct Row {
    pub size: f32,
    pub cells: Vec<Cell>,
    /// A thin grey line across the page (under a table's header, above its totals).
    pub rule: bool,
}

impl Row {
    pub fn text(size: f32, text: impl Into<String>) -> Self {
        Self::cells(size, vec![Cell::left(0.0, text)])
    }

    pub fn bold(size: f32, text: impl Into<String>) -> Self {
        Self::cells(size, vec![Cell::left(0.0, text).bold()])
    }

    pub fn gap(size: f32) -> Self {
        Self::cells(size, Vec::new())
    }

    pub fn cells(size: f32, cells: Vec<Cell>) -> Self {
        Self {
            size,
            cells,
            rule: false,
        }
    }

    pub fn rule() -> Self {
        Self {
            rule: true,
            ..Self::gap(4.0)
        }
    }
}

impl Cell {
    pub fn left(x: f32, text: impl Into<String>) -> Self {
        Self {
            x,
            text: text.into(),
            bold: false,
            right: false,
            size: None,
        }
    }

    pub fn right(x: f32, text: impl Into<String>) -> Self {
        Self {
            right: true,
            ..Self::left(x, text)
        }
    }

    pub fn bold(self) -> Self {
        Self { bold: true, ..self }
    }

    pub fn sized(self, size: f32) -> Self {
        Self {
            size: Some(size),
            ..self
        }
    }
}

/// The smallest size a text is shrunk to so that it keeps one line (an e-mail address).
pub const SMALLEST_SIZE: f32 = 6.0;

/// The size at which `text` fits on one line of `max_width`: `size`, or smaller down to
/// `SMALLEST_SIZE`; `None` when it is too long even then (it is wrapped at that size). An
/// e-mail address cut in two is misread and mistyped (issue 58, minor 22).
pub fn one_line_size(text: &str, size: f32, max_width: f32) -> Option<f32> {
    let at_one_point = width(text, 1.0, false);
    if at_one_point <= 0.0 {
        return Some(size);
    }
    // Tenths of a point, rounded down, so the estimate's rounding never overflows the margin.
    let fitting = ((max_width / at_one_point) * 10.0).floor() / 10.0;
    (fitting >= SMALLEST_SIZE).then_some(fitting.min(size))
}

/// A file attached to the PDF, as PDF/A-3 allows (Factur-X: `factur-x.xml`, relation Data).
pub struct Attachment {
    pub name: String,
    pub description: String,
    pub mime: &'static str,
    pub data: Vec<u8>,
}

pub struct PdfDocument<'a> {
    pub title: &'a str,
    pub author: &'a str,
    pub created: chrono::DateTime<chrono::Utc>,
    pub rows: &'a [Row],
    pub attachment: Option<Attachment>,
}

fn font(data: &'static [u8]) -> anyhow::Result<Font> {
    Font::new(data.to_vec().into(), 0).ok_or_else(|| anyhow::anyhow!("cannot read the PDF font"))
}

/// Approximate width of a text in DejaVu Sans (its advance widths, in em, by kind of
/// character; bold is about 9 % wider): enough to right-align amounts and headings.
fn width(text: &str, size: f32, bold: bool) -> f32 {
    let em: f32 = text
        .chars()
        .map(|c| match c {
            '0'..='9' | '€' => 0.636,
            ' ' | ',' | '.' | ':' | '\u{a0}' => 0.32,
            '\u{202f}' => 0.2,
            '-' => 0.361,
            '@' => 1.0,
            'm' | 'w' | 'M' | 'W' => 0.98,
            'A'..='Z' | '°' => 0.7,
            _ => 0.56,
        })
        .sum();
    em * size * if bold { 1.09 } else { 1.0 }
}

/// Long texts (addresses, descriptions, e-mail addresses) wrapped to the page width. A word
/// wider than a line (a long e-mail address) is cut after its last `@`, `.` or `-` that fits,
/// else at the width, so nothing runs past the margin (issue 35).
pub fn wrap(text: &str, size: f32, max_width: f32) -> Vec<String> {
    let per_line = ((max_width / (size * 0.55)) as usize).max(10);
    let mut lines = Vec::new();
    for paragraph in text.lines() {
        let mut line = String::new();
        for word in paragraph
            .split_whitespace()
            .flat_map(|word| pieces(word, per_line))
        {
            if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > per_line {
                lines.push(std::mem::take(&mut line));
            }
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&word);
        }
        lines.push(line);
    }
    lines
}

/// `word` in pieces of at most `per_line` characters (see `wrap`).
fn pieces(word: &str, per_line: usize) -> Vec<String> {
    let mut rest: Vec<char> = word.chars().collect();
    let mut out = Vec::new();
    while rest.len() > per_line {
        let cut = rest[..per_line]
            .iter()
            .rposition(|c| matches!(c, '@' | '.' | '-'))
            .map_or(per_line, |i| i + 1);
        out.push(rest.drain(..cut).collect());
    }
    out.push(rest.into_iter().collect());
    out
}

pub fn render(doc: PdfDocument<'_>) -> anyhow::Result<Vec<u8>> {
    use chrono::{Datelike, Timelike};
    let settings = SerializeSettings {
        configuration: Configuration::new_with_validator(Validator::A3_B),
        ..SerializeSettings::default()
    };
    let mut document = Document::new_with(settings);
    let c = doc.created;
    let date = DateTime::new(c.year() as u16)
        .month(c.month() as u8)
        .day(c.day() as u8)
        .hour(c.hour() as u8)
        .minute(c.minute() as u8)
        .second(c.second() as u8)
        .utc_offset_hour(0)
        .utc_offset_minute(0);
    document.set_metadata(
        Metadata::new()
            .title(doc.title.to_owned())
            .authors(vec![doc.author.to_owned()])
            .creator("Ensemblier".to_owned())
            .language("fr-FR".to_owned())
            .creation_date(date),
    );
    let (regular, bold) = (font(REGULAR)?, font(BOLD)?);
    let mut rows = doc.rows.iter().peekable();
    while rows.peek().is_some() {
        let mut page = document.start_page_with(
            PageSettings::from_wh(PAGE_WIDTH, PAGE_HEIGHT)
                .ok_or_else(|| anyhow::anyhow!("page size"))?,
        );
        let mut surface = page.surface();
        let mut y = MARGIN;
        while let Some(row) = rows.peek() {
            let height = row.size * 1.45;
            if y + height > PAGE_HEIGHT - MARGIN {
                break;
            }
            y += height;
            if row.rule {
                let mut path = PathBuilder::new();
                if let Some(rect) =
                    Rect::from_xywh(MARGIN, y - height / 2.0, PAGE_WIDTH - 2.0 * MARGIN, 0.6)
                {
                    path.push_rect(rect);
                }
                if let Some(path) = path.finish() {
                    surface.set_fill(Some(Fill {
                        paint: luma::Color::new(150).into(),
                        ..Fill::default()
                    }));
                    surface.draw_path(&path);
                    surface.set_fill(Some(Fill::default()));
                }
            }
            for cell in &row.cells {
                let size = cell.size.unwrap_or(row.size);
                let x = MARGIN
                    + if cell.right {
                        cell.x - width(&cell.text, size, cell.bold)
                    } else {
                        cell.x
                    };
                let font = if cell.bold { &bold } else { &regular };
                surface.draw_text(
                    Point::from_xy(x, y),
                    font.clone(),
                    size,
                    &cell.text,
                    false,
                    TextDirection::Auto,
                );
            }
            rows.next();
        }
        surface.finish();
        page.finish();
    }
    if let Some(attachment) = doc.attachment {
        document.embed_file(EmbeddedFile {
            path: attachment.name,
            mime_type: MimeType::new(attachment.mime),
            description: Some(attachment.description),
            association_kind: AssociationKind::Data,
            data: attachment.data.into(),
            modification_date: Some(date),
            compress: Some(true),
            location: None,
        });
    }
    document
        .finish()
        .map_err(|error| anyhow::anyhow!("PDF/A export failed: {error:?}"))
}

/// Euros to the cent, French style: `1 234,56 €`.
pub fn euros(cents: i32) -> String {
    let sign = if cents < 0 { "-" } else { "" };
    let cents = cents.unsigned_abs();
    let whole = (cents / 100).to_string();
    let mut grouped = String::new();
    for (i, digit) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i).is_multiple_of(3) {
            grouped.push('\u{202f}');
        }
        grouped.push(digit);
    }
    format!("{sign}{grouped},{:02}\u{a0}€", cents % 100)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_email_address_is_cut_after_its_at_sign_not_past_the_margin() {
        let email = "service.comptabilite.fournisseurs@atelier-de-tapisserie-berthelin.fr";
        let lines = wrap(email, 10.0, 230.0);
        let per_line = (230.0 / 5.5) as usize;
        assert!(
            lines.iter().all(|l| l.chars().count() <= per_line),
            "{lines:?}"
        );
        assert_eq!(lines[0], "service.comptabilite.fournisseurs@");
        assert_eq!(lines.concat(), email);
        assert_eq!(wrap("rh@atelier.fr", 10.0, 230.0), ["rh@atelier.fr"]);
    }

    #[test]
    fn an_email_address_keeps_one_line_at_a_smaller_size() {
        let email = "service.comptabilite.fournisseurs@atelier-de-tapisserie-berthelin.fr";
        let size = one_line_size(email, 10.0, 230.0).expect("fits at a smaller size");
        assert!((SMALLEST_SIZE..10.0).contains(&size), "{size}");
        assert!(width(email, size, false) <= 230.0);
        assert_eq!(one_line_size("rh@atelier.fr", 10.0, 230.0), Some(10.0));
        assert_eq!(one_line_size(&"a".repeat(200), 10.0, 230.0), None);
    }

    #[test]
    fn euros_are_written_the_french_way() {
        assert_eq!(euros(58800), "588,00\u{a0}€");
        assert_eq!(euros(139000 * 12 / 10), "1\u{202f}668,00\u{a0}€");
        assert_eq!(euros(5), "0,05\u{a0}€");
    }

    #[test]
    fn a_pdf_a_document_is_written_with_its_attachment() {
        let rows = [
            Row::bold(16.0, "Facture"),
            Row::text(10.0, "Référence : é à ç"),
        ];
        let pdf = render(PdfDocument {
            title: "Test",
            author: "Ensemblier",
            created: chrono::Utc::now(),
            rows: &rows,
            attachment: Some(Attachment {
                name: "factur-x.xml".to_owned(),
                description: "Factur-X".to_owned(),
                mime: "text/xml",
                data: b"<x/>".to_vec(),
            }),
        })
        .expect("PDF");
        assert!(pdf.starts_with(b"%PDF-1.7"));
        let text = String::from_utf8_lossy(&pdf);
        assert!(text.contains("factur-x.xml"));
        assert!(text.contains("pdfaid"), "PDF/A identification in the XMP");
    }
}
