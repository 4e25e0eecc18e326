//! The back-office in GraphQL (issue 19, docs/admin.md): every admin field lives under
//! `Query.admin` or `Mutation.admin`, whose resolvers run the one guard
//! ([`Staff::require`]) before anything below them can run; anyone but staff gets
//! `NOT_FOUND`. Each admin resolver then takes its own [`Staff`] with [`staff`] and passes it
//! to the domain function (which demands one), so the check is also where the work is.
//!
//! To add admin fields: a file here with `#[derive(Default)] pub struct XAdminQuery;` (and/or
//! `XAdminMutation`), one line in [`AdminQuery`] / [`AdminMutation`] below. The test
//! `tests/api/admin.rs` walks these two types and checks every field refuses non-staff.
//!
//! The mutations are namespaced (`mutation { admin { markContactMessageHandled(…) } }`):
//! GraphQL runs only root mutation fields one after the other, so the UI sends one admin
//! mutation per request.

use async_graphql::{Context, MergedObject, Object};

use super::caller::viewer;
use crate::{access::Staff, error::AppResult};

mod audit;
mod companies;
mod inbox;
mod labels;
mod moderation;
mod money;
mod notices;
mod numbers;
mod posts;
mod showcase;

/// The staff member calling, or `NOT_FOUND`.
pub fn staff(ctx: &Context<'_>) -> AppResult<Staff> {
    Staff::require(viewer(ctx))
}

/// The admin queries, one part per screen.
#[derive(MergedObject, Default)]
pub struct AdminQuery(
    audit::AuditAdminQuery,
    inbox::InboxAdminQuery,
    money::MoneyAdminQuery,
    numbers::NumbersAdminQuery,
    posts::PostsAdminQuery,
    showcase::ShowcaseAdminQuery,
    moderation::ModerationAdminQuery,
    companies::CompaniesAdminQuery,
    notices::NoticesAdminQuery,
    labels::LabelsAdminQuery,
);

/// The admin mutations, one part per screen.
#[derive(MergedObject, Default)]
pub struct AdminMutation(
    inbox::InboxAdminMutation,
    money::MoneyAdminMutation,
    posts::PostsAdminMutation,
    showcase::ShowcaseAdminMutation,
    moderation::ModerationAdminMutation,
    companies::CompaniesAdminMutation,
    notices::NoticesAdminMutation,
    labels::LabelsAdminMutation,
);

#[derive(Default)]
pub struct AdminRootQuery;

#[Object]
impl AdminRootQuery {
    /// The back-office: staff only (anyone else gets NOT_FOUND).
    async fn admin(&self, ctx: &Context<'_>) -> AppResult<AdminQuery> {
        staff(ctx)?;
        Ok(AdminQuery::default())
    }
}

#[derive(Default)]
pub struct AdminRootMutation;

#[Object]
impl AdminRootMutation {
    /// The back-office's actions: staff only (anyone else gets NOT_FOUND). Each is written
    /// to the audit log.
    async fn admin(&self, ctx: &Context<'_>) -> AppResult<AdminMutation> {
        staff(ctx)?;
        Ok(AdminMutation::default())
    }
}

/// Admin actions that mail someone (a reply, a removal) run once per request: one request
/// sends at most one such mail, whatever its aliases (docs/admin.md). Made for each request
/// by the GraphQL handler.
#[derive(Default)]
pub struct OneMailPerRequest(std::sync::atomic::AtomicBool);

/// Takes this request's one mailing action, or refuses the second.
fn one_mail_per_request(ctx: &Context<'_>) -> AppResult<()> {
    let taken = ctx
        .data_opt::<OneMailPerRequest>()
        .is_none_or(|once| once.0.swap(true, std::sync::atomic::Ordering::SeqCst));
    if taken {
        return Err(crate::error::AppError::invalid(
            crate::error::ErrorCode::TooManyFields,
            "Une seule action qui envoie un e-mail par requête : envoyez-les l'une après l'autre.",
        ));
    }
    Ok(())
}

/// A keyset cursor over rows listed by descending id.
fn id_keyset(id: i64) -> super::connection::Keyset {
    super::connection::Keyset { key: id, id }
}

/// The `before_id` a page resumes from, given its `after` cursor.
fn resume(after: Option<&str>) -> AppResult<Option<i64>> {
    Ok(super::connection::decode_after(after.filter(|a| !a.is_empty()))?.map(|k| k.id))
}
