//! A set of a segment's docs as one bit per doc, for the searches that match a large share of
//! a segment ([`crate::dense`]): an intersection, a union or a count then costs a pass over
//! `max_doc / 64` words, whatever the number of docs in the sets.

use tantivy::schema::IndexRecordOption;
use tantivy::{DocId, SegmentReader, Term};

#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Bits {
    words: Vec<u64>,
}

impl Bits {
    /// No doc of a segment of `max_doc` docs.
    pub fn none(max_doc: DocId) -> Self {
        Bits {
            words: vec![0; (max_doc as usize).div_ceil(64)],
        }
    }

    /// Every doc of a segment of `max_doc` docs.
    pub fn all(max_doc: DocId) -> Self {
        let mut words = vec![u64::MAX; (max_doc as usize).div_ceil(64)];
        if let (Some(last), rest @ 1..) = (words.last_mut(), max_doc % 64) {
            *last = (1 << rest) - 1;
        }
        Bits { words }
    }

    /// The docs whose bit `is_in` sets, read 64 at a time (a loop the compiler vectorises).
    pub fn from_fn(max_doc: DocId, is_in: impl Fn(usize) -> bool) -> Self {
        let max_doc = max_doc as usize;
        let words = (0..max_doc.div_ceil(64))
            .map(|w| {
                let start = w * 64;
                (start..max_doc.min(start + 64))
                    .fold(0, |word, doc| word | u64::from(is_in(doc)) << (doc - start))
            })
            .collect();
        Bits { words }
    }

    /// The docs of `docs`.
    pub fn of(max_doc: DocId, docs: &[DocId]) -> Self {
        let mut bits = Bits::none(max_doc);
        docs.iter().for_each(|&doc| bits.insert(doc));
        bits
    }

    /// The docs holding `term` (deleted ones included: the caller removes them).
    pub fn of_term(reader: &SegmentReader, term: &Term) -> tantivy::Result<Self> {
        let mut bits = Bits::none(reader.max_doc());
        let postings = reader
            .inverted_index(term.field())?
            .read_block_postings(term, IndexRecordOption::Basic)?;
        if let Some(mut postings) = postings {
            while !postings.docs().is_empty() {
                postings.docs().iter().for_each(|&doc| bits.insert(doc));
                postings.advance();
            }
        }
        Ok(bits)
    }

    #[inline]
    pub fn insert(&mut self, doc: DocId) {
        self.words[doc as usize / 64] |= 1 << (doc % 64);
    }

    #[inline]
    pub fn contains(&self, doc: DocId) -> bool {
        self.words[doc as usize / 64] & 1 << (doc % 64) != 0
    }

    pub fn and(&mut self, other: &Bits) {
        self.words
            .iter_mut()
            .zip(&other.words)
            .for_each(|(word, other)| *word &= other);
    }

    pub fn or(&mut self, other: &Bits) {
        self.words
            .iter_mut()
            .zip(&other.words)
            .for_each(|(word, other)| *word |= other);
    }

    /// Removes the docs of `other`.
    pub fn and_not(&mut self, other: &Bits) {
        self.words
            .iter_mut()
            .zip(&other.words)
            .for_each(|(word, other)| *word &= !other);
    }

    /// The docs in both sets.
    pub fn with(&self, other: &Bits) -> Bits {
        let mut both = self.clone();
        both.and(other);
        both
    }

    /// The docs of this set not in `other`.
    pub fn without(&self, other: &Bits) -> Bits {
        let mut rest = self.clone();
        rest.and_not(other);
        rest
    }

    /// How many docs the set holds.
    pub fn count(&self) -> u64 {
        self.words
            .iter()
            .map(|word| u64::from(word.count_ones()))
            .sum()
    }

    /// How many docs are in both sets.
    pub fn len_with(&self, other: &Bits) -> u64 {
        self.words
            .iter()
            .zip(&other.words)
            .map(|(word, other)| u64::from((word & other).count_ones()))
            .sum()
    }

    /// Keeps the docs `keep` says yes to.
    pub fn retain(&mut self, mut keep: impl FnMut(DocId) -> bool) {
        for (w, word) in self.words.iter_mut().enumerate() {
            let mut rest = *word;
            while rest != 0 {
                let bit = rest & rest.wrapping_neg();
                rest ^= bit;
                if !keep(w as DocId * 64 + bit.trailing_zeros()) {
                    *word ^= bit;
                }
            }
        }
    }

    /// The docs of the set, ascending.
    pub fn iter(&self) -> Docs<'_> {
        Docs {
            words: &self.words,
            next: 0,
            word: 0,
            base: 0,
        }
    }
}

/// The docs of a [`Bits`], ascending.
pub(crate) struct Docs<'a> {
    words: &'a [u64],
    /// The next word to read.
    next: usize,
    /// What is left of the word being read, and its first doc.
    word: u64,
    base: DocId,
}

impl Iterator for Docs<'_> {
    type Item = DocId;

    #[inline]
    fn next(&mut self) -> Option<DocId> {
        while self.word == 0 {
            self.word = *self.words.get(self.next)?;
            self.base = self.next as DocId * 64;
            self.next += 1;
        }
        let doc = self.base + self.word.trailing_zeros();
        self.word &= self.word - 1;
        Some(doc)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_of_any_size_count_iterate_and_combine() {
        for max_doc in [0, 1, 63, 64, 65, 130] {
            let all = Bits::from_fn(max_doc, |_| true);
            assert_eq!(all.len_with(&all), u64::from(max_doc));
            assert_eq!(Bits::all(max_doc), all);
            assert_eq!(all.count(), u64::from(max_doc));
            assert_eq!(
                all.iter().collect::<Vec<_>>(),
                (0..max_doc).collect::<Vec<_>>()
            );
            let even = Bits::from_fn(max_doc, |doc| doc % 2 == 0);
            let threes: Vec<DocId> = (0..max_doc).step_by(3).collect();
            let mut both = Bits::of(max_doc, &threes);
            assert_eq!(both.len_with(&even), (0..max_doc).step_by(6).count() as u64);
            both.and(&even);
            assert_eq!(
                both.iter().collect::<Vec<_>>(),
                (0..max_doc).step_by(6).collect::<Vec<_>>()
            );
            let mut either = Bits::of(max_doc, &threes);
            either.or(&even);
            either.retain(|doc| doc > 10);
            assert_eq!(
                either.iter().collect::<Vec<_>>(),
                (11..max_doc)
                    .filter(|doc| doc % 2 == 0 || doc % 3 == 0)
                    .collect::<Vec<_>>()
            );
            let odd = all.without(&even);
            assert_eq!(
                odd.iter().collect::<Vec<_>>(),
                (1..max_doc).step_by(2).collect::<Vec<_>>()
            );
            assert_eq!(odd.with(&even).count(), 0);
            assert_eq!(odd.with(&all), odd);
            assert!(max_doc == 0 || all.contains(max_doc - 1) && !Bits::none(max_doc).contains(0));
        }
    }
}
