//! `admin { auditLog }`: the audit log, newest first.

use crate::text::{Cursor, LogFilter, Plain, Text};
use async_graphql::{Context, Object};
use chrono::{DateTime, Utc};
use sqlx::PgPool;

use super::{id_keyset, resume, staff};
use crate::{
    audit::{self, Entry, Filter},
    error::AppResult,
    graphql::connection::{connection, page_size, CountedConnection},
};

pub struct AuditEntry(Entry);

/// A field an action changed, named in French.
#[derive(async_graphql::SimpleObject)]
pub struct AuditFieldChange {
    /// « Statut », « Titre »… (the record's key when it has no French name).
    label: String,
    /// The value before, as text (empty when the field was absent).
    before: String,
    /// The value after, as text (empty when the field is gone).
    after: String,
}

fn pretty(value: &Option<serde_json::Value>) -> Option<String> {
    value
        .as_ref()
        .map(|v| serde_json::to_string_pretty(v).unwrap_or_default())
}

#[Object]
impl AuditEntry {
    async fn id(&self) -> i64 {
        self.0.id
    }
    async fn at(&self) -> DateTime<Utc> {
        self.0.at
    }
    /// The staff member's e-mail, or « ligne de commande ».
    async fn actor_email(&self) -> &str {
        &self.0.actor_email
    }
    /// `<subject>.<verb>`, e.g. `post.publish`.
    async fn action(&self) -> &str {
        &self.0.action
    }
    /// The action in French (« Commande marquée payée »), as staff read it.
    async fn action_label(&self) -> String {
        audit::action_label(&self.0.action)
    }
    /// The fields the action changed, named in French, before and after.
    async fn changes(&self) -> Vec<AuditFieldChange> {
        audit::field_changes(self.0.before.as_ref(), self.0.after.as_ref())
            .into_iter()
            .map(|change| AuditFieldChange {
                label: change.label,
                before: change.before,
                after: change.after,
            })
            .collect()
    }
    async fn subject_type(&self) -> &str {
        &self.0.subject_type
    }
    async fn subject_id(&self) -> &str {
        &self.0.subject_id
    }
    /// The record before, as indented JSON (null when the action created it).
    async fn before(&self) -> Option<String> {
        pretty(&self.0.before)
    }
    /// The record after, as indented JSON (null when the action deleted it).
    async fn after(&self) -> Option<String> {
        pretty(&self.0.after)
    }
}

/// Entries a page at most: each carries its changed fields (`audit::MAX_CHANGES`), which the
/// request's cost counts.
const MAX_PAGE: i32 = 50;

#[derive(Default)]
pub struct AuditAdminQuery;

#[Object]
impl AuditAdminQuery {
    /// Every admin action, newest first, filtered by record or by text.
    async fn audit_log(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 30)] first: Option<i32>,
        after: Option<Text<Cursor>>,
        subject_type: Option<Text<LogFilter>>,
        subject_id: Option<Text<LogFilter>>,
        search: Option<Text<LogFilter>>,
    ) -> AppResult<CountedConnection<AuditEntry>> {
        let staff = staff(ctx)?;
        let first = page_size(first, 30, MAX_PAGE)?;
        let before_id = resume(after.as_deref())?;
        let filter = Filter {
            subject_type: subject_type.plain(),
            subject_id: subject_id.plain(),
            search: search.plain(),
        };
        let (rows, total) = audit::entries(
            ctx.data_unchecked::<PgPool>(),
            &staff,
            filter,
            first as i64 + 1,
            before_id,
        )
        .await?;
        let rows = rows.into_iter().map(AuditEntry).collect();
        Ok(connection(rows, first, total, before_id.is_some(), |e| {
            id_keyset(e.0.id)
        }))
    }
}
