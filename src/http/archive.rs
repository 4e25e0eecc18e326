//! An archive of `accounts::export` as a download: streamed from its temporary file, holding
//! its place until read, the client gone, or a timer cuts it. The timer, not the reading,
//! frees the place: a reader that stops reading stops the body being polled at all, so a
//! check made while reading would never run (four stalled readers kept every place for good).
//! At its download limit, or after `STALLED_FOR` without taking a chunk, the archive's file
//! and place are dropped, and the next poll of the body fails, which cuts the connection.

use std::sync::{
    atomic::{AtomicU64, Ordering},
    Arc,
};

use axum::{body::Body, http::header, response::IntoResponse};
use tokio::{sync::Mutex, time::Instant};
use tokio_util::io::ReaderStream;

use crate::accounts::export::{Archive, Place, STALLED_FOR};

/// What a download holds until its end or its cut.
struct Held {
    chunks: ReaderStream<tokio::fs::File>,
    _place: Place,
}

type Shared = Arc<Mutex<Option<Held>>>;

/// The response carrying `archive`, saved as `file_name`.
pub fn download(archive: Archive, file_name: &str) -> impl IntoResponse {
    let Archive {
        file,
        place,
        download_limit,
    } = archive;
    let held: Shared = Arc::new(Mutex::new(Some(Held {
        chunks: ReaderStream::new(tokio::fs::File::from_std(file)),
        _place: place,
    })));
    let taken = Arc::new(AtomicU64::new(0));
    let timer = CutOnDrop(tokio::spawn(cut_when_late(
        held.clone(),
        taken.clone(),
        download_limit,
    )));
    let stream = futures_util::stream::unfold(
        (held, taken, timer, false),
        |(held, taken, timer, cut)| async move {
            use futures_util::StreamExt;
            if cut {
                return None;
            }
            let mut guard = held.lock().await;
            let Some(download) = guard.as_mut() else {
                drop(guard);
                let late = std::io::Error::new(std::io::ErrorKind::TimedOut, "export cut");
                return Some((Err(late), (held, taken, timer, true)));
            };
            match download.chunks.next().await {
                Some(chunk) => {
                    taken.fetch_add(1, Ordering::Relaxed);
                    drop(guard);
                    Some((chunk, (held, taken, timer, false)))
                }
                None => {
                    // Read to its end: the file and the place are free at once.
                    guard.take();
                    None
                }
            }
        },
    );
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

/// Drops the download's file and place at `limit`, or once a check finds that no chunk was
/// taken since the one before (`STALLED_FOR` apart, or `limit` if shorter).
async fn cut_when_late(held: Shared, taken: Arc<AtomicU64>, limit: std::time::Duration) {
    let deadline = Instant::now() + limit;
    let every = STALLED_FOR.min(limit);
    let mut seen = 0;
    loop {
        tokio::time::sleep_until((Instant::now() + every).min(deadline)).await;
        let now = taken.load(Ordering::Relaxed);
        if Instant::now() >= deadline || now == seen {
            held.lock().await.take();
            return;
        }
        seen = now;
    }
}

/// The timer's task, ended with the download's body (a client gone, a download read): its
/// copy of the file and place must not outlive the body.
struct CutOnDrop(tokio::task::JoinHandle<()>);

impl Drop for CutOnDrop {
    fn drop(&mut self) {
        self.0.abort();
    }
}
