//! `admin { contactMessages }` and `admin { markContactMessageHandled }`: the contact inbox.

use async_graphql::{Context, Object};
use chrono::{DateTime, Utc};
use sqlx::PgPool;

use super::{id_keyset, resume, staff};
use crate::{
    admin::inbox::{self, InboxMessage as Message},
    error::AppResult,
    graphql::connection::{connection, page_size, CountedConnection},
};

pub struct InboxMessage(Message);

#[Object]
impl InboxMessage {
    async fn id(&self) -> i64 {
        self.0.id
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
    /// The form's subject code (`postuler`, `publier`, `compte`, `autre`).
    async fn subject(&self) -> &str {
        &self.0.subject
    }
    /// The subject as the form showed it.
    async fn subject_label(&self) -> &str {
        self.0.subject_label()
    }
    /// The address the sender typed; replies go there.
    async fn email(&self) -> &str {
        &self.0.email
    }
    async fn message(&self) -> &str {
        &self.0.message
    }
    async fn handled_at(&self) -> Option<DateTime<Utc>> {
        self.0.handled_at
    }
}

const MAX_PAGE: i32 = 50;

#[derive(Default)]
pub struct InboxAdminQuery;

#[Object]
impl InboxAdminQuery {
    /// The messages of /contact, newest first; `handled` keeps only those handled (or not).
    async fn contact_messages(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 20)] first: Option<i32>,
        after: Option<String>,
        handled: Option<bool>,
    ) -> AppResult<CountedConnection<InboxMessage>> {
        let staff = staff(ctx)?;
        let first = page_size(first, 20, MAX_PAGE)?;
        let before_id = resume(after.as_deref())?;
        let (rows, total) = inbox::messages(
            ctx.data_unchecked::<PgPool>(),
            &staff,
            handled,
            first as i64 + 1,
            before_id,
        )
        .await?;
        let rows = rows.into_iter().map(InboxMessage).collect();
        Ok(connection(rows, first, total, before_id.is_some(), |m| {
            id_keyset(m.0.id)
        }))
    }
}

#[derive(Default)]
pub struct InboxAdminMutation;

#[Object]
impl InboxAdminMutation {
    /// Marks a contact message handled.
    async fn mark_contact_message_handled(
        &self,
        ctx: &Context<'_>,
        id: i64,
    ) -> AppResult<InboxMessage> {
        let staff = staff(ctx)?;
        inbox::mark_handled(ctx.data_unchecked::<PgPool>(), &staff, id)
            .await
            .map(InboxMessage)
    }
}
