//! REST endpoints of the candidate's book (docs/book.md): the uploads of an image and of
//! the PDF book, the signed links of the images' renditions, the PDF's download.

use axum::{
    extract::{Multipart, Path, State},
    http::header,
    response::IntoResponse,
    routing::{get, post},
    Json, Router,
};

use super::{auth::SignedIn, form::Form, uploads::private_pdf, AppState};
use crate::{
    access::{iri, parse_iri},
    applications::portfolio,
    book::{
        self,
        links::{Holder, ImageLinks},
        public,
    },
    error::{AppError, AppResult},
    files::{
        download_name,
        images::{self, rendition_name},
        FileKind,
    },
};

pub fn api_router() -> Router<AppState> {
    Router::new()
        .route("/upload/book-image", post(upload_image))
        .route("/upload/book-pdf", post(upload_pdf))
}

pub fn file_router() -> Router<AppState> {
    Router::new()
        .route("/book-images/{signed}", get(book_rendition))
        .route("/application-images/{signed}", get(application_rendition))
        .route("/books/pdf/{name}", get(pdf))
        .route("/book/{slug}/images/{file}", get(public_rendition))
        .route("/book/{slug}/book.pdf", get(public_pdf))
}

/// An image of a public book (`/book/<slug>/images/<stem>w<width>.<ext>`): only while the
/// book is public and holds it, else the usual 404. A visitor's browser may keep it five
/// minutes, no shared cache at all: taken down, it is gone from the server at once.
async fn public_rendition(
    State(state): State<AppState>,
    Path((slug, file)): Path<(String, String)>,
) -> AppResult<impl IntoResponse> {
    let (name, extension) = file.rsplit_once('.').ok_or(AppError::NotFound)?;
    let extension = match extension {
        "webp" => "webp",
        "jpg" => "jpg",
        _ => return Err(AppError::NotFound),
    };
    let (stem, width) = name.rsplit_once('w').ok_or(AppError::NotFound)?;
    let width: u32 = width.parse().map_err(|_| AppError::NotFound)?;
    let held = public::rendition_published(
        &state.pool,
        &slug,
        stem,
        i32::try_from(width).map_err(|_| AppError::NotFound)?,
    )
    .await?;
    if !held {
        return Err(AppError::NotFound);
    }
    image_response(
        &state,
        &rendition_name(stem, width, extension),
        extension,
        "private, max-age=300",
    )
    .await
}

/// The PDF of a public book, while it is public.
async fn public_pdf(
    State(state): State<AppState>,
    Path(slug): Path<String>,
) -> AppResult<impl IntoResponse> {
    let (name, candidate) = public::published_pdf(&state.pool, &slug)
        .await?
        .ok_or(AppError::NotFound)?;
    let file = state.storage.open(FileKind::BookPdf, &name).await?;
    Ok(private_pdf(
        download_name::attachment("Book", &candidate),
        file,
    ))
}

/// `project` (IRI), `altText`, `caption`, `image` (multipart) → `{"id": "/api/book_images/<id>"}`.
async fn upload_image(
    State(state): State<AppState>,
    SignedIn(viewer): SignedIn,
    multipart: Multipart,
) -> AppResult<impl IntoResponse> {
    let _turn = images::upload_turn().await?;
    let mut form = Form::read(multipart, "/api/upload/book-image").await?;
    let project = parse_iri("book_projects", &form.text("project"))?;
    let image = form
        .take_file("image")
        .ok_or_else(|| AppError::missing("Image"))?;
    let id = book::add_image(
        &state.pool,
        &state.storage,
        &viewer,
        project,
        form.text("altText").trim(),
        form.text("caption").trim(),
        image.bytes,
    )
    .await?;
    Ok(Json(serde_json::json!({ "id": iri("book_images", id) })))
}

/// `pdf` (multipart) → `{"pdfPath": "/books/pdf/<name>"}`.
async fn upload_pdf(
    State(state): State<AppState>,
    SignedIn(viewer): SignedIn,
    multipart: Multipart,
) -> AppResult<impl IntoResponse> {
    let mut form = Form::read(multipart, "/api/upload/book-pdf").await?;
    let pdf = form
        .take_file("pdf")
        .ok_or_else(|| AppError::missing("Fichier PDF"))?;
    let name = book::set_pdf(
        &state.pool,
        &state.storage,
        &viewer,
        &pdf.file_name,
        &pdf.bytes,
    )
    .await?;
    Ok(Json(
        serde_json::json!({ "pdfPath": format!("/books/pdf/{name}") }),
    ))
}

async fn book_rendition(
    state: State<AppState>,
    signed: Path<String>,
) -> AppResult<impl IntoResponse> {
    rendition(state, signed, false).await
}

/// The images of a book sent with an application (`applications::portfolio`): the links are
/// given to the offer's company and the candidate (GraphQL), and to the company's ATS.
async fn application_rendition(
    state: State<AppState>,
    signed: Path<String>,
) -> AppResult<impl IntoResponse> {
    rendition(state, signed, true).await
}

/// A rendition by its signed link: genuine, unexpired and of an image still in its book (or
/// its application), or the usual 404. Private to the browser that was given the link.
async fn rendition(
    State(state): State<AppState>,
    Path(signed): Path<String>,
    application: bool,
) -> AppResult<impl IntoResponse> {
    let links = ImageLinks::new(&state.settings.jwt_secret);
    let rendition = links
        .read(&signed, application, chrono::Utc::now().timestamp())
        .ok_or(AppError::NotFound)?;
    let width = i32::try_from(rendition.width).map_err(|_| AppError::NotFound)?;
    let held = match rendition.holder {
        Holder::Book => book::rendition_exists(&state.pool, &rendition.stem, width).await?,
        Holder::Application(id) => {
            portfolio::rendition_exists(&state.pool, id, &rendition.stem, width).await?
        }
    };
    if !held {
        return Err(AppError::NotFound);
    }
    let name = rendition_name(&rendition.stem, rendition.width, rendition.extension);
    image_response(&state, &name, rendition.extension, "private, max-age=3600").await
}

/// A stored rendition as the response.
async fn image_response(
    state: &AppState,
    name: &str,
    extension: &str,
    cache: &'static str,
) -> AppResult<axum::response::Response> {
    let file = state.storage.open(FileKind::BookImage, name).await?;
    let content_type = match extension {
        "webp" => "image/webp",
        _ => "image/jpeg",
    };
    Ok((
        [
            (header::CONTENT_TYPE, content_type.to_owned()),
            (header::CACHE_CONTROL, cache.to_owned()),
            (header::X_CONTENT_TYPE_OPTIONS, "nosniff".to_owned()),
            (header::CONTENT_LENGTH, file.size.to_string()),
        ],
        axum::body::Body::from_stream(file.stream),
    )
        .into_response())
}

/// The PDF book, for its candidate (the same 404 for anyone else).
async fn pdf(
    State(state): State<AppState>,
    SignedIn(viewer): SignedIn,
    Path(name): Path<String>,
) -> AppResult<impl IntoResponse> {
    let candidate = book::may_read_pdf(&state.pool, &viewer, &name)
        .await?
        .ok_or(AppError::NotFound)?;
    let file = state.storage.open(FileKind::BookPdf, &name).await?;
    Ok(private_pdf(
        download_name::attachment("Book", &candidate),
        file,
    ))
}
