//! How quickly a company answers, shown on its offers and its page (issue 53, item 5;
//! docs/answer-time.md): « Répond généralement sous N jours » and « Consulte activement les
//! candidatures ». The job `answer-times` writes one row per company
//! (`company_answer_times`) from the applications of the last 90 days, so a page reads one
//! row; the words are `answer_line` and `reading_line`, for the pages' GraphQL fields that the
//! UI and the server-written first screens both print. The recruiter's own figure and the
//! applications still waiting for a first answer are `mine`.

use chrono::{DateTime, Duration, Utc};
use sqlx::PgPool;

use crate::{
    access::{Area, Viewer},
    error::AppResult,
};

/// The applications a median is taken over: those sent in the last this many days.
pub const WINDOW_DAYS: i32 = 90;
/// The fewest applications a median is taken over.
pub const MIN_APPLICATIONS: i64 = 5;
/// The longest median shown: beyond, « généralement » would not be a promise worth making.
pub const MAX_SHOWN_DAYS: i32 = 21;
/// How recent a member's reading must be for « Consulte activement les candidatures ».
pub const ACTIVE_DAYS: i64 = 7;
/// The applications still waiting the recruiter's dashboard lists, oldest first.
pub const MAX_WAITING_LISTED: i64 = 5;

pub const READING: &str = "Consulte activement les candidatures";

/// « Répond généralement sous N jours », when the median is taken over at least
/// `MIN_APPLICATIONS` applications and is at most `MAX_SHOWN_DAYS`.
pub fn answer_line(median_days: Option<i32>, applications: i64) -> Option<String> {
    let days = median_days.filter(|days| (0..=MAX_SHOWN_DAYS).contains(days))?;
    if applications < MIN_APPLICATIONS {
        return None;
    }
    Some(match days {
        0 | 1 => "Répond généralement sous 1 jour".to_owned(),
        days => format!("Répond généralement sous {days} jours"),
    })
}

/// « Consulte activement les candidatures » when a member read one in the last `ACTIVE_DAYS`.
pub fn reading_line(
    last_read_at: Option<DateTime<Utc>>,
    now: DateTime<Utc>,
) -> Option<&'static str> {
    last_read_at
        .filter(|read| now - *read <= Duration::days(ACTIVE_DAYS))
        .map(|_| READING)
}

/// Both lines as the pages write them on one line (`responsivenessText` of the UI's
/// `lib/answerTime.ts`): « Répond généralement sous 4 jours · Consulte activement les
/// candidatures ».
pub fn joined(answer: Option<&str>, reading: Option<&str>) -> String {
    [answer, reading]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(" · ")
}

/// A company's row as the job wrote it.
#[derive(Clone, Debug, Default)]
pub struct Figures {
    pub median_days: Option<i32>,
    pub applications: i64,
    pub last_read_at: Option<DateTime<Utc>>,
}

/// What a page shows of a company.
#[derive(Clone, Debug, Default)]
pub struct Lines {
    pub answer: Option<String>,
    pub reading: Option<&'static str>,
}

impl Figures {
    pub fn lines(&self, now: DateTime<Utc>) -> Lines {
        Lines {
            answer: answer_line(self.median_days, self.applications),
            reading: reading_line(self.last_read_at, now),
        }
    }
}

/// The company's figures (none before the job first counted it).
pub async fn of_company(pool: &PgPool, company_id: i64) -> AppResult<Figures> {
    let row = sqlx::query!(
        "SELECT median_days, applications, last_read_at FROM company_answer_times
         WHERE company_id = $1",
        company_id
    )
    .fetch_optional(pool)
    .await?;
    Ok(row
        .map(|r| Figures {
            median_days: r.median_days,
            applications: i64::from(r.applications),
            last_read_at: r.last_read_at,
        })
        .unwrap_or_default())
}

/// Recounts every company's row from the applications sent in the last 90 days (withdrawn
/// ones left out). An application's wait is from its sending to `first_answered_at`. The
/// median is the fewest whole days N such that, of the applications whose fate at N days is
/// known (answered, or sent at least N days ago), at least half were answered within N days
/// and they are at least `MIN_APPLICATIONS`: an application still unanswered counts against
/// the company once it is older than N, and not before. Returns the companies counted.
pub async fn compute(pool: &PgPool) -> AppResult<u64> {
    let mut tx = pool.begin().await?;
    let counted = sqlx::query!(
        r#"WITH sent AS (
               SELECT lc.company_id, a.read_at,
                      extract(epoch FROM a.first_answered_at - a.submitted_at) / 86400 AS wait,
                      extract(epoch FROM now() - a.submitted_at) / 86400 AS age,
                      (SELECT max(m.read_at) FROM application_messages m
                       WHERE m.application_id = a.id AND NOT m.from_company) AS message_read_at
               FROM job_offer_applications a
               JOIN job_offers o ON o.id = a.job_offer_id
               JOIN localized_companies lc ON lc.id = o.localized_company_id
               WHERE a.submitted_at > now() - make_interval(days => $2) AND a.withdrawn_at IS NULL),
           per_day AS (
               SELECT s.company_id, d.day,
                      count(*) FILTER (WHERE s.wait IS NOT NULL OR s.age >= d.day) AS known,
                      count(*) FILTER (WHERE s.wait <= d.day) AS within
               FROM sent s CROSS JOIN generate_series(1, $2) AS d(day)
               GROUP BY s.company_id, d.day),
           medians AS (
               SELECT company_id, min(day) AS days FROM per_day
               WHERE known >= $1 AND 2 * within >= known GROUP BY company_id),
           counted AS (
               SELECT company_id, count(*) AS applications,
                      max(greatest(read_at, message_read_at)) AS last_read_at
               FROM sent GROUP BY company_id)
           INSERT INTO company_answer_times
               (company_id, median_days, applications, last_read_at, computed_at)
           SELECT c.company_id, m.days, c.applications::int, c.last_read_at, now()
           FROM counted c LEFT JOIN medians m USING (company_id)
           ON CONFLICT (company_id) DO UPDATE SET
               median_days = EXCLUDED.median_days, applications = EXCLUDED.applications,
               last_read_at = EXCLUDED.last_read_at, computed_at = EXCLUDED.computed_at"#,
        MIN_APPLICATIONS,
        WINDOW_DAYS
    )
    .execute(&mut *tx)
    .await?
    .rows_affected();
    // Companies with no application left in the window: no figure (the same `now()`, one
    // transaction).
    sqlx::query!("DELETE FROM company_answer_times WHERE computed_at < now()")
        .execute(&mut *tx)
        .await?;
    tx.commit().await?;
    Ok(counted)
}

/// An application still waiting for the company's first answer.
#[derive(Clone, Debug)]
pub struct Waiting {
    pub application_id: i64,
    pub offer_id: i64,
    pub offer_title: String,
    pub candidate_name: String,
    pub sent_at: DateTime<Utc>,
}

/// The recruiter's own figure and what moves it.
#[derive(Clone, Debug, Default)]
pub struct Mine {
    pub figures: Figures,
    /// Sent in the last 90 days, not withdrawn, not answered yet.
    pub waiting_count: i64,
    /// The oldest of them, `MAX_WAITING_LISTED` at most.
    pub oldest_waiting: Vec<Waiting>,
}

/// The viewer's company's figures (its first company when the client has several) and its
/// applications waiting for a first answer.
pub async fn mine(pool: &PgPool, viewer: &Viewer) -> AppResult<Mine> {
    let (_, client) = viewer.company_for(Area::Applications)?;
    let figures = sqlx::query!(
        "SELECT t.median_days, t.applications, t.last_read_at FROM companies c
         JOIN company_answer_times t ON t.company_id = c.id
         WHERE c.pro_client_id = $1 ORDER BY c.id LIMIT 1",
        client
    )
    .fetch_optional(pool)
    .await?
    .map(|r| Figures {
        median_days: r.median_days,
        applications: i64::from(r.applications),
        last_read_at: r.last_read_at,
    })
    .unwrap_or_default();
    let waiting_count = sqlx::query_scalar!(
        r#"SELECT count(*) AS "count!" FROM job_offer_applications a
           JOIN job_offers o ON o.id = a.job_offer_id
           JOIN pro_accounts pa ON pa.id = o.contact_account_id
           WHERE pa.pro_client_id = $1 AND a.first_answered_at IS NULL
             AND a.submitted_at > now() - make_interval(days => $2) AND a.withdrawn_at IS NULL"#,
        client,
        WINDOW_DAYS
    )
    .fetch_one(pool)
    .await?;
    let oldest_waiting = sqlx::query!(
        r#"SELECT a.id, o.id AS offer_id, o.title, a.candidate_name,
                  a.submitted_at AS "submitted_at!"
           FROM job_offer_applications a
           JOIN job_offers o ON o.id = a.job_offer_id
           JOIN pro_accounts pa ON pa.id = o.contact_account_id
           WHERE pa.pro_client_id = $1 AND a.first_answered_at IS NULL
             AND a.submitted_at > now() - make_interval(days => $3) AND a.withdrawn_at IS NULL
           ORDER BY a.submitted_at, a.id LIMIT $2"#,
        client,
        MAX_WAITING_LISTED,
        WINDOW_DAYS
    )
    .fetch_all(pool)
    .await?
    .into_iter()
    .map(|r| Waiting {
        application_id: r.id,
        offer_id: r.offer_id,
        offer_title: r.title,
        candidate_name: r.candidate_name,
        sent_at: r.submitted_at,
    })
    .collect();
    Ok(Mine {
        figures,
        waiting_count,
        oldest_waiting,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_line_needs_five_applications_and_at_most_21_days() {
        assert_eq!(
            answer_line(Some(4), 12).as_deref(),
            Some("Répond généralement sous 4 jours")
        );
        assert_eq!(
            answer_line(Some(21), 5).as_deref(),
            Some("Répond généralement sous 21 jours")
        );
        assert_eq!(answer_line(Some(22), 50), None);
        assert_eq!(answer_line(Some(3), 4), None);
        assert_eq!(answer_line(None, 50), None);
        assert_eq!(
            answer_line(Some(1), 5).as_deref(),
            Some("Répond généralement sous 1 jour")
        );
    }

    #[test]
    fn reading_counts_for_seven_days() {
        let now = Utc::now();
        assert_eq!(
            reading_line(Some(now - Duration::days(7)), now),
            Some(READING)
        );
        assert_eq!(
            reading_line(Some(now - Duration::days(7) - Duration::seconds(1)), now),
            None
        );
        assert_eq!(reading_line(None, now), None);
    }
}
