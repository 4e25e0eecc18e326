//! What each member of a company may do in it: the one home of the rule (docs/accounts.md,
//! "Teams"). A user belongs to at most one company (`company_members`); the `Viewer` carries
//! that membership, loaded fresh on every request, so a removed member's next request is
//! refused. Who may see an application is [`Audience`].

use crate::error::{AppError, AppResult, ErrorCode};

/// A member's role in the company.
#[derive(Clone, Copy, Debug, PartialEq, Eq, async_graphql::Enum)]
#[graphql(name = "TeamRole")]
pub enum Role {
    /// Billing, members, everything.
    Owner,
    /// Offers and applications; reads the team's list.
    Recruiter,
}

impl Role {
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Owner => "owner",
            Self::Recruiter => "recruiter",
        }
    }

    pub fn parse(value: &str) -> AppResult<Self> {
        match value {
            "owner" => Ok(Self::Owner),
            "recruiter" => Ok(Self::Recruiter),
            _ => Err(AppError::invalid(
                ErrorCode::InvalidRole,
                "Le rôle doit être : propriétaire ou recruteur.",
            )),
        }
    }

    /// « propriétaire », « recruteur »: in mails and the team's log.
    pub fn label(self) -> &'static str {
        match self {
            Self::Owner => "propriétaire",
            Self::Recruiter => "recruteur",
        }
    }

    /// Whether a member of this role may act on `area`.
    pub fn may(self, area: Area) -> bool {
        match self {
            Self::Owner => true,
            Self::Recruiter => matches!(area, Area::Offers | Area::Applications | Area::Roster),
        }
    }
}

/// What a company does on the board, as the roles divide it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Area {
    /// Offers: write, publish (spending the company's credits), suspend, their stats; the
    /// company profile and the credits left, which publishing needs.
    Offers,
    /// Applications: read, triage, answer, mail the candidates.
    Applications,
    /// Orders, credit purchases, promo codes, invoices, the billing identity.
    Billing,
    /// Home-page banners (bought).
    Banners,
    /// Members and invitations: invite, change a role, remove; the invitations waiting and
    /// the team's log.
    Members,
    /// The list of the team's members, read only (« Équipe » for a recruiter, issue 58).
    Roster,
    /// The hand-off to an ATS: the webhook, its secret and deliveries, the API token.
    Integrations,
}

/// How a viewer may see an application (`Viewer::audience`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Audience {
    /// The candidate who sent it.
    Candidate,
    /// A member of the company of the offer whose role may act on applications.
    Company,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recruiters_have_offers_and_applications_only() {
        for area in [
            Area::Offers,
            Area::Applications,
            Area::Billing,
            Area::Banners,
            Area::Members,
            Area::Roster,
            Area::Integrations,
        ] {
            assert!(Role::Owner.may(area));
            assert_eq!(
                Role::Recruiter.may(area),
                matches!(area, Area::Offers | Area::Applications | Area::Roster),
                "{area:?}"
            );
        }
    }

    #[test]
    fn roles_read_back_as_written() {
        for role in [Role::Owner, Role::Recruiter] {
            assert_eq!(Role::parse(role.as_str()).ok(), Some(role));
        }
        assert!(Role::parse("admin").is_err());
    }
}
