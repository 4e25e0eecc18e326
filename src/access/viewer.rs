//! `Viewer`: who is calling, as `accounts::viewer` loads it fresh from the database for each
//! authenticated request, and what that caller may do.

use super::{Area, Audience, Role};
use crate::error::{AppError, AppResult};

#[derive(Clone, Debug)]
pub struct Viewer {
    pub user_id: i64,
    pub email: String,
    pub candidate_id: Option<i64>,
    pub pro_account_id: Option<i64>,
    /// The client of the company the user is a member of: none once removed from it
    /// (`companies::ownership`).
    pub pro_client_id: Option<i64>,
    /// The company the user is a member of, and the role there.
    pub company_id: Option<i64>,
    pub company_role: Option<Role>,
    pub email_confirmed: bool,
    /// A member of the team: may use the back-office (`Staff::require`).
    pub is_staff: bool,
    /// The session (row of `sessions`) the request's token belongs to.
    pub session_id: uuid::Uuid,
}

impl Viewer {
    /// The candidate profile id, or `Forbidden` for anyone else.
    pub fn candidate(&self) -> AppResult<i64> {
        self.candidate_id.ok_or(AppError::Forbidden)
    }

    /// A company member's (pro account id, pro client id), or `Forbidden` for anyone else:
    /// for offers and applications, which every member handles.
    pub fn company(&self) -> AppResult<(i64, i64)> {
        self.company_for(Area::Offers)
    }

    /// The same, for a member whose role may act on `area` (`Role::may`); `Forbidden` for a
    /// recruiter on billing, banners or members.
    pub fn company_for(&self, area: Area) -> AppResult<(i64, i64)> {
        match (self.pro_account_id, self.pro_client_id, self.company_role) {
            (Some(account), Some(client), Some(role)) if role.may(area) => Ok((account, client)),
            _ => Err(AppError::Forbidden),
        }
    }

    /// How this viewer may see an application sent by the candidate `candidate_id` to an
    /// offer of the client `pro_client_id`: as its candidate, as a member whose role may act
    /// on applications, or not at all.
    pub fn audience(&self, candidate_id: Option<i64>, pro_client_id: i64) -> Option<Audience> {
        if self.candidate_id.is_some() && self.candidate_id == candidate_id {
            Some(Audience::Candidate)
        } else if self
            .company_for(Area::Applications)
            .is_ok_and(|(_, client)| client == pro_client_id)
        {
            Some(Audience::Company)
        } else {
            None
        }
    }
}

/// `Some(viewer)` or `Unauthenticated`: for what needs a signed-in user.
pub fn signed_in(viewer: Option<&Viewer>) -> AppResult<&Viewer> {
    viewer.ok_or(AppError::Unauthenticated)
}
