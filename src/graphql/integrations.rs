//! The owner's « Intégrations » (`ats`): the webhook, its secret and deliveries, the API
//! token. Owners only: a recruiter gets FORBIDDEN.

use async_graphql::{Context, Enum, Object, SimpleObject};
use chrono::{DateTime, Utc};
use sqlx::PgPool;

use super::caller::viewer;
use crate::{
    access::{signed_in, Area},
    ats::{address::Reach, token, webhook},
    error::{AppError, AppResult},
    text::{Text, Url},
};

#[derive(SimpleObject)]
pub struct Webhook {
    url: String,
    /// Signs each delivery (`Ensemblier-Signature`, docs/api.md).
    secret: String,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

impl From<webhook::Webhook> for Webhook {
    fn from(w: webhook::Webhook) -> Self {
        Self {
            url: w.url,
            secret: w.secret,
            created_at: w.created_at,
            updated_at: w.updated_at,
        }
    }
}

#[derive(Enum, Clone, Copy, PartialEq, Eq)]
pub enum DeliveryStatus {
    /// Waiting for its first try or its next one.
    Pending,
    Delivered,
    /// Refused or unreachable for a day, or nowhere to send: sent again on request.
    Failed,
}

#[derive(SimpleObject)]
pub struct WebhookDelivery {
    id: i64,
    /// `application.created`, `message.created`, `interview.scheduled` or `ping`.
    event: String,
    application_id: Option<i64>,
    candidate_name: Option<String>,
    offer_title: Option<String>,
    status: DeliveryStatus,
    attempts: i32,
    created_at: DateTime<Utc>,
    last_attempt_at: Option<DateTime<Utc>>,
    /// When it is tried again, while pending.
    next_attempt_at: Option<DateTime<Utc>>,
    /// The receiver's HTTP status at the last try, if it answered.
    last_status: Option<i32>,
    /// Why the last try failed, in French.
    last_error: Option<String>,
    delivered_at: Option<DateTime<Utc>>,
}

impl TryFrom<webhook::Delivery> for WebhookDelivery {
    type Error = AppError;

    fn try_from(d: webhook::Delivery) -> AppResult<Self> {
        Ok(Self {
            status: match d.status.as_str() {
                "pending" => DeliveryStatus::Pending,
                "delivered" => DeliveryStatus::Delivered,
                "failed" => DeliveryStatus::Failed,
                other => return Err(AppError::internal(anyhow::anyhow!("status {other}"))),
            },
            id: d.id,
            event: d.event,
            application_id: d.application_id,
            candidate_name: d.candidate_name,
            offer_title: d.offer_title,
            attempts: d.attempts,
            created_at: d.created_at,
            last_attempt_at: d.last_attempt_at,
            next_attempt_at: d.next_attempt_at,
            last_status: d.last_status.map(i32::from),
            last_error: d.last_error,
            delivered_at: d.delivered_at,
        })
    }
}

/// The API token as its owner sees it: never whole after it was made.
#[derive(SimpleObject)]
pub struct ApiToken {
    /// Its first characters (`ens_AbCd`).
    prefix: String,
    created_at: DateTime<Utc>,
    created_by: Option<String>,
    last_used_at: Option<DateTime<Utc>>,
}

/// The owner's view of the hand-off to the company's ATS.
pub struct Integrations;

#[Object]
impl Integrations {
    async fn webhook(&self, ctx: &Context<'_>) -> AppResult<Option<Webhook>> {
        let viewer = signed_in(viewer(ctx))?;
        Ok(webhook::get(ctx.data_unchecked::<PgPool>(), viewer)
            .await?
            .map(Into::into))
    }

    /// The last 50 deliveries, newest first.
    async fn deliveries(&self, ctx: &Context<'_>) -> AppResult<Vec<WebhookDelivery>> {
        let viewer = signed_in(viewer(ctx))?;
        webhook::deliveries(ctx.data_unchecked::<PgPool>(), viewer)
            .await?
            .into_iter()
            .map(TryInto::try_into)
            .collect()
    }

    async fn api_token(&self, ctx: &Context<'_>) -> AppResult<Option<ApiToken>> {
        let viewer = signed_in(viewer(ctx))?;
        Ok(token::info(ctx.data_unchecked::<PgPool>(), viewer)
            .await?
            .map(|t| ApiToken {
                prefix: t.prefix,
                created_at: t.created_at,
                created_by: t.created_by,
                last_used_at: t.last_used_at,
            }))
    }
}

#[derive(Default)]
pub struct IntegrationsQuery;

#[Object]
impl IntegrationsQuery {
    /// The caller's company's integrations: owners only (a recruiter gets FORBIDDEN).
    async fn my_integrations(&self, ctx: &Context<'_>) -> AppResult<Integrations> {
        signed_in(viewer(ctx))?.company_for(Area::Integrations)?;
        Ok(Integrations)
    }
}

#[derive(Default)]
pub struct IntegrationsMutation;

#[Object]
impl IntegrationsMutation {
    /// Registers or changes the webhook's address (https, reachable on the Internet); a new
    /// webhook gets its signing secret.
    async fn set_webhook(&self, ctx: &Context<'_>, url: Text<Url>) -> AppResult<Webhook> {
        let viewer = signed_in(viewer(ctx))?;
        let reach = *ctx.data_unchecked::<Reach>();
        Ok(
            webhook::set(ctx.data_unchecked::<PgPool>(), viewer, &url, reach)
                .await?
                .into(),
        )
    }

    /// A new signing secret; the old one stops signing at once.
    async fn replace_webhook_secret(&self, ctx: &Context<'_>) -> AppResult<Webhook> {
        let viewer = signed_in(viewer(ctx))?;
        Ok(
            webhook::replace_secret(ctx.data_unchecked::<PgPool>(), viewer)
                .await?
                .into(),
        )
    }

    async fn remove_webhook(&self, ctx: &Context<'_>) -> AppResult<bool> {
        let viewer = signed_in(viewer(ctx))?;
        webhook::remove(ctx.data_unchecked::<PgPool>(), viewer).await?;
        Ok(true)
    }

    /// Queues a test delivery (`ping`); returns its id. 20 requests an hour.
    async fn send_test_webhook(&self, ctx: &Context<'_>) -> AppResult<i64> {
        let viewer = signed_in(viewer(ctx))?;
        webhook::ping(ctx.data_unchecked::<PgPool>(), viewer).await
    }

    /// Sends a delivered or failed delivery again. 20 requests an hour.
    async fn send_webhook_again(&self, ctx: &Context<'_>, id: i64) -> AppResult<bool> {
        let viewer = signed_in(viewer(ctx))?;
        webhook::send_again(ctx.data_unchecked::<PgPool>(), viewer, id).await?;
        Ok(true)
    }

    /// A new API token, replacing the company's: returned once, whole.
    async fn create_api_token(&self, ctx: &Context<'_>) -> AppResult<String> {
        let viewer = signed_in(viewer(ctx))?;
        token::create(ctx.data_unchecked::<PgPool>(), viewer).await
    }

    async fn revoke_api_token(&self, ctx: &Context<'_>) -> AppResult<bool> {
        let viewer = signed_in(viewer(ctx))?;
        token::revoke(ctx.data_unchecked::<PgPool>(), viewer).await?;
        Ok(true)
    }
}
