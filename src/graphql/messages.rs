//! An application's thread in GraphQL (issue 53): its messages (a field of
//! `JobOfferApplication`), writing, reading, the menu's « Non lus », and how a member hears
//! of the candidates' messages.

use async_graphql::{Context, InputObject, Object, SimpleObject, ID};
use chrono::{DateTime, Utc};
use sqlx::PgPool;

use super::caller::viewer;
use crate::{
    access::{iri, parse_iri, signed_in, Audience},
    applications::{
        answers::Answer,
        messages::{self, attachments::Attachment, Message},
        templates::{self, Template, TemplateInput},
    },
    error::AppResult,
    files::Storage,
    mail::Mailer,
    text::{Choice, ClientMutationId, Plain, TemplateBody, TemplateTitle, Text, ThreadMessage},
};

/// One message of a thread.
#[derive(SimpleObject)]
pub struct ApplicationMessage {
    id: ID,
    /// Written by the company's side (else by the candidate).
    from_company: bool,
    /// Written by the viewer's side.
    mine: bool,
    /// « Claire, Atelier Dubois », or the candidate's name.
    author: String,
    body: String,
    /// Came as a reply by mail.
    by_mail: bool,
    sent_at: DateTime<Utc>,
    /// When the other side read it (the candidate sees it on hers only while the company's
    /// read tracking is on).
    read_at: Option<DateTime<Utc>>,
    /// Its PDF attachments (3 at most), downloadable by the thread's two parties.
    attachments: Vec<MessageAttachment>,
}

/// A PDF attached to a message.
#[derive(SimpleObject)]
pub struct MessageAttachment {
    id: ID,
    /// The sender's file name, cleaned (« Devis.pdf »).
    name: String,
    /// Its size in bytes.
    bytes: i64,
    /// `/api/message-attachments/<id>`: the file, with the viewer's token.
    path: String,
}

impl From<Attachment> for MessageAttachment {
    fn from(attachment: Attachment) -> Self {
        Self {
            id: iri("message_attachments", attachment.id),
            path: attachment.path(),
            name: attachment.name,
            bytes: attachment.bytes,
        }
    }
}

impl ApplicationMessage {
    pub fn of(message: Message, audience: Audience) -> Self {
        Self {
            id: iri("application_messages", message.id),
            from_company: message.from_company,
            mine: message.from_company == (audience == Audience::Company),
            author: message.author,
            body: message.body,
            by_mail: message.by_mail,
            sent_at: message.sent_at,
            read_at: message.read_at,
            attachments: message
                .attachments
                .into_iter()
                .map(MessageAttachment::from)
                .collect(),
        }
    }
}

/// One of the company's message templates (docs/messages.md, "Templates").
#[derive(SimpleObject)]
pub struct MessageTemplate {
    id: ID,
    title: String,
    /// Its text, with the placeholders `{prénom}`, `{poste}`, `{entreprise}` as written.
    body: String,
    /// Sending it also records this answer, dated, in the candidate's story.
    answer: Option<Answer>,
}

impl From<Template> for MessageTemplate {
    fn from(template: Template) -> Self {
        Self {
            id: iri("message_templates", template.id),
            title: template.title,
            body: template.body,
            answer: template.answer,
        }
    }
}

#[derive(Default)]
pub struct MessagesQuery;

#[Object]
impl MessagesQuery {
    /// « Non lus » of the dashboard's menu: the other side's messages the viewer's side has
    /// not read, over her applications (a candidate) or her company's (a member).
    async fn unread_application_messages_count(&self, ctx: &Context<'_>) -> AppResult<i32> {
        let viewer = signed_in(viewer(ctx))?;
        let count = messages::unread_count(ctx.data_unchecked::<PgPool>(), viewer).await?;
        Ok(i32::try_from(count).unwrap_or(i32::MAX))
    }

    /// The company's message templates, oldest first (the three first ones are written on
    /// the first visit); every member whose role may act on applications reads them.
    async fn message_templates(&self, ctx: &Context<'_>) -> AppResult<Vec<MessageTemplate>> {
        let viewer = signed_in(viewer(ctx))?;
        Ok(templates::list(ctx.data_unchecked::<PgPool>(), viewer)
            .await?
            .into_iter()
            .map(MessageTemplate::from)
            .collect())
    }

    /// How the viewer (a member of a company) hears of the candidates' messages: `each` (« à
    /// chaque message ») or `daily` (a digest in the morning).
    async fn my_message_mails(&self, ctx: &Context<'_>) -> AppResult<String> {
        let viewer = signed_in(viewer(ctx))?;
        messages::mail_choice(ctx.data_unchecked::<PgPool>(), viewer).await
    }
}

#[derive(InputObject)]
pub struct SendApplicationMessageInput {
    /// The application (IRI or id).
    application: ID,
    body: Text<ThreadMessage>,
    /// The company's template the text was written from: its answer is recorded too.
    template: Option<ID>,
    client_mutation_id: Option<Text<ClientMutationId>>,
}

#[derive(InputObject)]
pub struct CreateMessageTemplateInput {
    title: Text<TemplateTitle>,
    body: Text<TemplateBody>,
    answer: Option<Answer>,
    client_mutation_id: Option<Text<ClientMutationId>>,
}

#[derive(InputObject)]
pub struct UpdateMessageTemplateInput {
    id: ID,
    title: Text<TemplateTitle>,
    body: Text<TemplateBody>,
    answer: Option<Answer>,
    client_mutation_id: Option<Text<ClientMutationId>>,
}

#[derive(InputObject)]
pub struct DeleteMessageTemplateInput {
    id: ID,
    client_mutation_id: Option<Text<ClientMutationId>>,
}

#[derive(SimpleObject)]
pub struct MessageTemplatePayload {
    message_template: MessageTemplate,
    client_mutation_id: Option<String>,
}

#[derive(SimpleObject)]
pub struct DeleteMessageTemplatePayload {
    id: ID,
    client_mutation_id: Option<String>,
}

#[derive(SimpleObject)]
pub struct SendApplicationMessagePayload {
    message: ApplicationMessage,
    client_mutation_id: Option<String>,
}

#[derive(InputObject)]
pub struct MarkApplicationMessagesReadInput {
    application: ID,
    client_mutation_id: Option<Text<ClientMutationId>>,
}

#[derive(SimpleObject)]
pub struct MarkApplicationMessagesReadPayload {
    /// How many messages were marked read.
    marked: i32,
    client_mutation_id: Option<String>,
}

#[derive(InputObject)]
pub struct SetMessageMailsInput {
    /// `each` or `daily`.
    choice: Text<Choice>,
    client_mutation_id: Option<Text<ClientMutationId>>,
}

#[derive(SimpleObject)]
pub struct SetMessageMailsPayload {
    choice: String,
    client_mutation_id: Option<String>,
}

#[derive(Default)]
pub struct MessagesMutation;

#[Object]
impl MessagesMutation {
    /// Writes in an application's thread (its candidate, or a member of the offer's company);
    /// the other side is mailed. Before the company's first message the candidate may send
    /// one (`THREAD_NOT_OPEN` after); 30 a day per side (`RATE_LIMITED`). A message with PDF
    /// attachments is sent by `POST /api/upload/application-message` instead.
    async fn send_application_message(
        &self,
        ctx: &Context<'_>,
        input: SendApplicationMessageInput,
    ) -> AppResult<SendApplicationMessagePayload> {
        let viewer = signed_in(viewer(ctx))?;
        let application = parse_iri("job_offer_applications", &input.application)?;
        let (message, audience) = messages::send(
            ctx.data_unchecked::<PgPool>(),
            (
                ctx.data_unchecked::<Storage>(),
                ctx.data_unchecked::<Mailer>(),
            ),
            viewer,
            application,
            (&input.body, &[]),
            input
                .template
                .as_ref()
                .map(|id| parse_iri("message_templates", id))
                .transpose()?,
        )
        .await?;
        Ok(SendApplicationMessagePayload {
            message: ApplicationMessage::of(message, audience),
            client_mutation_id: input.client_mutation_id.plain(),
        })
    }

    /// The viewer read the thread: the other side's messages are marked read.
    async fn mark_application_messages_read(
        &self,
        ctx: &Context<'_>,
        input: MarkApplicationMessagesReadInput,
    ) -> AppResult<MarkApplicationMessagesReadPayload> {
        let viewer = signed_in(viewer(ctx))?;
        let application = parse_iri("job_offer_applications", &input.application)?;
        let marked =
            messages::mark_read(ctx.data_unchecked::<PgPool>(), viewer, application).await?;
        Ok(MarkApplicationMessagesReadPayload {
            marked: i32::try_from(marked).unwrap_or(i32::MAX),
            client_mutation_id: input.client_mutation_id.plain(),
        })
    }

    /// A new template of the viewer's company (30 at most: `TOO_MANY`; unknown placeholders:
    /// `UNKNOWN_OPTION`).
    async fn create_message_template(
        &self,
        ctx: &Context<'_>,
        input: CreateMessageTemplateInput,
    ) -> AppResult<MessageTemplatePayload> {
        let viewer = signed_in(viewer(ctx))?;
        let template = templates::create(
            ctx.data_unchecked::<PgPool>(),
            viewer,
            TemplateInput {
                title: &input.title,
                body: &input.body,
                answer: input.answer,
            },
        )
        .await?;
        Ok(MessageTemplatePayload {
            message_template: template.into(),
            client_mutation_id: input.client_mutation_id.plain(),
        })
    }

    /// Edits one of the company's templates.
    async fn update_message_template(
        &self,
        ctx: &Context<'_>,
        input: UpdateMessageTemplateInput,
    ) -> AppResult<MessageTemplatePayload> {
        let viewer = signed_in(viewer(ctx))?;
        let template = templates::update(
            ctx.data_unchecked::<PgPool>(),
            viewer,
            parse_iri("message_templates", &input.id)?,
            TemplateInput {
                title: &input.title,
                body: &input.body,
                answer: input.answer,
            },
        )
        .await?;
        Ok(MessageTemplatePayload {
            message_template: template.into(),
            client_mutation_id: input.client_mutation_id.plain(),
        })
    }

    /// Deletes one of the company's templates.
    async fn delete_message_template(
        &self,
        ctx: &Context<'_>,
        input: DeleteMessageTemplateInput,
    ) -> AppResult<DeleteMessageTemplatePayload> {
        let viewer = signed_in(viewer(ctx))?;
        let id = parse_iri("message_templates", &input.id)?;
        templates::delete(ctx.data_unchecked::<PgPool>(), viewer, id).await?;
        Ok(DeleteMessageTemplatePayload {
            id: iri("message_templates", id),
            client_mutation_id: input.client_mutation_id.plain(),
        })
    }

    /// The viewer's own choice of how she hears of the candidates' messages.
    async fn set_message_mails(
        &self,
        ctx: &Context<'_>,
        input: SetMessageMailsInput,
    ) -> AppResult<SetMessageMailsPayload> {
        let viewer = signed_in(viewer(ctx))?;
        let choice =
            messages::set_mail_choice(ctx.data_unchecked::<PgPool>(), viewer, &input.choice)
                .await?;
        Ok(SetMessageMailsPayload {
            choice,
            client_mutation_id: input.client_mutation_id.plain(),
        })
    }
}
