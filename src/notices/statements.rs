//! The statement of reasons of DSA article 17 (3): what was decided, the facts and
//! circumstances, whether automated means were used (to detect, to decide), the ground (the
//! clause of the terms or the law) and how to contest. The company reads it in its dashboard
//! (« Décisions de modération ») and receives it by mail; the words are built here, once.

use chrono::{DateTime, Duration, Utc};
use sqlx::{PgConnection, PgPool};

use super::outcome::Outcome;
use crate::{
    access::Viewer,
    accounts::token,
    error::{AppError, AppResult},
    mail::templates::{self, StatementParts},
    moderation::Reason,
};

/// At most this many statements are listed to a company.
pub const MAX_LISTED: i64 = 100;

/// A decision may be contested within this many days (about 6 months, DSA article 20 (1)).
pub const CONTEST_DAYS: i64 = 183;

/// A decision as its statement reads it.
#[derive(Clone, Debug)]
pub struct Statement {
    pub id: i64,
    pub job_offer_id: Option<i64>,
    pub company_id: i64,
    /// The offer's title or the company's name.
    pub subject: String,
    pub outcome: Outcome,
    pub ground: Option<Reason>,
    pub facts: String,
    pub automated_detection: bool,
    pub decided_at: DateTime<Utc>,
    pub decided_by: Option<i64>,
    /// The decision this one decides the contest of.
    pub contest_of: Option<i64>,
    pub contested_at: Option<DateTime<Utc>>,
    pub contest_text: Option<String>,
}

impl Statement {
    /// What was decided, in a sentence.
    pub fn decision(&self) -> String {
        let subject = templates::quoted(&self.subject);
        match (self.outcome, self.job_offer_id) {
            (Outcome::Kept, Some(_)) => format!("Votre annonce {subject} reste en ligne."),
            (Outcome::Kept, None) => format!("Votre entreprise {subject} n'est pas restreinte."),
            (Outcome::OfferRemoved, _) => format!(
                "Votre annonce {subject} a été retirée d'Ensemblier : elle n'est plus visible des candidats."
            ),
            (Outcome::CompanySuspended, _) => format!(
                "Votre entreprise {subject} a été suspendue : ses annonces ne sont plus visibles et ses comptes ne peuvent plus se connecter."
            ),
            (Outcome::Upheld, _) => format!(
                "Après examen de votre contestation, la décision concernant {subject} est maintenue."
            ),
            (Outcome::Reversed, Some(_)) => format!(
                "Après examen de votre contestation, la décision est annulée : votre annonce {subject} est rétablie en brouillon, vous pouvez la republier."
            ),
            (Outcome::Reversed, None) => format!(
                "Après examen de votre contestation, la décision est annulée : votre entreprise {subject} est rétablie."
            ),
        }
    }

    /// Whether automated means were used, to detect and to decide (article 17 (3)(c)).
    pub fn automated(&self) -> &'static str {
        if self.automated_detection {
            "Le contenu a été détecté par des moyens automatisés (le vérificateur de rédaction des annonces d'Ensemblier). La décision a été prise par une personne de notre équipe de modération, sans moyen automatisé."
        } else {
            "Aucun moyen automatisé n'a été utilisé : le contenu nous a été signalé, et la décision a été prise par une personne de notre équipe de modération."
        }
    }

    /// The ground: the reason and the clause of the terms or the law.
    pub fn ground_text(&self) -> String {
        match self.ground {
            Some(reason) => format!("{} ({})", capitalised(reason.label()), reason.ground()),
            None => "Aucune restriction : pas de motif.".to_owned(),
        }
    }

    /// Until when it may be contested, if it still may.
    pub fn contest_until(&self) -> DateTime<Utc> {
        self.decided_at + Duration::days(CONTEST_DAYS)
    }

    /// A restriction not contested yet, within its 6 months.
    pub fn contestable(&self, now: DateTime<Utc>) -> bool {
        self.contest_of.is_none()
            && self.outcome.restricts()
            && self.contested_at.is_none()
            && now < self.contest_until()
    }

    /// How to contest (article 17 (3)(f)).
    pub fn redress(&self) -> String {
        let courts = "Vous pouvez aussi recourir à un organisme de règlement extrajudiciaire des litiges certifié (règlement (UE) 2022/2065, article 21) ou saisir les juridictions compétentes.";
        if self.contest_of.is_some() {
            format!("Cette décision sur votre contestation est définitive sur Ensemblier. {courts}")
        } else if self.outcome == Outcome::CompanySuspended {
            format!(
                "Vos comptes ne pouvant plus se connecter, vous pouvez contester cette décision une fois par le lien personnel «\u{a0}Contester cette décision\u{a0}» de l'e-mail qui vous l'a notifiée, jusqu'au {} : une autre personne de notre équipe la réexaminera. {courts}",
                french_date(self.contest_until())
            )
        } else {
            format!(
                "Vous pouvez contester cette décision une fois, depuis votre espace entreprise («\u{a0}Décisions de modération\u{a0}», bouton «\u{a0}Contester cette décision\u{a0}»), jusqu'au {} : une autre personne de notre équipe la réexaminera. {courts}",
                french_date(self.contest_until())
            )
        }
    }

    /// The parts the mail shows.
    pub fn parts(&self) -> StatementParts {
        StatementParts {
            decision: self.decision(),
            facts: self.facts.clone(),
            automated: self.automated().to_owned(),
            ground: self.ground_text(),
            redress: self.redress(),
        }
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|first| first.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// « 3 juin 2027 ».
fn french_date(at: DateTime<Utc>) -> String {
    crate::french::date(at)
}

/// `sqlx::query_as!` reading [`StatementRow`]s, then `$rest` and its arguments.
macro_rules! select_statements {
    ($rest:literal $(, $arg:expr)* $(,)?) => {
        sqlx::query_as!(
            StatementRow,
            r#"SELECT d.id, d.job_offer_id, d.company_id,
                 coalesce(o.title, c.name) AS "subject!", d.outcome, d.ground, d.facts,
                 d.automated_detection, d.decided_at, d.decided_by, d.contest_of,
                 d.contested_at, d.contest_text
               FROM notice_decisions d
               JOIN companies c ON c.id = d.company_id
               LEFT JOIN job_offers o ON o.id = d.job_offer_id "#
                + $rest
            $(, $arg)*
        )
    };
}

pub(super) struct StatementRow {
    id: i64,
    job_offer_id: Option<i64>,
    company_id: i64,
    subject: String,
    outcome: String,
    ground: Option<String>,
    facts: String,
    automated_detection: bool,
    decided_at: DateTime<Utc>,
    decided_by: Option<i64>,
    contest_of: Option<i64>,
    contested_at: Option<DateTime<Utc>>,
    contest_text: Option<String>,
}

impl From<StatementRow> for Statement {
    fn from(row: StatementRow) -> Self {
        Self {
            id: row.id,
            job_offer_id: row.job_offer_id,
            company_id: row.company_id,
            subject: row.subject,
            outcome: Outcome::stored(&row.outcome),
            ground: row.ground.as_deref().and_then(|g| Reason::parse(g).ok()),
            facts: row.facts,
            automated_detection: row.automated_detection,
            decided_at: row.decided_at,
            decided_by: row.decided_by,
            contest_of: row.contest_of,
            contested_at: row.contested_at,
            contest_text: row.contest_text,
        }
    }
}

/// The decision `id`.
pub async fn load(conn: &mut PgConnection, id: i64) -> AppResult<Statement> {
    select_statements!("WHERE d.id = $1", id)
        .fetch_optional(&mut *conn)
        .await?
        .map(Statement::from)
        .ok_or(AppError::NotFound)
}

/// The viewer's company's statements (every decision but « maintenue »), newest first.
pub async fn of_my_company(pool: &PgPool, viewer: &Viewer) -> AppResult<Vec<Statement>> {
    viewer.company()?;
    let company_id = viewer.company_id.ok_or(AppError::Forbidden)?;
    Ok(
        select_statements!(
            "WHERE d.company_id = $1 AND d.outcome <> 'KEPT' ORDER BY d.decided_at DESC, d.id DESC LIMIT $2",
            company_id,
            MAX_LISTED
        )
        .fetch_all(pool)
        .await?
        .into_iter()
        .map(Statement::from)
        .collect(),
    )
}

/// Who receives a statement.
pub(super) struct Recipient {
    user_id: i64,
    email: String,
    firstname: String,
}

/// The company's recipient of a statement: the offer's contact, or the company's first
/// account; only a proven address (`mail::CONFIRMED`).
pub(super) async fn recipient(
    conn: &mut PgConnection,
    statement: &Statement,
) -> AppResult<Option<Recipient>> {
    let found = match statement.job_offer_id {
        Some(offer_id) => {
            sqlx::query_as!(
                Recipient,
                "SELECT u.id AS user_id, u.email, u.firstname FROM job_offers o
             JOIN pro_accounts pa ON pa.id = o.contact_account_id
             JOIN users u ON u.id = pa.user_id
             WHERE o.id = $1 AND u.confirmation_token IS NULL",
                offer_id
            )
            .fetch_optional(&mut *conn)
            .await?
        }
        None => {
            sqlx::query_as!(
                Recipient,
                "SELECT u.id AS user_id, u.email, u.firstname FROM companies c
             JOIN pro_accounts pa ON pa.pro_client_id = c.pro_client_id
             JOIN users u ON u.id = pa.user_id
             WHERE c.id = $1 AND u.confirmation_token IS NULL ORDER BY pa.id LIMIT 1",
                statement.company_id
            )
            .fetch_optional(&mut *conn)
            .await?
        }
    };
    Ok(found)
}

/// A suspension's statement carries a personal contest link, since the company's accounts
/// cannot sign in to reach the dashboard's button.
fn needs_contest_link(statement: &Statement) -> bool {
    statement.outcome == Outcome::CompanySuspended && statement.contest_of.is_none()
}

/// Mails the statement `id` to its company (if its address is proven): with a link to the
/// dashboard, or for a suspension a personal contest link (only its hash is kept).
pub(super) async fn mail(
    conn: &mut PgConnection,
    mailer: &crate::mail::Mailer,
    id: i64,
) -> AppResult<()> {
    let statement = load(conn, id).await?;
    let Some(to) = recipient(conn, &statement).await? else {
        return Ok(());
    };
    let (link, label) = if needs_contest_link(&statement) {
        let secret = token::new_token();
        sqlx::query!(
            "UPDATE notice_decisions SET contest_token_hash = $2, contest_token_user_id = $3
             WHERE id = $1",
            id,
            token::hash_token(&secret),
            to.user_id
        )
        .execute(&mut *conn)
        .await?;
        (
            mailer.link(&format!("/contestation/{secret}")),
            "Contester cette décision",
        )
    } else {
        (
            mailer.link("/dashboard/moderation"),
            "Voir mes décisions de modération",
        )
    };
    let mail =
        templates::statement_of_reasons(&to.email, &to.firstname, &statement.parts(), &link, label);
    mailer.queue(conn, mail).await?;
    Ok(())
}

/// The decision of the contest link `secret`, with the account the link was mailed to.
pub async fn by_contest_link(
    conn: &mut PgConnection,
    secret: &str,
) -> AppResult<(Statement, Option<i64>)> {
    let hash = token::hash_token(secret);
    let found = sqlx::query!(
        "SELECT id, contest_token_user_id FROM notice_decisions WHERE contest_token_hash = $1",
        hash
    )
    .fetch_optional(&mut *conn)
    .await?
    .ok_or(AppError::NotFound)?;
    Ok((load(conn, found.id).await?, found.contest_token_user_id))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn removed(automated: bool) -> Statement {
        Statement {
            id: 1,
            job_offer_id: Some(3),
            company_id: 2,
            subject: "Tapissier".to_owned(),
            outcome: Outcome::OfferRemoved,
            ground: Some(Reason::Scam),
            facts: "Frais de dossier demandés.".to_owned(),
            automated_detection: automated,
            decided_at: Utc::now(),
            decided_by: Some(9),
            contest_of: None,
            contested_at: None,
            contest_text: None,
        }
    }

    #[test]
    fn the_statement_says_each_part_of_article_17() {
        let statement = removed(false);
        assert!(statement.decision().contains("a été retirée"));
        assert!(statement.automated().starts_with("Aucun moyen automatisé"));
        assert!(
            statement.ground_text().contains("L5331-3"),
            "{}",
            statement.ground_text()
        );
        assert!(statement.redress().contains("Contester cette décision"));
        assert!(statement.redress().contains("juridictions"));
        assert!(statement.contestable(Utc::now()));
        assert!(!statement.contestable(Utc::now() + Duration::days(CONTEST_DAYS + 1)));
        assert!(removed(true)
            .automated()
            .contains("détecté par des moyens automatisés"));
    }
}
