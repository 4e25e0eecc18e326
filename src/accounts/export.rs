//! The RGPD right of access and portability: a candidate downloads all her data as one ZIP
//! (docs/privacy.md, "Download of one's data").
//!
//! The archive is made of sections, one per kind of data, each a function listed in
//! `SECTIONS` that reads the candidate's rows (JSON documents) and names her stored files.
//! Adding a kind of data is one function and one line there.
//!
//! Bounded: the stored documents are streamed to a temporary folder (the store may be a
//! bucket), the archive is written to an anonymous temporary file (memory stays flat
//! whatever the documents weigh), PDFs are stored without compression (they are compressed
//! already; only the small JSON is deflated), documents beyond `MAX_DOCUMENT_BYTES` are
//! neither copied nor included but listed, and at most `CONCURRENT_EXPORTS` archives are
//! written at once across the server. The temporary space in total is bounded too: an
//! archive holds one of `EXPORT_PLACES` places from its start until its download ends, and
//! a request finding every place taken is refused at once (`RATE_LIMITED`). A place is
//! freed by a timer whatever the reader does (`http::archive`: the download's limit, 10
//! minutes by default, or `STALLED_FOR` without reading), and an account holds one place
//! at a time, so one person cannot keep the others out. So the server's disk holds at most
//! `EXPORT_PLACES × 2 × MAX_DOCUMENT_BYTES` of exports (staged copies and the archive while
//! writing, the archive alone while read). A company's archive of an offer's applications
//! (`applications::export::archive`) is built the same way and shares these places: the bound
//! is the server's, whoever asks.

use std::{
    collections::HashSet,
    future::Future,
    io::{Seek, SeekFrom, Write},
    path::PathBuf,
    pin::Pin,
    sync::Arc,
    time::Duration,
};

use serde_json::Value;
use sqlx::PgPool;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};
use zip::{write::SimpleFileOptions, CompressionMethod, ZipWriter};

use crate::{
    access::Viewer,
    error::{AppError, AppResult},
    files::{FileKind, Storage},
};

/// Documents (CVs, cover letters) included in one archive, in bytes; more are listed only.
pub const MAX_DOCUMENT_BYTES: u64 = 200 * 1024 * 1024;
/// Archives written at the same time across the server (each is disk work).
pub const CONCURRENT_EXPORTS: usize = 2;
/// Archives that exist at once (written or being downloaded): the bound on their disk space.
pub const EXPORT_PLACES: usize = 4;
/// A download whose reader takes nothing for this long is cut and its place freed.
pub const STALLED_FOR: Duration = Duration::from_secs(30);
/// How long a request waits for its turn before being asked to come back.
const WAIT: Duration = Duration::from_secs(20);

pub const BUSY: &str = "Beaucoup d'exports sont en cours. Merci de réessayer dans une minute.";
pub const ONE_AT_A_TIME: &str = "Un export de votre compte est déjà en cours : attendez qu'il \
     se termine avant d'en demander un autre.";
pub const FILE_NAME: &str = "ensemblier-mes-donnees.zip";

/// One file of the archive.
pub enum Entry {
    /// A JSON document, pretty-printed.
    Json { path: String, value: Value },
    /// A text written as is (deflated).
    Text { path: String, text: String },
    /// A stored upload, copied as is.
    File { path: String, source: PathBuf },
    /// A stored upload past the archive's budget: listed, not copied.
    LeftOut { path: String },
}

/// Stored documents copied into an archive's staging folder (the store may be a bucket),
/// within the archive's budget.
pub struct Staging<'a> {
    storage: &'a Storage,
    dir: &'a std::path::Path,
    /// Bytes of documents staged so far, and the most that may be (`MAX_DOCUMENT_BYTES`).
    staged: std::sync::atomic::AtomicU64,
    budget: u64,
}

impl Staging<'_> {
    /// A stored document copied into the staging folder as `copy` (a name unique in the
    /// archive), to be `path` in the archive; listed only once the staged documents pass the
    /// budget; `None` if it is gone.
    pub async fn document(
        &self,
        kind: FileKind,
        name: &str,
        copy: &str,
        path: String,
    ) -> AppResult<Option<Entry>> {
        use std::sync::atomic::Ordering;
        if self.staged.load(Ordering::SeqCst) >= self.budget {
            return Ok(Some(Entry::LeftOut { path }));
        }
        let source = self.dir.join(copy);
        if !self.storage.copy_to(kind, name, &source).await? {
            return Ok(None);
        }
        let size = tokio::fs::metadata(&source).await?.len();
        if self.staged.fetch_add(size, Ordering::SeqCst) + size > self.budget {
            // Past the budget: the copy goes at once (one upload's size over, at most).
            tokio::fs::remove_file(&source).await?;
            return Ok(Some(Entry::LeftOut { path }));
        }
        Ok(Some(Entry::File { path, source }))
    }
}

/// What the candidate's sections read from.
pub struct Source<'a> {
    pub pool: &'a PgPool,
    pub staging: Staging<'a>,
    pub user_id: i64,
    pub candidate_id: i64,
}

type Collected<'a> = Pin<Box<dyn Future<Output = AppResult<Vec<Entry>>> + Send + 'a>>;

/// One kind of the candidate's data.
pub struct Section {
    pub name: &'static str,
    pub collect: for<'a> fn(&'a Source<'a>) -> Collected<'a>,
}

/// Every section, in the order of the archive.
pub const SECTIONS: &[Section] = &[
    Section {
        name: "profil",
        collect: |source| Box::pin(profile(source)),
    },
    Section {
        name: "candidatures",
        collect: |source| Box::pin(applications(source)),
    },
    Section {
        name: "book",
        collect: |source| Box::pin(book(source)),
    },
    Section {
        name: "favoris",
        collect: |source| Box::pin(favorites(source)),
    },
    Section {
        name: "alertes",
        collect: |source| Box::pin(alerts(source)),
    },
    Section {
        name: "preferences",
        collect: |source| Box::pin(preferences(source)),
    },
];

/// The exporter of the server: its storage and its bounds on archives.
#[derive(Clone)]
pub struct Exporter {
    storage: Storage,
    permits: Arc<Semaphore>,
    places: Arc<Semaphore>,
    /// The accounts holding a place now.
    holders: Arc<std::sync::Mutex<HashSet<i64>>>,
    download_limit: Duration,
}

/// An archive ready to download: an unnamed temporary file positioned at its start (it
/// disappears once closed), its place, free again when the archive is dropped, and how long
/// its download may take.
pub struct Archive {
    pub file: std::fs::File,
    pub place: Place,
    pub download_limit: Duration,
}

/// One of the `EXPORT_PLACES` places, held by one account: both are free again on drop.
pub struct Place {
    _permit: OwnedSemaphorePermit,
    _holder: Holder,
}

/// An account's mark in `Exporter::holders`, taken off on drop.
struct Holder {
    holders: Arc<std::sync::Mutex<HashSet<i64>>>,
    user_id: i64,
}

impl Drop for Holder {
    fn drop(&mut self) {
        if let Ok(mut holders) = self.holders.lock() {
            holders.remove(&self.user_id);
        }
    }
}

impl Exporter {
    /// `download_limit`: the longest a download may take (`config::EXPORT_DOWNLOAD_LIMIT` by default).
    pub fn new(storage: Storage, download_limit: Duration) -> Self {
        Self {
            storage,
            permits: Arc::new(Semaphore::new(CONCURRENT_EXPORTS)),
            places: Arc::new(Semaphore::new(EXPORT_PLACES)),
            holders: Arc::default(),
            download_limit,
        }
    }

    /// The viewer's archive. Candidates only.
    pub async fn export(&self, pool: &PgPool, viewer: &Viewer) -> AppResult<Archive> {
        let candidate_id = viewer.candidate()?;
        let turn = self.turn(viewer.user_id).await?;
        let source = Source {
            pool,
            staging: turn.staging(),
            user_id: viewer.user_id,
            candidate_id,
        };
        let mut entries = Vec::new();
        for section in SECTIONS {
            entries.extend((section.collect)(&source).await?);
        }
        turn.finish(entries, Notes::of_a_candidate()).await
    }

    /// A place and a turn to write an archive for the account `user_id`: refused at once when
    /// the account holds a place already or every place is taken, and after `WAIT` in the
    /// queue of turns.
    pub async fn turn(&self, user_id: i64) -> AppResult<Turn> {
        let newly = self
            .holders
            .lock()
            .map_err(|_| AppError::internal(anyhow::anyhow!("export holders poisoned")))?
            .insert(user_id);
        if !newly {
            return Err(AppError::RateLimited(ONE_AT_A_TIME.to_owned()));
        }
        let holder = Holder {
            holders: self.holders.clone(),
            user_id,
        };
        let place = Place {
            _permit: self
                .places
                .clone()
                .try_acquire_owned()
                .map_err(|_| AppError::RateLimited(BUSY.to_owned()))?,
            _holder: holder,
        };
        let writing = tokio::time::timeout(WAIT, self.permits.clone().acquire_owned())
            .await
            .map_err(|_| AppError::RateLimited(BUSY.to_owned()))?
            .map_err(AppError::internal)?;
        Ok(Turn {
            storage: self.storage.clone(),
            place,
            writing,
            staging: tempfile::tempdir()?,
            download_limit: self.download_limit,
        })
    }
}

/// An archive being built: its place, its turn to write, its staging folder.
pub struct Turn {
    storage: Storage,
    place: Place,
    writing: OwnedSemaphorePermit,
    staging: tempfile::TempDir,
    download_limit: Duration,
}

/// The texts of an archive: its read-me, and the heading of the list of documents left out.
pub struct Notes {
    pub readme: String,
    pub left_out: &'static str,
}

impl Notes {
    fn of_a_candidate() -> Self {
        Self {
            readme: README.to_owned(),
            left_out: "Ces documents dépassent la taille d'une archive ; téléchargez-les depuis votre tableau de bord :",
        }
    }
}

impl Turn {
    /// Where this archive's documents are staged, within `MAX_DOCUMENT_BYTES`.
    pub fn staging(&self) -> Staging<'_> {
        Staging {
            storage: &self.storage,
            dir: self.staging.path(),
            staged: 0.into(),
            budget: MAX_DOCUMENT_BYTES,
        }
    }

    /// Writes the archive of `entries`; it keeps the place until dropped.
    pub async fn finish(self, entries: Vec<Entry>, notes: Notes) -> AppResult<Archive> {
        let Turn {
            place,
            writing,
            staging,
            download_limit,
            ..
        } = self;
        let file =
            tokio::task::spawn_blocking(move || write_archive(entries, MAX_DOCUMENT_BYTES, &notes))
                .await
                .map_err(AppError::internal)??;
        drop((writing, staging));
        Ok(Archive {
            file,
            place,
            download_limit,
        })
    }
}

const README: &str = "Vos données sur Ensemblier\n\
\n\
Cette archive contient toutes les données personnelles qu'Ensemblier conserve sur vous :\n\
- profil.json : votre compte et votre profil de candidat (et mon-cv.pdf, votre CV) ;\n\
- candidatures.json : vos candidatures, leurs conversations avec les recruteurs et leurs entretiens, et dans candidatures/ leurs CV et lettres de motivation ;\n\
- book.json : votre book (ses projets, leurs images et leurs légendes, sa publication), et dans book/ le book PDF et chaque image dans sa plus grande largeur ;\n\
- favoris.json : les offres que vous avez gardées ;\n\
- alertes.json : vos alertes emploi ;\n\
- preferences.json : ce que vous recherchez (métiers, villes, contrats, salaire plancher) et les offres écartées par « Pas pour moi ».\n\
\n\
Les fichiers JSON se lisent avec tout éditeur de texte et se réutilisent ailleurs (droit à la portabilité).\n";

/// The time of the archive's entries: ZIP stores a local time without its zone, so Paris
/// time, as the French user who unpacks it reads it (without it, 01/01/1980).
fn zip_time(at: chrono::DateTime<chrono::Utc>) -> zip::DateTime {
    use chrono::{Datelike, Timelike};
    let local = at.with_timezone(&chrono_tz::Europe::Paris);
    zip::DateTime::from_date_and_time(
        u16::try_from(local.year()).unwrap_or(1980),
        local.month() as u8,
        local.day() as u8,
        local.hour() as u8,
        local.minute() as u8,
        local.second() as u8,
    )
    .unwrap_or_default()
}

/// Writes the archive; documents past `budget` bytes are listed in `documents-non-inclus.txt`.
fn write_archive(entries: Vec<Entry>, budget: u64, notes: &Notes) -> AppResult<std::fs::File> {
    let file = tempfile::tempfile()?;
    let mut zip = ZipWriter::new(file);
    let now = zip_time(chrono::Utc::now());
    let text = SimpleFileOptions::default()
        .compression_method(CompressionMethod::Deflated)
        .last_modified_time(now);
    let stored = SimpleFileOptions::default()
        .compression_method(CompressionMethod::Stored)
        .last_modified_time(now)
        .large_file(true);
    let zip_error = |e: zip::result::ZipError| AppError::internal(anyhow::anyhow!("zip: {e}"));
    zip.start_file("LISEZ-MOI.txt", text).map_err(zip_error)?;
    zip.write_all(notes.readme.as_bytes())?;
    let mut budget = budget;
    let mut left_out = Vec::new();
    for entry in entries {
        match entry {
            Entry::Json { path, value } => {
                zip.start_file(path, text).map_err(zip_error)?;
                serde_json::to_writer_pretty(&mut zip, &value).map_err(AppError::internal)?;
            }
            Entry::Text { path, text: body } => {
                zip.start_file(path, text).map_err(zip_error)?;
                zip.write_all(body.as_bytes())?;
            }
            Entry::LeftOut { path } => left_out.push(path),
            Entry::File { path, source } => {
                let Ok(mut document) = std::fs::File::open(&source) else {
                    continue; // gone meanwhile (deleted by its owner)
                };
                let size = document.metadata()?.len();
                if size > budget {
                    left_out.push(path);
                    continue;
                }
                budget -= size;
                zip.start_file(path, stored).map_err(zip_error)?;
                std::io::copy(&mut document, &mut zip)?;
            }
        }
    }
    if !left_out.is_empty() {
        zip.start_file("documents-non-inclus.txt", text)
            .map_err(zip_error)?;
        writeln!(zip, "{}", notes.left_out)?;
        for path in left_out {
            writeln!(zip, "- {path}")?;
        }
    }
    let mut file = zip.finish().map_err(zip_error)?;
    file.seek(SeekFrom::Start(0))?;
    Ok(file)
}

/// The candidate's profile in `profil.json`: each French key and the SQL of its value (`c`:
/// her `candidates` row). Documented in docs/privacy.md.
const CANDIDATE_FIELDS: &[(&str, &str)] = &[
    ("telephoneMobile", "c.mobile_phone"),
    ("profilLinkedin", "c.social_linkedin_url"),
    (
        "cv",
        "CASE WHEN c.cv_name IS NULL THEN NULL ELSE 'mon-cv.pdf' END",
    ),
    ("creeLe", "c.created_at"),
    ("modifieLe", "c.updated_at"),
];

/// The columns of `candidates` the keys above stand for, or left out (ids; the stored file's
/// random name, exported as the file itself).
pub const CANDIDATE_COLUMNS_NAMED: &[&str] = &[
    "id",
    "user_id",
    "mobile_phone",
    "social_linkedin_url",
    "cv_name",
    "created_at",
    "updated_at",
];

async fn profile(source: &Source<'_>) -> AppResult<Vec<Entry>> {
    // The account's fields are named one by one: the row also holds secrets (password hash,
    // confirmation token). The candidate profile is named in French field by field
    // (`CANDIDATE_FIELDS`); a column added later and not named there is still exported, under
    // its own name (and `tests/api/export.rs` asks for its French name).
    let named: String = CANDIDATE_FIELDS
        .iter()
        .map(|(key, sql)| format!("'{key}', {sql}"))
        .collect::<Vec<_>>()
        .join(", ");
    let unnamed: String = CANDIDATE_COLUMNS_NAMED
        .iter()
        .map(|column| format!(" - '{column}'"))
        .collect();
    let (value, cv_name): (Value, Option<String>) = sqlx::query_as(&format!(
        "SELECT jsonb_build_object(
                    'compte', jsonb_build_object(
                        'email', u.email, 'prenom', u.firstname, 'nom', u.lastname,
                        'emailConfirme', u.confirmation_token IS NULL, 'creeLe', u.created_at),
                    'candidat', (to_jsonb(c){unnamed}) || jsonb_build_object({named})),
                c.cv_name
         FROM users u JOIN candidates c ON c.user_id = u.id
         WHERE u.id = $1 AND c.id = $2"
    ))
    .bind(source.user_id)
    .bind(source.candidate_id)
    .fetch_one(source.pool)
    .await?;
    let mut entries = vec![Entry::Json {
        path: "profil.json".to_owned(),
        value,
    }];
    if let Some(name) = cv_name {
        if let Some(entry) = source
            .staging
            .document(FileKind::Cv, &name, "mon-cv.pdf", "mon-cv.pdf".to_owned())
            .await?
        {
            entries.push(entry);
        }
    }
    Ok(entries)
}

#[derive(sqlx::FromRow)]
struct ApplicationRow {
    id: i64,
    value: Value,
    cv_path: Option<String>,
    cover_letter_path: Option<String>,
}

async fn applications(source: &Source<'_>) -> AppResult<Vec<Entry>> {
    let rows: Vec<ApplicationRow> = sqlx::query_as!(
        ApplicationRow,
        r#"SELECT a.id, a.cv_path, a.cover_letter_path,
                jsonb_build_object(
                    'id', a.id, 'offre', o.title, 'offreIRI', '/api/job_offers/' || o.id,
                    'entreprise', co.name, 'creeLe', a.created_at, 'envoyeeLe', a.submitted_at,
                    'telephone', a.phone, 'lettreDeMotivation', a.cover_letter_message,
                    'reponsesAuxQuestions', a.questions_answer_message,
                    'nom', a.candidate_name, 'email', a.candidate_email,
                    'profilLinkedin', nullif(a.linkedin_url, ''),
                    'envoyeeDepuis', host(a.submitted_from),
                    -- The last step she reads on « Mes candidatures » (applications::story;
                    -- « Lue » is the company's to show and is left out).
                    'statut', CASE
                        WHEN a.withdrawn_at IS NOT NULL THEN 'Retirée'
                        WHEN a.submitted_at IS NULL THEN 'Non envoyée (documents manquants)'
                        ELSE coalesce(
                            (SELECT CASE s.answer WHEN 'invited' THEN 'Retenue pour un entretien'
                                                  ELSE 'Non retenue' END
                             FROM application_answers s WHERE s.application_id = a.id
                             ORDER BY s.sent_at DESC, s.id DESC LIMIT 1),
                            CASE WHEN o.closed_at IS NOT NULL AND o.status <> 2 THEN 'Offre close' END,
                            'Envoyée') END,
                    'reponsesDuRecruteur', (SELECT coalesce(jsonb_agg(jsonb_build_object(
                            'reponse', CASE s.answer WHEN 'invited' THEN 'Invitation à un entretien'
                                                     ELSE 'Refus' END,
                            'envoyeeLe', s.sent_at) ORDER BY s.sent_at, s.id), '[]'::jsonb)
                        FROM application_answers s WHERE s.application_id = a.id),
                    -- The application's thread (issue 53, docs/messages.md).
                    'messages', (SELECT coalesce(jsonb_agg(jsonb_build_object(
                            'auteur', CASE WHEN m.from_company
                                           THEN concat_ws(', ', nullif(mu.firstname, ''), co.name)
                                           ELSE 'Vous' END,
                            'texte', m.body, 'envoyeLe', m.sent_at, 'parEmail', m.by_mail,
                            'luLe', CASE WHEN m.from_company OR co.read_tracking THEN m.read_at END,
                            'piecesJointes', (SELECT coalesce(jsonb_agg(jsonb_build_object(
                                    'nom', t.name, 'octets', t.bytes) ORDER BY t.id), '[]'::jsonb)
                                FROM message_attachments t WHERE t.message_id = m.id))
                            ORDER BY m.id), '[]'::jsonb)
                        FROM application_messages m LEFT JOIN users mu ON mu.id = m.author_user_id
                        WHERE m.application_id = a.id),
                    -- Its interviews (issue 53, docs/interviews.md), each with the slots
                    -- proposed; the ids and the invitation's sequence are left out.
                    'entretiens', (SELECT coalesce(jsonb_agg(jsonb_build_object(
                            'etat', CASE i.status WHEN 'proposed' THEN 'Proposé'
                                                  WHEN 'scheduled' THEN 'Confirmé'
                                                  ELSE 'Annulé' END,
                            'modalite', CASE i.mode WHEN 'workshop' THEN 'À l''atelier'
                                                    WHEN 'video' THEN 'En visio'
                                                    ELSE 'Par téléphone' END,
                            'lieu', nullif(i.place, ''),
                            'debut', i.starts_at, 'fin', i.ends_at,
                            'creneauxProposes', (SELECT coalesce(jsonb_agg(jsonb_build_object(
                                    'debut', sl.starts_at, 'dureeMinutes', sl.minutes)
                                    ORDER BY sl.starts_at), '[]'::jsonb)
                                FROM interview_slots sl WHERE sl.interview_id = i.id),
                            'proposeLe', i.created_at, 'confirmeLe', i.scheduled_at,
                            'annuleLe', i.cancelled_at,
                            'annulePar', CASE i.cancelled_by WHEN 'candidate' THEN 'Vous'
                                                             WHEN 'company' THEN 'L''entreprise' END)
                            ORDER BY i.id), '[]'::jsonb)
                        FROM interviews i WHERE i.application_id = a.id),
                    'cv', CASE WHEN a.cv_path IS NULL THEN NULL ELSE 'candidatures/' || a.id || '-cv.pdf' END,
                    'lettre', CASE WHEN a.cover_letter_path IS NULL THEN NULL
                                   ELSE 'candidatures/' || a.id || '-lettre.pdf' END) AS "value!"
         FROM job_offer_applications a
         JOIN job_offers o ON o.id = a.job_offer_id
         JOIN localized_companies lc ON lc.id = o.localized_company_id
         JOIN companies co ON co.id = lc.company_id
         WHERE a.candidate_id = $1
         ORDER BY a.created_at DESC"#,
        source.candidate_id
    )
    .fetch_all(source.pool)
    .await?;
    let mut entries = Vec::new();
    for row in &rows {
        let documents = [
            (&row.cv_path, FileKind::Cv, "cv"),
            (&row.cover_letter_path, FileKind::CoverLetter, "lettre"),
        ];
        for (name, kind, label) in documents {
            let Some(name) = name.as_deref() else {
                continue;
            };
            let file_name = format!("{}-{label}.pdf", row.id);
            let path = format!("candidatures/{file_name}");
            if let Some(entry) = source
                .staging
                .document(kind, name, &file_name, path)
                .await?
            {
                entries.push(entry);
            }
        }
    }
    entries.insert(
        0,
        Entry::Json {
            path: "candidatures.json".to_owned(),
            value: Value::Array(rows.into_iter().map(|row| row.value).collect()),
        },
    );
    Ok(entries)
}

/// `book.json` (issue 52): her projects in her order with their fields, each image's
/// alternative text, caption and file in the archive (`book/<rank>-<title>/<n>.jpg`, the
/// widest JPEG stored: the original is never kept), the PDF book (`book/mon-book.pdf`) and
/// whether and where the book is public. Null when she has no book.
async fn book(source: &Source<'_>) -> AppResult<Vec<Entry>> {
    let book = crate::book::book(source.pool, source.candidate_id).await?;
    let (publication, _) =
        crate::book::public::publication(source.pool, source.candidate_id).await?;
    let mut entries = Vec::new();
    let mut projects = Vec::new();
    for (n, project) in book.projects.iter().enumerate() {
        let dir = format!("book/{}", project_folder(n + 1, &project.title));
        let mut images = Vec::new();
        for (m, image) in project.images.iter().enumerate() {
            let width =
                u32::try_from(image.widths.last().copied().unwrap_or_default()).unwrap_or_default();
            let name = crate::files::images::rendition_name(&image.stem, width, "jpg");
            let path = format!("{dir}/{}.jpg", m + 1);
            let copy = format!("book-{}.jpg", image.stem);
            let staged = source
                .staging
                .document(FileKind::BookImage, &name, &copy, path.clone())
                .await?;
            entries.extend(staged);
            images.push(serde_json::json!({
                "fichier": path, "texteAlternatif": image.alt_text, "legende": image.caption,
                "largeur": width, "hauteur": image.height,
            }));
        }
        projects.push(serde_json::json!({
            "titre": project.title, "annee": project.year, "role": project.role,
            "techniquesEtMateriaux": project.techniques, "lieu": project.place,
            "texte": project.description, "images": images,
        }));
    }
    let mut pdf = None;
    if let Some(name) = &book.pdf_name {
        let path = "book/mon-book.pdf".to_owned();
        let staged = source
            .staging
            .document(FileKind::BookPdf, name, "mon-book.pdf", path.clone())
            .await?;
        if staged.is_some() {
            pdf = Some(path);
        }
        entries.extend(staged);
    }
    let value = serde_json::json!({
        "projets": projects,
        "bookPdf": pdf,
        "publication": {
            "publique": publication.public,
            "adresse": publication.slug.as_deref().map(crate::book::public::path),
            "visibleParLesMoteursDeRecherche": publication.indexed,
        },
    });
    entries.insert(
        0,
        Entry::Json {
            path: "book.json".to_owned(),
            value,
        },
    );
    Ok(entries)
}

/// A project's folder in an archive: its rank and its title as a slug
/// (`1-salon-haussmannien`); the offer's archive of applications names them alike.
pub fn project_folder(rank: usize, title: &str) -> String {
    let slug: String = ensemblier_index::text::slug(title)
        .chars()
        .take(50)
        .collect();
    match slug.trim_end_matches('-') {
        "" => rank.to_string(),
        slug => format!("{rank}-{slug}"),
    }
}

async fn favorites(source: &Source<'_>) -> AppResult<Vec<Entry>> {
    let value: Value = sqlx::query_scalar!(
        r#"SELECT coalesce(jsonb_agg(jsonb_build_object(
                    'offre', o.title, 'offreIRI', '/api/job_offers/' || o.id, 'ajouteLe', f.created_at)
                    ORDER BY f.id DESC), '[]'::jsonb) AS "value!"
         FROM favorites f JOIN job_offers o ON o.id = f.job_offer_id
         WHERE f.candidate_id = $1"#,
        source.candidate_id
    )
    .fetch_one(source.pool)
    .await?;
    Ok(vec![Entry::Json {
        path: "favoris.json".to_owned(),
        value,
    }])
}

/// `preferences.json` (issue 56): her job preferences by name, and the offers she turned down
/// (« Pas pour moi »). Null preferences when she set none.
async fn preferences(source: &Source<'_>) -> AppResult<Vec<Entry>> {
    let value: Value = sqlx::query_scalar!(
        r#"SELECT jsonb_build_object(
             'preferences', (SELECT jsonb_build_object(
                 'metiers', (SELECT coalesce(jsonb_agg(j.name ORDER BY j.name), '[]') FROM job_positions j WHERE j.id = ANY(p.position_ids)),
                 'communes', (SELECT coalesce(jsonb_agg(l.name || ' (' || l.postal_code || ')' ORDER BY l.name), '[]') FROM localities l WHERE l.id = ANY(p.locality_ids)),
                 'rayonKm', p.radius_km,
                 'contrats', (SELECT coalesce(jsonb_agg(c.name ORDER BY c.name), '[]') FROM job_contracts c WHERE c.id = ANY(p.contract_ids)),
                 'salairePlancherBrut', p.pay_floor_cents / 100.0,
                 'periodeDuSalairePlancher', CASE p.pay_floor_period WHEN 'hour' THEN 'heure' WHEN 'month' THEN 'mois' WHEN 'year' THEN 'année' END,
                 'disponibleLe', p.available_from,
                 'offresPourVous', p.recommendations_enabled,
                 'mailHebdomadaire', p.weekly_mail,
                 'modifieLe', p.updated_at)
               FROM candidate_preferences p WHERE p.candidate_id = $1),
             'offresEcartees', (SELECT coalesce(jsonb_agg(jsonb_build_object(
                 'offre', o.title, 'offreIRI', '/api/job_offers/' || o.id, 'ecarteeLe', d.dismissed_at)
                 ORDER BY d.dismissed_at DESC), '[]'::jsonb)
               FROM recommendation_dismissals d JOIN job_offers o ON o.id = d.job_offer_id
               WHERE d.candidate_id = $1)) AS "value!""#,
        source.candidate_id
    )
    .fetch_one(source.pool)
    .await?;
    Ok(vec![Entry::Json {
        path: "preferences.json".to_owned(),
        value,
    }])
}

/// An alert in `alertes.json`: each French key and the SQL of its value (`a`: its
/// `job_offer_alerts` row), the names of its places and filters rather than their ids.
/// Documented in docs/privacy.md.
const ALERT_FIELDS: &[(&str, &str)] = &[
    ("active", "a.enabled"),
    (
        "frequence",
        "CASE a.recurrence WHEN '7d' THEN 'hebdomadaire' ELSE 'quotidienne' END",
    ),
    ("motsCles", "a.terms"),
    ("regions", "(SELECT coalesce(jsonb_agg(r.name ORDER BY r.name), '[]') FROM regions r WHERE r.id = ANY(a.regions))"),
    ("departements", "(SELECT coalesce(jsonb_agg(d.name ORDER BY d.name), '[]') FROM departments d WHERE d.id = ANY(a.departments))"),
    ("communes", "(SELECT coalesce(jsonb_agg(l.name || ' (' || l.postal_code || ')' ORDER BY l.name), '[]') FROM localities l WHERE l.id = ANY(a.cities))"),
    ("quartiers", "(SELECT coalesce(jsonb_agg(l.name || ' (' || l.postal_code || ')' ORDER BY l.name), '[]') FROM localities l WHERE l.id = ANY(a.districts))"),
    ("rayonKm", "nullif(a.radius_km, 0)"),
    ("savoirFaireLabellise", "a.labelled"),
    ("contrats", "(SELECT coalesce(jsonb_agg(x.name ORDER BY x.sort_order), '[]') FROM job_contracts x WHERE x.id = ANY(a.contracts))"),
    ("tempsDeTravail", "(SELECT coalesce(jsonb_agg(x.name ORDER BY x.sort_order), '[]') FROM job_types x WHERE x.id = ANY(a.types))"),
    ("salaires", "(SELECT coalesce(jsonb_agg(x.interval_label ORDER BY x.sort_order), '[]') FROM job_salaries x WHERE x.id = ANY(a.salaries))"),
    ("metiers", "(SELECT coalesce(jsonb_agg(x.name ORDER BY x.sort_order), '[]') FROM job_positions x WHERE x.id = ANY(a.positions))"),
    ("salaireMinimumAnnuel", "a.min_pay"),
    ("diplomesPrepares", "(SELECT coalesce(jsonb_agg(x.name ORDER BY x.sort_order), '[]') FROM diplomas x WHERE x.id = ANY(a.diplomas))"),
    (
        "debut",
        "CASE a.start WHEN 'this-month' THEN 'ce mois-ci' WHEN 'next-3-months' THEN 'dans les 3 prochains mois' WHEN 'september' THEN 'à partir de septembre' END",
    ),
    (
        "tri",
        "CASE a.sort WHEN 'recent' THEN 'plus récentes' WHEN 'pay' THEN 'salaire' ELSE 'pertinence' END",
    ),
    ("dernierEnvoi", "a.last_run_at"),
    ("creeLe", "a.created_at"),
];

/// The columns of `job_offer_alerts` the keys above stand for, or left out (ids; the
/// internal `search_key` that keeps one alert per search).
pub const ALERT_COLUMNS_NAMED: &[&str] = &[
    "id",
    "candidate_id",
    "search_key",
    "enabled",
    "recurrence",
    "terms",
    "regions",
    "departments",
    "cities",
    "districts",
    "radius_km",
    "labelled",
    "contracts",
    "types",
    "salaries",
    "positions",
    "min_pay",
    "diplomas",
    "start",
    "sort",
    "last_run_at",
    "created_at",
];

async fn alerts(source: &Source<'_>) -> AppResult<Vec<Entry>> {
    // Named in French field by field; a column added later and not named is still exported
    // under its own name (and `tests/api/accounts/export.rs` asks for its French name).
    let named: String = ALERT_FIELDS
        .iter()
        .map(|(key, sql)| format!("'{key}', {sql}"))
        .collect::<Vec<_>>()
        .join(", ");
    let unnamed: String = ALERT_COLUMNS_NAMED
        .iter()
        .map(|column| format!(" - '{column}'"))
        .collect();
    let value: Value = sqlx::query_scalar(&format!(
        "SELECT coalesce(jsonb_agg((to_jsonb(a){unnamed}) || jsonb_build_object({named})
                    ORDER BY a.id), '[]'::jsonb)
         FROM job_offer_alerts a WHERE a.candidate_id = $1"
    ))
    .bind(source.candidate_id)
    .fetch_one(source.pool)
    .await?;
    Ok(vec![Entry::Json {
        path: "alertes.json".to_owned(),
        value,
    }])
}

#[cfg(test)]
mod tests {
    use std::io::Read;

    use super::*;

    #[test]
    fn documents_past_the_budget_are_listed_instead_of_included() {
        let dir = tempfile::tempdir().expect("dir");
        let (small, big) = (dir.path().join("small.pdf"), dir.path().join("big.pdf"));
        std::fs::write(&small, vec![b'a'; 10]).expect("small");
        std::fs::write(&big, vec![b'b'; 100]).expect("big");
        let entries = vec![
            Entry::Json {
                path: "profil.json".to_owned(),
                value: serde_json::json!({ "prenom": "Léa" }),
            },
            Entry::File {
                path: "a.pdf".to_owned(),
                source: small,
            },
            Entry::File {
                path: "b.pdf".to_owned(),
                source: big,
            },
            Entry::File {
                path: "gone.pdf".to_owned(),
                source: dir.path().join("gone.pdf"),
            },
        ];
        let file = write_archive(entries, 50, &Notes::of_a_candidate()).expect("archive");
        let mut archive = zip::ZipArchive::new(file).expect("a ZIP");
        let dated = archive
            .by_name("a.pdf")
            .expect("a.pdf")
            .last_modified()
            .expect("a date");
        let today = zip_time(chrono::Utc::now());
        assert_eq!(
            (dated.year(), dated.month(), dated.day()),
            (today.year(), today.month(), today.day()),
            "dated today in Paris, not 01/01/1980"
        );
        assert!(archive.by_name("b.pdf").is_err(), "over the budget");
        assert!(
            archive.by_name("gone.pdf").is_err(),
            "a missing file is skipped"
        );
        let mut listed = String::new();
        archive
            .by_name("documents-non-inclus.txt")
            .expect("the list")
            .read_to_string(&mut listed)
            .expect("read");
        assert!(listed.contains("- b.pdf"), "{listed}");
    }
}
