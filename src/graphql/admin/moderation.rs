//! `admin { moderationQueue removalReasons }` and `admin { removeOffer }`: the moderation
//! queue, offers as they are published with the wording checker's flags (docs/moderation.md).

use crate::text::{Choice, Cursor, ReviewReason, Text};
use async_graphql::{Context, Object, SimpleObject};
use chrono::{DateTime, Utc};
use sqlx::PgPool;

use super::{one_mail_per_request, staff};
use crate::{
    error::AppResult,
    graphql::{
        connection::{connection, decode_after, page_size, CountedConnection, Keyset},
        offer_wording::WordingFlag,
    },
    mail::Mailer,
    moderation::{self, QueuedOffer, Reason},
};

/// An offer of the queue.
pub struct ModerationOffer(QueuedOffer);

impl ModerationOffer {
    fn started_at(&self) -> DateTime<Utc> {
        let card = &self.0.offer.card;
        card.starts_at.unwrap_or(card.created_at)
    }
}

#[Object]
impl ModerationOffer {
    async fn id(&self) -> i64 {
        self.0.offer.card.id
    }
    async fn title(&self) -> &str {
        &self.0.offer.card.title
    }
    async fn company_id(&self) -> i64 {
        self.0.offer.card.company_id
    }
    async fn company_name(&self) -> &str {
        &self.0.offer.card.company_name
    }
    /// Its company is suspended (its offers are off the site until restored).
    async fn company_suspended(&self) -> bool {
        self.0.offer.card.company_suspended
    }
    /// « Lyon (69001) ».
    async fn place(&self) -> String {
        let card = &self.0.offer.card;
        format!("{} ({})", card.locality_name, card.postal_code)
    }
    /// When its ad started.
    async fn published_at(&self) -> DateTime<Utc> {
        self.started_at()
    }
    /// Published over the checker's warnings, not public until staff approve it
    /// (`approveOffer`) or remove it (`removeOffer`).
    async fn held(&self) -> bool {
        self.0.held()
    }
    /// Its public page (`/emploi/{id}/{slug}`).
    async fn path(&self) -> String {
        let card = &self.0.offer.card;
        format!("/emploi/{}/{}", card.id, card.slug)
    }
    /// The wording checker's flags, in the order of the texts.
    async fn flags(&self) -> Vec<WordingFlag> {
        self.0
            .flags
            .iter()
            .cloned()
            .map(WordingFlag::from)
            .collect()
    }
}

/// A reason to remove an offer: the terms' four, then moderation's own.
#[derive(SimpleObject)]
pub struct RemovalReason {
    /// DISCRIMINATING_CONTENT, UNIDENTIFIED_COMPANY, PERSONAL_EMAIL, SCAM, OFF_TOPIC,
    /// DUPLICATE or OTHER.
    code: &'static str,
    /// As the company reads it in the mail (« contenu discriminatoire »).
    label: &'static str,
    /// Staff write the reason out (`removeOffer`'s `note`), which the company reads instead.
    needs_note: bool,
}

/// What a removal did.
#[derive(SimpleObject)]
pub struct RemovedOffer {
    id: i64,
    title: String,
    /// The reason's code.
    reason: &'static str,
    /// The address the company's mail went to.
    mailed_to: String,
}

const MAX_PAGE: i32 = moderation::MAX_QUEUE as i32;

fn keyset(offer: &ModerationOffer) -> Keyset {
    let (key, id) = offer.0.keyset();
    Keyset { key, id }
}

#[derive(Default)]
pub struct ModerationAdminQuery;

#[Object]
impl ModerationAdminQuery {
    /// Offers as they are published, each with the wording checker's flags: those held for a
    /// review first, then the flagged ones, then the others, newest first in each;
    /// `flaggedOnly`: only those it flags or held (« signalées seulement »), `totalCount`
    /// counting them.
    async fn moderation_queue(
        &self,
        ctx: &Context<'_>,
        #[graphql(default = 20)] first: Option<i32>,
        after: Option<Text<Cursor>>,
        flagged_only: Option<bool>,
    ) -> AppResult<CountedConnection<ModerationOffer>> {
        staff(ctx)?;
        let first = page_size(first, 20, MAX_PAGE)?;
        let after =
            decode_after(after.as_deref().filter(|a| !a.is_empty()))?.map(|k| (k.key, k.id));
        let (rows, total) = moderation::queue(
            ctx.data_unchecked::<PgPool>(),
            first as i64 + 1,
            after,
            flagged_only.unwrap_or(false),
        )
        .await?;
        let rows = rows.into_iter().map(ModerationOffer).collect();
        Ok(connection(rows, first, total, after.is_some(), keyset))
    }

    /// The reasons to remove an offer: the terms' four in their order, then « hors secteur »,
    /// « doublon » and « autre ».
    async fn removal_reasons(&self, ctx: &Context<'_>) -> AppResult<Vec<RemovalReason>> {
        staff(ctx)?;
        Ok(Reason::ALL
            .into_iter()
            .map(|reason| RemovalReason {
                code: reason.code(),
                label: reason.label(),
                needs_note: reason.needs_note(),
            })
            .collect())
    }
}

#[derive(Default)]
pub struct ModerationAdminMutation;

/// What an approval did.
#[derive(SimpleObject)]
pub struct ApprovedOffer {
    id: i64,
    title: String,
}

#[Object]
impl ModerationAdminMutation {
    /// Approves an offer held for a review: it goes public, its ad period starting from now.
    /// Anything but a held offer is NOT_FOUND. To refuse it, `removeOffer`.
    async fn approve_offer(&self, ctx: &Context<'_>, id: i64) -> AppResult<ApprovedOffer> {
        let staff = staff(ctx)?;
        let title =
            moderation::approve_offer(ctx.data_unchecked::<PgPool>(), id, (&staff).into()).await?;
        Ok(ApprovedOffer { id, title })
    }

    /// Removes an offer for one of `removalReasons` (its code; `note`: the reason written out,
    /// required when the reason `needsNote`): it leaves the site and the index at once, its
    /// company is mailed the reason, nothing is refunded.
    async fn remove_offer(
        &self,
        ctx: &Context<'_>,
        id: i64,
        reason: Text<Choice>,
        note: Option<Text<ReviewReason>>,
    ) -> AppResult<RemovedOffer> {
        let staff = staff(ctx)?;
        let reason = Reason::parse(&reason)?;
        let note = reason.note(note.as_deref())?;
        one_mail_per_request(ctx)?;
        let removal = moderation::remove_offer(
            ctx.data_unchecked::<PgPool>(),
            ctx.data_unchecked::<Mailer>(),
            id,
            reason,
            note.as_deref(),
            (&staff).into(),
        )
        .await?;
        Ok(RemovedOffer {
            id: removal.offer_id,
            title: removal.title,
            reason: reason.code(),
            mailed_to: removal.mailed_to,
        })
    }
}
