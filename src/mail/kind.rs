//! What each mail is, and whether its address must be proven first (docs/operations.md,
//! "Mail"). The database holds the same rule (`mail_queue_proven_recipient` trigger): a mail
//! of a kind that needs a proven address, queued to an address no account has confirmed,
//! fails its transaction.

/// A kind of mail, stored with it (`mail_queue.kind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    ConfirmEmail,
    ResetPassword,
    PasswordChanged,
    AccountDeleted,
    ApplicationSent,
    RecruiterMessage,
    ApplicationsDigest,
    ContactMessage,
    ContactReceived,
    ContactReply,
    JobAlert,
    OfferRemoved,
}

/// The SQL condition that the account `users` (a table alias) has a proven address: its owner
/// followed the confirmation link. Every query choosing the recipients of a mail that needs a
/// proven address uses it.
pub fn confirmed(users: &str) -> String {
    format!("{users}.confirmation_token IS NULL")
}

impl Kind {
    pub const ALL: [Kind; 12] = [
        Self::ConfirmEmail,
        Self::ResetPassword,
        Self::PasswordChanged,
        Self::AccountDeleted,
        Self::ApplicationSent,
        Self::RecruiterMessage,
        Self::ApplicationsDigest,
        Self::ContactMessage,
        Self::ContactReceived,
        Self::ContactReply,
        Self::JobAlert,
        Self::OfferRemoved,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::ConfirmEmail => "confirm_email",
            Self::ResetPassword => "reset_password",
            Self::PasswordChanged => "password_changed",
            Self::AccountDeleted => "account_deleted",
            Self::ApplicationSent => "application_sent",
            Self::RecruiterMessage => "recruiter_message",
            Self::ApplicationsDigest => "applications_digest",
            Self::ContactMessage => "contact_message",
            Self::ContactReceived => "contact_received",
            Self::ContactReply => "contact_reply",
            Self::JobAlert => "job_alert",
            Self::OfferRemoved => "offer_removed",
        }
    }

    /// False only for the mails that prove an address (confirmation, reset: they carry
    /// nobody's text but ours), the team's copy of a contact message (to `CONTACT_EMAIL`) and
    /// a staff member's reply (a person read the message and chose to answer).
    pub fn needs_proven_address(self) -> bool {
        !matches!(
            self,
            Self::ConfirmEmail | Self::ResetPassword | Self::ContactMessage | Self::ContactReply
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The trigger of migration `20261127500001` lists the same exempt kinds.
    #[test]
    fn only_the_proving_mails_and_the_teams_own_go_to_unproven_addresses() {
        let exempt: Vec<&str> = Kind::ALL
            .into_iter()
            .filter(|kind| !kind.needs_proven_address())
            .map(Kind::as_str)
            .collect();
        assert_eq!(
            exempt,
            [
                "confirm_email",
                "reset_password",
                "contact_message",
                "contact_reply"
            ]
        );
        let migration =
            include_str!("../../migrations/20261127500001_mail_to_proven_addresses.sql");
        assert!(migration.contains(
            "NEW.kind IN ('confirm_email', 'reset_password', 'contact_message', 'contact_reply')"
        ));
        // The latest list of kinds the column accepts.
        let kinds = include_str!("../../migrations/20261128200001_password_changed_mail.sql");
        for kind in Kind::ALL {
            assert!(kinds.contains(&format!("'{}'", kind.as_str())), "{kind:?}");
        }
    }
}
