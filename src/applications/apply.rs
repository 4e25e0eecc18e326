//! Applying in two calls: `create` records the phone and messages (the application awaits
//! its documents, seen by nobody), `submit` stores the PDFs and sends it in one
//! transaction. A failed upload leaves nothing half-sent.
//!
//! Two forms (docs/applications.md, "Documents"): the classic one sends two PDFs, the CV and
//! the cover letter (the spec's rule and message); the one-step apply sends the profile's CV
//! with the typed « Message de motivation », a letter PDF optional.

use std::net::IpAddr;

use chrono::Utc;
use sqlx::PgPool;

use super::{limits, portfolio, select_applications, ApplicationRow};
use crate::{
    access::Viewer,
    accounts::profile::parse_phone,
    error::{AppError, AppResult, ErrorCode},
    files::{check, FileKind, Storage},
    mail::{templates, Mailer},
    offers::read::{self, OfferRow},
};

pub const PHONE_REQUIRED: &str = "Le numéro de téléphone est obligatoire.";
pub const ALREADY_APPLIED: &str = "Vous avez déjà postulé à cette offre.";
pub const OFFER_CLOSED: &str = "Cette offre n'accepte plus de candidatures.";
pub const BOTH_DOCUMENTS: &str = "Merci de joindre votre CV et votre lettre de motivation.";
/// One-step apply asked without a CV in the profile (none yet, or deleted from another tab).
pub const PROFILE_CV_MISSING: &str =
    "Votre profil n'a pas de CV : merci de joindre votre CV à cette candidature.";
/// One-step apply with neither a typed message nor a letter PDF.
pub const MOTIVATION_MISSING: &str =
    "Merci d'écrire votre message de motivation ou de joindre votre lettre de motivation.";

/// Longest message a candidate may write (a long cover letter is about 4,000 characters).
const MAX_MESSAGE_CHARS: usize = 10_000;

pub struct NewApplication {
    pub job_offer_id: i64,
    pub phone: Option<String>,
    pub cover_letter_message: Option<String>,
    pub questions_answer_message: Option<String>,
}

/// A document of the upload: n°1 the CV, n°2 the cover letter.
pub struct Document<'a> {
    pub file_name: &'a str,
    pub bytes: &'a [u8],
}

/// The documents as they came (either may be missing).
pub struct Documents<'a> {
    pub cv: Option<Document<'a>>,
    pub cover_letter: Option<Document<'a>>,
    /// The one-step apply: document n°1 is (or was asked to be) the profile's CV, and the
    /// cover letter may be the typed message instead of a PDF.
    pub profile_cv: bool,
    /// The projects of her book (and her PDF book) she ticked, in her order.
    pub portfolio: portfolio::Choice,
}

/// What is missing, named alone: the classic form asks for both PDFs in the spec's words;
/// the one-step apply for the profile's CV and a motivation (the typed message or a PDF).
fn missing(documents: &Documents<'_>, typed_message: &str) -> AppResult<()> {
    let missing = |message: &str| Err(AppError::invalid(ErrorCode::BothDocuments, message));
    if !documents.profile_cv {
        if documents.cv.is_none() || documents.cover_letter.is_none() {
            return missing(BOTH_DOCUMENTS);
        }
        return Ok(());
    }
    if documents.cv.is_none() {
        return missing(PROFILE_CV_MISSING);
    }
    if documents.cover_letter.is_none() && typed_message.trim().is_empty() {
        return missing(MOTIVATION_MISSING);
    }
    Ok(())
}

fn message(text: Option<String>, name: &str) -> AppResult<String> {
    let text = text.unwrap_or_default().trim().to_owned();
    if text.chars().count() > MAX_MESSAGE_CHARS {
        return Err(AppError::invalid(
            ErrorCode::TooLong,
            format!("Le champ {name} ne peut dépasser 10 000 caractères."),
        ));
    }
    Ok(text)
}

/// The offer, if it takes applications now.
async fn open_offer(pool: &PgPool, job_offer_id: i64) -> AppResult<OfferRow> {
    let now = Utc::now();
    match read::offer_by_id(pool, job_offer_id).await? {
        Some(offer) if offer.is_public(now) => Ok(offer),
        Some(offer) if offer.is_expired(now) => {
            Err(AppError::invalid(ErrorCode::OfferClosed, OFFER_CLOSED))
        }
        _ => Err(AppError::NotFound),
    }
}

/// Creates (or, after a failed upload, reuses) the candidate's application to an open
/// offer; its phone becomes the candidate's when it differs.
pub async fn create(
    pool: &PgPool,
    viewer: &Viewer,
    address: Option<IpAddr>,
    new: NewApplication,
) -> AppResult<ApplicationRow> {
    let candidate_id = viewer.candidate()?;
    let phone = match new.phone.as_deref().map(str::trim) {
        None | Some("") => return Err(AppError::invalid(ErrorCode::PhoneRequired, PHONE_REQUIRED)),
        Some(raw) => parse_phone(raw)?,
    };
    let cover_letter = message(new.cover_letter_message, "Lettre de motivation")?;
    let answers = message(new.questions_answer_message, "Réponses aux questions")?;
    open_offer(pool, new.job_offer_id).await?;

    let mut tx = pool.begin().await?;
    limits::check(&mut tx, candidate_id, address).await?;
    sqlx::query!(
        "UPDATE candidates SET mobile_phone = $2, updated_at = now()
         WHERE id = $1 AND mobile_phone IS DISTINCT FROM $2",
        candidate_id,
        &phone
    )
    .execute(&mut *tx)
    .await?;
    let id: Option<i64> = sqlx::query_scalar!(
        "INSERT INTO job_offer_applications
             (job_offer_id, candidate_id, phone, candidate_tel, cover_letter_message,
              questions_answer_message, linkedin_url)
         VALUES ($1, $2, $3, $3, $4, $5,
                 (SELECT coalesce(social_linkedin_url, '') FROM candidates WHERE id = $2))
         ON CONFLICT (candidate_id, job_offer_id) DO UPDATE
             SET phone = EXCLUDED.phone, candidate_tel = EXCLUDED.candidate_tel,
                 linkedin_url = EXCLUDED.linkedin_url,
                 cover_letter_message = EXCLUDED.cover_letter_message,
                 questions_answer_message = EXCLUDED.questions_answer_message,
                 created_at = now()
             WHERE job_offer_applications.submitted_at IS NULL
         RETURNING id",
        new.job_offer_id,
        candidate_id,
        &phone,
        &cover_letter,
        &answers
    )
    .fetch_optional(&mut *tx)
    .await?;
    let Some(id) = id else {
        return Err(AppError::invalid(
            ErrorCode::AlreadyApplied,
            ALREADY_APPLIED,
        ));
    };
    tx.commit().await?;
    find(pool, id)
        .await?
        .ok_or_else(|| AppError::internal(anyhow::anyhow!("application {id} vanished")))
}

/// Checks one document, when present: at most 5 MB, a whole PDF ([`missing`] says which must
/// be there).
fn check_document(number: u8, document: Option<&Document<'_>>) -> AppResult<()> {
    let Some(document) = document else {
        return Ok(());
    };
    check::pdf_document(
        &format!("Le document n°{number}"),
        document.file_name,
        document.bytes,
    )
}

/// Stores the CV (n°1) and, when sent, the cover letter (n°2) of the candidate's application
/// awaiting them, and sends it: visible to the company, confirmed to the candidate by mail.
pub async fn submit(
    pool: &PgPool,
    storage: &Storage,
    mailer: &Mailer,
    viewer: &Viewer,
    address: Option<IpAddr>,
    application_id: i64,
    documents: Documents<'_>,
) -> AppResult<ApplicationRow> {
    let candidate_id = viewer.candidate()?;
    let application = find(pool, application_id)
        .await?
        .filter(|a| a.candidate_id == Some(candidate_id))
        .ok_or(AppError::NotFound)?;
    if application.sent {
        return Err(AppError::invalid(
            ErrorCode::AlreadyApplied,
            ALREADY_APPLIED,
        ));
    }
    missing(&documents, &application.cover_letter_message)?;
    let choice = documents.portfolio;
    check_document(1, documents.cv.as_ref())?;
    check_document(2, documents.cover_letter.as_ref())?;
    let offer = open_offer(pool, application.job_offer_id).await?;

    let Some(cv) = documents.cv else {
        unreachable!("the CV was checked present");
    };
    let cv_name = storage.save(FileKind::Cv, cv.bytes, "pdf").await?;
    let letter_name = match documents.cover_letter {
        None => None,
        Some(letter) => match storage
            .save(FileKind::CoverLetter, letter.bytes, "pdf")
            .await
        {
            Ok(name) => Some(name),
            Err(error) => {
                storage.delete(FileKind::Cv, &cv_name).await;
                return Err(error);
            }
        },
    };
    let sent = send(
        pool,
        mailer,
        candidate_id,
        address,
        &application,
        &offer,
        (&cv_name, letter_name.as_deref(), &choice),
    )
    .await;
    if sent.is_err() {
        storage.delete(FileKind::Cv, &cv_name).await;
        if let Some(letter_name) = &letter_name {
            storage.delete(FileKind::CoverLetter, letter_name).await;
        }
    }
    sent?;
    find(pool, application_id)
        .await?
        .ok_or_else(|| AppError::internal(anyhow::anyhow!("application {application_id} vanished")))
}

/// The transaction that turns an application awaiting documents into a sent one.
async fn send(
    pool: &PgPool,
    mailer: &Mailer,
    candidate_id: i64,
    address: Option<IpAddr>,
    application: &ApplicationRow,
    offer: &OfferRow,
    // What goes with it: the stored CV and letter, the book's projects she ticked.
    (cv_name, letter_name, choice): (&str, Option<&str>, &portfolio::Choice),
) -> AppResult<()> {
    let mut tx = pool.begin().await?;
    limits::check(&mut tx, candidate_id, address).await?;
    // `confirmed`: `mail::CONFIRMED`, the proven address.
    let candidate: Option<(String, String, bool)> = sqlx::query!(
        r#"UPDATE job_offer_applications a
         SET cv_path = $3, cover_letter_path = $4, submitted_at = now(), submitted_from = $5::text::inet,
             candidate_name = btrim(u.firstname || ' ' || u.lastname), candidate_email = u.email
         FROM candidates c JOIN users u ON u.id = c.user_id
         WHERE a.id = $1 AND a.candidate_id = $2 AND c.id = a.candidate_id AND a.submitted_at IS NULL
         RETURNING u.email, u.firstname, u.confirmation_token IS NULL AS "confirmed!""#,
        application.id,
        candidate_id,
        cv_name,
        letter_name,
        address.map(|a| a.to_string()),
    )
    .map(|row| (row.email, row.firstname, row.confirmed))
    .fetch_optional(&mut *tx)
    .await?;
    let Some((email, firstname, confirmed)) = candidate else {
        // Sent meanwhile by a concurrent upload of the same application.
        return Err(AppError::invalid(
            ErrorCode::AlreadyApplied,
            ALREADY_APPLIED,
        ));
    };
    portfolio::attach(&mut tx, candidate_id, application.id, choice).await?;
    // The receipt carries the company's words: only to an address its owner proved (the
    // application itself is sent either way; her dashboard lists it).
    if confirmed {
        let link = mailer.link(&format!(
            "/emploi/{}/applications/{}",
            offer.id, application.id
        ));
        mailer
            .queue(
                &mut tx,
                templates::application_sent(
                    &email,
                    &firstname,
                    &offer.title,
                    &offer.company_name,
                    &link,
                ),
            )
            .await?;
    }
    tx.commit().await?;
    Ok(())
}

/// One application by id, whoever it belongs to (callers check the audience).
pub async fn find(pool: &PgPool, id: i64) -> AppResult<Option<ApplicationRow>> {
    Ok(select_applications!("WHERE a.id = $1", id)
        .fetch_optional(pool)
        .await?)
}

/// Applications awaiting documents for more than a day are dropped (an abandoned upload).
pub async fn purge_abandoned(pool: &PgPool) -> AppResult<u64> {
    Ok(sqlx::query!(
        "DELETE FROM job_offer_applications
         WHERE submitted_at IS NULL AND created_at < now() - interval '1 day'"
    )
    .execute(pool)
    .await?
    .rows_affected())
}

#[cfg(test)]
mod tests {
    use super::*;

    const PDF: &[u8] = b"%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n";

    fn refusal(number: u8, document: Option<Document<'_>>) -> Option<String> {
        check_document(number, document.as_ref())
            .err()
            .map(|e| e.message())
    }

    fn refused(documents: Documents<'_>, typed: &str) -> Option<String> {
        missing(&documents, typed).err().map(|e| e.message())
    }

    #[test]
    fn the_classic_form_needs_both_pdfs_and_the_one_step_apply_a_cv_and_a_motivation() {
        let pdf = || {
            Some(Document {
                file_name: "doc.pdf",
                bytes: PDF,
            })
        };
        let documents = |cv, cover_letter, profile_cv| Documents {
            cv,
            cover_letter,
            profile_cv,
            portfolio: portfolio::Choice::default(),
        };
        // The classic form: the spec's message, the typed message changes nothing.
        assert_eq!(
            refused(documents(pdf(), None, false), "Motivée").as_deref(),
            Some(BOTH_DOCUMENTS)
        );
        assert_eq!(
            refused(documents(None, pdf(), false), "").as_deref(),
            Some(BOTH_DOCUMENTS)
        );
        assert_eq!(refused(documents(pdf(), pdf(), false), ""), None);
        // One step: the profile's CV and the typed message, a letter PDF optional.
        assert_eq!(refused(documents(pdf(), None, true), "Motivée"), None);
        assert_eq!(refused(documents(pdf(), pdf(), true), ""), None);
        assert_eq!(
            refused(documents(pdf(), None, true), "  ").as_deref(),
            Some(MOTIVATION_MISSING)
        );
        assert_eq!(
            refused(documents(None, None, true), "Motivée").as_deref(),
            Some(PROFILE_CV_MISSING)
        );
    }

    #[test]
    fn each_document_is_small_enough_and_a_pdf() {
        let big = [PDF, &vec![b' '; check::MAX_DOCUMENT_BYTES]].concat();
        assert_eq!(refusal(1, None), None, "presence is `missing`'s");
        assert_eq!(
            refusal(
                2,
                Some(Document {
                    file_name: "lettre.pdf",
                    bytes: &big
                })
            )
            .as_deref(),
            Some("Le document n°2 a une taille supérieure à 5MB.")
        );
        assert_eq!(
            refusal(
                1,
                Some(Document {
                    file_name: "cv.png",
                    bytes: PDF
                })
            )
            .as_deref(),
            Some(check::ONLY_PDF)
        );
        assert_eq!(
            refusal(
                1,
                Some(Document {
                    file_name: "cv.pdf",
                    bytes: PDF
                })
            ),
            None
        );
    }

    #[test]
    fn a_message_is_trimmed_and_bounded() {
        assert_eq!(
            message(Some("  Bonjour  ".to_owned()), "x").ok().as_deref(),
            Some("Bonjour")
        );
        assert_eq!(message(None, "x").ok().as_deref(), Some(""));
        assert!(message(Some("a".repeat(MAX_MESSAGE_CHARS + 1)), "x").is_err());
    }
}
