//! `admin { contactMessages }`, `admin { markContactMessageHandled }` and
//! `admin { replyToContactMessage }`: the contact inbox.

use crate::text::{Cursor, ReplyBody, Text, Token};
use async_graphql::{Context, Object};
use chrono::{DateTime, Utc};
use sqlx::PgPool;

use super::{id_keyset, one_mail_per_request, resume, staff};
use crate::{
    access::Staff,
    admin::inbox::{self, InboxMessage as Message, NewReply, Reply},
    contact::ContactAddress,
    error::AppResult,
    graphql::connection::{connection, page_size, CountedConnection},
    mail::Mailer,
};

/// A message and the team's replies to it.
pub struct InboxMessage(Message, Vec<Reply>);

/// The messages with their replies (one query for the page).
async fn with_replies(
    pool: &PgPool,
    staff: &Staff,
    messages: Vec<Message>,
) -> AppResult<Vec<InboxMessage>> {
    let ids: Vec<i64> = messages.iter().map(|m| m.id).collect();
    let mut replies = inbox::replies(pool, staff, &ids).await?;
    Ok(messages
        .into_iter()
        .map(|message| {
            let (mine, others) = replies
                .drain(..)
                .partition(|r: &Reply| r.contact_message_id == message.id);
            replies = others;
            InboxMessage(message, mine)
        })
        .collect())
}

/// A reply of the team, as mailed.
pub struct ContactReply(Reply);

#[Object]
impl ContactReply {
    async fn id(&self) -> i64 {
        self.0.id
    }
    async fn created_at(&self) -> DateTime<Utc> {
        self.0.created_at
    }
    /// The staff member who wrote it.
    async fn author_email(&self) -> &str {
        &self.0.author_email
    }
    async fn body(&self) -> &str {
        &self.0.body
    }
}

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
    /// The team's replies, oldest first (10 at most).
    async fn replies(&self) -> Vec<ContactReply> {
        self.1.iter().cloned().map(ContactReply).collect()
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
        after: Option<Text<Cursor>>,
        handled: Option<bool>,
    ) -> AppResult<CountedConnection<InboxMessage>> {
        let staff = staff(ctx)?;
        let first = page_size(first, 20, MAX_PAGE)?;
        let before_id = resume(after.as_deref())?;
        let pool = ctx.data_unchecked::<PgPool>();
        let (rows, total) =
            inbox::messages(pool, &staff, handled, first as i64 + 1, before_id).await?;
        let rows = with_replies(pool, &staff, rows).await?;
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
        let pool = ctx.data_unchecked::<PgPool>();
        let message = inbox::mark_handled(pool, &staff, id).await?;
        Ok(with_replies(pool, &staff, vec![message]).await?.remove(0))
    }

    /// Answers a contact message by mail (to the address its sender typed), keeps the reply
    /// under it and marks it handled. `requestKey`: a UUID the reply form makes when it
    /// opens; sending again with the same key (a double click) sends no second mail.
    async fn reply_to_contact_message(
        &self,
        ctx: &Context<'_>,
        id: i64,
        body: Text<ReplyBody>,
        request_key: Text<Token>,
    ) -> AppResult<InboxMessage> {
        let staff = staff(ctx)?;
        let reply = NewReply::parse(&body, &request_key)?;
        one_mail_per_request(ctx)?;
        let pool = ctx.data_unchecked::<PgPool>();
        let message = inbox::reply(
            pool,
            ctx.data_unchecked::<Mailer>(),
            &ctx.data_unchecked::<ContactAddress>().0,
            &staff,
            id,
            reply,
        )
        .await?;
        Ok(with_replies(pool, &staff, vec![message]).await?.remove(0))
    }
}
