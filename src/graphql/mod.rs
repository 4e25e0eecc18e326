//! The GraphQL API at `/api/graphql`, API-Platform style (see docs/api.md). Resolvers are
//! thin: they parse arguments and call the domain modules.

use std::sync::Arc;

use async_graphql::{EmptySubscription, MergedObject, Schema};
use sqlx::PgPool;

use crate::{
    error::ErrorCode, files::Storage, filters::JobFilters, mail::Mailer, places::Places,
    search::Search,
};

mod accounts;
pub mod admin;
mod alerts;
pub mod answer_budget;
pub mod answer_time;
mod applications;
mod billing;
mod book;
mod caller;
mod companies;
mod connection;
pub mod documents;
mod favorites;
mod filters;
pub mod french;
mod integrations;
mod interviews;
pub(crate) mod job_offer;
pub mod labels;
mod legal;
pub mod limits;
mod messages;
pub(crate) mod notices;
mod offer_mutations;
mod offer_stats;
mod offer_wording;
mod offers;
mod pay_hint;
mod places;
mod portfolio;
mod posts;
mod recommendations;
mod salaries;
pub mod search_args;
mod showcase;
mod similar;
mod suggestions;
mod team;
mod training_pages;
mod verification;
pub mod works;

pub use applications::ClientAddress;

#[derive(MergedObject, Default)]
pub struct Query(
    places::PlacesQuery,
    filters::FiltersQuery,
    billing::BillingQuery,
    billing::WalletQuery,
    accounts::AccountsQuery,
    offers::OffersQuery,
    applications::ApplicationsQuery,
    favorites::FavoritesQuery,
    posts::PostsQuery,
    showcase::ShowcaseQuery,
    alerts::AlertsQuery,
    admin::AdminRootQuery,
    offer_wording::WordingQuery,
    pay_hint::PayHintQuery,
    salaries::SalariesQuery,
    legal::LegalQuery,
    companies::CompaniesQuery,
    similar::SimilarQuery,
    team::TeamQuery,
    integrations::IntegrationsQuery,
    suggestions::SuggestionsQuery,
    notices::NoticesQuery,
    labels::LabelsQuery,
    messages::MessagesQuery,
    book::BookQuery,
    recommendations::RecommendationsQuery,
    interviews::InterviewsQuery,
    training_pages::TrainingPagesQuery,
    answer_time::AnswerTimeQuery,
);

#[derive(MergedObject, Default)]
pub struct Mutation(
    accounts::AccountsMutation,
    offer_mutations::OfferMutation,
    applications::ApplicationsMutation,
    favorites::FavoritesMutation,
    alerts::AlertsMutation,
    admin::AdminRootMutation,
    offer_stats::StatsMutation,
    team::TeamMutation,
    integrations::IntegrationsMutation,
    notices::NoticesMutation,
    labels::LabelsMutation,
    interviews::InterviewsMutation,
    verification::VerificationMutation,
    messages::MessagesMutation,
    book::BookMutation,
    works::WorksMutation,
    recommendations::RecommendationsMutation,
);

pub type ApiSchema = Schema<Query, Mutation, EmptySubscription>;

/// Deep queries are refused before they run; their cost, root fields and aliases are
/// checked by `limits` before that.
const MAX_DEPTH: usize = 12;

fn builder() -> async_graphql::SchemaBuilder<Query, Mutation, EmptySubscription> {
    Schema::build(Query::default(), Mutation::default(), EmptySubscription)
        .limit_depth(MAX_DEPTH)
        .extension(answer_budget::AnswerBudget)
        // No field returns it: errors carry it in `extensions.code`. Registered so the SDL, and
        // so the UI's generated types, name every code.
        .register_output_type::<ErrorCode>()
}

/// The schema with what resolvers read: the pool, reference data, files and the index.
#[derive(Clone)]
pub struct Context {
    pub pool: PgPool,
    /// The public reads that tolerate a second of lag; a signed-in request's are the
    /// primary's (`http::graphql`).
    pub read: crate::db::ReadPool,
    pub places: Arc<Places>,
    pub filters: Arc<JobFilters>,
    pub storage: Storage,
    pub search: Search,
    pub mailer: Mailer,
    /// Where answers to the team go (`Reply-To` of the inbox's replies).
    pub contact: crate::contact::ContactAddress,
    /// The seller (`SELLER_*`): bank details of a pending transfer, the legal notice.
    pub seller: crate::config::Seller,
    /// The rest of the legal notice (`LEGAL_*`).
    pub legal: crate::config::LegalSettings,
    /// Where a webhook may point (`ats::address`).
    pub reach: crate::ats::address::Reach,
    /// The State's company directory, which verifies a SIRET (`companies::directory`).
    pub directory: crate::companies::directory::Directory,
    /// Signs the links to a book's images (`book::links`).
    pub image_links: crate::book::links::ImageLinks,
}

pub fn schema(context: Context) -> ApiSchema {
    with_context(builder(), context).finish()
}

/// The schema the server's own first screens run the built UI's documents through
/// (`pages::first_screen`): the API's fields and data, validated only for what the execution
/// does not check itself (`ValidationMode::Fast`: the full rules were ~10 % of an offer page's
/// CPU under load). Those documents are the UI's own, checked against the schema when the UI
/// is built (`ui/src/test/codegen.test.ts`); no request from outside reaches this schema.
pub fn own_documents_schema(context: Context) -> ApiSchema {
    with_context(builder(), context)
        .validation_mode(async_graphql::ValidationMode::Fast)
        .finish()
}

fn with_context(
    builder: async_graphql::SchemaBuilder<Query, Mutation, EmptySubscription>,
    context: Context,
) -> async_graphql::SchemaBuilder<Query, Mutation, EmptySubscription> {
    builder
        .data(context.pool)
        .data(context.read)
        .data(context.places)
        .data(context.filters)
        .data(context.storage)
        .data(context.search)
        .data(context.mailer)
        .data(context.contact)
        .data(context.seller)
        .data(context.legal)
        .data(context.reach)
        .data(context.directory)
        .data(context.image_links)
}

/// The schema in SDL, for `ensemblier schema` and the UI's generated types.
pub fn sdl() -> String {
    builder().finish().sdl()
}
