//! Where the index stands in the outbox: what the follower records beside the index and a
//! snapshot carries in its manifest.

use std::{fmt, str::FromStr};

/// How far the index followed the outbox: every row before `(xid, id)` is applied.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct OutboxPosition {
    /// The writing transaction (`xid8`).
    pub xid: u64,
    pub id: i64,
}

impl fmt::Display for OutboxPosition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.xid, self.id)
    }
}

impl FromStr for OutboxPosition {
    type Err = ();

    fn from_str(text: &str) -> Result<Self, ()> {
        let (xid, id) = text.trim().split_once(' ').ok_or(())?;
        Ok(Self {
            xid: xid.parse().map_err(|_| ())?,
            id: id.parse().map_err(|_| ())?,
        })
    }
}
