//! The signed-in user's own data: names, and for a candidate the phone, the LinkedIn
//! profile and the CV.

use sqlx::PgPool;

use crate::{
    access::Viewer,
    error::{AppError, AppResult, ErrorCode},
    files::{check, FileKind, Storage},
};

#[derive(Clone, Debug, sqlx::FromRow)]
pub struct User {
    pub id: i64,
    pub email: String,
    pub firstname: String,
    pub lastname: String,
    pub confirmed: bool,
}

#[derive(Clone, Debug, sqlx::FromRow)]
pub struct Candidate {
    pub id: i64,
    pub user_id: i64,
    pub mobile_phone: Option<String>,
    pub cv_name: Option<String>,
    pub social_linkedin_url: Option<String>,
    pub created_at: chrono::DateTime<chrono::Utc>,
    pub updated_at: chrono::DateTime<chrono::Utc>,
    pub firstname: String,
    pub lastname: String,
}

/// A French or international phone number: digits with optional spaces, dots, dashes and
/// a leading `+`; 10 digits in French format, 8 to 15 with a country code.
pub fn parse_phone(raw: &str) -> AppResult<String> {
    let phone = raw.trim();
    let digits = phone.chars().filter(char::is_ascii_digit).count();
    let allowed = phone
        .chars()
        .enumerate()
        .all(|(i, c)| c.is_ascii_digit() || matches!(c, ' ' | '.' | '-') || (c == '+' && i == 0));
    let valid = allowed
        && if phone.starts_with('+') {
            (8..=15).contains(&digits)
        } else {
            digits == 10 && phone.starts_with('0')
        };
    if valid {
        Ok(phone.to_owned())
    } else {
        Err(AppError::invalid(
            ErrorCode::InvalidPhone,
            "Le numéro de téléphone n'est pas valide.",
        ))
    }
}

/// A stored phone number in E.164 (`+33612345678`), as an ATS reads it; a French number
/// written `06 12 34 56 78` or `+33 (0)6…` gets its country code. A value that is not a
/// number (written before `parse_phone`) is given as stored.
pub fn phone_e164(stored: &str) -> String {
    let digits: String = stored.chars().filter(char::is_ascii_digit).collect();
    let trimmed = stored.trim();
    if trimmed.starts_with('+') && (8..=15).contains(&digits.len()) {
        // « +33 0 6 12… »: the French trunk 0 written after the country code.
        match digits.strip_prefix("330") {
            Some(rest) if rest.len() == 9 => format!("+33{rest}"),
            _ => format!("+{digits}"),
        }
    } else if digits.len() == 10 && digits.starts_with('0') {
        format!("+33{}", &digits[1..])
    } else {
        trimmed.to_owned()
    }
}

/// A stored phone number as a French recruiter reads it (the CSV, the application page): a
/// French number in pairs, `06 12 34 56 78`; another in E.164 (docs/applications.md, "Phone
/// numbers").
pub fn phone_for_display(stored: &str) -> String {
    let e164 = phone_e164(stored);
    match e164.strip_prefix("+33") {
        Some(national) if national.len() == 9 && national.bytes().all(|b| b.is_ascii_digit()) => {
            let digits = format!("0{national}");
            digits
                .as_bytes()
                .chunks(2)
                .map(|pair| std::str::from_utf8(pair).unwrap_or_default())
                .collect::<Vec<_>>()
                .join(" ")
        }
        _ => e164,
    }
}

/// A LinkedIn profile address (`https://www.linkedin.com/in/…`). What people copy from the
/// app or type, « linkedin.com/in/lea » or « www.linkedin.com/in/lea », is accepted and stored
/// with its `https://` (issue 58, minor 23); any other scheme is refused.
pub fn parse_linkedin_url(raw: &str) -> AppResult<String> {
    let typed = raw.trim();
    let url = if typed.contains("://") {
        typed.to_owned()
    } else {
        format!("https://{typed}")
    };
    let rest = url
        .strip_prefix("https://")
        .or_else(|| url.strip_prefix("http://"));
    let valid = rest
        .and_then(|r| r.split_once('/'))
        .is_some_and(|(host, path)| {
            let host = host.to_lowercase();
            (host == "linkedin.com" || host.ends_with(".linkedin.com"))
                && (path.starts_with("in/") || path.starts_with("pub/"))
                && path.len() > 3
                && !url.chars().any(char::is_whitespace)
        });
    if valid && url.len() <= LINKEDIN_URL_MAX {
        Ok(url)
    } else {
        Err(AppError::invalid(
            ErrorCode::InvalidLinkedinUrl,
            "L'adresse du profil LinkedIn n'est pas valide (exemple : https://www.linkedin.com/in/votre-nom).",
        ))
    }
}

/// The longest profile address accepted (under its column's `CHECK`).
pub const LINKEDIN_URL_MAX: usize = 300;

fn required_name(value: &str, display_name: &str) -> AppResult<String> {
    let value = value.trim();
    if value.is_empty() {
        return Err(AppError::missing(display_name));
    }
    if value.chars().count() > 100 {
        return Err(AppError::invalid(
            ErrorCode::TooLong,
            format!("Le champ {display_name} est trop long."),
        ));
    }
    Ok(value.to_owned())
}

pub async fn find_user(pool: &PgPool, user_id: i64) -> AppResult<User> {
    sqlx::query_as!(
        User,
        r#"SELECT id, email, firstname, lastname, confirmation_token IS NULL AS "confirmed!" FROM users WHERE id = $1"#,
        user_id
    )
    .fetch_optional(pool)
    .await?
    .ok_or(AppError::NotFound)
}

pub async fn update_user(
    pool: &PgPool,
    viewer: &Viewer,
    firstname: &str,
    lastname: &str,
) -> AppResult<User> {
    let (firstname, lastname) = (
        required_name(firstname, "Prénom")?,
        required_name(lastname, "Nom")?,
    );
    sqlx::query!(
        "UPDATE users SET firstname = $2, lastname = $3, updated_at = now() WHERE id = $1",
        viewer.user_id,
        firstname,
        lastname
    )
    .execute(pool)
    .await?;
    find_user(pool, viewer.user_id).await
}

/// A candidate profile, readable only by its owner.
pub async fn find_candidate(
    pool: &PgPool,
    viewer: &Viewer,
    candidate_id: i64,
) -> AppResult<Candidate> {
    if viewer.candidate_id != Some(candidate_id) {
        return Err(AppError::Forbidden);
    }
    sqlx::query_as!(
        Candidate,
        "SELECT c.id, c.user_id, c.mobile_phone, c.cv_name, c.social_linkedin_url,
        c.created_at, c.updated_at, u.firstname, u.lastname
    FROM candidates c JOIN users u ON u.id = c.user_id WHERE c.id = $1",
        candidate_id
    )
    .fetch_optional(pool)
    .await?
    .ok_or(AppError::NotFound)
}

pub struct CandidateUpdate {
    pub mobile_phone: Option<String>,
    pub social_linkedin_url: Option<String>,
    pub firstname: Option<String>,
    pub lastname: Option<String>,
}

/// Updates what was sent; an empty phone or LinkedIn address clears it.
pub async fn update_candidate(
    pool: &PgPool,
    viewer: &Viewer,
    update: CandidateUpdate,
) -> AppResult<Candidate> {
    let candidate_id = viewer.candidate()?;
    let optional = |value: Option<String>,
                    parse: fn(&str) -> AppResult<String>|
     -> AppResult<Option<Option<String>>> {
        value
            .map(|v| {
                if v.trim().is_empty() {
                    Ok(None)
                } else {
                    parse(&v).map(Some)
                }
            })
            .transpose()
    };
    let phone = optional(update.mobile_phone, parse_phone)?;
    let linkedin = optional(update.social_linkedin_url, parse_linkedin_url)?;
    let firstname = update
        .firstname
        .map(|v| required_name(&v, "Prénom"))
        .transpose()?;
    let lastname = update
        .lastname
        .map(|v| required_name(&v, "Nom"))
        .transpose()?;
    let mut tx = pool.begin().await?;
    sqlx::query!(
        "UPDATE candidates SET
             mobile_phone = CASE WHEN $2 THEN $3 ELSE mobile_phone END,
             social_linkedin_url = CASE WHEN $4 THEN $5 ELSE social_linkedin_url END,
             updated_at = now()
         WHERE id = $1",
        candidate_id,
        phone.is_some(),
        phone.flatten(),
        linkedin.is_some(),
        linkedin.flatten()
    )
    .execute(&mut *tx)
    .await?;
    sqlx::query!(
        "UPDATE users SET firstname = coalesce($2, firstname), lastname = coalesce($3, lastname),
                          updated_at = now()
         WHERE id = $1",
        viewer.user_id,
        firstname,
        lastname
    )
    .execute(&mut *tx)
    .await?;
    tx.commit().await?;
    find_candidate(pool, viewer, candidate_id).await
}

/// Replaces the candidate's CV with a checked PDF; the old file is removed.
pub async fn set_cv(
    pool: &PgPool,
    storage: &Storage,
    viewer: &Viewer,
    file_name: &str,
    bytes: &[u8],
) -> AppResult<String> {
    let candidate_id = viewer.candidate()?;
    if bytes.len() > check::MAX_DOCUMENT_BYTES {
        return Err(AppError::TooLarge(
            "Le document a une taille supérieure à 5MB.".to_owned(),
        ));
    }
    check::pdf(file_name, bytes)?;
    let name = storage.save(FileKind::Cv, bytes, "pdf").await?;
    let old: Option<String> =
        sqlx::query_scalar!("SELECT cv_name FROM candidates WHERE id = $1", candidate_id)
            .fetch_one(pool)
            .await?;
    sqlx::query!(
        "UPDATE candidates SET cv_name = $2, updated_at = now() WHERE id = $1",
        candidate_id,
        &name
    )
    .execute(pool)
    .await?;
    if let Some(old) = old {
        storage.delete(FileKind::Cv, &old).await;
    }
    Ok(name)
}

/// The bytes of the candidate's profile CV, for one-step apply (an application keeps its own
/// copy: changing the profile later, or withdrawing, touches one of them only); `None` when
/// the profile holds none. At most 5 MB and one byte are read: the application's checks
/// refuse a larger one in French as for an upload.
pub async fn cv_bytes(
    pool: &PgPool,
    storage: &Storage,
    viewer: &Viewer,
) -> AppResult<Option<Vec<u8>>> {
    use futures_util::StreamExt;
    let candidate_id = viewer.candidate()?;
    let name: Option<String> =
        sqlx::query_scalar!("SELECT cv_name FROM candidates WHERE id = $1", candidate_id)
            .fetch_one(pool)
            .await?;
    let Some(name) = name else {
        return Ok(None);
    };
    let mut download = match storage.open(FileKind::Cv, &name).await {
        Ok(download) => download,
        Err(AppError::NotFound) => return Ok(None),
        Err(error) => return Err(error),
    };
    let mut bytes = Vec::new();
    while let Some(chunk) = download.stream.next().await {
        bytes.extend_from_slice(&chunk?);
        if bytes.len() > check::MAX_DOCUMENT_BYTES {
            break;
        }
    }
    Ok(Some(bytes))
}

/// A profile CV is served to its candidate, and to a company the candidate applied to: her
/// name (the download is named after her), `None` for anyone else.
pub async fn may_read_cv(
    pool: &PgPool,
    viewer: &Viewer,
    cv_name: &str,
) -> AppResult<Option<String>> {
    Ok(sqlx::query_scalar!(
        r#"SELECT btrim(u.firstname || ' ' || u.lastname) AS "name!"
         FROM candidates c JOIN users u ON u.id = c.user_id
         WHERE c.cv_name = $1
           AND (c.user_id = $2
                OR EXISTS (SELECT 1 FROM job_offer_applications a
                           JOIN job_offers o ON o.id = a.job_offer_id
                           JOIN pro_accounts p ON p.id = o.contact_account_id
                           WHERE a.candidate_id = c.id AND a.submitted_at IS NOT NULL
                             AND p.pro_client_id = $3))"#,
        cv_name,
        viewer.user_id,
        viewer.pro_client_id
    )
    .fetch_optional(pool)
    .await?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn phones_in_french_or_international_format_are_accepted() {
        for ok in [
            "06 12 34 56 78",
            "0612345678",
            "06.12.34.56.78",
            "+33 6 12 34 56 78",
            "+262 692 12 34 56",
        ] {
            assert!(parse_phone(ok).is_ok(), "{ok}");
        }
        for bad in [
            "12345",
            "06 12 34 56",
            "6123456789",
            "06-12-34-56-7a",
            "33+612345678",
        ] {
            assert_eq!(
                parse_phone(bad).err().map(|e| e.message()).as_deref(),
                Some("Le numéro de téléphone n'est pas valide."),
                "{bad}"
            );
        }
    }

    #[test]
    fn phones_are_given_in_e164_and_french_pairs() {
        for (stored, e164, display) in [
            ("06 12 34 56 78", "+33612345678", "06 12 34 56 78"),
            ("06.12.34.56.78", "+33612345678", "06 12 34 56 78"),
            ("0612345678", "+33612345678", "06 12 34 56 78"),
            ("+33 6 12 34 56 78", "+33612345678", "06 12 34 56 78"),
            ("+33 0 6 12 34 56 78", "+33612345678", "06 12 34 56 78"),
            ("+44 20 7946 0958", "+442079460958", "+442079460958"),
            ("+262 692 12 34 56", "+262692123456", "+262692123456"),
            ("", "", ""),
            ("inconnu", "inconnu", "inconnu"),
        ] {
            assert_eq!(phone_e164(stored), e164, "{stored}");
            assert_eq!(phone_for_display(stored), display, "{stored}");
        }
    }

    #[test]
    fn only_linkedin_profile_addresses_are_accepted() {
        for ok in [
            "https://www.linkedin.com/in/lea-martin",
            "https://fr.linkedin.com/in/lea",
            "http://linkedin.com/pub/x",
        ] {
            assert_eq!(parse_linkedin_url(ok).ok().as_deref(), Some(ok));
        }
        // Typed without its scheme: accepted with `https://` (issue 58, minor 23).
        for (typed, stored) in [
            ("linkedin.com/in/lea", "https://linkedin.com/in/lea"),
            (
                " www.linkedin.com/in/lea-martin ",
                "https://www.linkedin.com/in/lea-martin",
            ),
            ("fr.linkedin.com/in/lea", "https://fr.linkedin.com/in/lea"),
        ] {
            assert_eq!(
                parse_linkedin_url(typed).ok().as_deref(),
                Some(stored),
                "{typed}"
            );
        }
        for bad in [
            "linkedin.com",
            "ftp://linkedin.com/in/lea",
            "linkedin.com.evil.fr/in/lea",
            "https://linkedin.com.evil.fr/in/lea",
            "https://www.linkedin.com/",
            "https://www.linkedin.com/feed/",
            "javascript:alert(1)",
        ] {
            assert!(parse_linkedin_url(bad).is_err(), "{bad}");
        }
    }
}
