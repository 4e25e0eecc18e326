//! Bounds by construction (issue 32): every text a user sends, through GraphQL or REST, is
//! refused in French with a code when it is too long or holds a NUL, and never reaches
//! PostgreSQL; every text column has a length CHECK. The inputs are read from the schema and
//! from `http::fields::ENDPOINTS`, so a new one is walked at once.

use std::{cell::Cell, collections::HashMap, sync::Once};

use async_graphql::parser::types::{
    BaseType, InputValueDefinition, Type, TypeKind, TypeSystemDefinition,
};
use ensemblier::http::fields::{Caller, Carrier, ENDPOINTS};
use serde_json::{json, Map, Value};

use crate::support::helpers::{first_error, spawn_app, TestApp};

/// Longer than every bound of `src/text.rs` (a post's content, 200,000 characters).
fn oversized() -> String {
    "x".repeat(200_001)
}
const NUL: &str = "Jean\u{0}ne";

// ---- ERROR log lines, counted per thread (a `#[tokio::test]` runs its server on its thread)

thread_local! {
    static ERRORS: Cell<usize> = const { Cell::new(0) };
}

struct CountErrors;

impl<S: tracing::Subscriber> tracing_subscriber::Layer<S> for CountErrors {
    fn on_event(&self, event: &tracing::Event<'_>, _: tracing_subscriber::layer::Context<'_, S>) {
        if *event.metadata().level() == tracing::Level::ERROR {
            ERRORS.with(|count| count.set(count.get() + 1));
        }
    }
}

fn count_errors() {
    static INSTALL: Once = Once::new();
    INSTALL.call_once(|| {
        use tracing_subscriber::layer::SubscriberExt;
        // Another subscriber may already be installed: then this test counts nothing more.
        let _ = tracing::subscriber::set_global_default(
            tracing_subscriber::registry().with(CountErrors),
        );
    });
}

fn errors_logged() -> usize {
    ERRORS.with(Cell::get)
}

// ---- PostgreSQL

/// Columns that need no length CHECK, each with its reason. Keep it short.
const UNBOUNDED_COLUMNS: &[(&str, &str)] = &[
    (
        "mail_queue.html_body",
        "rendered by the server from bounded texts; a bound would turn a long mail into a failed action",
    ),
    // Bounded by a CHECK naming their values or their pattern, which the search above does not
    // read as a length.
    ("book_images.stem", "a CHECK holds it to 32 hexadecimal digits"),
    ("company_works.stem", "a CHECK holds it to 32 hexadecimal digits"),
    ("companies.cover_stem", "a CHECK holds it to 32 hexadecimal digits"),
    (
        "application_project_images.stem",
        "a CHECK holds it to 32 hexadecimal digits (the book's stem it names)",
    ),
    (
        "google_indexing_notices.kind",
        "a CHECK holds it to URL_UPDATED or URL_DELETED",
    ),
    ("job_offer_alerts.start", "a CHECK holds it to three names"),
    (
        "legal_pay_shares.contract_code",
        "a CHECK holds it to alternance or professionnalisation",
    ),
    (
        "mail_queue.text_body",
        "rendered by the server from bounded texts; a bound would turn a long mail into a failed action",
    ),
];

#[tokio::test]
async fn every_text_column_has_a_length_check() {
    let app = spawn_app().await;
    let unbounded: Vec<String> = sqlx::query_scalar(
        r#"SELECT c.relname || '.' || a.attname
           FROM pg_attribute a
           JOIN pg_class c ON c.oid = a.attrelid
           WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p')
             AND c.relname <> '_sqlx_migrations'
             AND a.attnum > 0 AND NOT a.attisdropped
             AND a.atttypid IN ('text'::regtype, 'varchar'::regtype, 'bpchar'::regtype,
                                'text[]'::regtype, 'varchar[]'::regtype)
             AND NOT EXISTS (
                 SELECT 1 FROM pg_constraint k
                 WHERE k.conrelid = c.oid AND k.contype = 'c' AND a.attnum = ANY (k.conkey)
                   AND pg_get_constraintdef(k.oid)
                       ~ ('(char_length|length|texts_within)\(\(?"?' || a.attname || '"?\M'))
           ORDER BY 1"#,
    )
    .fetch_all(&app.pool)
    .await
    .expect("read the catalogue");
    let allowed: Vec<&str> = UNBOUNDED_COLUMNS
        .iter()
        .map(|(column, _)| *column)
        .collect();
    let missing: Vec<&String> = unbounded
        .iter()
        .filter(|column| !allowed.contains(&column.as_str()))
        .collect();
    assert!(
        missing.is_empty(),
        "text columns without a length CHECK: {missing:?}"
    );
    // An allowed column that left the schema leaves the list.
    for column in allowed {
        assert!(
            unbounded.iter().any(|c| c == column),
            "{column} is bounded now"
        );
    }
}

#[tokio::test]
async fn the_database_refuses_a_text_longer_than_its_column_whatever_the_path() {
    let app = spawn_app().await;
    app.company("lea@exemple.fr", "Atelier Lumière").await;
    let refused = sqlx::query("UPDATE users SET firstname = repeat('x', 101) WHERE email = $1")
        .bind("lea@exemple.fr")
        .execute(&app.pool)
        .await
        .expect_err("a CHECK refuses it");
    assert!(
        refused.to_string().contains("users_firstname_length"),
        "{refused}"
    );
    let refused = sqlx::query("UPDATE companies SET tag_words = ARRAY[repeat('x', 51)]")
        .execute(&app.pool)
        .await;
    assert!(refused.is_err(), "a keyword over 50 characters is refused");
}

// ---- GraphQL

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Role {
    Anonymous,
    Candidate,
    Company,
    Staff,
}

/// Who calls each root field. A field missing here fails the test: add it with its caller.
const ROLES: &[(&str, Role)] = &[
    ("query.myBook", Role::Candidate),
    ("query.publicBook", Role::Anonymous),
    ("mutation.publishBook", Role::Candidate),
    ("mutation.unpublishBook", Role::Candidate),
    ("mutation.createBookProject", Role::Candidate),
    ("mutation.updateBookProject", Role::Candidate),
    ("mutation.deleteBookProject", Role::Candidate),
    ("mutation.moveBookProject", Role::Candidate),
    ("mutation.updateBookImage", Role::Candidate),
    ("mutation.updateCompanyWork", Role::Company),
    ("mutation.deleteCompanyWork", Role::Company),
    ("mutation.moveCompanyWork", Role::Company),
    ("mutation.removeCompanyCover", Role::Company),
    ("mutation.deleteBookImage", Role::Candidate),
    ("mutation.moveBookImage", Role::Candidate),
    ("mutation.deleteBookPdf", Role::Candidate),
    ("query.localities", Role::Anonymous),
    ("query.locality", Role::Anonymous),
    ("query.regions", Role::Anonymous),
    ("query.departments", Role::Anonymous),
    ("query.jobContracts", Role::Anonymous),
    ("query.jobTypes", Role::Anonymous),
    ("query.jobSalaries", Role::Anonymous),
    ("query.jobPositions", Role::Anonymous),
    ("query.diplomas", Role::Anonymous),
    ("query.pricings", Role::Anonymous),
    ("query.legalNotice", Role::Anonymous),
    ("query.wallets", Role::Company),
    ("query.myUrgentOffers", Role::Company),
    ("query.orderInvoices", Role::Company),
    ("query.myOrders", Role::Company),
    ("query.payHint", Role::Company),
    ("query.me", Role::Candidate),
    ("query.candidate", Role::Candidate),
    ("query.companies", Role::Company),
    ("query.myCompanyLabels", Role::Company),
    ("mutation.withdrawCompanyLabel", Role::Company),
    ("mutation.verifyCompanySiret", Role::Company),
    ("query.jobOffers", Role::Anonymous),
    ("query.lastJobOffers", Role::Anonymous),
    ("query.jobOffer", Role::Anonymous),
    ("query.similarJobOffers", Role::Anonymous),
    ("query.salaryBarometer", Role::Anonymous),
    ("query.trainingPage", Role::Anonymous),
    ("query.trainingPages", Role::Anonymous),
    ("query.salaryTrades", Role::Anonymous),
    ("query.company", Role::Anonymous),
    ("query.jobOfferApplications", Role::Candidate),
    ("query.jobOfferApplication", Role::Candidate),
    ("query.unreadApplicationMessagesCount", Role::Candidate),
    ("query.myMessageMails", Role::Company),
    ("query.favorites", Role::Candidate),
    ("query.candidatePreferences", Role::Candidate),
    ("query.offersForYou", Role::Candidate),
    ("query.posts", Role::Anonymous),
    ("query.lastPosts", Role::Anonymous),
    ("query.post", Role::Anonymous),
    ("query.partners", Role::Anonymous),
    ("query.testimonials", Role::Anonymous),
    ("query.jobOfferAlerts", Role::Candidate),
    ("query.admin", Role::Staff),
    ("query.noticeReasons", Role::Anonymous),
    ("query.myModerationDecisions", Role::Company),
    ("query.offerWording", Role::Company),
    ("mutation.updateMyUser", Role::Candidate),
    ("mutation.updateMyCandidate", Role::Candidate),
    ("mutation.updateMyCompany", Role::Company),
    ("mutation.createJobOffer", Role::Company),
    ("mutation.updateJobOffer", Role::Company),
    ("mutation.updateStatusJobOffer", Role::Company),
    ("mutation.deleteJobOffer", Role::Company),
    ("mutation.duplicateJobOffer", Role::Company),
    ("mutation.createJobOfferApplication", Role::Candidate),
    ("mutation.updateJobOfferApplication", Role::Company),
    ("mutation.mailJobOfferApplicants", Role::Company),
    ("mutation.answerJobOfferApplications", Role::Company),
    ("mutation.noteJobOfferApplications", Role::Company),
    ("mutation.withdrawJobOfferApplication", Role::Candidate),
    ("mutation.sendApplicationMessage", Role::Candidate),
    ("mutation.markApplicationMessagesRead", Role::Candidate),
    ("mutation.setMessageMails", Role::Company),
    ("query.messageTemplates", Role::Company),
    ("query.myAnswerTime", Role::Company),
    ("mutation.createMessageTemplate", Role::Company),
    ("mutation.updateMessageTemplate", Role::Company),
    ("mutation.deleteMessageTemplate", Role::Company),
    ("mutation.createFavorite", Role::Candidate),
    ("mutation.deleteFavorite", Role::Candidate),
    ("mutation.saveCandidatePreferences", Role::Candidate),
    ("mutation.dismissRecommendation", Role::Candidate),
    ("mutation.eraseRecommendationDismissals", Role::Candidate),
    ("mutation.createJobOfferAlert", Role::Candidate),
    ("mutation.updateJobOfferAlert", Role::Candidate),
    ("mutation.deleteJobOfferAlert", Role::Candidate),
    ("mutation.admin", Role::Staff),
    ("mutation.reportOffer", Role::Anonymous),
    ("mutation.reportCompany", Role::Anonymous),
    ("mutation.confirmNotice", Role::Anonymous),
    ("mutation.contestModerationDecision", Role::Company),
    ("mutation.contestByLink", Role::Anonymous),
    ("query.moderationDecisionByLink", Role::Anonymous),
    ("mutation.recordJobOfferEvent", Role::Anonymous),
    ("query.myTeam", Role::Company),
    ("query.teamInvitation", Role::Anonymous),
    ("mutation.inviteTeamMember", Role::Company),
    ("mutation.revokeTeamInvitation", Role::Company),
    ("mutation.setTeamMemberRole", Role::Company),
    ("mutation.removeTeamMember", Role::Company),
    ("mutation.leaveTeam", Role::Company),
    ("mutation.acceptTeamInvitation", Role::Company),
    ("mutation.joinTeamByRegistering", Role::Anonymous),
    ("query.myIntegrations", Role::Company),
    ("mutation.setWebhook", Role::Company),
    ("mutation.replaceWebhookSecret", Role::Company),
    ("mutation.removeWebhook", Role::Company),
    ("mutation.sendTestWebhook", Role::Company),
    ("mutation.sendWebhookAgain", Role::Company),
    ("mutation.createApiToken", Role::Company),
    ("mutation.revokeApiToken", Role::Company),
    ("query.jobSuggestions", Role::Anonymous),
    ("query.applicationInterview", Role::Company),
    ("mutation.proposeInterview", Role::Company),
    ("mutation.pickInterviewSlot", Role::Candidate),
    ("mutation.moveInterview", Role::Company),
    ("mutation.cancelInterview", Role::Company),
];

/// One text position of one operation: the document asks the root field with made-up
/// arguments and `$probe` at that position.
struct Probe {
    operation: String,
    position: String,
    /// `String` or `ID`.
    scalar: String,
    document: String,
    role: Role,
}

type Types = HashMap<String, TypeKind>;

fn base_name(base: &BaseType) -> &str {
    match base {
        BaseType::Named(name) => name.as_str(),
        BaseType::List(inner) => base_name(&inner.base),
    }
}

fn is_text(name: &str) -> bool {
    matches!(name, "String" | "ID")
}

/// A GraphQL literal of type `ty`; `probe` is the path (within this value) to replace with
/// `$probe`, when the probe is in it.
fn literal(ty: &Type, types: &Types, probe: Option<&[String]>, depth: usize) -> String {
    assert!(depth < 8, "input types nest too deep");
    if probe == Some(&[]) {
        return match &ty.base {
            BaseType::List(_) => "[$probe]".to_owned(),
            BaseType::Named(_) => "$probe".to_owned(),
        };
    }
    match &ty.base {
        BaseType::List(inner) => {
            // A probe inside a list: one element holding it.
            match probe {
                Some(path) => format!("[{}]", literal(inner, types, Some(path), depth + 1)),
                None => "[]".to_owned(),
            }
        }
        BaseType::Named(name) => match (name.as_str(), types.get(name.as_str())) {
            ("Int", _) => "1".to_owned(),
            ("Float", _) => "1.5".to_owned(),
            ("Boolean", _) => "false".to_owned(),
            ("DateTime", _) => "\"2026-01-01T00:00:00Z\"".to_owned(),
            ("NaiveDate", _) => "\"2026-01-01\"".to_owned(),
            (_, Some(TypeKind::Enum(e))) => e.values[0].node.value.node.to_string(),
            (_, Some(TypeKind::InputObject(input))) => {
                let fields: Vec<String> = input
                    .fields
                    .iter()
                    .filter_map(|f| {
                        let name = f.node.name.node.as_str();
                        let inner = probe
                            .and_then(|p| p.split_first())
                            .filter(|(head, _)| head.as_str() == name)
                            .map(|(_, rest)| rest);
                        let required = !f.node.ty.node.nullable && f.node.default_value.is_none();
                        (required || inner.is_some()).then(|| {
                            format!(
                                "{name}: {}",
                                literal(&f.node.ty.node, types, inner, depth + 1)
                            )
                        })
                    })
                    .collect();
                format!("{{ {} }}", fields.join(", "))
            }
            // String, ID and other scalars read a string.
            _ => "\"1\"".to_owned(),
        },
    }
}

/// Every path to a `String` or `ID` inside a value of type `ty` (through input objects and
/// lists), with that scalar's name.
fn text_paths(ty: &Type, types: &Types, depth: usize) -> Vec<(Vec<String>, String)> {
    let name = base_name(&ty.base);
    if is_text(name) {
        return vec![(Vec::new(), name.to_owned())];
    }
    let mut paths = Vec::new();
    if let (true, Some(TypeKind::InputObject(input))) = (depth < 8, types.get(name)) {
        for field in &input.fields {
            for (mut path, scalar) in text_paths(&field.node.ty.node, types, depth + 1) {
                path.insert(0, field.node.name.node.to_string());
                paths.push((path, scalar));
            }
        }
    }
    paths
}

fn probes_of(
    root: &str,
    object: &str,
    wrap: impl Fn(String) -> String,
    role_of: impl Fn(&str) -> Role,
    types: &Types,
) -> Vec<Probe> {
    let Some(TypeKind::Object(fields)) = types.get(object) else {
        panic!("{object} is not in the schema");
    };
    let mut probes = Vec::new();
    for field in &fields.fields {
        let field = &field.node;
        let name = field.name.node.to_string();
        let role = role_of(&name);
        let selection = match types.get(base_name(&field.ty.node.base)) {
            Some(TypeKind::Object(_) | TypeKind::Interface(_) | TypeKind::Union(_)) => {
                " { __typename }"
            }
            _ => "",
        };
        let arguments: &Vec<_> = &field.arguments;
        for (index, argument) in arguments.iter().enumerate() {
            for (path, scalar) in text_paths(&argument.node.ty.node, types, 0) {
                let values: Vec<String> = arguments
                    .iter()
                    .enumerate()
                    .filter_map(
                        |(i, a): (usize, &async_graphql::Positioned<InputValueDefinition>)| {
                            let a = &a.node;
                            let probe = (i == index).then_some(path.as_slice());
                            let required = !a.ty.node.nullable && a.default_value.is_none();
                            (required || probe.is_some()).then(|| {
                                format!("{}: {}", a.name.node, literal(&a.ty.node, types, probe, 0))
                            })
                        },
                    )
                    .collect();
                let position = std::iter::once(argument.node.name.node.to_string())
                    .chain(path.iter().cloned())
                    .collect::<Vec<_>>()
                    .join(".");
                probes.push(Probe {
                    operation: format!("{root}.{name}"),
                    position,
                    document: format!(
                        "{root}($probe: {scalar}!) {{ {} }}",
                        wrap(format!("{name}({}){selection}", values.join(", ")))
                    ),
                    scalar: scalar.clone(),
                    role,
                });
            }
        }
    }
    probes
}

fn every_graphql_probe() -> Vec<Probe> {
    let sdl = ensemblier::graphql::sdl();
    let document = async_graphql::parser::parse_schema(&sdl).expect("SDL parses");
    let types: Types = document
        .definitions
        .into_iter()
        .filter_map(|d| match d {
            TypeSystemDefinition::Type(t) => Some((t.node.name.node.to_string(), t.node.kind)),
            _ => None,
        })
        .collect();
    fn role(root: &'static str) -> impl Fn(&str) -> Role {
        move |name: &str| {
            let key = format!("{root}.{name}");
            ROLES
                .iter()
                .find(|(operation, _)| *operation == key)
                .map(|(_, role)| *role)
                .unwrap_or_else(|| panic!("{key} is not in ROLES: add it with its caller"))
        }
    }
    let mut probes = probes_of("query", "Query", |f| f, role("query"), &types);
    probes.extend(probes_of(
        "mutation",
        "Mutation",
        |f| f,
        role("mutation"),
        &types,
    ));
    probes.extend(probes_of(
        "query",
        "AdminQuery",
        |f| format!("admin {{ {f} }}"),
        |_| Role::Staff,
        &types,
    ));
    probes.extend(probes_of(
        "mutation",
        "AdminMutation",
        |f| format!("admin {{ {f} }}"),
        |_| Role::Staff,
        &types,
    ));
    // Every root field is in ROLES (those without text arguments too).
    for (root, object) in [("query", "Query"), ("mutation", "Mutation")] {
        if let Some(TypeKind::Object(fields)) = types.get(object) {
            for field in &fields.fields {
                role(root)(field.node.name.node.as_str());
            }
        }
    }
    probes
}

/// A French sentence, not async-graphql's or serde's English.
fn is_french(message: &str) -> bool {
    !message.is_empty()
        && !message.contains("Failed to parse")
        && !message.contains("Expected input type")
        && message.ends_with(['.', '»', ')'])
}

#[tokio::test]
async fn every_graphql_text_input_refuses_an_oversized_value_and_a_nul_in_french() {
    count_errors();
    let app = spawn_app().await;
    let tokens: HashMap<&str, String> = HashMap::from([
        ("candidate", app.candidate("lea@exemple.fr").await),
        (
            "company",
            app.company("atelier@exemple.fr", "Atelier Lumière").await,
        ),
        ("staff", app.staff("equipe@ensemblier.fr").await),
    ]);
    let probes = every_graphql_probe();
    for known in [
        "mutation.updateMyUser input.firstname",
        "mutation.updateMyCompany input.presentation",
        "query.jobOffers search",
        "query.jobOffers localization_list",
        "mutation.replyToContactMessage body",
        "mutation.createPost input.content",
    ] {
        assert!(
            probes
                .iter()
                .any(|p| format!("{} {}", p.operation, p.position) == known
                    || format!(
                        "mutation.{} {}",
                        p.operation.rsplit('.').next().unwrap_or_default(),
                        p.position
                    ) == known),
            "{known} is not walked"
        );
    }
    assert!(probes.len() > 100, "only {} text positions", probes.len());
    let before = errors_logged();
    let mut failures = Vec::new();
    for probe in &probes {
        for (what, value, text_code) in [
            ("oversized", oversized(), "TOO_LONG"),
            ("NUL", NUL.to_owned(), "CONTROL_CHARACTER"),
        ] {
            let variables = json!({ "probe": value });
            let answer = match probe.role {
                Role::Anonymous => app.graphql(&probe.document, variables).await,
                Role::Candidate => {
                    app.graphql_as(&tokens["candidate"], &probe.document, variables)
                        .await
                }
                Role::Company => {
                    app.graphql_as(&tokens["company"], &probe.document, variables)
                        .await
                }
                Role::Staff => {
                    app.graphql_as(&tokens["staff"], &probe.document, variables)
                        .await
                }
            };
            let (message, code) = first_error(&answer);
            // A `String` is a bounded text: refused with the text's own code. An `ID` is
            // read by its resolver: refused with a code of its own, never INTERNAL.
            let expected = if probe.scalar == "String" {
                code == text_code
            } else {
                !code.is_empty()
                    && !["INTERNAL", "INVALID_QUERY", "REQUIRED"].contains(&code.as_str())
            };
            if !expected || !is_french(&message) {
                failures.push(format!(
                    "{} {} ({}, {what}): {code} « {message} »",
                    probe.operation, probe.position, probe.scalar
                ));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} refusals missing:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert_eq!(errors_logged(), before, "an input was logged as an ERROR");
}

// ---- REST

async fn send(
    app: &TestApp,
    endpoint: &ensemblier::http::fields::Endpoint,
    token: Option<&str>,
    field: &str,
    value: &str,
) -> reqwest::Response {
    let path = endpoint.path.replace("{file}", "iban-x.pdf");
    let url = format!("{}{path}", app.address);
    let mut request = match endpoint.carrier {
        Carrier::Multipart => {
            let form = reqwest::multipart::Form::new().text(field.to_owned(), value.to_owned());
            app.client.post(&url).multipart(form)
        }
        Carrier::Json => {
            // `banner.link` is `{"banner": {"link": …}}`.
            let mut body = Value::String(value.to_owned());
            for key in field.rsplit('.') {
                let mut object = Map::new();
                object.insert(key.to_owned(), body);
                body = Value::Object(object);
            }
            let builder = match endpoint.method {
                "DELETE" => app.client.delete(&url),
                _ => app.client.post(&url),
            };
            builder.json(&body)
        }
        Carrier::Query => {
            let builder = match endpoint.method {
                "GET" => app.client.get(&url),
                _ => app.client.post(&url),
            };
            builder.query(&[(field, value)])
        }
    };
    if let Some(token) = token {
        request = request.bearer_auth(token);
    }
    request.send().await.expect("REST request")
}

#[tokio::test]
async fn every_rest_text_field_refuses_an_oversized_value_and_a_nul_in_french() {
    count_errors();
    let app = spawn_app().await;
    let candidate = app.candidate("lea@exemple.fr").await;
    let company = app.company("atelier@exemple.fr", "Atelier Lumière").await;
    let staff = app.staff("equipe@ensemblier.fr").await;
    let before = errors_logged();
    let mut failures = Vec::new();
    let mut walked = 0;
    for endpoint in ENDPOINTS {
        let token = match endpoint.caller {
            Caller::Anyone => None,
            Caller::Candidate => Some(candidate.as_str()),
            Caller::Company => Some(company.as_str()),
            Caller::Staff => Some(staff.as_str()),
        };
        for (field, bound) in endpoint.fields {
            walked += 1;
            // One character over (a URL cannot carry 200,000).
            for (what, value, expected) in [
                ("oversized", "x".repeat(bound.max + 1), "TOO_LONG"),
                ("NUL", NUL.to_owned(), "CONTROL_CHARACTER"),
            ] {
                let response = send(&app, endpoint, token, field, &value).await;
                let status = response.status().as_u16();
                let body: Value = response.json().await.unwrap_or(Value::Null);
                let (code, message) = (
                    body["code"].as_str().unwrap_or_default(),
                    body["error"].as_str().unwrap_or_default(),
                );
                if status != 422 || code != expected || !is_french(message) {
                    failures.push(format!(
                        "{} {} {field} ({what}): {status} {body}",
                        endpoint.method, endpoint.path
                    ));
                }
            }
        }
        // A file's name is bounded too, whatever the field.
        if endpoint.carrier == Carrier::Multipart {
            let part =
                reqwest::multipart::Part::bytes(b"x".to_vec()).file_name(format!("cv{NUL}.pdf"));
            let form = reqwest::multipart::Form::new().part("file", part);
            let response = app.send_form(endpoint.path, form, token).await;
            let status = response.status().as_u16();
            let body: Value = response.json().await.unwrap_or(Value::Null);
            if status != 422
                || !["CONTROL_CHARACTER", "BAD_FORM"]
                    .contains(&body["code"].as_str().unwrap_or_default())
            {
                failures.push(format!(
                    "{} file name with a NUL: {status} {body}",
                    endpoint.path
                ));
            }
        }
    }
    assert!(walked >= 30, "only {walked} fields walked");
    assert!(
        failures.is_empty(),
        "{} refusals missing:\n{}",
        failures.len(),
        failures.join("\n")
    );
    assert_eq!(errors_logged(), before, "an input was logged as an ERROR");
}

#[tokio::test]
async fn registration_refuses_a_five_megabyte_first_name_and_stores_nothing() {
    let app = spawn_app().await;
    let long = "x".repeat(5 * 1024 * 1024);
    let fields = [
        ("accountType", "candidate"),
        ("firstname", long.as_str()),
        ("lastname", "Martin"),
        ("email", "lea@exemple.fr"),
        ("password", crate::support::helpers::PASSWORD),
    ];
    let response = app.post_form("/api/register", &fields, None).await;
    assert_eq!(response.status().as_u16(), 422);
    let body: Value = response.json().await.expect("JSON");
    assert_eq!(
        body,
        json!({ "error": "Le champ nom est trop long (100 caractères au plus).", "code": "TOO_LONG" })
    );
    let users: i64 =
        sqlx::query_scalar("SELECT count(*) FROM users WHERE email = 'lea@exemple.fr'")
            .fetch_one(&app.pool)
            .await
            .expect("count");
    assert_eq!(users, 0);
}

#[tokio::test]
async fn a_nul_in_a_login_a_search_or_an_id_is_refused_in_french() {
    count_errors();
    let app = spawn_app().await;
    let before = errors_logged();
    let (status, body) = app.login("lea\u{0}@exemple.fr", "secret").await;
    assert_eq!(
        (status, body["code"].as_str()),
        (422, Some("CONTROL_CHARACTER")),
        "{body}"
    );
    let (status, body) = app.login("lea@exemple.fr", "sec\u{0}ret").await;
    assert_eq!(
        (status, body["code"].as_str()),
        (422, Some("CONTROL_CHARACTER")),
        "{body}"
    );
    for (document, variables) in [
        (
            "query($s: String) { jobOffers(search: $s) { totalCount } }",
            json!({ "s": "ébé\u{0}" }),
        ),
        (
            "query($s: String) { localities(search: $s) { totalCount } }",
            json!({ "s": "par\u{0}is" }),
        ),
        (
            "query($s: String) { jobOffers(start_cursor: $s) { totalCount } }",
            json!({ "s": "a\u{0}" }),
        ),
    ] {
        let answer = app.graphql(document, variables).await;
        assert_eq!(
            first_error(&answer),
            (
                format!(
                    "Le champ {} contient un caractère invisible non autorisé : retirez-le.",
                    if document.contains("cursor") {
                        "curseur"
                    } else {
                        "recherche"
                    }
                ),
                "CONTROL_CHARACTER".to_owned()
            ),
            "{document}"
        );
    }
    let answer = app
        .graphql(
            "query($id: ID!) { jobOffer(id: $id) { id } }",
            json!({ "id": "/api/job_offers/1\u{0}" }),
        )
        .await;
    assert_eq!(first_error(&answer).1, "INVALID_ID", "{answer}");
    assert_eq!(errors_logged(), before, "an input was logged as an ERROR");
}
