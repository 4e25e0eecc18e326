//! A company's public page, `/entreprises/{id}/{slug}` (issue 37): its name, logo and
//! presentation and all its live offers. A company has one once it has published an offer
//! (an account that never did is nobody's business); a suspended company has none (404).
//! Companies with a live offer are in the sitemap.

use crate::db::ReadPool;

use crate::error::AppResult;

/// Live offers listed on the page at most (a bound on the answer; real companies have a few),
/// as `offers::read::public_cards_of_company` reads them.
pub const MAX_OFFERS: i64 = 100;

#[derive(Clone, Debug)]
pub struct PublicCompany {
    pub id: i64,
    pub name: String,
    pub presentation: String,
    pub logo_name: Option<String>,
    /// The trades it chose (« Métiers »), ids of `job_positions`.
    pub job_position_ids: Vec<i64>,
    /// Its know-how, as typed (« Savoir-faire »).
    pub tag_words: Vec<String>,
    /// Its website, or empty.
    pub website: String,
    /// Its town: the State directory's for a verified company, else its billing identity's;
    /// empty when neither is known.
    pub city: String,
    /// Its size as it said (`companies::SIZES`), else the directory's band for a verified one.
    pub size_band: String,
    /// The State directory's staff band of a verified company (INSEE's code), or empty.
    pub verified_size_code: String,
}

impl PublicCompany {
    /// « 10 à 49 salariés »: as the company said, else as the State directory says of a
    /// verified one.
    pub fn size(&self) -> Option<&'static str> {
        super::size_label(&self.size_band)
            .or_else(|| super::directory::size_label(&self.verified_size_code))
    }

    /// The page's address slug, from the name as offers' are from their titles.
    pub fn slug(&self) -> String {
        slug(&self.name)
    }

    /// `/entreprises/{id}/{slug}`.
    pub fn path(&self) -> String {
        path(self.id, &self.name)
    }
}

pub fn slug(name: &str) -> String {
    let slug = ensemblier_index::text::slug(name);
    if slug.is_empty() {
        "entreprise".to_owned()
    } else {
        slug
    }
}

pub fn path(id: i64, name: &str) -> String {
    format!("/entreprises/{id}/{}", slug(name))
}

/// The company of the public page `id`, if it has one.
pub async fn find(pool: &ReadPool, id: i64) -> AppResult<Option<PublicCompany>> {
    Ok(sqlx::query_as!(
        PublicCompany,
        r#"SELECT c.id, c.name, left(c.presentation, 20000) AS "presentation!", c.logo_name,
                coalesce((SELECT array_agg(cp.job_position_id ORDER BY cp.job_position_id)
                          FROM company_job_positions cp WHERE cp.company_id = c.id), '{}') AS "job_position_ids!",
                c.tag_words, c.website, c.size_band,
                coalesce(nullif(v.city, ''), c.billing_city) AS "city!",
                coalesce(v.size_code, '') AS "verified_size_code!"
         FROM companies c
         LEFT JOIN company_verifications v ON v.company_id = c.id AND v.status = 'verified'
         WHERE c.id = $1 AND c.suspended_at IS NULL
           AND EXISTS (SELECT 1 FROM localized_companies lc
                       JOIN job_offers o ON o.localized_company_id = lc.id
                       WHERE lc.company_id = c.id AND o.status IN (2, -1))"#,
        id
    )
    .fetch_optional(pool)
    .await?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_address_of_a_company_page_reads_its_name() {
        assert_eq!(
            path(12, "Atelier Dubois & Fils"),
            "/entreprises/12/atelier-dubois-fils"
        );
        assert_eq!(path(3, "!!!"), "/entreprises/3/entreprise");
    }
}
