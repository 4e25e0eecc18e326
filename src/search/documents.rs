//! From an offer's row to the document the index keeps.

use ensemblier_index::OfferDocument;

use crate::{filters::JobFilters, offers::read::OfferRow};

fn id(value: i64) -> u64 {
    u64::try_from(value).unwrap_or_default()
}

pub fn document(row: &OfferRow, filters: &JobFilters) -> OfferDocument {
    let position_name = filters
        .position(row.job_position_id)
        .map(|p| p.name.clone())
        .unwrap_or_default();
    let (city_id, district_id) = match row.city_id {
        Some(city) => (city, Some(row.locality_id)),
        None => (row.locality_id, None),
    };
    OfferDocument {
        id: id(row.id),
        title: row.title.clone(),
        description: row.texts.description.clone(),
        perfect_candidate: row.texts.perfect_candidate_description.clone(),
        company_name: row.company_name.clone(),
        company_presentation: row.texts.company_presentation.clone(),
        position_name,
        contract_id: id(row.job_contract_id),
        type_ids: row.type_ids.iter().copied().map(id).collect(),
        salary_id: id(row.job_salary_id),
        pay_annual_max: row
            .pay
            .as_ref()
            .map(|pay| u32::try_from(pay.annual_max_euros()).unwrap_or(u32::MAX)),
        pay_annual_min: row
            .pay
            .as_ref()
            .map(|pay| u32::try_from(pay.annual_min_euros()).unwrap_or(u32::MAX)),
        position_ids: filters
            .with_ancestors(row.job_position_id)
            .into_iter()
            .map(id)
            .collect(),
        region_id: id(row.region_id),
        department_id: id(row.department_id),
        city_id: id(city_id),
        district_id: district_id.map(id),
        latitude: row.latitude,
        longitude: row.longitude,
        published_at: row.starts_at.map(|t| t.timestamp()).unwrap_or_default(),
        urgent_until: row
            .urgent_until
            .filter(|_| row.urgent)
            .map(|t| t.timestamp()),
        expires_at: row.ends_at.map(|t| t.timestamp()).unwrap_or_default(),
        // Valid today; a label's last day passing is read at the nightly rebuild (and the
        // cards' badges check the day whenever shown).
        labelled: !row.badges(chrono::Utc::now().date_naive()).is_empty(),
        diploma_id: row.training.as_ref().and_then(|t| t.diploma_id).map(id),
        start_month: row
            .training
            .as_ref()
            .map(crate::offers::training::Training::start_month),
    }
}
