//! An application's story as each side reads it: dated steps, oldest first. The candidate
//! sees « lue » only while the company's read tracking is on, and of the triage only the
//! answers the recruiter sent (the yes / maybe / no note stays the recruiter's). A withdrawn
//! application tells the company that and nothing else.

use chrono::{DateTime, Utc};

use super::ApplicationRow;
use crate::access::Audience;

/// One step of an application.
#[derive(Clone, Copy, Debug, PartialEq, Eq, async_graphql::Enum)]
pub enum StepKind {
    /// Envoyée.
    Sent,
    /// Lue (the candidate sees it only with the company's read tracking).
    Read,
    /// Retenue pour un entretien: the recruiter sent an invitation.
    Invited,
    /// Non retenue: the recruiter sent a refusal.
    Refused,
    /// Offre close: the offer left the published status.
    OfferClosed,
    /// Retirée par la candidate ou le candidat.
    Withdrawn,
}

impl StepKind {
    /// The stored answer (`application_answers.answer`) as a step.
    pub fn of_answer(answer: &str) -> Option<Self> {
        match answer {
            "invited" => Some(Self::Invited),
            "refused" => Some(Self::Refused),
            _ => None,
        }
    }
}

/// The recruiter's answers a story shows at most: the latest ones (an application answered
/// again and again is a script, not a recruitment; the mail limits already slow it).
pub const MAX_ANSWER_STEPS: usize = 10;
/// Steps of a story at most: sent, read, the answers, offer closed, withdrawn.
pub const MAX_STEPS: usize = MAX_ANSWER_STEPS + 4;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    pub kind: StepKind,
    pub at: DateTime<Utc>,
}

impl ApplicationRow {
    /// The dated steps `audience` may read, oldest first.
    pub fn steps(&self, audience: Audience) -> Vec<Step> {
        let withdrawn = self.withdrawn_at.map(|at| Step {
            kind: StepKind::Withdrawn,
            at,
        });
        if audience == Audience::Company {
            if let Some(step) = withdrawn {
                return vec![step];
            }
        }
        let mut steps = vec![Step {
            kind: StepKind::Sent,
            at: self.sent_at,
        }];
        steps.extend(self.read_at_for(audience).map(|at| Step {
            kind: StepKind::Read,
            at,
        }));
        let answers = self.answers.len().min(self.answered_at.len());
        steps.extend(
            self.answers
                .iter()
                .zip(&self.answered_at)
                .skip(answers.saturating_sub(MAX_ANSWER_STEPS))
                .filter_map(|(answer, &at)| {
                    StepKind::of_answer(answer).map(|kind| Step { kind, at })
                }),
        );
        steps.extend(self.offer_closed_at.map(|at| Step {
            kind: StepKind::OfferClosed,
            at,
        }));
        steps.extend(withdrawn);
        steps.sort_by_key(|step| step.at);
        steps
    }

    pub fn is_withdrawn(&self) -> bool {
        self.withdrawn_at.is_some()
    }
}

#[cfg(test)]
mod tests {
    use chrono::Duration;

    use super::*;
    use crate::applications::tests::application;

    fn kinds(steps: &[Step]) -> Vec<StepKind> {
        steps.iter().map(|s| s.kind).collect()
    }

    #[test]
    fn the_candidate_reads_the_sent_answers_in_date_order_and_never_the_triage_note() {
        let mut row = application(true, false);
        let sent = row.sent_at;
        row.answers = vec!["invited".to_owned(), "refused".to_owned()];
        row.answered_at = vec![sent + Duration::days(2), sent + Duration::days(9)];
        row.offer_closed_at = Some(sent + Duration::days(5));
        assert_eq!(
            kinds(&row.steps(Audience::Candidate)),
            [
                StepKind::Sent,
                StepKind::Invited,
                StepKind::OfferClosed,
                StepKind::Refused
            ]
        );
        // The note « maybe » of the sample row shows nowhere.
        assert_eq!(row.interview_status.as_deref(), Some("maybe"));
    }

    #[test]
    fn the_read_step_follows_the_read_tracking_switch() {
        assert!(
            !kinds(&application(true, false).steps(Audience::Candidate)).contains(&StepKind::Read)
        );
        assert!(
            kinds(&application(true, true).steps(Audience::Candidate)).contains(&StepKind::Read)
        );
        assert!(kinds(&application(true, false).steps(Audience::Company)).contains(&StepKind::Read));
    }

    #[test]
    fn a_story_keeps_the_latest_answers_within_its_bound() {
        let mut row = application(true, true);
        let sent = row.sent_at;
        row.answers = vec!["invited".to_owned(); 30];
        row.answered_at = (1..=30).map(|day| sent + Duration::days(day)).collect();
        row.offer_closed_at = Some(sent + Duration::days(40));
        let steps = row.steps(Audience::Candidate);
        assert_eq!(steps.len(), MAX_STEPS - 1);
        assert!(steps.len() <= MAX_STEPS);
        assert_eq!(
            steps[2].at,
            sent + Duration::days(21),
            "the latest ten answers"
        );
    }

    #[test]
    fn a_withdrawn_application_tells_the_company_only_that() {
        let mut row = application(true, true);
        row.withdrawn_at = Some(row.sent_at + Duration::days(1));
        assert_eq!(kinds(&row.steps(Audience::Company)), [StepKind::Withdrawn]);
        assert_eq!(
            kinds(&row.steps(Audience::Candidate)),
            [StepKind::Sent, StepKind::Read, StepKind::Withdrawn]
        );
    }
}
