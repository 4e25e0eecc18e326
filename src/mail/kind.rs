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
    /// The applications an offer left unanswered when it closed (`applications::closed_notice`).
    OfferClosed,
    /// An owner's invitation to join the company's team (`companies::team`): to an address
    /// that may have no account yet.
    TeamInvitation,
    /// The link an anonymous reporter follows to confirm a notice (`notices::confirmation`):
    /// to an address nobody proved yet, our text only.
    NoticeConfirm,
    /// « Nous avons bien reçu votre signalement »: to the reporter, once the address is proven.
    NoticeReceived,
    /// Staff's decision on a notice, to its reporter.
    NoticeDecision,
    /// The statement of reasons of a decision (DSA article 17), to the company.
    StatementOfReasons,
    /// Staff's decision on a company's craft label (`companies::labels`).
    LabelDecided,
    /// The bank details and reference of an order paid by transfer (`billing::transfer`).
    TransferOrdered,
    /// A transfer received: the order's invoice is ready (`billing::orders::mark_paid`).
    InvoiceAvailable,
    /// « Offres pour vous », weekly, to a candidate who asked for it (`recommendations::mailing`).
    OffersForYou,
    /// A recruiter's interview slots, to the candidate (`interviews::booking::propose`).
    InterviewProposed,
    /// An interview set or moved, with its `.ics`, to both sides.
    InterviewInvitation,
    /// An interview cancelled (with its `.ics` when it was set), to both sides.
    InterviewCancelled,
    /// 24 hours before, to both sides (`interview-reminders` job).
    InterviewReminder,
}

/// The SQL condition that an account (`users` row, after its alias) has a proven address: its
/// owner followed the confirmation link. Every query choosing the recipients of a mail that
/// needs a proven address writes it (static SQL: the test below lists them); the trigger
/// `mail_queue_proven_recipient` refuses such a mail to any other address anyway.
pub const CONFIRMED: &str = "confirmation_token IS NULL";

#[cfg(test)]
mod confirmed_tests {
    use super::CONFIRMED;

    #[test]
    fn every_query_choosing_recipients_writes_the_proven_address_rule() {
        for (file, source) in [
            ("alerts/mailing.rs", include_str!("../alerts/mailing.rs")),
            (
                "applications/apply.rs",
                include_str!("../applications/apply.rs"),
            ),
            (
                "applications/digest.rs",
                include_str!("../applications/digest.rs"),
            ),
            (
                "applications/triage.rs",
                include_str!("../applications/triage.rs"),
            ),
            (
                "applications/messages/mails.rs",
                include_str!("../applications/messages/mails.rs"),
            ),
            (
                "applications/messages/digest.rs",
                include_str!("../applications/messages/digest.rs"),
            ),
            (
                "applications/closed_notice.rs",
                include_str!("../applications/closed_notice.rs"),
            ),
            (
                "moderation/removal.rs",
                include_str!("../moderation/removal.rs"),
            ),
            (
                "companies/labels.rs",
                include_str!("../companies/labels.rs"),
            ),
            ("billing/orders.rs", include_str!("../billing/orders.rs")),
            (
                "recommendations/mailing.rs",
                include_str!("../recommendations/mailing.rs"),
            ),
            (
                "interviews/notify.rs",
                include_str!("../interviews/notify.rs"),
            ),
        ] {
            assert!(source.contains(&format!(".{CONFIRMED}")), "{file}");
        }
    }
}

impl Kind {
    pub const ALL: [Kind; 26] = [
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
        Self::OfferClosed,
        Self::TeamInvitation,
        Self::NoticeConfirm,
        Self::NoticeReceived,
        Self::NoticeDecision,
        Self::StatementOfReasons,
        Self::LabelDecided,
        Self::TransferOrdered,
        Self::InvoiceAvailable,
        Self::OffersForYou,
        Self::InterviewProposed,
        Self::InterviewInvitation,
        Self::InterviewCancelled,
        Self::InterviewReminder,
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
            Self::OfferClosed => "offer_closed",
            Self::TeamInvitation => "team_invitation",
            Self::NoticeConfirm => "notice_confirm",
            Self::NoticeReceived => "notice_received",
            Self::NoticeDecision => "notice_decision",
            Self::StatementOfReasons => "statement_of_reasons",
            Self::LabelDecided => "label_decided",
            Self::TransferOrdered => "transfer_ordered",
            Self::InvoiceAvailable => "invoice_available",
            Self::OffersForYou => "offers_for_you",
            Self::InterviewProposed => "interview_proposed",
            Self::InterviewInvitation => "interview_invitation",
            Self::InterviewCancelled => "interview_cancelled",
            Self::InterviewReminder => "interview_reminder",
        }
    }

    /// False only for the mails that prove an address (confirmation, reset: they carry
    /// nobody's text but ours), the team's copy of a contact message (to `CONTACT_EMAIL`) and
    /// a staff member's reply (a person read the message and chose to answer), and a team
    /// invitation (to someone who may have no account yet; an owner sends it, bounded per day),
    /// and a notice's confirmation link (our text only, bounded per hour). A reporter's
    /// acknowledgement and decision also go to an address proven by that link (the trigger).
    pub fn needs_proven_address(self) -> bool {
        !matches!(
            self,
            Self::ConfirmEmail
                | Self::ResetPassword
                | Self::ContactMessage
                | Self::ContactReply
                | Self::TeamInvitation
                | Self::NoticeConfirm
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
                "contact_reply",
                "team_invitation",
                "notice_confirm"
            ]
        );
        // The trigger's latest version, and the latest list of kinds the column accepts.
        let migration = include_str!("../../migrations/20261204100001_notices.sql");
        assert!(migration.contains(
            "NEW.kind IN ('confirm_email', 'reset_password', 'contact_message', 'contact_reply',
                    'team_invitation', 'notice_confirm')"
        ));
        let kinds = include_str!("../../migrations/20261207600001_mail_kinds.sql");
        for kind in Kind::ALL {
            assert!(kinds.contains(&format!("'{}'", kind.as_str())), "{kind:?}");
        }
    }
}
