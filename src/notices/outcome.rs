//! What a decision on notices does (`decisions`, `contests`), as stored and as read.

use crate::error::{AppError, AppResult, ErrorCode};

/// What a decision does. The two last are a contest's (`contests`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// « maintenue »: no action.
    Kept,
    /// « retirée »: the offer leaves the site.
    OfferRemoved,
    /// « entreprise suspendue »: its offers leave the site, its accounts cannot sign in.
    CompanySuspended,
    /// A contest refused: the decision stands.
    Upheld,
    /// A contest granted: the restriction is lifted.
    Reversed,
}

impl Outcome {
    pub const DECISIONS: [Outcome; 3] = [Self::Kept, Self::OfferRemoved, Self::CompanySuspended];

    pub fn code(self) -> &'static str {
        match self {
            Self::Kept => "KEPT",
            Self::OfferRemoved => "OFFER_REMOVED",
            Self::CompanySuspended => "COMPANY_SUSPENDED",
            Self::Upheld => "UPHELD",
            Self::Reversed => "REVERSED",
        }
    }

    pub fn label(self) -> &'static str {
        match self {
            Self::Kept => "maintenue",
            Self::OfferRemoved => "retirée",
            Self::CompanySuspended => "entreprise suspendue",
            Self::Upheld => "contestation rejetée",
            Self::Reversed => "contestation acceptée",
        }
    }

    /// A restriction of the company's content or account (what a statement is owed for).
    pub fn restricts(self) -> bool {
        matches!(self, Self::OfferRemoved | Self::CompanySuspended)
    }

    pub fn parse(value: &str) -> AppResult<Self> {
        Self::DECISIONS
            .into_iter()
            .find(|outcome| outcome.code().eq_ignore_ascii_case(value.trim()))
            .ok_or_else(|| {
                AppError::invalid(
                    ErrorCode::InvalidReason,
                    "Choisissez la décision : maintenue, retirée ou entreprise suspendue.",
                )
            })
    }

    pub fn stored(value: &str) -> Self {
        [
            Self::Kept,
            Self::OfferRemoved,
            Self::CompanySuspended,
            Self::Upheld,
            Self::Reversed,
        ]
        .into_iter()
        .find(|outcome| outcome.code() == value)
        .unwrap_or(Self::Kept)
    }

    /// What the reporter reads.
    pub(super) fn to_reporter(self) -> &'static str {
        match self {
            Self::OfferRemoved => "le contenu signalé a été retiré d'Ensemblier",
            Self::CompanySuspended => "l'entreprise concernée a été suspendue : ses annonces ne sont plus visibles",
            _ => "après examen, le contenu signalé reste en ligne : nous n'avons pas relevé de manquement à nos conditions générales ni à la loi",
        }
    }
}
