//! Opaque, stable cursors: the full sort key of the last offer of a page, never an offset.
//!
//! Layout before base64url (no padding): version (1 byte), the order ([`Sort`], u8), the `now`
//! of the first page (i64), Urgent flag (u8), rank (u32), published_at (i64), id (u64), then a
//! 32-bit FNV-1a check of the previous bytes, all big-endian. Version 2 added the order: a
//! version-1 cursor (written before the orders existed) is refused like any unknown one. The check is not a signature: a cursor holds nothing
//! secret and a forged one only moves the reader in the list; it makes a mangled or edited
//! cursor an [`InvalidCursor`](crate::SearchError::InvalidCursor) instead of a wrong page.

use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;

use crate::{SearchError, Sort};

const VERSION: u8 = 2;
const LEN: usize = 1 + 1 + 8 + 1 + 4 + 8 + 8 + 4;

/// Where an offer sorts. Greater comes first: active Urgent, then the higher rank, then newer,
/// then the higher id. Ids are unique, so the order is total. Each order fills the key its way
/// ([`Sort`]): « Pertinence » with the urgency and the relevance, « Plus récentes » with neither
/// (never Urgent, rank 0), « Salaire » with the yearly minimum pay as the rank (never Urgent).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) struct SortKey {
    pub urgent: bool,
    /// The relevance, or the yearly minimum pay in euros in the order « Salaire », or 0.
    pub rank: u32,
    pub published_at: i64,
    pub id: u64,
}

/// The position of a page end in one search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Cursor {
    /// The order of the search that wrote it: another order's search refuses it.
    pub sort: Sort,
    /// The `now` of the first page: the Urgent split stays the same on every page.
    pub now: i64,
    /// The last offer returned; the next page starts strictly after it.
    pub key: SortKey,
}

impl Cursor {
    pub fn encode(&self) -> String {
        let mut bytes = Vec::with_capacity(LEN);
        bytes.push(VERSION);
        bytes.push(match self.sort {
            Sort::Relevance => 0,
            Sort::Recent => 1,
            Sort::Pay => 2,
            Sort::Distance => 3,
        });
        bytes.extend_from_slice(&self.now.to_be_bytes());
        bytes.push(u8::from(self.key.urgent));
        bytes.extend_from_slice(&self.key.rank.to_be_bytes());
        bytes.extend_from_slice(&self.key.published_at.to_be_bytes());
        bytes.extend_from_slice(&self.key.id.to_be_bytes());
        bytes.extend_from_slice(&fnv1a(&bytes).to_be_bytes());
        URL_SAFE_NO_PAD.encode(bytes)
    }

    pub fn decode(text: &str) -> Result<Cursor, SearchError> {
        let bytes = URL_SAFE_NO_PAD
            .decode(text)
            .map_err(|_| SearchError::InvalidCursor)?;
        let bytes: [u8; LEN] = bytes.try_into().map_err(|_| SearchError::InvalidCursor)?;
        let (body, check) = bytes.split_at(LEN - 4);
        if body[0] != VERSION || fnv1a(body).to_be_bytes() != check {
            return Err(SearchError::InvalidCursor);
        }
        let mut reader = Reader(&body[1..]);
        let sort = match reader.take::<1>() {
            [0] => Sort::Relevance,
            [1] => Sort::Recent,
            [2] => Sort::Pay,
            [3] => Sort::Distance,
            _ => return Err(SearchError::InvalidCursor),
        };
        let now = i64::from_be_bytes(reader.take());
        let urgent = match reader.take::<1>() {
            [0] => false,
            [1] => true,
            _ => return Err(SearchError::InvalidCursor),
        };
        Ok(Cursor {
            sort,
            now,
            key: SortKey {
                urgent,
                rank: u32::from_be_bytes(reader.take()),
                published_at: i64::from_be_bytes(reader.take()),
                id: u64::from_be_bytes(reader.take()),
            },
        })
    }
}

/// Reads fixed-size fields off a slice whose length was checked beforehand.
struct Reader<'a>(&'a [u8]);

impl Reader<'_> {
    fn take<const N: usize>(&mut self) -> [u8; N] {
        let mut field = [0; N];
        field.copy_from_slice(&self.0[..N]);
        self.0 = &self.0[N..];
        field
    }
}

fn fnv1a(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5, |hash, &byte| {
        (hash ^ u32::from(byte)).wrapping_mul(0x0100_0193)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cursor() -> Cursor {
        Cursor {
            sort: Sort::Pay,
            now: 1_795_000_000,
            key: SortKey {
                urgent: true,
                rank: 17,
                published_at: 1_794_000_000,
                id: 4242,
            },
        }
    }

    #[test]
    fn a_cursor_reads_back_what_it_wrote() {
        assert_eq!(Cursor::decode(&cursor().encode()).ok(), Some(cursor()));
    }

    #[test]
    fn a_cursor_keeps_its_order() {
        for sort in [Sort::Relevance, Sort::Recent, Sort::Pay, Sort::Distance] {
            let cursor = Cursor { sort, ..cursor() };
            assert_eq!(Cursor::decode(&cursor.encode()).ok(), Some(cursor));
        }
    }

    #[test]
    fn a_cursor_is_url_safe_text() {
        let text = cursor().encode();
        assert!(text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'));
    }

    #[test]
    fn every_mangled_cursor_is_refused() {
        let text = cursor().encode();
        let mut refused = vec![
            String::new(),
            "bm90IGEgY3Vyc29y".to_owned(),
            "%%%".to_owned(),
            text[..text.len() - 1].to_owned(),
            format!("{text}A"),
        ];
        // Every single-character change.
        for i in 0..text.len() {
            let mut edited = text.clone().into_bytes();
            edited[i] = if edited[i] == b'A' { b'B' } else { b'A' };
            refused.push(String::from_utf8(edited).unwrap_or_default());
        }
        for bad in refused {
            assert!(
                matches!(Cursor::decode(&bad), Err(SearchError::InvalidCursor)),
                "{bad:?} should be refused"
            );
        }
    }
}
