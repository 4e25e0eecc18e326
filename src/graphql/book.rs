//! The candidate's book in GraphQL (docs/book.md): `myBook` and its mutations, each of which
//! answers with the whole book (at most 30 projects of 12 images). Uploads are REST
//! (`/api/upload/book-image`, `/api/upload/book-pdf`).

use async_graphql::{Context, Enum, InputObject, Object, ID};
use sqlx::PgPool;

use super::caller::viewer;
use crate::{
    access::{iri, parse_iri, signed_in},
    book::{self, links::ImageLinks, public, Direction, ProjectFields},
    error::AppResult,
    files::Storage,
    text::{
        AltText, BookDescription, BookPlace, BookRole, BookSlug, BookTechniques, BookTitle,
        ImageCaption, Plain, Reference, Text,
    },
};

/// How a book's images are addressed: signed links for her own requests (`myBook`), the
/// public book's addresses on its page (`publicBook`).
pub enum Linker {
    Signed { links: ImageLinks, now: i64 },
    Public { slug: String },
}

impl Linker {
    fn path(&self, stem: &str, width: u32, extension: &'static str) -> String {
        match self {
            Self::Signed { links, now } => links.path(stem, width, extension, *now),
            Self::Public { slug } => public::image_path(slug, stem, width, extension),
        }
    }
}

pub struct Book {
    book: book::Book,
    links: Linker,
    publication: public::Publication,
    suggested_slug: String,
}

#[Object]
impl Book {
    /// Where the PDF book downloads (with the session), if there is one.
    async fn pdf_path(&self) -> Option<String> {
        self.book
            .pdf_name
            .as_ref()
            .map(|name| format!("/books/pdf/{name}"))
    }
    async fn pdf_bytes(&self) -> i64 {
        self.book.pdf_bytes
    }
    async fn image_count(&self) -> i64 {
        self.book.image_count
    }
    /// The projects she sent with her last application, in her order: ticked by default
    /// the next time she applies (those deleted since left out).
    async fn last_sent_projects(&self) -> Vec<ID> {
        self.book
            .last_sent_projects
            .iter()
            .map(|id| iri("book_projects", *id))
            .collect()
    }
    /// Her PDF book went with her last application (and is still there).
    async fn last_sent_pdf(&self) -> bool {
        self.book.last_sent_pdf
    }
    /// Bytes stored for the book (renditions and PDF), of `book::MAX_STORED_BYTES`.
    async fn stored_bytes(&self) -> i64 {
        self.book.stored_bytes
    }
    async fn projects(&self) -> Vec<BookProject<'_>> {
        projects(&self.book, &self.links)
    }
    /// Her book is published at `/book/<publicSlug>` (issue 52, item 4).
    async fn is_public(&self) -> bool {
        self.publication.public
    }
    /// The address she chose, kept while the book is private again; null until she
    /// publishes.
    async fn public_slug(&self) -> Option<&str> {
        self.publication.slug.as_deref()
    }
    /// « Visible par les moteurs de recherche »: the page is `noindex` otherwise.
    async fn public_indexed(&self) -> bool {
        self.publication.indexed
    }
    /// The address proposed: hers if she has one, else made from her name.
    async fn suggested_slug(&self) -> &str {
        &self.suggested_slug
    }
}

fn projects<'a>(book: &'a book::Book, links: &'a Linker) -> Vec<BookProject<'a>> {
    book.projects
        .iter()
        .map(|project| BookProject { project, links })
        .collect()
}

/// A book published at `/book/<slug>`, as its page shows it: her name, her projects and
/// their images, the PDF (never her e-mail, phone or CV).
pub struct PublicBook {
    published: public::PublicBook,
    links: Linker,
}

#[Object]
impl PublicBook {
    async fn slug(&self) -> &str {
        &self.published.slug
    }
    /// Her first and last names.
    async fn name(&self) -> &str {
        &self.published.name
    }
    /// Whether she lets search engines index the page.
    async fn indexed(&self) -> bool {
        self.published.indexed
    }
    /// The PDF book's public address, if there is one.
    async fn pdf_path(&self) -> Option<String> {
        self.published
            .book
            .pdf_name
            .as_ref()
            .map(|_| public::pdf_path(&self.published.slug))
    }
    async fn projects(&self) -> Vec<BookProject<'_>> {
        projects(&self.published.book, &self.links)
    }
}

pub struct BookProject<'a> {
    project: &'a book::Project,
    links: &'a Linker,
}

#[Object]
impl BookProject<'_> {
    async fn id(&self) -> ID {
        iri("book_projects", self.project.id)
    }
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
    async fn images(&self) -> Vec<BookImage<'_>> {
        self.project
            .images
            .iter()
            .map(|image| BookImage {
                image,
                links: self.links,
            })
            .collect()
    }
}

pub struct BookImage<'a> {
    image: &'a book::Image,
    links: &'a Linker,
}

impl BookImage<'_> {
    fn srcset(&self, extension: &'static str) -> String {
        self.image
            .widths
            .iter()
            .map(|width| {
                let width = u32::try_from(*width).unwrap_or_default();
                let path = self.links.path(&self.image.stem, width, extension);
                format!("{path} {width}w")
            })
            .collect::<Vec<_>>()
            .join(", ")
    }
}

#[Object]
impl BookImage<'_> {
    async fn id(&self) -> ID {
        iri("book_images", self.image.id)
    }
    async fn alt_text(&self) -> &str {
        &self.image.alt_text
    }
    async fn caption(&self) -> &str {
        &self.image.caption
    }
    /// The widest rendition's size, upright.
    async fn width(&self) -> i32 {
        self.image.width
    }
    async fn height(&self) -> i32 {
        self.image.height
    }
    /// The widest JPEG, for `<img src>` (in `myBook`, a signed link valid an hour or two).
    async fn src(&self) -> String {
        let width = self.image.widths.last().copied().unwrap_or_default();
        self.links.path(
            &self.image.stem,
            u32::try_from(width).unwrap_or_default(),
            "jpg",
        )
    }
    /// Every width in WebP, for `<source type="image/webp" srcset>`.
    async fn srcset_webp(&self) -> String {
        self.srcset("webp")
    }
    /// Every width in JPEG, the fallback's `srcset`.
    async fn srcset_jpeg(&self) -> String {
        self.srcset("jpg")
    }
}

async fn my_book(ctx: &Context<'_>) -> AppResult<Book> {
    let viewer = signed_in(viewer(ctx))?;
    let candidate_id = viewer.candidate()?;
    let pool = ctx.data_unchecked::<PgPool>();
    let (publication, suggested_slug) = public::publication(pool, candidate_id).await?;
    Ok(Book {
        book: book::book(pool, candidate_id).await?,
        links: Linker::Signed {
            links: ctx.data_unchecked::<ImageLinks>().clone(),
            now: chrono::Utc::now().timestamp(),
        },
        publication,
        suggested_slug,
    })
}

#[derive(Default)]
pub struct BookQuery;

#[Object]
impl BookQuery {
    /// The signed-in candidate's book (« Mon book »), private to her.
    async fn my_book(&self, ctx: &Context<'_>) -> AppResult<Book> {
        my_book(ctx).await
    }

    /// The book published at `/book/<slug>`; null when no book is public there (a private
    /// book, one taken down and an unknown address are alike).
    async fn public_book(
        &self,
        ctx: &Context<'_>,
        slug: Text<Reference>,
    ) -> AppResult<Option<PublicBook>> {
        let published = public::published(ctx.data_unchecked::<PgPool>(), &slug).await?;
        Ok(published.map(|published| PublicBook {
            links: Linker::Public {
                slug: published.slug.clone(),
            },
            published,
        }))
    }
}

#[derive(InputObject)]
pub struct BookProjectInput {
    title: Text<BookTitle>,
    year: Option<i32>,
    role: Option<Text<BookRole>>,
    techniques: Option<Text<BookTechniques>>,
    place: Option<Text<BookPlace>>,
    description: Option<Text<BookDescription>>,
}

impl From<BookProjectInput> for ProjectFields {
    fn from(input: BookProjectInput) -> Self {
        Self {
            title: input.title.plain(),
            year: input.year,
            role: input.role.plain().unwrap_or_default(),
            techniques: input.techniques.plain().unwrap_or_default(),
            place: input.place.plain().unwrap_or_default(),
            description: input.description.plain().unwrap_or_default(),
        }
    }
}

#[derive(Enum, Clone, Copy, PartialEq, Eq)]
pub enum BookDirection {
    /// « Monter »: one place towards the start.
    Up,
    /// « Descendre »: one place towards the end.
    Down,
}

impl From<BookDirection> for Direction {
    fn from(direction: BookDirection) -> Self {
        match direction {
            BookDirection::Up => Self::Up,
            BookDirection::Down => Self::Down,
        }
    }
}

#[derive(Default)]
pub struct BookMutation;

#[Object]
impl BookMutation {
    /// Adds a project at the end of the book (30 at most).
    async fn create_book_project(
        &self,
        ctx: &Context<'_>,
        input: BookProjectInput,
    ) -> AppResult<Book> {
        let viewer = signed_in(viewer(ctx))?;
        book::create_project(ctx.data_unchecked::<PgPool>(), viewer, &input.into()).await?;
        my_book(ctx).await
    }

    async fn update_book_project(
        &self,
        ctx: &Context<'_>,
        id: ID,
        input: BookProjectInput,
    ) -> AppResult<Book> {
        let viewer = signed_in(viewer(ctx))?;
        let id = parse_iri("book_projects", &id)?;
        book::update_project(ctx.data_unchecked::<PgPool>(), viewer, id, &input.into()).await?;
        my_book(ctx).await
    }

    /// Deletes a project and its images.
    async fn delete_book_project(&self, ctx: &Context<'_>, id: ID) -> AppResult<Book> {
        let viewer = signed_in(viewer(ctx))?;
        let id = parse_iri("book_projects", &id)?;
        book::delete_project(
            ctx.data_unchecked::<PgPool>(),
            ctx.data_unchecked::<Storage>(),
            viewer,
            id,
        )
        .await?;
        my_book(ctx).await
    }

    async fn move_book_project(
        &self,
        ctx: &Context<'_>,
        id: ID,
        direction: BookDirection,
    ) -> AppResult<Book> {
        let viewer = signed_in(viewer(ctx))?;
        let id = parse_iri("book_projects", &id)?;
        book::move_item(
            ctx.data_unchecked::<PgPool>(),
            viewer,
            book::Item::Project(id),
            direction.into(),
        )
        .await?;
        my_book(ctx).await
    }

    /// Changes an image's alternative text (required) and caption.
    async fn update_book_image(
        &self,
        ctx: &Context<'_>,
        id: ID,
        alt_text: Text<AltText>,
        caption: Option<Text<ImageCaption>>,
    ) -> AppResult<Book> {
        let viewer = signed_in(viewer(ctx))?;
        let id = parse_iri("book_images", &id)?;
        book::update_image(
            ctx.data_unchecked::<PgPool>(),
            viewer,
            id,
            &alt_text,
            caption.as_deref().unwrap_or_default(),
        )
        .await?;
        my_book(ctx).await
    }

    async fn delete_book_image(&self, ctx: &Context<'_>, id: ID) -> AppResult<Book> {
        let viewer = signed_in(viewer(ctx))?;
        let id = parse_iri("book_images", &id)?;
        book::delete_image(
            ctx.data_unchecked::<PgPool>(),
            ctx.data_unchecked::<Storage>(),
            viewer,
            id,
        )
        .await?;
        my_book(ctx).await
    }

    async fn move_book_image(
        &self,
        ctx: &Context<'_>,
        id: ID,
        direction: BookDirection,
    ) -> AppResult<Book> {
        let viewer = signed_in(viewer(ctx))?;
        let id = parse_iri("book_images", &id)?;
        book::move_item(
            ctx.data_unchecked::<PgPool>(),
            viewer,
            book::Item::Image(id),
            direction.into(),
        )
        .await?;
        my_book(ctx).await
    }

    /// Publishes her book at `/book/<slug>` (the address cleaned: « Marie Dupont » gives
    /// `marie-dupont`), indexed by search engines only when `indexed`; or changes either.
    async fn publish_book(
        &self,
        ctx: &Context<'_>,
        slug: Text<BookSlug>,
        indexed: bool,
    ) -> AppResult<Book> {
        let viewer = signed_in(viewer(ctx))?;
        public::publish(ctx.data_unchecked::<PgPool>(), viewer, &slug, indexed).await?;
        my_book(ctx).await
    }

    /// Takes her public book down at once (the address stays hers).
    async fn unpublish_book(&self, ctx: &Context<'_>) -> AppResult<Book> {
        let viewer = signed_in(viewer(ctx))?;
        public::unpublish(ctx.data_unchecked::<PgPool>(), viewer).await?;
        my_book(ctx).await
    }

    /// Removes the PDF book.
    async fn delete_book_pdf(&self, ctx: &Context<'_>) -> AppResult<Book> {
        let viewer = signed_in(viewer(ctx))?;
        book::delete_pdf(
            ctx.data_unchecked::<PgPool>(),
            ctx.data_unchecked::<Storage>(),
            viewer,
        )
        .await?;
        my_book(ctx).await
    }
}
