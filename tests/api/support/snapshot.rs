//! Answers made comparable for insta snapshots: what changes from one run to the next (ids,
//! UUIDs, dates, tokens and secrets, order references) is replaced by a placeholder naming its
//! kind, everything else — field names, French texts, amounts, statuses — is kept, so a change
//! of the answer's shape or wording shows in review. A small normaliser rather than insta's
//! `redactions` feature: it knows the API's kinds of values wherever they sit.

use serde_json::{Map, Value};

/// `answer` with its volatile values replaced: `"[id]"`, `"/api/job_offers/[id]"`, `"[uuid]"`,
/// `"[date]"`, `"[secret]"`, `"[reference]"`.
pub fn stable(answer: &Value) -> Value {
    match answer {
        Value::Object(fields) => Value::Object(
            fields
                .iter()
                .map(|(key, value)| (key.clone(), stable_field(key, value)))
                .collect::<Map<_, _>>(),
        ),
        Value::Array(items) => Value::Array(items.iter().map(stable).collect()),
        Value::String(text) => Value::String(stable_text(text)),
        other => other.clone(),
    }
}

/// `stable(answer)` of an answer that must be a success: no GraphQL `errors`, no REST `error`.
pub fn success(answer: &Value) -> Value {
    assert!(
        answer.get("errors").is_none() && answer.get("error").is_none(),
        "not a success: {answer}"
    );
    stable(answer)
}

fn stable_field(key: &str, value: &Value) -> Value {
    // `confirmationToken` stays: the API says only « pending » or null, never the secret.
    let secret = ["token", "clientSecret", "client_secret", "secret"];
    match value {
        Value::Number(_) if key == "_id" || key == "id" || key.ends_with("Id") => {
            Value::String("[id]".to_owned())
        }
        Value::String(_) if secret.contains(&key) => Value::String("[secret]".to_owned()),
        Value::String(_) if ["reference", "orderReference", "order_reference"].contains(&key) => {
            Value::String("[reference]".to_owned())
        }
        _ => stable(value),
    }
}

fn stable_text(text: &str) -> String {
    if is_date(text) {
        return "[date]".to_owned();
    }
    // An IRI: its path kept, its number hidden (`/api/job_offers/[id]`).
    if let Some((path, last)) = text.rsplit_once('/') {
        if text.starts_with("/api/") && !last.is_empty() && last.bytes().all(|b| b.is_ascii_digit())
        {
            return format!("{path}/[id]");
        }
    }
    // Anywhere in a text: UUIDs (`/api/applications/[uuid]/cv`), order references
    // (`commande [reference]`) and the payment provider's ids.
    let mut out = String::with_capacity(text.len());
    let mut word = String::new();
    for c in text.chars().chain(std::iter::once(' ')) {
        if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
            word.push(c);
            continue;
        }
        out.push_str(&stable_word(&word));
        word.clear();
        out.push(c);
    }
    out.pop();
    out
}

fn stable_word(word: &str) -> String {
    let reference = word.len() == 12
        && word.starts_with("ENS-")
        && word[4..]
            .bytes()
            .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit());
    if is_uuid(word) {
        "[uuid]".to_owned()
    } else if reference {
        "[reference]".to_owned()
    } else if word.starts_with("pi_") {
        "[payment-intent]".to_owned()
    } else {
        word.to_owned()
    }
}

/// `8-4-4-4-12` hexadecimal digits.
fn is_uuid(text: &str) -> bool {
    let groups: Vec<&str> = text.split('-').collect();
    groups.len() == 5
        && groups
            .iter()
            .zip([8, 4, 4, 4, 12])
            .all(|(g, n)| g.len() == n && g.bytes().all(|b| b.is_ascii_hexdigit()))
}

/// `2026-12-02`, alone or followed by a time (`T09:41:17…`, `09:41:17…`).
fn is_date(text: &str) -> bool {
    let bytes = text.as_bytes();
    let digits = |range: std::ops::Range<usize>| bytes[range].iter().all(u8::is_ascii_digit);
    bytes.len() >= 10
        && digits(0..4)
        && bytes[4] == b'-'
        && digits(5..7)
        && bytes[7] == b'-'
        && digits(8..10)
        && (bytes.len() == 10 || matches!(bytes[10], b'T' | b' '))
}

#[test]
fn volatile_values_are_replaced_and_the_rest_kept() {
    let answer = serde_json::json!({
        "_id": 12, "id": "/api/job_offers/12", "uuid": "0b0f6c8e-3a1d-4e5f-9a7b-1c2d3e4f5a6b",
        "createdAt": "2026-12-02T09:41:17+00:00", "endsOn": "2026-12-31",
        "token": "eyJhbGciOi", "title": "Tapissier 2026", "price": 49000,
        "candidate": { "id": "/api/candidates/3", "firstname": "Léa" },
        "cvPath": "/api/applications/0b0f6c8e-3a1d-4e5f-9a7b-1c2d3e4f5a6b/cv",
        "description": "Pack 3 annonces – commande ENS-9WVZY7P7", "intent": "pi_local_cxnYi8"
    });
    assert_eq!(
        stable(&answer),
        serde_json::json!({
            "_id": "[id]", "id": "/api/job_offers/[id]", "uuid": "[uuid]",
            "createdAt": "[date]", "endsOn": "[date]",
            "token": "[secret]", "title": "Tapissier 2026", "price": 49000,
            "candidate": { "id": "/api/candidates/[id]", "firstname": "Léa" },
            "cvPath": "/api/applications/[uuid]/cv",
            "description": "Pack 3 annonces – commande [reference]", "intent": "[payment-intent]"
        })
    );
}
