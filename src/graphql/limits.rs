//! What one GraphQL request may ask, checked on the parsed document before anything runs
//! (issue 15): the length of its text, its root fields and aliases, and its cost — every
//! field counts once *per object it is asked of*, so a field inside a page of 100 counts 100
//! times, and a list's size multiplies everything selected below it. The response is capped
//! too, in case a request within its cost still comes out large.
//!
//! The cost model reads the schema's own SDL: each field's type, whether it is a list, and its
//! page argument (`first`, `nb_items`) with its default. A list field without a page argument
//! has its bound in [`LIST_BOUNDS`]; a test fails when one is missing.
//!
//! Long texts weigh what they may hold (issue 32): a field of [`TEXT_BOUNDS`] counts one per
//! [`CHARS_PER_COST`] characters of its bound, so an offer's description (20,000 characters)
//! counts 100 and a request can ask about 50 of them, not 4,000. This is what bounds what a
//! request *reads* (the texts of the offers it asks, from PostgreSQL) before anything runs;
//! what it *builds* is bounded while it runs by `answer_budget`, whatever the data holds.

use std::collections::HashMap;

use async_graphql::{
    parser::types::{
        BaseType, DocumentOperations, ExecutableDocument, Field, OperationType, Selection,
        SelectionSet, Type, TypeKind, TypeSystemDefinition,
    },
    Name, Value as ConstValue, Variables,
};

use super::search_args;
use crate::error::ErrorCode;

/// Longest query text, in bytes (the UI's longest document is about 2 KB).
pub const MAX_QUERY_BYTES: usize = 16 * 1024;
/// Fields asked at the root of one operation (aliases included).
pub const MAX_ROOT_FIELDS: usize = 20;
/// Aliased fields in one document.
pub const MAX_ALIASES: usize = 20;
/// Root fields a document may ask once (issue 59): twenty aliased `jobSuggestions` in one
/// anonymous request held twenty places of the search pool, and twenty `recordJobOfferEvent`
/// counted twenty views.
pub const ONCE_PER_REQUEST: [&str; 2] = ["jobSuggestions", "recordJobOfferEvent"];
/// The most a document may cost (each field of each object asked counts 1).
pub const MAX_COST: u64 = 5_000;
/// Largest response body, in bytes.
pub const MAX_RESPONSE_BYTES: usize = 4 * 1024 * 1024;

/// The arguments that set a page's size.
const PAGE_ARGUMENTS: [&str; 2] = ["first", "nb_items"];
/// A page argument whose value is not known before running (a variable without value nor
/// default): the largest page any connection serves.
const UNKNOWN_PAGE: u64 = 100;

/// The most objects each list field without a page argument returns. Reference data bounds
/// them (docs/operations.md): 9 position families, 8 contracts, one company per client…;
/// the bounds leave room.
const LIST_BOUNDS: [(&str, &str, u64); 89] = [
    // The landing pages of training offers (`training_pages`).
    (
        "Query",
        "trainingPages",
        crate::training_pages::INDEX_LINKS as u64,
    ),
    (
        "TrainingPage",
        "offers",
        crate::training_pages::PAGE_OFFERS as u64,
    ),
    (
        "TrainingPage",
        "related",
        crate::training_pages::RELATED_LINKS as u64,
    ),
    // Issue 53: a company's templates, the dashboard's oldest unanswered applications.
    (
        "Query",
        "messageTemplates",
        crate::applications::templates::MAX_PER_COMPANY as u64,
    ),
    (
        "MyAnswerTime",
        "oldestWaiting",
        crate::applications::answer_time::MAX_WAITING_LISTED as u64,
    ),
    // The designer's book (`book::MAX_PROJECTS`, `book::MAX_IMAGES_PER_PROJECT`).
    ("Book", "projects", 30),
    ("Book", "lastSentProjects", 6),
    ("PublicBook", "projects", 30),
    ("BookProject", "images", 12),
    // The book sent with an application (`applications::portfolio::MAX_PROJECTS`).
    ("ApplicationPortfolio", "projects", 6),
    ("SentProject", "images", 12),
    // Issue 56: « Offres pour vous » and the preferences behind them.
    (
        "Query",
        "offersForYou",
        crate::recommendations::SHOWN as u64,
    ),
    (
        "OfferForYou",
        "reasons",
        crate::recommendations::reasons::MOST as u64,
    ),
    (
        "CandidatePreferences",
        "positions",
        crate::recommendations::preferences::MAX_TRADES as u64,
    ),
    (
        "CandidatePreferences",
        "localities",
        crate::recommendations::preferences::MAX_PLACES as u64,
    ),
    (
        "CandidatePreferences",
        "contracts",
        crate::recommendations::preferences::MAX_CONTRACTS as u64,
    ),
    // An interview proposes 1 to 5 slots (`interviews::slots::MAX_SLOTS`).
    ("Interview", "slots", 5),
    // The salary barometer: one trade per job of the reference data (64), one cell per
    // contract (8), one region per region (18).
    ("Query", "salaryTrades", 100),
    ("SalaryBarometer", "cells", 20),
    ("SalaryBarometer", "regions", 20),
    ("Query", "companies", 5),
    ("Company", "jobPositions", 100),
    ("PublicCompany", "jobPositions", 100),
    // Issue 52: a company's « Réalisations » (24, the migration's bound), four on an offer.
    ("PublicCompany", "works", crate::companies::works::MAX_WORKS),
    ("Company", "works", crate::companies::works::MAX_WORKS),
    ("OfferCompany", "works", 4),
    (
        "Mutation",
        "updateCompanyWork",
        crate::companies::works::MAX_WORKS,
    ),
    (
        "Mutation",
        "deleteCompanyWork",
        crate::companies::works::MAX_WORKS,
    ),
    (
        "Mutation",
        "moveCompanyWork",
        crate::companies::works::MAX_WORKS,
    ),
    ("JobOffer", "jobTypes", 20),
    ("JobPosition", "children", 20),
    ("JobPositionChild", "children", 20),
    ("JobOfferConnection", "keywordPlaces", 10),
    ("SearchFacets", "jobContracts", 20),
    ("SearchFacets", "jobTypes", 20),
    ("SearchFacets", "jobSalaries", 20),
    ("SearchFacets", "jobPositions", 100),
    // One per floor of `ensemblier_index::PAY_FLOORS`.
    ("SearchFacets", "payFloors", 8),
    // An alert keeps what its search was allowed (search_args).
    ("JobOfferAlert", "places", PLACES),
    ("JobOfferAlert", "regions", PLACES),
    ("JobOfferAlert", "departments", PLACES),
    ("JobOfferAlert", "localities", PLACES),
    ("JobOfferAlert", "jobContracts", OPTIONS),
    ("JobOfferAlert", "jobTypes", OPTIONS),
    ("JobOfferAlert", "jobSalaries", OPTIONS),
    ("JobOfferAlert", "jobPositions", OPTIONS),
    ("JobOfferAlert", "diplomas", OPTIONS),
    // The law's pay of a training offer (issue 55): four age bands, a year (at most 4) each.
    ("OfferLegalPay", "bands", 10),
    ("LegalPayBand", "cells", 10),
    // One wallet per company; the lists below are cut in SQL.
    ("Query", "wallets", 1),
    // Issue 37: an application's steps, a company page's offers, the similar offers.
    (
        "JobOfferApplication",
        "steps",
        crate::applications::story::MAX_STEPS as u64,
    ),
    (
        "PublicCompany",
        "jobOffers",
        crate::companies::public::MAX_OFFERS as u64,
    ),
    (
        "Query",
        "similarJobOffers",
        crate::search::similar::SIMILAR as u64,
    ),
    ("Query", "myUrgentOffers", 100),
    // Issue 53: an application's thread (its latest messages).
    (
        "JobOfferApplication",
        "messages",
        crate::applications::messages::MAX_LISTED as u64,
    ),
    // Issue 53: a message's PDF attachments (3 at most, the trigger's bound).
    (
        "ApplicationMessage",
        "attachments",
        crate::applications::messages::attachments::MAX_PER_MESSAGE as u64,
    ),
    // Issue 54: craft labels (`companies::labels`, each cut in SQL).
    (
        "PublicCompany",
        "labels",
        crate::companies::labels::MAX_LABELS as u64,
    ),
    (
        "Query",
        "myCompanyLabels",
        crate::companies::labels::LISTED as u64,
    ),
    (
        "AdminQuery",
        "pendingCompanyLabels",
        crate::companies::labels::LISTED_PENDING as u64,
    ),
    (
        "AdminQuery",
        "approvedCompanyLabels",
        crate::companies::labels::LISTED_PENDING as u64,
    ),
    (
        "AdminQuery",
        "pendingVerifications",
        crate::companies::verification::LISTED_PENDING as u64,
    ),
    // Issue 39: a result's runs, the words of its search marked.
    (
        "JobOffer",
        "titleParts",
        ensemblier_index::MOST_PARTS as u64,
    ),
    ("JobOffer", "extract", ensemblier_index::MOST_PARTS as u64),
    // Issue 38: a company's team (`companies::team`, each cut in SQL).
    (
        "Team",
        "members",
        crate::companies::team::MAX_MEMBERS as u64,
    ),
    (
        "Team",
        "invitations",
        crate::companies::team::LISTED_ROWS as u64,
    ),
    ("Team", "log", crate::companies::team::LISTED_ROWS as u64),
    // Issue 38: the webhook's deliveries (`ats::webhook`, cut in SQL).
    (
        "Integrations",
        "deliveries",
        crate::ats::webhook::LISTED as u64,
    ),
    // Issue 39: suggestions while typing.
    (
        "Query",
        "jobSuggestions",
        crate::search::suggestions::SHOWN as u64,
    ),
    ("Query", "partners", crate::showcase::MAX_ITEMS as u64),
    ("Query", "testimonials", crate::showcase::MAX_ITEMS as u64),
    ("AdminQuery", "partners", crate::showcase::MAX_ITEMS as u64),
    (
        "AdminQuery",
        "testimonials",
        crate::showcase::MAX_ITEMS as u64,
    ),
    (
        "AdminMutation",
        "movePartner",
        crate::showcase::MAX_ITEMS as u64,
    ),
    (
        "AdminMutation",
        "moveTestimonial",
        crate::showcase::MAX_ITEMS as u64,
    ),
    // The back-office's money screens (cut in SQL / by the domain).
    ("AdminQuery", "pricings", 100),
    ("AdminQuery", "pendingBanners", 50),
    (
        "AdminPromoCode",
        "pricingIds",
        crate::billing::codes::MAX_PRICINGS as u64,
    ),
    (
        "AdminPricing",
        "descriptionPoints",
        crate::admin::money::MAX_POINTS as u64,
    ),
    (
        "Query",
        "offerWording",
        crate::offers::wording::MAX_FLAGS as u64,
    ),
    (
        "ModerationOffer",
        "flags",
        crate::offers::wording::MAX_FLAGS as u64,
    ),
    ("AuditEntry", "changes", crate::audit::MAX_CHANGES as u64),
    (
        "AdminQuery",
        "removalReasons",
        crate::moderation::Reason::ALL.len() as u64,
    ),
    (
        "InboxMessage",
        "replies",
        crate::admin::inbox::MAX_REPLIES as u64,
    ),
    // Issue 54: notices (each cut by `notices`).
    (
        "Query",
        "noticeReasons",
        crate::notices::NoticeReason::ALL.len() as u64,
    ),
    (
        "Query",
        "myModerationDecisions",
        crate::notices::statements::MAX_LISTED as u64,
    ),
    (
        "AdminQuery",
        "reportedContent",
        crate::notices::queue::MAX_REPORTED as u64,
    ),
    (
        "ReportedItem",
        "notices",
        crate::notices::queue::MAX_SHOWN as u64,
    ),
    (
        "AdminQuery",
        "noticeContests",
        crate::notices::queue::MAX_REPORTED as u64,
    ),
    (
        "AdminQuery",
        "noticeOutcomes",
        crate::notices::Outcome::DECISIONS.len() as u64,
    ),
];
const PLACES: u64 = search_args::MAX_PLACES as u64;

/// Characters of a long text that count as one field.
pub const CHARS_PER_COST: u64 = 200;

/// The long texts and the most characters each holds (its input bound, its `CHECK`, and the
/// cut of `offers::read` for texts stored before the bounds). Every other field counts 1: a
/// name, a title, an e-mail (a few hundred characters at most). The texts weighed are those an
/// anonymous request reaches, and a company's own presentation; the messages of applications
/// (a company's, 10,000 characters) and of the staff's inbox (5,000) are read a page of 100 at
/// most, and the answer budget bounds what is built of them.
const TEXT_BOUNDS: [(&str, &str, usize); 9] = [
    ("JobOffer", "description", OFFER_TEXT),
    ("JobOffer", "perfectCandidateDescription", OFFER_TEXT),
    ("JobOffer", "companyPresentation", OFFER_TEXT),
    ("OfferCompany", "presentation", OFFER_TEXT),
    ("Company", "presentation", OFFER_TEXT),
    ("Post", "intro", crate::posts::edit::MAX_INTRO_CHARS),
    ("Post", "content", crate::posts::edit::MAX_CONTENT_CHARS),
    ("AdminPost", "intro", crate::posts::edit::MAX_INTRO_CHARS),
    (
        "AdminPost",
        "content",
        crate::posts::edit::MAX_CONTENT_CHARS,
    ),
];
const OFFER_TEXT: usize = crate::offers::read::MAX_TEXT_CHARS;
const OPTIONS: u64 = search_args::MAX_OPTIONS as u64;

/// Why a document is refused: the code and the French message.
#[derive(Debug, PartialEq, Eq)]
pub struct Refusal {
    pub code: ErrorCode,
    pub message: String,
}

impl Refusal {
    pub fn query_too_long() -> Self {
        Self {
            code: ErrorCode::QueryTooLong,
            message: format!(
                "La requête est trop longue : {} Ko au plus.",
                MAX_QUERY_BYTES / 1024
            ),
        }
    }

    pub fn response_too_large() -> Self {
        Self {
            code: ErrorCode::ResponseTooLarge,
            message: format!(
                "La réponse dépasserait {} Mo : demandez moins de données à la fois.",
                MAX_RESPONSE_BYTES / (1024 * 1024)
            ),
        }
    }

    fn too_many_fields() -> Self {
        Self {
            code: ErrorCode::TooManyFields,
            message: format!(
                "La requête demande trop de champs à la fois : {MAX_ROOT_FIELDS} champs \
                 principaux et {MAX_ALIASES} alias au plus."
            ),
        }
    }

    fn asked_twice(field: &str) -> Self {
        Self {
            code: ErrorCode::TooManyFields,
            message: format!(
                "La requête demande « {field} » plusieurs fois : une fois par requête au plus."
            ),
        }
    }

    fn too_costly(cost: u64) -> Self {
        Self {
            code: ErrorCode::QueryTooComplex,
            message: format!(
                "La requête demande trop de données à la fois (coût {cost}, maximum {MAX_COST})."
            ),
        }
    }
}

/// A field of the schema as the cost counts it.
#[derive(Debug)]
struct FieldShape {
    /// The named type it returns (lists unwrapped).
    type_name: String,
    /// It returns a list of objects.
    list_of_objects: bool,
    /// Its page argument and that argument's default.
    page: Option<(&'static str, Option<u64>)>,
}

/// The schema's fields, by type and name, for costing documents.
pub struct CostModel {
    types: HashMap<String, HashMap<String, FieldShape>>,
    query: String,
    mutation: String,
}

fn named(ty: &Type) -> (&str, bool) {
    match &ty.base {
        BaseType::Named(name) => (name.as_str(), false),
        BaseType::List(inner) => (named(inner).0, true),
    }
}

impl CostModel {
    /// Reads the schema's SDL (as `ensemblier schema` prints it).
    pub fn new(sdl: &str) -> anyhow::Result<Self> {
        let document = async_graphql::parser::parse_schema(sdl)?;
        let objects: Vec<_> = document
            .definitions
            .iter()
            .filter_map(|definition| match definition {
                TypeSystemDefinition::Type(ty) => match &ty.node.kind {
                    TypeKind::Object(object) => Some((ty.node.name.node.to_string(), object)),
                    _ => None,
                },
                _ => None,
            })
            .collect();
        let is_object = |name: &str| objects.iter().any(|(object, _)| object == name);
        let mut types = HashMap::new();
        for (name, object) in &objects {
            let fields = object
                .fields
                .iter()
                .map(|field| {
                    let field = &field.node;
                    let (type_name, list) = named(&field.ty.node);
                    let page = field.arguments.iter().find_map(|argument| {
                        let argument = &argument.node;
                        let name = PAGE_ARGUMENTS
                            .into_iter()
                            .find(|page| *page == argument.name.node.as_str())?;
                        let default = argument
                            .default_value
                            .as_ref()
                            .and_then(|value| page_value(&value.node));
                        Some((name, default))
                    });
                    let shape = FieldShape {
                        type_name: type_name.to_owned(),
                        list_of_objects: list && is_object(type_name),
                        page,
                    };
                    (field.name.node.to_string(), shape)
                })
                .collect();
            types.insert(name.clone(), fields);
        }
        let root = |kind: &str| {
            document
                .definitions
                .iter()
                .find_map(|definition| match definition {
                    TypeSystemDefinition::Schema(schema) => match kind {
                        "query" => schema.node.query.as_ref(),
                        _ => schema.node.mutation.as_ref(),
                    }
                    .map(|name| name.node.to_string()),
                    _ => None,
                })
        };
        Ok(Self {
            query: root("query").unwrap_or_else(|| "Query".to_owned()),
            mutation: root("mutation").unwrap_or_else(|| "Mutation".to_owned()),
            types,
        })
    }

    /// Refuses a document over the limits; every operation it holds is checked (whichever
    /// runs). A document that does not fit the schema is left for validation to report.
    pub fn check(
        &self,
        document: &ExecutableDocument,
        variables: &Variables,
    ) -> Result<(), Refusal> {
        if aliases(document) > MAX_ALIASES {
            return Err(Refusal::too_many_fields());
        }
        for once in ONCE_PER_REQUEST {
            if fields_where(document, |field| field.name.node == once) > 1 {
                return Err(Refusal::asked_twice(once));
            }
        }
        let operations: Vec<_> = match &document.operations {
            DocumentOperations::Single(operation) => vec![operation],
            DocumentOperations::Multiple(operations) => operations.values().collect(),
        };
        for operation in operations {
            let operation = &operation.node;
            let root = match operation.ty {
                OperationType::Query => &self.query,
                OperationType::Mutation => &self.mutation,
                OperationType::Subscription => continue,
            };
            let mut walk = Walk {
                model: self,
                document,
                variables,
                defaults: operation
                    .variable_definitions
                    .iter()
                    .filter_map(|definition| {
                        let definition = &definition.node;
                        let value = page_value(&definition.default_value.as_ref()?.node)?;
                        Some((definition.name.node.clone(), value))
                    })
                    .collect(),
                fragments: HashMap::new(),
                within: Vec::new(),
            };
            let cost = walk.selections(root, &operation.selection_set.node, 1);
            if cost.fields > MAX_ROOT_FIELDS as u64 {
                return Err(Refusal::too_many_fields());
            }
            if cost.cost > MAX_COST {
                return Err(Refusal::too_costly(cost.cost));
            }
        }
        Ok(())
    }

    /// What `field` of `type_name` costs by itself: 1, or a long text's weight.
    fn weight(type_name: &str, field: &str) -> u64 {
        TEXT_BOUNDS
            .iter()
            .find(|(ty, name, _)| *ty == type_name && *name == field)
            .map_or(1, |(_, _, chars)| (*chars as u64).div_ceil(CHARS_PER_COST))
    }

    /// How many objects `field` of `type_name` returns at most, per object it is asked of:
    /// its page size, its bound, or 1 for a single object. For a connection, that is the
    /// length of its `edges` and `nodes`.
    fn count(&self, type_name: &str, field: &str, page: Option<Option<u64>>) -> u64 {
        let Some(shape) = self
            .types
            .get(type_name)
            .and_then(|fields| fields.get(field))
        else {
            return 1;
        };
        if shape.page.is_some() {
            return page.flatten().unwrap_or(UNKNOWN_PAGE);
        }
        if let Some((_, _, bound)) = LIST_BOUNDS
            .iter()
            .find(|(ty, name, _)| *ty == type_name && *name == field)
        {
            return *bound;
        }
        if shape.list_of_objects || is_connection(&shape.type_name) {
            UNKNOWN_PAGE
        } else {
            1
        }
    }
}

fn is_connection(type_name: &str) -> bool {
    type_name.ends_with("Connection")
}

/// `edges` and `nodes` of a Relay connection: as long as the page the connection was asked for.
fn is_page_list(type_name: &str, field: &str) -> bool {
    is_connection(type_name) && (field == "edges" || field == "nodes")
}

/// A page size as a number (a negative one is refused by its resolver: it counts 0 here).
fn page_value(value: &ConstValue) -> Option<u64> {
    match value {
        ConstValue::Number(n) => Some(n.as_i64()?.max(0).unsigned_abs()),
        _ => None,
    }
}

/// Aliased fields anywhere in the document (operations and fragments).
fn aliases(document: &ExecutableDocument) -> usize {
    fields_where(document, |field| field.alias.is_some())
}

/// The fields of `document` (every operation and fragment) for which `counts` holds.
fn fields_where(document: &ExecutableDocument, counts: impl Fn(&Field) -> bool + Copy) -> usize {
    fn count(set: &SelectionSet, counts: impl Fn(&Field) -> bool + Copy) -> usize {
        set.items
            .iter()
            .map(|selection| match &selection.node {
                Selection::Field(field) => {
                    usize::from(counts(&field.node)) + count(&field.node.selection_set.node, counts)
                }
                Selection::InlineFragment(fragment) => {
                    count(&fragment.node.selection_set.node, counts)
                }
                Selection::FragmentSpread(_) => 0,
            })
            .sum()
    }
    let operations: usize = document
        .operations
        .iter()
        .map(|(_, operation)| count(&operation.node.selection_set.node, counts))
        .sum();
    let fragments: usize = document
        .fragments
        .values()
        .map(|fragment| count(&fragment.node.selection_set.node, counts))
        .sum();
    operations + fragments
}

/// The cost of a selection set and how many fields it asks at its own level.
#[derive(Clone, Copy, Default)]
struct Cost {
    cost: u64,
    fields: u64,
}

impl Cost {
    fn add(self, other: Cost) -> Cost {
        Cost {
            cost: self.cost.saturating_add(other.cost),
            fields: self.fields.saturating_add(other.fields),
        }
    }
}

struct Walk<'a> {
    model: &'a CostModel,
    document: &'a ExecutableDocument,
    variables: &'a Variables,
    /// The operation's variable defaults that are page sizes.
    defaults: HashMap<Name, u64>,
    /// Each fragment's cost, computed once: a document of fragments spread twice in each other
    /// costs linear time to check, not exponential.
    fragments: HashMap<(Name, u64), Cost>,
    /// Fragments being walked (a cycle is left for validation to refuse).
    within: Vec<Name>,
}

impl Walk<'_> {
    /// The cost of `set` asked of one object of `type_name`; `page` is the page size of the
    /// connection that object is, if it is one.
    fn selections(&mut self, type_name: &str, set: &SelectionSet, page: u64) -> Cost {
        let mut total = Cost::default();
        for selection in &set.items {
            let cost = match &selection.node {
                Selection::Field(field) => {
                    let field = &field.node;
                    let name = field.name.node.as_str();
                    let child_type = self
                        .model
                        .types
                        .get(type_name)
                        .and_then(|fields| fields.get(name))
                        .map_or("", |shape| shape.type_name.as_str())
                        .to_owned();
                    let count = if is_page_list(type_name, name) {
                        page
                    } else {
                        let argument = self.page_argument(type_name, field);
                        self.model.count(type_name, name, argument)
                    };
                    // A connection is one object; its count is the length of its lists.
                    let (times, child_page) = match is_connection(&child_type) {
                        true => (1, count),
                        false => (count, 1),
                    };
                    let below = self.selections(&child_type, &field.selection_set.node, child_page);
                    Cost {
                        cost: CostModel::weight(type_name, name)
                            .saturating_add(times.saturating_mul(below.cost)),
                        fields: 1,
                    }
                }
                Selection::InlineFragment(fragment) => {
                    let on = fragment
                        .node
                        .type_condition
                        .as_ref()
                        .map_or(type_name, |condition| condition.node.on.node.as_str())
                        .to_owned();
                    self.selections(&on, &fragment.node.selection_set.node, page)
                }
                Selection::FragmentSpread(spread) => {
                    self.fragment(&spread.node.fragment_name.node, page)
                }
            };
            total = total.add(cost);
        }
        total
    }

    fn fragment(&mut self, name: &Name, page: u64) -> Cost {
        let key = (name.clone(), page);
        if let Some(cost) = self.fragments.get(&key) {
            return *cost;
        }
        let Some(fragment) = self.document.fragments.get(name) else {
            return Cost::default();
        };
        if self.within.contains(name) {
            return Cost::default();
        }
        self.within.push(name.clone());
        let on = fragment.node.type_condition.node.on.node.to_string();
        let cost = self.selections(&on, &fragment.node.selection_set.node, page);
        self.within.pop();
        self.fragments.insert(key, cost);
        cost
    }

    /// The page size a field is asked with: `Some(None)` when it has a page argument whose
    /// value is unknown, `None` when it has none.
    fn page_argument(&self, type_name: &str, field: &Field) -> Option<Option<u64>> {
        let shape = self
            .model
            .types
            .get(type_name)?
            .get(field.name.node.as_str())?;
        let (argument, default) = shape.page?;
        let Some(given) = field.get_argument(argument) else {
            return Some(default);
        };
        // A variable without a value takes the operation's default for it, then the
        // argument's.
        let value = given.node.clone().into_const_with(|variable| {
            self.variables
                .get(&variable)
                .and_then(page_value)
                .or_else(|| self.defaults.get(&variable).copied())
                .map(ConstValue::from)
                .ok_or(())
        });
        Some(value.ok().as_ref().and_then(page_value).or(default))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn model() -> CostModel {
        CostModel::new(&crate::graphql::sdl()).expect("the schema's SDL reads")
    }

    fn check(query: &str) -> Result<(), Refusal> {
        let document = async_graphql::parser::parse_query(query).expect("parses");
        model().check(&document, &Variables::default())
    }

    #[test]
    fn every_list_of_objects_has_a_bound() {
        let model = model();
        let mut unbounded = Vec::new();
        for (type_name, fields) in &model.types {
            for (name, shape) in fields {
                let counted = shape.list_of_objects || is_connection(&shape.type_name);
                let bounded = shape.page.is_some()
                    || is_page_list(type_name, name)
                    || LIST_BOUNDS
                        .iter()
                        .any(|(ty, field, _)| ty == type_name && field == name);
                if counted && !bounded {
                    unbounded.push(format!("{type_name}.{name}"));
                }
            }
        }
        unbounded.sort();
        assert!(
            unbounded.is_empty(),
            "list fields without a bound in LIST_BOUNDS: {unbounded:?}"
        );
    }

    #[test]
    fn a_page_multiplies_what_is_asked_of_each_object() {
        let document = async_graphql::parser::parse_query(
            "query($n: Int!) { jobOffers(nb_items: $n) { edges { node { id title } } } }",
        )
        .expect("parses");
        let model = model();
        let cost = |n: i32| {
            let variables = Variables::from_json(serde_json::json!({ "n": n }));
            let mut walk = Walk {
                model: &model,
                document: &document,
                variables: &variables,
                defaults: HashMap::new(),
                fragments: HashMap::new(),
                within: Vec::new(),
            };
            let DocumentOperations::Single(operation) = &document.operations else {
                return 0;
            };
            walk.selections("Query", &operation.node.selection_set.node, 1)
                .cost
        };
        // jobOffers 1 + edges 1 + n × (node 1 + id 1 + title 1).
        assert_eq!(cost(10), 32);
        assert_eq!(cost(50), 152);
    }

    #[test]
    fn every_long_text_names_a_field_of_the_schema() {
        let model = model();
        for (type_name, field, _) in TEXT_BOUNDS {
            assert!(
                model
                    .types
                    .get(type_name)
                    .is_some_and(|fields| fields.contains_key(field)),
                "{type_name}.{field} is not in the schema"
            );
        }
    }

    /// Issue 32: 20 aliases × 50 offers with their long texts fit the cost of fields, not that
    /// of texts.
    #[test]
    fn long_texts_weigh_their_bound() {
        let texts = "description perfectCandidateDescription companyPresentation \
                     localizedCompany { company { presentation } }";
        // The issue's request: 4,040 when each field counted 1.
        let aliases: String = (0..20)
            .map(|i| {
                format!(
                    "a{i}: jobOffers(nb_items: 50) {{ edges {{ node {{ description \
                     perfectCandidateDescription companyPresentation }} }} }} "
                )
            })
            .collect();
        let refusal = check(&format!("{{ {aliases} }}")).expect_err("too costly");
        assert_eq!(refusal.code, ErrorCode::QueryTooComplex);
        // One page of 50 asking one text is already too much; a page of 10 asking all four
        // is not.
        assert_eq!(
            check("{ jobOffers(nb_items: 50) { edges { node { description } } } }")
                .map_err(|r| r.code),
            Err(ErrorCode::QueryTooComplex)
        );
        assert_eq!(
            check(&format!(
                "{{ jobOffers(nb_items: 10) {{ edges {{ node {{ title {texts} }} }} }} }}"
            ))
            .map_err(|r| r.code),
            Ok(())
        );
        // The same fields without the long texts cost what they did.
        let titles: String = (0..20)
            .map(|i| format!("a{i}: jobOffers(nb_items: 50) {{ edges {{ node {{ title }} }} }} "))
            .collect();
        assert_eq!(
            check(&format!("{{ {titles} }}")).map_err(|r| r.code),
            Ok(())
        );
    }

    #[test]
    fn the_issues_nested_departments_are_refused() {
        let refusal = check(
            "{ departments(first: 1000) { nodes { region { name } code } } regions { nodes { \
             name } } }",
        );
        assert_eq!(refusal.map_err(|r| r.code), Ok(()));
        let refusal = check(
            "{ departments(first: 1000) { nodes { name code region { id name code } } } \
             jobPositions(first: 1000) { nodes { children { children { id name level } } } } }",
        )
        .expect_err("too costly");
        assert_eq!(refusal.code, ErrorCode::QueryTooComplex);
        assert!(refusal
            .message
            .starts_with("La requête demande trop de données"));
    }

    #[test]
    fn many_aliases_or_root_fields_are_refused() {
        let aliases: String = (0..21)
            .map(|i| format!("a{i}: regions {{ totalCount }} "))
            .collect();
        assert_eq!(
            check(&format!("{{ {aliases} }}")).map_err(|r| r.code),
            Err(ErrorCode::TooManyFields)
        );
        let fragments = "fragment F on Query { regions { totalCount } departments { totalCount } }";
        let spreads = "...F ".repeat(11);
        assert_eq!(
            check(&format!("{{ {spreads} }} {fragments}")).map_err(|r| r.code),
            Err(ErrorCode::TooManyFields)
        );
    }

    #[test]
    fn suggestions_and_offer_events_are_asked_once_per_request() {
        let twice = "{ a: jobSuggestions(text: \"tap\") { text } b: jobSuggestions(text: \"eb\") { text } }";
        let refusal = check(twice).expect_err("two suggestion fields");
        assert_eq!(refusal.code, ErrorCode::TooManyFields);
        assert_eq!(
            refusal.message,
            "La requête demande « jobSuggestions » plusieurs fois : une fois par requête au plus."
        );
        let events: String = (0..20)
            .map(|i| {
                format!(
                    "e{i}: recordJobOfferEvent(jobOfferId: \"/api/job_offers/{i}\", event: VIEW) "
                )
            })
            .collect();
        assert!(check(&format!("mutation {{ {events} }}")).is_err());
        assert!(check("{ jobSuggestions(text: \"tap\") { text } }").is_ok());
    }

    #[test]
    fn fragments_spread_in_each_other_are_costed_in_linear_time() {
        let mut document =
            String::from("{ ...F0 } fragment F40 on Query { regions { totalCount } }");
        for i in 0..40 {
            let next = i + 1;
            document.push_str(&format!(
                " fragment F{i} on Query {{ ...F{next} ...F{next} }}"
            ));
        }
        assert_eq!(
            check(&document).map_err(|r| r.code),
            Err(ErrorCode::TooManyFields)
        );
    }

    /// Every document the UI sends (as codegen wrote them, `ui/src/gql/graphql.ts`), with the
    /// page sizes their variables default to.
    #[test]
    fn every_document_of_the_ui_passes_the_limits() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("ui/src/gql/graphql.ts");
        let generated = std::fs::read_to_string(path).expect("the UI's generated documents");
        let documents: Vec<&str> = generated
            .split("new TypedDocumentString(`")
            .skip(1)
            .filter_map(|rest| rest.split('`').next())
            .filter(|document| document.contains("query ") || document.contains("mutation "))
            .collect();
        assert!(documents.len() > 20, "{} documents found", documents.len());
        let model = model();
        let mut refused = Vec::new();
        for text in documents {
            assert!(text.len() <= MAX_QUERY_BYTES, "{text}");
            let document = async_graphql::parser::parse_query(text).expect("parses");
            if let Err(refusal) = model.check(&document, &Variables::default()) {
                let name = text.split('{').next().unwrap_or(text).trim();
                refused.push(format!("{name}: {}", refusal.message));
            }
        }
        assert!(refused.is_empty(), "{refused:#?}");
    }
}
