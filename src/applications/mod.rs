//! Applications: a candidate applies to an offer with two PDFs (`apply`), the offer's company
//! triages them (`triage`) and hears of new ones by digest (`digest`); it answers them
//! (`answers`), a closed offer's silence is told (`closed_notice`), the candidate follows each
//! application's dated steps (`story`) and may withdraw it (`withdraw`); both sides write
//! in the application's thread (`messages`). The rules are in
//! docs/applications.md.

use chrono::{DateTime, Utc};

use crate::access::{Audience, Viewer};

pub mod answer_time;
pub mod answers;
pub mod apply;
pub mod authors;
pub mod closed_notice;
pub mod digest;
pub mod export;
pub mod limits;
pub mod mail_limits;
pub mod messages;
pub mod portfolio;
pub mod story;
pub mod templates;
pub mod triage;
pub mod withdraw;

/// One application with what access checks need: its candidate and the offer's client.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct ApplicationRow {
    pub id: i64,
    pub uuid: uuid::Uuid,
    pub job_offer_id: i64,
    pub candidate_id: Option<i64>,
    /// The company client owning the offer.
    pub pro_client_id: i64,
    /// When it was sent (its creation time while it awaits its documents).
    pub sent_at: DateTime<Utc>,
    pub sent: bool,
    pub read_at: Option<DateTime<Utc>>,
    pub cover_letter_message: String,
    pub questions_answer_message: String,
    pub phone: String,
    pub cv_path: Option<String>,
    pub cover_letter_path: Option<String>,
    /// The PDF book sent with it (`portfolio`), by its stored name.
    pub portfolio_pdf_name: Option<String>,
    pub interview_status: Option<String>,
    pub candidate_name: String,
    pub candidate_email: String,
    pub candidate_tel: String,
    /// The candidate's LinkedIn profile as sent with the application, or empty.
    pub linkedin_url: String,
    /// The company's switch: may the candidate see `read_at`?
    pub read_tracking: bool,
    /// The candidate withdrew it (its documents and texts are erased).
    pub withdrawn_at: Option<DateTime<Utc>>,
    /// When the offer left the published status, while it is not published.
    pub offer_closed_at: Option<DateTime<Utc>>,
    /// The recruiter's answers (`invited`, `refused`), oldest first, and when each was sent.
    pub answers: Vec<String>,
    pub answered_at: Vec<DateTime<Utc>>,
}

/// `sqlx::query_as!` reading [`ApplicationRow`]s (`a` the application, `o` its offer, `pa`
/// the offer's contact account, `c` its company), then `$rest` (a literal: `WHERE …`) and
/// its arguments.
macro_rules! select_applications {
    ($rest:literal $(, $arg:expr)* $(,)?) => {
        sqlx::query_as!(
            $crate::applications::ApplicationRow,
            r#"SELECT a.id, a.uuid, a.job_offer_id, a.candidate_id, pa.pro_client_id,
                 coalesce(a.submitted_at, a.created_at) AS "sent_at!",
                 a.submitted_at IS NOT NULL AS "sent!",
                 a.read_at, a.cover_letter_message, a.questions_answer_message, a.phone,
                 a.cv_path, a.cover_letter_path, a.portfolio_pdf_name, a.interview_status, a.candidate_name,
                 a.candidate_email, a.candidate_tel, a.linkedin_url, c.read_tracking, a.withdrawn_at,
                 o.closed_at AS offer_closed_at,
                 ARRAY(SELECT s.answer FROM application_answers s WHERE s.application_id = a.id
                       ORDER BY s.sent_at, s.id) AS "answers!",
                 ARRAY(SELECT s.sent_at FROM application_answers s WHERE s.application_id = a.id
                       ORDER BY s.sent_at, s.id) AS "answered_at!"
               FROM job_offer_applications a
               JOIN job_offers o ON o.id = a.job_offer_id
               JOIN pro_accounts pa ON pa.id = o.contact_account_id
               JOIN localized_companies lc ON lc.id = o.localized_company_id
               JOIN companies c ON c.id = lc.company_id "#
                + $rest
            $(, $arg)*
        )
    };
}
pub(crate) use select_applications;

impl ApplicationRow {
    /// How `viewer` may see this application, if at all. An application still awaiting
    /// its documents is seen by nobody.
    pub fn audience(&self, viewer: &Viewer) -> Option<Audience> {
        self.sent
            .then(|| viewer.audience(self.candidate_id, self.pro_client_id))
            .flatten()
    }

    /// The read time as `audience` may see it: the candidate only with read tracking on.
    pub fn read_at_for(&self, audience: Audience) -> Option<DateTime<Utc>> {
        match audience {
            Audience::Company => self.read_at,
            Audience::Candidate => self.read_at.filter(|_| self.read_tracking),
        }
    }

    pub fn cv_link(&self) -> Option<String> {
        self.cv_path
            .as_ref()
            .map(|_| format!("/api/applications/{}/cv", self.uuid))
    }

    pub fn cover_letter_link(&self) -> Option<String> {
        self.cover_letter_path
            .as_ref()
            .map(|_| format!("/api/applications/{}/cover-letter", self.uuid))
    }

    pub fn book_pdf_link(&self) -> Option<String> {
        self.portfolio_pdf_name
            .as_ref()
            .map(|_| format!("/api/applications/{}/book-pdf", self.uuid))
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    fn viewer(candidate_id: Option<i64>, pro_client_id: Option<i64>) -> Viewer {
        Viewer {
            user_id: 1,
            email: "x@y.fr".to_owned(),
            candidate_id,
            pro_account_id: pro_client_id,
            pro_client_id,
            company_id: pro_client_id,
            company_role: pro_client_id.map(|_| crate::access::Role::Recruiter),
            email_confirmed: true,
            is_staff: false,
            session_id: uuid::Uuid::nil(),
        }
    }

    pub(crate) fn application(sent: bool, read_tracking: bool) -> ApplicationRow {
        ApplicationRow {
            id: 1,
            uuid: uuid::Uuid::nil(),
            job_offer_id: 3,
            candidate_id: Some(7),
            pro_client_id: 9,
            sent_at: Utc::now(),
            sent,
            read_at: Some(Utc::now()),
            cover_letter_message: String::new(),
            questions_answer_message: String::new(),
            phone: String::new(),
            cv_path: Some("a.pdf".to_owned()),
            cover_letter_path: None,
            portfolio_pdf_name: None,
            interview_status: Some("maybe".to_owned()),
            candidate_name: String::new(),
            candidate_email: String::new(),
            candidate_tel: String::new(),
            linkedin_url: String::new(),
            read_tracking,
            withdrawn_at: None,
            offer_closed_at: None,
            answers: Vec::new(),
            answered_at: Vec::new(),
        }
    }

    #[test]
    fn only_its_candidate_and_the_offers_company_see_a_sent_application() {
        let sent = application(true, false);
        assert_eq!(
            sent.audience(&viewer(Some(7), None)),
            Some(Audience::Candidate)
        );
        assert_eq!(
            sent.audience(&viewer(None, Some(9))),
            Some(Audience::Company)
        );
        assert_eq!(sent.audience(&viewer(Some(8), None)), None);
        assert_eq!(sent.audience(&viewer(None, Some(10))), None);
        assert_eq!(
            application(false, false).audience(&viewer(Some(7), None)),
            None
        );
    }

    #[test]
    fn the_candidate_sees_the_read_time_only_with_read_tracking_on() {
        assert!(application(true, false)
            .read_at_for(Audience::Candidate)
            .is_none());
        assert!(application(true, true)
            .read_at_for(Audience::Candidate)
            .is_some());
        assert!(application(true, false)
            .read_at_for(Audience::Company)
            .is_some());
    }

    #[test]
    fn document_links_name_the_application_not_the_file() {
        let row = application(true, false);
        assert_eq!(
            row.cv_link().as_deref(),
            Some("/api/applications/00000000-0000-0000-0000-000000000000/cv")
        );
        assert_eq!(row.cover_letter_link(), None);
    }
}
