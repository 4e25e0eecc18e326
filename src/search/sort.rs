//! The orders of the search (« Trier par »), named as `/emploi`'s URL (`sort=`) and an alert's
//! row (`job_offer_alerts.sort`) name them; the order itself is the index's
//! ([`ensemblier_index::Sort`]). « Pertinence » is the default: the URL leaves it out.

use ensemblier_index::Sort;

/// Every order, in the order « Trier par » offers them.
pub const ALL: [Sort; 4] = [Sort::Relevance, Sort::Recent, Sort::Pay, Sort::Distance];

/// The order's name: `relevance`, `recent`, `pay` or `distance` (the `CHECK` of `job_offer_alerts.sort`
/// lists the same; `ui/src/lib/jobSearch.ts` writes them in the URL).
pub fn name(sort: Sort) -> &'static str {
    match sort {
        Sort::Relevance => "relevance",
        Sort::Recent => "recent",
        Sort::Pay => "pay",
        Sort::Distance => "distance",
    }
}

/// The order of a name; anything else is the default order, as the UI reads the URL.
pub fn named(name: &str) -> Sort {
    ALL.into_iter()
        .find(|&sort| self::name(sort) == name)
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_order_reads_back_from_its_name_and_anything_else_is_relevance() {
        for sort in ALL {
            assert_eq!(named(name(sort)), sort);
        }
        for other in ["", "Recent", "salaire", " pay"] {
            assert_eq!(named(other), Sort::Relevance, "{other:?}");
        }
    }
}
