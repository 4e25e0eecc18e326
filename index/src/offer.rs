//! An offer as the index sees it.

/// An offer to index. The server builds it from its records; the index keeps only what it
/// searches, filters, counts and sorts on, and returns ids.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct OfferDocument {
    /// The offer's id; indexing an id again replaces the earlier document.
    pub id: u64,
    pub title: String,
    /// May hold simple HTML (`<p>`, `<ul>`, `<li>`, `<strong>`…): tags are ignored.
    pub description: String,
    /// The ideal-candidate text; may hold simple HTML.
    pub perfect_candidate: String,
    pub company_name: String,
    /// May hold simple HTML.
    pub company_presentation: String,
    /// The name of the offer's position (job), e.g. `Ébéniste`.
    pub position_name: String,
    pub contract_id: u64,
    pub type_ids: Vec<u64>,
    pub salary_id: u64,
    /// The most the offer pays over a year, in euros (its range's maximum, annualised by the
    /// server); `None` for an offer without a range. « Salaire minimum » compares it.
    pub pay_annual_max: Option<u32>,
    /// The least the offer pays over a year, in euros (its range's minimum, annualised by the
    /// server); `None` without a range. The order « Salaire » sorts on it; it and the maximum
    /// make the medians of [`OfferIndex::pay_medians`](crate::OfferIndex::pay_medians).
    pub pay_annual_min: Option<u32>,
    /// The offer's position and all its ancestors, so filtering on a family finds its jobs.
    pub position_ids: Vec<u64>,
    pub region_id: u64,
    pub department_id: u64,
    /// The commune; for a district (an arrondissement of Paris, Lyon or Marseille), its city.
    pub city_id: u64,
    /// The district when the offer is in one.
    pub district_id: Option<u64>,
    /// Where the offer's locality is (decimal degrees, WGS 84), for searches within a radius.
    pub latitude: f64,
    pub longitude: f64,
    /// The start of the ad, unix seconds.
    pub published_at: i64,
    /// Urgent offers come first while `now < urgent_until` (unix seconds).
    pub urgent_until: Option<i64>,
    /// Never found once `now >= expires_at` (unix seconds).
    pub expires_at: i64,
    /// Its company holds a craft label staff approved (« Savoir-faire labellisé »).
    pub labelled: bool,
    /// The diploma a training offer prepares (« Diplôme préparé »).
    pub diploma_id: Option<u64>,
    /// The month a training offer starts in, counted `year * 12 + month - 1` (« Début »).
    pub start_month: Option<u32>,
}
