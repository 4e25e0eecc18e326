//! Relay connections (`edges { node cursor }`, `pageInfo`, `totalCount`) whose cursors are
//! opaque keysets: the sort key and the id of the last row seen, never an offset.

use async_graphql::{
    connection::{Connection, Edge, EmptyFields},
    OutputType, SimpleObject,
};
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine};

use crate::error::AppError;

#[derive(SimpleObject)]
pub struct TotalCount {
    pub total_count: i64,
}

pub type CountedConnection<T> = Connection<String, T, TotalCount, EmptyFields>;

/// Where a page resumes: after the row with this sort key and id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Keyset {
    pub key: i64,
    pub id: i64,
}

impl Keyset {
    pub fn encode(self) -> String {
        URL_SAFE_NO_PAD.encode(format!("k{}:{}", self.key, self.id))
    }

    pub fn decode(cursor: &str) -> Result<Self, AppError> {
        let bytes = URL_SAFE_NO_PAD
            .decode(cursor)
            .map_err(|_| AppError::invalid_cursor())?;
        let text = String::from_utf8(bytes).map_err(|_| AppError::invalid_cursor())?;
        let (key, id) = text
            .strip_prefix('k')
            .and_then(|t| t.split_once(':'))
            .ok_or(AppError::invalid_cursor())?;
        Ok(Self {
            key: key.parse().map_err(|_| AppError::invalid_cursor())?,
            id: id.parse().map_err(|_| AppError::invalid_cursor())?,
        })
    }
}

/// Checks a page size argument.
pub fn page_size(first: Option<i32>, default: i32, max: i32) -> Result<usize, AppError> {
    match first.unwrap_or(default) {
        n if (0..=max).contains(&n) => Ok(n as usize),
        _ => Err(AppError::out_of_range("first", 0, i64::from(max))),
    }
}

pub fn decode_after(after: Option<&str>) -> Result<Option<Keyset>, AppError> {
    after.map(Keyset::decode).transpose()
}

/// Builds a connection from rows fetched with one row more than `first` (that extra row
/// only says whether a next page exists).
pub fn connection<T: OutputType>(
    mut rows: Vec<T>,
    first: usize,
    total: i64,
    has_previous: bool,
    keyset: impl Fn(&T) -> Keyset,
) -> CountedConnection<T> {
    let has_next = rows.len() > first;
    rows.truncate(first);
    let mut connection = Connection::with_additional_fields(
        has_previous,
        has_next,
        TotalCount { total_count: total },
    );
    connection.edges.extend(
        rows.into_iter()
            .map(|row| Edge::new(keyset(&row).encode(), row)),
    );
    connection
}

/// Pages through a list already in memory and in display order; the key is the position
/// in that order, which is fixed for the life of the process (reference data).
pub fn paginate_in_memory<T: OutputType + Clone>(
    items: &[T],
    first: Option<i32>,
    after: Option<&str>,
    id_of: impl Fn(&T) -> i64,
) -> Result<CountedConnection<T>, AppError> {
    let first = page_size(first, 100, 1000)?;
    let start = match decode_after(after)? {
        Some(k) => match usize::try_from(k.key) {
            Ok(position) if items.get(position).map(&id_of) == Some(k.id) => position + 1,
            _ => return Err(AppError::invalid_cursor()),
        },
        None => 0,
    };
    let rows: Vec<(usize, T)> = items
        .iter()
        .cloned()
        .enumerate()
        .skip(start)
        .take(first + 1)
        .collect();
    let has_next = rows.len() > first;
    let mut connection = Connection::with_additional_fields(
        start > 0,
        has_next,
        TotalCount {
            total_count: items.len() as i64,
        },
    );
    connection
        .edges
        .extend(rows.into_iter().take(first).map(|(position, item)| {
            let cursor = Keyset {
                key: position as i64,
                id: id_of(&item),
            }
            .encode();
            Edge::new(cursor, item)
        }));
    Ok(connection)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cursor_decodes_to_the_keyset_it_encodes() {
        let keyset = Keyset { key: -42, id: 7 };
        assert_eq!(Keyset::decode(&keyset.encode()).ok(), Some(keyset));
    }

    #[test]
    fn a_broken_cursor_is_refused() {
        for cursor in ["", "!!!", "bm9wZQ", &URL_SAFE_NO_PAD.encode("k1:x")] {
            assert!(Keyset::decode(cursor).is_err(), "{cursor}");
        }
    }

    #[test]
    fn page_sizes_outside_the_range_are_refused() {
        assert_eq!(page_size(None, 10, 50).ok(), Some(10));
        assert!(page_size(Some(-1), 10, 50).is_err());
        assert!(page_size(Some(51), 10, 50).is_err());
    }
}
