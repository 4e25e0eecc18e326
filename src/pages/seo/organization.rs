//! schema.org `Organization` of a company's public page: its name, page, logo, image (its cover
//! photo, else the first of its « Réalisations », issue 52) and presentation (plain text). Its
//! offers are linked from the page and carry their own `JobPosting`.

use serde_json::{json, Value};

use crate::{companies::public::PublicCompany, offers::html::to_text};

/// `image`: the path of the company's cover or first work (`companies::works`), if any.
pub fn organization(company: &PublicCompany, base_url: &str, image: Option<&str>) -> Value {
    let mut organization = json!({
        "@context": "https://schema.org",
        "@type": "Organization",
        "name": company.name,
        "url": format!("{base_url}{}", company.path()),
    });
    if let Some(logo) = &company.logo_name {
        organization["logo"] = json!(format!("{base_url}/uploads/logos/{logo}"));
    }
    if let Some(image) = image {
        organization["image"] = json!(format!("{base_url}{image}"));
    }
    let description = to_text(&company.presentation);
    if !description.trim().is_empty() {
        organization["description"] = json!(super::cut(&description, 500));
    }
    organization
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_organization_names_the_company_its_page_and_its_logo() {
        let company = PublicCompany {
            id: 7,
            name: "Atelier Dubois".to_owned(),
            presentation: "Tapisserie d’art\ndepuis 1987.".to_owned(),
            logo_name: Some("abc.png".to_owned()),
            job_position_ids: Vec::new(),
            tag_words: Vec::new(),
            website: String::new(),
            city: String::new(),
            size_band: String::new(),
            verified_size_code: String::new(),
        };
        let value = organization(
            &company,
            "https://ensemblier.fr",
            Some("/uploads/works/abw1600.jpg"),
        );
        assert_eq!(value["@type"], "Organization");
        assert_eq!(
            value["url"],
            "https://ensemblier.fr/entreprises/7/atelier-dubois"
        );
        assert_eq!(value["logo"], "https://ensemblier.fr/uploads/logos/abc.png");
        assert_eq!(value["description"], "Tapisserie d’art depuis 1987.");
        assert_eq!(
            value["image"],
            "https://ensemblier.fr/uploads/works/abw1600.jpg"
        );
        let bare = organization(&company, "https://ensemblier.fr", None);
        assert!(bare.get("image").is_none());
    }
}
