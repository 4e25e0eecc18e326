//! The back-office (issue 19): the staff guard on every admin field, the audit log (written
//! with each action, never editable), staff grants, the contact inbox, and `/admin` pages.

mod admin_content;
mod admin_moderation;
mod admin_money;
mod moderation;

use async_graphql::parser::types::{BaseType, TypeKind, TypeSystemDefinition};
use serde_json::{json, Value};

use crate::support::helpers::{first_error, spawn_app, TestApp};

/// `(root, field, document)` for every field of `AdminQuery` and `AdminMutation`: each
/// asked with made-up arguments of the right types, so the document is valid and only the
/// guard can refuse it. Walks the exported schema: a new admin field is in the list at once.
fn every_admin_operation() -> Vec<(&'static str, String, String)> {
    let sdl = ensemblier::graphql::sdl();
    let document = async_graphql::parser::parse_schema(&sdl).expect("SDL parses");
    let types: std::collections::HashMap<String, TypeKind> = document
        .definitions
        .into_iter()
        .filter_map(|d| match d {
            TypeSystemDefinition::Type(t) => Some((t.node.name.node.to_string(), t.node.kind)),
            _ => None,
        })
        .collect();
    let mut operations = Vec::new();
    for (root, type_name) in [("query", "AdminQuery"), ("mutation", "AdminMutation")] {
        let Some(TypeKind::Object(object)) = types.get(type_name) else {
            panic!("{type_name} is not in the schema");
        };
        for field in &object.fields {
            let field = &field.node;
            let arguments: Vec<String> = field
                .arguments
                .iter()
                .filter(|a| !a.node.ty.node.nullable && a.node.default_value.is_none())
                .map(|a| {
                    format!(
                        "{}: {}",
                        a.node.name.node,
                        made_up(&a.node.ty.node, &types, 0)
                    )
                })
                .collect();
            let arguments = if arguments.is_empty() {
                String::new()
            } else {
                format!("({})", arguments.join(", "))
            };
            let selection = match types.get(base_name(&field.ty.node.base)) {
                Some(TypeKind::Object(_) | TypeKind::Interface(_) | TypeKind::Union(_)) => {
                    " { __typename }"
                }
                _ => "",
            };
            operations.push((
                root,
                field.name.node.to_string(),
                format!(
                    "{root} {{ admin {{ {}{arguments}{selection} }} }}",
                    field.name.node
                ),
            ));
        }
    }
    operations
}

fn base_name(base: &BaseType) -> &str {
    match base {
        BaseType::Named(name) => name.as_str(),
        BaseType::List(inner) => base_name(&inner.base),
    }
}

/// A GraphQL literal of type `ty`.
fn made_up(
    ty: &async_graphql::parser::types::Type,
    types: &std::collections::HashMap<String, TypeKind>,
    depth: usize,
) -> String {
    assert!(depth < 8, "input types nest too deep");
    match &ty.base {
        BaseType::List(_) => "[]".to_owned(),
        BaseType::Named(name) => match (name.as_str(), types.get(name.as_str())) {
            ("Int", _) => "1".to_owned(),
            ("Float", _) => "1.5".to_owned(),
            ("Boolean", _) => "false".to_owned(),
            ("DateTime", _) => "\"2026-01-01T00:00:00Z\"".to_owned(),
            (_, Some(TypeKind::Enum(e))) => e.values[0].node.value.node.to_string(),
            (_, Some(TypeKind::InputObject(input))) => {
                let fields: Vec<String> = input
                    .fields
                    .iter()
                    .filter(|f| !f.node.ty.node.nullable && f.node.default_value.is_none())
                    .map(|f| {
                        format!(
                            "{}: {}",
                            f.node.name.node,
                            made_up(&f.node.ty.node, types, depth + 1)
                        )
                    })
                    .collect();
                format!("{{ {} }}", fields.join(", "))
            }
            // String, ID and other scalars read a string.
            _ => "\"1\"".to_owned(),
        },
    }
}

fn code(answer: &Value) -> String {
    first_error(answer).1
}

#[tokio::test]
async fn no_one_but_staff_gets_anything_from_any_admin_field() {
    let app = spawn_app().await;
    let candidate = app.candidate("lea@exemple.fr").await;
    let company = app.company("atelier@exemple.fr", "Atelier Lumière").await;
    let staff = app.staff("equipe@ensemblier.fr").await;
    let operations = every_admin_operation();
    for known in ["auditLog", "contactMessages", "markContactMessageHandled"] {
        assert!(
            operations.iter().any(|(_, field, _)| field == known),
            "{known} is not walked"
        );
    }
    let namespaces = [
        ("query", "query { admin { __typename } }".to_owned()),
        ("mutation", "mutation { admin { __typename } }".to_owned()),
    ];
    for (root, field, document) in operations
        .iter()
        .map(|(r, f, d)| (*r, f.as_str(), d.clone()))
        .chain(
            namespaces
                .iter()
                .map(|(r, d)| (*r, "__typename", d.clone())),
        )
    {
        for (who, token) in [
            ("anonymous", None),
            ("candidate", Some(&candidate)),
            ("company", Some(&company)),
        ] {
            let answer = match token {
                Some(token) => app.graphql_as(token, &document, json!({})).await,
                None => app.graphql(&document, json!({})).await,
            };
            assert_eq!(
                code(&answer),
                "NOT_FOUND",
                "{who}, {root} {field}: {answer}"
            );
            assert_eq!(
                answer["data"],
                Value::Null,
                "{who}, {root} {field}: {answer}"
            );
        }
        // The document is valid: staff get past the guard (any error is the field's own).
        let answer = app.graphql_as(&staff, &document, json!({})).await;
        let staff_code = code(&answer);
        assert!(
            !["INVALID_QUERY", "REQUIRED", "QUERY_TOO_COMPLEX"].contains(&staff_code.as_str()),
            "staff, {root} {field}: {answer}"
        );
        if field == "__typename" {
            assert!(answer.get("errors").is_none(), "{answer}");
        }
    }
}

#[tokio::test]
async fn a_revoked_member_loses_the_back_office_at_the_next_request() {
    let app = spawn_app().await;
    let token = app.staff("equipe@ensemblier.fr").await;
    let (_, session) = app
        .login("equipe@ensemblier.fr", crate::support::helpers::PASSWORD)
        .await;
    assert!(session["roles"]
        .as_array()
        .expect("roles")
        .contains(&json!("ROLE_STAFF")));
    let document = "{ admin { auditLog { totalCount } } }";
    let answer = app.graphql_as(&token, document, json!({})).await;
    assert!(answer.get("errors").is_none(), "{answer}");

    use ensemblier::admin::staff::{revoke, Outcome};
    assert_eq!(
        revoke(&app.pool, "EQUIPE@ensemblier.fr").await.ok(),
        Some(Outcome::Changed)
    );
    assert_eq!(
        revoke(&app.pool, "equipe@ensemblier.fr").await.ok(),
        Some(Outcome::Unchanged)
    );
    let answer = app.graphql_as(&token, document, json!({})).await;
    assert_eq!(code(&answer), "NOT_FOUND", "{answer}");
    let (_, session) = app
        .login("equipe@ensemblier.fr", crate::support::helpers::PASSWORD)
        .await;
    assert!(!session["roles"]
        .as_array()
        .expect("roles")
        .contains(&json!("ROLE_STAFF")));
}

#[tokio::test]
async fn granting_an_unknown_address_is_refused_in_french() {
    let app = spawn_app().await;
    let error = ensemblier::admin::staff::grant(&app.pool, "personne@exemple.fr")
        .await
        .expect_err("unknown account");
    assert_eq!(
        error.message(),
        "Aucun compte n'utilise l'adresse personne@exemple.fr."
    );
}

async fn contact(app: &TestApp, token: &str, message: &str) {
    let response = app
        .post_form(
            "/api/contact",
            &[
                ("subject", "publier"),
                ("email", "lea.pro@exemple.fr"),
                ("message", message),
            ],
            Some(token),
        )
        .await;
    assert_eq!(response.text().await.expect("body"), "ok");
}

const LOG: &str = "query($type: String, $id: String, $search: String) {
  admin { auditLog(subjectType: $type, subjectId: $id, search: $search) {
    totalCount
    edges { node { actorEmail action subjectType subjectId before after } }
  } }
}";

#[tokio::test]
async fn marking_a_message_handled_is_logged_with_before_and_after() {
    let app = spawn_app().await;
    let candidate = app.candidate("lea@exemple.fr").await;
    contact(&app, &candidate, "Je n'arrive pas à publier.").await;
    contact(&app, &candidate, "C'est bon, merci.").await;
    let staff = app.staff("equipe@ensemblier.fr").await;

    let inbox = "query($handled: Boolean) { admin { contactMessages(handled: $handled) {
        totalCount edges { node { id subjectLabel email message handledAt } } } } }";
    let answer = app.graphql_as(&staff, inbox, json!({})).await;
    let messages = &answer["data"]["admin"]["contactMessages"];
    assert_eq!(messages["totalCount"], 2, "{answer}");
    let newest = &messages["edges"][0]["node"];
    assert_eq!(newest["message"], "C'est bon, merci.");
    assert_eq!(
        newest["subjectLabel"],
        "Problème ou aide pour publier une annonce"
    );
    assert_eq!(newest["handledAt"], Value::Null);

    let mark = "mutation($id: Int!) { admin { markContactMessageHandled(id: $id) { handledAt } } }";
    let id = newest["id"].clone();
    for _ in 0..2 {
        let answer = app.graphql_as(&staff, mark, json!({ "id": id })).await;
        assert!(
            answer["data"]["admin"]["markContactMessageHandled"]["handledAt"].is_string(),
            "{answer}"
        );
    }
    let answer = app
        .graphql_as(&staff, inbox, json!({ "handled": false }))
        .await;
    assert_eq!(
        answer["data"]["admin"]["contactMessages"]["totalCount"], 1,
        "{answer}"
    );
    let answer = app.graphql_as(&staff, mark, json!({ "id": 999_999 })).await;
    assert_eq!(code(&answer), "NOT_FOUND");

    // One row (the second mark changed nothing), with the message before and after.
    let answer = app
        .graphql_as(
            &staff,
            LOG,
            json!({ "type": "contact_message", "id": id.to_string() }),
        )
        .await;
    let log = &answer["data"]["admin"]["auditLog"];
    assert_eq!(log["totalCount"], 1, "{answer}");
    let entry = &log["edges"][0]["node"];
    assert_eq!(entry["actorEmail"], "equipe@ensemblier.fr");
    assert_eq!(entry["action"], "contact_message.mark_handled");
    let before: Value =
        serde_json::from_str(entry["before"].as_str().expect("before")).expect("JSON");
    let after: Value = serde_json::from_str(entry["after"].as_str().expect("after")).expect("JSON");
    assert_eq!(before["handled_at"], Value::Null);
    assert!(after["handled_at"].is_string());
    assert_eq!(after["message"], "C'est bon, merci.");

    // The grant is in the log too, by the command line; the text filter finds it.
    let answer = app
        .graphql_as(&staff, LOG, json!({ "search": "staff.gr" }))
        .await;
    let entry = &answer["data"]["admin"]["auditLog"]["edges"][0]["node"];
    assert_eq!(entry["actorEmail"], "ligne de commande", "{answer}");
    assert_eq!(entry["subjectType"], "user");
}

#[tokio::test]
async fn the_audit_log_refuses_updates_deletes_and_truncates() {
    let app = spawn_app().await;
    app.staff("equipe@ensemblier.fr").await;
    for statement in [
        "UPDATE audit_log SET actor_email = 'quelqu''un'",
        "DELETE FROM audit_log",
        "TRUNCATE audit_log",
    ] {
        let error = sqlx::query(statement)
            .execute(&app.pool)
            .await
            .expect_err(statement);
        assert!(
            error.to_string().contains("append-only"),
            "{statement}: {error}"
        );
    }
    let rows: i64 = sqlx::query_scalar("SELECT count(*) FROM audit_log")
        .fetch_one(&app.pool)
        .await
        .expect("count");
    assert_eq!(rows, 1);
}

#[tokio::test]
async fn an_overlong_log_filter_is_refused_in_french() {
    let app = spawn_app().await;
    let staff = app.staff("equipe@ensemblier.fr").await;
    let answer = app
        .graphql_as(&staff, LOG, json!({ "search": "x".repeat(101) }))
        .await;
    assert_eq!(
        first_error(&answer),
        (
            "Un filtre du journal compte 100 caractères au plus.".to_owned(),
            "TOO_LONG".to_owned()
        )
    );
}

#[tokio::test]
async fn admin_pages_are_served_like_unknown_ones_never_indexed_nor_in_the_sitemap() {
    let app = spawn_app().await;
    let admin = app.get("/admin/journal").await;
    assert_eq!(admin.status(), 200);
    assert_eq!(
        admin.headers()["x-robots-tag"].to_str().expect("header"),
        "noindex"
    );
    let admin = admin.text().await.expect("body");
    assert!(admin.contains("<meta name=\"robots\" content=\"noindex\" />"));
    let unknown = app.get("/page-inconnue").await.text().await.expect("body");
    assert_eq!(
        admin.replace("/admin/journal", "/page-inconnue"),
        unknown,
        "/admin says nothing an unknown path does not"
    );
    let sitemap = app.get("/sitemap.xml").await.text().await.expect("body");
    assert!(!sitemap.contains("/admin"));
}

#[tokio::test]
async fn staff_numbers_count_this_week_and_this_month() {
    use crate::support::fixtures;
    let app = spawn_app().await;
    let staff = app.staff("equipe@ensemblier.fr").await;
    let company = fixtures::company(&app.pool, "Atelier Lumière").await;
    fixtures::offer(
        &app.pool,
        fixtures::Offer {
            company_id: company,
            title: "Tapissier",
            days_ago: 0,
            ..fixtures::Offer::default()
        },
    )
    .await;
    // Published long ago and over: neither live nor of this week.
    fixtures::offer(
        &app.pool,
        fixtures::Offer {
            company_id: company,
            title: "Ébéniste",
            days_ago: 40,
            ..fixtures::Offer::default()
        },
    )
    .await;
    sqlx::query(
        "INSERT INTO orders (reference, pro_client_id, pricing_id, price, discount, vat,
                             price_incl, payment_method, status, paid_at)
         SELECT 'ENS-' || upper(s), c.pro_client_id, (SELECT min(id) FROM pricings), 10000,
                1000, 1800, 10800, 'transfer', s, CASE WHEN s = 'paid' THEN now() END
         FROM companies c, unnest(ARRAY['paid', 'pending']) s WHERE c.id = $1",
    )
    .bind(company)
    .execute(&app.pool)
    .await
    .expect("orders");
    let answer = app
        .graphql_as(
            &staff,
            "{ admin { numbers { offersLive publishedThisWeek applicationsThisWeek
                revenueThisMonthCents alertsMailedThisWeek } } }",
            json!({}),
        )
        .await;
    assert_eq!(
        answer["data"]["admin"]["numbers"],
        json!({ "offersLive": 1, "publishedThisWeek": 1, "applicationsThisWeek": 0,
                "revenueThisMonthCents": 9000, "alertsMailedThisWeek": 0 }),
        "{answer}"
    );
}
