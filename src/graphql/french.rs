//! The errors async-graphql writes itself (parse errors, schema validation, the depth
//! limit) in English, rewritten in French with a stable code before they leave
//! the server (spec section 5). The original text stays in `extensions.detail` for developers.
//! Errors our resolvers raise already carry a code and a French message: they pass untouched.

use async_graphql::ServerError;

use super::MAX_DEPTH;
use crate::error::ErrorCode;

/// Field names as users read them (spec section 5); others are shown as they are named.
const FIELD_LABELS: [(&str, &str); 5] = [
    ("companyPresentation", "Présentation de l'entreprise"),
    ("title", "Nom du poste"),
    ("description", "Description du poste"),
    ("perfectCandidateDescription", "Le candidat de vos rêves"),
    ("localizedCompanyCompanyId", "Entreprise"),
];

fn label(name: &str) -> &str {
    let last = name.rsplit('.').next().unwrap_or(name);
    FIELD_LABELS
        .iter()
        .find(|(field, _)| *field == last)
        .map_or(last, |(_, label)| label)
}

/// The text between the first pair of double quotes after `prefix`.
fn quoted_after<'a>(message: &'a str, prefix: &str) -> Option<&'a str> {
    let rest = &message[message.find(prefix)? + prefix.len()..];
    let start = rest.find('"')? + 1;
    let end = start + rest[start..].find('"')?;
    Some(&rest[start..end])
}

/// The code and French message for one of async-graphql's own messages.
fn in_french(message: &str) -> (ErrorCode, String) {
    if message == "Query is nested too deep." {
        return (
            ErrorCode::QueryTooDeep,
            format!("La requête est trop imbriquée : {MAX_DEPTH} niveaux au plus."),
        );
    }
    // A required variable the request left out: `Variable title is not defined.`
    if let Some(name) = message
        .strip_prefix("Variable ")
        .and_then(|rest| rest.strip_suffix(" is not defined."))
        .filter(|name| !name.contains(['"', ' ']))
    {
        return (
            ErrorCode::Required,
            format!("Le champ {} n'a pas été renseigné.", label(name)),
        );
    }
    // `Variable "$title" of required type "String!" was not provided.` and the like.
    if let Some(name) = quoted_after(message, "Variable ").map(|v| v.trim_start_matches('$')) {
        if [
            "was not provided",
            "must not be null",
            "got invalid value null",
        ]
        .iter()
        .any(|end| message.contains(end))
        {
            return (
                ErrorCode::Required,
                format!("Le champ {} n'a pas été renseigné.", label(name)),
            );
        }
    }
    // `Invalid value for argument "input", field "title" of type "String!" is required but not provided`
    if message.contains("of type \"String!\" is required but not provided") {
        if let Some(name) = quoted_after(message, "field ") {
            return (
                ErrorCode::Required,
                format!(
                    "Le champ obligatoire {} n'a pas été renseigné.",
                    label(name)
                ),
            );
        }
    }
    if message.contains("non-null")
        || message.contains("must not be null")
        || message.contains("is required but not provided")
        || (message.contains("expected type \"") && message.contains("!\""))
    {
        return (ErrorCode::Required, "Ce champ est obligatoire.".to_owned());
    }
    (
        ErrorCode::InvalidQuery,
        "La requête GraphQL est invalide.".to_owned(),
    )
}

/// Gives an error async-graphql wrote a code and a French message; ours pass untouched.
pub fn rewrite(error: &mut ServerError) {
    // A bounded text's refusal (`Text`): its French message back in place of async-graphql's
    // `Failed to parse "String": …`.
    if let Some(extensions) = error.extensions.as_mut() {
        if let Some(async_graphql::Value::String(french)) =
            extensions.get(crate::text::MESSAGE_EXTENSION).cloned()
        {
            extensions.unset(crate::text::MESSAGE_EXTENSION);
            error.message = french;
            return;
        }
    }
    if error
        .extensions
        .as_ref()
        .is_some_and(|extensions| extensions.get("code").is_some())
    {
        return;
    }
    let (code, message) = in_french(&error.message);
    let detail = std::mem::replace(&mut error.message, message);
    let extensions = error.extensions.get_or_insert_with(Default::default);
    extensions.set("code", code.as_str());
    extensions.set("detail", detail);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_message_of_async_graphql_reads_in_french_with_its_code() {
        let cases = [
            (
                "Variable title is not defined.",
                ErrorCode::Required,
                "Le champ Nom du poste n'a pas été renseigné.",
            ),
            (
                "Variable \"$title\" of required type \"String!\" was not provided.",
                ErrorCode::Required,
                "Le champ Nom du poste n'a pas été renseigné.",
            ),
            (
                "Variable \"$input.companyPresentation\" got invalid value null",
                ErrorCode::Required,
                "Le champ Présentation de l'entreprise n'a pas été renseigné.",
            ),
            (
                "Invalid value for argument \"input\", field \"description\" of type \"String!\" is required but not provided",
                ErrorCode::Required,
                "Le champ obligatoire Description du poste n'a pas été renseigné.",
            ),
            (
                "Invalid value for argument \"input.phone\", field \"number\" of type \"Int!\" is required but not provided",
                ErrorCode::Required,
                "Ce champ est obligatoire.",
            ),
            (
                "Cannot return null for non-nullable field",
                ErrorCode::Required,
                "Ce champ est obligatoire.",
            ),
            (
                "Query is nested too deep.",
                ErrorCode::QueryTooDeep,
                "La requête est trop imbriquée : 12 niveaux au plus.",
            ),
            (
                "Unknown field \"nope\" on type \"Query\".",
                ErrorCode::InvalidQuery,
                "La requête GraphQL est invalide.",
            ),
        ];
        for (english, code, french) in cases {
            assert_eq!(in_french(english), (code, french.to_owned()), "{english}");
        }
    }

    #[test]
    fn an_error_that_has_a_code_is_left_as_it_is() {
        let mut error = ServerError::new("Le curseur de pagination est invalide.", None);
        error
            .extensions
            .get_or_insert_with(Default::default)
            .set("code", ErrorCode::InvalidCursor.as_str());
        let before = error.clone();
        rewrite(&mut error);
        assert_eq!(error, before);
    }

    #[test]
    fn the_english_text_is_kept_as_detail() {
        let mut error = ServerError::new("Query is nested too deep.", None);
        rewrite(&mut error);
        let extensions = error.extensions.expect("extensions");
        assert_eq!(
            extensions.get("code"),
            Some(&async_graphql::Value::from(
                ErrorCode::QueryTooDeep.as_str()
            ))
        );
        assert_eq!(
            extensions.get("detail"),
            Some(&async_graphql::Value::from("Query is nested too deep."))
        );
    }
}
