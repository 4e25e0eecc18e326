//! Who acts on a record outside a member's own account: what the audit log names.

use super::Staff;

/// Who acted: a staff member through the back-office, or an operator on the command line.
#[derive(Clone, Copy, Debug)]
pub enum Actor<'a> {
    Staff(&'a Staff),
    CommandLine,
    /// Someone outside the team on a step of their own (a reporter confirming a notice, a
    /// company contesting a decision), or the wording checker (`user_id` None): recorded by
    /// the address or the name given.
    Outside {
        user_id: Option<i64>,
        email: &'a str,
    },
}

impl<'a> From<&'a Staff> for Actor<'a> {
    fn from(staff: &'a Staff) -> Self {
        Self::Staff(staff)
    }
}

impl Actor<'_> {
    /// The staff member's account (None for the command line).
    pub fn user_id(self) -> Option<i64> {
        match self {
            Self::Staff(staff) => Some(staff.user_id()),
            Self::CommandLine => None,
            Self::Outside { user_id, .. } => user_id,
        }
    }
}
