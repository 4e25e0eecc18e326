//! A company's message templates (issue 53, item 3; docs/messages.md "Templates"): texts
//! every member whose role may act on applications picks in a thread or in triage's
//! answer-to-many dialog. Kept per company client, seeded with three on first use, at most
//! `MAX_PER_COMPANY` (the trigger `message_templates_limit`). A template may carry an answer:
//! sending it records the dated invitation or refusal the candidate sees (`answers`).
//! Placeholders are `{prénom}`, `{poste}` and `{entreprise}`, checked at save and filled by
//! the server at sending (`fill`), in every text the company's side sends from the product.

use sqlx::PgPool;

use super::answers::Answer;
use crate::{
    access::{Area, Viewer},
    error::{AppError, AppResult, ErrorCode},
    text::{Bound, TemplateBody, TemplateTitle},
};

/// Templates one company keeps (trigger `message_templates_limit`).
pub const MAX_PER_COMPANY: i64 = 30;

pub const TOO_MANY: &str = "Vous avez déjà 30 modèles : supprimez-en un avant d'en créer un autre.";

/// The placeholders and what each is replaced by.
pub const PLACEHOLDERS: [&str; 3] = ["{prénom}", "{poste}", "{entreprise}"];

/// The longest text between braces read as a placeholder (longer is plain text).
const MAX_PLACEHOLDER: usize = 40;

/// The three templates a company starts with: title, text, answer.
const SEEDED: [(&str, &str, Option<Answer>); 3] = [
    (
        "Invitation à un entretien",
        "Bonjour {prénom},\n\nVotre candidature au poste {poste} a retenu notre attention : \
         nous aimerions vous rencontrer. Quels jours vous conviendraient pour un entretien ?\n\n\
         Bien cordialement,\n{entreprise}",
        Some(Answer::Invited),
    ),
    (
        "Réponse négative",
        "Bonjour {prénom},\n\nMerci de l'intérêt que vous portez à {entreprise}. Après examen \
         attentif, nous ne donnerons pas suite à votre candidature au poste {poste}. Nous vous \
         souhaitons une belle continuation.\n\nBien cordialement,\n{entreprise}",
        Some(Answer::Refused),
    ),
    (
        "Demande de book",
        "Bonjour {prénom},\n\nVotre candidature au poste {poste} nous intéresse. Pourriez-vous \
         nous envoyer votre book, ou un lien vers vos réalisations, en réponse à ce message ?\n\n\
         Bien cordialement,\n{entreprise}",
        None,
    ),
];

/// One template.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Template {
    pub id: i64,
    pub title: String,
    pub body: String,
    pub answer: Option<Answer>,
}

/// What a template writes or edits.
pub struct TemplateInput<'a> {
    pub title: &'a str,
    pub body: &'a str,
    pub answer: Option<Answer>,
}

/// What the placeholders are replaced by for one candidate.
pub struct Fills<'a> {
    /// The candidate's name as sent with the application (its first word is used).
    pub candidate_name: &'a str,
    pub offer_title: &'a str,
    pub company_name: &'a str,
}

fn answer_of(stored: Option<&str>) -> Option<Answer> {
    match stored {
        Some("invited") => Some(Answer::Invited),
        Some("refused") => Some(Answer::Refused),
        _ => None,
    }
}

/// The first word of the name as sent (« Léa » of « Léa Martin »), or nothing once erased.
pub fn first_name(name: &str) -> &str {
    name.split_whitespace().next().unwrap_or_default()
}

/// The text with its placeholders replaced.
pub fn fill(text: &str, fills: &Fills<'_>) -> String {
    text.replace("{prénom}", first_name(fills.candidate_name))
        .replace("{poste}", fills.offer_title.trim())
        .replace("{entreprise}", fills.company_name.trim())
}

/// The first text between braces that is not a known placeholder, if any.
pub fn unknown_placeholder(text: &str) -> Option<&str> {
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        let close = after.find(['{', '}', '\n'])?;
        if after[close..].starts_with('}') && after[..close].chars().count() <= MAX_PLACEHOLDER {
            let placeholder = &rest[open..open + close + 2];
            if !PLACEHOLDERS.contains(&placeholder) {
                return Some(placeholder);
            }
        }
        rest = &after[close..];
    }
    None
}

/// The viewer's company client (a member whose role may act on applications).
fn client_of(viewer: &Viewer) -> AppResult<i64> {
    Ok(viewer.company_for(Area::Applications)?.1)
}

/// The company's templates, oldest first; the three first ones are written on first use.
pub async fn list(pool: &PgPool, viewer: &Viewer) -> AppResult<Vec<Template>> {
    let client = client_of(viewer)?;
    seed(pool, client).await?;
    let rows = sqlx::query!(
        "SELECT id, title, body, answer FROM message_templates WHERE pro_client_id = $1
         ORDER BY id LIMIT $2",
        client,
        MAX_PER_COMPANY
    )
    .fetch_all(pool)
    .await?;
    Ok(rows
        .into_iter()
        .map(|r| Template {
            id: r.id,
            title: r.title,
            body: r.body,
            answer: answer_of(r.answer.as_deref()),
        })
        .collect())
}

/// Writes the three first templates once per client (under the client's row lock, so two
/// first visits at once write them once).
async fn seed(pool: &PgPool, client: i64) -> AppResult<()> {
    let mut tx = pool.begin().await?;
    let first = sqlx::query_scalar!(
        "UPDATE pro_clients SET message_templates_seeded_at = now()
         WHERE id = $1 AND message_templates_seeded_at IS NULL RETURNING id",
        client
    )
    .fetch_optional(&mut *tx)
    .await?;
    if first.is_none() {
        return Ok(());
    }
    for (title, body, answer) in SEEDED {
        sqlx::query!(
            "INSERT INTO message_templates (pro_client_id, title, body, answer)
             VALUES ($1, $2, $3, $4)",
            client,
            title,
            body,
            answer.map(Answer::as_str)
        )
        .execute(&mut *tx)
        .await
        .map_err(refused)?;
    }
    tx.commit().await?;
    Ok(())
}

/// The title and text trimmed and checked: bounds, and only known placeholders.
fn checked<'a>(input: &TemplateInput<'a>) -> AppResult<(&'a str, &'a str)> {
    let (title, body) = (input.title.trim(), input.body.trim());
    if title.is_empty() {
        return Err(AppError::missing("Titre du modèle"));
    }
    if body.is_empty() {
        return Err(AppError::missing("Texte du modèle"));
    }
    if title.chars().count() > TemplateTitle::MAX {
        return Err(AppError::invalid(
            ErrorCode::TooLong,
            TemplateTitle::TOO_LONG.unwrap_or_default(),
        ));
    }
    if body.chars().count() > TemplateBody::MAX {
        return Err(AppError::invalid(
            ErrorCode::TooLong,
            TemplateBody::TOO_LONG.unwrap_or_default(),
        ));
    }
    if let Some(unknown) = unknown_placeholder(title).or_else(|| unknown_placeholder(body)) {
        return Err(AppError::invalid(
            ErrorCode::UnknownOption,
            format!(
                "Le modèle contient {unknown}, que nous ne savons pas remplacer : utilisez \
                 {{prénom}}, {{poste}} ou {{entreprise}}."
            ),
        ));
    }
    Ok((title, body))
}

pub async fn create(
    pool: &PgPool,
    viewer: &Viewer,
    input: TemplateInput<'_>,
) -> AppResult<Template> {
    let client = client_of(viewer)?;
    let (title, body) = checked(&input)?;
    // The first templates come before the company's own, whichever it opens first.
    seed(pool, client).await?;
    let id = sqlx::query_scalar!(
        "INSERT INTO message_templates (pro_client_id, title, body, answer)
         VALUES ($1, $2, $3, $4) RETURNING id",
        client,
        title,
        body,
        input.answer.map(Answer::as_str)
    )
    .fetch_one(pool)
    .await
    .map_err(refused)?;
    Ok(Template {
        id,
        title: title.to_owned(),
        body: body.to_owned(),
        answer: input.answer,
    })
}

pub async fn update(
    pool: &PgPool,
    viewer: &Viewer,
    id: i64,
    input: TemplateInput<'_>,
) -> AppResult<Template> {
    let client = client_of(viewer)?;
    let (title, body) = checked(&input)?;
    sqlx::query!(
        "UPDATE message_templates SET title = $3, body = $4, answer = $5, updated_at = now()
         WHERE id = $1 AND pro_client_id = $2",
        id,
        client,
        title,
        body,
        input.answer.map(Answer::as_str)
    )
    .execute(pool)
    .await?
    .rows_affected()
    .eq(&1)
    .then(|| Template {
        id,
        title: title.to_owned(),
        body: body.to_owned(),
        answer: input.answer,
    })
    .ok_or(AppError::NotFound)
}

pub async fn delete(pool: &PgPool, viewer: &Viewer, id: i64) -> AppResult<()> {
    let client = client_of(viewer)?;
    let deleted = sqlx::query!(
        "DELETE FROM message_templates WHERE id = $1 AND pro_client_id = $2",
        id,
        client
    )
    .execute(pool)
    .await?
    .rows_affected();
    if deleted == 1 {
        Ok(())
    } else {
        Err(AppError::NotFound)
    }
}

/// The answer a template of the client records, `NOT_FOUND` when it is not the client's.
pub async fn answer_of_template(pool: &PgPool, client: i64, id: i64) -> AppResult<Option<Answer>> {
    let row = sqlx::query!(
        "SELECT answer FROM message_templates WHERE id = $1 AND pro_client_id = $2",
        id,
        client
    )
    .fetch_optional(pool)
    .await?
    .ok_or(AppError::NotFound)?;
    Ok(answer_of(row.answer.as_deref()))
}

/// The trigger's refusal as the French error it means.
fn refused(error: sqlx::Error) -> AppError {
    if let sqlx::Error::Database(db) = &error {
        if db.constraint() == Some("message_templates_per_company") {
            return AppError::invalid(ErrorCode::TooMany, TOO_MANY);
        }
    }
    AppError::from(error)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_are_filled_for_each_candidate() {
        let fills = Fills {
            candidate_name: "Léa Martin",
            offer_title: "Tapissière",
            company_name: "Atelier Dubois",
        };
        assert_eq!(
            fill(
                "Bonjour {prénom}, {poste} chez {entreprise} ({prénom})",
                &fills
            ),
            "Bonjour Léa, Tapissière chez Atelier Dubois (Léa)"
        );
        assert_eq!(first_name("  "), "");
    }

    #[test]
    fn only_the_three_placeholders_are_accepted() {
        assert_eq!(
            unknown_placeholder("Bonjour {prénom} {poste} {entreprise}"),
            None
        );
        assert_eq!(unknown_placeholder("Bonjour {nom} !"), Some("{nom}"));
        assert_eq!(unknown_placeholder("{prenom}"), Some("{prenom}"));
        // Unclosed braces, braces across lines and long texts between braces are plain text.
        assert_eq!(unknown_placeholder("un { seul"), None);
        assert_eq!(unknown_placeholder("{début\nfin}"), None);
        assert_eq!(
            unknown_placeholder(&format!("{{{}}}", "x".repeat(41))),
            None
        );
        assert_eq!(unknown_placeholder("{{prénom}"), None);
        for (title, body, _) in SEEDED {
            assert_eq!(unknown_placeholder(title), None);
            assert_eq!(unknown_placeholder(body), None);
            assert!(title.chars().count() <= TemplateTitle::MAX);
        }
    }

    #[test]
    fn the_limit_is_the_triggers() {
        let migration = include_str!("../../migrations/20261208200001_message_templates.sql");
        assert!(migration.contains(&format!(">= {MAX_PER_COMPANY} THEN")));
        assert!(migration.contains(&format!("BETWEEN 1 AND {}", TemplateTitle::MAX)));
        assert!(migration.contains(&format!("BETWEEN 1 AND {}", TemplateBody::MAX)));
    }
}
