//! The book sent with an application, as its company and its candidate read it
//! (`JobOfferApplication.portfolio`, docs/book.md): the projects in her order, each image's
//! renditions as signed links of that application (`book::links`, `Holder::Application`).

use async_graphql::{Object, SimpleObject};

use crate::{
    applications::portfolio::{Image, Project},
    book::links::{expiry, Holder, ImageLinks},
};

pub struct ApplicationPortfolio {
    pub application: i64,
    pub projects: Vec<Project>,
    pub pdf_path: Option<String>,
    pub links: ImageLinks,
    pub now: i64,
}

#[Object]
impl ApplicationPortfolio {
    /// The projects sent, in the candidate's order (none once withdrawn or erased).
    async fn projects(&self) -> Vec<SentProject<'_>> {
        self.projects
            .iter()
            .map(|project| SentProject {
                project,
                portfolio: self,
            })
            .collect()
    }
    /// The PDF book's download address (bearer token required), if it was sent.
    async fn pdf_path(&self) -> Option<&str> {
        self.pdf_path.as_deref()
    }
}

pub struct SentProject<'a> {
    project: &'a Project,
    portfolio: &'a ApplicationPortfolio,
}

#[Object]
impl SentProject<'_> {
    async fn title(&self) -> &str {
        &self.project.title
    }
    async fn year(&self) -> Option<i32> {
        self.project.year
    }
    async fn role(&self) -> &str {
        &self.project.role
    }
    async fn techniques(&self) -> &str {
        &self.project.techniques
    }
    async fn place(&self) -> &str {
        &self.project.place
    }
    async fn description(&self) -> &str {
        &self.project.description
    }
    async fn images(&self) -> Vec<SentImage> {
        self.project
            .images
            .iter()
            .map(|image| sent_image(image, self.portfolio))
            .collect()
    }
}

/// An image sent: its texts, its upright size, its signed renditions.
#[derive(SimpleObject)]
pub struct SentImage {
    alt_text: String,
    caption: String,
    width: i32,
    height: i32,
    /// The widest JPEG, for `<img src>` (valid an hour or two).
    src: String,
    /// Every width in WebP, for `<source type="image/webp" srcset>`.
    srcset_webp: String,
    /// Every width in JPEG, the fallback's `srcset`.
    srcset_jpeg: String,
}

fn sent_image(image: &Image, portfolio: &ApplicationPortfolio) -> SentImage {
    let holder = Holder::Application(portfolio.application);
    let expires = expiry(portfolio.now);
    let path = |width: u32, extension| {
        portfolio
            .links
            .signed(holder, &image.stem, width, extension, expires)
    };
    let srcset = |extension| {
        image
            .widths
            .iter()
            .map(|width| {
                let width = u32::try_from(*width).unwrap_or_default();
                format!("{} {width}w", path(width, extension))
            })
            .collect::<Vec<_>>()
            .join(", ")
    };
    SentImage {
        alt_text: image.alt_text.clone(),
        caption: image.caption.clone(),
        width: image.width,
        height: image.height,
        src: path(image.widest(), "jpg"),
        srcset_webp: srcset("webp"),
        srcset_jpeg: srcset("jpg"),
    }
}
