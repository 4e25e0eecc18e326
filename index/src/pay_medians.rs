//! The median gross range of the live offers of one position in one region: what the offer
//! form shows a recruiter while she writes her range (issue 36), read from the segments' tables
//! (no SQL).

use tantivy::schema::IndexRecordOption;
use tantivy::{DocSet, TERMINATED};

use crate::collect::POSITIONS;
use crate::schema::OfferFields;
use crate::table::Snapshot;
use crate::PlaceFilter;

/// The medians of the yearly minimums and of the yearly maximums of `count` offers, in euros.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PayMedians {
    pub count: u64,
    pub annual_min: u32,
    pub annual_max: u32,
}

/// The median of `values` (the mean of the two middle ones for an even count, rounded down);
/// `None` for none.
fn median(values: &mut [u32]) -> Option<u32> {
    values.sort_unstable();
    let n = values.len();
    match n {
        0 => None,
        _ if !n.is_multiple_of(2) => Some(values[n / 2]),
        _ => Some(((u64::from(values[n / 2 - 1]) + u64::from(values[n / 2])) / 2) as u32),
    }
}

/// The medians of the offers unexpired at `now`, of `position` (or a position under it) and in
/// `region`, that state a range; `None` when fewer than `at_least` do.
pub(crate) fn pay_medians(
    snapshot: &Snapshot,
    fields: &OfferFields,
    position: u64,
    region: u64,
    now: i64,
    at_least: usize,
) -> tantivy::Result<Option<PayMedians>> {
    let term = fields.place_term(PlaceFilter::Region(region));
    let (mut minimums, mut maximums) = (Vec::new(), Vec::new());
    for (reader, (_, table)) in snapshot
        .searcher
        .segment_readers()
        .iter()
        .zip(&snapshot.tables)
    {
        let Some(wanted) = table.options[POSITIONS].wanted(&[position]) else {
            continue;
        };
        let Some(mut postings) = reader
            .inverted_index(term.field())?
            .read_postings(&term, IndexRecordOption::Basic)?
        else {
            continue;
        };
        let alive = reader.alive_bitset();
        let mut doc = postings.doc();
        while doc != TERMINATED {
            let index = doc as usize;
            let (_, positions) = table.types_and_positions(doc);
            if alive.is_none_or(|alive| alive.is_alive(doc))
                && i64::from(table.rows[index].expires_at) > now
                && table.pay_min[index] > 0
                && positions.iter().any(|&code| wanted[usize::from(code)])
            {
                minimums.push(table.pay_min[index]);
                maximums.push(table.pay_max[index]);
            }
            doc = postings.advance();
        }
    }
    if minimums.len() < at_least.max(1) {
        return Ok(None);
    }
    Ok(Some(PayMedians {
        count: minimums.len() as u64,
        annual_min: median(&mut minimums).unwrap_or_default(),
        annual_max: median(&mut maximums).unwrap_or_default(),
    }))
}

#[cfg(test)]
mod tests {
    use super::median;

    #[test]
    fn the_median_of_an_odd_and_an_even_count() {
        assert_eq!(median(&mut []), None);
        assert_eq!(median(&mut [30, 10, 20]), Some(20));
        assert_eq!(median(&mut [40, 10, 30, 20]), Some(25));
        assert_eq!(median(&mut [u32::MAX, u32::MAX]), Some(u32::MAX));
    }
}
