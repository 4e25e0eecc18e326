//! A public book's page (`/book/{slug}`, issue 52 item 4; docs/book.md), as PublicBookPage.tsx
//! shows it: her name, then the work, each project's images first (`<picture>` with the
//! WebP and JPEG `srcset` of the image pipeline, their alternative texts and captions), its
//! facts and text after; the PDF book's link. Never her e-mail, phone or CV: the query does
//! not have them.

use std::net::IpAddr;

use askama::Template;
use serde::Deserialize;
use serde_json::json;

use super::{answer, written, FirstScreen, Site};

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct PublicBook {
    name: String,
    pdf_path: Option<String>,
    projects: Vec<Project>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Project {
    title: String,
    year: Option<i32>,
    role: String,
    techniques: String,
    place: String,
    description: String,
    images: Vec<Image>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Image {
    alt_text: String,
    caption: String,
    width: i32,
    height: i32,
    src: String,
    srcset_webp: String,
    srcset_jpeg: String,
}

impl Project {
    /// « 2025 · réalisation · Lyon », as `facts` in the page's messages.
    fn facts(&self) -> String {
        let year = self.year.map(|y| y.to_string()).unwrap_or_default();
        [year.as_str(), self.role.trim(), self.place.trim()]
            .into_iter()
            .filter(|fact| !fact.is_empty())
            .collect::<Vec<_>>()
            .join(" · ")
    }
}

impl PublicBook {
    /// « 3 projets », as `count` in the page's messages.
    fn count(&self) -> String {
        match self.projects.len() {
            1 => "1 projet".to_owned(),
            n => format!("{n} projets"),
        }
    }
}

#[derive(Template)]
#[template(path = "pages/book.html")]
struct BookScreen<'a> {
    book: &'a PublicBook,
}

pub async fn book(site: &Site<'_>, address: Option<IpAddr>, slug: &str) -> FirstScreen {
    let variables = json!({ "slug": slug });
    let Some(mut answer) = answer(site, address, "PublicBook", variables).await else {
        return FirstScreen::default();
    };
    let Some(book) = answer.read::<PublicBook>("publicBook") else {
        return FirstScreen::default();
    };
    written(BookScreen { book: &book }.render(), vec![answer.inlined()])
}
