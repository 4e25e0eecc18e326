//! What the recruiter is told of an offer's life at La bonne alternance (the dashboard's
//! « La bonne alternance : publiée », « en attente », « refusée : doublon »…; the French
//! labels are the UI's, `ui/src/features/offers/laBonneAlternance.ts`).

use sqlx::PgPool;

#[derive(Clone, Copy, Debug, PartialEq, Eq, async_graphql::Enum)]
#[graphql(name = "LaBonneAlternanceState")]
pub enum State {
    /// Not accepted yet (a call failed, tried again later).
    Sending,
    /// Accepted, the service has not said it is published (`WILL_BE_PUBLISHED`).
    Pending,
    /// `PUBLISHED`.
    Published,
    /// `WILL_NOT_BE_PUBLISHED`, with its reason; or the body refused (`400`: `WRONG_DATA`).
    Refused,
    /// Withdrawn there (expired, suspended, deleted here).
    Withdrawn,
}

/// The state, and when refused the service's stable code and its label.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    pub state: State,
    pub reason_code: Option<String>,
    pub reason_label: Option<String>,
}

/// The offer's state there; `None` when it was never sent (not a training offer, the
/// publishing off, or not yet tried).
pub async fn of_offer(pool: &PgPool, job_offer_id: i64) -> sqlx::Result<Option<Shown>> {
    let row = sqlx::query!(
        "SELECT sent_state, publishing, reason_code, reason_label, last_status
         FROM la_bonne_alternance_offers WHERE job_offer_id = $1",
        job_offer_id
    )
    .fetch_optional(pool)
    .await?;
    Ok(row.map(|row| {
        shown(
            row.sent_state.as_deref(),
            row.publishing.as_deref(),
            row.reason_code,
            row.reason_label,
            row.last_status,
        )
    }))
}

fn shown(
    sent_state: Option<&str>,
    publishing: Option<&str>,
    reason_code: Option<String>,
    reason_label: Option<String>,
    last_status: Option<i16>,
) -> Shown {
    let plain = |state| Shown {
        state,
        reason_code: None,
        reason_label: None,
    };
    match (sent_state, publishing) {
        (Some("cancelled"), _) => plain(State::Withdrawn),
        (Some(_), Some("PUBLISHED")) => plain(State::Published),
        (Some(_), Some("WILL_NOT_BE_PUBLISHED")) => Shown {
            state: State::Refused,
            reason_code,
            reason_label,
        },
        (Some(_), _) => plain(State::Pending),
        // Its body did not validate there: the service's own word for it.
        (None, _) if last_status == Some(400) => Shown {
            state: State::Refused,
            reason_code: Some("WRONG_DATA".to_owned()),
            reason_label: None,
        },
        (None, _) => plain(State::Sending),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_answer_of_the_service_is_one_state() {
        assert_eq!(
            shown(None, None, None, None, Some(503)).state,
            State::Sending
        );
        assert_eq!(
            shown(None, None, None, None, Some(400))
                .reason_code
                .as_deref(),
            Some("WRONG_DATA")
        );
        assert_eq!(
            shown(Some("active"), Some("WILL_BE_PUBLISHED"), None, None, None).state,
            State::Pending
        );
        assert_eq!(
            shown(Some("active"), Some("PUBLISHED"), None, None, None).state,
            State::Published
        );
        let refused = shown(
            Some("active"),
            Some("WILL_NOT_BE_PUBLISHED"),
            Some("DUPLICATE".to_owned()),
            Some("doublon".to_owned()),
            None,
        );
        assert_eq!(refused.state, State::Refused);
        assert_eq!(refused.reason_code.as_deref(), Some("DUPLICATE"));
        assert_eq!(
            shown(Some("cancelled"), Some("PUBLISHED"), None, None, None).state,
            State::Withdrawn
        );
    }
}
