//! The fast fields of a segment decoded once into plain arrays.
//!
//! Tantivy's columns are compressed (bitpacked, blockwise linear, optional and multivalued
//! indexes): reading eight of them per offer cost ~80 ns. A search reads them for every offer
//! that matches its words and places (all of them when there are none), so each segment's
//! values are decoded when the segment first appears after a commit, and kept while it lives
//! (segments never change; deletions are tantivy's alive bitset). About 60 bytes per offer.

use std::sync::Arc;

use tantivy::columnar::Column;
use tantivy::index::SegmentId;
use tantivy::{DocId, Searcher, SegmentReader};

use crate::schema::{
    CONTRACT, EXPIRES_AT, ID, LATITUDE, LONGITUDE, NEVER_URGENT, POSITIONS, PUBLISHED_AT, SALARY,
    TYPES, URGENT_UNTIL,
};

/// What a search reads of one offer, in one cache line.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Row {
    pub id: u64,
    pub published_at: i64,
    pub urgent_until: i64,
    pub expires_at: i64,
    pub contract: u64,
    pub salary: u64,
    /// The locality's position (degrees): single precision is a metre's.
    pub latitude: f32,
    pub longitude: f32,
}

/// Multi-valued ids of every document of a segment, compressed-row style.
#[derive(Debug, Default)]
pub(crate) struct Lists {
    starts: Vec<u32>,
    values: Vec<u64>,
}

impl Lists {
    fn build(column: &Column<u64>, max_doc: DocId) -> Self {
        let mut lists = Lists {
            starts: Vec::with_capacity(max_doc as usize + 1),
            values: Vec::with_capacity(max_doc as usize * 2),
        };
        for doc in 0..max_doc {
            lists.starts.push(lists.values.len() as u32);
            lists.values.extend(column.values_for_doc(doc));
        }
        lists.starts.push(lists.values.len() as u32);
        lists
    }

    pub fn of(&self, doc: DocId) -> &[u64] {
        let doc = doc as usize;
        &self.values[self.starts[doc] as usize..self.starts[doc + 1] as usize]
    }
}

/// The decoded fast fields of one segment, indexed by doc id.
#[derive(Debug, Default)]
pub(crate) struct SegmentTable {
    pub rows: Vec<Row>,
    pub types: Lists,
    pub positions: Lists,
    /// The largest option id of each filter group (contracts, types, salaries, positions).
    pub largest_ids: [u64; 4],
}

impl SegmentTable {
    fn build(reader: &SegmentReader) -> tantivy::Result<Self> {
        let fast = reader.fast_fields();
        let max_doc = reader.max_doc();
        let u64s = |name: &str| -> tantivy::Result<Column<u64>> {
            Ok(fast
                .column_opt(name)?
                .unwrap_or_else(|| Column::build_empty_column(max_doc)))
        };
        let i64s = |name: &str| -> tantivy::Result<Column<i64>> {
            Ok(fast
                .column_opt(name)?
                .unwrap_or_else(|| Column::build_empty_column(max_doc)))
        };
        let id = u64s(ID)?.first_or_default_col(0);
        let published_at = i64s(PUBLISHED_AT)?.first_or_default_col(0);
        let urgent_until = i64s(URGENT_UNTIL)?.first_or_default_col(NEVER_URGENT);
        let expires_at = i64s(EXPIRES_AT)?.first_or_default_col(i64::MIN);
        let contract = u64s(CONTRACT)?.first_or_default_col(0);
        let salary = u64s(SALARY)?.first_or_default_col(0);
        let f64s = |name: &str| -> tantivy::Result<Column<f64>> {
            Ok(fast
                .column_opt(name)?
                .unwrap_or_else(|| Column::build_empty_column(max_doc)))
        };
        let latitude = f64s(LATITUDE)?.first_or_default_col(0.0);
        let longitude = f64s(LONGITUDE)?.first_or_default_col(0.0);
        let rows: Vec<Row> = (0..max_doc)
            .map(|doc| Row {
                id: id.get_val(doc),
                published_at: published_at.get_val(doc),
                urgent_until: urgent_until.get_val(doc),
                expires_at: expires_at.get_val(doc),
                contract: contract.get_val(doc),
                salary: salary.get_val(doc),
                latitude: latitude.get_val(doc) as f32,
                longitude: longitude.get_val(doc) as f32,
            })
            .collect();
        let types = Lists::build(&u64s(TYPES)?, max_doc);
        let positions = Lists::build(&u64s(POSITIONS)?, max_doc);
        let largest = |ids: &mut dyn Iterator<Item = u64>| ids.max().unwrap_or(0);
        let largest_ids = [
            largest(&mut rows.iter().map(|row| row.contract)),
            largest(&mut types.values.iter().copied()),
            largest(&mut rows.iter().map(|row| row.salary)),
            largest(&mut positions.values.iter().copied()),
        ];
        Ok(SegmentTable {
            rows,
            types,
            positions,
            largest_ids,
        })
    }
}

/// A searcher and the tables of its segments (by segment ordinal): what one search uses.
pub(crate) struct Snapshot {
    pub searcher: Searcher,
    pub tables: Vec<(SegmentId, Arc<SegmentTable>)>,
}

impl Snapshot {
    /// The snapshot of `searcher`, reusing the tables of `previous` for segments it shares.
    pub fn new(searcher: Searcher, previous: Option<&Snapshot>) -> tantivy::Result<Self> {
        let tables = searcher
            .segment_readers()
            .iter()
            .map(|reader| {
                let id = reader.segment_id();
                let known = previous
                    .and_then(|p| p.tables.iter().find(|(known, _)| *known == id))
                    .map(|(_, table)| Arc::clone(table));
                let table = match known {
                    Some(table) => table,
                    None => Arc::new(SegmentTable::build(reader)?),
                };
                Ok((id, table))
            })
            .collect::<tantivy::Result<_>>()?;
        Ok(Snapshot { searcher, tables })
    }
}
