//! An archive of `accounts::export` as a download: streamed from its temporary file, holding
//! its place until read, the client gone, or `DOWNLOAD_LIMIT` (then the download is cut, so
//! a slow reader cannot keep a place).

use axum::{body::Body, http::header, response::IntoResponse};

use crate::accounts::export::{Archive, DOWNLOAD_LIMIT};

/// The response carrying `archive`, saved as `file_name`.
pub fn download(archive: Archive, file_name: &str) -> impl IntoResponse {
    let Archive { file, place } = archive;
    let deadline = tokio::time::Instant::now() + DOWNLOAD_LIMIT;
    let chunks = tokio_util::io::ReaderStream::new(tokio::fs::File::from_std(file));
    let stream =
        futures_util::stream::unfold((chunks, place), move |(mut chunks, place)| async move {
            use futures_util::StreamExt;
            match tokio::time::timeout_at(deadline, chunks.next()).await {
                Ok(Some(chunk)) => Some((chunk, (chunks, place))),
                Ok(None) => None,
                Err(_) => Some((
                    Err(std::io::Error::new(
                        std::io::ErrorKind::TimedOut,
                        "export download too slow",
                    )),
                    (chunks, place),
                )),
            }
        });
    (
        [
            (header::CONTENT_TYPE, "application/zip".to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{file_name}\""),
            ),
            (header::CACHE_CONTROL, "private, no-store".to_owned()),
        ],
        // Fused: the gzip layer polls its body once more after the end, which an unfold
        // stream does not allow (it panicked, and the download was cut).
        Body::from_stream(futures_util::StreamExt::fuse(stream)),
    )
}
