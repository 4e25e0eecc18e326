//! Interviews (issue 53, item 4; docs/interviews.md). A member of the company proposes 1 to 5
//! slots for an application; its candidate picks one, in the app or from the mail's link.
//! Both then get an invitation calendars accept (`ics`), again with a new `SEQUENCE` when the
//! recruiter moves it, and a cancellation when either side cancels; a reminder goes to both
//! 24 hours before (`reminders`, the `interview-reminders` job).
//!
//! A recruiter is never booked twice at once: the exclusion constraint
//! `interviews_recruiter_free` refuses the second of two overlapping scheduled interviews of
//! one member, so of two candidates taking the last slot at once one gets it and the other
//! « Ce créneau vient d'être pris. ». A slot that overlaps a scheduled interview of the same
//! member is no longer offered (`read`).
//!
//! Who may see or act: the application's candidate, and the members of its offer's company
//! whose role may act on applications (`Viewer::audience`); nobody else learns it exists.

use chrono::{DateTime, Utc};

use crate::error::{AppError, ErrorCode};

pub mod booking;
pub mod ics;
mod notify;
pub mod read;
pub mod reminders;
pub mod slots;

/// Where the interview takes place.
#[derive(Clone, Copy, Debug, PartialEq, Eq, async_graphql::Enum)]
#[graphql(name = "InterviewMode")]
pub enum Mode {
    /// À l'atelier: at the offer's address.
    Workshop,
    /// En visio: at the link the recruiter gives.
    Video,
    /// Par téléphone: the recruiter calls the number of the application.
    Phone,
}

impl Mode {
    /// As stored in `interviews.mode`.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Workshop => "workshop",
            Self::Video => "video",
            Self::Phone => "phone",
        }
    }

    fn parse(stored: &str) -> Self {
        match stored {
            "workshop" => Self::Workshop,
            "video" => Self::Video,
            _ => Self::Phone,
        }
    }

    /// « à l'atelier », « en visio », « par téléphone ».
    pub fn words(self) -> &'static str {
        match self {
            Self::Workshop => "à l'atelier",
            Self::Video => "en visio",
            Self::Phone => "par téléphone",
        }
    }
}

/// Where the interview stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, async_graphql::Enum)]
#[graphql(name = "InterviewState")]
pub enum Status {
    /// Slots proposed, none picked yet.
    Proposed,
    /// A slot picked (or a time moved to): in both calendars.
    Scheduled,
    Cancelled,
}

impl Status {
    fn parse(stored: &str) -> Self {
        match stored {
            "scheduled" => Self::Scheduled,
            "cancelled" => Self::Cancelled,
            _ => Self::Proposed,
        }
    }
}

/// One proposed slot.
#[derive(Clone, Debug)]
pub struct Slot {
    pub id: i64,
    pub starts_at: DateTime<Utc>,
    pub minutes: i32,
    /// Taken by another candidate of the same recruiter (or past): no longer offered.
    pub taken: bool,
}

/// An application's interview, as both sides read it.
#[derive(Clone, Debug)]
pub struct Interview {
    pub id: i64,
    pub application_id: i64,
    pub mode: Mode,
    /// The workshop's address, the video link, or empty (phone).
    pub place: String,
    pub status: Status,
    pub starts_at: Option<DateTime<Utc>>,
    pub ends_at: Option<DateTime<Utc>>,
    pub sequence: i32,
    /// Who cancelled it: `candidate` or `company`.
    pub cancelled_by: Option<String>,
    pub slots: Vec<Slot>,
    /// The member who proposed it: « Claire Dubois ».
    pub recruiter_name: String,
}

/// The refusal of the second of two candidates taking one slot (the words).
pub const SLOT_TAKEN: &str = "Ce créneau vient d'être pris.";

fn slot_taken() -> AppError {
    AppError::invalid(ErrorCode::SlotTaken, SLOT_TAKEN)
}

fn state(message: &str) -> AppError {
    AppError::invalid(ErrorCode::InterviewState, message)
}
