//! Companies: the recruiter's company profile and its logo.

pub mod billing_identity;
pub mod directory;
pub mod labels;
pub mod ownership;
pub mod public;
pub mod siret;
pub mod team;
pub mod verification;
pub mod works;

pub use ownership::{ownership, Ownership};

use sqlx::PgPool;

use crate::{
    access::Viewer,
    error::{AppError, AppResult, ErrorCode},
    files::{check, images, FileKind, Storage},
};

#[derive(Clone, Debug, sqlx::FromRow)]
pub struct Company {
    pub id: i64,
    pub name: String,
    pub presentation: String,
    pub billing_address: String,
    pub phone_number: String,
    pub logo_name: Option<String>,
    pub email: String,
    pub contact_name: String,
    pub contact_job_title: String,
    pub notification_frequency: String,
    pub read_tracking: bool,
    pub tag_words: Vec<String>,
    pub job_position_ids: Vec<i64>,
    /// Its website (an absolute http(s) address), or empty.
    pub website: String,
    /// One of `SIZES`' bands, or empty.
    pub size_band: String,
}

/// The sizes a company says it has (« Taille de l'entreprise »), as stored and as shown; the
/// bands of the `CHECK` of migration `20261206200001`.
pub const SIZES: [(&str, &str); 4] = [
    ("1-9", "1 à 9 salariés"),
    ("10-49", "10 à 49 salariés"),
    ("50-249", "50 à 249 salariés"),
    ("250+", "250 salariés et plus"),
];

/// « 10 à 49 salariés » for `10-49`; none for an empty or unknown band.
pub fn size_label(band: &str) -> Option<&'static str> {
    SIZES
        .iter()
        .find(|(value, _)| *value == band)
        .map(|(_, label)| *label)
}

pub const BAD_WEBSITE: &str =
    "L'adresse du site web n'est pas valide (exemple : https://www.atelier-dubois.fr).";

/// A company's website as typed: « www.atelier.fr » is given its `https://` (as a LinkedIn
/// profile is, issue 58), then checked as every public link is (`banners::web_link`); empty
/// removes it.
pub fn parse_website(typed: &str) -> AppResult<String> {
    let typed = typed.trim();
    if typed.is_empty() {
        return Ok(String::new());
    }
    let address = if typed.contains("://") {
        typed.to_owned()
    } else {
        format!("https://{}", typed.trim_start_matches('/'))
    };
    crate::banners::web_link(&address)
        .filter(|link| {
            link.split("://").nth(1).is_some_and(|rest| {
                rest.split('/')
                    .next()
                    .is_some_and(|host| host.contains('.'))
            })
        })
        .ok_or_else(|| AppError::invalid(ErrorCode::InvalidUrl, BAD_WEBSITE))
}

/// The signed-in recruiter's companies.
pub async fn my_companies(pool: &PgPool, viewer: &Viewer) -> AppResult<Vec<Company>> {
    let (_, client_id) = viewer.company()?;
    Ok(sqlx::query_as!(
        Company,
        r#"SELECT c.id, c.name, c.presentation, c.billing_address, c.phone_number, c.logo_name,
        c.email, c.contact_name, c.contact_job_title, c.notification_frequency, c.read_tracking, c.tag_words,
        coalesce(array_agg(cp.job_position_id ORDER BY cp.job_position_id)
                 FILTER (WHERE cp.job_position_id IS NOT NULL), '{}') AS "job_position_ids!",
        c.website, c.size_band
    FROM companies c LEFT JOIN company_job_positions cp ON cp.company_id = c.id WHERE c.pro_client_id = $1 GROUP BY c.id ORDER BY c.id"#,
        client_id
    )
    .fetch_all(pool)
    .await?)
}

/// One of the recruiter's companies; another client's is `Forbidden`.
pub async fn my_company(pool: &PgPool, viewer: &Viewer, company_id: i64) -> AppResult<Company> {
    let (_, client_id) = viewer.company()?;
    match ownership(pool, company_id, client_id).await? {
        Ownership::Missing => Err(AppError::NotFound),
        Ownership::Theirs => Err(AppError::Forbidden),
        Ownership::Mine => Ok(
            sqlx::query_as!(
                Company,
                r#"SELECT c.id, c.name, c.presentation, c.billing_address, c.phone_number, c.logo_name,
        c.email, c.contact_name, c.contact_job_title, c.notification_frequency, c.read_tracking, c.tag_words,
        coalesce(array_agg(cp.job_position_id ORDER BY cp.job_position_id)
                 FILTER (WHERE cp.job_position_id IS NOT NULL), '{}') AS "job_position_ids!",
        c.website, c.size_band
    FROM companies c LEFT JOIN company_job_positions cp ON cp.company_id = c.id WHERE c.id = $1 GROUP BY c.id"#,
                company_id
            )
                .fetch_one(pool)
                .await?,
        ),
    }
}

/// What `updateMyCompany` may change; `None` leaves a field as it is.
#[derive(Default)]
pub struct CompanyUpdate {
    pub name: String,
    pub presentation: Option<String>,
    pub billing_address: Option<String>,
    pub contact_name: Option<String>,
    pub contact_job_title: Option<String>,
    pub notification_frequency: Option<String>,
    pub read_tracking: Option<bool>,
    pub phone_number: Option<String>,
    pub email: Option<String>,
    pub tag_words: Option<Vec<String>>,
    pub job_position_ids: Option<Vec<i64>>,
    pub website: Option<String>,
    pub size_band: Option<String>,
}

pub const MAX_TAG_WORDS: usize = 30;

fn clean_tags(tags: Vec<String>) -> AppResult<Vec<String>> {
    let mut clean: Vec<String> = Vec::new();
    for tag in tags {
        let tag = tag.trim().to_owned();
        if tag.chars().count() > 50 {
            return Err(AppError::invalid(
                ErrorCode::TooLong,
                "Un mot-clé ne peut dépasser 50 caractères.",
            ));
        }
        if !tag.is_empty() && !clean.iter().any(|t| t.to_lowercase() == tag.to_lowercase()) {
            clean.push(tag);
        }
    }
    if clean.len() > MAX_TAG_WORDS {
        return Err(AppError::invalid(
            ErrorCode::TooMany,
            format!("Indiquez au plus {MAX_TAG_WORDS} mots-clés."),
        ));
    }
    Ok(clean)
}

pub async fn update_my_company(
    pool: &PgPool,
    viewer: &Viewer,
    company_id: i64,
    update: CompanyUpdate,
) -> AppResult<Company> {
    my_company(pool, viewer, company_id).await?;
    let name = update.name.trim();
    if name.is_empty() {
        return Err(AppError::missing("Nom de l'entreprise"));
    }
    let frequency = update.notification_frequency.map(|f| f.trim().to_owned());
    if frequency
        .as_deref()
        .is_some_and(|f| !["", "each", "daily", "weekly"].contains(&f))
    {
        return Err(AppError::invalid(
            ErrorCode::InvalidFrequency,
            "La fréquence de notification doit être : à chaque candidature, quotidienne, hebdomadaire ou aucune.",
        ));
    }
    let email = match update.email.as_deref().map(str::trim) {
        Some("") => Some(String::new()),
        Some(raw) => Some(
            crate::accounts::email::Email::parse(raw)?
                .as_str()
                .to_owned(),
        ),
        None => None,
    };
    let phone = match update.phone_number.as_deref().map(str::trim) {
        Some("") => Some(String::new()),
        Some(raw) => Some(crate::accounts::profile::parse_phone(raw)?),
        None => None,
    };
    let tags = update.tag_words.map(clean_tags).transpose()?;
    let website = update.website.as_deref().map(parse_website).transpose()?;
    let size_band = update.size_band.map(|band| band.trim().to_owned());
    if size_band
        .as_deref()
        .is_some_and(|band| !band.is_empty() && size_label(band).is_none())
    {
        return Err(AppError::invalid(
            ErrorCode::InvalidSize,
            "La taille de l'entreprise doit être : 1 à 9, 10 à 49, 50 à 249, ou 250 salariés et plus.",
        ));
    }
    let mut tx = pool.begin().await?;
    sqlx::query!(
        "UPDATE companies SET name = $2, presentation = coalesce($3, presentation),
             billing_address = coalesce($4, billing_address), contact_name = coalesce($5, contact_name),
             contact_job_title = coalesce($6, contact_job_title),
             notification_frequency = coalesce($7, notification_frequency),
             notification_frequency_chosen_at = CASE WHEN $7 <> notification_frequency THEN now()
                                                     ELSE notification_frequency_chosen_at END,
             phone_number = coalesce($8, phone_number), email = coalesce($9, email),
             tag_words = coalesce($10, tag_words), read_tracking = coalesce($11, read_tracking),
             website = coalesce($12, website), size_band = coalesce($13, size_band),
             updated_at = now()
         WHERE id = $1",
        company_id,
        name,
        update.presentation.map(|p| p.trim().to_owned()),
        update.billing_address.map(|p| p.trim().to_owned()),
        update.contact_name.map(|p| p.trim().to_owned()),
        update.contact_job_title.map(|p| p.trim().to_owned()),
        frequency,
        phone,
        email,
        tags.as_deref(),
        update.read_tracking,
        website,
        size_band
    )
    .execute(&mut *tx)
    .await?;
    if let Some(positions) = update.job_position_ids {
        sqlx::query!(
            "DELETE FROM company_job_positions WHERE company_id = $1",
            company_id
        )
        .execute(&mut *tx)
        .await?;
        let inserted = sqlx::query!(
            "INSERT INTO company_job_positions (company_id, job_position_id)
             SELECT $1, id FROM job_positions WHERE id = ANY($2)",
            company_id,
            &positions
        )
        .execute(&mut *tx)
        .await?;
        let mut distinct = positions.clone();
        distinct.sort_unstable();
        distinct.dedup();
        if inserted.rows_affected() != distinct.len() as u64 {
            return Err(AppError::invalid(
                ErrorCode::UnknownPosition,
                "Un des métiers choisis n'existe pas.",
            ));
        }
    }
    tx.commit().await?;
    my_company(pool, viewer, company_id).await
}

/// Replaces the company's logo with an image run through the pipeline (`files::images::single`:
/// decoded under limits, re-encoded as one WebP of at most 480 px wide; public once stored).
/// Logos stored before keep their names and stay served as they were.
pub async fn set_logo(
    pool: &PgPool,
    storage: &Storage,
    viewer: &Viewer,
    company_id: i64,
    bytes: &[u8],
) -> AppResult<String> {
    let company = my_company(pool, viewer, company_id).await?;
    let webp = images::single(bytes, &check::LOGO, images::Kept::Narrowest).await?;
    let name = storage.save(FileKind::Logo, &webp, "webp").await?;
    sqlx::query!(
        "UPDATE companies SET logo_name = $2, updated_at = now() WHERE id = $1",
        company_id,
        &name
    )
    .execute(pool)
    .await?;
    if let Some(old) = company.logo_name {
        storage.delete(FileKind::Logo, &old).await;
    }
    Ok(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tag_words_are_trimmed_and_deduplicated_ignoring_case() {
        let tags = clean_tags(vec![
            " Ébénisterie ".into(),
            "ébénisterie".into(),
            String::new(),
            "Dorure".into(),
        ]);
        assert_eq!(
            tags.ok(),
            Some(vec!["Ébénisterie".to_owned(), "Dorure".to_owned()])
        );
        assert!(clean_tags(vec!["x".repeat(51)]).is_err());
        assert!(clean_tags((0..31).map(|i| format!("mot{i}")).collect()).is_err());
    }

    #[test]
    fn a_website_is_taken_with_or_without_its_scheme() {
        for (typed, stored) in [
            ("www.atelier-dubois.fr", "https://www.atelier-dubois.fr/"),
            (
                " atelier-dubois.fr/contact ",
                "https://atelier-dubois.fr/contact",
            ),
            ("http://atelier.fr", "http://atelier.fr/"),
            ("", ""),
        ] {
            assert_eq!(
                parse_website(typed).ok().as_deref(),
                Some(stored),
                "{typed}"
            );
        }
        for bad in [
            "javascript:alert(1)",
            "ftp://atelier.fr",
            "atelier",
            "https://a b.fr",
            "mailto:rh@atelier.fr",
        ] {
            assert!(parse_website(bad).is_err(), "{bad}");
        }
        assert!(parse_website(&format!("atelier.fr/{}", "a".repeat(500))).is_err());
    }

    #[test]
    fn sizes_read_as_words() {
        assert_eq!(size_label("10-49"), Some("10 à 49 salariés"));
        assert_eq!(size_label(""), None);
        assert_eq!(size_label("11-20"), None);
    }
}
