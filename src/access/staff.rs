//! The back-office's guard (docs/admin.md): [`Staff`] is the proof that the caller is a member
//! of the team.

use super::Viewer;
use crate::error::{AppError, AppResult};

/// A staff member, as checked by [`Staff::require`] for this request. It cannot be built
/// elsewhere: its fields are private.
#[derive(Clone, Debug)]
pub struct Staff {
    user_id: i64,
    email: String,
}

impl Staff {
    /// The one guard of the back-office: the caller if they are staff, else `NotFound` (never
    /// `Forbidden` nor `Unauthenticated`: the back-office does not exist for anyone else).
    pub fn require(viewer: Option<&Viewer>) -> AppResult<Self> {
        match viewer {
            Some(viewer) if viewer.is_staff => Ok(Self {
                user_id: viewer.user_id,
                email: viewer.email.clone(),
            }),
            _ => Err(AppError::NotFound),
        }
    }

    pub fn user_id(&self) -> i64 {
        self.user_id
    }

    pub fn email(&self) -> &str {
        &self.email
    }
}

impl Viewer {
    /// [`Staff::require`] for a signed-in viewer.
    pub fn require_staff(&self) -> AppResult<Staff> {
        Staff::require(Some(self))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn viewer(is_staff: bool, candidate: bool, company: bool) -> Viewer {
        Viewer {
            user_id: 7,
            email: "equipe@ensemblier.fr".to_owned(),
            candidate_id: candidate.then_some(1),
            pro_account_id: company.then_some(2),
            pro_client_id: company.then_some(3),
            company_id: company.then_some(4),
            company_role: company.then_some(crate::access::Role::Owner),
            email_confirmed: true,
            is_staff,
            session_id: uuid::Uuid::nil(),
        }
    }

    #[test]
    fn only_staff_pass_and_everyone_else_gets_not_found() {
        assert!(matches!(Staff::require(None), Err(AppError::NotFound)));
        for (candidate, company) in [(true, false), (false, true), (false, false)] {
            let other = viewer(false, candidate, company);
            assert!(matches!(
                Staff::require(Some(&other)),
                Err(AppError::NotFound)
            ));
            assert!(matches!(other.require_staff(), Err(AppError::NotFound)));
        }
        let staff = Staff::require(Some(&viewer(true, true, false))).expect("staff");
        assert_eq!(
            (staff.user_id(), staff.email()),
            (7, "equipe@ensemblier.fr")
        );
    }
}
