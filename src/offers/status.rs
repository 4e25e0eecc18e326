//! The offer status numbers of the spec, in one place.

/// -2 deleted, -1 expired, 0 draft (suspended when its ad has a start date), 1 held for a
/// staff review (published over the wording checker's warnings, not public yet: issue 58),
/// 2 published.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OfferStatus {
    Deleted,
    Expired,
    Draft,
    Held,
    Published,
}

#[derive(Debug, thiserror::Error)]
#[error("unknown job offer status {0}")]
pub struct UnknownStatus(pub i16);

impl OfferStatus {
    pub fn code(self) -> i16 {
        match self {
            Self::Deleted => -2,
            Self::Expired => -1,
            Self::Draft => 0,
            Self::Held => 1,
            Self::Published => 2,
        }
    }

    /// The label of the company's offer list; a draft whose ad already started is suspended.
    pub fn label(self, ad_started: bool) -> &'static str {
        match self {
            Self::Deleted => "Supprimée",
            Self::Expired => "Expirée",
            Self::Draft if ad_started => "Suspendue",
            Self::Draft => "Brouillon",
            Self::Held => "En attente de validation",
            Self::Published => "Publiée",
        }
    }
}

impl TryFrom<i16> for OfferStatus {
    type Error = UnknownStatus;

    fn try_from(code: i16) -> Result<Self, Self::Error> {
        match code {
            -2 => Ok(Self::Deleted),
            -1 => Ok(Self::Expired),
            0 => Ok(Self::Draft),
            1 => Ok(Self::Held),
            2 => Ok(Self::Published),
            other => Err(UnknownStatus(other)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_status_round_trips_through_its_number() {
        for status in [
            OfferStatus::Deleted,
            OfferStatus::Expired,
            OfferStatus::Draft,
            OfferStatus::Held,
            OfferStatus::Published,
        ] {
            assert_eq!(OfferStatus::try_from(status.code()).ok(), Some(status));
        }
        assert!(OfferStatus::try_from(3).is_err());
    }

    #[test]
    fn a_draft_with_a_started_ad_reads_as_suspended() {
        assert_eq!(OfferStatus::Draft.label(false), "Brouillon");
        assert_eq!(OfferStatus::Draft.label(true), "Suspendue");
        assert_eq!(OfferStatus::Published.label(true), "Publiée");
        assert_eq!(OfferStatus::Expired.label(true), "Expirée");
    }
}
