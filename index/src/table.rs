//! The fast fields of a segment decoded once into plain arrays.
//!
//! Tantivy's columns are compressed (bitpacked, blockwise linear, optional and multivalued
//! indexes): reading eight of them per offer cost ~80 ns. A search reads them for every offer
//! that matches its words and places (all of them when there are none), so each segment's
//! values are decoded when the segment first appears after a commit, and kept while it lives
//! (segments never change; deletions are tantivy's alive bitset).
//!
//! Layout: what the pass reads of every candidate (expiry, urgency, date, the filter
//! groups) is one 32-byte [`Row`], two to a cache line; the id (needed only by the offers that
//! may make the page), the yearly minimum pay (only in the order « Salaire ») and the
//! coordinates (only with a radius) are beside it. At a million
//! offers the rows take 32 MB, where the former 56-byte rows and their two lists of u64 took
//! ~100 MB spread over five arrays, i.e. five cache misses per candidate instead of one.
//! Filter options are numbered per segment ([`Options`]): a row holds their codes (u16).
//!
//! For the searches that match a large share of a segment (the bitset pass,
//! `collect/dense.rs`), the table also holds each option's docs (a bitset when the option is
//! common), the expiry and sort times alone, and the docs sorted by expiry and by the end of
//! their urgency.

use std::cmp::Reverse;
use std::collections::HashMap;
use std::sync::Arc;

use tantivy::columnar::Column;
use tantivy::index::SegmentId;
use tantivy::{DocId, Searcher, SegmentReader, TantivyError};

use crate::bits::Bits;
use crate::collect::GROUPS;
use crate::schema::{
    CONTRACT, EXPIRES_AT, ID, LATITUDE, LONGITUDE, NEVER_URGENT, PAY, PAY_MAX, PAY_MIN, POSITIONS,
    PUBLISHED_AT, SALARY, TYPES, URGENT_UNTIL,
};
use crate::sets::SegmentSets;
use crate::PAY_FLOORS;

/// Option codes a row holds inline, types then positions (an offer has one or two types and
/// a position with its two ancestors: five).
const INLINE: usize = 7;
/// `Row::lens` of an offer whose types and positions do not fit inline.
const SPILLED: u8 = u8::MAX;

/// What a search reads of one candidate, in half a cache line.
///
/// Times are unix seconds held as `u32` (1970 to 2106), values outside clamped: every time
/// the index compares them with (`now`, a cursor's) lies in that range, so no answer changes.
#[derive(Clone, Copy, Debug, Default)]
#[repr(C, align(32))]
pub(crate) struct Row {
    pub expires_at: u32,
    pub urgent_until: u32,
    pub published_at: u32,
    /// The option codes of the contract and the salary.
    pub contract: u16,
    pub salary: u16,
    /// The number of types (low 4 bits) and positions (high 4 bits) inline, or [`SPILLED`].
    lens: u8,
    /// The yearly maximum pay in thousands of euros (`schema::pay_thousands`; 0: no range),
    /// in what was the row's padding byte.
    pub pay: u8,
    options: [u16; INLINE],
}

/// For each value of [`Row::pay`], how many floors of [`PAY_FLOORS`] (ascending) it reaches:
/// the offer holds the « Salaire minimum » options of codes below it.
pub(crate) const PAY_FLOORS_REACHED: [u8; 256] = {
    let mut reached = [0u8; 256];
    let mut thousands = 0;
    while thousands < 256 {
        let mut floors = 0;
        while floors < PAY_FLOORS.len() && PAY_FLOORS[floors] / 1_000 <= thousands as u32 {
            floors += 1;
        }
        reached[thousands] = floors as u8;
        thousands += 1;
    }
    reached
};

/// What a result's place in the order depends on, besides its relevance and id.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct SortTimes {
    pub urgent_until: u32,
    pub published_at: u32,
}

/// Unix seconds as a row holds them.
pub(crate) fn seconds(time: i64) -> u32 {
    time.clamp(0, i64::from(u32::MAX)) as u32
}

/// The option ids of one filter group in a segment, by code (ascending ids), and their docs.
#[derive(Debug, Default)]
pub(crate) struct Options {
    ids: Vec<u64>,
    /// By code; filled once every row has its codes.
    docs: Vec<OptionDocs>,
}

/// The docs of one option: a bitset when at least one doc in [`COMMON`] has it, else their
/// list. Counting the docs of a list in a set costs a look-up each, and a bitset a word per 64
/// docs of the segment: the bitset is cheaper from about one doc in 200 (and at most 4 times
/// the size of the list at the threshold).
#[derive(Debug)]
pub(crate) enum OptionDocs {
    Common(Bits),
    Rare(Vec<DocId>),
}

/// An option held by `max_doc / COMMON` docs or more is common.
const COMMON: usize = 128;

impl OptionDocs {
    fn new(max_doc: DocId, docs: Vec<DocId>) -> Self {
        if docs.len() * COMMON >= max_doc as usize {
            OptionDocs::Common(Bits::of(max_doc, &docs))
        } else {
            OptionDocs::Rare(docs)
        }
    }

    /// Adds the option's docs to `bits`.
    pub fn add_to(&self, bits: &mut Bits) {
        match self {
            OptionDocs::Common(docs) => bits.or(docs),
            OptionDocs::Rare(docs) => docs.iter().for_each(|&doc| bits.insert(doc)),
        }
    }

    /// How many of the option's docs are in `bits`.
    pub fn count_in(&self, bits: &Bits) -> u64 {
        match self {
            OptionDocs::Common(docs) => bits.len_with(docs),
            OptionDocs::Rare(docs) => docs.iter().filter(|&&doc| bits.contains(doc)).count() as u64,
        }
    }
}

impl Options {
    fn new(mut ids: Vec<u64>) -> tantivy::Result<Self> {
        ids.sort_unstable();
        ids.dedup();
        if ids.len() > usize::from(u16::MAX) + 1 {
            return Err(TantivyError::InternalError(format!(
                "{} options in one filter group: at most 65,536 per segment",
                ids.len()
            )));
        }
        Ok(Options {
            ids,
            docs: Vec::new(),
        })
    }

    fn code(&self, id: u64) -> Option<u16> {
        self.ids.binary_search(&id).ok().map(|code| code as u16)
    }

    /// How many options the segment has.
    pub fn len(&self) -> usize {
        self.ids.len()
    }

    /// The id of a code.
    pub fn id(&self, code: usize) -> u64 {
        self.ids[code]
    }

    /// The docs of the option of this code.
    pub fn docs(&self, code: usize) -> &OptionDocs {
        &self.docs[code]
    }

    /// Which codes are among `ids`, by code; `None` when `ids` is empty (no filter).
    pub fn wanted(&self, ids: &[u64]) -> Option<Vec<bool>> {
        if ids.is_empty() {
            return None;
        }
        let mut wanted = vec![false; self.ids.len()];
        for code in ids.iter().filter_map(|&id| self.code(id)) {
            wanted[usize::from(code)] = true;
        }
        Some(wanted)
    }
}

/// The decoded fast fields of one segment, indexed by doc id.
#[derive(Debug, Default)]
pub(crate) struct SegmentTable {
    pub rows: Vec<Row>,
    /// The rows' `expires_at` alone: a whole segment's read in one pass.
    pub expires: Vec<u32>,
    /// The rows' sort times alone: 8 bytes a doc stay in the caches where rows do not.
    pub sort_times: Vec<SortTimes>,
    /// The docs by expiry, and the Urgent ones by the end of their urgency ([`first_end`]).
    by_expiry: Vec<(u32, DocId)>,
    by_urgency_end: Vec<(u32, DocId)>,
    /// Every doc, newest first (then by id, highest first): the order of the results within
    /// a tier of urgency and relevance ([`crate::collect`]'s `dense`).
    pub by_date: Vec<DocId>,
    /// Every doc in the order « Salaire » (highest yearly minimum first, then as `by_date`):
    /// the bitset pass reads a broad search's page of that order from it.
    pub by_pay: Vec<DocId>,
    pub ids: Vec<u64>,
    /// The yearly minimum pay in euros (0: no range): read only by the order « Salaire », for
    /// the results, beside the rows (which have no room left).
    pub pay_min: Vec<u32>,
    /// The yearly maximum pay in euros (0: no range): read only for the medians of a
    /// position's ranges (`pay_medians.rs`).
    pub pay_max: Vec<u32>,
    /// The locality's position (degrees): single precision is a metre's.
    pub coordinates: Vec<(f32, f32)>,
    /// The types and positions of the offers whose codes do not fit in their row.
    spilled: HashMap<DocId, (Vec<u16>, Vec<u16>)>,
    /// The options of each filter group (contracts, types, salaries, positions, pay floors).
    pub options: [Options; GROUPS],
    /// Bitsets kept between searches.
    pub sets: SegmentSets,
}

impl SegmentTable {
    /// The codes of the types and the positions of `doc`.
    #[inline]
    pub fn types_and_positions(&self, doc: DocId) -> (&[u16], &[u16]) {
        let row = &self.rows[doc as usize];
        if row.lens == SPILLED {
            return self
                .spilled
                .get(&doc)
                .map_or((&[], &[]), |(types, positions)| (types, positions));
        }
        let types = usize::from(row.lens & 0xF);
        let positions = usize::from(row.lens >> 4);
        let (types, rest) = row.options.split_at(types);
        (types, &rest[..positions])
    }

    /// The first expiry after `moment` of the docs of `set` (`i64::MAX`: none).
    pub fn first_expiry(&self, moment: i64, set: &Bits) -> i64 {
        let end_of = |doc: DocId| self.expires[doc as usize];
        first_end(&self.by_expiry, moment, set, self.expires.len(), end_of)
    }

    /// The first end of an urgency after `moment` of the docs of `set`.
    pub fn first_urgency_end(&self, moment: i64, set: &Bits) -> i64 {
        let (ends, max_doc) = (&self.by_urgency_end, self.expires.len());
        first_end(ends, moment, set, max_doc, |doc| {
            self.sort_times[doc as usize].urgent_until
        })
    }

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
        let f64s = |name: &str| -> tantivy::Result<Column<f64>> {
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
        let latitude = f64s(LATITUDE)?.first_or_default_col(0.0);
        let longitude = f64s(LONGITUDE)?.first_or_default_col(0.0);
        let types = u64s(TYPES)?;
        let positions = u64s(POSITIONS)?;
        let pay = u64s(PAY)?.first_or_default_col(0);
        let pay_min = u64s(PAY_MIN)?.first_or_default_col(0);
        let pay_max = u64s(PAY_MAX)?.first_or_default_col(0);
        let docs = 0..max_doc;
        let every = |column: &Column<u64>| -> Vec<u64> {
            docs.clone()
                .flat_map(|doc| column.values_for_doc(doc))
                .collect()
        };
        let mut options = [
            Options::new(docs.clone().map(|doc| contract.get_val(doc)).collect())?,
            Options::new(every(&types))?,
            Options::new(docs.clone().map(|doc| salary.get_val(doc)).collect())?,
            Options::new(every(&positions))?,
            Options::new(PAY_FLOORS.iter().map(|&floor| u64::from(floor)).collect())?,
        ];
        let code = |group: usize, id: u64| options[group].code(id).unwrap_or_default();
        // The docs of each option, by group and code.
        let mut option_docs: [Vec<Vec<DocId>>; GROUPS] =
            std::array::from_fn(|group| vec![Vec::new(); options[group].len()]);
        let mut table = SegmentTable {
            rows: Vec::with_capacity(max_doc as usize),
            expires: Vec::with_capacity(max_doc as usize),
            sort_times: Vec::with_capacity(max_doc as usize),
            by_expiry: Vec::new(),
            by_urgency_end: Vec::new(),
            by_date: Vec::new(),
            by_pay: Vec::new(),
            ids: docs.clone().map(|doc| id.get_val(doc)).collect(),
            pay_min: docs
                .clone()
                .map(|doc| u32::try_from(pay_min.get_val(doc)).unwrap_or(u32::MAX))
                .collect(),
            pay_max: docs
                .clone()
                .map(|doc| u32::try_from(pay_max.get_val(doc)).unwrap_or(u32::MAX))
                .collect(),
            coordinates: docs
                .clone()
                .map(|doc| (latitude.get_val(doc) as f32, longitude.get_val(doc) as f32))
                .collect(),
            spilled: HashMap::new(),
            options: Default::default(),
            sets: SegmentSets::default(),
        };
        for doc in docs {
            let doc_types: Vec<u16> = types.values_for_doc(doc).map(|t| code(1, t)).collect();
            let doc_positions: Vec<u16> =
                positions.values_for_doc(doc).map(|p| code(3, p)).collect();
            let mut row = Row {
                expires_at: seconds(expires_at.get_val(doc)),
                urgent_until: seconds(urgent_until.get_val(doc)),
                published_at: seconds(published_at.get_val(doc)),
                contract: code(0, contract.get_val(doc)),
                salary: code(2, salary.get_val(doc)),
                pay: pay.get_val(doc).min(255) as u8,
                ..Row::default()
            };
            for floor in
                &mut option_docs[4][..usize::from(PAY_FLOORS_REACHED[usize::from(row.pay)])]
            {
                floor.push(doc);
            }
            option_docs[0][usize::from(row.contract)].push(doc);
            option_docs[2][usize::from(row.salary)].push(doc);
            doc_types
                .iter()
                .for_each(|&t| option_docs[1][usize::from(t)].push(doc));
            doc_positions
                .iter()
                .for_each(|&p| option_docs[3][usize::from(p)].push(doc));
            let inline = doc_types.len() + doc_positions.len();
            if inline <= INLINE {
                row.lens = doc_types.len() as u8 | (doc_positions.len() as u8) << 4;
                for (slot, &code) in row
                    .options
                    .iter_mut()
                    .zip(doc_types.iter().chain(&doc_positions))
                {
                    *slot = code;
                }
            } else {
                row.lens = SPILLED;
                table.spilled.insert(doc, (doc_types, doc_positions));
            }
            table.expires.push(row.expires_at);
            table.sort_times.push(SortTimes {
                urgent_until: row.urgent_until,
                published_at: row.published_at,
            });
            table.rows.push(row);
        }
        for (options, docs) in options.iter_mut().zip(option_docs) {
            options.docs = docs
                .into_iter()
                .map(|docs| OptionDocs::new(max_doc, docs))
                .collect();
        }
        table.options = options;
        let rows = &table.rows;
        table.by_expiry = (0..max_doc)
            .map(|doc| (rows[doc as usize].expires_at, doc))
            .collect();
        table.by_expiry.sort_unstable();
        table.by_urgency_end = (0..max_doc)
            .map(|doc| (rows[doc as usize].urgent_until, doc))
            .filter(|&(end, _)| end > 0)
            .collect();
        table.by_urgency_end.sort_unstable();
        let (times, ids) = (&table.sort_times, &table.ids);
        table.by_date = (0..max_doc).collect();
        table.by_date.sort_unstable_by_key(|&doc| {
            Reverse((times[doc as usize].published_at, ids[doc as usize]))
        });
        let pay_min = &table.pay_min;
        table.by_pay = (0..max_doc).collect();
        table.by_pay.sort_unstable_by_key(|&doc| {
            let doc = doc as usize;
            Reverse((pay_min[doc], times[doc].published_at, ids[doc]))
        });
        Ok(table)
    }
}

/// The first end after `moment` among the docs of `set` (of a segment of `max_doc` docs), from
/// docs sorted by their end (`end_of` a doc's own): read from `moment` on up to the first doc in
/// the set, about `max_doc / set size` docs where the set's ends are spread, instead of the
/// whole set. A set that is empty or holds late ends only would have them read to the end (two
/// words that no offer holds both of: 2.3 ms of a 3.6 ms search at a million offers), so past
/// [`SCANNED`] times that many, the set's own docs are read instead: at most about
/// `max_doc / set size + set size` docs, whatever the set.
fn first_end(
    by_end: &[(u32, DocId)],
    moment: i64,
    set: &Bits,
    max_doc: usize,
    end_of: impl Fn(DocId) -> u32,
) -> i64 {
    let size = set.count();
    if size == 0 {
        return i64::MAX;
    }
    let from = by_end.partition_point(|&(end, _)| i64::from(end) <= moment);
    let scanned = (SCANNED * max_doc as u64 / size) as usize + 64;
    let window = &by_end[from..by_end.len().min(from.saturating_add(scanned))];
    if let Some(&(end, _)) = window.iter().find(|&&(_, doc)| set.contains(doc)) {
        return i64::from(end);
    }
    if from + window.len() == by_end.len() {
        return i64::MAX;
    }
    set.iter()
        .map(|doc| i64::from(end_of(doc)))
        .filter(|&end| end > moment)
        .min()
        .unwrap_or(i64::MAX)
}

/// How many times its expected length [`first_end`] reads before it reads the set instead.
const SCANNED: u64 = 8;

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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_is_half_a_cache_line() {
        assert_eq!(std::mem::size_of::<Row>(), 32);
        assert_eq!(std::mem::align_of::<Row>(), 32);
    }

    #[test]
    fn times_outside_what_a_row_holds_are_clamped() {
        assert_eq!(seconds(1_795_305_600), 1_795_305_600);
        assert_eq!(seconds(NEVER_URGENT), 0);
        assert_eq!(seconds(i64::MAX), u32::MAX);
    }

    /// `first_end` as it reads, against the minimum over the set, for sets whose ends are
    /// spread, late, past or absent.
    #[test]
    fn the_first_end_of_a_set_is_its_smallest_end_after_the_moment() {
        const MAX_DOC: DocId = 10_000;
        // Doc `d` ends at `d * 7 % MAX_DOC`: ends spread over the docs.
        fn end_of(doc: DocId) -> u32 {
            doc * 7 % MAX_DOC
        }
        let mut by_end: Vec<(u32, DocId)> = (0..MAX_DOC).map(|doc| (end_of(doc), doc)).collect();
        by_end.sort_unstable();
        type IsIn = fn(DocId) -> bool;
        let sets: [(&str, IsIn); 5] = [
            ("none", |_| false),
            ("one in 100", |doc| doc % 100 == 3),
            ("most", |doc| doc % 3 != 0),
            ("late ends only", |doc| end_of(doc) > 9_990),
            ("past ends only", |doc| end_of(doc) < 500),
        ];
        for (name, is_in) in sets {
            let set = Bits::from_fn(MAX_DOC, |doc| is_in(doc as DocId));
            for moment in [0, 499, 5_000, 9_995, 20_000] {
                let expected = (0..MAX_DOC)
                    .filter(|&doc| is_in(doc) && i64::from(end_of(doc)) > moment)
                    .map(|doc| i64::from(end_of(doc)))
                    .min()
                    .unwrap_or(i64::MAX);
                let found = first_end(&by_end, moment, &set, MAX_DOC as usize, end_of);
                assert_eq!(found, expected, "{name}, after {moment}");
            }
        }
    }
}
